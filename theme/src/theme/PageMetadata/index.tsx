/** `@theme/PageMetadata`: title, description, keywords and image of the page (hoisted into `<head>`). */
import type { ReactNode } from 'react';
import { formatTitle } from '../../app/title';
import { useOptionalPage, useSiteConfig } from '../../hooks/useSite';
import type { PageMetadataProps } from '../../theme-classic';

export default function PageMetadata({ title, description, keywords, image }: PageMetadataProps): ReactNode {
  const siteConfig = useSiteConfig();
  const page = useOptionalPage()?.page;
  const fullTitle = formatTitle(title ?? page?.title, siteConfig.title, siteConfig.titleDelimiter);
  const pageDescription = description ?? page?.description;
  const pageKeywords = keywords ?? page?.keywords ?? [];
  const pageImage = image ?? page?.image;
  return (
    <>
      <title>{fullTitle}</title>
      <meta property="og:title" content={fullTitle} />
      {pageDescription && <meta name="description" content={pageDescription} />}
      {pageDescription && <meta property="og:description" content={pageDescription} />}
      {pageKeywords.length > 0 && <meta name="keywords" content={pageKeywords.join(',')} />}
      {pageImage && <meta property="og:image" content={pageImage} />}
      {pageImage && <meta name="twitter:image" content={pageImage} />}
    </>
  );
}
