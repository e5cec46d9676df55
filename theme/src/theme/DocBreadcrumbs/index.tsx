/** `@theme/DocBreadcrumbs`: home icon, ancestor categories, then the page (not a link). */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useSiteConfig } from '../../hooks/useSite';
import type { DocBreadcrumbsProps } from '../../theme-classic';

function HomeIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" className="breadcrumbHomeIcon" width={14} height={14} aria-hidden="true">
      <path
        d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6c-.38-.34-.96-.34-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z"
        fill="currentColor"
      />
    </svg>
  );
}

export default function DocBreadcrumbs({ breadcrumbs }: DocBreadcrumbsProps): ReactNode {
  const { baseUrl } = useSiteConfig();
  if (breadcrumbs.length === 0) {
    return null;
  }
  return (
    <nav className="theme-doc-breadcrumbs breadcrumbsContainer" aria-label="Breadcrumbs">
      <ul className="breadcrumbs">
        <li className="breadcrumbs__item">
          <Link aria-label="Home page" className="breadcrumbs__link" to={baseUrl}>
            <HomeIcon />
          </Link>
        </li>
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
  );
}
