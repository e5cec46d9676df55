/** `@theme/BlogSidebar`: the recent posts (`blogSidebarTitle`, `blogSidebarCount`). */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type { BlogSidebarProps } from '../../theme-classic';
import styles from './styles.module.css';
import { useIsActivePost } from './useBlogSidebar';

export default function BlogSidebar({ sidebar }: BlogSidebarProps): ReactNode {
  const isActive = useIsActivePost();
  return (
    <aside className="col col--3">
      <nav className={clsx(styles.sidebar, 'thin-scrollbar')} aria-label="Blog recent posts navigation">
        <div className={clsx(styles.sidebarItemTitle, 'margin-bottom--md')}>{sidebar.title}</div>
        <ul className={clsx(styles.sidebarItemList, 'clean-list')}>
          {sidebar.items.map((item) => (
            <li key={item.permalink} className={styles.sidebarItem}>
              <Link
                to={item.permalink}
                className={clsx(styles.sidebarItemLink, isActive(item.permalink) && styles.sidebarItemLinkActive)}
                aria-current={isActive(item.permalink) ? 'page' : undefined}
              >
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
