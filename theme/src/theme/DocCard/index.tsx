/**
 * `@theme/DocCard`: a card for a sidebar item, in Docusaurus 3.10's markup. The label's
 * leading emoji is its icon, else the item's kind chooses it: 🗃️ for a category (described by
 * its number of items), 📄️ for a doc (described by the doc's description) and 🔗 for an
 * external link.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { usePluralForm } from '@docusaurus/theme-common';
import { useDocById } from '@docusaurus/plugin-content-docs/client';
import { isExternalUrl } from '../../hooks/useBaseUrl';
import type { DocCardProps } from '../../theme-classic';
import type { SidebarCategoryItem, SidebarLinkItem } from '../../types';
import { findFirstSidebarItemLink } from '../DocCardList/useDocCardItems';
import { cardIconAndTitle, type CardKind } from './cardIcon';
import styles from './styles.module.css';

function CardLayout({ href, kind, label, description }: { href: string; kind: CardKind; label: string; description?: string }): ReactNode {
  const { icon, title } = cardIconAndTitle(label, kind);
  return (
    <Link href={href} className={clsx('card padding--lg theme-doc-card-container', styles.cardContainer)}>
      <h2 className={clsx('theme-doc-card-heading', styles.cardTitle)} title={title}>
        <span className={clsx('theme-doc-card-icon', styles.cardTitleIcon)}>{icon}</span>
        <span className={clsx('text--truncate theme-doc-card-title', styles.cardTitleText)}>{title}</span>
      </h2>
      {description && (
        <p className={clsx('text--truncate theme-doc-card-description', styles.cardDescription)} title={description}>
          {description}
        </p>
      )}
    </Link>
  );
}

function CardCategory({ item }: { item: SidebarCategoryItem }): ReactNode {
  const href = findFirstSidebarItemLink(item);
  const { selectMessage } = usePluralForm();
  if (!href) {
    return null;
  }
  const description = selectMessage(
    item.items.length,
    translate({ id: 'theme.docs.DocCard.categoryDescription.plurals', message: '1 item|{count} items' }, { count: item.items.length }),
  );
  return <CardLayout href={href} kind="category" label={item.label} description={description} />;
}

function CardLink({ item }: { item: SidebarLinkItem }): ReactNode {
  const doc = useDocById(item.docId);
  return <CardLayout href={item.href} kind={isExternalUrl(item.href) ? 'external' : 'doc'} label={item.label} description={doc?.description} />;
}

export default function DocCard({ item }: DocCardProps): ReactNode {
  return item.type === 'category' ? <CardCategory item={item} /> : <CardLink item={item} />;
}
