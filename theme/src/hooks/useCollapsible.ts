/**
 * Height animation of a collapsible list whose children exist only while expanded: expanding
 * mounts them and animates from 0 to their height; collapsing animates to 0 and then unmounts
 * them. The first render is not animated (SSR and hydration render the final state).
 */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { animateHeight } from '../app/contentEnhancer';

export interface Collapsible<T extends HTMLElement> {
  ref: RefObject<T | null>;
  /** Whether the children are rendered (true while a collapse animation runs). */
  mounted: boolean;
}

export function useCollapsible<T extends HTMLElement>(collapsed: boolean): Collapsible<T> {
  const ref = useRef<T | null>(null);
  const [mounted, setMounted] = useState(!collapsed);
  const latest = useRef(collapsed);
  const opening = useRef(false);

  useLayoutEffect(() => {
    const changed = latest.current !== collapsed;
    latest.current = collapsed;
    if (!changed) {
      return;
    }
    const element = ref.current;
    if (!collapsed) {
      if (element) {
        animateHeight(element, element.offsetHeight, element.scrollHeight, () => {});
      } else {
        opening.current = true;
        setMounted(true);
      }
      return;
    }
    if (!element) {
      setMounted(false);
      return;
    }
    animateHeight(element, element.scrollHeight, 0, () => {
      if (latest.current) {
        setMounted(false);
      }
    });
  }, [collapsed]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (mounted && opening.current && element) {
      opening.current = false;
      animateHeight(element, 0, element.scrollHeight, () => {});
    }
  }, [mounted]);

  return { ref, mounted };
}
