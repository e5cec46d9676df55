/** `@theme/Navbar/MobileSidebar/Header`: logo, colour mode toggle and the close button. */
import type { ReactNode } from 'react';
import IconClose from '@theme/Icon/Close';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import NavbarLogo from '@theme/Navbar/Logo';
import { useNavbarMobileSidebar } from '../../../../hooks/useNavbarMobileSidebar';

function CloseButton(): ReactNode {
  const { close } = useNavbarMobileSidebar();
  return (
    <button type="button" aria-label="Close navigation bar" className="clean-btn navbar-sidebar__close" onClick={close}>
      <IconClose color="var(--ifm-color-emphasis-600)" />
    </button>
  );
}

export default function NavbarMobileSidebarHeader(): ReactNode {
  return (
    <div className="navbar-sidebar__brand">
      <NavbarLogo />
      <NavbarColorModeToggle className="margin-right--md" />
      <CloseButton />
    </div>
  );
}
