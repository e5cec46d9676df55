/**
 * `@theme/Navbar`: `Navbar/Layout` (the `<nav>`, its backdrop and mobile sidebar) around
 * `Navbar/Content` (toggle, logo, items, colour mode toggle, search).
 */
import type { ReactNode } from 'react';
import NavbarContent from '@theme/Navbar/Content';
import NavbarLayout from '@theme/Navbar/Layout';

export default function Navbar(): ReactNode {
  return (
    <NavbarLayout>
      <NavbarContent />
    </NavbarLayout>
  );
}
