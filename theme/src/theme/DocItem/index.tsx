/** `@theme/DocItem`: one doc: breadcrumbs, title, content, footer, paginator and TOC. */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocItemFooter from '@theme/DocItem/Footer';
import DocPaginator from '@theme/DocPaginator';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocVersionBanner from '@theme/DocVersionBanner';
import MDXContent from '@theme/MDXContent';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import { usePage } from '../../hooks/useSite';
import styles from './styles.module.css';

function UnlistedBanner(): ReactNode {
  return (
    <div className="theme-unlisted-banner alert alert--warning margin-bottom--md">
      <div className="admonitionHeading">Unlisted page</div>
      <div>This page is unlisted. Search engines will not index it, and only users having a direct link can access it.</div>
    </div>
  );
}

export default function DocItem(): ReactNode {
  const { page } = usePage();
  const doc = page.doc;
  const toc = page.toc ?? [];
  const showToc = !page.hideTableOfContents && toc.length > 0;
  return (
    <div className="row">
      <div className={clsx('col', showToc && styles.docItemCol)}>
        {doc?.unlisted && <UnlistedBanner />}
        <DocVersionBanner />
        <div className={styles.docItemContainer}>
          <article>
            {doc && <DocBreadcrumbs breadcrumbs={doc.breadcrumbs} />}
            <DocVersionBadge />
            {showToc && <TOCCollapsible toc={toc} />}
            {!page.hideTitle && (
              <div className="theme-doc-title markdown">
                <header>
                  <h1>{page.title}</h1>
                </header>
              </div>
            )}
            <MDXContent html={page.html ?? ''} component={page.contentComponent} />
            <DocItemFooter />
          </article>
          <DocPaginator previous={doc?.previous} next={doc?.next} />
        </div>
      </div>
      {showToc && (
        <div className="col col--3">
          <TOC toc={toc} />
        </div>
      )}
    </div>
  );
}
