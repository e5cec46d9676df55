/**
 * What Docusaurus 3.10 writes around each page, by page kind: the ThemeClassNames on `<html>`
 * and the site-level head tags (canonical, alternates, `og:*`, `twitter:*`, `docusaurus_*`,
 * `docsearch:*`, `themeConfig.metadata`, robots). Pure functions, so the server, the client and
 * the tests agree (the golden test compares them with Docusaurus's build of the same site).
 */
import { alternatePageUrl } from '../hooks/useAlternatePageUtils';
import { addBaseUrl } from '../hooks/useBaseUrl';
import type { PageData, SiteConfig } from '../types';

/** The docs version a doc page belongs to (`DocVersionMeta` in page.rs). */
interface DocVersionInfo {
  pluginId?: string;
  version?: string;
  className?: string;
  searchTag?: string;
  noIndex?: boolean;
}

/** The parts of a page these rules read (the boot JSON's page qualifies). */
export type PageSummary = Pick<PageData, 'route' | 'kind' | 'image' | 'keywords' | 'noindex' | 'doc'>;

function docVersion(page: PageSummary): Required<Pick<DocVersionInfo, 'pluginId' | 'version' | 'className' | 'searchTag'>> & DocVersionInfo {
  const version = (page.doc as { version?: DocVersionInfo } | undefined)?.version ?? {};
  const pluginId = version.pluginId ?? 'default';
  const name = version.version ?? 'current';
  return {
    ...version,
    pluginId,
    version: name,
    className: version.className ?? `docs-version-${name}`,
    searchTag: version.searchTag ?? `docs-${pluginId}-${name}`,
  };
}

function docsClasses(page: PageSummary, pageClass: string): string[] {
  const version = docVersion(page);
  return ['docs-wrapper', 'plugin-docs', `plugin-id-${version.pluginId}`, version.className, pageClass];
}

const BLOG_PLUGIN = ['plugin-blog', 'plugin-id-default'];

function blogClasses(pageClass: string): string[] {
  return ['blog-wrapper', pageClass, ...BLOG_PLUGIN];
}

/** The class of `<html>` Docusaurus gives a page of this kind (ThemeClassNames + plugin classes). */
export function htmlClassName(page: PageSummary): string {
  const classes = ((): string[] => {
    switch (page.kind) {
      case 'doc':
        return [...docsClasses(page, 'docs-doc-page'), `docs-doc-id-${page.doc?.id ?? ''}`];
      case 'category-index':
        return docsClasses(page, 'docs-doc-page');
      case 'tags-list':
        return docsClasses(page, 'docs-tags-list-page');
      case 'tag-docs':
        return docsClasses(page, 'docs-tags-doc-list-page');
      case 'blog-list':
        return blogClasses('blog-list-page');
      case 'blog-post':
        return blogClasses('blog-post-page');
      case 'blog-tags-list':
        return blogClasses('blog-tags-list-page');
      case 'blog-tag-posts':
        return blogClasses('blog-tags-post-list-page');
      case 'blog-authors-list':
        return blogClasses('blog-authors-list-page');
      case 'blog-author-posts':
        return blogClasses('blog-authors-posts-page');
      case 'blog-archive':
        return BLOG_PLUGIN;
      case 'page':
        return ['mdx-wrapper', 'mdx-page', 'plugin-pages', 'plugin-id-default'];
      case 'component':
        return ['plugin-pages', 'plugin-id-default'];
      case 'not-found':
        return ['plugin-native', 'plugin-id-default'];
    }
  })();
  return classes.join(' ');
}

/** `docusaurus_tag` / `docsearch:docusaurus_tag` and, for docs, the version (`SearchMetadata`). */
export function searchMetadata(page: PageSummary): { tag: string; version: string | null } {
  const docsVersion = docVersion(page).version;
  switch (page.kind) {
    case 'doc':
    case 'category-index':
      return { tag: docVersion(page).searchTag, version: docsVersion };
    case 'tags-list':
      return { tag: 'doc_tags_list', version: docsVersion };
    case 'tag-docs':
      return { tag: 'doc_tag_doc_list', version: docsVersion };
    case 'blog-list':
      return { tag: 'blog_posts_list', version: null };
    case 'blog-tags-list':
      return { tag: 'blog_tags_list', version: null };
    case 'blog-tag-posts':
      return { tag: 'blog_tags_posts', version: null };
    case 'blog-authors-list':
      return { tag: 'blog_authors_list', version: null };
    case 'blog-author-posts':
      return { tag: 'blog_authors_posts', version: null };
    default:
      return { tag: 'default', version: null };
  }
}

/** One head tag: `meta` or `link` with its attributes, in Docusaurus's order. */
export interface HeadTag {
  tagName: 'meta' | 'link';
  attributes: Record<string, string>;
}

