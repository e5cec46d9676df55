/**
 * `@theme/NavbarItem/DocsVersionNavbarItem`: a link to the main doc of the active version
 * (else the preferred, else the last one), labelled with that version.
 */
import type { ReactNode } from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import { mainDoc, useDocsVersionCandidate } from '../../../hooks/useDocs';
import type { NavbarItemProps } from '../../../theme-classic';

export default function DocsVersionNavbarItem(props: NavbarItemProps): ReactNode {
  const { item } = props;
  const pluginId = typeof item.docsPluginId === 'string' ? item.docsPluginId : undefined;
  const version = useDocsVersionCandidate(pluginId);
  const path = item.to || !version ? null : (mainDoc(version)?.path ?? version.path);
  return <DefaultNavbarItem {...props} item={{ ...item, label: item.label ?? version?.label ?? null, resolvedTo: path ?? item.resolvedTo }} />;
}
