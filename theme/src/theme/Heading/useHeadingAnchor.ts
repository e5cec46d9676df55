/** Whether a heading gets an anchor, its classes and the hash link's label ("Direct link to X"). */
import { Children, isValidElement, type ReactNode } from 'react';
import clsx from 'clsx';
import type { HeadingType } from '../../theme-classic';

/** The heading's text as read aloud: the text of every nested element, whitespace collapsed. */
export function headingText(children: ReactNode): string {
  const collect = (node: ReactNode): string =>
    Children.toArray(node)
      .map((c) => {
        if (typeof c === 'string' || typeof c === 'number') {
          return String(c);
        }
        return isValidElement(c) ? collect((c.props as { children?: ReactNode }).children) : '';
      })
      .join('');
  return collect(children).replace(/\s+/g, ' ').trim();
}

/** The anchor class for the navbar kind, as Docusaurus 3.10 names them:
 * `anchorTargetHideOnScrollNavbar` when `navbar.hideOnScroll` is on (the heading scrolls to
 * the top), else `anchorTargetStickyNavbar` (room for the navbar above it). */
export function anchorClass(hideOnScroll: boolean): string {
  return hideOnScroll ? 'anchorTargetHideOnScrollNavbar' : 'anchorTargetStickyNavbar';
}

export function useHeadingAnchor(
  as: HeadingType,
  id: string | undefined,
  children: ReactNode,
  hideOnScroll = false,
): { className: (extra?: string) => string; label: string } | null {
  if (as === 'h1' || !id) {
    return null;
  }
  const title = headingText(children) || id;
  return {
    className: (extra) => clsx('anchor', anchorClass(hideOnScroll), extra),
    label: `Direct link to ${title}`,
  };
}
