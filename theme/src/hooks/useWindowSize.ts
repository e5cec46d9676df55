/** `'desktop'` above 996px, `'mobile'` at or below; `'ssr'` until hydrated. */
import { useEffect, useState } from 'react';

export const MOBILE_MAX_WIDTH = 996;
export type WindowSize = 'desktop' | 'mobile' | 'ssr';

function current(): WindowSize {
  return window.innerWidth > MOBILE_MAX_WIDTH ? 'desktop' : 'mobile';
}

export function useWindowSize(): WindowSize {
  const [size, setSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    let timer: number | undefined;
    const update = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setSize(current()), 20);
    };
    setSize(current());
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('resize', update);
      window.clearTimeout(timer);
    };
  }, []);
  return size;
}
