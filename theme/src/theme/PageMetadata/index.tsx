/**
 * `@theme/PageMetadata`: title, description, keywords and image of the page (hoisted into
 * `<head>`), as Docusaurus's PageMetadata writes them: the image made absolute, keywords joined
 * with commas.
 */
import type { ReactNode } from 'react';
import { formatTitle } from '../../app/title';
import { addBaseUrl } from '../../hooks/useBaseUrl';
import { useOptionalPage, useSiteConfig } from '../../hooks/useSite';
import type { PageMetadataProps } from '../../theme-classic';

export default function PageMetadata({ title, description, keywords, image }: PageMetadataProps): ReactNode {
  const siteConfig = useSiteConfig();
  const page = useOptionalPage()?.page;
  const fullTitle = formatTitle(title ?? page?.title, siteConfig.title, siteConfig.titleDelimiter);
  const pageDescription = description ?? page?.description;
  const pageKeywords = keywords ?? page?.keywords ?? [];
  const pageImage = image ?? page?.image;
  const imageUrl = pageImage ? addBaseUrl(siteConfig.url, siteConfig.baseUrl, pageImage, { absolute: true }) : undefined;
  const keywordsContent = Array.isArray(pageKeywords) ? pageKeywords.join(',') : String(pageKeywords);
  return (
    <>
      <title>{fullTitle}</title>
      <meta property="og:title" content={fullTitle} />
      {pageDescription && <meta name="description" content={pageDescription} />}
      {pageDescription && <meta property="og:description" content={pageDescription} />}
      {keywordsContent && <meta name="keywords" content={keywordsContent} />}
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
    </>
  );
}
