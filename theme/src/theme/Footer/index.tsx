/** `@theme/Footer`: link columns, logo and copyright from `themeConfig.footer`. */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import IconExternalLink from '@theme/IconExternalLink';
import { isExternalUrl, useBaseUrlUtils } from '../../hooks/useBaseUrl';
import { useThemeConfig } from '../../hooks/useSite';
import type { FooterColumnProps, FooterLinkProps } from '../../theme-classic';

function FooterLinkItem({ item }: FooterLinkProps): ReactNode {
  if (item.html) {
    return <li className={clsx('footer__item', item.className)} dangerouslySetInnerHTML={{ __html: item.html }} />;
  }
  const external = item.href != null && isExternalUrl(item.href);
  // `to: 'docs/'` is relative to the base URL, as Docusaurus's footer links resolve it
  const { withBaseUrl } = useBaseUrlUtils();
  const target = item.href != null ? { href: item.href } : { to: withBaseUrl(item.to ?? '') };
  return (
    <li className="footer__item">
      <Link {...target} className={clsx('footer__link-item', item.className)} aria-label={item.ariaLabel ?? undefined}>
        {item.label}
        {external && <IconExternalLink />}
      </Link>
    </li>
  );
}

function FooterColumn({ column }: FooterColumnProps): ReactNode {
  return (
    <div className="theme-layout-footer-column col footer__col">
      {column.title && <div className="footer__title">{column.title}</div>}
      <ul className="footer__items clean-list">
        {column.items.map((item, index) => (
          <FooterLinkItem key={index} item={item} />
        ))}
      </ul>
    </div>
  );
}

export default function Footer(): ReactNode {
  const footer = useThemeConfig().footer;
  const { withBaseUrl } = useBaseUrlUtils();
  if (!footer) {
    return null;
  }
  const { logo, copyright, links, style } = footer;
  const logoImage = logo && (
    <img
      className={clsx('footer__logo', logo.className)}
      alt={logo.alt ?? ''}
      src={withBaseUrl(logo.src)}
      width={logo.width ?? undefined}
      height={logo.height ?? undefined}
    />
  );
  return (
    <footer className={clsx('theme-layout-footer footer', style === 'dark' && 'footer--dark')}>
      <div className="container container-fluid">
        {links.length > 0 && (
          <div className="row footer__links">
            {links.map((column, index) => (
              <FooterColumn key={index} column={column} />
            ))}
          </div>
        )}
        {(logo || copyright) && (
          <div className="footer__bottom text--center">
            {logo && (
              <div className="margin-bottom--sm">
                {logo.href ? (
                  <Link href={logo.href} className="footerLogoLink" target={logo.target ?? undefined}>
                    {logoImage}
                  </Link>
                ) : (
                  logoImage
                )}
              </div>
            )}
            {copyright && <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: copyright }} />}
          </div>
        )}
      </div>
    </footer>
  );
}
