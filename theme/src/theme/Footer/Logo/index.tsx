/** `@theme/Footer/Logo`: the footer's logo (a `ThemedImage`: light and dark), a link when it has an `href`. */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import ThemedImage from '@theme/ThemedImage';
import { useBaseUrlUtils } from '../../../hooks/useBaseUrl';
import type { FooterLogoProps } from '../../../theme-classic';
import styles from './styles.module.css';

export default function FooterLogo({ logo }: FooterLogoProps): ReactNode {
  const { withBaseUrl } = useBaseUrlUtils();
  const image = (
    <ThemedImage
      className={clsx('footer__logo', logo.className)}
      alt={logo.alt ?? undefined}
      sources={{ light: withBaseUrl(logo.src), dark: withBaseUrl(logo.srcDark ?? logo.src) }}
      width={logo.width ?? undefined}
      height={logo.height ?? undefined}
    />
  );
  if (!logo.href) {
    return image;
  }
  return (
    <Link href={logo.href} className={styles.footerLogoLink} target={logo.target ?? undefined}>
      {image}
    </Link>
  );
}
