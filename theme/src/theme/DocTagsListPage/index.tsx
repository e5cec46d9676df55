/** `@theme/DocTagsListPage`: every tag, grouped by first letter, with counts. */
import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import Tag from '@theme/Tag';
import { usePage } from '../../hooks/useSite';
import { tagsByLetter } from '../../app/tags';

export default function DocTagsListPage(): ReactNode {
  const tags = usePage().page.tags ?? [];
  return (
    <Layout title="Tags">
      <div className="container margin-vert--lg">
        <div className="row">
          <main className="col col--8 col--offset-2">
            <h1>Tags</h1>
            <section className="margin-vert--lg">
              {tagsByLetter(tags).map(([letter, group]) => (
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
          </main>
        </div>
      </div>
    </Layout>
  );
}
