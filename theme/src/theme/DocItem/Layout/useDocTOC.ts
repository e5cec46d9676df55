/** Whether a doc shows its table of contents (not hidden by front matter, not empty). */
import { usePage } from '../../../hooks/useSite';
import type { TocItem } from '../../../types';

export interface DocTOC {
  toc: TocItem[];
  hidden: boolean;
}

export function useDocTOC(): DocTOC {
  const { page } = usePage();
  const toc = page.toc ?? [];
  return { toc, hidden: page.hideTableOfContents === true || toc.length === 0 };
}
