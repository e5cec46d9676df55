/**
 * A doc's table of contents: `hidden` by front matter (the content column then takes the
 * width), shown (`canRender`) when not hidden and not empty, as Docusaurus's `useDocTOC`.
 */
import { usePage } from '../../../hooks/useSite';
import type { TocItem } from '../../../types';

export interface DocTOC {
  toc: TocItem[];
  hidden: boolean;
  canRender: boolean;
}

export function useDocTOC(): DocTOC {
  const { page } = usePage();
  const toc = page.toc ?? [];
  const hidden = page.hideTableOfContents === true;
  return { toc, hidden, canRender: !hidden && toc.length > 0 };
}
