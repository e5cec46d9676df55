/** `@theme/Loading`: nothing for 200 ms, then a spinner; a load failure with a Retry button. */
import type { ReactNode } from 'react';
import type { LoadingProps } from '../../theme-classic';
import styles from './styles.module.css';

export default function Loading({ pastDelay = false, error, retry }: LoadingProps): ReactNode {
  if (error) {
    return (
      <div className={styles.loadingError} role="alert">
        <p>{String(error.message || error)}</p>
        {retry && (
          <button type="button" className="button button--danger button--sm" onClick={retry}>
            Retry
          </button>
        )}
      </div>
    );
  }
  if (!pastDelay) {
    return null;
  }
  return (
    <div className={styles.loader} role="status" aria-label="Loading">
      <svg width="64" height="55" viewBox="0 0 128 110" xmlns="http://www.w3.org/2000/svg" stroke="#61dafb" aria-hidden="true">
        <g fill="none" fillRule="evenodd" transform="translate(1 1)" strokeWidth="2">
          <circle cx="64" cy="54" r="20" className={styles.pulse} />
          <circle cx="64" cy="54" r="8" fill="#61dafb" />
        </g>
      </svg>
    </div>
  );
}