const meta = (attributes: Record<string, string>): HeadTag => ({ tagName: 'meta', attributes });
const link = (attributes: Record<string, string>): HeadTag => ({ tagName: 'link', attributes });

/** The locale of the build: `i18n.currentLocale` when the config has it, else `en`. */
function currentLocale(siteConfig: SiteConfig): string {
  const i18n = (siteConfig as { i18n?: { currentLocale?: string } }).i18n;
  return i18n?.currentLocale || 'en';
}

/** The page's absolute URL: the site URL + the route (the route has `trailingSlash` applied). */
export function canonicalUrl(siteConfig: SiteConfig, route: string): string {
  return siteConfig.url.replace(/\/$/, '') + route;
}

/**
 * hreflang alternates (issue 9): the page in every locale (`hreflang` = the locale's htmlLang)
 * and `x-default` = the default locale's page; the build's own locale alone without `i18n`.
 */
function alternateLinks(siteConfig: SiteConfig, route: string, canonical: string): HeadTag[] {
  const { i18n } = siteConfig;
  if (!i18n) {
    const locale = currentLocale(siteConfig);
    return [link({ rel: 'alternate', href: canonical, hreflang: locale }), link({ rel: 'alternate', href: canonical, hreflang: 'x-default' })];
  }
  const origin = siteConfig.url.replace(/\/$/, '');
  const href = (locale: string) => origin + alternatePageUrl(i18n, siteConfig.baseUrl, route, locale);
  return [
    ...i18n.locales.map((locale) => link({ rel: 'alternate', href: href(locale), hreflang: i18n.localeConfigs[locale]?.htmlLang ?? locale })),
    link({ rel: 'alternate', href: href(i18n.defaultLocale), hreflang: 'x-default' }),
  ];
}

/** `og:locale` from the current locale's htmlLang, and `og:locale:alternate` for the others. */
function ogLocales(siteConfig: SiteConfig): HeadTag[] {
  const { i18n } = siteConfig;
  const ogLocale = (htmlLang: string) => htmlLang.replace(/-/g, '_');
  if (!i18n) {
    return [meta({ property: 'og:locale', content: ogLocale(currentLocale(siteConfig)) })];
  }
  const current = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  const others = i18n.locales.map((l) => i18n.localeConfigs[l]?.htmlLang ?? l).filter((lang) => lang !== current);
  return [meta({ property: 'og:locale', content: ogLocale(current) }), ...others.map((lang) => meta({ property: 'og:locale:alternate', content: ogLocale(lang) }))];
}

/**
 * The head tags every page has (`@theme/SiteMetadata`), without those the page sets itself
 * (`@theme/PageMetadata`: title, description, keywords, image), which replace the site's
 * defaults as react-helmet's last-wins rule does in Docusaurus.
 */
export function siteHeadTags(page: PageSummary, siteConfig: SiteConfig): HeadTag[] {
  const { url, baseUrl, themeConfig } = siteConfig;
  const locale = currentLocale(siteConfig);
  const canonical = canonicalUrl(siteConfig, page.route);
  const search = searchMetadata(page);
  const version = docVersion(page);
  const tags: HeadTag[] = [meta({ name: 'twitter:card', content: 'summary_large_image' })];
  if (themeConfig.image && !page.image) {
    const image = addBaseUrl(url, baseUrl, themeConfig.image, { absolute: true });
    tags.push(meta({ property: 'og:image', content: image }), meta({ name: 'twitter:image', content: image }));
  }
  tags.push(
    meta({ property: 'og:url', content: canonical }),
    ...ogLocales(siteConfig),
    meta({ name: 'docusaurus_locale', content: locale }),
    meta({ name: 'docusaurus_tag', content: search.tag }),
    meta({ name: 'docsearch:language', content: locale }),
    meta({ name: 'docsearch:docusaurus_tag', content: search.tag }),
  );
  if (search.version !== null) {
    tags.push(meta({ name: 'docusaurus_version', content: search.version }), meta({ name: 'docsearch:version', content: search.version }));
  }
  const pageSets = (attributes: Record<string, string>): boolean => attributes.name === 'keywords' && (page.keywords?.length ?? 0) > 0;
  for (const attributes of themeConfig.metadata) {
    if (!pageSets(attributes)) {
      tags.push(meta(attributes));
    }
  }
  const unlisted = page.doc?.unlisted === true;
  if (page.noindex || unlisted || version.noIndex === true || (siteConfig as { noIndex?: boolean }).noIndex === true) {
    tags.push(meta({ name: 'robots', content: 'noindex, nofollow' }));
  }
  tags.push(
    link({ rel: 'canonical', href: canonical }),
    ...alternateLinks(siteConfig, page.route, canonical),
  );
  return tags;
}
