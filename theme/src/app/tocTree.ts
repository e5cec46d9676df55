/** Nesting of the flat TOC the build sends (`TocItem[]`, levels 2..6). */
import type { TocItem } from '../types';

export interface TocTreeNode extends TocItem {
  children: TocTreeNode[];
}

/**
 * Nests the flat TOC: a heading's parent is the nearest previous heading of a lower level.
 * Headings outside `minLevel..=maxLevel` are dropped; their in-range descendants move up.
 */
export function tocTree(items: TocItem[], minLevel: number, maxLevel: number): TocTreeNode[] {
  const roots: TocTreeNode[] = [];
  const stack: TocTreeNode[] = [];
  for (const item of items) {
    if (item.level < minLevel || item.level > maxLevel) {
      continue;
    }
    const node: TocTreeNode = { ...item, children: [] };
    while (stack.length > 0 && (stack[stack.length - 1]?.level ?? 0) >= item.level) {
      stack.pop();
    }
    const parent = stack[stack.length - 1];
    (parent ? parent.children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

/**
 * The heading levels a TOC shows. The build already filtered the page's TOC to its levels
 * (front matter or theme config), so they come from the data; `fallback` is for an empty TOC.
 */
export function tocLevels(items: TocItem[], fallback: { minHeadingLevel: number; maxHeadingLevel: number }): [number, number] {
  if (items.length === 0) {
    return [fallback.minHeadingLevel, fallback.maxHeadingLevel];
  }
  const levels = items.map((item) => item.level);
  return [Math.min(...levels), Math.max(...levels)];
}
