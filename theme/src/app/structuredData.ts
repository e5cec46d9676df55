/**
 * The JSON-LD Docusaurus 3.10 writes into the head (schema.org): a doc's `BreadcrumbList`, a
 * blog list page's `Blog` with its posts, a post page's `BlogPosting`. Pure functions over the
 * page data, used by the `StructuredData` components and the unit tests.
 */
import type { BlogAuthor, BlogPostSummary, Breadcrumb } from '../types';

type Json = Record<string, unknown>;

/** The site URL without a trailing slash, as Docusaurus's validated `siteConfig.url`. */
const origin = (siteUrl: string): string => siteUrl.replace(/\/$/, '');

/** The site settings the structured data reads. */
export interface SiteUrls {
  url: string;
  baseUrl: string;
  trailingSlash: boolean | null;
}

/**
 * A page's URL path as Docusaurus's data holds it, its permalink before `trailingSlash` is
 * applied (ferrosaurus's page data has it applied). With `trailingSlash: true` the slash is
 * taken off again, which is not exact for index docs, whose permalinks end with a slash.
 */
function permalink(href: string, { baseUrl, trailingSlash }: SiteUrls): string {
  return trailingSlash === true && href !== baseUrl ? href.replace(/\/$/, '') : href;
}

/** Breadcrumbs with a link, numbered from 1 (those without one are left out, as schema.org asks). */
export function breadcrumbsStructuredData(breadcrumbs: readonly Breadcrumb[], site: SiteUrls): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbs
      .filter((crumb) => crumb.href)
      .map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.label, item: `${origin(site.url)}${permalink(crumb.href ?? '', site)}` })),
  };
}

/** A post author as a schema.org `Person` (only the fields it has). */
function person(author: BlogAuthor): Json {
  return {
    '@type': 'Person',
    ...(author.name ? { name: author.name } : {}),
    ...(author.title ? { description: author.title } : {}),
    ...(author.url ? { url: author.url } : {}),
    ...(author.email ? { email: author.email } : {}),
    ...(author.imageUrl ? { image: author.imageUrl } : {}),
  };
}

/** What a post's structured data needs besides its summary. */
export interface PostExtras {
  site: SiteUrls;
  /** Front matter `keywords` (Docusaurus writes `[]` without). */
  keywords?: readonly string[];
  /** The post's image, absolute. */
  image?: string;
}

/** The `BlogPosting` fields a post has on its own page and in a list. */
function blogPosting(post: BlogPostSummary & { lastUpdate?: { lastUpdatedAt?: number } }, { site, keywords, image }: PostExtras): Json {
  const url = `${origin(site.url)}${permalink(post.permalink, site)}`;
  const authors = (post.authors ?? []).map(person);
  const modifiedSeconds = post.lastUpdate?.lastUpdatedAt;
  return {
    '@type': 'BlogPosting',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    name: post.title,
    description: post.description,
    datePublished: post.date,
    ...(modifiedSeconds ? { dateModified: new Date(modifiedSeconds * 1000).toISOString() } : {}),
    author: authors.length === 1 ? authors[0] : authors,
    ...(image ? { image: { '@type': 'ImageObject', '@id': image, url: image, contentUrl: image, caption: `title image for the blog post: ${post.title}` } } : {}),
    keywords: keywords ?? [],
  };
}

/** A post page's `BlogPosting`, part of its blog. */
export function blogPostStructuredData(post: BlogPostSummary, extras: PostExtras, blog: { basePath: string; title: string }): Json {
  return {
    '@context': 'https://schema.org',
    ...blogPosting(post, extras),
    isPartOf: { '@type': 'Blog', '@id': `${origin(extras.site.url)}${blog.basePath}`, name: blog.title },
  };
}

/** A list page's `Blog` with the posts it shows. */
export function blogListStructuredData(page: { route: string; title: string; description?: string }, posts: readonly BlogPostSummary[], site: SiteUrls): Json {
  const url = `${origin(site.url)}${permalink(page.route, site)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    '@id': url,
    mainEntityOfPage: url,
    headline: page.title,
    description: page.description,
    blogPost: posts.map((post) => blogPosting(post, { site })),
  };
}
