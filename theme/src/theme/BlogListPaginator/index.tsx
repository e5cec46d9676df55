/** `@theme/BlogListPaginator`: "Newer entries" / "Older entries" between list pages (the nav even without either). */
import type { ReactNode } from 'react';
import PaginatorNavLink from '@theme/PaginatorNavLink';
import type { BlogListPaginatorProps } from '../../theme-classic';
import Translate, { translate } from '@docusaurus/Translate';

export default function BlogListPaginator({ paginator }: BlogListPaginatorProps): ReactNode {
  // the nav is there without links too, as Docusaurus writes it
  return (
    <nav className="pagination-nav" aria-label={translate({ id: 'theme.blog.paginator.navAriaLabel', message: 'Blog list page navigation' })}>
      {paginator?.previousPage && (
        <PaginatorNavLink permalink={paginator.previousPage} title={<Translate id="theme.blog.paginator.newerEntries">Newer entries</Translate>} />
      )}
      {paginator?.nextPage && (
        <PaginatorNavLink permalink={paginator.nextPage} title={<Translate id="theme.blog.paginator.olderEntries">Older entries</Translate>} isNext />
      )}
    </nav>
  );
}
