/**
 * `@theme/DocItem/Content`: the doc's content with its synthetic title (`<header><h1>`) first,
 * inside the same `.markdown` block, unless front matter hides it or the content has its own
 * h1 (`PageData.hideTitle`), as Docusaurus's. `@theme/MDXContent` holds the block, so the title
 * reaches it through `SyntheticTitleContext`.
 */
import type { ReactNode } from 'react';
import { SyntheticTitleContext } from '../../../app/contexts';
import { usePage } from '../../../hooks/useSite';
import type { DocItemContentProps } from '../../../theme-classic';

export default function DocItemContent({ children }: DocItemContentProps): ReactNode {
  const { page } = usePage();
  return <SyntheticTitleContext.Provider value={page.hideTitle ? null : page.title}>{children}</SyntheticTitleContext.Provider>;
}
