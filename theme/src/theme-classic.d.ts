/**
 * Props of every `@theme/*` component, in one place (the swizzle contract): a swizzled
 * component imports its props from here, e.g. `import type { LayoutProps } from '@ferrosaurus/theme-classic'`.
 */
import type { ComponentProps, ReactNode } from 'react';
import type {
  BlogAuthor,
  BlogPaginator,
  BlogPostSummary,
  BlogSidebar,
  Breadcrumb,
  FooterColumnConfig,
  FooterConfig,
  FooterLinkConfig,
  Logo,
  NavbarItemConfig,
  NavLink,
  SidebarCategoryItem,
  SidebarHtmlItem,
  SidebarItem,
  SidebarLinkItem,
  TagLink,
  TocItem,
} from './types';

export interface LayoutProps {
  children?: ReactNode;
  /** Page title (`<title>` gets ` | site title`); defaults to the route's title. */
  title?: string;
  description?: string;
  noFooter?: boolean;
  wrapperClassName?: string;
}

export interface NavbarProps {}

export interface NavbarLayoutProps {
  children?: ReactNode;
}

export interface NavbarSearchProps {
  children?: ReactNode;
  className?: string;
}

export interface NavbarMobileSidebarLayoutProps {
  header: ReactNode;
  primaryMenu: ReactNode;
  secondaryMenu: ReactNode;
}

export interface LayoutProviderProps {
  children?: ReactNode;
}

/** `@theme/Root`: wraps the whole app, once; it stays mounted across navigations. */
export interface RootProps {
  children?: ReactNode;
}

export interface NavbarItemProps {
  item: NavbarItemConfig;
  /** Rendered inside the mobile menu. */
  mobile?: boolean;
  /** Called after a click (the mobile menu closes). */
  onClick?: () => void;
}

export interface DocRootProps {
  children?: ReactNode;
}

export interface DocSidebarProps {
  sidebar: SidebarItem[];
  path: string;
  /** The mobile variant (inside the navbar menu). */
  mobile?: boolean;
  onItemClick?: (item: SidebarItem) => void;
  /** Desktop, hideable sidebars: collapses the sidebar column. */
  onCollapse?: () => void;
}

export interface DocSidebarItemsProps {
  items: SidebarItem[];
  activePath: string;
  level: number;
  onItemClick?: (item: SidebarItem) => void;
}

export interface DocSidebarItemProps {
  item: SidebarItem;
  activePath: string;
  level: number;
  index: number;
  onItemClick?: (item: SidebarItem) => void;
}

export interface DocSidebarItemCategoryProps extends Omit<DocSidebarItemProps, 'item'> {
  item: SidebarCategoryItem;
}

export interface DocSidebarItemLinkProps extends Omit<DocSidebarItemProps, 'item'> {
  item: SidebarLinkItem;
}

export interface DocSidebarItemHtmlProps extends Omit<DocSidebarItemProps, 'item'> {
  item: SidebarHtmlItem;
}

export interface DocBreadcrumbsProps {
  breadcrumbs: Breadcrumb[];
}

/** `@theme/DocBreadcrumbs/StructuredData`: the breadcrumbs as a schema.org `BreadcrumbList`. */
export interface DocBreadcrumbsStructuredDataProps {
  breadcrumbs: Breadcrumb[];
}

export interface DocItemProps {}

export interface DocItemLayoutProps {
  /** The doc's content (`@theme/MDXContent`). */
  children?: ReactNode;
}

export interface DocItemContentProps {
  children?: ReactNode;
}

export interface ContentVisibilityProps {
  metadata: { unlisted?: boolean };
}

export interface EditThisPageProps {
  editUrl: string;
}

export interface LastUpdatedProps {
  /** Milliseconds since the epoch. */
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
}

export interface EditMetaRowProps extends LastUpdatedProps {
  className?: string;
  editUrl?: string;
}

export interface TagsListInlineProps {
  tags: TagLink[];
}

export interface TagsListByLetterProps {
  tags: TagLink[];
}

export interface PaginatorNavLinkProps {
  permalink: string;
  title: ReactNode;
  subLabel?: ReactNode;
  isNext?: boolean;
}

