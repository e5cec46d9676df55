/**
 * `@theme/DocSidebar`: the docs menu. Desktop: a sticky column (with the logo when the navbar
 * hides on scroll, and a collapse button when the sidebar is hideable). Mobile: a plain list
 * inside the navbar menu.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
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
      <svg width="20" height="20" aria-hidden="true" className={styles.collapseSidebarButtonIcon}>
        <g fill="#7a7a7a">
          <path d="M9.992 10.023c0 .2-.062.399-.172.547l-4.996 7.492a.982.982 0 01-.828.454H1c-.55 0-1-.453-1-1 0-.2.059-.403.168-.551l4.629-6.942L.168 3.078A.939.939 0 010 2.528c0-.548.45-.997 1-.997h2.996c.352 0 .649.18.828.45L9.82 9.472c.11.148.172.347.172.55zm0 0" />
          <path d="M19.98 10.023c0 .2-.058.399-.168.547l-4.996 7.492a.987.987 0 01-.828.454h-3c-.547 0-.996-.453-.996-1 0-.2.059-.403.168-.551l4.625-6.942-4.625-6.945a.939.939 0 01-.168-.55 1 1 0 01.996-.997h3c.348 0 .649.18.828.45l4.996 7.492c.11.148.168.347.168.55zm0 0" />
        </g>
      </svg>
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
