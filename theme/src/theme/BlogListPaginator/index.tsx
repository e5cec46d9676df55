/** `@theme/BlogListPaginator`: "Newer entries" / "Older entries" between list pages. */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { BlogListPaginatorProps } from '../../theme-classic';
import Translate, { translate } from '@docusaurus/Translate';

export default function BlogListPaginator({ paginator }: BlogListPaginatorProps): ReactNode {
  if (!paginator || (!paginator.previousPage && !paginator.nextPage)) {
    return null;
  }
  return (
    <nav className="pagination-nav" aria-label={translate({ id: 'theme.blog.paginator.navAriaLabel', message: 'Blog list page navigation' })}>
      {paginator.previousPage && (
        <Link className="pagination-nav__link pagination-nav__link--prev" to={paginator.previousPage}>
          <div className="pagination-nav__label">
            <Translate id="theme.blog.paginator.newerEntries">Newer entries</Translate>
          </div>
        </Link>
      )}
      {paginator.nextPage && (
        <Link className="pagination-nav__link pagination-nav__link--next" to={paginator.nextPage}>
          <div className="pagination-nav__label">
            <Translate id="theme.blog.paginator.olderEntries">Older entries</Translate>
          </div>
        </Link>
      )}
    </nav>
  );
}
