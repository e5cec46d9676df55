/**
 * `@docusaurus/theme-common/internal`: the internal hooks swizzled theme components import
 * (tabs, collapsibles, the docs hooks, the announcement bar, the hideable navbar and its
 * mobile sidebar, TOC trees).
 */
import type { ReactElement, ReactNode } from 'react';
import { tabItemsOf, useTabs as useTabsState, type TabValue } from '../../hooks/useTabs';
import { tocTree, type TocTreeNode } from '../../app/tocTree';
import type { NavbarItemConfig, TocItem } from '../../types';
import type { TabItemProps, TabsProps } from '../../theme-classic';

export { Collapsible, useCollapsible } from './collapsible';
export { useAnnouncementBar } from '../../hooks/useAnnouncementBar';
export { useHideableNavbar } from '../../hooks/useHideableNavbar';
export { NavbarProvider, useNavbarMobileSidebar, useNavbarSecondaryMenu } from '../../hooks/useNavbarMobileSidebar';
export { useBackToTopButton } from '../../hooks/useBackToTopButton';
export { useTOCHighlight } from '../../hooks/useTOCHighlight';
// Docusaurus 3.0-3.4 exported the docs hooks here before moving them to
// `@docusaurus/plugin-content-docs/client`; swizzled components of sites from those versions
// still import them from here (react-native-ama's DocItem/TOC/Desktop: `useDoc`)
export {
  useDoc,
  useDocsVersion,
  useDocsPreferredVersion,
  useActivePlugin,
  useActiveDocContext,
  useCurrentSidebarCategory,
  useDocsSidebar,
} from '../plugin-content-docs/client';

/** Docusaurus's `useTabs(props)`: the header values and the selected one. */
export function useTabs(props: TabsProps): {
  selectedValue: string | null;
  selectValue: (value: string) => void;
  tabValues: TabValue[];
  lazy: boolean;
  block: boolean;
} {
  const { selected, select, values } = useTabsState(props);
  return { selectedValue: selected, selectValue: select, tabValues: values, lazy: props.lazy ?? false, block: props.block ?? false };
}

/** The `<TabItem>` children of `<Tabs>`, whitespace dropped. */
export function sanitizeTabsChildren(children: ReactNode): ReactElement<TabItemProps>[] {
  return tabItemsOf(children);
}

/** Docusaurus's `splitNavbarItems`: the items on the left (the default position), then those on the right. */
export function splitNavbarItems<T extends Pick<NavbarItemConfig, 'position'>>(items: T[]): [T[], T[]] {
  return [items.filter((item) => item.position !== 'right'), items.filter((item) => item.position === 'right')];
}

/** The TOC as a tree between two heading levels. */
export function useFilteredAndTreeifiedTOC({
  toc,
  minHeadingLevel,
  maxHeadingLevel,
}: {
  toc: readonly TocItem[];
  minHeadingLevel: number;
  maxHeadingLevel: number;
}): TocTreeNode[] {
  return tocTree([...toc], minHeadingLevel, maxHeadingLevel);
}

export function useTreeifiedTOC(toc: readonly TocItem[]): TocTreeNode[] {
  return tocTree([...toc], 1, 6);
}
