/**
 * Docusaurus's collapsible API: `useCollapsible({initialState})` gives the state,
 * `<Collapsible collapsed>` animates its height (the animation of the theme's details blocks).
 */
import { useCallback, useLayoutEffect, useRef, useState, type CSSProperties, type ElementType, type ReactNode } from 'react';
import { animateHeight } from '../../app/contentEnhancer';

export interface CollapsibleState {
  collapsed: boolean;
  setCollapsed: (collapsed: boolean | ((previous: boolean) => boolean)) => void;
  toggleCollapsed: () => void;
}

export function useCollapsible({ initialState, forceState }: { initialState: boolean | (() => boolean); forceState?: boolean }): CollapsibleState {
  const [collapsed, setCollapsed] = useState(initialState);
  const toggleCollapsed = useCallback(() => setCollapsed((c) => !c), []);
  return { collapsed: forceState ?? collapsed, setCollapsed, toggleCollapsed };
}

export interface CollapsibleProps {
  as?: ElementType;
  collapsed: boolean;
  /** Children exist only while expanded. */
  lazy?: boolean;
  className?: string;
  children?: ReactNode;
  onCollapseTransitionEnd?: (collapsed: boolean) => void;
}

const HIDDEN: CSSProperties = { display: 'none', overflow: 'hidden', height: '0px' };

export function Collapsible({ as: As = 'div', collapsed, lazy = false, className, children, onCollapseTransitionEnd }: CollapsibleProps): ReactNode {
  const ref = useRef<HTMLElement | null>(null);
  // `hidden` follows `collapsed` once a collapse animation has finished; lazy children are
  // created on the first expansion.
  const [hidden, setHidden] = useState(collapsed);
  const [opened, setOpened] = useState(!collapsed);
  const latest = useRef(collapsed);
  const wasHidden = useRef(hidden);

  useLayoutEffect(() => {
    latest.current = collapsed;
    if (!collapsed) {
      setOpened(true);
      setHidden(false);
      return;
    }
    const element = ref.current;
    if (!element || wasHidden.current) {
      return;
    }
    animateHeight(element, element.scrollHeight, 0, () => {
      if (latest.current) {
        setHidden(true);
        onCollapseTransitionEnd?.(true);
      }
    });
    // The callback is read when the animation ends; the state change is what starts one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [collapsed]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (wasHidden.current && !hidden && element) {
      animateHeight(element, 0, element.scrollHeight, () => onCollapseTransitionEnd?.(false));
    }
    wasHidden.current = hidden;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hidden]);

  return (
    <As ref={ref} className={className} style={hidden ? HIDDEN : undefined}>
      {opened || !lazy ? children : null}
    </As>
  );
}
