/** Props of the PWA plugin's theme components (swizzle contract). */
declare module '@theme/PwaReloadPopup' {
  import type { ReactNode } from 'react';

  export interface Props {
    /** Sends SKIP_WAITING to the waiting worker and reloads once it controls the page. */
    readonly onReload: () => void;
  }
  export default function PwaReloadPopup(props: Props): ReactNode;
}
