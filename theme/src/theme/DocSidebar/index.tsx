/**
 * `@theme/DocSidebar`: the docs menu. Desktop: a sticky column (with the logo when the navbar
 * hides on scroll, and a collapse button when the sidebar is hideable). Mobile: a plain list
 * inside the navbar menu.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import IconArrow from '@theme/Icon/Arrow';
import DocSidebarItems from '@theme/DocSidebarItems';
import Logo from '@theme/Logo';
import { useDocsSidebarOptions, useThemeConfig } from '../../hooks/useSite';
import type { DocSidebarProps } from '../../theme-classic';
import styles from './styles.module.css';

function CollapseButton({ onClick }: { onClick: () => void }): ReactNode {
  return (
    <button
      type="button"
      title="Collapse sidebar"
      aria-label="Collapse sidebar"
      className={clsx('button button--secondary button--outline', styles.collapseSidebarButton)}
      onClick={onClick}
    >
      <IconArrow className={styles.collapseSidebarButtonIcon} />
    </button>
  );
}

export default function DocSidebar({ sidebar, path, mobile = false, onItemClick, onCollapse }: DocSidebarProps): ReactNode {
  const { navbar } = useThemeConfig();
  const { hideable } = useDocsSidebarOptions();
  const items = <DocSidebarItems items={sidebar} activePath={path} level={1} onItemClick={onItemClick} />;
  if (mobile) {
    return <ul className="theme-doc-sidebar-menu menu__list">{items}</ul>;
  }
  return (
    <div className={clsx(styles.sidebar, navbar.hideOnScroll && styles.sidebarWithHideableNavbar)}>
      {navbar.hideOnScroll && (
        <Logo tabIndex={-1} className={styles.sidebarLogo} />
      )}
      <nav aria-label="Docs sidebar" className={clsx('menu thin-scrollbar', styles.menu)}>
        <ul className="theme-doc-sidebar-menu menu__list">{items}</ul>
      </nav>
      {hideable && onCollapse && <CollapseButton onClick={onCollapse} />}
    </div>
  );
}
