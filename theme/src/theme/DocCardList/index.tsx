/**
 * `@theme/DocCardList`: cards in two columns, one per sidebar item of `items` (e.g.
 * `useCurrentSidebarCategory().items`) or, without it, of the current category. The fast path
 * writes no cards: a page with `<DocCardList />` takes the exact MDX path, so its cards are
 * these, on the server and in the browser.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import DocCard from '@theme/DocCard';
import { useDocCardItems } from './useDocCardItems';
import type { DocCardListProps } from '../../theme-classic';
import styles from './styles.module.css';

export default function DocCardList({ items, className }: DocCardListProps): ReactNode {
  const cards = useDocCardItems(items);
  return (
    <section className={clsx('row', className)}>
      {cards.map((item, index) => (
        <article key={index} className={clsx(styles.docCardListItem, 'col col--6')}>
          <DocCard item={item} />
        </article>
      ))}
    </section>
  );
}
