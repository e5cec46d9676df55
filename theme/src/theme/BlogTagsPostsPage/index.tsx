/** `@theme/BlogTagsPostsPage`: the posts carrying one tag ("3 posts tagged with ..."). */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import { tagsListPermalink } from '../../app/tags';
import { usePage } from '../../hooks/useSite';

export default function BlogTagsPostsPage(): ReactNode {
  const { page } = usePage();
  const blog = page.blog ?? {};
  const tag = page.tags?.[0];
  return (
    <BlogLayout title={page.title} description={page.description} sidebar={blog.sidebar}>
      <header className="margin-bottom--xl">
        <h1>{page.title}</h1>
        {tag?.description && <p>{tag.description}</p>}
        <Link to={tagsListPermalink(tag?.permalink ?? page.route)}>View All Tags</Link>
      </header>
      <BlogPostItems items={blog.posts ?? []} />
      <BlogListPaginator paginator={blog.paginator} />
    </BlogLayout>
  );
}
