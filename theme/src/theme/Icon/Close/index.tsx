/** `@theme/Icon/Close`: the cross of close buttons (announcement bar, mobile navbar). */
import type { ReactNode } from 'react';
import type { IconCloseProps } from '../../../theme-classic';

export default function IconClose({ width = 21, height = 21, color = 'currentColor', strokeWidth = 1.2, ...props }: IconCloseProps): ReactNode {
  return (
    <svg viewBox="0 0 15 15" width={width} height={height} aria-hidden="true" {...props}>
      <g stroke={color} strokeWidth={strokeWidth}>
        <path d="M.75.75l13.5 13.5M14.25.75L.75 14.25" />
      </g>
    </svg>
  );
}
