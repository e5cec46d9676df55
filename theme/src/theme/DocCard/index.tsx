/**
 * `@theme/DocCard`: a card linking to a doc or category, the markup the docs plugin writes for
 * `<DocCardList />` in Markdown (📄️ doc, 🗃️ category with its "N items", 🔗 external link).
 */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { isExternalUrl } from '../../hooks/useBaseUrl';
import type { DocCardProps } from '../../theme-classic';
import './styles.module.css';

export default function DocCard({ item }: DocCardProps): ReactNode {
  const icon = isExternalUrl(item.permalink) ? '🔗' : /^\d+ items?$/.test(item.description ?? '') ? '🗃️' : '📄️';
  return (
    <Link to={item.permalink} className="card padding--lg cardContainer">
      <h2 className="text--truncate cardTitle" title={item.title}>
        {icon} {item.title}
      </h2>
      {item.description && (
        <p className="text--truncate cardDescription" title={item.description}>
          {item.description}
        </p>
      )}
    </Link>
  );
}
