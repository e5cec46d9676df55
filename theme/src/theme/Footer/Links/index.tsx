/** `@theme/Footer/Links`: the footer's links, in titled columns (`Footer/Links/MultiColumn`). */
import type { ReactNode } from 'react';
import FooterLinksMultiColumn from '@theme/Footer/Links/MultiColumn';
import type { FooterLinksProps } from '../../../theme-classic';

export default function FooterLinks({ links }: FooterLinksProps): ReactNode {
  return <FooterLinksMultiColumn columns={links} />;
}
