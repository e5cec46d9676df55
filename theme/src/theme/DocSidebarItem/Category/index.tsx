/**
 * `@theme/DocSidebarItem/Category`: a collapsible category. Its children are rendered only
 * while it is expanded, so the HTML of a page holds just the open branches of the tree.
 */
import { type ReactNode } from 'react';
import clsx from 'clsx';
import { useLocation } from 'react-router';
import Link from '@docusaurus/Link';
import DocSidebarItems from '@theme/DocSidebarItems';
import { useCollapsible } from '../../../hooks/useCollapsible';
import { isActiveSidebarItem, isSamePath, useCategoryCollapsed, visibleSidebarItems } from '../../../hooks/useDocSidebar';
import { useDocsSidebarOptions } from '../../../hooks/useSite';
import type { DocSidebarItemCategoryProps } from '../../../theme-classic';

export default function DocSidebarItemCategory({
  item,
  activePath,
  level,
  index,
  onItemClick,
}: DocSidebarItemCategoryProps): ReactNode {
  const active = isActiveSidebarItem(item, activePath);
  const { autoCollapseCategories } = useDocsSidebarOptions();
  const { collapsed, setCollapsed, toggle } = useCategoryCollapsed(item, active, index, autoCollapseCategories);
  const list = useCollapsible<HTMLUListElement>(collapsed);
  const { pathname } = useLocation();
  const children = visibleSidebarItems(item.items, activePath);
  const onCurrentPage = isSamePath(item.href, pathname);
  const caretLabel = `${collapsed ? 'Expand' : 'Collapse'} sidebar category '${item.label}'`;

  if (children.length === 0) {
    return item.href ? (
      <li className={clsx('theme-doc-sidebar-item-link', `theme-doc-sidebar-item-link-level-${level}`, 'menu__list-item', item.className)}>
        <Link className={clsx('menu__link', active && 'menu__link--active')} to={item.href}>
          {item.label}
        </Link>
      </li>
    ) : null;
  }

  return (
    <li
      className={clsx(
        'theme-doc-sidebar-item-category',
        `theme-doc-sidebar-item-category-level-${level}`,
        'menu__list-item',
        collapsed && 'menu__list-item--collapsed',
        item.className,
      )}
    >
      <div className={clsx('menu__list-item-collapsible', active && 'menu__list-item-collapsible--active')}>
        {item.href ? (
          <Link
            className={clsx('menu__link menu__link--sublist', active && 'menu__link--active')}
            aria-current={isSamePath(item.href, activePath) ? 'page' : undefined}
            to={item.href}
            onClick={(event) => {
              if (onCurrentPage) {
                event.preventDefault();
                toggle();
              } else {
                setCollapsed(false);
                onItemClick?.(item);
              }
            }}
          >
            {item.label}
          </Link>
        ) : (
          <a
            role="button"
            href="#"
            aria-expanded={!collapsed}
            className={clsx('menu__link menu__link--sublist menu__link--sublist-caret', active && 'menu__link--active')}
            onClick={(event) => {
              event.preventDefault();
              toggle();
            }}
          >
            {item.label}
          </a>
        )}
        {item.href && item.collapsible && (
          <button
            type="button"
            aria-label={caretLabel}
            aria-expanded={!collapsed}
            className="clean-btn menu__caret"
            onClick={(event) => {
              event.preventDefault();
              toggle();
            }}
          />
        )}
      </div>
      {list.mounted && (
        <ul ref={list.ref} className="menu__list">
          <DocSidebarItems items={item.items} activePath={activePath} level={level + 1} onItemClick={onItemClick} />
        </ul>
      )}
    </li>
  );
}
