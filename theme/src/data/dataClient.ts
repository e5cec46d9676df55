/**
 * Loads route data for client navigation: the route's `__page.json` and the sidebar JSON files
 * named in `globals.sidebars`. Sidebars are cached per URL (their names carry a content hash);
 * page data is kept in a small most-recently-used cache fed by navigation and prefetching.
 */
import type { Globals, PageData, SidebarItem } from '../types';

/** The server answered 404: the route does not exist. */
export class NotFoundError extends Error {
  constructor(readonly url: string) {
    super(`Not found: ${url}`);
    this.name = 'NotFoundError';
  }
}

/** A hashed data file is gone: the site was deployed again since this page was loaded. */
export class DeploymentChangedError extends Error {
  constructor(readonly url: string) {
    super(`The site changed since this page was loaded (${url} is gone).`);
    this.name = 'DeploymentChangedError';
  }
}

/** The page data and the sidebar it needs. */
export interface LoadedPage {
  page: PageData;
  sidebar: SidebarItem[] | null;
}

const PAGE_CACHE_SIZE = 40;

/**
 * Where the build wrote a route's page data (`page_data_file_for_route` in core's url.rs): under
 * `<baseUrl>__data/pages/`, never beside the page's HTML (with `trailingSlash: false` a page is
 * `a/b.html`, and a folder `a/b/` beside it would shadow it on static hosts).
 * `/` -> `/__data/pages/__page.json`; `/a/b` and `/a/b/` -> `/__data/pages/a/b/__page.json`.
 */
export function pageDataUrl(pathname: string, baseUrl = '/'): string {
  const rel = (pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname).replace(/^\/+|\/+$/g, '').replace(/\.html$/, '');
  return `${baseUrl}__data/pages/${rel ? `${rel}/` : ''}__page.json`;
}

/** GETs a JSON document; 404 -> `NotFoundError`, other failures -> `Error` with the reason. */
export async function fetchJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { credentials: 'same-origin', signal });
  if (response.status === 404) {
    throw new NotFoundError(url);
  }
  if (!response.ok) {
    throw new Error(`Failed to load ${url}: HTTP ${response.status} ${response.statusText}`.trim());
  }
  return (await response.json()) as T;
}

/** True when the connection is slow or the user asked to save data (no prefetching then). */
export function isSlowConnection(): boolean {
  if (typeof navigator === 'undefined') {
    return true;
  }
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } })
    .connection;
  return Boolean(connection && (connection.saveData || connection.effectiveType?.includes('2g')));
}

/** Route and sidebar data with caches; one instance per app. */
export class DataClient {
  private readonly pages = new Map<string, Promise<PageData>>();
  private readonly sidebars = new Map<string, Promise<SidebarItem[]>>();
  private readonly prefetched = new Set<string>();

  constructor(readonly globals: Globals) {}

  /** Makes a sidebar known without fetching it (the first page's, or the server's). */
  seedSidebar(url: string, items: SidebarItem[]): void {
    this.sidebars.set(url, Promise.resolve(items));
  }

  /** The URL of a page's sidebar JSON, when the page has a sidebar. */
  sidebarUrlOf(page: PageData): string | null {
    const id = page.doc?.sidebarId;
    return id ? (this.globals.sidebars[id] ?? null) : null;
  }

  /** Page data then its sidebar, for navigating to `pathname`. */
  async loadPage(pathname: string): Promise<LoadedPage> {
    const page = await this.pageData(pathname);
    const sidebar = await this.sidebarOf(page);
    return { page, sidebar };
  }

  /** Loads a route's data ahead of a likely navigation; failures are forgotten silently. */
  prefetch(pathname: string): void {
    if (this.prefetched.has(pathname) || isSlowConnection()) {
      return;
    }
    this.prefetched.add(pathname);
    this.loadPage(pathname).catch(() => this.prefetched.delete(pathname));
  }

  private pageData(pathname: string): Promise<PageData> {
    const cached = this.pages.get(pathname);
    if (cached) {
      this.pages.delete(pathname);
      this.pages.set(pathname, cached);
      return cached;
    }
    const loading = fetchJson<PageData>(pageDataUrl(pathname, this.globals.siteConfig.baseUrl));
    this.pages.set(pathname, loading);
    loading.catch(() => this.pages.delete(pathname));
    this.evictOldPages();
    return loading;
  }

  private evictOldPages(): void {
    while (this.pages.size > PAGE_CACHE_SIZE) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) {
        return;
      }
      this.pages.delete(oldest);
    }
  }

  private sidebarOf(page: PageData): Promise<SidebarItem[] | null> {
    const url = this.sidebarUrlOf(page);
    if (!url) {
      return Promise.resolve(null);
    }
    let loading = this.sidebars.get(url);
    if (!loading) {
      loading = fetchJson<SidebarItem[]>(url).catch((error: unknown) => {
        this.sidebars.delete(url);
        throw error instanceof NotFoundError ? new DeploymentChangedError(url) : error;
      });
      this.sidebars.set(url, loading);
    }
    return loading;
  }
}

const RELOAD_KEY = 'ferrosaurus.reloadedFor';

/**
 * Reloads the browser page once per missing file (remembered in sessionStorage so a broken
 * deployment cannot cause a reload loop). Returns false when it already reloaded for `url`.
 */
export function reloadForNewDeployment(url: string): boolean {
  try {
    if (window.sessionStorage.getItem(RELOAD_KEY) === url) {
      return false;
    }
    window.sessionStorage.setItem(RELOAD_KEY, url);
  } catch {
    // Storage unavailable: reload anyway, as Docusaurus does.
  }
  window.location.reload();
  return true;
}
