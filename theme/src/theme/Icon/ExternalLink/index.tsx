/**
 * `@theme/Icon/ExternalLink`: after links that open in a new tab (navbar, footer, sidebar); it
 * draws the symbol the document's hidden sprite defines (`app/svgSprites.ts`).
 */
import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { EXTERNAL_LINK_SYMBOL } from '../../../app/svgSprites';
import type { IconProps } from '../../../theme-classic';

export default function IconExternalLink({ width = 13.5, height = 13.5, ...props }: IconProps): ReactNode {
  const label = translate({ id: 'theme.IconExternalLink.ariaLabel', message: '(opens in new tab)' });
  return (
    <svg width={width} height={height} aria-label={label} className="iconExternalLink" {...props}>
      <use href={`#${EXTERNAL_LINK_SYMBOL}`} />
    </svg>
  );
}
