/** Which recent post is the page being shown. */
import { useOptionalPage } from '../../hooks/useSite';

function withoutSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

export function useIsActivePost(): (permalink: string) => boolean {
  const route = useOptionalPage()?.page.route;
  return (permalink) => route !== undefined && withoutSlash(route) === withoutSlash(permalink);
}
