/**
 * `@theme/SiteMetadata`: the head tags every route has, as Docusaurus writes them (canonical URL
 * and `og:url`, hreflang alternates with `x-default`, social card defaults, `og:locale`,
 * `docusaurus_*` and `docsearch:*` search metadata, `themeConfig.metadata`, robots), and the
 * docs version's search metadata on docs pages. The rules are in `app/pageMetadata.ts`.
 */
import type { ReactNode } from 'react';
import { ownsTitle, siteHeadTags } from '../../app/pageMetadata';
import { usePageSummary, useSiteConfig } from '../../hooks/useSite';

export default function SiteMetadata(): ReactNode {
  const siteConfig = useSiteConfig();
  const page = usePageSummary();
  return (
    <>
      {!ownsTitle(page) && <title>{siteConfig.title}</title>}
      {siteHeadTags(page, siteConfig).map(({ tagName: Tag, attributes }, index) => (
        <Tag key={index} {...attributes} />
      ))}
    </>
  );
}
