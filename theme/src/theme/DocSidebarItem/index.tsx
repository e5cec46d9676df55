/** `@theme/DocSidebarItem`: dispatches on the item type. */
import type { ReactNode } from 'react';
import DocSidebarItemCategory from '@theme/DocSidebarItem/Category';
import DocSidebarItemHtml from '@theme/DocSidebarItem/Html';
import DocSidebarItemLink from '@theme/DocSidebarItem/Link';
import type { DocSidebarItemProps } from '../../theme-classic';

export default function DocSidebarItem({ item, ...props }: DocSidebarItemProps): ReactNode {
  switch (item.type) {
    case 'category':
      return <DocSidebarItemCategory item={item} {...props} />;
    case 'html':
      return <DocSidebarItemHtml item={item} {...props} />;
    case 'link':
      return <DocSidebarItemLink item={item} {...props} />;
  }
}
