/**
 * Copying a code block to the clipboard: the copy button's own hook, and the delegated handler
 * for copy buttons inside static HTML islands of compiled MDX (code fences the build rendered
 * to HTML, which React does not manage). A click the React button handled is marked so the
 * delegated handler (on `window`, after React's listeners) leaves it alone.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { codeBlockText } from '../../../app/contentEnhancer';

const COPIED_MS = 1000;
const COPY_LABEL = 'Copy code to clipboard';
const COPIED_LABEL = 'Copied';

/** Clicks a React copy button handled. */
const handledClicks = new WeakSet<Event>();

function copyWithSelection(text: string): void {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    copyWithSelection(text);
  }
}

export function useCopyButton(code: string): { copied: boolean; copy: (event?: Event) => void } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = useCallback(
    (event?: Event) => {
      if (event) {
        handledClicks.add(event);
      }
      void copyText(code).then(() => {
        setCopied(true);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
      });
    },
    [code],
  );
  return { copied, copy };
}

/** Wires the copy buttons of static HTML under `root` (not those React renders). */
export function useStaticCopyButtons(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (handledClicks.has(event)) {
        return;
      }
      const button = (event.target as Element | null)?.closest<HTMLElement>('[data-copy-code]');
      const block = button?.closest('.theme-code-block');
      if (!button || !block || !root.current?.contains(button)) {
        return;
      }
      void copyText(codeBlockText(block)).then(() => {
        button.classList.add('copied');
        button.setAttribute('aria-label', COPIED_LABEL);
        window.setTimeout(() => {
          button.classList.remove('copied');
          button.setAttribute('aria-label', COPY_LABEL);
        }, COPIED_MS);
      });
    };
    window.addEventListener('click', onClick);
    return () => window.removeEventListener('click', onClick);
  }, [root]);
}
