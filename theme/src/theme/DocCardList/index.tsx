/**
 * `@theme/DocCardList`: cards in two columns, for `items` (links or sidebar items, e.g.
 * `useCurrentSidebarCategory().items`) or, without it, the current category's items.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import DocCard from '@theme/DocCard';
import { useDocCardItems } from './useDocCardItems';
import type { DocCardListProps } from '../../theme-classic';

export default function DocCardList({ items, className }: DocCardListProps): ReactNode {
  const cards = useDocCardItems(items);
  return (
    <section className={clsx('row', className)}>
      {cards.map((item, index) => (
        <article key={index} className="docCardListItem col col--6">
          <DocCard item={item} />
        </article>
      ))}
    </section>
  );
}
