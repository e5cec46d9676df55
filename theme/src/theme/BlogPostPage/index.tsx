/** `@theme/BlogPostPage`: one post with the sidebar, its TOC and the newer/older links. */
import type { ReactNode } from 'react';
import BlogLayout from '@theme/BlogLayout';
import BlogPostItem from '@theme/BlogPostItem';
import BlogPostPaginator from '@theme/BlogPostPaginator';
import TOC from '@theme/TOC';
import { usePage } from '../../hooks/useSite';

function UnlistedBanner(): ReactNode {
  return (
    <div className="theme-unlisted-banner alert alert--warning margin-bottom--md">
      <div className="admonitionHeading">Unlisted page</div>
      <div>This page is unlisted. Search engines will not index it, and only users having a direct link can access it.</div>
    </div>
  );
}

export default function BlogPostPage(): ReactNode {
  const { page } = usePage();
  const blog = page.blog ?? {};
  const toc = page.toc ?? [];
  const showToc = !page.hideTableOfContents && toc.length > 0;
  const post = blog.post ?? { title: page.title, permalink: page.route, date: new Date(0).toISOString() };
  return (
    <BlogLayout
      title={page.title}
      description={page.description}
      sidebar={blog.sidebar}
      toc={showToc ? <TOC toc={toc} /> : undefined}
      wrapperClassName="blog-post-page"
    >
      {post.unlisted && <UnlistedBanner />}
      <BlogPostItem post={post} html={page.html ?? ''} contentComponent={page.contentComponent} isBlogPostPage />
      <BlogPostPaginator previous={blog.previous} next={blog.next} />
    </BlogLayout>
  );
}
