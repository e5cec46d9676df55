/** `@theme/TOC`: the desktop table of contents, highlighting the heading being read. */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import TOCItems from '@theme/TOCItems';
import { tocLevels } from '../../app/tocTree';
import { useThemeConfig } from '../../hooks/useSite';
import { useTOCHighlight } from '../../hooks/useTOCHighlight';
import type { TOCProps } from '../../theme-classic';
import styles from './styles.module.css';

export default function TOC({ toc, minHeadingLevel, maxHeadingLevel, className }: TOCProps): ReactNode {
  const themeConfig = useThemeConfig();
  const [dataMin, dataMax] = tocLevels(toc, themeConfig.tableOfContents);
  const min = minHeadingLevel ?? dataMin;
  const max = maxHeadingLevel ?? dataMax;
  const activeId = useTOCHighlight(min, max, toc.map((item) => item.id).join(' '), themeConfig.navbar.hideOnScroll);
  return (
    <div className={clsx(styles.tableOfContents, 'thin-scrollbar', className)}>
      <TOCItems toc={toc} minHeadingLevel={min} maxHeadingLevel={max} activeId={activeId} linkClassName="table-of-contents__link toc-highlight" />
    </div>
  );
}
