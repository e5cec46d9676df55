/** `@theme/DocPaginator`: previous/next links in sidebar order. */
import type { ReactNode } from 'react';
import PaginatorNavLink from '@theme/PaginatorNavLink';
import { translate } from '@docusaurus/Translate';
import type { DocPaginatorProps } from '../../theme-classic';

export default function DocPaginator({ previous, next }: DocPaginatorProps): ReactNode {
  if (!previous && !next) {
    return null;
  }
  return (
    <nav className="docusaurus-mt-lg pagination-nav" aria-label={translate({ id: 'theme.docs.paginator.navAriaLabel', message: 'Docs pages' })}>
      {previous && (
        <PaginatorNavLink {...previous} subLabel={translate({ id: 'theme.docs.paginator.previous', message: 'Previous' })} />
      )}
      {next && <PaginatorNavLink {...next} subLabel={translate({ id: 'theme.docs.paginator.next', message: 'Next' })} isNext />}
    </nav>
  );
}
