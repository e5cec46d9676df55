/** `@theme/Footer/Logo`: the footer's logo image, a link when it has an `href`. */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useBaseUrlUtils } from '../../../hooks/useBaseUrl';
import type { FooterLogoProps } from '../../../theme-classic';

export default function FooterLogo({ logo }: FooterLogoProps): ReactNode {
  const { withBaseUrl } = useBaseUrlUtils();
  const image = (
    <img
      className={clsx('footer__logo', logo.className)}
      alt={logo.alt ?? ''}
      src={withBaseUrl(logo.src)}
      width={logo.width ?? undefined}
      height={logo.height ?? undefined}
    />
  );
  if (!logo.href) {
    return image;
  }
  return (
    <Link href={logo.href} className="footerLogoLink" target={logo.target ?? undefined}>
      {image}
    </Link>
  );
}
