/**
 * `@theme/BlogPostItem`: one post, on a list page (title links to the post, content up to the
 * truncate marker, tags and "Read more") or on its own page (h1 title, whole content, tags,
 * edit link and last update), in Docusaurus 3.10's markup: header (title, date and reading
 * time, authors), `div.markdown` content (`#__blog-post-container` on the post's page), footer.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import BlogAuthor from '@theme/BlogAuthor';
import EditMetaRow from '@theme/EditMetaRow';
import MDXContent from '@theme/MDXContent';
import TagsListInline from '@theme/TagsListInline';
import type { BlogPostItemProps } from '../../theme-classic';
import type { BlogAuthor as Author, BlogPostSummary } from '../../types';
import styles from './styles.module.css';
import { useBlogPostItem } from './useBlogPostItem';

/** The id Docusaurus's feeds find a post's content by. */
const BLOG_POST_CONTAINER_ID = '__blog-post-container';

function Authors({ authors }: { authors: Author[] }): ReactNode {
  if (authors.length === 0) {
    return null;
  }
  const imageOnly = authors.every((author) => !author.name);
  const single = authors.length === 1;
  return (
    <div className={clsx('margin-top--md margin-bottom--sm', imageOnly ? styles.imageOnlyAuthorRow : 'row')}>
      {authors.map((author, index) => (
        <div key={index} className={clsx(!imageOnly && (single ? 'col col--12' : 'col col--6'), imageOnly ? styles.imageOnlyAuthorCol : styles.authorCol)}>
          <BlogAuthor author={author} />
        </div>
      ))}
    </div>
  );
}

function Header({ post, isBlogPostPage }: { post: BlogPostSummary; isBlogPostPage: boolean }): ReactNode {
  const { formattedDate, readingTime } = useBlogPostItem(post, isBlogPostPage);
  const TitleHeading = isBlogPostPage ? 'h1' : 'h2';
  return (
    <header>
      <TitleHeading className={styles.title}>{isBlogPostPage ? post.title : <Link to={post.permalink}>{post.title}</Link>}</TitleHeading>
      <div className={clsx(styles.container, 'margin-vert--md')}>
        <time dateTime={post.date}>{formattedDate}</time>
        {readingTime && (
          <>
            {' · '}
            {readingTime}
          </>
        )}
      </div>
      <Authors authors={post.authors ?? []} />
    </header>
  );
}

function ReadMoreLink({ post }: { post: BlogPostSummary }): ReactNode {
  return (
    <Link
      to={post.permalink}
      aria-label={translate({ id: 'theme.blog.post.readMoreLabel', message: 'Read more about {title}' }, { title: post.title })}
    >
      <b>
        <Translate id="theme.blog.post.readMore">Read more</Translate>
      </b>
    </Link>
  );
}

/** Seconds (page data) to milliseconds (Docusaurus's `lastUpdatedAt`). */
const milliseconds = (seconds: number | undefined): number | undefined => (seconds === undefined ? undefined : seconds * 1000);

function PostPageFooter({ post }: { post: BlogPostSummary & { lastUpdate?: { lastUpdatedAt?: number; lastUpdatedBy?: string } } }): ReactNode {
  const tags = post.tags ?? [];
  const lastUpdatedAt = milliseconds(post.lastUpdate?.lastUpdatedAt);
  const lastUpdatedBy = post.lastUpdate?.lastUpdatedBy;
  if (tags.length === 0 && !post.editUrl) {
    return null;
  }
  return (
    <footer className="docusaurus-mt-lg">
      {tags.length > 0 && (
        <div className="row margin-top--sm theme-blog-footer-edit-meta-row">
          <div className="col">
            <TagsListInline tags={tags} />
          </div>
        </div>
      )}
      {(post.editUrl || lastUpdatedAt || lastUpdatedBy) && (
        <EditMetaRow className="margin-top--sm theme-blog-footer-edit-meta-row" editUrl={post.editUrl} lastUpdatedAt={lastUpdatedAt} lastUpdatedBy={lastUpdatedBy} />
      )}
    </footer>
  );
}

function ListFooter({ post }: { post: BlogPostSummary }): ReactNode {
  const tags = post.tags ?? [];
  const truncated = post.truncated === true;
  if (tags.length === 0 && !truncated) {
    return null;
  }
  return (
    <footer className="row docusaurus-mt-lg">
      {tags.length > 0 && (
        <div className={clsx('col', truncated && 'col--9')}>
          <TagsListInline tags={tags} />
        </div>
      )}
      {truncated && (
        <div className={clsx('col text--right', tags.length > 0 && 'col--3')}>
          <ReadMoreLink post={post} />
        </div>
      )}
    </footer>
  );
}

export default function BlogPostItem({ post, html, contentComponent, isBlogPostPage = false, className }: BlogPostItemProps): ReactNode {
  return (
    <article className={clsx(!isBlogPostPage && 'margin-bottom--xl', className)}>
      <Header post={post} isBlogPostPage={isBlogPostPage} />
      <MDXContent html={html} component={contentComponent} className="markdown" id={isBlogPostPage ? BLOG_POST_CONTAINER_ID : undefined} />
      {isBlogPostPage ? <PostPageFooter post={post} /> : <ListFooter post={post} />}
    </article>
  );
}