export interface MDXContentProps {
  /** The Rust-rendered content HTML. */
  html?: string;
  /** Compiled MDX: its key in `@generated/pages` (`PageData.contentComponent`); wins over `html`. */
  component?: string;
  /**
   * The class of the element holding the content (default `theme-doc-markdown markdown`, a
   * doc's; the blog's is `markdown`, a Markdown page's none).
   */
  className?: string;
  /** The element holding the content: the `div` Docusaurus's wrapper is, or a page's `article`. */
  element?: 'div' | 'article';
  /** Its id (a blog post page's `__blog-post-container`). */
  id?: string;
  /** Docusaurus's form: content elements rendered inside the MDX components provider. */
  children?: ReactNode;
}

export interface TOCProps {
  toc: TocItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}

export interface TOCItemsProps {
  toc: TocItem[];
  minHeadingLevel: number;
  maxHeadingLevel: number;
  activeId?: string | null;
  linkClassName?: string;
  className?: string;
}

export interface TOCCollapsibleProps {
  toc: TocItem[];
  className?: string;
}

export interface DocPaginatorProps {
  previous?: NavLink;
  next?: NavLink;
  className?: string;
}

export interface DocCardProps {
  /** A doc or external link, or a category (which links to its page, else its first link). */
  item: SidebarLinkItem | SidebarCategoryItem;
}

export interface DocCardListProps {
  /** The sidebar items to show as cards; by default the current sidebar category's items. */
  items?: SidebarItem[];
  className?: string;
}

export interface FooterProps {}

export interface FooterLayoutProps {
  style: FooterConfig['style'];
  links: ReactNode;
  logo: ReactNode;
  copyright: ReactNode;
}

export interface FooterLinksProps {
  links: FooterColumnConfig[];
}

export interface FooterLinksMultiColumnProps {
  columns: FooterColumnConfig[];
}

export interface FooterLogoProps {
  logo: Logo;
}

export interface FooterCopyrightProps {
  copyright: string;
}

export interface FooterColumnProps {
  column: FooterColumnConfig;
}

export interface FooterLinkProps {
  item: FooterLinkConfig;
}

export interface ColorModeToggleProps {
  className?: string;
}

export interface AnnouncementBarProps {}

export interface BackToTopButtonProps {}

export interface NotFoundProps {}

export interface ErrorPageContentProps {
  error: Error;
  tryAgain: () => void;
}

export interface LoadingProps {
  /** True once the 200 ms delay has passed (nothing is shown before). */
  pastDelay?: boolean;
  error?: Error | null;
  retry?: () => void;
}

export interface MDXPageProps {}

export interface TagProps {
  tag: TagLink;
}

export interface DocTagsListPageProps {
  tags: TagLink[];
}

export interface DocTagDocListPageProps {
  tag: TagLink | undefined;
  items: NavLink[];
}

export interface DocCategoryGeneratedIndexPageProps {}

export interface SiteMetadataProps {}

export interface PageMetadataProps {
  title?: string;
  description?: string;
  keywords?: string[];
  image?: string;
}

export type HeadingType = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export interface HeadingProps extends ComponentProps<HeadingType> {
  as: HeadingType;
}

/** Every `@theme/Icon/*` takes an SVG element's props (size, class, aria attributes). */
export interface IconProps extends ComponentProps<'svg'> {}

/** `@theme/Icon/Close`: `color` is the stroke colour (`currentColor` by default). */
export interface IconCloseProps extends ComponentProps<'svg'> {
  color?: string;
  strokeWidth?: number;
}

export interface SkipToContentProps {}

export interface LogoProps {
  className?: string;
  tabIndex?: number;
  /** The logo image's wrapper (`navbar__logo` in the navbar; none: the image alone). */
  imageClassName?: string;
  /** The title's class (`navbar__title text--truncate` in the navbar). */
  titleClassName?: string;
}

export interface BlogLayoutProps {
  children?: ReactNode;
  title?: string;
  description?: string;
  /** The recent posts; no sidebar column when absent or empty. */
  sidebar?: BlogSidebar;
  /** A TOC column (post pages). */
  toc?: ReactNode;
  wrapperClassName?: string;
}

export interface BlogSidebarProps {
  sidebar: BlogSidebar;
}

export interface BlogAuthorProps {
  author: BlogAuthor;
  /** Renders the name as this heading (author pages). */
  as?: 'h1' | 'h2';
  className?: string;
}

export interface BlogPostItemProps {
  post: BlogPostSummary;
  /** Content HTML: the truncated part on list pages, the whole post on its page. */
  html: string;
  /** Compiled MDX content: its key in `@generated/pages` (wins over `html`). */
  contentComponent?: string;
  isBlogPostPage?: boolean;
  className?: string;
}

export interface BlogPostItemsProps {
  items: BlogPostSummary[];
}

