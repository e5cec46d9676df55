/** Picks the layout of the page being shown from its kind. */
import type { ReactNode } from 'react';
import pages from '@generated/pages';
import BlogArchivePage from '@theme/BlogArchivePage';
import BlogAuthorsListPage from '@theme/BlogAuthorsListPage';
import BlogAuthorsPostsPage from '@theme/BlogAuthorsPostsPage';
import BlogListPage from '@theme/BlogListPage';
import BlogPostPage from '@theme/BlogPostPage';
import BlogTagsListPage from '@theme/BlogTagsListPage';
import BlogTagsPostsPage from '@theme/BlogTagsPostsPage';
import DocCategoryGeneratedIndexPage from '@theme/DocCategoryGeneratedIndexPage';
import DocItem from '@theme/DocItem';
import DocRoot from '@theme/DocRoot';
import DocTagDocListPage from '@theme/DocTagDocListPage';
import DocTagsListPage from '@theme/DocTagsListPage';
import MDXPage from '@theme/MDXPage';
import NotFound from '@theme/NotFound';
import SiteMetadata from '@theme/SiteMetadata';
import { usePageHtmlAttributes } from '../hooks/usePageHtmlAttributes';
import { usePage, usePageSummary } from '../hooks/useSite';
import { pageTrailingHeadTags } from './pageMetadata';

function ComponentPage({ name, props }: { name: string | undefined; props: Record<string, unknown> | undefined }): ReactNode {
  const Page = name === undefined ? undefined : pages[name];
  if (!Page) {
    throw new Error(`No React page is registered as "${name ?? ''}" in @generated/pages.`);
  }
  return <Page {...props} />;
}

function PageBody(): ReactNode {
  const { page } = usePage();
  switch (page.kind) {
    case 'doc':
      return (
        <DocRoot>
          <DocItem />
        </DocRoot>
      );
    case 'category-index':
      return (
        <DocRoot>
          <DocCategoryGeneratedIndexPage />
        </DocRoot>
      );
    case 'page':
      return <MDXPage />;
    case 'component':
      return <ComponentPage name={page.component} props={page.props} />;
    case 'tags-list':
      return <DocTagsListPage />;
    case 'tag-docs':
      return <DocTagDocListPage />;
    case 'not-found':
      return <NotFound />;
    case 'blog-list':
      return <BlogListPage />;
    case 'blog-post':
      return <BlogPostPage />;
    case 'blog-tags-list':
      return <BlogTagsListPage />;
    case 'blog-tag-posts':
      return <BlogTagsPostsPage />;
    case 'blog-archive':
      return <BlogArchivePage />;
    case 'blog-authors-list':
      return <BlogAuthorsListPage />;
    case 'blog-author-posts':
      return <BlogAuthorsPostsPage />;
  }
}

/**
 * The head tags Docusaurus's page components write after their `PageMetadata` (the page kind's
 * own `SearchMetadata`, robots for unlisted content): rendered after the page, so they come
 * after its metadata in the head, as there.
 */
function PageTrailingMetadata(): ReactNode {
  const page = usePageSummary();
  return (
    <>
      {pageTrailingHeadTags(page).map(({ tagName: Tag, attributes }, index) => (
        <Tag key={index} {...attributes} />
      ))}
    </>
  );
}

export function PageView(): ReactNode {
  usePageHtmlAttributes(usePageSummary());
  return (
    <>
      <SiteMetadata />
      <PageBody />
      <PageTrailingMetadata />
    </>
  );
}
