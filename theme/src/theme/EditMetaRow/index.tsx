/** `@theme/EditMetaRow`: the footer row with "Edit this page" (left) and "Last updated" (right). */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import EditThisPage from '@theme/EditThisPage';
import LastUpdated from '@theme/LastUpdated';
import type { EditMetaRowProps } from '../../theme-classic';
import styles from './styles.module.css';

export default function EditMetaRow({ className, editUrl, lastUpdatedAt, lastUpdatedBy }: EditMetaRowProps): ReactNode {
  const showLastUpdated = Boolean(lastUpdatedAt || lastUpdatedBy);
  return (
    <div className={clsx(className, 'row')}>
      <div className="col">{editUrl && <EditThisPage editUrl={editUrl} />}</div>
      {showLastUpdated && (
        <div className={clsx('col', styles.lastUpdated)}>
          <LastUpdated lastUpdatedAt={lastUpdatedAt} lastUpdatedBy={lastUpdatedBy} />
        </div>
      )}
    </div>
  );
}
