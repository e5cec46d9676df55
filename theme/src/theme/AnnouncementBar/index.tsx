/** `@theme/AnnouncementBar`: the configured HTML banner, closeable, remembered per id (Docusaurus's Content and CloseButton classes). */
import type { ReactNode } from 'react';
import IconClose from '@theme/Icon/Close';
import { useAnnouncementBar } from '../../hooks/useAnnouncementBar';
import { useThemeConfig } from '../../hooks/useSite';
import styles from './styles.module.css';

export default function AnnouncementBar(): ReactNode {
  const bar = useThemeConfig().announcementBar;
  const { isActive, close } = useAnnouncementBar();
  if (!bar || !isActive) {
    return null;
  }
  return (
    <div
      className={`theme-announcement-bar ${styles.announcementBar}`}
      role="banner"
      style={{ backgroundColor: bar.backgroundColor ?? undefined, color: bar.textColor ?? undefined }}
    >
      {bar.isCloseable && <div className={styles.announcementBarPlaceholder} />}
      <div className={`${styles.content} ${styles.announcementBarContent}`} dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button type="button" aria-label="Close" className={`clean-btn close ${styles.closeButton} ${styles.announcementBarClose}`} onClick={close}>
          <IconClose width={14} height={14} strokeWidth={3.1} />
        </button>
      )}
    </div>
  );
}
