/**
 * The id of the heading the reader is at, for the desktop TOC: the first anchor heading below
 * the navbar if it is in the top half of the viewport, else the one before it; the last one
 * when all are above.
 */
import { useEffect, useState } from 'react';

function navbarHeight(): number {
  const navbar = document.querySelector<HTMLElement>('.navbar');
  return navbar ? navbar.clientHeight : 0;
}

/** `offset`: where content starts below the top (the navbar height; 0 when it hides on scroll). */
function activeHeadingId(selector: string, offset: number): string | null {
  const headings = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((h) => h.id);
  if (headings.length === 0) {
    return null;
  }
  const nextIndex = headings.findIndex((heading) => heading.getBoundingClientRect().top >= offset);
  if (nextIndex === -1) {
    return headings[headings.length - 1]?.id ?? null;
  }
  const next = headings[nextIndex];
  if (next && next.getBoundingClientRect().top < window.innerHeight / 2) {
    return next.id;
  }
  return nextIndex > 0 ? (headings[nextIndex - 1]?.id ?? null) : null;
}

export function useTOCHighlight(minLevel: number, maxLevel: number, contentKey: string, navbarHides = false): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    const levels: string[] = [];
    for (let level = minLevel; level <= maxLevel; level += 1) {
      levels.push(`h${level}.anchor`);
    }
    const selector = levels.join(', ');
    const update = () => setActive(activeHeadingId(selector, navbarHides ? 0 : navbarHeight()));
    update();
    document.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      document.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [minLevel, maxLevel, contentKey, navbarHides]);
  return active;
}
