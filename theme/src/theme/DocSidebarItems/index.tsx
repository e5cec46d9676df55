/**
 * `@theme/DocSidebarItems`: one level of sidebar items. With `autoCollapseCategories`, the
 * level remembers which category the reader expanded last so its siblings collapse.
 */
import { useMemo, useState, type ReactNode } from 'react';
import DocSidebarItem from '@theme/DocSidebarItem';
import { SiblingExpansionContext, visibleSidebarItems } from '../../hooks/useDocSidebar';
import type { DocSidebarItemsProps } from '../../theme-classic';

export default function DocSidebarItems({ items, activePath, level, onItemClick }: DocSidebarItemsProps): ReactNode {
  const [expandedIndex, setExpandedIndex] = useState<number | null>(null);
  const siblings = useMemo(() => ({ expandedIndex, setExpandedIndex }), [expandedIndex]);
  return (
    <SiblingExpansionContext.Provider value={siblings}>
      {visibleSidebarItems(items, activePath).map((item, index) => (
        <DocSidebarItem key={index} item={item} activePath={activePath} level={level} index={index} onItemClick={onItemClick} />
      ))}
    </SiblingExpansionContext.Provider>
  );
}
