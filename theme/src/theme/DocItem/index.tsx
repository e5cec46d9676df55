/**
 * `@theme/DocItem`: one doc, built from swizzlable parts: `DocItem/Metadata` (head tags) and
 * `DocItem/Layout` around the doc's content (`@theme/MDXContent`: the Rust-rendered HTML or
 * the compiled MDX module).
 */
import type { ReactNode } from 'react';
import DocItemLayout from '@theme/DocItem/Layout';
import DocItemMetadata from '@theme/DocItem/Metadata';
import MDXContent from '@theme/MDXContent';
import { usePage } from '../../hooks/useSite';

export default function DocItem(): ReactNode {
  const { page } = usePage();
  return (
    <>
      <DocItemMetadata />
      <DocItemLayout>
        <MDXContent html={page.html ?? ''} component={page.contentComponent} />
      </DocItemLayout>
    </>
  );
}
