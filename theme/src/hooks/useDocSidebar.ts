/** Sidebar logic: which items are active, and the expanded state of categories. */
import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import type { SidebarCategoryItem, SidebarItem } from '../types';

/** A path without its trailing slashes, lower-cased (`/` stays `/`): how paths are compared. */
function normalizePath(path: string): string {
  return path.replace(/\/+$/, '').toLowerCase() || '/';
}

/** Compares paths ignoring a trailing slash and case (as Docusaurus does). */
export function isSamePath(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && normalizePath(a) === normalizePath(b);
}

/** Every page a category holds (its own and its descendants'), normalised, built once per
 * category object: the sidebar is one shared object for all the pages rendered with it, and
 * walking a category's subtree on every render made each page's sidebar cost grow with the
 * whole sidebar (issue 15: a fifth of the SSR time of a 1,000-page corpus). */
const pagesOfCategory = new WeakMap<SidebarCategoryItem, Set<string>>();

function categoryPages(category: SidebarCategoryItem): Set<string> {
  let pages = pagesOfCategory.get(category);
  if (!pages) {
    pages = new Set();
    if (category.href !== undefined) {
      pages.add(normalizePath(category.href));
    }
    for (const child of category.items) {
      if (child.type === 'link') {
        pages.add(normalizePath(child.href));
      } else if (child.type === 'category') {
        for (const page of categoryPages(child)) {
          pages.add(page);
        }
      }
    }
    pagesOfCategory.set(category, pages);
  }
  return pages;
}

/** True when the item, or something inside it, is the page at `path`. */
export function isActiveSidebarItem(item: SidebarItem, path: string): boolean {
  switch (item.type) {
    case 'link':
      return isSamePath(item.href, path);
    case 'category':
      return categoryPages(item).has(normalizePath(path));
    case 'html':
      return false;
  }
}

/** Items the reader can see: unlisted docs only when they are the current page. */
export function visibleSidebarItems(items: SidebarItem[], path: string): SidebarItem[] {
  return items.filter((item) => item.type !== 'link' || !item.unlisted || isSamePath(item.href, path));
}

/** Which category of one sidebar level was expanded last (for `autoCollapseCategories`). */
export interface SiblingExpansion {
  expandedIndex: number | null;
  setExpandedIndex: (index: number | null) => void;
}

export const SiblingExpansionContext = createContext<SiblingExpansion>({
  expandedIndex: null,
  setExpandedIndex: () => {},
});

export interface CategoryState {
  collapsed: boolean;
  setCollapsed: (collapsed: boolean) => void;
  toggle: () => void;
}

/**
 * Expanded state of a category: non-collapsible ones stay open; the active one opens (also
 * when it becomes active later); others start as configured. With `autoCollapse`, expanding
 * it collapses its expanded siblings.
 */
export function useCategoryCollapsed(item: SidebarCategoryItem, active: boolean, index: number, autoCollapse: boolean): CategoryState {
  const [collapsed, setCollapsedState] = useState(() => item.collapsible && !active && item.collapsed);
  const { expandedIndex, setExpandedIndex } = useContext(SiblingExpansionContext);
  useEffect(() => {
    if (active) {
      setCollapsedState(false);
    }
  }, [active]);
  useEffect(() => {
    if (autoCollapse && item.collapsible && expandedIndex !== null && expandedIndex !== index) {
      setCollapsedState(true);
    }
  }, [autoCollapse, item.collapsible, expandedIndex, index]);
  const setCollapsed = useCallback(
    (next: boolean) => {
      setCollapsedState(item.collapsible ? next : false);
      if (!next && autoCollapse) {
        setExpandedIndex(index);
      }
    },
    [item.collapsible, autoCollapse, setExpandedIndex, index],
  );
  const toggle = useCallback(() => setCollapsed(!collapsed), [setCollapsed, collapsed]);
  return { collapsed, setCollapsed, toggle };
}
