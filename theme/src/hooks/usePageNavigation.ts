/**
 * Client navigation between routes. The URL changes at once, but the page shown (and the
 * location its components see) stays the old one until the next route's data has loaded.
 * A 404 shows the not-found page; other failures keep an error with a retry; a missing hashed
 * data file means a new deployment and reloads the browser page.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, type Location } from 'react-router';
import { DeploymentChangedError, NotFoundError, reloadForNewDeployment, type LoadedPage } from '../data/dataClient';
import type { PageData } from '../types';
import { useSite } from './useSite';

export interface ShownPage extends LoadedPage {
  location: Location;
}

export interface PageNavigation {
  shown: ShownPage;
  /** The pathname being loaded, if any. */
  loading: string | null;
  /** The last load failure for the current URL. */
  error: Error | null;
  retry: () => void;
}

export const NOT_FOUND_TITLE = 'Page Not Found';

/** The page data of the not-found page for a route that has none. */
export function notFoundPage(route: string): PageData {
  return { route, kind: 'not-found', title: NOT_FOUND_TITLE, noindex: true };
}

function asError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

export function usePageNavigation(initial: LoadedPage): PageNavigation {
  const location = useLocation();
  const { data } = useSite();
  // Hydration must see the location the server rendered (the route, no query or hash), even
  // when the URL differs (a 404 page at an unknown path, a trailing slash, a query string).
  const [shown, setShown] = useState<ShownPage>(() => ({
    ...initial,
    location: { ...location, pathname: initial.page.route, search: '', hash: '', state: null },
  }));
  const [loading, setLoading] = useState<string | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);

  const mounted = useRef(false);

  useEffect(() => {
    if (!mounted.current) {
      // First run after hydration: adopt the real URL without loading anything.
      mounted.current = true;
      setShown((current) => ({ ...current, location }));
      return undefined;
    }
    if (location.pathname === shown.location.pathname) {
      if (location.key !== shown.location.key) {
        setShown((current) => ({ ...current, location }));
      }
      setLoading(null);
      setError(null);
      return undefined;
    }
    let cancelled = false;
    setLoading(location.pathname);
    setError(null);
    data.loadPage(location.pathname).then(
      (loaded) => {
        if (!cancelled) {
          setShown({ ...loaded, location });
          setLoading(null);
        }
      },
      (failure: unknown) => {
        if (cancelled) {
          return;
        }
        if (failure instanceof NotFoundError) {
          setShown({ page: notFoundPage(location.pathname), sidebar: null, location });
        } else if (failure instanceof DeploymentChangedError && reloadForNewDeployment(failure.url)) {
          return;
        } else {
          setError(asError(failure));
        }
        setLoading(null);
      },
    );
    return () => {
      cancelled = true;
    };
    // `shown` is only compared against: it is not a dependency (its change must not reload).
  }, [location, attempt, data]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { shown, loading, error, retry };
}
