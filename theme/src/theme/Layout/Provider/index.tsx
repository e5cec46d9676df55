/**
 * `@theme/Layout/Provider`: the state the layout's parts share below `@theme/Layout` (the
 * navbar's mobile sidebar). Colour mode and site data are provided by the app, above
 * `@theme/Root`.
 */
import type { ReactNode } from 'react';
import { NavbarProvider } from '../../../hooks/useNavbarMobileSidebar';
import type { LayoutProviderProps } from '../../../theme-classic';

export default function LayoutProvider({ children }: LayoutProviderProps): ReactNode {
  return <NavbarProvider>{children}</NavbarProvider>;
}
