/** `@theme/BlogPostPage`: one post with the sidebar, its TOC and the newer/older links. */
import type { ReactNode } from 'react';
import BlogLayout from '@theme/BlogLayout';
import ContentVisibility from '@theme/ContentVisibility';
import BlogPostItem from '@theme/BlogPostItem';
import BlogPostPaginator from '@theme/BlogPostPaginator';
import BlogPostPageStructuredData from '@theme/BlogPostPage/StructuredData';
import TOC from '@theme/TOC';
import { usePage } from '../../hooks/useSite';
import type { BlogPostSummary } from '../../types';

/** Docusaurus's BlogPostPageMetadata: the post as an `og:type` article (hoisted into `<head>`). */
function BlogPostPageMetadata({ post }: { post: BlogPostSummary }): ReactNode {
  const authorUrls = (post.authors ?? []).map((author) => author.url).filter((url): url is string => Boolean(url));
  const tags = post.tags ?? [];
  return (
    <>
      <meta property="og:type" content="article" />
      <meta property="article:published_time" content={post.date} />
      {authorUrls.length > 0 && <meta property="article:author" content={authorUrls.join(',')} />}
      {tags.length > 0 && <meta property="article:tag" content={tags.map((tag) => tag.label).join(',')} />}
    </>
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
    >
      <BlogPostPageMetadata post={post} />
      <BlogPostPageStructuredData post={post} keywords={page.keywords} image={page.image} />
      <ContentVisibility metadata={{ unlisted: post.unlisted }} />
      <BlogPostItem post={post} html={page.html ?? ''} contentComponent={page.contentComponent} isBlogPostPage />
      <BlogPostPaginator previous={blog.previous} next={blog.next} />
    </BlogLayout>
  );
}
