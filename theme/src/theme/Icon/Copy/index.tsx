/**
 * `@theme/Icon/Copy`: the code block's copy icon (the Markdown renderer writes the same SVG
 * into Rust-rendered code blocks, crates/markdown/src/code.rs).
 */
import type { ReactNode } from 'react';
import type { IconProps } from '../../../theme-classic';

export default function IconCopy(props: IconProps): ReactNode {
  return (
    <svg viewBox="0 0 24 24" {...props}>
      <rect x="8" y="8" width="12" height="13" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M16 5V4a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v12a1 1 0 0 0 1 1h1" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
