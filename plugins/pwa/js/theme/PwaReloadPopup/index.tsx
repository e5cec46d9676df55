/**
 * `@theme/PwaReloadPopup`: "New version available" with Refresh and Close, shown in offline
 * mode when a new service worker waits. Swizzle it (a site's `src/theme/PwaReloadPopup`) to
 * change it, as Docusaurus's `reloadPopup` option was replaced by.
 */
import type { ReactNode } from 'react';
import type { Props } from '@theme/PwaReloadPopup';
import Translate, { translate } from '@docusaurus/Translate';
import { usePwaReloadPopup } from './usePwaReloadPopup';
import styles from './styles.module.css';

export default function PwaReloadPopup({ onReload }: Props): ReactNode {
  const { visible, reload, close } = usePwaReloadPopup(onReload);
  if (!visible) return null;
  return (
    <div className={`alert alert--secondary ${styles.popup}`} role="status">
      <p>
        <Translate id="theme.PwaReloadPopup.info" description="The text for PWA reload popup">
          New version available
        </Translate>
      </p>
      <div className={styles.buttons}>
        <button className="button button--link" type="button" onClick={reload}>
          <Translate id="theme.PwaReloadPopup.refreshButtonText" description="The text for PWA reload button">
            Refresh
          </Translate>
        </button>
        <button
          aria-label={translate({ id: 'theme.PwaReloadPopup.closeButtonAriaLabel', message: 'Close', description: 'The ARIA label for close button of PWA reload popup' })}
          className="close"
          type="button"
          onClick={close}>
          <span aria-hidden="true">&times;</span>
        </button>
      </div>
    </div>
  );
}
