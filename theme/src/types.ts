/**
 * The data contract between the Rust build and the theme. The types in `./generated/core.ts`
 * are generated from the serde types of `crates/core` (`crates/core/src/theme_types.rs`, a test
 * fails when they drift); the others still mirror `page.rs`, `site_config.rs` and `i18n.rs`
 * by hand (camelCase JSON): optional Rust fields skipped when empty are `?:`, `Option` fields
 * serialized as `null` are `| null`.
 */

import type {
  Breadcrumb,
  LocaleDirection,
  NavbarItemKind,
  NavLink,
  PageAssets,
  PageKind,
  ReportingSeverity,
  SidebarItem,
  TagLink,
  TocItem,
} from './generated/core';

export type {
  Breadcrumb,
  LocaleDirection,
  NavbarItemKind,
  NavLink,
  PageAssets,
  PageKind,
  ReportingSeverity,
  SidebarItem,
  TagLink,
  TocItem,
} from './generated/core';

export interface DocMeta {
  id: string;
  /** Key of `Globals.sidebars`. */
  sidebarId?: string;
  breadcrumbs: Breadcrumb[];
  previous?: NavLink;
  next?: NavLink;
  tags: TagLink[];
  unlisted?: boolean;
  editUrl?: string;
  cards?: NavLink[];
  sidebarClassName?: string;
  /** The doc's version (`DocVersionMeta` in page.rs). */
  version?: DocVersionMeta;
  lastUpdate?: { lastUpdatedAt?: number; lastUpdatedBy?: string };
  /** The doc's front matter as written (`useDoc().frontMatter`). */
  frontMatter?: Record<string, unknown>;
}

/** A doc's version, as the banner, the badge and the navbar need it. */
export interface DocVersionMeta {
  pluginId: string;
  /** `current`, `1.0.0`. */
  version: string;
  label: string;
  banner?: 'unreleased' | 'unmaintained';
  badge: boolean;
  noIndex: boolean;
  className: string;
  isLast: boolean;
  searchTag: string;
  /** The banner's link: the same doc in the last version, else its main doc. */
  latestVersionLink?: NavLink;
}

/** A blog post author (`BlogAuthor` in page.rs). */
export interface BlogAuthor {
  key?: string;
  name?: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  email?: string;
  /** The author's page, when `authors.yml` gives one. */
  pagePermalink?: string;
  /** Listed posts (authors list page only). */
  count?: number;
}

/** A blog post as list items, the post header and the archive show it. */
export interface BlogPostSummary {
  title: string;
  permalink: string;
  /** ISO 8601. */
  date: string;
  /** Minutes (two decimals), when `showReadingTime` is on. */
  readingTime?: number;
  authors?: BlogAuthor[];
  tags?: TagLink[];
  description?: string;
  /** List pages: content up to the truncate marker. */
  html?: string;
  /** There is more than `html` ("Read more"). */
  truncated?: boolean;
  unlisted?: boolean;
  editUrl?: string;
}

export interface BlogPaginator {
  page: number;
  totalPages: number;
  totalCount: number;
  /** "Newer entries". */
  previousPage?: string;
  /** "Older entries". */
  nextPage?: string;
}

export interface BlogSidebar {
  title: string;
  items: NavLink[];
  /** The items' dates (ISO 8601), in the same order. */
  dates?: string[];
}

/** Blog data of the blog's pages (`BlogMeta` in page.rs). */
export interface BlogMeta {
  sidebar?: BlogSidebar;
  /** Post pages: the post (its content is `PageData.html`). */
  post?: BlogPostSummary;
  /** List, tag, author and archive pages. */
  posts?: BlogPostSummary[];
  /** Post pages: the newer post. */
  previous?: NavLink;
  /** Post pages: the older post. */
  next?: NavLink;
  paginator?: BlogPaginator;
  author?: BlogAuthor;
  authors?: BlogAuthor[];
}

/** Everything the theme needs to render one route (`<route>/__page.json`). */
export interface PageData {
  route: string;
  kind: PageKind;
  title: string;
  description?: string;
  keywords?: string[];
  image?: string;
  noindex?: boolean;
  /** Content HTML; absent from the inline boot JSON (read from the DOM instead). */
  html?: string;
  toc?: TocItem[];
  hideTitle?: boolean;
  hideTableOfContents?: boolean;
  /** `component` pages: the props a plugin's route gives its component. */
  props?: Record<string, unknown>;
  /** `component` pages: key in the `@generated/pages` registry. */
  component?: string;
  /** Content compiled from MDX (the JS path): its key in `@generated/pages`; wins over `html`. */
  contentComponent?: string;
  doc?: DocMeta;
  tags?: TagLink[];
  items?: NavLink[];
  source?: string;
  blog?: BlogMeta;
  /** The plugin instance that added the route (`RoutePlugin` in page.rs); none for the 404 page. */
  plugin?: RoutePlugin;
}

/** Docusaurus's route context `plugin`: the plugin's name and instance id. */
export interface RoutePlugin {
  name: string;
  id: string;
}

