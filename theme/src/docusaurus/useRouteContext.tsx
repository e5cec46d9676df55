/** `@docusaurus/useRouteContext`: which plugin made the route being shown (name and instance id). */
import { pagePlugin } from '../app/pageMetadata';
import { useOptionalPage } from '../hooks/useSite';

export interface RouteContext {
  plugin: { name: string; id: string };
  data?: Record<string, unknown>;
}

export default function useRouteContext(): RouteContext {
  const page = useOptionalPage()?.page;
  return { plugin: page ? pagePlugin(page) : { name: 'native', id: 'default' } };
}
