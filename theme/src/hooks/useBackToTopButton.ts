/** Back-to-top visibility: shown when scrolling up past 300px and not at the very bottom. */
import { useCallback, useEffect, useRef, useState } from 'react';

const THRESHOLD_PX = 300;

export function useBackToTopButton(): { shown: boolean; scrollToTop: () => void } {
  const [shown, setShown] = useState(false);
  const last = useRef<number | null>(null);

  useEffect(() => {
    const onScroll = () => {
      const current = window.scrollY;
      const previous = last.current;
      last.current = current;
      if (previous === null) {
        return;
      }
      const atBottom = current + window.innerHeight >= document.documentElement.scrollHeight - 1;
      setShown(current < previous && current >= THRESHOLD_PX && !atBottom);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const scrollToTop = useCallback(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, []);
  return { shown, scrollToTop };
}
