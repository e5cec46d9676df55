/**
 * `@theme/NavbarItem`: one configured navbar entry, by `type`: links (`default`, `doc`,
 * `docSidebar`, `docsVersion`), dropdowns (`dropdown`, `docsVersionDropdown`, `localeDropdown`),
 * raw `html`, and `search` (where the search bar goes). Any other type is a configuration error.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import SearchBar from '@theme/SearchBar';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import DocsVersionNavbarItem from '@theme/NavbarItem/DocsVersionNavbarItem';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import { useSearchPlugin } from '../../hooks/useSearchPlugin';
import type { NavbarItemProps } from '../../theme-classic';

function HtmlItem({ item, mobile }: NavbarItemProps): ReactNode {
  const html = { __html: item.html ?? '' };
  return mobile ? (
    <li className={clsx('menu__list-item', item.className)} dangerouslySetInnerHTML={html} />
  ) : (
    <div className={clsx('navbar__item', item.className)} dangerouslySetInnerHTML={html} />
  );
}

/** A `search` item: the search bar where the config puts it (when a search plugin is on). */
function SearchItem(): ReactNode {
  return useSearchPlugin() ? <SearchBar /> : null;
}

export default function NavbarItem(props: NavbarItemProps): ReactNode {
  const type = props.item.type ?? 'default';
  switch (type) {
    case 'default':
      return <DefaultNavbarItem {...props} />;
    case 'doc':
      return <DocNavbarItem {...props} />;
    case 'docSidebar':
      return <DocSidebarNavbarItem {...props} />;
    case 'docsVersion':
      return <DocsVersionNavbarItem {...props} />;
    case 'dropdown':
      return <DropdownNavbarItem {...props} />;
    case 'docsVersionDropdown':
      return <DocsVersionDropdownNavbarItem {...props} />;
    case 'localeDropdown':
      return <LocaleDropdownNavbarItem {...props} />;
    case 'html':
      return <HtmlItem {...props} />;
    case 'search':
      return <SearchItem />;
    default:
      throw new Error(`No NavbarItem component found for type "${type}".`);
  }
}
