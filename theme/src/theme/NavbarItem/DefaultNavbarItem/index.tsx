/**
 * `@theme/NavbarItem/DefaultNavbarItem`: a navbar link (`to` or `href`) in the navbar, in a
 * dropdown or in the mobile menu. Items built by other navbar items (versions, locales) may
 * say whether they are active (`isActive`) and opt out of the base URL (`autoAddBaseUrl`).
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import IconExternalLink from '@theme/Icon/ExternalLink';
import { addBaseUrl, isExternalUrl, useBaseUrlUtils } from '../../../hooks/useBaseUrl';
import { useOptionalPage, useSiteConfig } from '../../../hooks/useSite';
import type { NavbarItemProps } from '../../../theme-classic';
import type { NavbarItemConfig } from '../../../types';

export type LinkVariant = 'navbar' | 'dropdown' | 'mobile';

const LINK_CLASS: Record<LinkVariant, string> = {
  navbar: 'navbar__item navbar__link',
  dropdown: 'dropdown__link',
  mobile: 'menu__link',
};

const ACTIVE_CLASS: Record<LinkVariant, string> = {
  navbar: 'navbar__link--active',
  dropdown: 'dropdown__link--active',
  mobile: 'menu__link--active',
};

/** A link entry made by the theme (a version, a locale), in the config's item shape. */
export function navbarEntry(label: string, resolvedTo: string, extra: Partial<NavbarItemConfig> = {}): NavbarItemConfig {
  return {
    type: null, label, to: null, href: null, position: null, items: [], docId: null, sidebarId: null, className: null,
    html: null, target: null, ariaLabel: null, activeBasePath: null, activeBaseRegex: null, resolvedTo, ...extra,
  };
}

function useActiveTest(item: NavbarItemConfig, target: string | null): (pathname: string) => boolean {
  const { url, baseUrl } = useSiteConfig();
  const doc = useOptionalPage()?.page.doc;
  return (pathname: string) => {
    if (typeof item.isActive === 'boolean') {
      return item.isActive;
    }
    if (item.type === 'docSidebar' && item.sidebarId && doc?.sidebarId === item.sidebarId) {
      return true;
    }
    if (item.type === 'doc' && item.docId && doc?.id === item.docId) {
      return true;
    }
    if (item.activeBaseRegex) {
      return new RegExp(item.activeBaseRegex).test(pathname);
    }
    if (item.activeBasePath) {
      // Docusaurus: the location starts with the base path, as written
      return pathname.startsWith(addBaseUrl(url, baseUrl, item.activeBasePath));
    }
    if (!target || isExternalUrl(target)) {
      return false;
    }
    // react-router's NavLink: the target or a path below it (`/blog` for `/blog/2024/a`)
    const normalized = target.split(/[?#]/, 1)[0]!.replace(/\/+$/, '').toLowerCase();
    const path = pathname.replace(/\/+$/, '').toLowerCase();
    return path === normalized || path.startsWith(`${normalized}/`);
  };
}

export function NavbarLink({ item, variant, onClick }: { item: NavbarItemConfig; variant: LinkVariant; onClick?: () => void }): ReactNode {
  // `to: 'docs/'` is relative to the base URL, as Docusaurus's navbar links resolve it
  const { withBaseUrl } = useBaseUrlUtils();
  const target = item.resolvedTo ?? (item.to != null ? withBaseUrl(item.to) : null);
  const isActive = useActiveTest(item, target);
  const external = item.href != null && isExternalUrl(item.href);
  const linkProps = item.href != null ? { href: item.href } : { to: target ?? '' };
  const itemClick = typeof item.onClick === 'function' ? (item.onClick as () => void) : undefined;
  return (
    <Link
      {...linkProps}
      className={clsx(LINK_CLASS[variant], item.className)}
      isNavLink={item.href == null}
      isActive={isActive}
      activeClassName={ACTIVE_CLASS[variant]}
      autoAddBaseUrl={item.autoAddBaseUrl !== false}
      aria-label={item.ariaLabel ?? undefined}
      target={item.target ?? undefined}
      rel={typeof item.rel === 'string' ? item.rel : undefined}
      lang={typeof item.lang === 'string' ? item.lang : undefined}
      onClick={() => {
        itemClick?.();
        onClick?.();
      }}
    >
      {item.label}
      {external && <IconExternalLink />}
    </Link>
  );
}

export default function DefaultNavbarItem({ item, mobile, onClick }: NavbarItemProps): ReactNode {
  return mobile ? (
    <li className="menu__list-item">
      <NavbarLink item={item} variant="mobile" onClick={onClick} />
    </li>
  ) : (
    <NavbarLink item={item} variant="navbar" />
  );
}
