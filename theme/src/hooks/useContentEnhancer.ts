/** Wires the content HTML's interactive markup (see `app/contentEnhancer.ts`) to a content root;
 * `staticOnly` for compiled MDX: only the static tabs the build rendered into it. */
import { useEffect, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { enhanceContent, restoreTabs } from '../app/contentEnhancer';

export function useContentEnhancer(root: RefObject<HTMLElement | null>, html: string, staticOnly = false): void {
  const navigate = useNavigate();

  useEffect(() => {
    const element = root.current;
    if (!element) {
      return undefined;
    }
    return enhanceContent(
      element,
      (to) => {
        void navigate(to);
      },
      staticOnly,
    );
  }, [root, navigate, staticOnly]);

  useEffect(() => {
    if (root.current) {
      restoreTabs(root.current, staticOnly);
    }
  }, [root, html, staticOnly]);
}
