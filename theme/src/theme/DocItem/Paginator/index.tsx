/** `@theme/DocItem/Paginator`: the doc's previous and next links (`@theme/DocPaginator`). */
import type { ReactNode } from 'react';
import DocPaginator from '@theme/DocPaginator';
import { usePage } from '../../../hooks/useSite';

export default function DocItemPaginator(): ReactNode {
  const doc = usePage().page.doc;
  return <DocPaginator className="docusaurus-mt-lg" previous={doc?.previous} next={doc?.next} />;
}
