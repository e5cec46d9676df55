/** Whether a heading gets an anchor, its classes and the hash link's label ("Direct link to X"). */
import { Children, type ReactNode } from 'react';
import clsx from 'clsx';
import type { HeadingType } from '../../theme-classic';

function text(children: ReactNode): string {
  return Children.toArray(children)
    .map((c) => (typeof c === 'string' || typeof c === 'number' ? String(c) : ''))
    .join('')
    .trim();
}

export function useHeadingAnchor(
  as: HeadingType,
  id: string | undefined,
  children: ReactNode,
): { className: (extra?: string) => string; label: string } | null {
  if (as === 'h1' || !id) {
    return null;
  }
  const title = text(children) || id;
  return {
    className: (extra) => clsx('anchor', 'anchorWithStickyNavbar', extra),
    label: `Direct link to ${title}`,
  };
}
