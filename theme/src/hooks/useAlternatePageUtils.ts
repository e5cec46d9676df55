/**
 * The current page in another locale (Docusaurus's `useAlternatePageUtils`): each locale is its
 * own build under `<siteBaseUrl>[<locale>/]`, so the page's path below the locale's base URL is
 * the same in every locale.
 */
import type { I18nConfig } from '../types';

/** `pathname` (a path of the locale being built, under `baseUrl`) in `locale`. */
export function alternatePageUrl(i18n: I18nConfig, baseUrl: string, pathname: string, locale: string): string {
  // the locale's home may be written without its trailing slash (`/fr` for `/fr/`)
  const path = `${pathname}/` === baseUrl ? baseUrl : pathname;
  const canonical = path.startsWith(baseUrl) ? path.slice(baseUrl.length) : path.replace(/^\//, '');
  const localeSegment = locale === i18n.defaultLocale || !i18n.localizeUrls ? '' : `${locale}/`;
  return `${i18n.siteBaseUrl}${localeSegment}${canonical}`;
}
