/** The search settings the plugin passes as global data (no lunr here: this is in the first-load JS). */

/** The plugin's global data: query boosts and the number of results. */
export interface SearchSettings {
  titleBoost: number;
  contentBoost: number;
  tagsBoost: number;
  parentCategoriesBoost: number;
  indexDocSidebarParentCategories: number;
  maxSearchResults: number;
  /** The index language (`en`, or a lunr-languages code whose pipeline the index names). */
  language: string;
  /** The plugin's `style` option: `none` leaves the bar unstyled (the site brings its own CSS). */
  style?: 'none';
}

export const DEFAULT_SEARCH_SETTINGS: SearchSettings = {
  titleBoost: 5,
  contentBoost: 1,
  tagsBoost: 3,
  parentCategoriesBoost: 2,
  indexDocSidebarParentCategories: 0,
  maxSearchResults: 8,
  language: 'en',
};

/**
 * The bar's CSS module classes, or none at all under `style: "none"` (the plugin then leaves out
 * its CSS; here the rules stay in the stylesheet but no element carries their classes).
 */
export function searchStyles<T extends Readonly<Record<string, string>>>(styles: T, style: SearchSettings['style']): Partial<T> {
  return style === 'none' ? {} : styles;
}
