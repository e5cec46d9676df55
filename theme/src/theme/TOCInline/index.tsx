/**
 * `@theme/TOCInline`: `<TOCInline toc={toc} />` in MDX, the page's headings as nested lists with
 * `href="#id"` links (the markup crates/markdown writes for the same tag).
 */
import type { ReactNode } from 'react';
import TOCItems from '@theme/TOCItems';
import { useOptionalPage, useThemeConfig } from '../../hooks/useSite';
import type { TOCInlineProps } from '../../theme-classic';

export default function TOCInline({ toc, minHeadingLevel, maxHeadingLevel }: TOCInlineProps): ReactNode {
  const page = useOptionalPage();
  const config = useThemeConfig().tableOfContents;
  return (
    <div className="tableOfContentsInline">
      <TOCItems
        toc={[...(toc ?? page?.page.toc ?? [])]}
        minHeadingLevel={minHeadingLevel ?? config.minHeadingLevel}
        maxHeadingLevel={maxHeadingLevel ?? config.maxHeadingLevel}
        className="table-of-contents"
        linkClassName=""
      />
    </div>
  );
}
