/** `@theme/DocPaginator`: previous/next links in sidebar order. */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type { DocPaginatorProps } from '../../theme-classic';
import type { NavLink } from '../../types';
import { translate } from '@docusaurus/Translate';

function PaginatorNavLink({ link, sublabel, isNext }: { link: NavLink; sublabel: string; isNext: boolean }): ReactNode {
  return (
    <Link className={clsx('pagination-nav__link', isNext ? 'pagination-nav__link--next' : 'pagination-nav__link--prev')} to={link.permalink}>
      <div className="pagination-nav__sublabel">{sublabel}</div>
      <div className="pagination-nav__label">{link.title}</div>
    </Link>
  );
}

export default function DocPaginator({ previous, next }: DocPaginatorProps): ReactNode {
  if (!previous && !next) {
    return null;
  }
  return (
    <nav className="docusaurus-mt-lg pagination-nav" aria-label={translate({ id: 'theme.docs.paginator.navAriaLabel', message: 'Docs pages' })}>
      {previous && <PaginatorNavLink link={previous} sublabel={translate({ id: 'theme.docs.paginator.previous', message: 'Previous' })} isNext={false} />}
      {next && <PaginatorNavLink link={next} sublabel={translate({ id: 'theme.docs.paginator.next', message: 'Next' })} isNext />}
    </nav>
  );
}
