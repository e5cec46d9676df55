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
 * The last change of a doc's or post's file (from git, or front matter `last_update`).
 */
export type LastUpdate = { 
/**
 * Seconds since the Unix epoch (shown only with `showLastUpdateTime`).
 */
lastUpdatedAt?: number, 
/**
 * Author name (shown only with `showLastUpdateAuthor`).
 */
lastUpdatedBy?: string, };

/**
 * The version of a doc, as the theme's banner, badge and meta tags need it
 * (Docusaurus's `PropVersionMetadata`).
 */
export type DocVersionMeta = { 
/**
 * The docs plugin instance (`default`).
 */
pluginId: string, 
/**
 * Version name (`current`, `1.0.0`): `<meta name="docusaurus_version">`.
 */
version: string, 
/**
 * Shown label (`Next`, `1.0.0`).
 */
label: string, 
/**
 * `unreleased` or `unmaintained`; `None`: no banner.
 */
banner?: VersionBanner, 
/**
 * Show "Version: {label}".
 */
badge: boolean, 
/**
 * This version's pages are `noindex, nofollow`.
 */
noIndex: boolean, 
/**
 * Class on `<html>` (`docs-version-current`).
 */
className: string, 
/**
 * The version served at the docs root.
 */
isLast: boolean, 
/**
 * `<meta name="docusaurus_tag">` and search tag: `docs-<pluginId>-<version>`.
 */
searchTag: string, 
/**
 * The banner's "latest version" link: the same doc in the last version, else its main doc.
 */
latestVersionLink?: NavLink, };

/**
 * Doc-specific data.
 */
export type DocMeta = { 
/**
 * Doc id (`guides/lms/canvas`).
 */
id: string, 
/**
 * Sidebar this doc shows (key of `globals.sidebars`), if any.
 */
sidebarId?: string, 
/**
 * Ancestors in the sidebar, then the doc.
 */
breadcrumbs: Array<Breadcrumb>, 
/**
 * Previous in the sidebar order.
 */
previous?: NavLink, 
/**
 * Next in the sidebar order.
 */
next?: NavLink, 
/**
 * The doc's tags.
 */
tags: Array<TagLink>, 
/**
 * Unlisted docs get a banner and noindex.
 */
unlisted?: boolean, 
/**
 * "Edit this page" link.
 */
editUrl?: string, 
/**
 * On the page of a sidebar category (a generated index, or the doc a category links to):
 * the descriptions of the docs among the category's items, by doc id (front matter
 * `description`, else the first paragraph). The theme's `DocCard` shows them under the
 * cards of `<DocCardList />`, as Docusaurus's `useDocById(id).description`; the cards
 * themselves are the category's sidebar items.
 */
cardDescriptions?: { [key in string]: string }, 
/**
 * The page ends with the cards of the sidebar category it is the link of, after its
 * content, as the OpenAPI plugin's info and tag templates end with
 * `<DocCardList items={useCurrentSidebarCategory().items}/>`: the theme's `DocCardList`
 * draws them (with `card_descriptions`), as it does for `<DocCardList />` in a doc.
 */
endsWithCategoryCards?: boolean, 
/**
 * CSS class of the sidebar item (e.g. "get api-method").
 */
sidebarClassName?: string, 
/**
 * The docs version the doc belongs to (banner, badge, `docusaurus_version` meta).
 */
version?: DocVersionMeta, 
/**
 * When and by whom the doc's file was last changed (`showLastUpdateTime/Author`).
 */
lastUpdate?: LastUpdate, 
/**
 * The doc's front matter as written (`useDoc().frontMatter`: site components read their
 * own keys from it).
 */
frontMatter?: Record<string, unknown>, };

/**
 * A blog post author (from `authors.yml` or inline front matter).
 */
