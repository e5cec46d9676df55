/** `@theme/Navbar/ColorModeToggle`: the colour mode toggle, unless `colorMode.disableSwitch`. */
import type { ReactNode } from 'react';
import ColorModeToggle from '@theme/ColorModeToggle';
import { useThemeConfig } from '../../../hooks/useSite';
import type { ColorModeToggleProps } from '../../../theme-classic';

export default function NavbarColorModeToggle({ className }: ColorModeToggleProps): ReactNode {
  if (useThemeConfig().colorMode.disableSwitch) {
    return null;
  }
  return <ColorModeToggle className={className} />;
}
