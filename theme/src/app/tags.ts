/** Tag page helpers (Docusaurus strings and ordering). */
import { translate } from '../docusaurus/Translate';
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

/** Plural categories from small values to large, the order of a message's parts. */
const PLURAL_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * The form of a `one|other` message for `count` in `locale`, as Docusaurus's `usePluralForm`
 * picks it: the message's parts follow the locale's plural categories (zero, one, two, few,
 * many, other, those the locale has), the last part standing in for the categories it lacks.
 */
export function selectPluralMessage(locale: string, count: number, message: string): string {
  const parts = message.split('|');
  const rules = new Intl.PluralRules(locale);
  const categories: string[] = rules.resolvedOptions().pluralCategories;
  const index = PLURAL_ORDER.filter((category) => categories.includes(category)).indexOf(rules.select(count));
  const form = parts.length === 1 ? parts[0] : parts[Math.min(Math.max(index, 0), parts.length - 1)];
  return (form ?? '').replace(/\{count\}/g, String(count));
}

/** `One doc tagged` / `{count} docs tagged`, translated. */
export function docsTagged(count: number, locale = 'en'): string {
  const message = translate({ id: 'theme.docs.tagDocListPageTitle.nDocsTagged', message: 'One doc tagged|{count} docs tagged' });
  return selectPluralMessage(locale, count, message);
}

/** The title of a tag's page: `{n docs tagged} with "{label}"`, translated. */
export function tagPageTitle(count: number, label: string, locale = 'en'): string {
  return translate({ id: 'theme.docs.tagDocListPageTitle', message: '{nDocsTagged} with "{tagName}"' }, { nDocsTagged: docsTagged(count, locale), tagName: label });
}

/** The tags list page of a tag page: its permalink without the last segment. */
export function tagsListPermalink(tagPermalink: string): string {
  return tagPermalink.replace(/\/[^/]*\/?$/, '') || '/';
}
