/** `@theme/Icon/Close`-style cross used by close buttons (announcement bar, mobile navbar). */
import type { ReactNode } from 'react';
import type { IconCloseProps } from '../../theme-classic';

export default function IconClose({ size = 14, color = 'currentColor', strokeWidth = 3.1 }: IconCloseProps): ReactNode {
  return (
    <svg viewBox="0 0 15 15" width={size} height={size} aria-hidden="true">
      <g stroke={color} strokeWidth={strokeWidth}>
        <path d="M.75.75l13.5 13.5M14.25.75L.75 14.25" />
      </g>
    </svg>
  );
}
