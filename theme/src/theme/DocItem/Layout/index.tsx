/**
 * `@theme/DocItem/Layout`: the doc's columns: banners, breadcrumbs, version badge, mobile TOC,
 * content, footer and paginator, then the desktop TOC. Every part is a `@theme/*` import.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import ContentVisibility from '@theme/ContentVisibility';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocItemContent from '@theme/DocItem/Content';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocVersionBanner from '@theme/DocVersionBanner';
import { usePage } from '../../../hooks/useSite';
import type { DocItemLayoutProps } from '../../../theme-classic';
import { useDocTOC } from './useDocTOC';
import styles from './styles.module.css';

export default function DocItemLayout({ children }: DocItemLayoutProps): ReactNode {
  const doc = usePage().page.doc;
  const { hidden, canRender } = useDocTOC();
  return (
    <div className="row">
      <div className={clsx('col', !hidden && styles.docItemCol)}>
        <ContentVisibility metadata={{ unlisted: doc?.unlisted }} />
        <DocVersionBanner />
        <div className={styles.docItemContainer}>
          <article>
            {doc && <DocBreadcrumbs breadcrumbs={doc.breadcrumbs} />}
            <DocVersionBadge />
            {canRender && <DocItemTOCMobile />}
            <DocItemContent>{children}</DocItemContent>
            <DocItemFooter />
          </article>
          <DocItemPaginator />
        </div>
      </div>
      {canRender && (
        <div className="col col--3">
          <DocItemTOCDesktop />
        </div>
      )}
    </div>
  );
}
