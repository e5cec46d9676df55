/** `@theme/DocSidebar`: the docs menu (desktop column, or inside the mobile navbar menu). */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import DocSidebarItem from '@theme/DocSidebarItem';
import { visibleSidebarItems } from '../../hooks/useDocSidebar';
import type { DocSidebarProps } from '../../theme-classic';
import styles from './styles.module.css';

export default function DocSidebar({ sidebar, path, mobile = false, onItemClick }: DocSidebarProps): ReactNode {
  const items = visibleSidebarItems(sidebar, path).map((item, index) => (
    <DocSidebarItem key={index} item={item} activePath={path} level={1} index={index} onItemClick={onItemClick} />
  ));
  if (mobile) {
    return <ul className="theme-doc-sidebar-menu menu__list">{items}</ul>;
  }
  return (
    <div className={styles.sidebar}>
      <nav aria-label="Docs sidebar" className={clsx('menu thin-scrollbar', styles.menu)}>
        <ul className="theme-doc-sidebar-menu menu__list">{items}</ul>
      </nav>
    </div>
  );
}
