/**
 * `@theme/Logo`: a link home with the logo (a `ThemedImage`: light and dark sources, both written
 * by the server) and the navbar title. Where it sits decides its classes: the navbar's brand
 * wraps the image in `navbar__logo` (`@theme/Navbar/Logo`), the docs sidebar's does not.
 */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import ThemedImage from '@theme/ThemedImage';
import { useBaseUrlUtils } from '../../hooks/useBaseUrl';
import { useSiteConfig, useThemeConfig } from '../../hooks/useSite';
import type { LogoProps } from '../../theme-classic';
import type { Logo as LogoConfig } from '../../types';

function LogoImage({ logo, alt, imageClassName }: { logo: LogoConfig; alt: string; imageClassName?: string }): ReactNode {
  const { withBaseUrl } = useBaseUrlUtils();
  const image = (
    <ThemedImage
      className={logo.className ?? undefined}
      sources={{ light: withBaseUrl(logo.src), dark: withBaseUrl(logo.srcDark ?? logo.src) }}
      alt={alt}
      width={logo.width ?? undefined}
      height={logo.height ?? undefined}
    />
  );
  return imageClassName ? <div className={imageClassName}>{image}</div> : image;
}

export default function Logo({ className, tabIndex, imageClassName, titleClassName }: LogoProps): ReactNode {
  const siteTitle = useSiteConfig().title;
  const { logo, title } = useThemeConfig().navbar;
  // with a visible title the logo is decorative
  const alt = logo?.alt ?? (title ? '' : siteTitle);
  return (
    <Link className={className} to={logo?.href ?? '/'} target={logo?.target ?? undefined} tabIndex={tabIndex}>
      {logo && <LogoImage logo={logo} alt={alt} imageClassName={imageClassName} />}
      {title != null && <b className={titleClassName}>{title}</b>}
    </Link>
  );
}
