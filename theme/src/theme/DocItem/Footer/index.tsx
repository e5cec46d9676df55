/** `@theme/DocItem/Footer`: the doc's tags and its "Edit this page" link. */
import type { ReactNode } from 'react';
import Tag from '@theme/Tag';
import { usePage } from '../../../hooks/useSite';

export default function DocItemFooter(): ReactNode {
  const doc = usePage().page.doc;
  const tags = doc?.tags ?? [];
  if (tags.length === 0 && !doc?.editUrl) {
    return null;
  }
  return (
    <footer className="theme-doc-footer docusaurus-mt-lg">
      {tags.length > 0 && (
        <div className="theme-doc-footer-tags-row row margin-bottom--sm">
          <div className="col">
            <b>Tags:</b>
            <ul className="tags padding--none margin-left--sm">
              {tags.map((tag) => (
                <li key={tag.permalink} className="tagsListItem">
                  <Tag tag={tag} />
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
      {doc?.editUrl && (
        <div className="theme-doc-footer-edit-meta-row row">
          <div className="col">
            <a href={doc.editUrl} target="_blank" rel="noopener noreferrer" className="theme-edit-this-page">
              Edit this page
            </a>
          </div>
        </div>
      )}
    </footer>
  );
}
