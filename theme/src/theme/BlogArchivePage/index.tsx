/** `@theme/BlogArchivePage`: every listed post, by year. */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import { usePage } from '../../hooks/useSite';
import { formatBlogDate } from '../BlogPostItem/useBlogPostItem';
import { useArchiveYears } from './useArchiveYears';

export default function BlogArchivePage(): ReactNode {
  const { page } = usePage();
  const years = useArchiveYears(page.blog?.posts ?? []);
  return (
    <Layout title="Archive" description="Archive">
      <header className="hero hero--primary">
        <div className="container">
          <h1 className="hero__title">Archive</h1>
          <p className="hero__subtitle">Archive</p>
        </div>
      </header>
      <main>
        {years.length > 0 && (
          <section className="margin-vert--lg">
            <div className="container">
              <div className="row">
                {years.map(([year, posts]) => (
                  <div key={year} className="col col--4 margin-vert--lg">
                    <h3 id={year}>{year}</h3>
                    <ul>
                      {posts.map((post) => (
                        <li key={post.permalink}>
                          <Link to={post.permalink}>
                            {formatBlogDate(post.date)} - {post.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </div>
          </section>
        )}
      </main>
    </Layout>
  );
}
