/**
 * `@theme/DocItem/Footer`: the doc's tags (`@theme/TagsListInline`), then its "Edit this page"
 * link and when (and by whom) it was last updated (`@theme/EditMetaRow`).
 */
import type { ReactNode } from 'react';
import EditMetaRow from '@theme/EditMetaRow';
import TagsListInline from '@theme/TagsListInline';
import { usePage } from '../../../hooks/useSite';

/** Seconds (page data) to milliseconds (Docusaurus's `lastUpdatedAt`). */
function milliseconds(seconds: number | undefined): number | undefined {
  return seconds === undefined ? undefined : seconds * 1000;
}

export default function DocItemFooter(): ReactNode {
  const doc = usePage().page.doc;
  const tags = doc?.tags ?? [];
  const lastUpdate = doc?.lastUpdate;
  const showEditMetaRow = Boolean(doc?.editUrl || lastUpdate);
  if (tags.length === 0 && !showEditMetaRow) {
    return null;
  }
  return (
    <footer className="theme-doc-footer docusaurus-mt-lg">
      {tags.length > 0 && (
        <div className="theme-doc-footer-tags-row row margin-top--sm">
          <div className="col">
            <TagsListInline tags={tags} />
          </div>
        </div>
      )}
      {showEditMetaRow && (
        <EditMetaRow
          className="theme-doc-footer-edit-meta-row margin-top--sm"
          editUrl={doc?.editUrl}
          lastUpdatedAt={milliseconds(lastUpdate?.lastUpdatedAt)}
          lastUpdatedBy={lastUpdate?.lastUpdatedBy}
        />
      )}
    </footer>
  );
}
