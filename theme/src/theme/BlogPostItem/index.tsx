/**
 * `@theme/BlogPostItem`: one post, on a list page (title links to the post, content up to the
 * truncate marker, "Read more") or on its own page (h1 title, whole content, edit link).
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import BlogAuthor from '@theme/BlogAuthor';
import EditThisPage from '@theme/EditThisPage';
import MDXContent from '@theme/MDXContent';
import Tag from '@theme/Tag';
import type { BlogPostItemProps } from '../../theme-classic';
import type { BlogPostSummary } from '../../types';
import styles from './styles.module.css';
import { useBlogPostItem } from './useBlogPostItem';

function Header({ post, isBlogPostPage }: { post: BlogPostSummary; isBlogPostPage: boolean }): ReactNode {
  const { formattedDate, readingTime } = useBlogPostItem(post, isBlogPostPage);
  const authors = post.authors ?? [];
  const TitleHeading = isBlogPostPage ? 'h1' : 'h2';
  return (
    <header>
      <TitleHeading className={clsx(isBlogPostPage ? styles.title : styles.listTitle)} itemProp="headline">
        {isBlogPostPage ? post.title : <Link to={post.permalink} itemProp="url">{post.title}</Link>}
      </TitleHeading>
      <div className={clsx(styles.container, 'margin-vert--md')}>
        <time dateTime={post.date} itemProp="datePublished">
          {formattedDate}
        </time>
        {readingTime && (
          <>
            {' · '}
            {readingTime}
          </>
        )}
      </div>
      {authors.length > 0 && (
        <div className="margin-top--md margin-bottom--sm row">
          {authors.map((author, i) => (
            <div key={author.key ?? `${author.name ?? ''}-${i}`} className={clsx('col col--6', styles.authorCol)}>
              <BlogAuthor author={author} />
            </div>
          ))}
        </div>
      )}
    </header>
  );
}

function Footer({ post, isBlogPostPage }: { post: BlogPostSummary; isBlogPostPage: boolean }): ReactNode {
  const { hasTags, showReadMore } = useBlogPostItem(post, isBlogPostPage);
  const editUrl = isBlogPostPage ? post.editUrl : undefined;
  if (!hasTags && !showReadMore && !editUrl) {
    return null;
  }
  return (
    <footer className={clsx('row docusaurus-mt-lg', isBlogPostPage && 'blog-post-footer')}>
      {hasTags && (
        <div className="col">
          <b>Tags:</b>
          <ul className={clsx(styles.tags, 'padding--none margin-left--sm')}>
            {(post.tags ?? []).map((tag) => (
              <li key={tag.permalink} className={styles.tag}>
                <Tag tag={tag} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {editUrl && (
        <div className="col margin-top--sm">
          <EditThisPage editUrl={editUrl} />
        </div>
      )}
      {showReadMore && (
        <div className={clsx('col text--right', hasTags && 'col--3')}>
          <Link to={post.permalink} aria-label={`Read more about ${post.title}`}>
            <b>Read more</b>
          </Link>
        </div>
      )}
    </footer>
  );
}

export default function BlogPostItem({ post, html, contentComponent, isBlogPostPage = false, className }: BlogPostItemProps): ReactNode {
  return (
    <article
      className={clsx(!isBlogPostPage && 'margin-bottom--xl', className)}
      itemProp="blogPost"
      itemScope
      itemType="https://schema.org/BlogPosting"
    >
      <Header post={post} isBlogPostPage={isBlogPostPage} />
      <MDXContent html={html} component={contentComponent} className="markdown" />
      <Footer post={post} isBlogPostPage={isBlogPostPage} />
    </article>
  );
}
