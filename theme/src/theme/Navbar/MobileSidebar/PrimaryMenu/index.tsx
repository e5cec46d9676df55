/** `@theme/Navbar/MobileSidebar/PrimaryMenu`: every navbar item as a menu entry; a click closes. */
import type { ReactNode } from 'react';
import NavbarItem from '@theme/NavbarItem';
import { useNavbarMobileSidebar } from '../../../../hooks/useNavbarMobileSidebar';
import { useThemeConfig } from '../../../../hooks/useSite';

export default function NavbarMobileSidebarPrimaryMenu(): ReactNode {
  const { items } = useThemeConfig().navbar;
  const { close } = useNavbarMobileSidebar();
  return (
    <ul className="menu__list">
      {items.map((item, index) => (
        <NavbarItem key={index} item={item} mobile onClick={close} />
      ))}
    </ul>
  );
}
