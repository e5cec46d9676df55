/**
 * The items of a `<DocCardList>`, as Docusaurus's `DocCardList` takes them: sidebar items, by
 * default the items of the sidebar category whose page is the current one
 * (`useCurrentSidebarCategory().items`); html items, unlisted docs and categories with no link
 * show no card (`filterDocCardListItems`).
 */
import { useOptionalPage } from '../../hooks/useSite';
import type { SidebarCategoryItem, SidebarItem, SidebarLinkItem } from '../../types';

/** A sidebar item a card is made of. */
export type DocCardItem = SidebarLinkItem | SidebarCategoryItem;

/** Where a category's card leads: its own page, else its first link (Docusaurus's `findFirstSidebarItemLink`). */
export function findFirstSidebarItemLink(item: SidebarItem): string | undefined {
  if (item.type === 'link') {
    return item.href;
  }
  if (item.type === 'category') {
    return item.href ?? item.items.map(findFirstSidebarItemLink).find((href) => href !== undefined);
  }
  return undefined;
}

/** The items that show a card. */
export function filterDocCardListItems(items: SidebarItem[]): DocCardItem[] {
  return items.filter((item): item is DocCardItem =>
    item.type === 'link' ? !item.unlisted : item.type === 'category' && findFirstSidebarItemLink(item) !== undefined,
  );
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

/** The items of the category whose page is the current one, or none (not a category's page). */
export function useCurrentCategoryItems(): SidebarItem[] {
  const context = useOptionalPage();
  return (context?.sidebar ? categoryAt(context.sidebar, context.page.route) : null) ?? [];
}

export function useDocCardItems(items: SidebarItem[] | undefined): DocCardItem[] {
  const current = useCurrentCategoryItems();
  return filterDocCardListItems(items ?? current);
}
