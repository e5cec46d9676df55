/**
 * `@theme/Heading`: a heading with an anchor (`anchor anchorTargetStickyNavbar`, or
 * `anchorTargetHideOnScrollNavbar` with `navbar.hideOnScroll`) and its hash link,
 * the same markup the Markdown renderer writes for headings; `h1` (without its id, as in
 * Docusaurus) and headings without an `id` are plain.
 */
import type { ReactNode } from 'react';
import { useThemeConfig } from '../../hooks/useSite';
import { useHeadingAnchor } from './useHeadingAnchor';
import type { HeadingProps } from '../../theme-classic';

export default function Heading({ as: As, id, className, children, ...props }: HeadingProps): ReactNode {
  const anchor = useHeadingAnchor(As, id, children, useThemeConfig().navbar?.hideOnScroll === true);
  if (!anchor) {
    return (
      <As id={As === 'h1' ? undefined : id} className={className} {...props}>
        {children}
      </As>
    );
  }
  return (
    <As {...props} id={id} className={anchor.className(className)}>
      {children}
      <a href={`#${id}`} className="hash-link" aria-label={anchor.label} title={anchor.label}>
        &#8203;
      </a>
    </As>
  );
}
