/** `@theme/DocSidebarItem/Link`: a doc or external link of the sidebar (its label clamped to two lines). */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import IconExternalLink from '@theme/Icon/ExternalLink';
import { isExternalUrl } from '../../../hooks/useBaseUrl';
import { isSamePath } from '../../../hooks/useDocSidebar';
import type { DocSidebarItemLinkProps } from '../../../theme-classic';
import styles from './styles.module.css';

export default function DocSidebarItemLink({ item, activePath, level, onItemClick }: DocSidebarItemLinkProps): ReactNode {
  const active = isSamePath(item.href, activePath);
  const external = isExternalUrl(item.href);
  return (
    <li
      className={clsx(
        'theme-doc-sidebar-item-link',
        `theme-doc-sidebar-item-link-level-${level}`,
        'menu__list-item',
        item.className,
      )}
    >
      <Link
        className={clsx('menu__link', external && styles.menuExternalLink, active && 'menu__link--active')}
        aria-current={active ? 'page' : undefined}
        to={item.href}
        onClick={onItemClick ? () => onItemClick(item) : undefined}
      >
        <span className={styles.linkLabel}>{item.label}</span>
        {external && <IconExternalLink />}
      </Link>
    </li>
  );
}