export type BlogAuthor = { 
/**
 * Key in `authors.yml`, when the author comes from there.
 */
key?: string, 
/**
 * Shown name.
 */
name?: string, 
/**
 * Shown under the name.
 */
title?: string, 
/**
 * Link of the name.
 */
url?: string, 
/**
 * Avatar.
 */
imageUrl?: string, 
/**
 * E-mail (feeds; a `mailto:` link when there is no url).
 */
email?: string, 
/**
 * The author's own page, when `authors.yml` gives it one (`page: true`).
 */
pagePermalink?: string, 
/**
 * Number of listed posts (authors list page only).
 */
count?: number, };

/**
 * A blog post as the blog's pages show it (list item, post header, archive entry).
 */
export type BlogPostSummary = { 
/**
 * Post title.
 */
title: string, 
/**
 * Post URL.
 */
permalink: string, 
/**
 * Publication date, ISO 8601 (`2021-08-26T00:00:00.000Z`).
 */
date: string, 
/**
 * Reading time in minutes (two decimals), when `showReadingTime` is on.
 */
readingTime?: number, 
/**
 * Authors in front matter order.
 */
authors?: Array<BlogAuthor>, 
/**
 * Tags.
 */
tags?: Array<TagLink>, 
/**
 * Description (front matter or first paragraph).
 */
description?: string, 
/**
 * List pages: the content HTML up to the truncate marker (the whole post when it has none).
 */
html?: string, 
/**
 * The post has more than `html` shows (list pages add "Read more").
 */
truncated?: boolean, 
/**
 * Unlisted posts get a banner and noindex.
 */
unlisted?: boolean, 
/**
 * "Edit this page" link.
 */
editUrl?: string, 
/**
 * Post pages: when (`showLastUpdateTime`) and by whom (`showLastUpdateAuthor`) the
 * post's file was last changed.
 */
lastUpdate?: LastUpdate, };

/**
 * Where a paginated blog list page stands.
 */
export type BlogPaginator = { 
/**
 * 1-based page number.
 */
page: number, 
/**
 * Number of pages.
 */
totalPages: number, 
/**
 * Number of posts over all pages.
 */
totalCount: number, 
/**
 * "Newer entries" link.
 */
previousPage?: string, 
/**
 * "Older entries" link.
 */
nextPage?: string, };

/**
 * The recent posts sidebar of blog pages.
 */
export type BlogSidebar = { 
/**
 * `blogSidebarTitle`.
 */
title: string, 
/**
 * The most recent listed posts.
 */
items: Array<NavLink>, 
/**
 * The items' dates (ISO 8601), in the same order: the sidebar groups them by year
 * (`themeConfig.blog.sidebar.groupByYear`).
 */
dates?: Array<string>, };

/**
 * Blog-specific data of the blog's pages.
 */
export type BlogMeta = { 
/**
 * The recent posts sidebar (absent when `blogSidebarCount` is 0).
 */
sidebar?: BlogSidebar, 
/**
 * Post pages: the post's metadata (its content is the page's `html`).
 */
post?: BlogPostSummary, 
/**
 * List, tag, author and archive pages: the posts shown.
 */
posts?: Array<BlogPostSummary>, 
/**
 * Post pages: the newer post ("Newer post").
 */
previous?: NavLink, 
/**
 * Post pages: the older post ("Older post").
 */
next?: NavLink, 
/**
 * Paginated list pages.
 */
paginator?: BlogPaginator, 
/**
 * Author posts page: the author.
 */
author?: BlogAuthor, 
/**
 * Authors list page: every author of `authors.yml`, with a page or not (as Docusaurus 3.10).
 */
authors?: Array<BlogAuthor>, };

/**
 * The plugin instance a route belongs to (Docusaurus's route context `plugin`): what the
 * theme's `useRouteContext` returns and what the `plugin-<name>` and `plugin-id-<id>` classes
 * of `<html>` name.
 */
export type RoutePlugin = { 
/**
 * The plugin's name (`docusaurus-plugin-content-blog`).
 */
name: string, 
/**
 * The instance id: `default`, or the `id` option.
 */
id: string, };

