/**
 * `@theme/Icon/Success`: the check mark a copy button shows once copied (the same SVG as the
 * Markdown renderer's, crates/markdown/src/code.rs).
 */
import type { ReactNode } from 'react';
import type { IconProps } from '../../../theme-classic';

export default function IconSuccess(props: IconProps): ReactNode {
  return (
    <svg viewBox="0 0 24 24" {...props}>
      <path d="M4 12.5l5 5L20 6.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
