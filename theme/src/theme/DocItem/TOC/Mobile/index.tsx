/** `@theme/DocItem/TOC/Mobile`: the doc's collapsible "On this page" above its content (narrow screens). */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import TOCCollapsible from '@theme/TOCCollapsible';
import { useDocTOC } from '../../Layout/useDocTOC';
import styles from './styles.module.css';

export default function DocItemTOCMobile(): ReactNode {
  const { toc } = useDocTOC();
  return <TOCCollapsible toc={toc} className={clsx('theme-doc-toc-mobile', styles.tocMobile)} />;
}
