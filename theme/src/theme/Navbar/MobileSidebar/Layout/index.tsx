/**
 * `@theme/Navbar/MobileSidebar/Layout`: the panel: its header, then the primary and secondary
 * menus side by side (sliding to the secondary one; the hidden one is inert).
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { useNavbarSecondaryMenu } from '../../../../hooks/useNavbarMobileSidebar';
import type { NavbarMobileSidebarLayoutProps } from '../../../../theme-classic';

export default function NavbarMobileSidebarLayout({ header, primaryMenu, secondaryMenu }: NavbarMobileSidebarLayoutProps): ReactNode {
  const { shown } = useNavbarSecondaryMenu();
  return (
    <div className="navbar-sidebar">
      {header}
      <div className={clsx('navbar-sidebar__items', shown && 'navbar-sidebar__items--show-secondary')}>
        <div className="navbar-sidebar__item menu" inert={shown || undefined}>
          {primaryMenu}
        </div>
        <div className="navbar-sidebar__item menu" inert={!shown || undefined}>
          {secondaryMenu}
        </div>
      </div>
    </div>
  );
}
