/**
 * `@docusaurus/router`: the router hooks (react-router 7) plus a `useHistory` shim for code
 * written against Docusaurus's react-router 5 API.
 */
import { useMemo } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';

export { Link, matchPath, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';

export interface History {
  location: Location;
  push: (to: string) => void;
  replace: (to: string) => void;
  goBack: () => void;
  goForward: () => void;
}

export function useHistory(): History {
  const navigate = useNavigate();
  const location = useLocation();
  return useMemo(
    () => ({
      location,
      push: (to: string) => navigate(to),
      replace: (to: string) => navigate(to, { replace: true }),
      goBack: () => navigate(-1),
      goForward: () => navigate(1),
    }),
    [navigate, location],
  );
}
