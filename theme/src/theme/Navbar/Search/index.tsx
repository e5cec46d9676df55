/** `@theme/Navbar/Search`: the navbar's box for the search bar (hidden while it is empty). */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { NavbarSearchProps } from '../../../theme-classic';
import styles from './styles.module.css';

export default function NavbarSearch({ children, className }: NavbarSearchProps): ReactNode {
  return <div className={clsx(className, styles.navbarSearchContainer)}>{children}</div>;
}
