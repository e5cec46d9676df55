/**
 * `@theme/DocCard`: a card linking to a doc or category, in Docusaurus 3.10's markup, which the
 * docs plugin also writes for `<DocCardList />` in Markdown (`plugins/content-docs/src/cards.rs`):
 * the label's leading emoji as its icon, else 📄️ for a doc, 🗃 for a category (its "N items")
 * and 🔗 for an external link.
 */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { isExternalUrl } from '../../hooks/useBaseUrl';
import type { DocCardProps } from '../../theme-classic';
import { cardIconAndTitle } from './cardIcon';
import './styles.module.css';

export default function DocCard({ item }: DocCardProps): ReactNode {
  const isCategory = /^\d+ items?$/.test(item.description ?? '');
  const { icon, title } = cardIconAndTitle(item.title, isCategory ? 'category' : isExternalUrl(item.permalink) ? 'external' : 'doc');
  return (
    <Link href={item.permalink} className="card padding--lg theme-doc-card-container cardContainer">
      <h2 className="theme-doc-card-heading cardTitle" title={title}>
        <span className="theme-doc-card-icon cardTitleIcon">{icon}</span>
        <span className="text--truncate theme-doc-card-title cardTitleText">{title}</span>
      </h2>
      {item.description && (
        <p className="text--truncate theme-doc-card-description cardDescription" title={item.description}>
          {item.description}
        </p>
      )}
    </Link>
  );
}
