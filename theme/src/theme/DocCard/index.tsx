/** `@theme/DocCard`: a card linking to a doc or category. */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { isExternalUrl } from '../../hooks/useBaseUrl';
import type { DocCardProps } from '../../theme-classic';
import styles from './styles.module.css';

export default function DocCard({ item }: DocCardProps): ReactNode {
  const icon = isExternalUrl(item.permalink) ? '🔗' : '📄️';
  return (
    <Link to={item.permalink} className={clsx('card padding--lg', styles.cardContainer)}>
      <h2 className={clsx('text--truncate', styles.cardTitle)} title={item.title}>
        {icon} {item.title}
      </h2>
      {item.description && (
        <p className={clsx('text--truncate', styles.cardDescription)} title={item.description}>
          {item.description}
        </p>
      )}
    </Link>
  );
}
