/** `@theme/DocTagDocListPage`: the docs carrying one tag. */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import { tagPageTitle, tagsListPermalink } from '../../app/tags';
import { usePage, useSiteConfig } from '../../hooks/useSite';

export default function DocTagDocListPage(): ReactNode {
  const { page } = usePage();
  const tag = page.tags?.[0];
  const items = page.items ?? [];
  const label = tag?.label ?? page.title;
  const locale = useSiteConfig().i18n?.currentLocale;
  const title = tagPageTitle(items.length, label, locale);
  const listPermalink = tagsListPermalink(tag?.permalink ?? page.route);
  return (
    <Layout title={title}>
      <div className="container margin-vert--lg">
        <div className="row">
          <main className="col col--8 col--offset-2">
            <header className="margin-bottom--xl">
              <h1>{title}</h1>
              {tag?.description && <p>{tag.description}</p>}
              <Link to={listPermalink}>View all tags</Link>
            </header>
            <section className="margin-vert--lg">
              {items.map((doc) => (
                <article key={doc.permalink} className="margin-vert--lg">
                  <Link to={doc.permalink}>
                    <h2>{doc.title}</h2>
                  </Link>
                  {doc.description && <p>{doc.description}</p>}
                </article>
              ))}
            </section>
          </main>
        </div>
      </div>
    </Layout>
  );
}
