/** `@theme/TagsListByLetter`: tags grouped by first letter, each letter a linkable `h2`, with counts. */
import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import Tag from '@theme/Tag';
import { tagsByLetter } from '../../app/tags';
import type { TagsListByLetterProps } from '../../theme-classic';
import styles from './styles.module.css';

export default function TagsListByLetter({ tags }: TagsListByLetterProps): ReactNode {
  return (
    <section className="margin-vert--lg">
      {tagsByLetter(tags).map(([letter, group]) => (
        <article key={letter}>
          <Heading as="h2" id={letter}>
            {letter}
          </Heading>
          <ul className="padding--none">
            {group.map((tag) => (
              <li key={tag.permalink} className={styles.tag}>
                <Tag tag={tag} />
              </li>
            ))}
          </ul>
          <hr />
        </article>
      ))}
    </section>
  );
}
