/**
 * `@theme/NavbarItem/DocsVersionDropdownNavbarItem`: the docs versions as a dropdown; picking
 * one opens the same doc in that version (else the version's main doc) and remembers it.
 */
import type { ReactNode } from 'react';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type { NavbarItemProps } from '../../../theme-classic';
import { useDocsVersionDropdown } from './useDocsVersionDropdown';

export default function DocsVersionDropdownNavbarItem(props: NavbarItemProps): ReactNode {
  const { item, mobile = false } = props;
  const { label, items, to } = useDocsVersionDropdown(item, mobile);
  const [only] = items;
  // one version: a plain link to its doc, as Docusaurus renders it (active there, as a nav
  // link is, unless `dropdownActiveClassDisabled`)
  if (items.length === 1 && only) {
    const isActive = item.dropdownActiveClassDisabled === true ? false : undefined;
    return <DefaultNavbarItem {...props} item={{ ...only, label, className: item.className, position: item.position, isActive }} />;
  }
  return <DropdownNavbarItem {...props} item={{ ...item, label }} items={items} to={to} />;
}
