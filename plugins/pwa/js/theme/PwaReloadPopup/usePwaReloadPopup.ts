/** The popup's state: shown until the reader refreshes (then `onReload`) or closes it. */
import { useCallback, useState } from 'react';

export function usePwaReloadPopup(onReload: () => void): { visible: boolean; reload: () => void; close: () => void } {
  const [visible, setVisible] = useState(true);
  const reload = useCallback(() => {
    setVisible(false);
    onReload();
  }, [onReload]);
  const close = useCallback(() => setVisible(false), []);
  return { visible, reload, close };
}
