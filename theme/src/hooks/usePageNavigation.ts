/**
 * Client navigation on react-router's data router. The route's loader fetches the next
 * page's `__page.json` (and sidebar, and its component chunks); until it resolves the router
 * keeps the old page on screen and `useNavigation()` reports the load (spinner and progress
 * bar after 200 ms). A 404 becomes the not-found page; other failures keep the old page with
 * an error and a Retry (a revalidation); a missing hashed data file means a new deployment
 * and reloads the browser page. Scrolling (top, hash target, restored position on Back) is
 * react-router's `<ScrollRestoration>`.
 */
import { useEffect, useRef, useState } from 'react';
import { useLoaderData, useLocation, useNavigation, useRevalidator, type LoaderFunctionArgs, type Location } from 'react-router';
import { DeploymentChangedError, NotFoundError, reloadForNewDeployment, type DataClient, type LoadedPage } from '../data/dataClient';
import { loadPageComponents } from '../app/pageComponents';
import type { PageData } from '../types';

export interface ShownPage extends LoadedPage {
  location: Location;
}

export interface PageNavigation {
  shown: ShownPage;
  /** True while another page (or a retry) is being loaded. */
  loading: boolean;
  /** The last load failure for the current URL. */
  error: Error | null;
  retry: () => void;
}

/** What the page route's loader gives: a page to show, or why it could not be loaded. */
export type PageLoad = { kind: 'loaded'; loaded: LoadedPage } | { kind: 'failed'; error: Error };

export const NOT_FOUND_TITLE = 'Page Not Found';

/** The id of the one route of the data router: every path renders the page host. */
export const PAGE_ROUTE_ID = 'page';

/** The page data of the not-found page for a route that has none. */
export function notFoundPage(route: string): PageData {
  return { route, kind: 'not-found', title: NOT_FOUND_TITLE, noindex: true };
}

function asError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

/** The page route's loader: the page at the request's path, with its component chunks. */
export function pageLoader(data: DataClient): (args: LoaderFunctionArgs) => Promise<PageLoad> {
  return async ({ request }) => {
    const { pathname } = new URL(request.url);
    try {
      const loaded = await data.loadPage(pathname);
      await loadPageComponents(loaded.page);
      return { kind: 'loaded', loaded };
    } catch (failure) {
      if (failure instanceof NotFoundError) {
        return { kind: 'loaded', loaded: { page: notFoundPage(pathname), sidebar: null } };
      }
      if (failure instanceof DeploymentChangedError && reloadForNewDeployment(failure.url)) {
        return new Promise<PageLoad>(() => {});
      }
      return { kind: 'failed', error: asError(failure) };
    }
  };
}

/** A location without query and hash at `pathname` (what the server rendered). */
function renderedLocation(location: Location, pathname: string): Location {
  return { ...location, pathname, search: '', hash: '', state: null };
}

/** The page to show under the data router, and the state of the load in progress. */
export function usePageNavigation(): PageNavigation {
  const load = useLoaderData() as PageLoad;
  const location = useLocation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const lastLoaded = useRef<LoadedPage | null>(null);
  if (load.kind === 'loaded') {
    lastLoaded.current = load.loaded;
  }
  const loaded = lastLoaded.current ?? { page: notFoundPage(location.pathname), sidebar: null };
  // Hydration must see the location the server rendered (the route, no query or hash), even
  // when the URL differs (a 404 page at an unknown path, a trailing slash, a query string);
  // the real location is adopted right after.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const shownLocation = hydrated ? location : renderedLocation(location, loaded.page.route);
  return {
    shown: { ...loaded, location: shownLocation },
    loading: navigation.state === 'loading' || revalidator.state === 'loading',
    error: load.kind === 'failed' ? load.error : null,
    retry: () => void revalidator.revalidate(),
  };
}
