/**
 * `@theme/DocItem`: one doc, built from swizzlable parts: `DocItem/Metadata` (head tags) and
 * `DocItem/Layout` around the doc's content (`@theme/MDXContent`: the Rust-rendered HTML or
 * the compiled MDX module), then, on a page that ends with its sidebar category's cards (the
 * OpenAPI info and tag pages, `DocMeta.endsWithCategoryCards`), `@theme/DocCardList`.
 */
import type { ReactNode } from 'react';
import DocItemLayout from '@theme/DocItem/Layout';
import DocItemMetadata from '@theme/DocItem/Metadata';
import DocCardList from '@theme/DocCardList';
import MDXContent from '@theme/MDXContent';
import { usePage } from '../../hooks/useSite';

export default function DocItem(): ReactNode {
  const { page } = usePage();
  return (
    <>
      <DocItemMetadata />
      <DocItemLayout>
        <MDXContent html={page.html ?? ''} component={page.contentComponent} />
        {page.doc?.endsWithCategoryCards && (
          <div className="margin-top--lg">
            <DocCardList />
          </div>
        )}
      </DocItemLayout>
    </>
  );
}
