/** `@theme/DocCardList`: cards in two columns. */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import DocCard from '@theme/DocCard';
import type { DocCardListProps } from '../../theme-classic';

export default function DocCardList({ items, className }: DocCardListProps): ReactNode {
  return (
    <section className={clsx('row', className)}>
      {items.map((item, index) => (
        <article key={index} className="col col--6 margin-bottom--lg">
          <DocCard item={item} />
        </article>
      ))}
    </section>
  );
}
