/** `@theme/BlogListPage`: one page of the post list, with the sidebar and the list paginator. */
import type { ReactNode } from 'react';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import { usePage } from '../../hooks/useSite';

export default function BlogListPage(): ReactNode {
  const { page } = usePage();
  const blog = page.blog ?? {};
  return (
    <BlogLayout title={page.title} description={page.description} sidebar={blog.sidebar}>
      <BlogListPageStructuredData page={page} posts={blog.posts ?? []} />
      <BlogPostItems items={blog.posts ?? []} />
      <BlogListPaginator paginator={blog.paginator} />
    </BlogLayout>
  );
}
