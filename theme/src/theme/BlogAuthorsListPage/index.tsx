/** `@theme/BlogAuthorsListPage`: every author of `authors.yml`, with their post counts, in
 * Docusaurus 3.10's markup (`ul` > `li.authorListItem`). */
import type { ReactNode } from 'react';
import BlogAuthor from '@theme/BlogAuthor';
import BlogLayout from '@theme/BlogLayout';
import { usePage } from '../../hooks/useSite';
import styles from './styles.module.css';

export default function BlogAuthorsListPage(): ReactNode {
  const { page } = usePage();
  const authors = page.blog?.authors ?? [];
  return (
    <BlogLayout title="Authors" sidebar={page.blog?.sidebar}>
      <h1>Authors</h1>
      <section className="margin-vert--lg">
        <ul>
          {authors.map((author) => (
            <li key={author.key ?? author.name} className={styles.authorListItem}>
              <BlogAuthor author={author} as="h2" />
            </li>
          ))}
        </ul>
      </section>
    </BlogLayout>
  );
}
