/** `@theme/TOCCollapsible`: the mobile "On this page" table of contents, collapsed at first. */
import { useState, type ReactNode } from 'react';
import clsx from 'clsx';
import TOCItems from '@theme/TOCItems';
import { tocLevels } from '../../app/tocTree';
import { useThemeConfig } from '../../hooks/useSite';
import type { TOCCollapsibleProps } from '../../theme-classic';
import styles from './styles.module.css';
import Translate from '@docusaurus/Translate';

export default function TOCCollapsible({ toc, className }: TOCCollapsibleProps): ReactNode {
  const [expanded, setExpanded] = useState(false);
  const [minHeadingLevel, maxHeadingLevel] = tocLevels(toc, useThemeConfig().tableOfContents);
  return (
    <div className={clsx(styles.tocCollapsible, expanded && styles.tocCollapsibleExpanded, className)}>
      <button
        type="button"
        className={clsx('clean-btn', styles.tocCollapsibleButton)}
        aria-expanded={expanded}
        onClick={() => setExpanded(!expanded)}
      >
        <Translate id="theme.TOCCollapsible.toggleButtonLabel">On this page</Translate>
      </button>
      {expanded && (
        <TOCItems
          toc={toc}
          minHeadingLevel={minHeadingLevel}
          maxHeadingLevel={maxHeadingLevel}
          className={clsx('table-of-contents', styles.tocCollapsibleContent)}
        />
      )}
    </div>
  );
}
