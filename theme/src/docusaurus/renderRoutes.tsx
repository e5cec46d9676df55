/**
 * `@docusaurus/renderRoutes`: ferrosaurus has no Docusaurus route tree (each route's page comes
 * from its data), so this renders the routes given whose `path` matches the current location:
 * the first match's component, with its `route` prop.
 */
import type { ComponentType, ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router';

export interface RouteConfig {
  path: string;
  exact?: boolean;
  component: ComponentType<{ route: RouteConfig }>;
  routes?: RouteConfig[];
}

function Routes({ routes }: { routes: RouteConfig[] }): ReactNode {
  const { pathname } = useLocation();
  const route = routes.find((r) => matchPath({ path: r.path, end: r.exact ?? false }, pathname));
  if (!route) {
    return null;
  }
  const Component = route.component;
  return <Component route={route} />;
}

export default function renderRoutes(routes: RouteConfig[] | undefined): ReactNode {
  return <Routes routes={routes ?? []} />;
}
