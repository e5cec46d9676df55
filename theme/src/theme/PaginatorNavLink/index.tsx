/** `@theme/PaginatorNavLink`: one previous/next link of a paginator (docs, blog posts, blog pages). */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type { PaginatorNavLinkProps } from '../../theme-classic';

export default function PaginatorNavLink({ permalink, title, subLabel, isNext }: PaginatorNavLinkProps): ReactNode {
  return (
    <Link className={clsx('pagination-nav__link', isNext ? 'pagination-nav__link--next' : 'pagination-nav__link--prev')} to={permalink}>
      {subLabel && <div className="pagination-nav__sublabel">{subLabel}</div>}
      <div className="pagination-nav__label">{title}</div>
    </Link>
  );
}
