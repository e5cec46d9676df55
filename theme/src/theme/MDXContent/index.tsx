/**
 * `@theme/MDXContent`: the Rust-rendered content HTML, mounted as is and enhanced by delegated
 * listeners (copy buttons, tabs, details, in-app links).
 */
import { useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import { useContentEnhancer } from '../../hooks/useContentEnhancer';
import type { MDXContentProps } from '../../theme-classic';

export default function MDXContent({ html, className }: MDXContentProps): ReactNode {
  const root = useRef<HTMLDivElement | null>(null);
  useContentEnhancer(root, html);
  return (
    <div
      ref={root}
      className={clsx('theme-doc-markdown markdown', className)}
      data-ferrosaurus-content=""
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
