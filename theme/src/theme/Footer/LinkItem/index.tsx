/**
 * `@theme/Footer/LinkItem`: one footer link; `to` is relative to the base URL (as Docusaurus's
 * footer resolves it), an external `href` gets the new-tab icon.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import IconExternalLink from '@theme/Icon/ExternalLink';
import { isExternalUrl, useBaseUrlUtils } from '../../../hooks/useBaseUrl';
import type { FooterLinkProps } from '../../../theme-classic';

export default function FooterLinkItem({ item }: FooterLinkProps): ReactNode {
  const { withBaseUrl } = useBaseUrlUtils();
  const external = item.href != null && isExternalUrl(item.href);
  const target = item.href != null ? { href: item.href } : { to: withBaseUrl(item.to ?? '') };
  return (
    <Link {...target} className={clsx('footer__link-item', item.className)} aria-label={item.ariaLabel ?? undefined}>
      {item.label}
      {external && <IconExternalLink />}
    </Link>
  );
}
