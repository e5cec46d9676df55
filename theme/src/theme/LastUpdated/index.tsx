/**
 * `@theme/LastUpdated`: "Last updated on {date} by {user}", each part only when known; the date
 * in the site's locale, in UTC (as Docusaurus formats it).
 */
import type { ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import { useSiteConfig } from '../../hooks/useSite';
import type { LastUpdatedProps } from '../../theme-classic';

function LastUpdatedAtDate({ lastUpdatedAt }: { lastUpdatedAt: number }): ReactNode {
  const locale = useSiteConfig().i18n?.currentLocale ?? 'en';
  const date = new Date(lastUpdatedAt);
  const formatted = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
  return (
    <Translate
      id="theme.lastUpdated.atDate"
      values={{
        date: (
          <b>
            <time dateTime={date.toISOString()} itemProp="dateModified">
              {formatted}
            </time>
          </b>
        ),
      }}
    >
      {' on {date}'}
    </Translate>
  );
}

function LastUpdatedByUser({ lastUpdatedBy }: { lastUpdatedBy: string }): ReactNode {
  return (
    <Translate id="theme.lastUpdated.byUser" values={{ user: <b>{lastUpdatedBy}</b> }}>
      {' by {user}'}
    </Translate>
  );
}

export default function LastUpdated({ lastUpdatedAt, lastUpdatedBy }: LastUpdatedProps): ReactNode {
  return (
    <span className="theme-last-updated">
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        values={{
          atDate: lastUpdatedAt ? <LastUpdatedAtDate lastUpdatedAt={lastUpdatedAt} /> : '',
          byUser: lastUpdatedBy ? <LastUpdatedByUser lastUpdatedBy={lastUpdatedBy} /> : '',
        }}
      >
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
