/**
 * `@docusaurus/useBrokenLinks`: ferrosaurus checks links and anchors on the built HTML, so the
 * collector a component reports to has nothing to do.
 */
export interface BrokenLinks {
  collectLink: (link: string | undefined) => void;
  collectAnchor: (anchor: string | undefined) => void;
}

const collector: BrokenLinks = { collectLink: () => {}, collectAnchor: () => {} };

export default function useBrokenLinks(): BrokenLinks {
  return collector;
}
