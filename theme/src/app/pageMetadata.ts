/**
 * What Docusaurus 3.10 writes around each page, by page kind: the ThemeClassNames on `<html>`
 * and the site-level head tags (canonical, alternates, `og:*`, `twitter:*`, `docusaurus_*`,
 * `docsearch:*`, `themeConfig.metadata`, robots). Pure functions, so the server, the client and
 * the tests agree (the golden test compares them with Docusaurus's build of the same site).
 *
 * The order is react-helmet's, which Docusaurus's `Head` wraps: tags in the order their `Head`s
 * render, a later `Head`'s tag replacing an earlier one of the same name at the later place.
 * `siteHeadTags` are the tags rendered before the page (`SiteMetadata`, then the docs version's
 * search metadata), without those the page replaces; `pageTrailingHeadTags` those the page
 * renders after its `PageMetadata` (its own search tag, robots for unlisted content).
 */
import { alternatePageUrl } from '../hooks/useAlternatePageUtils';
import { addBaseUrl } from '../hooks/useBaseUrl';
import { applyTrailingSlash } from './trailingSlash';
import type { PageData, SiteConfig } from '../types';

/** The docs version a doc page belongs to (`DocVersionMeta` in page.rs). */
interface DocVersionInfo {
  pluginId?: string;
  version?: string;
  className?: string;
  searchTag?: string;
  noIndex?: boolean;
}

/**
 * The parts of a page these rules read (the boot JSON's page qualifies), and for docs tags pages
 * the docs version their route is in ([`withDocsVersion`]).
 */
export type PageSummary = Pick<PageData, 'route' | 'kind' | 'image' | 'keywords' | 'description' | 'noindex' | 'doc' | 'plugin' | 'blog'> & {
  docsVersion?: DocVersionInfo;
};

/** The docs plugin's global data as these rules read it (`{versions: [{name, path}]}` per instance). */
type DocsGlobalData = Record<string, { versions?: { name: string; path: string }[] } | undefined>;

/**
 * The page with the docs version a tags page belongs to (its data names none): the version of
 * its docs instance whose path holds the route, as Docusaurus nests tags pages in versions.
 */
export function withDocsVersion(page: PageSummary, globalData: Record<string, Record<string, unknown>> | undefined): PageSummary {
  const kinds: PageSummary['kind'][] = ['tags-list', 'tag-docs', 'not-found'];
  if (!kinds.includes(page.kind) || page.doc?.version || page.docsVersion) {
    return page;
  }
  const docs = (globalData?.[DOCS_PLUGIN] ?? {}) as DocsGlobalData;
  const within = (base: string): boolean => {
    const b = base.replace(/\/+$/, '');
    return page.route === b || page.route.startsWith(`${b}/`) || b === '';
  };
  // a tags page: its own docs instance; the 404 page: an instance whose version path holds it
  // (docs at the site's root catch every path no other route has, the 404 page's too)
  const instances = page.kind === 'not-found' ? Object.keys(docs) : [pagePlugin(page).id];
  for (const pluginId of instances) {
    const version = [...(docs[pluginId]?.versions ?? [])].sort((a, b) => b.path.length - a.path.length).find((v) => within(v.path));
    if (version) {
      return { ...page, docsVersion: { pluginId, version: version.name } };
    }
  }
  return page;
}

/**
 * Whether the page writes its own title (`PageMetadata`). Not the 404 page docs caught: as in
 * Docusaurus, where a docs version's route renders the not found content without a title, the
 * site's title and `og:title` stand.
 */
export function ownsTitle(page: PageSummary): boolean {
  return !(page.kind === 'not-found' && page.docsVersion);
}

/** The route context of a route no plugin added (the 404 page), as Docusaurus's. */
export const NATIVE_PLUGIN = { name: 'native', id: 'default' } as const;

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** The docs page kinds: routes of a docs plugin instance. */
const DOCS_KINDS: PageSummary['kind'][] = ['doc', 'category-index', 'tags-list', 'tag-docs'];

/** The plugin instance that added the page. */
export function pagePlugin(page: Pick<PageData, 'plugin'>): { name: string; id: string } {
  return page.plugin ?? NATIVE_PLUGIN;
}

/**
 * `plugin-<name>` and `plugin-id-<id>`: Docusaurus's PluginHtmlClassNameProvider. Docs pages are
 * the docs plugin's whichever plugin added them (the OpenAPI plugin adds its pages as docs of
 * the docs instance it names), of the instance their version names (else the route's, else the
 * default one); so is the 404 page docs caught.
 */
