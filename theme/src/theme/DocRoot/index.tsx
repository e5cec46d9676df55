/** `@theme/DocRoot`: the docs layout: sidebar column (hideable) and main column, inside `@theme/Layout`. */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import IconArrow from '@theme/Icon/Arrow';
import { useLocation } from 'react-router';
import BackToTopButton from '@theme/BackToTopButton';
import DocSidebar from '@theme/DocSidebar';
import Layout from '@theme/Layout';
import { useHiddenSidebar } from '../../hooks/useHiddenSidebar';
import { usePage } from '../../hooks/useSite';
import type { DocRootProps } from '../../theme-classic';
import styles from './styles.module.css';

function ExpandButton({ onExpand }: { onExpand: () => void }): ReactNode {
  return (
    <div
      className={styles.expandButton}
      title="Expand sidebar"
      aria-label="Expand sidebar"
      tabIndex={0}
      role="button"
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onExpand();
        }
      }}
      onClick={onExpand}
    >
      <IconArrow className={styles.expandButtonIcon} />
    </div>
  );
}

export default function DocRoot({ children }: DocRootProps): ReactNode {
  const { page, sidebar } = usePage();
  const { pathname } = useLocation();
  const { hiddenContainer, hiddenSidebar, collapse, expand, onContainerTransitionEnd } = useHiddenSidebar();
  return (
    <Layout>
      <div className={clsx(styles.docsWrapper, page.doc?.sidebarClassName)}>
        <BackToTopButton />
        <div className={styles.docRoot}>
          {sidebar && (
            <aside
              className={clsx('theme-doc-sidebar-container', styles.docSidebarContainer, hiddenContainer && styles.docSidebarContainerHidden)}
              onTransitionEnd={onContainerTransitionEnd}
            >
              <div className={clsx(styles.sidebarViewport, hiddenSidebar && styles.sidebarViewportHidden)}>
                <DocSidebar sidebar={sidebar} path={pathname} onCollapse={collapse} />
                {hiddenSidebar && <ExpandButton onExpand={expand} />}
              </div>
            </aside>
          )}
          <main
            className={clsx(
              styles.docMainContainer,
              (hiddenContainer || !sidebar) && styles.docMainContainerEnhanced,
            )}
          >
            <div className={clsx('container padding-top--md padding-bottom--lg', sidebar && hiddenContainer && styles.docItemWrapperEnhanced)}>
              {children}
            </div>
          </main>
        </div>
      </div>
    </Layout>
  );
}
