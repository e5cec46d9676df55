/**
 * `@theme/Navbar/Content`: the navbar's two groups: left (mobile sidebar toggle, logo, items
 * on the left) and right (items on the right, colour mode toggle, search bar unless an item
 * of type `search` places it).
 */
import type { ReactNode } from 'react';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import NavbarLogo from '@theme/Navbar/Logo';
import NavbarMobileSidebarToggle from '@theme/Navbar/MobileSidebar/Toggle';
import NavbarSearch from '@theme/Navbar/Search';
import NavbarItem from '@theme/NavbarItem';
import SearchBar from '@theme/SearchBar';
import { splitNavbarItems } from '@docusaurus/theme-common/internal';
import { useNavbarMobileSidebar } from '../../../hooks/useNavbarMobileSidebar';
import { useSearchPlugin } from '../../../hooks/useSearchPlugin';
import { useThemeConfig } from '../../../hooks/useSite';
import type { NavbarItemConfig } from '../../../types';

function NavbarItems({ items }: { items: NavbarItemConfig[] }): ReactNode {
  return items.map((item, index) => <NavbarItem key={index} item={item} />);
}

export default function NavbarContent(): ReactNode {
  const { items } = useThemeConfig().navbar;
  const mobileSidebar = useNavbarMobileSidebar();
  const hasSearch = useSearchPlugin();
  const searchItem = items.some((item) => item.type === 'search');
  const [left, right] = splitNavbarItems(items);
  return (
    <div className="navbar__inner">
      <div className="theme-layout-navbar-left navbar__items">
        {!mobileSidebar.disabled && <NavbarMobileSidebarToggle />}
        <NavbarLogo />
        <NavbarItems items={left} />
      </div>
      <div className="theme-layout-navbar-right navbar__items navbar__items--right">
        <NavbarItems items={right} />
        <NavbarColorModeToggle />
        {!searchItem && (
          <NavbarSearch>
            {hasSearch && <SearchBar />}
          </NavbarSearch>
        )}
      </div>
    </div>
  );
}
