/** `@theme/BlogListPaginator`: "Newer entries" / "Older entries" between list pages. */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { BlogListPaginatorProps } from '../../theme-classic';

export default function BlogListPaginator({ paginator }: BlogListPaginatorProps): ReactNode {
  if (!paginator || (!paginator.previousPage && !paginator.nextPage)) {
    return null;
  }
  return (
    <nav className="pagination-nav" aria-label="Blog list page navigation">
      {paginator.previousPage && (
        <Link className="pagination-nav__link pagination-nav__link--prev" to={paginator.previousPage}>
          <div className="pagination-nav__label">Newer entries</div>
        </Link>
      )}
      {paginator.nextPage && (
        <Link className="pagination-nav__link pagination-nav__link--next" to={paginator.nextPage}>
          <div className="pagination-nav__label">Older entries</div>
        </Link>
      )}
    </nav>
  );
}
