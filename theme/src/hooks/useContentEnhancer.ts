/** Wires the content HTML's interactive markup (see `app/contentEnhancer.ts`) to a content root. */
import { useEffect, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { enhanceContent, restoreTabs } from '../app/contentEnhancer';

export function useContentEnhancer(root: RefObject<HTMLElement | null>, html: string): void {
  const navigate = useNavigate();

  useEffect(() => {
    const element = root.current;
    if (!element) {
      return undefined;
    }
    return enhanceContent(element, (to) => {
      void navigate(to);
    });
  }, [root, navigate]);

  useEffect(() => {
    if (root.current) {
      restoreTabs(root.current);
    }
  }, [root, html]);
}
