/**
 * Announcement bar state: always rendered on the server (CSS hides it when the inline script
 * found it dismissed); after mount, dismissal is read from localStorage and reset when the
 * configured id changed.
 */
import { useCallback, useEffect, useState } from 'react';
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY } from '../app/inlineScripts';
import { useThemeConfig } from './useSite';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: dismissal lasts for this page only.
  }
}

export interface AnnouncementBarState {
  isActive: boolean;
  close: () => void;
}

export function useAnnouncementBar(): AnnouncementBarState {
  const bar = useThemeConfig().announcementBar;
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!bar) {
      return;
    }
    const storedId = read(ANNOUNCEMENT_ID_KEY);
    const seenId = storedId === 'annoucement-bar' ? 'announcement-bar' : storedId;
    write(ANNOUNCEMENT_ID_KEY, bar.id);
    if (seenId !== bar.id) {
      write(ANNOUNCEMENT_DISMISS_KEY, 'false');
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
      setDismissed(false);
    } else {
      setDismissed(read(ANNOUNCEMENT_DISMISS_KEY) === 'true');
    }
  }, [bar]);

  const close = useCallback(() => {
    write(ANNOUNCEMENT_DISMISS_KEY, 'true');
    setDismissed(true);
  }, []);

  return { isActive: Boolean(bar) && !dismissed, close };
}
