/**
 * After a client navigation has been committed: scroll to the hash target, or to the top;
 * a change of the query string alone does not scroll. The first load keeps the browser's own
 * behaviour.
 */
import { useLayoutEffect, useRef } from 'react';
import type { Location } from 'react-router';

function hashTarget(hash: string): HTMLElement | null {
  const id = hash.replace(/^#/, '');
  if (!id) {
    return null;
  }
  try {
    return document.getElementById(decodeURIComponent(id));
  } catch {
    return document.getElementById(id);
  }
}

export function useScrollOnNavigation(location: Location): void {
  const previous = useRef<Location | null>(null);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (!before || before.key === location.key) {
      return;
    }
    const onlyQueryChanged = before.pathname === location.pathname && before.hash === location.hash;
    if (onlyQueryChanged) {
      return;
    }
    if (location.hash) {
      hashTarget(location.hash)?.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
  }, [location]);
}
