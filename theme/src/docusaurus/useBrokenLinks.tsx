/**
 * `@docusaurus/useBrokenLinks`: what the broken-link check reads of a page. As in Docusaurus,
 * `@docusaurus/Link` reports each internal link it renders, so the check covers the links made
 * through `Link` (and the links written in Markdown), not an `<a href>` a component writes
 * itself. The server render collects them ({@link BrokenLinksCollector}); in the browser the
 * collector does nothing. Anchors are read from the built HTML (every `id`), so
 * `collectAnchor` has nothing to record.
 */
import { createContext, useContext, type ReactNode } from 'react';

export interface BrokenLinks {
  collectLink: (link: string | undefined) => void;
  collectAnchor: (anchor: string | undefined) => void;
}

const nothingCollected: BrokenLinks = { collectLink: () => {}, collectAnchor: () => {} };

const BrokenLinksContext = createContext<BrokenLinks>(nothingCollected);

/** The links one server render reported, in the order first reported. */
export class BrokenLinksCollector implements BrokenLinks {
  readonly links = new Set<string>();

  collectLink = (link: string | undefined): void => {
    if (link) {
      this.links.add(link);
    }
  };

  collectAnchor = (_anchor: string | undefined): void => {};
}

export function BrokenLinksProvider({ collector, children }: { collector: BrokenLinks; children: ReactNode }): ReactNode {
  return <BrokenLinksContext.Provider value={collector}>{children}</BrokenLinksContext.Provider>;
}

export default function useBrokenLinks(): BrokenLinks {
  return useContext(BrokenLinksContext);
}
