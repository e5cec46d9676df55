/** A card's icon and title: the label's leading emoji, or the icon of the card's kind. */

export type CardKind = 'doc' | 'category' | 'external';

const FALLBACK_ICONS: Record<CardKind, string> = { doc: '📄️', category: '🗃️', external: '🔗' };

/** A string that is one emoji (flags, ZWJ sequences and skin tones included, digits not). */
function isEmoji(grapheme: string): boolean {
  try {
    return new RegExp('^\\p{RGI_Emoji}$', 'v').test(grapheme);
  } catch {
    return /^\p{Extended_Pictographic}/u.test(grapheme);
  }
}

/** `⚠️ Hello` → icon `⚠️`, title `Hello`; `Hello` → the kind's icon, `Hello`. */
export function cardIconAndTitle(label: string, kind: CardKind): { icon: string; title: string } {
  const first = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(label)[Symbol.iterator]().next().value?.segment;
  if (first && isEmoji(first)) {
    return { icon: first, title: label.slice(first.length).trim() };
  }
  return { icon: FALLBACK_ICONS[kind], title: label.trim() };
}
