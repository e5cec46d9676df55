/**
 * Open/close of a `<details>` block with the height animation of the Rust-rendered details
 * (`animateHeight`): the summary click is taken over so closing can animate before `open` is
 * removed. `data-collapsed` says where the block is going; the first render is the server's.
 */
import { useCallback, useRef, useState, type MouseEvent, type RefObject, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import { animateHeight } from '../app/contentEnhancer';

export interface DetailsState {
  ref: RefObject<HTMLDetailsElement | null>;
  contentRef: RefObject<HTMLDivElement | null>;
  open: boolean;
  collapsed: boolean;
  onSummaryClick: (event: MouseEvent<HTMLElement>) => void;
  onToggle: (event: SyntheticEvent<HTMLDetailsElement>) => void;
}

export function useDetails(initiallyOpen: boolean): DetailsState {
  const ref = useRef<HTMLDetailsElement | null>(null);
  const contentRef = useRef<HTMLDivElement | null>(null);
  const [open, setOpen] = useState(initiallyOpen);
  const [collapsed, setCollapsed] = useState(!initiallyOpen);
  const animating = useRef(false);

  const onSummaryClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if ((event.target as Element).closest('a')) {
        return;
      }
      event.preventDefault();
      const content = contentRef.current;
      if (!content || animating.current) {
        return;
      }
      animating.current = true;
      if (open) {
        setCollapsed(true);
        animateHeight(content, content.scrollHeight, 0, () => {
          setOpen(false);
          animating.current = false;
        });
      } else {
        flushSync(() => {
          setOpen(true);
          setCollapsed(false);
        });
        animateHeight(content, 0, content.scrollHeight, () => {
          animating.current = false;
        });
      }
    },
    [open],
  );

  // The browser may open the block itself (find in page, a #hash inside it).
  const onToggle = useCallback((event: SyntheticEvent<HTMLDetailsElement>) => {
    if (animating.current) {
      return;
    }
    const isOpen = event.currentTarget.open;
    setOpen(isOpen);
    setCollapsed(!isOpen);
  }, []);

  return { ref, contentRef, open, collapsed, onSummaryClick, onToggle };
}
