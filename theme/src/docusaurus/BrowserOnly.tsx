/** `@docusaurus/BrowserOnly`: renders `children()` only in the browser, after hydration. */
import type { ReactNode } from 'react';
import { useIsBrowser } from '../hooks/useSite';

export interface BrowserOnlyProps {
  children?: () => ReactNode;
  fallback?: ReactNode;
}

export default function BrowserOnly({ children, fallback = null }: BrowserOnlyProps): ReactNode {
  const isBrowser = useIsBrowser();
  if (!isBrowser || children == null) {
    return fallback;
  }
  return <>{children()}</>;
}
