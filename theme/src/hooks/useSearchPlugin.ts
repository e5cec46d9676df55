/** Whether a search plugin ferrosaurus has a search bar for is configured (its global data is set). */
import useDocusaurusContext from '../docusaurus/useDocusaurusContext';

export const SEARCH_PLUGIN = '@cmfcmf/docusaurus-search-local';

export function useSearchPlugin(): boolean {
  return useDocusaurusContext().globalData[SEARCH_PLUGIN] !== undefined;
}
