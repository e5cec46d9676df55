/** React contexts shared by the app shell, the hooks and the components. */
import { createContext } from 'react';
import type { DataClient } from '../data/dataClient';
import type { Globals, PageData, SidebarItem } from '../types';

/** Site-wide data: the same for every route. */
export interface SiteContextValue {
  globals: Globals;
  data: DataClient;
}

/** The route being shown (which may lag behind the URL while the next one loads). */
export interface PageContextValue {
  page: PageData;
  sidebar: SidebarItem[] | null;
}

export const SiteContext = createContext<SiteContextValue | null>(null);
export const PageContext = createContext<PageContextValue | null>(null);
/** False during SSR and hydration, true once the app has mounted in a browser. */
export const BrowserContext = createContext(false);
