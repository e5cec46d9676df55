/** Base-URL aware URL helpers (Docusaurus `useBaseUrl` semantics). */
import { useCallback } from 'react';
import { useSiteConfig } from './useSite';

export interface BaseUrlOptions {
  forcePrependBaseUrl?: boolean;
  absolute?: boolean;
}

const EXTERNAL_URL = /^(?:[a-z][a-z\d+.-]*:)?\/\//i;

/** `https://x`, `//x`, `mailto:`, `tel:` ... anything that is not a path on this site. */
export function isExternalUrl(url: string): boolean {
  return EXTERNAL_URL.test(url) || /^(mailto|tel|data|javascript):/i.test(url);
}

/**
 * Prefixes a site path (`/img/a.png` or `img/a.png`) with the base URL unless it already starts
 * with it; leaves external URLs and `#hash` alone.
 */
export function addBaseUrl(
  siteUrl: string,
  baseUrl: string,
  url: string,
  { forcePrependBaseUrl = false, absolute = false }: BaseUrlOptions = {},
): string {
  if (!url || url.startsWith('#') || isExternalUrl(url)) {
    return url;
  }
  if (forcePrependBaseUrl) {
    return baseUrl + url.replace(/^\//, '');
  }
  if (url === baseUrl.replace(/\/$/, '')) {
    return baseUrl;
  }
  const path = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return absolute ? siteUrl + path : path;
}

export function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: BaseUrlOptions) => string } {
  const { url: siteUrl, baseUrl } = useSiteConfig();
  const withBaseUrl = useCallback(
    (url: string, options?: BaseUrlOptions) => addBaseUrl(siteUrl, baseUrl, url, options),
    [siteUrl, baseUrl],
  );
  return { withBaseUrl };
}

export function useBaseUrl(url: string, options?: BaseUrlOptions): string {
  return useBaseUrlUtils().withBaseUrl(url, options);
}