/**
 * Everything the theme needs to render one route.
 */
export type PageData = { 
/**
 * The route's path with baseUrl, e.g. `/guides/introduction`.
 */
route: string, 
/**
 * Which layout renders it.
 */
kind: PageKind, 
/**
 * Page title without the site title.
 */
title: string, 
/**
 * Meta description.
 */
description?: string, 
/**
 * Meta keywords.
 */
keywords?: Array<string>, 
/**
 * Social image URL (absolute).
 */
image?: string, 
/**
 * Adds `noindex, nofollow`.
 */
noindex?: boolean, 
/**
 * Content HTML rendered by Rust. Left out of the inline first-load JSON (the client reads
 * it from the DOM) but present in `__page.json`.
 */
html?: string, 
/**
 * Headings for the TOC, already filtered to the page's min/max levels.
 */
toc?: Array<TocItem>, 
/**
 * Do not render a synthetic `<h1>` (the content has its own, or front matter hides it).
 */
hideTitle?: boolean, 
/**
 * No TOC.
 */
hideTableOfContents?: boolean, 
/**
 * For `Component` pages: the key of the React page in the bundle's page registry.
 */
component?: string, 
/**
 * Compiled MDX (the exact path): the key of the page's content module in the bundle's
 * page registry; the theme renders it instead of `html`.
 */
contentComponent?: string, 
/**
 * For docs and category indexes.
 */
doc?: DocMeta, 
/**
 * For tag pages: the tags (list page) or the one tag (tag page).
 */
tags?: Array<TagLink>, 
/**
 * For tag pages: the docs carrying the tag.
 */
items?: Array<NavLink>, 
/**
 * Source file relative to the site folder (for error messages).
 */
source?: string, 
/**
 * Props for a `component` route (a plugin's `addRoute` modules, resolved to their data).
 */
props?: Record<string, unknown>, 
/**
 * For the blog's pages.
 */
blog?: BlogMeta, 
/**
 * The plugin instance that added the route, filled by [`crate::Actions::add_route`]
 * (`None`: a route of the build itself, such as the 404 page).
 */
plugin?: RoutePlugin, };

/**
 * Which theme component renders a navbar item: its `type` (`NavbarItemKind` in navbar.rs).
 */
export type NavbarItemKind = "default" | "dropdown" | "doc" | "docSidebar" | "docsVersion" | "docsVersionDropdown" | "localeDropdown" | "search" | "html" | `custom-${string}`;

/**
 * A logo (navbar or footer).
 */
export type Logo = { 
/**
 * Alt text.
 */
alt: string | null, 
/**
 * Image path (static/).
 */
src: string, 
/**
 * Dark-mode image.
 */
srcDark: string | null, 
/**
 * Link target.
 */
href: string | null, 
/**
 * Width.
 */
width: string | number | null, 
/**
 * Height.
 */
height: string | number | null, 
/**
 * CSS class.
 */
className: string | null, 
/**
 * Link target attribute.
 */
target: string | null, };

/**
 * A navbar item (and dropdown entries).
 */
export type NavbarItem = { 
/**
 * `type` as written; [`NavbarItem::kind`] is the kind of an item without one.
 */
type: NavbarItemKind | null, 
/**
 * Shown text.
 */
label: string | null, 
/**
 * Internal path.
 */
to: string | null, 
/**
 * External URL.
 */
href: string | null, 
/**
 * `left` or `right`.
 */
position: string | null, 
/**
 * Dropdown entries.
 */
items: Array<NavbarItem>, 
/**
 * `doc` items.
 */
docId: string | null, 
/**
 * `docSidebar` items.
 */
sidebarId: string | null, 
/**
 * CSS class.
 */
className: string | null, 
/**
 * Raw HTML (`html` items).
 */
html: string | null, 
/**
 * Link target.
 */
target: string | null, 
/**
 * aria-label.
 */
ariaLabel: string | null, 
/**
 * Path prefix that makes the item active.
 */
activeBasePath: string | null, 
/**
 * Regex that makes the item active.
 */
activeBaseRegex: string | null, 
/**
 * Where a `doc`, `docSidebar` or `docsVersionDropdown` item leads, found in the content.
 * Never read from the config, and `None` in the config as loaded (which nothing changes
 * after loading): the build sets it in the copy of the navbar it gives the theme.
 */
resolvedTo: string | null, } & { [key in string]: unknown };

