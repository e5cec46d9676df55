/** `@theme/BlogPostPage/StructuredData`: the post, part of its blog, as JSON-LD in the head. */
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { usePluginData } from '@docusaurus/useGlobalData';
import { blogPostStructuredData } from '../../../app/structuredData';
import { pagePlugin } from '../../../app/pageMetadata';
import { usePage, useSiteConfig } from '../../../hooks/useSite';
import type { BlogPostPageStructuredDataProps } from '../../../theme-classic';

/** The blog plugin's global data: its base path and title (Docusaurus's `useBlogMetadata`). */
interface BlogGlobalData {
  blogBasePath?: string;
  blogTitle?: string;
}

export default function BlogPostPageStructuredData({ post, keywords, image }: BlogPostPageStructuredDataProps): ReactNode {
  const siteConfig = useSiteConfig();
  const { page } = usePage();
  const plugin = pagePlugin(page);
  const blog = (usePluginData(plugin.name, plugin.id) ?? {}) as BlogGlobalData;
  const data = blogPostStructuredData(post, { site: siteConfig, keywords, image }, { basePath: blog.blogBasePath ?? '', title: blog.blogTitle ?? '' });
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(data)}</script>
    </Head>
  );
}
