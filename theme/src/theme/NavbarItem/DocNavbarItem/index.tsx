/**
 * `@theme/NavbarItem/DocNavbarItem`: a link to a doc (`docId`, of the `docsPluginId` instance)
 * in the version being read, active on any doc of the same sidebar.
 */
import type { ReactNode } from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import { useActiveDocContext, useLayoutDoc } from '../../../hooks/useDocs';
import type { NavbarItemProps } from '../../../theme-classic';

export default function DocNavbarItem(props: NavbarItemProps): ReactNode {
  const { item } = props;
  const pluginId = typeof item.docsPluginId === 'string' ? item.docsPluginId : undefined;
  const { activeDoc } = useActiveDocContext(pluginId);
  const doc = useLayoutDoc(item.docId ?? '', pluginId);
  if (!doc && !item.resolvedTo) {
    return null; // a draft: Docusaurus hides the item
  }
  const isActive = !!activeDoc && !!doc && (activeDoc.path === doc.path || (!!activeDoc.sidebar && activeDoc.sidebar === doc.sidebar));
  return <DefaultNavbarItem {...props} item={{ ...item, label: item.label ?? doc?.id ?? null, resolvedTo: doc?.path ?? item.resolvedTo, isActive }} />;
}
