/**
 * `@theme/DocSidebarItem/Category`: a collapsible category. Its children are rendered only
 * while it is expanded, so the HTML of a page holds just the open branches of the tree. A
 * category without a link leads, in the server's HTML, to its first link (so it works before
 * the app runs), as Docusaurus's; once the app runs it only toggles.
 */
import { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import DocSidebarItems from '@theme/DocSidebarItems';
import { useCollapsible } from '../../../hooks/useCollapsible';
import { isActiveSidebarItem, isSamePath, useCategoryCollapsed, visibleSidebarItems } from '../../../hooks/useDocSidebar';
import { useDocsSidebarOptions, useIsBrowser } from '../../../hooks/useSite';
import type { DocSidebarItemCategoryProps } from '../../../theme-classic';
import type { SidebarCategoryItem, SidebarItem } from '../../../types';
import DocSidebarItemLink from '@theme/DocSidebarItem/Link';
import styles from './styles.module.css';

/** The first link of a category's tree (its own, or its first descendant's); it stops at the
 * first one found (mapping every child first walked the whole subtree of each category on every
 * page: a tenth of the SSR time of a 10,000-page corpus). */
function firstLink(item: SidebarItem): string | undefined {
  if (item.type === 'link') return item.href;
  if (item.type !== 'category') return undefined;
  if (item.href) return item.href;
  for (const child of item.items) {
    const href = firstLink(child);
    if (href !== undefined) return href;
  }
  return undefined;
}

/** The category's link, or while the server renders a collapsible one, its first link. */
function useHrefWithServerFallback(item: SidebarCategoryItem): string | undefined {
  const isBrowser = useIsBrowser();
  if (item.href) return item.href;
  return isBrowser || !item.collapsible ? undefined : firstLink(item);
}

export default function DocSidebarItemCategory({ item, activePath, level, index, onItemClick }: DocSidebarItemCategoryProps): ReactNode {
  const active = isActiveSidebarItem(item, activePath);
  const { autoCollapseCategories } = useDocsSidebarOptions();
  const { collapsed, setCollapsed, toggle } = useCategoryCollapsed(item, active, index, autoCollapseCategories);
  const list = useCollapsible<HTMLUListElement>(collapsed);
  const children = visibleSidebarItems(item.items, activePath);
  const onCurrentPage = isSamePath(item.href, activePath);
  const href = useHrefWithServerFallback(item);
  const caretLabel = `${collapsed ? 'Expand' : 'Collapse'} sidebar category '${item.label}'`;

  if (children.length === 0) {
    // without visible children, a category with a link is a link
    return item.href ? (
      <DocSidebarItemLink item={{ type: 'link', label: item.label, href: item.href, className: item.className }} activePath={activePath} level={level} index={index} onItemClick={onItemClick} />
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
      <div className={clsx('menu__list-item-collapsible', onCurrentPage && 'menu__list-item-collapsible--active')}>
        <Link
          className={clsx(styles.categoryLink, 'menu__link', {
            'menu__link--sublist': item.collapsible,
            'menu__link--sublist-caret': !item.href && item.collapsible,
            'menu__link--active': active,
          })}
          aria-current={onCurrentPage ? 'page' : undefined}
          role={item.collapsible && !item.href ? 'button' : undefined}
          aria-expanded={item.collapsible && !item.href ? !collapsed : undefined}
          href={item.collapsible ? (href ?? '#') : href}
          onClick={(event) => {
            onItemClick?.(item);
            if (!item.collapsible) return;
            if (!item.href || onCurrentPage) {
              // on the category's own page (or without a page), a click folds it
              event.preventDefault();
              toggle();
            } else {
              setCollapsed(false);
            }
          }}
        >
          <span className={styles.categoryLinkLabel}>{item.label}</span>
        </Link>
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
