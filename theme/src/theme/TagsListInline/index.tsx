/** `@theme/TagsListInline`: "Tags:" and the tags as links, on one line (a doc's or a post's footer). */
import type { ReactNode } from 'react';
import Tag from '@theme/Tag';
import Translate from '@docusaurus/Translate';
import clsx from 'clsx';
import type { TagsListInlineProps } from '../../theme-classic';
import styles from './styles.module.css';

export default function TagsListInline({ tags }: TagsListInlineProps): ReactNode {
  return (
    <>
      <b>
        <Translate id="theme.tags.tagsListLabel" description="The label alongside a tag list">
          Tags:
        </Translate>
      </b>
      <ul className={clsx(styles.tags, 'padding--none margin-left--sm')}>
        {tags.map((tag) => (
          <li key={tag.permalink} className={styles.tag}>
            <Tag tag={tag} />
          </li>
        ))}
      </ul>
    </>
  );
}
