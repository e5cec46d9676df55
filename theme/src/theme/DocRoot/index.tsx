/** `@theme/DocRoot`: the docs layout: sidebar column and main column, inside `@theme/Layout`. */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import BackToTopButton from '@theme/BackToTopButton';
import DocSidebar from '@theme/DocSidebar';
import Layout from '@theme/Layout';
import { usePage } from '../../hooks/useSite';
import { useLocation } from 'react-router';
import type { DocRootProps } from '../../theme-classic';
import styles from './styles.module.css';

export default function DocRoot({ children }: DocRootProps): ReactNode {
  const { page, sidebar } = usePage();
  const { pathname } = useLocation();
  return (
    <Layout wrapperClassName={clsx('docs-wrapper', 'plugin-docs', page.doc?.sidebarClassName)}>
      <BackToTopButton />
      <div className={styles.docRoot}>
        {sidebar && (
          <aside className={clsx('theme-doc-sidebar-container', styles.docSidebarContainer)}>
            <DocSidebar sidebar={sidebar} path={pathname} />
          </aside>
        )}
        <main className={clsx(styles.docMainContainer, sidebar && styles.docMainContainerWithSidebar)}>
          <div className="container padding-top--md padding-bottom--lg">{children}</div>
        </main>
      </div>
    </Layout>
  );
}
