/** `@theme/BlogTagsListPage`: every blog tag, grouped by first letter, with counts. */
import type { ReactNode } from 'react';
import BlogLayout from '@theme/BlogLayout';
import Tag from '@theme/Tag';
import { tagsByLetter } from '../../app/tags';
import { usePage } from '../../hooks/useSite';

export default function BlogTagsListPage(): ReactNode {
  const { page } = usePage();
  return (
    <BlogLayout title="Tags" sidebar={page.blog?.sidebar}>
      <h1>Tags</h1>
      <section className="margin-vert--lg">
        {tagsByLetter(page.tags ?? []).map(([letter, group]) => (
          <article key={letter}>
            <h2 id={letter}>{letter}</h2>
            <ul className="padding--none">
              {group.map((tag) => (
                <li key={tag.permalink} className="tagsListItem">
                  <Tag tag={tag} />
                </li>
              ))}
            </ul>
            <hr />
          </article>
        ))}
      </section>
    </BlogLayout>
  );
}
