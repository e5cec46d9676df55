/**
 * `@theme/DocItem/Content`: the doc's title (unless front matter hides it) above its content.
 * The title is its own `.markdown` block because Rust-rendered content is mounted as HTML.
 */
import type { ReactNode } from 'react';
import { usePage } from '../../../hooks/useSite';
import type { DocItemContentProps } from '../../../theme-classic';

export default function DocItemContent({ children }: DocItemContentProps): ReactNode {
  const { page } = usePage();
  return (
    <>
      {!page.hideTitle && (
        <div className="theme-doc-title markdown">
          <header>
            <h1>{page.title}</h1>
          </header>
        </div>
      )}
      {children}
    </>
  );
}
