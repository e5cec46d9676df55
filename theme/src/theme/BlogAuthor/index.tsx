/**
 * `@theme/BlogAuthor`: an author's avatar, name (linking to their page, url or email), post
 * count, title and social links, as Docusaurus's `Blog/Components/Author` writes them (the
 * socials block is always there, empty without socials, for the flex layout).
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type { BlogAuthorProps } from '../../theme-classic';
import styles from './styles.module.css';

function MaybeLink({ href, className, children }: { href?: string; className?: string; children: ReactNode }): ReactNode {
  return href ? (
    <Link href={href} className={className}>
      {children}
    </Link>
  ) : (
    <>{children}</>
  );
}

function AuthorName({ name, as }: { name: string; as?: 'h1' | 'h2' }): ReactNode {
  return as ? (
    <Heading as={as} className={styles.authorName} translate="no">
      {name}
    </Heading>
  ) : (
    <span className={styles.authorName} translate="no">
      {name}
    </span>
  );
}

export default function BlogAuthor({ author, as, className }: BlogAuthorProps): ReactNode {
  const { name, title, imageUrl, count } = author;
  const link = author.pagePermalink ?? author.url ?? (author.email ? `mailto:${author.email}` : undefined);
  return (
    <div className={clsx('avatar margin-bottom--sm', className, as && styles[`author-as-${as}`])}>
      {imageUrl && (
        <MaybeLink href={link} className="avatar__photo-link">
          <img className={clsx('avatar__photo', styles.authorImage)} src={imageUrl} alt={name} />
        </MaybeLink>
      )}
      {(name || title) && (
        <div className={clsx('avatar__intro', styles.authorDetails)}>
          <div className="avatar__name">
            {name && (
              <MaybeLink href={link}>
                <AuthorName name={name} as={as} />
              </MaybeLink>
            )}
            {count !== undefined && <span className={styles.authorBlogPostCount}>{count}</span>}
          </div>
          {title && (
            <small className={styles.authorTitle} title={title}>
              {title}
            </small>
          )}
          <div className={styles.authorSocials} />
        </div>
      )}
    </div>
  );
}
