/** `@theme/TOCItems`: the nested list of TOC links (shared by the desktop and mobile TOC). */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { tocTree, type TocTreeNode } from '../../app/tocTree';
import type { TOCItemsProps } from '../../theme-classic';

export { tocTree, type TocTreeNode };

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
