/** `@theme/BlogListPage/StructuredData`: the list page and its posts as JSON-LD in the head. */
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { blogListStructuredData } from '../../../app/structuredData';
import { useSiteConfig } from '../../../hooks/useSite';
import type { BlogListPageStructuredDataProps } from '../../../theme-classic';

export default function BlogListPageStructuredData({ page, posts }: BlogListPageStructuredDataProps): ReactNode {
  const siteConfig = useSiteConfig();
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(blogListStructuredData(page, posts, siteConfig))}</script>
    </Head>
  );
}
