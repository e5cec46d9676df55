/** `@theme/BlogAuthorsPostsPage`: one author and their posts, paginated. */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import BlogAuthor from '@theme/BlogAuthor';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import { usePage } from '../../hooks/useSite';

/** The authors list page of an author page: its permalink without the last segment(s). */
function authorsListPermalink(authorPermalink: string): string {
  return authorPermalink.replace(/\/[^/]*\/?$/, '') || '/';
}

export default function BlogAuthorsPostsPage(): ReactNode {
  const { page } = usePage();
  const blog = page.blog ?? {};
  const author = blog.author;
  const count = author?.count ?? 0;
  return (
    <BlogLayout title={page.title} description={page.description} sidebar={blog.sidebar}>
      <header className="margin-bottom--xl">
        {author && <BlogAuthor author={author} as="h1" />}
        <h2>{count === 1 ? 'One post' : `${count} posts`}</h2>
        {author?.pagePermalink && <Link to={authorsListPermalink(author.pagePermalink)}>View all authors</Link>}
      </header>
      {count === 0 ? <p>This author has not written any posts yet.</p> : <BlogPostItems items={blog.posts ?? []} />}
      <BlogListPaginator paginator={blog.paginator} />
    </BlogLayout>
  );
}
