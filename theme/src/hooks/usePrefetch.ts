/**
 * Prefetching of a route's data for `@docusaurus/Link`: once when the link becomes visible
 * (IntersectionObserver) and on hover/touch. The data client skips slow or save-data connections.
 */
import { useCallback, useEffect, type RefObject } from 'react';
import { useSite } from './useSite';

/** The pathname an internal link points at, or null for same-page hashes and other origins. */
export function linkPathname(target: string): string | null {
  if (typeof window === 'undefined' || target.startsWith('#')) {
    return null;
  }
  const url = new URL(target, window.location.href);
  return url.origin === window.location.origin ? url.pathname : null;
}

export function usePrefetch(
  anchor: RefObject<HTMLAnchorElement | null>,
  target: string | null,
): () => void {
  const { data } = useSite();
  const prefetch = useCallback(() => {
    const pathname = target === null ? null : linkPathname(target);
    if (pathname !== null && pathname !== window.location.pathname) {
      data.prefetch(pathname);
    }
  }, [data, target]);

  useEffect(() => {
    const element = anchor.current;
    if (!element || target === null) {
      return undefined;
    }
    if (typeof IntersectionObserver === 'undefined') {
      prefetch();
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        prefetch();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [anchor, target, prefetch]);

  return prefetch;
}
