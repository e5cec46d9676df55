/**
 * The data contract between the Rust build and the theme. Its types are generated from the
 * serde types of `crates/core` into `./generated/core.ts` (`crates/core/src/theme_types.rs`;
 * a test fails when they drift): the page data and what it holds, and the site config as the
 * globals file carries it (`SiteConfig`, its `themeConfig` and `i18n`). The config types are
 * re-exported here under the names the theme's components use (`NavbarItemConfig`...).
 *
 * What stays written by hand below is what no Rust type serializes as the theme reads it:
 * the sidebar item variants (TypeScript narrowings of `SidebarItem`), `RenderRequest` (the
 * Rust one holds borrowed data and a `$shared` reference the SSR worker resolves before
 * `render()` sees it) and `BootData` (the server entry writes it, from `RenderRequest`).
 */

import type { PageAssets, PageData, SidebarItem, Globals } from './generated/core';

export type {
  BlogAuthor,
  BlogMeta,
  BlogPaginator,
  BlogPostSummary,
  BlogSidebar,
  Breadcrumb,
  DocMeta,
  DocVersionMeta,
  Globals,
  I18nConfig,
  LastUpdate,
  LocaleConfig,
  LocaleDirection,
  Logo,
  NavbarItemKind,
  NavLink,
  PageAssets,
  PageData,
  PageKind,
  ReportingSeverity,
  RoutePlugin,
  SidebarItem,
  SiteConfig,
  TagLink,
  ThemeConfig,
  TocItem,
  AnnouncementBar as AnnouncementBarConfig,
  ColorMode as ColorModeConfig,
  Footer as FooterConfig,
  FooterColumn as FooterColumnConfig,
  FooterLink as FooterLinkConfig,
  Navbar as NavbarConfig,
  NavbarItem as NavbarItemConfig,
  TableOfContents as TableOfContentsConfig,
} from './generated/core';

export type SidebarLinkItem = Extract<SidebarItem, { type: 'link' }>;
export type SidebarCategoryItem = Extract<SidebarItem, { type: 'category' }>;
export type SidebarHtmlItem = Extract<SidebarItem, { type: 'html' }>;

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
