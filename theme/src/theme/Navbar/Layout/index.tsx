/**
 * `@theme/Navbar/Layout`: the fixed `<nav>` (styled by `navbar.style`, hidden on scroll down when
 * `navbar.hideOnScroll`), the backdrop that closes the mobile sidebar, and the mobile sidebar.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import NavbarMobileSidebar from '@theme/Navbar/MobileSidebar';
import { useHideableNavbar } from '../../../hooks/useHideableNavbar';
import { useNavbarMobileSidebar } from '../../../hooks/useNavbarMobileSidebar';
import { useThemeConfig } from '../../../hooks/useSite';
import type { NavbarLayoutProps } from '../../../theme-classic';
import styles from './styles.module.css';

export default function NavbarLayout({ children }: NavbarLayoutProps): ReactNode {
  const { navbar } = useThemeConfig();
  const mobileSidebar = useNavbarMobileSidebar();
  const { navbarRef, isNavbarVisible } = useHideableNavbar(navbar.hideOnScroll);
  return (
    <nav
      ref={navbarRef}
      aria-label="Main"
      className={clsx(
        'theme-layout-navbar navbar navbar--fixed-top',
        navbar.hideOnScroll && [styles.navbarHideable, !isNavbarVisible && styles.navbarHidden],
        navbar.style === 'dark' && 'navbar--dark',
        navbar.style === 'primary' && 'navbar--primary',
        mobileSidebar.shown && 'navbar-sidebar--show',
      )}
    >
      {children}
      <div role="presentation" className="navbar-sidebar__backdrop" onClick={mobileSidebar.close} />
      <NavbarMobileSidebar />
    </nav>
  );
}
