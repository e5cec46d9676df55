/** What a blog post's header shows: its long date and its reading time, as theme-classic words them. */
import type { BlogPostSummary } from '../../types';

const dateFormat = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `August 26, 2021` (UTC, so the server and the browser agree). */
export function formatBlogDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** `One min read` / `3 min read` (reading time rounded up). */
export function readingTimeLabel(minutes: number): string {
  const rounded = Math.ceil(minutes);
  return rounded === 1 ? 'One min read' : `${rounded} min read`;
}

export interface BlogPostItemView {
  formattedDate: string;
  readingTime: string | undefined;
  /** Tags, authors and the "Read more" link appear only when there is something to show. */
  hasTags: boolean;
  showReadMore: boolean;
}

export function useBlogPostItem(post: BlogPostSummary, isBlogPostPage: boolean): BlogPostItemView {
  return {
    formattedDate: formatBlogDate(post.date),
    readingTime: post.readingTime === undefined ? undefined : readingTimeLabel(post.readingTime),
    hasTags: (post.tags ?? []).length > 0,
    showReadMore: !isBlogPostPage && post.truncated === true,
  };
}
