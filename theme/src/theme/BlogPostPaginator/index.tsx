/** `@theme/BlogPostPaginator`: "Newer post" / "Older post" on a post page. */
import type { ReactNode } from 'react';
import PaginatorNavLink from '@theme/PaginatorNavLink';
import type { BlogPostPaginatorProps } from '../../theme-classic';
import Translate, { translate } from '@docusaurus/Translate';

export default function BlogPostPaginator({ previous, next }: BlogPostPaginatorProps): ReactNode {
  if (!previous && !next) {
    return null;
  }
  return (
    <nav className="pagination-nav docusaurus-mt-lg" aria-label={translate({ id: 'theme.blog.post.paginator.navAriaLabel', message: 'Blog post page navigation' })}>
      {previous && (
        <PaginatorNavLink
          {...previous}
          subLabel={<Translate id="theme.blog.post.paginator.newerPost">Newer post</Translate>}
        />
      )}
      {next && (
        <PaginatorNavLink {...next} subLabel={<Translate id="theme.blog.post.paginator.olderPost">Older post</Translate>} isNext />
      )}
    </nav>
  );
}
