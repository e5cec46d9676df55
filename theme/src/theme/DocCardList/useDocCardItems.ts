/**
 * The cards of a `<DocCardList>`: the `items` prop (links or sidebar items), else the cards the
 * docs plugin gave the page, else the items of the sidebar category whose page this is.
 */
import { useOptionalPage } from '../../hooks/useSite';
import type { NavLink, SidebarItem } from '../../types';

function isSidebarItem(item: NavLink | SidebarItem): item is SidebarItem {
  return 'type' in item;
}

/** The first link of a category without its own page. */
function firstLink(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    const href = item.type === 'link' ? item.href : item.type === 'category' ? (item.href ?? firstLink(item.items)) : undefined;
    if (href) {
      return href;
    }
  }
  return undefined;
}

/** A sidebar item as a card; html items and unlisted docs are not cards. */
export function cardOf(item: NavLink | SidebarItem): NavLink | null {
  if (!isSidebarItem(item)) {
    return item;
  }
  if (item.type === 'link') {
    return item.unlisted ? null : { title: item.label, permalink: item.href };
  }
  if (item.type === 'category') {
    const permalink = item.href ?? firstLink(item.items);
    const count = item.items.length;
    return permalink ? { title: item.label, permalink, description: `${count} item${count === 1 ? '' : 's'}` } : null;
  }
  return null;
}

/** The category of `items` (searched depth first) whose page is `route`. */
export function categoryAt(items: SidebarItem[], route: string): SidebarItem[] | null {
  const clean = (p: string) => p.replace(/\/+$/, '') || '/';
  for (const item of items) {
    if (item.type !== 'category') {
      continue;
    }
    if (item.href && clean(item.href) === clean(route)) {
      return item.items;
    }
    const inner = categoryAt(item.items, route);
    if (inner) {
      return inner;
    }
  }
  return null;
}

export function useDocCardItems(items: Array<NavLink | SidebarItem> | undefined): NavLink[] {
  const context = useOptionalPage();
  const source =
    items ?? context?.page.doc?.cards ?? (context?.sidebar ? categoryAt(context.sidebar, context.page.route) : null) ?? [];
  return source.map(cardOf).filter((card): card is NavLink => card !== null);
}
