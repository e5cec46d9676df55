/**
 * `@theme/DocItem/Footer`: the doc's tags, its "Edit this page" link and when (and by whom)
 * it was last updated.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Tag from '@theme/Tag';
import Translate from '@docusaurus/Translate';
import { usePage, useSiteConfig } from '../../../hooks/useSite';
import type { DocMeta } from '../../../types';
import styles from './styles.module.css';

/** "Last updated on {date} by {user}", each part only when known (Docusaurus's LastUpdated). */
function LastUpdated({ lastUpdate }: { lastUpdate: NonNullable<DocMeta['lastUpdate']> }): ReactNode {
  const locale = useSiteConfig().i18n?.currentLocale ?? 'en';
  const at = lastUpdate.lastUpdatedAt;
  const by = lastUpdate.lastUpdatedBy;
  const date = at === undefined ? null : new Date(at * 1000);
  const atDate = date && (
    <Translate
      id="theme.lastUpdated.atDate"
      values={{
        date: (
          <b>
            <time dateTime={date.toISOString()} itemProp="dateModified">
              {new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date)}
            </time>
          </b>
        ),
      }}
    >
      {' on {date}'}
    </Translate>
  );
  const byUser = by && (
    <Translate id="theme.lastUpdated.byUser" values={{ user: <b>{by}</b> }}>
      {' by {user}'}
    </Translate>
  );
  return (
    <span className="theme-last-updated">
      <Translate id="theme.lastUpdated.lastUpdatedAtBy" values={{ atDate: atDate ?? '', byUser: byUser ?? '' }}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}

export default function DocItemFooter(): ReactNode {
  const doc = usePage().page.doc;
  const tags = doc?.tags ?? [];
  const lastUpdate = doc?.lastUpdate;
  if (tags.length === 0 && !doc?.editUrl && !lastUpdate) {
    return null;
  }
  return (
    <footer className="theme-doc-footer docusaurus-mt-lg">
      {tags.length > 0 && (
        <div className="theme-doc-footer-tags-row row margin-bottom--sm">
          <div className="col">
            <b>
              <Translate id="theme.tags.tagsListLabel">Tags:</Translate>
            </b>
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
      {(doc?.editUrl || lastUpdate) && (
        <div className="theme-doc-footer-edit-meta-row row">
          <div className="col">
            {doc?.editUrl && (
              <a href={doc.editUrl} target="_blank" rel="noopener noreferrer" className="theme-edit-this-page">
                <Translate id="theme.common.editThisPage">Edit this page</Translate>
              </a>
            )}
          </div>
          {lastUpdate && (
            <div className={clsx('col', styles.lastUpdated)}>
              <LastUpdated lastUpdate={lastUpdate} />
            </div>
          )}
        </div>
      )}
    </footer>
  );
}
