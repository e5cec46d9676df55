/**
 * `@theme/PageMetadata`: title, description, keywords and image of the page (hoisted into
 * `<head>`), as Docusaurus's PageMetadata writes them: the image made absolute, keywords joined
 * with commas.
 */
import type { ReactNode } from 'react';
import { formatTitle } from '../../app/title';
import { addBaseUrl } from '../../hooks/useBaseUrl';
import { ownsTitle } from '../../app/pageMetadata';
import { useOptionalPage, useOptionalPageSummary, useSiteConfig } from '../../hooks/useSite';
import type { PageMetadataProps } from '../../theme-classic';

export default function PageMetadata({ title, description, keywords, image }: PageMetadataProps): ReactNode {
  const siteConfig = useSiteConfig();
  const page = useOptionalPage()?.page;
  const summary = useOptionalPageSummary();
  // the page's title unless it writes none (SiteMetadata then writes the site's)
  const pageTitle = summary && !ownsTitle(summary) ? undefined : page?.title;
  const fullTitle = title ?? pageTitle;
  const formattedTitle = fullTitle === undefined ? undefined : formatTitle(fullTitle, siteConfig.title, siteConfig.titleDelimiter);
  const pageDescription = description ?? page?.description;
  const pageKeywords = keywords ?? page?.keywords ?? [];
  const pageImage = image ?? page?.image;
  const imageUrl = pageImage ? addBaseUrl(siteConfig.url, siteConfig.baseUrl, pageImage, { absolute: true }) : undefined;
  const keywordsContent = Array.isArray(pageKeywords) ? pageKeywords.join(',') : String(pageKeywords);
  return (
    <>
      {formattedTitle !== undefined && <title>{formattedTitle}</title>}
      {formattedTitle !== undefined && <meta property="og:title" content={formattedTitle} />}
      {pageDescription && <meta name="description" content={pageDescription} />}
      {pageDescription && <meta property="og:description" content={pageDescription} />}
      {keywordsContent && <meta name="keywords" content={keywordsContent} />}
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
    </>
  );
}
