/**
 * `@theme/BlogSidebar`: the recent posts (`blogSidebarTitle`, `blogSidebarCount`), grouped by
 * year under an `h3` unless `themeConfig.blog.sidebar.groupByYear` is false, as Docusaurus's.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import { useThemeConfig } from '../../hooks/useSite';
import type { BlogSidebarProps } from '../../theme-classic';
import type { NavLink } from '../../types';
import styles from './styles.module.css';
import { sidebarYearGroups, useIsActivePost } from './useBlogSidebar';

function ItemList({ items }: { items: NavLink[] }): ReactNode {
  const isActive = useIsActivePost();
  return (
    <ul className={clsx(styles.sidebarItemList, 'clean-list')}>
      {items.map((item) => (
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
  );
}

export default function BlogSidebar({ sidebar }: BlogSidebarProps): ReactNode {
  const blogTheme = useThemeConfig().blog as { sidebar?: { groupByYear?: boolean } } | undefined;
  const groupByYear = blogTheme?.sidebar?.groupByYear !== false;
  return (
    <aside className="col col--3">
      <nav
        className={clsx(styles.sidebar, 'thin-scrollbar')}
        aria-label={translate({ id: 'theme.blog.sidebar.navAriaLabel', message: 'Blog recent posts navigation' })}
      >
        <div className={clsx(styles.sidebarItemTitle, 'margin-bottom--md')}>{sidebar.title}</div>
        {groupByYear ? (
          sidebarYearGroups(sidebar).map(([year, items]) => (
            <div key={year} role="group">
              <Heading as="h3" className={styles.yearGroupHeading}>
                {year}
              </Heading>
              <ItemList items={items} />
            </div>
          ))
        ) : (
          <ItemList items={sidebar.items} />
        )}
      </nav>
    </aside>
  );
}
