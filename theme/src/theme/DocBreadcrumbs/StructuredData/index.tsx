/** `@theme/DocBreadcrumbs/StructuredData`: the breadcrumbs as JSON-LD in the head. */
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { breadcrumbsStructuredData } from '../../../app/structuredData';
import { useSiteConfig } from '../../../hooks/useSite';
import type { DocBreadcrumbsStructuredDataProps } from '../../../theme-classic';

export default function DocBreadcrumbsStructuredData({ breadcrumbs }: DocBreadcrumbsStructuredDataProps): ReactNode {
  const siteConfig = useSiteConfig();
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(breadcrumbsStructuredData(breadcrumbs, siteConfig))}</script>
    </Head>
  );
}
