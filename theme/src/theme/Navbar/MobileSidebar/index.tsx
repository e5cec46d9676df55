/**
 * `@theme/Navbar/MobileSidebar`: the mobile menu while open: `MobileSidebar/Layout` with its
 * header, the navbar items (primary menu) and the doc sidebar (secondary menu).
 */
import type { ReactNode } from 'react';
import NavbarMobileSidebarHeader from '@theme/Navbar/MobileSidebar/Header';
import NavbarMobileSidebarLayout from '@theme/Navbar/MobileSidebar/Layout';
import NavbarMobileSidebarPrimaryMenu from '@theme/Navbar/MobileSidebar/PrimaryMenu';
import NavbarMobileSidebarSecondaryMenu from '@theme/Navbar/MobileSidebar/SecondaryMenu';
import { useNavbarMobileSidebar } from '../../../hooks/useNavbarMobileSidebar';

export default function NavbarMobileSidebar(): ReactNode {
  if (!useNavbarMobileSidebar().shouldRender) {
    return null;
  }
  return (
    <NavbarMobileSidebarLayout
      header={<NavbarMobileSidebarHeader />}
      primaryMenu={<NavbarMobileSidebarPrimaryMenu />}
      secondaryMenu={<NavbarMobileSidebarSecondaryMenu />}
    />
  );
}
