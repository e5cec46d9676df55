/** The archive's posts grouped by year, newest year first (posts keep their order). */
import type { BlogPostSummary } from '../../types';

export function useArchiveYears(posts: BlogPostSummary[]): [string, BlogPostSummary[]][] {
  const years = new Map<string, BlogPostSummary[]>();
  for (const post of posts) {
    const year = post.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return Array.from(years.entries()).sort(([a], [b]) => b.localeCompare(a));
}
