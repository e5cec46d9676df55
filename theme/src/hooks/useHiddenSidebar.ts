/**
 * Collapsed state of a hideable desktop sidebar. The column narrows first (CSS transition on
 * its width); the sidebar content is hidden once that transition ends, and shown again as
 * soon as it expands. Collapsing scrolls nothing; the choice resets on a full page load.
 */
import { useCallback, useState } from 'react';

export interface HiddenSidebar {
  /** The column is narrow (or narrowing). */
  hiddenContainer: boolean;
  /** The menu itself is hidden (the expand button shows). */
  hiddenSidebar: boolean;
  collapse: () => void;
  expand: () => void;
  onContainerTransitionEnd: (event: { target: EventTarget; currentTarget: EventTarget }) => void;
}

export function useHiddenSidebar(): HiddenSidebar {
  const [hiddenContainer, setHiddenContainer] = useState(false);
  const [hiddenSidebar, setHiddenSidebar] = useState(false);
  const collapse = useCallback(() => setHiddenContainer(true), []);
  const expand = useCallback(() => {
    setHiddenSidebar(false);
    setHiddenContainer(false);
  }, []);
  const onContainerTransitionEnd = useCallback(
    (event: { target: EventTarget; currentTarget: EventTarget }) => {
      if (event.target === event.currentTarget && hiddenContainer) {
        setHiddenSidebar(true);
      }
    },
    [hiddenContainer],
  );
  return { hiddenContainer, hiddenSidebar, collapse, expand, onContainerTransitionEnd };
}
