/**
 * The `@generated/pages` components a page renders (`component`, `contentComponent`). In the
 * browser each is an async chunk: it must be loaded before the page renders (hydration and
 * client navigation wait for this), so `pages[key]` is there when PageView reads it.
 */
import { loadPage } from '@generated/pages';
import type { PageData } from '../types';

export function loadPageComponents(page: Pick<PageData, 'component' | 'contentComponent'>): Promise<void> {
  const keys = [page.component, page.contentComponent].filter((key): key is string => key !== undefined);
  return Promise.all(keys.map((key) => loadPage(key))).then(() => undefined);
}
