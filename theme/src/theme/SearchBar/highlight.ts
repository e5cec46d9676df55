/**
 * Highlights search terms in the page as the plugin does with mark.js (`mark(terms,
 * {ignoreJoiners: true})`: case-insensitive, partial words, each term separately, a letter
 * also matching its accented forms), with `<mark data-markjs="true">` elements, and removes
 * them again.
 */

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEXTAREA', 'MARK']);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Latin letters and their accented forms (a letter of a term matches any of its group). */
const DIACRITIC_GROUPS = [
  'aàáâãäåāăąǎ',
  'cçćĉċč',
  'dďđ',
  'eèéêëēĕėęě',
  'gĝğġģ',
  'hĥħ',
  'iìíîïĩīĭįı',
  'jĵ',
  'kķ',
  'lĺļľŀł',
  'nñńņňŉ',
  'oòóôõöøōŏő',
  'rŕŗř',
  'sśŝşšß',
  'tţťŧ',
  'uùúûüũūŭůűų',
  'wŵ',
  'yýÿŷ',
  'zźżž',
];

function letterPattern(letter: string): string {
  const lower = letter.toLowerCase();
  const group = DIACRITIC_GROUPS.find((g) => g.includes(lower));
  return group ? `[${group}]` : escapeRegExp(letter);
}

/** A pattern matching any of the terms; joiners (soft hyphen, zero-width characters) may sit between letters. */
function termsPattern(terms: string[]): RegExp | null {
  const words = [...new Set(terms.flatMap((t) => t.split(/\s+/)).filter((w) => w.length > 0))];
  if (words.length === 0) {
    return null;
  }
  words.sort((a, b) => b.length - a.length);
  const joiners = '[\\u00ad\\u200b\\u200c\\u200d]*';
  const alternatives = words.map((w) => Array.from(w).map(letterPattern).join(joiners));
  return new RegExp(`(${alternatives.join('|')})`, 'gi');
}

function textNodes(root: Element): Text[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      const parent = node.parentElement;
      return parent && !SKIPPED.has(parent.tagName) ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT;
    },
  });
  const nodes: Text[] = [];
  while (walker.nextNode()) {
    nodes.push(walker.currentNode as Text);
  }
  return nodes;
}

/** Wraps every match of `terms` under `root`; returns a function that removes the marks. */
export function markTerms(root: Element, terms: string[]): () => void {
  const pattern = termsPattern(terms);
  if (!pattern) {
    return () => undefined;
  }
  const marks: HTMLElement[] = [];
  for (const node of textNodes(root)) {
    const text = node.data;
    pattern.lastIndex = 0;
    if (!pattern.test(text)) {
      continue;
    }
    pattern.lastIndex = 0;
    const fragment = document.createDocumentFragment();
    let last = 0;
    for (const match of text.matchAll(pattern)) {
      const start = match.index ?? 0;
      if (match[0].length === 0) {
        continue;
      }
      fragment.append(text.slice(last, start));
      const mark = document.createElement('mark');
      mark.dataset.markjs = 'true';
      mark.textContent = match[0];
      marks.push(mark);
      fragment.append(mark);
      last = start + match[0].length;
    }
    fragment.append(text.slice(last));
    node.replaceWith(fragment);
  }
  return () => {
    for (const mark of marks) {
      const parent = mark.parentNode;
      if (parent) {
        parent.replaceChild(document.createTextNode(mark.textContent ?? ''), mark);
        parent.normalize();
      }
    }
  };
}
