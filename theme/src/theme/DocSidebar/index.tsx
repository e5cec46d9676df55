/**
 * `@theme/DocSidebar`: the docs menu. Desktop: a sticky column (with the logo when the navbar
 * hides on scroll, and a collapse button when the sidebar is hideable). Mobile: a plain list
 * inside the navbar menu.
 */
import { useEffect, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import IconArrow from '@theme/Icon/Arrow';
import DocSidebarItems from '@theme/DocSidebarItems';
import Logo from '@theme/Logo';
import { useAnnouncementBar } from '../../hooks/useAnnouncementBar';
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

/**
 * Whether the announcement bar shows above the sidebar: while it is active and the page is at
 * its top (the sidebar's menu then leaves room for it), as Docusaurus's.
 */
function useShowAnnouncementBar(): boolean {
  const { isActive } = useAnnouncementBar();
  const [atTop, setAtTop] = useState(true);
  useEffect(() => {
    if (!isActive) return undefined;
    const onScroll = () => setAtTop(window.scrollY === 0);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [isActive]);
  return isActive && atTop;
}

export default function DocSidebar({ sidebar, path, mobile = false, onItemClick, onCollapse }: DocSidebarProps): ReactNode {
  const { navbar } = useThemeConfig();
  const showAnnouncementBar = useShowAnnouncementBar();
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
      <nav aria-label="Docs sidebar" className={clsx('menu thin-scrollbar', styles.menu, showAnnouncementBar && styles.menuWithAnnouncementBar)}>
        <ul className="theme-doc-sidebar-menu menu__list">{items}</ul>
      </nav>
      {hideable && onCollapse && <CollapseButton onClick={onCollapse} />}
    </div>
  );
}
