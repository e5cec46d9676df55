/** `@theme/Icon/ExternalLink`: after links that open in a new tab (navbar, footer, sidebar). */
import type { ReactNode } from 'react';
import type { IconProps } from '../../../theme-classic';

export default function IconExternalLink({ width = 13.5, height = 13.5, ...props }: IconProps): ReactNode {
  return (
    <svg width={width} height={height} aria-label="(opens in new tab)" className="iconExternalLink" viewBox="0 0 24 24" {...props}>
      <path
        fill="currentColor"
        d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z"
      />
    </svg>
  );
}
