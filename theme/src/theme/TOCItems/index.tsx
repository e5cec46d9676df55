/** `@theme/TOCItems`: the nested list of TOC links (shared by the desktop and mobile TOC). */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type { TocItem } from '../../types';

export interface TocTreeNode extends TocItem {
  children: TocTreeNode[];
}

/** Nests the flat TOC: a heading's parent is the nearest previous heading of a lower level. */
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

function Tree({ nodes, activeId, linkClassName, className }: { nodes: TocTreeNode[]; activeId: string | null; linkClassName: string; className?: string }): ReactNode {
  if (nodes.length === 0) {
    return null;
  }
  return (
    <ul className={className}>
      {nodes.map((node) => (
        <li key={node.id}>
          <Link
            to={`#${node.id}`}
            className={clsx(linkClassName, node.id === activeId && 'table-of-contents__link--active')}
            dangerouslySetInnerHTML={{ __html: node.value }}
          />
          <Tree nodes={node.children} activeId={activeId} linkClassName={linkClassName} />
        </li>
      ))}
    </ul>
  );
}

export interface TOCItemsProps {
  toc: TocItem[];
  minHeadingLevel: number;
  maxHeadingLevel: number;
  activeId?: string | null;
  linkClassName?: string;
  className?: string;
}

export default function TOCItems({
  toc,
  minHeadingLevel,
  maxHeadingLevel,
  activeId = null,
  linkClassName = 'table-of-contents__link',
  className = 'table-of-contents table-of-contents__left-border',
}: TOCItemsProps): ReactNode {
  return <Tree nodes={tocTree(toc, minHeadingLevel, maxHeadingLevel)} activeId={activeId} linkClassName={linkClassName} className={className} />;
}
