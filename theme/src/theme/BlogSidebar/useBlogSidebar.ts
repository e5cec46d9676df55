/** Which recent post is the page being shown, and the posts by year. */
import { useOptionalPage } from '../../hooks/useSite';
import type { BlogSidebar, NavLink } from '../../types';

function withoutSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

export function useIsActivePost(): (permalink: string) => boolean {
  const route = useOptionalPage()?.page.route;
  return (permalink) => route !== undefined && withoutSlash(route) === withoutSlash(permalink);
}

/** The sidebar's items by the (UTC) year of their date, newest year first as listed. */
export function sidebarYearGroups(sidebar: BlogSidebar): [string, NavLink[]][] {
  const groups = new Map<string, NavLink[]>();
  sidebar.items.forEach((item, index) => {
    const date = sidebar.dates?.[index];
    const year = date ? String(new Date(date).getUTCFullYear()) : '';
    groups.set(year, [...(groups.get(year) ?? []), item]);
  });
  return [...groups.entries()];
}
