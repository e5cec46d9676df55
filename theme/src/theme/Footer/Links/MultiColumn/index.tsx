/** `@theme/Footer/Links/MultiColumn`: one column per `footer.links` entry: a title and its links. */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import FooterLinkItem from '@theme/Footer/LinkItem';
import type { FooterColumnProps, FooterLinksMultiColumnProps } from '../../../../theme-classic';
import type { FooterLinkConfig } from '../../../../types';

function ColumnLinkItem({ item }: { item: FooterLinkConfig }): ReactNode {
  if (item.html) {
    return <li className={clsx('footer__item', item.className)} dangerouslySetInnerHTML={{ __html: item.html }} />;
  }
  return (
    <li className="footer__item">
      <FooterLinkItem item={item} />
    </li>
  );
}

function Column({ column }: FooterColumnProps): ReactNode {
  return (
    <div className="theme-layout-footer-column col footer__col">
      {column.title && <div className="footer__title">{column.title}</div>}
      <ul className="footer__items clean-list">
        {column.items.map((item, index) => (
          <ColumnLinkItem key={index} item={item} />
        ))}
      </ul>
    </div>
  );
}

export default function FooterLinksMultiColumn({ columns }: FooterLinksMultiColumnProps): ReactNode {
  return (
    <div className="row footer__links">
      {columns.map((column, index) => (
        <Column key={index} column={column} />
      ))}
    </div>
  );
}
