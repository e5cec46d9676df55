/** `@theme/Navbar/MobileSidebar/Toggle`: the hamburger button that opens and closes the mobile menu. */
import type { ReactNode } from 'react';
import IconMenu from '@theme/Icon/Menu';
import { useNavbarMobileSidebar } from '../../../../hooks/useNavbarMobileSidebar';

export default function NavbarMobileSidebarToggle(): ReactNode {
  const { shown, toggle } = useNavbarMobileSidebar();
  return (
    <button type="button" aria-label="Toggle navigation bar" aria-expanded={shown} className="navbar__toggle clean-btn" onClick={toggle}>
      <IconMenu />
    </button>
  );
}
