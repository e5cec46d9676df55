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
