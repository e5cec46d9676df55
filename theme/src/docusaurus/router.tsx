/**
 * `@docusaurus/router`: the router hooks (react-router 7) plus the react-router 5 API that
 * Docusaurus code is written against: `useHistory`, `Redirect`, `withRouter`.
 */
import { useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams, type Location } from 'react-router';

export { Link, matchPath, Navigate, NavLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';

export interface History {
  location: Location;
  push: (to: string) => void;
  replace: (to: string) => void;
  go: (delta: number) => void;
  goBack: () => void;
  goForward: () => void;
}

export function useHistory(): History {
  const navigate = useNavigate();
  const location = useLocation();
  return useMemo(
    () => ({
      location,
      push: (to: string) => void navigate(to),
      replace: (to: string) => void navigate(to, { replace: true }),
      go: (delta: number) => void navigate(delta),
      goBack: () => void navigate(-1),
      goForward: () => void navigate(1),
    }),
    [navigate, location],
  );
}

export interface RedirectProps {
  to: string;
  /** Adds a history entry instead of replacing the current one. */
  push?: boolean;
}

/**
 * react-router 5's `<Redirect to>`: renders nothing; once mounted in the browser it navigates
 * (the static HTML stays the page the redirect is on, as with Docusaurus's build).
 */
export function Redirect({ to, push = false }: RedirectProps): ReactNode {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: !push });
  }, [navigate, to, push]);
  return null;
}

/** react-router 5's `useRouteMatch()` without arguments: the current location as a match. */
export function useRouteMatch(): { path: string; url: string; isExact: boolean; params: Record<string, string | undefined> } {
  const location = useLocation();
  const params = useParams();
  return { path: location.pathname, url: location.pathname, isExact: true, params };
}

/** react-router 5's `withRouter(Component)`: passes `location` and `history`. */
export function withRouter<P extends object>(Component: ComponentType<P & { location: Location; history: History }>): ComponentType<P> {
  return function WithRouter(props: P) {
    const history = useHistory();
    return <Component {...props} location={history.location} history={history} />;
  };
}