/**
 * Navbar.
 */
export type Navbar = { 
/**
 * Title next to the logo.
 */
title: string | null, 
/**
 * Logo.
 */
logo: Logo | null, 
/**
 * Items.
 */
items: Array<NavbarItem>, 
/**
 * Hide when scrolling down.
 */
hideOnScroll: boolean, 
/**
 * `dark` or `primary`.
 */
style: string | null, };

/**
 * A footer link.
 */
export type FooterLink = { 
/**
 * Shown text.
 */
label: string | null, 
/**
 * Internal path.
 */
to: string | null, 
/**
 * External URL.
 */
href: string | null, 
/**
 * Raw HTML instead of a link.
 */
html: string | null, 
/**
 * CSS class.
 */
className: string | null, 
/**
 * aria-label.
 */
ariaLabel: string | null, };

/**
 * A footer column.
 */
export type FooterColumn = { 
/**
 * Column heading.
 */
title: string | null, 
/**
 * Links.
 */
items: Array<FooterLink>, };

/**
 * Footer.
 */
export type Footer = { 
/**
 * `dark` or `light`.
 */
style: string | null, 
/**
 * Logo.
 */
logo: Logo | null, 
/**
 * Copyright HTML.
 */
copyright: string | null, 
/**
 * Link columns (or a flat list of links).
 */
links: Array<FooterColumn>, };

/**
 * Colour mode options.
 */
export type ColorMode = { 
/**
 * `light` or `dark`.
 */
defaultMode: string, 
/**
 * Hide the switch.
 */
disableSwitch: boolean, 
/**
 * Follow the OS preference when no choice is stored.
 */
respectPrefersColorScheme: boolean, };

/**
 * Announcement bar.
 */
export type AnnouncementBar = { 
/**
 * Dismissal is remembered per id.
 */
id: string, 
/**
 * HTML content.
 */
content: string, 
/**
 * CSS colour.
 */
backgroundColor: string | null, 
/**
 * CSS colour.
 */
textColor: string | null, 
/**
 * Shows a close button.
 */
isCloseable: boolean, };

/**
 * TOC levels.
 */
export type TableOfContents = { 
/**
 * 2..=6.
 */
minHeadingLevel: number, 
/**
 * 2..=6, >= min.
 */
maxHeadingLevel: number, };

/**
 * Prism options.
 */
export type Prism = { 
/**
 * Extra languages to highlight.
 */
additionalLanguages: Array<string>, 
/**
 * Magic comments (`{className, line?, block?: {start, end}}`), as written.
 */
magicComments: Array<unknown> | null, 
/**
 * Fallback language of fenced blocks without one.
 */
defaultLanguage: string | null, };

/**
 * `themeConfig`: typed where the theme relies on it, the rest kept as written.
 */
export type ThemeConfig = { 
/**
 * Navbar.
 */
navbar: Navbar, 
/**
 * Footer.
 */
footer: Footer | null, 
/**
 * Colour mode.
 */
colorMode: ColorMode, 
/**
 * Announcement bar.
 */
announcementBar: AnnouncementBar | null, 
/**
 * TOC levels.
 */
tableOfContents: TableOfContents, 
/**
 * Extra `<meta>` tags.
 */
metadata: Array<{ [key in string]: string }>, 
/**
 * Social card image.
 */
image: string | null, 
/**
 * Prism options (only `additionalLanguages` is used: highlighting is done at build time).
 */
prism: Prism, } & { [key in string]: unknown };