function pluginClasses(page: PageSummary): string[] {
  const routePlugin = pagePlugin(page);
  const docs = DOCS_KINDS.includes(page.kind) || (page.kind === 'not-found' && page.docsVersion !== undefined);
  const versionPluginId = ((page.doc as { version?: DocVersionInfo } | undefined)?.version ?? page.docsVersion)?.pluginId;
  const { name, id } = docs
    ? { name: DOCS_PLUGIN, id: versionPluginId ?? (routePlugin.name === DOCS_PLUGIN ? routePlugin.id : 'default') }
    : routePlugin;
  return [`plugin-${name.replace(/docusaurus-(?:plugin|theme)-(?:content-)?/gi, '')}`, `plugin-id-${id}`];
}

function docVersion(page: PageSummary): Required<Pick<DocVersionInfo, 'pluginId' | 'version' | 'className' | 'searchTag'>> & DocVersionInfo {
  const version = (page.doc as { version?: DocVersionInfo } | undefined)?.version ?? page.docsVersion ?? {};
  const pluginId = version.pluginId ?? pagePlugin(page).id;
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
  return ['docs-wrapper', ...pluginClasses(page), docVersion(page).className, pageClass];
}

function blogClasses(page: PageSummary, pageClass: string): string[] {
  return ['blog-wrapper', pageClass, ...pluginClasses(page)];
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
        return blogClasses(page, 'blog-list-page');
      case 'blog-post':
        return blogClasses(page, 'blog-post-page');
      case 'blog-tags-list':
        return blogClasses(page, 'blog-tags-list-page');
      case 'blog-tag-posts':
        return blogClasses(page, 'blog-tags-post-list-page');
      case 'blog-authors-list':
        return blogClasses(page, 'blog-authors-list-page');
      case 'blog-author-posts':
        return blogClasses(page, 'blog-authors-posts-page');
      case 'page':
        return ['mdx-wrapper', 'mdx-page', ...pluginClasses(page)];
      case 'not-found':
        // docs caught it: their wrapper and version, no page class
        return page.docsVersion ? ['docs-wrapper', ...pluginClasses(page), docVersion(page).className] : pluginClasses(page);
      case 'blog-archive':
      case 'component':
        return pluginClasses(page);
    }
  })();
  return classes.join(' ');
}

/**
 * The `SearchMetadata` a page renders besides the site's default one: its docs version's
 * (before the page's metadata: version, and the version's tag) and its own tag (after it).
 */
interface PageSearchTags {
  docsVersion: { version: string; tag: string } | null;
  own: string | null;
}

function pageSearchTags(page: PageSummary): PageSearchTags {
  const version = docVersion(page);
  const docsVersion = { version: version.version, tag: version.searchTag };
  const own = (tag: string | null): PageSearchTags => ({ docsVersion: null, own: tag });
  switch (page.kind) {
    case 'doc':
    case 'category-index':
      return { docsVersion, own: null };
    case 'not-found':
      return { docsVersion: page.docsVersion ? docsVersion : null, own: null };
    case 'tags-list':
      return { docsVersion, own: 'doc_tags_list' };
    case 'tag-docs':
      return { docsVersion, own: 'doc_tag_doc_list' };
    case 'blog-list':
      return own('blog_posts_list');
    case 'blog-tags-list':
      return own('blog_tags_list');
    case 'blog-tag-posts':
      return own('blog_tags_posts');
    case 'blog-authors-list':
      return own('blog_authors_list');
    case 'blog-author-posts':
      return own('blog_authors_posts');
    default:
      return own(null);
  }
}

