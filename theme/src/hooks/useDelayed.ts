/** True once `active` has stayed true for `delayMs` (spinners and progress bars wait 200 ms). */
import { useEffect, useState } from 'react';

export const LOADING_DELAY_MS = 200;

export function useDelayed(active: boolean, delayMs: number = LOADING_DELAY_MS): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!active) {
      setPast(false);
      return undefined;
    }
    const timer = window.setTimeout(() => setPast(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [active, delayMs]);
  return active && past;
}
