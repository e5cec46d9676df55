/** `@theme/BlogAuthor`: an author's avatar, name (linking to their page or url) and title. */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type { BlogAuthorProps } from '../../theme-classic';
import styles from './styles.module.css';

export default function BlogAuthor({ author, as: Heading, className }: BlogAuthorProps): ReactNode {
  const link = author.pagePermalink ?? author.url ?? (author.email ? `mailto:${author.email}` : undefined);
  const name = author.name ?? author.key ?? '';
  const nameEl = Heading ? <Heading className="margin--none">{name}</Heading> : <span itemProp="name">{name}</span>;
  return (
    <div className={clsx('avatar margin-bottom--sm', className)}>
      {author.imageUrl && (
        <Link className="avatar__photo-link" to={link}>
          <img className={clsx('avatar__photo', styles.authorImage)} src={author.imageUrl} alt={name} />
        </Link>
      )}
      {name && (
        <div className="avatar__intro" itemProp="author" itemScope itemType="https://schema.org/Person">
          <div className="avatar__name">
            {link ? (
              <Link to={link} itemProp="url">
                {nameEl}
              </Link>
            ) : (
              nameEl
            )}
            {author.count !== undefined && <span className={styles.authorBlogPostCount}>{author.count}</span>}
          </div>
          {author.title && (
            <small className={clsx('avatar__subtitle', styles.authorTitle)} itemProp="description">
              {author.title}
            </small>
          )}
        </div>
      )}
    </div>
  );
}
