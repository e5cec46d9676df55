/** `@theme/SiteMetadata`: head tags every route has (canonical URL, social card, config metadata). */
import type { ReactNode } from 'react';
import { addBaseUrl } from '../../hooks/useBaseUrl';
import { usePage, useSiteConfig } from '../../hooks/useSite';

export default function SiteMetadata(): ReactNode {
  const { url, baseUrl, themeConfig } = useSiteConfig();
  const { page } = usePage();
  const canonical = url.replace(/\/$/, '') + page.route;
  const defaultImage = themeConfig.image ? addBaseUrl(url, baseUrl, themeConfig.image, { absolute: true }) : null;
  const noindex = page.noindex || page.doc?.unlisted;
  return (
    <>
      <meta property="og:url" content={canonical} />
      <link rel="canonical" href={canonical} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="docusaurus_locale" content="en" />
      {page.kind === 'doc' && <meta name="docusaurus_tag" content="docs-default-current" />}
      {!page.image && defaultImage && <meta property="og:image" content={defaultImage} />}
      {!page.image && defaultImage && <meta name="twitter:image" content={defaultImage} />}
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      {themeConfig.metadata.map((attributes, index) => (
        <meta key={index} {...attributes} />
      ))}
    </>
  );
}