/** The `docusaurus_tag` / `docsearch:docusaurus_tag` and, for docs, the version the page ends up with. */
export function searchMetadata(page: PageSummary): { tag: string; version: string | null } {
  const { docsVersion, own } = pageSearchTags(page);
  return { tag: own ?? docsVersion?.tag ?? 'default', version: docsVersion?.version ?? null };
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

/**
 * The page's absolute URL: the site URL + the route with `trailingSlash` applied, as
 * Docusaurus applies it to the location (also to the 404 page's `/404.html`).
 */
export function canonicalUrl(siteConfig: SiteConfig, route: string): string {
  return siteConfig.url.replace(/\/$/, '') + canonicalPathname(siteConfig, route);
}

function canonicalPathname(siteConfig: SiteConfig, route: string): string {
  return applyTrailingSlash(route, siteConfig.trailingSlash, siteConfig.baseUrl);
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

const searchTags = (tag: string): HeadTag[] => [meta({ name: 'docusaurus_tag', content: tag }), meta({ name: 'docsearch:docusaurus_tag', content: tag })];

/** The `name`/`property` keys of the metas the page's own `PageMetadata` writes. */
function pageMetaKeys(page: PageSummary): Set<string> {
  const keys = ownsTitle(page) ? ['property:og:title'] : [];
  if (page.description) keys.push('name:description', 'property:og:description');
  if ((page.keywords?.length ?? 0) > 0) keys.push('name:keywords');
  if (page.image) keys.push('property:og:image', 'name:twitter:image');
  if (pageIsNoIndex(page)) keys.push('name:robots');
  return new Set(keys);
}

const metaKey = (attributes: Record<string, string>): string => (attributes.name ? `name:${attributes.name}` : `property:${attributes.property ?? ''}`);

/** Unlisted content and `noindex` pages: the page adds robots after its metadata. */
function pageIsNoIndex(page: PageSummary): boolean {
  return page.noindex === true || page.doc?.unlisted === true || page.blog?.post?.unlisted === true;
}

/**
 * The head tags rendered before the page (`@theme/SiteMetadata`, then the docs version's
 * `SearchMetadata`), in Docusaurus's order, without those the page replaces afterwards (its
 * `PageMetadata`'s title, description, keywords and image, its own search tag, robots).
 */
export function siteHeadTags(page: PageSummary, siteConfig: SiteConfig): HeadTag[] {
  const { url, baseUrl, themeConfig } = siteConfig;
  const locale = currentLocale(siteConfig);
  const canonical = canonicalUrl(siteConfig, page.route);
  const { docsVersion, own } = pageSearchTags(page);
  const replaced = pageMetaKeys(page);
  const tags: HeadTag[] = [];
  // SiteMetadataDefaults: og:title (before the viewport, see app/headOrder.ts), then robots
  if (!ownsTitle(page)) {
    tags.push(meta({ property: 'og:title', content: siteConfig.title }));
  }
  if ((siteConfig as { noIndex?: boolean }).noIndex === true && !replaced.has('name:robots')) {
    tags.push(meta({ name: 'robots', content: 'noindex, nofollow' }));
  }
  tags.push(meta({ name: 'twitter:card', content: 'summary_large_image' }));
  if (themeConfig.image && !page.image) {
    const image = addBaseUrl(url, baseUrl, themeConfig.image, { absolute: true });
    tags.push(meta({ property: 'og:image', content: image }), meta({ name: 'twitter:image', content: image }));
  }
  tags.push(
    meta({ property: 'og:url', content: canonical }),
    link({ rel: 'canonical', href: canonical }),
    ...alternateLinks(siteConfig, canonicalPathname(siteConfig, page.route), canonical),
    ...ogLocales(siteConfig),
  );
  // the default SearchMetadata: its tag gives way to the page's
  const defaultTag = own === null && docsVersion === null;
  tags.push(meta({ name: 'docusaurus_locale', content: locale }));
  if (defaultTag) tags.push(meta({ name: 'docusaurus_tag', content: 'default' }));
  tags.push(meta({ name: 'docsearch:language', content: locale }));
  if (defaultTag) tags.push(meta({ name: 'docsearch:docusaurus_tag', content: 'default' }));
  tags.push(...themeConfig.metadata.filter((attributes) => !replaced.has(metaKey(attributes))).map(meta));
  if (docsVersion) {
    const versionTag = own === null;
    tags.push(meta({ name: 'docusaurus_version', content: docsVersion.version }));
    if (versionTag) tags.push(meta({ name: 'docusaurus_tag', content: docsVersion.tag }));
    tags.push(meta({ name: 'docsearch:version', content: docsVersion.version }));
    if (versionTag) tags.push(meta({ name: 'docsearch:docusaurus_tag', content: docsVersion.tag }));
    if (docVersion(page).noIndex === true && !replaced.has('name:robots')) {
      tags.push(meta({ name: 'robots', content: 'noindex, nofollow' }));
    }
  }
  return tags;
}

/** The head tags the page renders after its `PageMetadata`: its own search tag, robots. */
export function pageTrailingHeadTags(page: PageSummary): HeadTag[] {
  const { own } = pageSearchTags(page);
  const tags = own === null ? [] : searchTags(own);
  if (pageIsNoIndex(page)) {
    tags.push(meta({ name: 'robots', content: 'noindex, nofollow' }));
  }
  return tags;
}
