/** `@theme/DocPaginator`: previous/next links in sidebar order. */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import PaginatorNavLink from '@theme/PaginatorNavLink';
import { translate } from '@docusaurus/Translate';
import type { DocPaginatorProps } from '../../theme-classic';

export default function DocPaginator({ previous, next, className }: DocPaginatorProps): ReactNode {
  // the nav is there without links too, as Docusaurus writes it
  return (
    <nav className={clsx(className, 'pagination-nav')} aria-label={translate({ id: 'theme.docs.paginator.navAriaLabel', message: 'Docs pages' })}>
      {previous && (
        <PaginatorNavLink {...previous} subLabel={translate({ id: 'theme.docs.paginator.previous', message: 'Previous' })} />
      )}
      {next && <PaginatorNavLink {...next} subLabel={translate({ id: 'theme.docs.paginator.next', message: 'Next' })} isNext />}
    </nav>
  );
}