/**
 * One locale's settings (`i18n.localeConfigs.<locale>`), defaults filled in.
 */
export type LocaleConfig = { 
/**
 * Shown in the locale dropdown (`Français`).
 */
label: string, 
/**
 * `ltr` or `rtl`.
 */
direction: LocaleDirection, 
/**
 * `<html lang>` and hreflang (`fr`, `en-US`).
 */
htmlLang: string, 
/**
 * Calendar for dates (`gregory`).
 */
calendar: string, 
/**
 * Folder of this locale's translations under `i18n.path` (default: the locale's name).
 */
path: string, };

/**
 * `i18n` of the config, and the locale one build is for.
 */
export type I18nConfig = { 
/**
 * The locale served at the base URL.
 */
defaultLocale: string, 
/**
 * Every locale, the default one included.
 */
locales: Array<string>, 
/**
 * Folder of the translations, relative to the site folder (`i18n`).
 */
path: string, 
/**
 * Settings of every locale in `locales`.
 */
localeConfigs: { [key in string]: LocaleConfig }, 
/**
 * The locale this build is for (set by the build; the default locale otherwise).
 */
currentLocale: string, 
/**
 * The site's base URL without any locale segment (each locale's URLs hang off it).
 */
siteBaseUrl: string, 
/**
 * Non-default locales are served under `<baseUrl><locale>/` (false for a one-locale build
 * asked for with `--locale`).
 */
localizeUrls: boolean, 
/**
 * `code.json` of the current locale: message id → message.
 */
codeTranslations?: { [key in string]: string }, };

/**
 * The whole site configuration.
 */
export type SiteConfig = { 
/**
 * Site title (navbar, `<title>` suffix).
 */
title: string, 
/**
 * Tagline.
 */
tagline: string, 
/**
 * Production URL without the base path, e.g. `https://docs.example.com`.
 */
url: string, 
/**
 * Base path, always starting and ending with `/`.
 */
baseUrl: string, 
/**
 * Favicon path relative to static/.
 */
favicon: string | null, 
/**
 * `true`: `/a/`, `false`: `/a`, `None`: as written.
 */
trailingSlash: boolean | null, 
/**
 * Severity of broken links found in the output.
 */
onBrokenLinks: ReportingSeverity, 
/**
 * Severity of links to missing Markdown files.
 */
onBrokenMarkdownLinks: ReportingSeverity, 
/**
 * Severity of broken anchors.
 */
onBrokenAnchors: ReportingSeverity, 
/**
 * Severity of two routes at the same path (`onDuplicateRoutes`, default `warn`); below
 * `throw`, one of them is served, as Docusaurus's router picks it.
 */
onDuplicateRoutes: ReportingSeverity, 
/**
 * Separator in `<title>`.
 */
titleDelimiter: string, 
/**
 * Free data for pages (`siteConfig.customFields`).
 */
customFields: { [key in string]: unknown }, 
/**
 * Show the base-URL issue banner on the home page.
 */
baseUrlIssueBanner: boolean, 
/**
 * Theme configuration.
 */
themeConfig: ThemeConfig, 
/**
 * `noIndex`: every page asks crawlers to stay away (`<meta name="robots" content="noindex, nofollow">`).
 */
noIndex: boolean, 
/**
 * `i18n`: the locales, and the one this build is for.
 */
i18n: I18nConfig, };

/**
 * `__data/globals.<hash>.json`: what every page of the theme reads.
 */
export type Globals = { 
/**
 * The site config as the theme reads it (the navbar's links resolved).
 */
siteConfig: SiteConfig, 
/**
 * Sidebar id → URL of its JSON (`SidebarItem[]`).
 */
sidebars: { [key in string]: string }, 
/**
 * `setGlobalData` of every plugin: plugin name → instance id → data.
 */
globalData: { [key in string]: { [key in string]: unknown } }, };
