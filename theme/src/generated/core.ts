// Generated from the Rust types of crates/core by `crates/core/src/theme_types.rs`: do not edit.
// UPDATE_THEME_TYPES=1 cargo test -p ferrosaurus-core --lib theme_types

/**
 * One heading in a page's table of contents (flat; the theme nests by level).
 */
export type TocItem = { 
/**
 * The heading's inner HTML (inline markup kept, already escaped).
 */
value: string, 
/**
 * The heading's id (anchor).
 */
id: string, 
/**
 * 2..=6.
 */
level: number, };

/**
 * What kind of route this is: decides which theme layout renders it.
 */
export type PageKind = "doc" | "category-index" | "page" | "component" | "tags-list" | "tag-docs" | "not-found" | "blog-list" | "blog-post" | "blog-tags-list" | "blog-tag-posts" | "blog-archive" | "blog-authors-list" | "blog-author-posts";

/**
 * A breadcrumb: ancestor categories then the page itself.
 */
export type Breadcrumb = { 
/**
 * Shown text.
 */
label: string, 
/**
 * Link, when the category has one.
 */
href?: string, };

/**
 * A previous/next link or a card.
 */
export type NavLink = { 
/**
 * Shown text.
 */
title: string, 
/**
 * Where it goes.
 */
permalink: string, 
/**
 * Optional description (cards).
 */
description?: string, };

/**
 * A tag as a link.
 */
export type TagLink = { 
/**
 * Shown label.
 */
label: string, 
/**
 * Full URL of the tag page.
 */
permalink: string, 
/**
 * Tag description, if any.
 */
description?: string, 
/**
 * How many listed docs carry it (list page only).
 */
count?: number, };

/**
 * One item of a rendered sidebar, as the theme's DocSidebar receives it.
 */
export type SidebarItem = { "type": "link", 
/**
 * Shown text.
 */
label: string, 
/**
 * Target URL.
 */
href: string, 
/**
 * Set for doc links.
 */
docId?: string, 
/**
 * Extra CSS class.
 */
className?: string, 
/**
 * Unlisted docs are hidden unless active.
 */
unlisted?: boolean, } | { "type": "category", 
/**
 * Shown text.
 */
label: string, 
/**
 * The category's own page (index doc or generated index).
 */
href?: string, 
/**
 * Children.
 */
items: Array<SidebarItem>, 
/**
 * Starts collapsed (unless active).
 */
collapsed: boolean, 
/**
 * Can be collapsed at all.
 */
collapsible: boolean, 
/**
 * Extra CSS class.
 */
className?: string, } | { "type": "html", 
/**
 * The HTML.
 */
value: string, 
/**
 * Use the menu item padding.
 */
defaultStyle: boolean, 
/**
 * Extra CSS class.
 */
className?: string, };

/**
 * The URLs of what one rendered page refers to.
 */
export type PageAssets = { 
/**
 * Its scripts: its components' chunks, then the main chunk.
 */
scripts: Array<string>, 
/**
 * The stylesheets.
 */
stylesheets: Array<string>, 
/**
 * The globals' JSON.
 */
globalsUrl: string, 
/**
 * Its sidebar's JSON, when it has one.
 */
sidebarUrl: string | null, 
/**
 * Its `__page.json`.
 */
pageDataUrl: string, };

/**
 * What to do with a broken link or a similar problem: Docusaurus's `ReportingSeverity`.
 */
export type ReportingSeverity = "ignore" | "log" | "warn" | "throw";

/**
 * The banner a docs version shows above its docs.
 */
export type VersionBanner = "none" | "unreleased" | "unmaintained";

/**
 * Writing direction of a locale.
 */
export type LocaleDirection = "ltr" | "rtl";

/**
 * Which theme component renders a navbar item: its `type` (`NavbarItemKind` in navbar.rs).
 */
export type NavbarItemKind = "default" | "dropdown" | "doc" | "docSidebar" | "docsVersion" | "docsVersionDropdown" | "localeDropdown" | "search" | "html" | `custom-${string}`;
