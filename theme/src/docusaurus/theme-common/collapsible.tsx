/**
 * Docusaurus's collapsible API: `useCollapsible({initialState})` gives the state,
 * `<Collapsible collapsed>` animates its height (the theme's `useCollapsible` animation).
 */
import { useCallback, useState, type CSSProperties, type ElementType, type ReactNode } from 'react';
import { useCollapsible as useHeightAnimation } from '../../hooks/useCollapsible';

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

export function Collapsible({ as: As = 'div', collapsed, lazy = false, className, children }: CollapsibleProps): ReactNode {
  const { ref, mounted } = useHeightAnimation<HTMLElement>(collapsed);
  return (
    <As ref={ref} className={className} style={mounted ? undefined : HIDDEN}>
      {mounted || !lazy ? children : null}
    </As>
  );
}
