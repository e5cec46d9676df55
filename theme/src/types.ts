/**
 * The data contract between the Rust build and the theme. The types in `./generated/core.ts`
 * (the page data and what it holds) are generated from the serde types of `crates/core`
 * (`crates/core/src/theme_types.rs`, a test fails when they drift); the config types below
 * still mirror `site_config.rs` and `i18n.rs` by hand (camelCase JSON): optional Rust fields
 * skipped when empty are `?:`, `Option` fields serialized as `null` are `| null`.
 */

import type {
  LocaleDirection,
  NavbarItemKind,
  PageAssets,
  PageData,
  ReportingSeverity,
  SidebarItem,
} from './generated/core';

export type {
  BlogAuthor,
  BlogMeta,
  BlogPaginator,
  BlogPostSummary,
  BlogSidebar,
  Breadcrumb,
  DocMeta,
  DocVersionMeta,
  LastUpdate,
  LocaleDirection,
  NavbarItemKind,
  NavLink,
  PageAssets,
  PageData,
  PageKind,
  ReportingSeverity,
  RoutePlugin,
  SidebarItem,
  TagLink,
  TocItem,
} from './generated/core';

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