export interface BlogListPaginatorProps {
  paginator: BlogPaginator | undefined;
}

export interface BlogPostPaginatorProps {
  /** The newer post. */
  previous?: NavLink;
  /** The older post. */
  next?: NavLink;
}

export interface BlogListPageProps {}

/** `@theme/BlogListPage/StructuredData`: the list page as a schema.org `Blog` with its posts. */
export interface BlogListPageStructuredDataProps {
  page: { route: string; title: string; description?: string };
  posts: BlogPostSummary[];
}

/** `@theme/BlogPostPage/StructuredData`: the post as a schema.org `BlogPosting`. */
export interface BlogPostPageStructuredDataProps {
  post: BlogPostSummary;
  keywords?: string[];
  /** The post's image, absolute. */
  image?: string;
}

export interface BlogPostPageProps {}

export interface BlogTagsListPageProps {}

export interface BlogTagsPostsPageProps {}

export interface BlogArchivePageProps {}

export interface BlogAuthorsListPageProps {}

export interface BlogAuthorsPostsPageProps {}

/** One file of an ideal image (plugin-ideal-image): URL, size in pixels, size in bytes. */
export interface IdealImageSource {
  path: string;
  width: number;
  height: number;
  size?: number;
}

/** What `require('./x.png')` gives when plugin-ideal-image is on (built by ferrosaurus-images). */
export interface IdealImageData {
  src: {
    /** The first (smallest) image's URL. */
    src: string;
    /** `url 640w,url 1280w` in the source format. */
    srcSet: string;
    images: IdealImageSource[];
    /** The first image's size: with `height`, the box's aspect ratio. */
    width?: number;
    height?: number;
    /** The source format (`png`, `jpeg`). */
    format?: string;
    /**
     * Offered first, to browsers that decode AVIF: every width, in AVIF where that is smaller
     * than the source format's file, else the source format's file; absent when no width is
     * smaller in AVIF.
     */
    avif?: { srcSet: string; images: IdealImageSource[] };
  };
  /** The 10 px placeholder as a data URI. */
  preSrc?: string;
}

export interface IdealImageProps extends Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'width' | 'height'> {
  /** The imported image, or a plain URL / `{default: url}` when the plugin is disabled (dev). */
  img: IdealImageData | { default: string } | string;
  /** Milliseconds after which a download is called slow (3g estimate, "Loading..."). */
  threshold?: number;
}

export interface AdmonitionProps {
  /** note, tip, info, warning, danger, caution (and the aliases secondary, success, important). */
  type: string;
  title?: ReactNode;
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

export interface AdmonitionLayoutProps {
  /** The CSS type: `theme-admonition-<type>`. */
  type: string;
  /** The Infima alert colour: `alert--<variant>`. */
  variant: string;
  icon?: ReactNode;
  title?: ReactNode;
  className?: string;
  children?: ReactNode;
}

export interface CodeBlockProps {
  children?: ReactNode;
  /** `language-x` (from a fence in compiled MDX). */
  className?: string;
  /** The fence's info string after the language: `title="a.js" showLineNumbers {1,3}`. */
  metastring?: string;
  title?: ReactNode;
  language?: string;
  showLineNumbers?: boolean | number;
  /** ferrosaurus: the HTML of each shown line (magic comment lines removed), highlighted at build time. */
  highlightedLines?: string[];
}

export interface CopyButtonProps {
  code: string;
  className?: string;
}

export interface TabValueProp {
  value: string;
  label?: string;
  attributes?: Record<string, unknown>;
}

export interface TabsProps {
  children?: ReactNode;
  defaultValue?: string | null;
  values?: TabValueProp[];
  groupId?: string;
  /** `true` uses `groupId` as the query-string key. */
  queryString?: string | boolean;
  lazy?: boolean;
  block?: boolean;
  className?: string;
}

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  hidden?: boolean;
  className?: string;
  attributes?: Record<string, unknown>;
  children?: ReactNode;
}

export interface DetailsProps extends Omit<ComponentProps<'details'>, 'summary'> {
  /** A `<summary>` element or its content; "Details" when absent. */
  summary?: ReactNode;
}

export interface ThemedImageProps extends Omit<ComponentProps<'img'>, 'src'> {
  sources: { light: string; dark: string };
}

export interface TOCInlineProps {
  /** The MDX module's `toc` export; the page's TOC when absent. */
  toc?: readonly TocItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}

export interface DocVersionBannerProps {
  className?: string;
}

export interface DocVersionBadgeProps {
  className?: string;
}
