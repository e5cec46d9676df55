/**
 * Plugins' client modules (`getClientModules`): imported once for their side effects, and told
 * about every route change as Docusaurus tells them (`onRouteUpdate` when the new route is
 * shown, with its cleanup run at the next change; `onRouteDidUpdate` after it rendered).
 */
import { useEffect, useRef } from 'react';
import clientModules from '@generated/client-modules';

type RouteLocation = { pathname: string; search: string; hash: string };

export function useClientModules(location: RouteLocation): void {
  const previous = useRef<RouteLocation | null>(null);
  useEffect(() => {
    const args = { location: location as unknown as Location, previousLocation: previous.current as unknown as Location | null };
    const cleanups = clientModules.map((m) => m.onRouteUpdate?.(args));
    for (const m of clientModules) m.onRouteDidUpdate?.(args);
    previous.current = location;
    return () => {
      for (const cleanup of cleanups) if (typeof cleanup === 'function') cleanup();
    };
  }, [location]);
}
