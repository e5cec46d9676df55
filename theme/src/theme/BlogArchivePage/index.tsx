/** `@theme/BlogArchivePage`: every listed post, by year. */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import { usePage } from '../../hooks/useSite';
import { formatBlogDate } from '../BlogPostItem/useBlogPostItem';
import { useArchiveYears } from './useArchiveYears';

export default function BlogArchivePage(): ReactNode {
  const { page } = usePage();
  const years = useArchiveYears(page.blog?.posts ?? []);
  const title = translate({ id: 'theme.blog.archive.title', message: 'Archive' });
  const description = translate({ id: 'theme.blog.archive.description', message: 'Archive' });
  return (
    <Layout title={title} description={description}>
      <header className="hero hero--primary">
        <div className="container">
          <Heading as="h1" className="hero__title">
            {title}
          </Heading>
          <p className="hero__subtitle">{description}</p>
        </div>
      </header>
      <main>
        {years.length > 0 && (
          <section className="margin-vert--lg">
            <div className="container">
              <div className="row">
                {years.map(([year, posts]) => (
                  <div key={year} className="col col--4 margin-vert--lg">
                    <Heading as="h3" id={year}>
                      {year}
                    </Heading>
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