export type SidebarLinkItem = Extract<SidebarItem, { type: 'link' }>;
export type SidebarCategoryItem = Extract<SidebarItem, { type: 'category' }>;
export type SidebarHtmlItem = Extract<SidebarItem, { type: 'html' }>;

export interface Logo {
  alt: string | null;
  src: string;
  srcDark: string | null;
  href: string | null;
  width: string | number | null;
  height: string | number | null;
  className: string | null;
  target: string | null;
}

/** A navbar item or a dropdown entry, as written in `themeConfig.navbar.items`. */
export interface NavbarItemConfig {
  type: NavbarItemKind | null;
  label: string | null;
  to: string | null;
  href: string | null;
  position: string | null;
  items: NavbarItemConfig[];
  docId: string | null;
  sidebarId: string | null;
  className: string | null;
  html: string | null;
  target: string | null;
  ariaLabel: string | null;
  activeBasePath: string | null;
  activeBaseRegex: string | null;
  /** Filled by the build for `doc`/`docSidebar` items. */
  resolvedTo: string | null;
  [extra: string]: unknown;
}

export interface NavbarConfig {
  title: string | null;
  logo: Logo | null;
  items: NavbarItemConfig[];
  hideOnScroll: boolean;
  style: string | null;
}

export interface FooterLinkConfig {
  label: string | null;
  to: string | null;
  href: string | null;
  html: string | null;
  className: string | null;
  ariaLabel: string | null;
}

export interface FooterColumnConfig {
  title: string | null;
  items: FooterLinkConfig[];
}

export interface FooterConfig {
  style: string | null;
  logo: Logo | null;
  copyright: string | null;
  links: FooterColumnConfig[];
}

export interface ColorModeConfig {
  defaultMode: 'light' | 'dark' | string;
  disableSwitch: boolean;
  respectPrefersColorScheme: boolean;
}

export interface AnnouncementBarConfig {
  id: string;
  content: string;
  backgroundColor: string | null;
  textColor: string | null;
  isCloseable: boolean;
}

export interface TableOfContentsConfig {
  minHeadingLevel: number;
  maxHeadingLevel: number;
}

export interface ThemeConfig {
  navbar: NavbarConfig;
  footer: FooterConfig | null;
  colorMode: ColorModeConfig;
  announcementBar: AnnouncementBarConfig | null;
  tableOfContents: TableOfContentsConfig;
  /** Extra `<meta>` tags: attribute name -> value. */
  metadata: Record<string, string>[];
  image: string | null;
  prism: { additionalLanguages: string[]; magicComments: unknown[] | null; defaultLanguage: string | null };
  /** Other themes' options, passed through. */
  [extra: string]: unknown;
}

export interface LocaleConfig {
  label: string;
  direction: LocaleDirection;
  htmlLang: string;
  calendar: string;
  path: string;
}

/** `siteConfig.i18n` (`I18nConfig` in i18n.rs): the locales and the one this build is for. */
export interface I18nConfig {
  defaultLocale: string;
  locales: string[];
  path: string;
  localeConfigs: Record<string, LocaleConfig>;
  currentLocale: string;
  /** The site's base URL without a locale segment. */
  siteBaseUrl: string;
  /** Non-default locales live under `<siteBaseUrl><locale>/`. */
  localizeUrls: boolean;
  /** `code.json` of the current locale: id -> message. */
  codeTranslations?: Record<string, string>;
}

/** The serializable part of `docusaurus.config.*`. */
export interface SiteConfig {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  favicon: string | null;
  trailingSlash: boolean | null;
  onBrokenLinks: ReportingSeverity;
  onBrokenMarkdownLinks: ReportingSeverity;
  onBrokenAnchors: ReportingSeverity;
  titleDelimiter: string;
  customFields: Record<string, unknown>;
  baseUrlIssueBanner: boolean;
  themeConfig: ThemeConfig;
  /** Absent in data written before i18n existed. */
  i18n?: I18nConfig;
}

/** `__data/globals.<hash>.json`. */
export interface Globals {
  siteConfig: SiteConfig;
  /** Sidebar id -> URL of its JSON (`SidebarItem[]`). */
  sidebars: Record<string, string>;
  /** `setGlobalData` of every plugin: plugin name -> instance id -> data. */
  globalData?: Record<string, Record<string, unknown>>;
}

/** What the SSR worker passes to `render()` for one route. */
export interface RenderRequest {
  /** The page, `html` included. */
  page: PageData;
  globals: Globals;
  /** The page's sidebar, when it has one. */
  sidebar: SidebarItem[] | null;
  assets: PageAssets;
}

/** The inline `<script id="__ferrosaurus_boot" type="application/json">` of every page. */
export interface BootData {
  /** The page without `html` (the client reads the content from the DOM). */
  page: PageData;
  globalsUrl: string;
  sidebarUrl: string | null;
  pageDataUrl: string;
  /** The document's client scripts and stylesheets, so hydration renders the same shell. */
  scripts: string[];
  stylesheets: string[];
}
