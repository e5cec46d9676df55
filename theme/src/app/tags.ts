/** Tag page helpers (Docusaurus strings and ordering). */
import type { TagLink } from '../types';

/** Tags grouped by their upper-cased first letter; letters and labels in locale order. */
export function tagsByLetter(tags: TagLink[]): [string, TagLink[]][] {
  const groups = new Map<string, TagLink[]>();
  for (const tag of tags) {
    const letter = tag.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return Array.from(groups.entries())
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([letter, group]) => [letter, [...group].sort((a, b) => a.label.localeCompare(b.label))]);
}

/** `One doc tagged` / `{count} docs tagged`. */
export function docsTagged(count: number): string {
  return new Intl.PluralRules('en-US').select(count) === 'one' ? 'One doc tagged' : `${count} docs tagged`;
}

/** The title of a tag's page: `{n docs tagged} with "{label}"`. */
export function tagPageTitle(count: number, label: string): string {
  return `${docsTagged(count)} with "${label}"`;
}

/** The tags list page of a tag page: its permalink without the last segment. */
export function tagsListPermalink(tagPermalink: string): string {
  return tagPermalink.replace(/\/[^/]*\/?$/, '') || '/';
}
