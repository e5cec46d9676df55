/** `@theme/Logo`: the navbar brand (logo image, light/dark variants, and title). */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useBaseUrlUtils } from '../../hooks/useBaseUrl';
import { useThemeConfig } from '../../hooks/useSite';
import type { LogoProps } from '../../theme-classic';

export default function Logo({ className, tabIndex }: LogoProps): ReactNode {
  const { withBaseUrl } = useBaseUrlUtils();
  const { logo, title } = useThemeConfig().navbar;
  return (
    <Link className={clsx('navbar__brand', className)} to={logo?.href ?? '/'} target={logo?.target ?? undefined} tabIndex={tabIndex}>
      {logo && (
        <div className="navbar__logo">
          <img
            src={withBaseUrl(logo.src)}
            alt={logo.alt ?? title ?? ''}
            width={logo.width ?? undefined}
            height={logo.height ?? undefined}
            className={clsx(logo.srcDark && 'themedComponent themedComponent--light', logo.className)}
          />
          {logo.srcDark && (
            <img
              src={withBaseUrl(logo.srcDark)}
              alt={logo.alt ?? title ?? ''}
              width={logo.width ?? undefined}
              height={logo.height ?? undefined}
              className={clsx('themedComponent themedComponent--dark', logo.className)}
            />
          )}
        </div>
      )}
      {title && <b className="navbar__title text--truncate">{title}</b>}
    </Link>
  );
}
