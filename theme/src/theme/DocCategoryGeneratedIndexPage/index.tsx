/**
 * `@theme/DocCategoryGeneratedIndexPage`: a category's own page: title, description, and the
 * category's sidebar items as cards.
 */
import type { ReactNode } from 'react';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocCardList from '@theme/DocCardList';
import DocPaginator from '@theme/DocPaginator';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocVersionBanner from '@theme/DocVersionBanner';
import Heading from '@theme/Heading';
import { usePage } from '../../hooks/useSite';
import { useCurrentCategoryItems } from '../DocCardList/useDocCardItems';
import styles from './styles.module.css';

export default function DocCategoryGeneratedIndexPage(): ReactNode {
  const { page } = usePage();
  const doc = page.doc;
  const items = useCurrentCategoryItems();
  return (
    <div className={styles.generatedIndexPage}>
      <DocVersionBanner />
      {doc && <DocBreadcrumbs breadcrumbs={doc.breadcrumbs} />}
      <DocVersionBadge />
      <header>
        <Heading as="h1" className={styles.title}>
          {page.title}
        </Heading>
        {page.description && <p>{page.description}</p>}
      </header>
      <article className="margin-top--lg">
        <DocCardList items={items} />
      </article>
      <footer className="margin-top--md">
        <DocPaginator previous={doc?.previous} next={doc?.next} />
      </footer>
    </div>
  );
}
