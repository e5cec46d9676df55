/** `@docusaurus/useRouteContext`: which plugin made the route being shown (name and instance id). */
import { useOptionalPage } from '../hooks/useSite';
import type { PageKind } from '../types';

export interface RouteContext {
  plugin: { name: string; id: string };
  data?: Record<string, unknown>;
}

function pluginOf(kind: PageKind | undefined): string {
  switch (kind) {
    case 'doc':
    case 'category-index':
    case 'tags-list':
    case 'tag-docs':
      return 'docusaurus-plugin-content-docs';
    case 'blog-list':
    case 'blog-post':
    case 'blog-tags-list':
    case 'blog-tag-posts':
    case 'blog-archive':
    case 'blog-authors-list':
    case 'blog-author-posts':
      return 'docusaurus-plugin-content-blog';
    case 'page':
    case 'component':
      return 'docusaurus-plugin-content-pages';
    default:
      return 'native';
  }
}

export default function useRouteContext(): RouteContext {
  const page = useOptionalPage();
  return { plugin: { name: pluginOf(page?.page.kind), id: 'default' } };
}
