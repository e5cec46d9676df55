/** `@theme/DocItem/TOC/Desktop`: the doc's table of contents in the right column. */
import type { ReactNode } from 'react';
import TOC from '@theme/TOC';
import { useDocTOC } from '../../Layout/useDocTOC';

export default function DocItemTOCDesktop(): ReactNode {
  const { toc } = useDocTOC();
  return <TOC toc={toc} className="theme-doc-toc-desktop" />;
}
