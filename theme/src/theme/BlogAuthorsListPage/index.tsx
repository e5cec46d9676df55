/** `@theme/BlogAuthorsListPage`: every author with a page, with their post counts. */
import type { ReactNode } from 'react';
import BlogAuthor from '@theme/BlogAuthor';
import BlogLayout from '@theme/BlogLayout';
import { usePage } from '../../hooks/useSite';

export default function BlogAuthorsListPage(): ReactNode {
  const { page } = usePage();
  const authors = page.blog?.authors ?? [];
  return (
    <BlogLayout title="Authors" sidebar={page.blog?.sidebar}>
      <h1>Authors</h1>
      <section className="margin-vert--lg">
        <ul className="clean-list">
          {authors.map((author) => (
            <li key={author.key ?? author.name} className="margin-bottom--lg">
              <BlogAuthor author={author} as="h2" />
            </li>
          ))}
        </ul>
      </section>
    </BlogLayout>
  );
}
