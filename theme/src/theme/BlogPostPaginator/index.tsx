/** `@theme/BlogPostPaginator`: "Newer post" / "Older post" on a post page. */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { BlogPostPaginatorProps } from '../../theme-classic';
import Translate, { translate } from '@docusaurus/Translate';

export default function BlogPostPaginator({ previous, next }: BlogPostPaginatorProps): ReactNode {
  if (!previous && !next) {
    return null;
  }
  return (
    <nav className="pagination-nav docusaurus-mt-lg" aria-label={translate({ id: 'theme.blog.post.paginator.navAriaLabel', message: 'Blog post page navigation' })}>
      {previous && (
        <Link className="pagination-nav__link pagination-nav__link--prev" to={previous.permalink}>
          <div className="pagination-nav__sublabel">
            <Translate id="theme.blog.post.paginator.newerPost">Newer post</Translate>
          </div>
          <div className="pagination-nav__label">{previous.title}</div>
        </Link>
      )}
      {next && (
        <Link className="pagination-nav__link pagination-nav__link--next" to={next.permalink}>
          <div className="pagination-nav__sublabel">
            <Translate id="theme.blog.post.paginator.olderPost">Older post</Translate>
          </div>
          <div className="pagination-nav__label">{next.title}</div>
        </Link>
      )}
    </nav>
  );
}
