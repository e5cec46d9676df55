/** Accessors for the site, page and browser contexts. */
import { useContext } from 'react';
import { BrowserContext, PageContext, SiteContext, type PageContextValue, type SiteContextValue } from '../app/contexts';
import { withDocsVersion, type PageSummary } from '../app/pageMetadata';
import type { SiteConfig, ThemeConfig } from '../types';

export function useSite(): SiteContextValue {
  const site = useContext(SiteContext);
  if (!site) {
    throw new Error('useSite() was called outside of the ferrosaurus app.');
  }
  return site;
}

export function useSiteConfig(): SiteConfig {
  return useSite().globals.siteConfig;
}

export function useThemeConfig(): ThemeConfig {
  return useSite().globals.siteConfig.themeConfig;
}

/** The page being shown. */
export function usePage(): PageContextValue {
  const page = useContext(PageContext);
  if (!page) {
    throw new Error('usePage() was called outside of a page.');
  }
  return page;
}

/** The page as the head and `<html>` rules read it (`app/pageMetadata.ts`): tags pages with their docs version. */
export function usePageSummary(): PageSummary {
  return withDocsVersion(usePage().page, useSite().globals.globalData);
}

/** Like `usePageSummary` but null outside of a page. */
export function useOptionalPageSummary(): PageSummary | null {
  const page = useContext(PageContext)?.page;
  const globalData = useContext(SiteContext)?.globals.globalData;
  return page ? withDocsVersion(page, globalData) : null;
}

/** Like `usePage` but null outside of a page (for components usable anywhere). */
export function useOptionalPage(): PageContextValue | null {
  return useContext(PageContext);
}

export function useIsBrowser(): boolean {
  return useContext(BrowserContext);
}

/** `themeConfig.docs.sidebar` (kept in ThemeConfig's pass-through keys). */
export interface DocsSidebarOptions {
  hideable: boolean;
  autoCollapseCategories: boolean;
}

export function useDocsSidebarOptions(): DocsSidebarOptions {
  const docs = useThemeConfig().docs as { sidebar?: Partial<DocsSidebarOptions> } | undefined;
  return {
    hideable: docs?.sidebar?.hideable === true,
    autoCollapseCategories: docs?.sidebar?.autoCollapseCategories === true,
  };
}
