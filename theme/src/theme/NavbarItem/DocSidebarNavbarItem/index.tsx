/**
 * `@theme/NavbarItem/DocSidebarNavbarItem`: a link to the first doc of a sidebar (`sidebarId`,
 * of the `docsPluginId` instance) in the version being read, active on any doc of that sidebar.
 */
import type { ReactNode } from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import { useActiveDocContext, useDocsVersionCandidate } from '../../../hooks/useDocs';
import type { NavbarItemProps } from '../../../theme-classic';

export default function DocSidebarNavbarItem(props: NavbarItemProps): ReactNode {
  const { item } = props;
  const pluginId = typeof item.docsPluginId === 'string' ? item.docsPluginId : undefined;
  const sidebarId = item.sidebarId ?? '';
  const { activeDoc } = useActiveDocContext(pluginId);
  const link = useDocsVersionCandidate(pluginId)?.sidebars[sidebarId]?.link;
  const isActive = !!activeDoc?.sidebar && activeDoc.sidebar === sidebarId;
  return <DefaultNavbarItem {...props} item={{ ...item, label: item.label ?? link?.label ?? null, resolvedTo: link?.path ?? item.resolvedTo, isActive }} />;
}
