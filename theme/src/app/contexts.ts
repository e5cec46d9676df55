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
/**
 * A doc's synthetic title: `@theme/DocItem/Content` provides it, `@theme/MDXContent` shows it
 * as the content's first element.
 */
export const SyntheticTitleContext = createContext<string | null>(null);
