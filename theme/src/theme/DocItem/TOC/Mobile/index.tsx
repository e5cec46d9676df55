/** `@theme/DocItem/TOC/Mobile`: the doc's collapsible "On this page" above its content. */
import type { ReactNode } from 'react';
import TOCCollapsible from '@theme/TOCCollapsible';
import { useDocTOC } from '../../Layout/useDocTOC';

export default function DocItemTOCMobile(): ReactNode {
  const { toc } = useDocTOC();
  return <TOCCollapsible toc={toc} />;
}
