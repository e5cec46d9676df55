/** `@theme/DocSidebarItem/Html`: raw HTML in the sidebar. */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { DocSidebarItemHtmlProps } from '../../../theme-classic';

export default function DocSidebarItemHtml({ item, level }: DocSidebarItemHtmlProps): ReactNode {
  return (
    <li
      className={clsx(
        'theme-doc-sidebar-item-link',
        `theme-doc-sidebar-item-link-level-${level}`,
        item.defaultStyle && 'menuHtmlItem menu__list-item',
        item.className,
      )}
      dangerouslySetInnerHTML={{ __html: item.value }}
    />
  );
}
