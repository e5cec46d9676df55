/** `@theme/DocCategoryGeneratedIndexPage`: a category's own page: title, description, cards. */
import type { ReactNode } from 'react';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocCardList from '@theme/DocCardList';
import DocPaginator from '@theme/DocPaginator';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocVersionBanner from '@theme/DocVersionBanner';
import { usePage } from '../../hooks/useSite';

export default function DocCategoryGeneratedIndexPage(): ReactNode {
  const { page } = usePage();
  const doc = page.doc;
  return (
    <div className="generatedIndexPage">
      <DocVersionBanner />
      {doc && <DocBreadcrumbs breadcrumbs={doc.breadcrumbs} />}
      <DocVersionBadge />
      <header className="markdown">
        <h1>{page.title}</h1>
        {page.description && <p>{page.description}</p>}
      </header>
      <article className="margin-top--lg">
        <DocCardList items={doc?.cards ?? []} />
      </article>
      <footer className="margin-top--lg">
        <DocPaginator previous={doc?.previous} next={doc?.next} />
      </footer>
    </div>
  );
}
