/** `@theme/Icon/Menu`: the hamburger of the navbar's mobile menu button. */
import type { ReactNode } from 'react';
import type { IconProps } from '../../../theme-classic';

export default function IconMenu({ width = 30, height = 30, ...props }: IconProps): ReactNode {
  return (
    <svg width={width} height={height} viewBox="0 0 30 30" aria-hidden="true" {...props}>
      <path stroke="currentColor" strokeLinecap="round" strokeMiterlimit="10" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
    </svg>
  );
}
