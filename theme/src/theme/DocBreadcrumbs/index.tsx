/** `@theme/DocBreadcrumbs`: home icon, ancestor categories, then the page (not a link), and their JSON-LD. */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import HomeBreadcrumbItem from '@theme/DocBreadcrumbs/Items/Home';
import DocBreadcrumbsStructuredData from '@theme/DocBreadcrumbs/StructuredData';
import type { DocBreadcrumbsProps } from '../../theme-classic';

export default function DocBreadcrumbs({ breadcrumbs }: DocBreadcrumbsProps): ReactNode {
  if (breadcrumbs.length === 0) {
    return null;
  }
  return (
    <>
      <DocBreadcrumbsStructuredData breadcrumbs={breadcrumbs} />
      <nav className="theme-doc-breadcrumbs breadcrumbsContainer" aria-label="Breadcrumbs">
        <ul className="breadcrumbs">
          <HomeBreadcrumbItem />
          {breadcrumbs.map((crumb, index) => {
            const last = index === breadcrumbs.length - 1;
            return (
              <li key={index} className={clsx('breadcrumbs__item', last && 'breadcrumbs__item--active')}>
                {crumb.href && !last ? (
                  <Link className="breadcrumbs__link" to={crumb.href}>
                    <span>{crumb.label}</span>
                  </Link>
                ) : (
                  <span className="breadcrumbs__link">{crumb.label}</span>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
