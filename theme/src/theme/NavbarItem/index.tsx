/**
 * `@theme/NavbarItem`: one configured navbar entry. Links (`default`, `doc`, `docSidebar`),
 * dropdowns (`dropdown`, `docsVersionDropdown`, `localeDropdown`), raw `html`; `search` is
 * left to the search theme. Any other type is a configuration error.
 */
import { useSearchPlugin } from '../../hooks/useSearchPlugin';
import SearchBar from '@theme/SearchBar';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { useLocation } from 'react-router';
import Link from '@docusaurus/Link';
import IconExternalLink from '@theme/IconExternalLink';
import { addBaseUrl, isExternalUrl, useBaseUrlUtils } from '../../hooks/useBaseUrl';
import { useOptionalPage, useSiteConfig } from '../../hooks/useSite';
import type { NavbarItemProps } from '../../theme-classic';
import type { NavbarItemConfig } from '../../types';

type LinkVariant = 'navbar' | 'dropdown' | 'mobile';

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

function useActiveTest(item: NavbarItemConfig, target: string | null): (pathname: string) => boolean {
  const { url, baseUrl } = useSiteConfig();
  const doc = useOptionalPage()?.page.doc;
  return (pathname: string) => {
    if (item.type === 'docSidebar' && item.sidebarId && doc?.sidebarId === item.sidebarId) {
      return true;
    }
    if (item.type === 'doc' && item.docId && doc?.id === item.docId) {
      return true;
    }
    if (item.activeBaseRegex) {
      return new RegExp(item.activeBaseRegex).test(pathname);
    }
    const base = item.activeBasePath ? addBaseUrl(url, baseUrl, item.activeBasePath, { forcePrependBaseUrl: true }) : target;
    if (!base || isExternalUrl(base)) {
      return false;
    }
    const normalized = base.replace(/\/+$/, '').toLowerCase();
    const path = pathname.replace(/\/+$/, '').toLowerCase();
    return path === normalized || (item.activeBasePath != null && path.startsWith(`${normalized}/`));
  };
}

function NavbarLink({ item, variant, onClick }: { item: NavbarItemConfig; variant: LinkVariant; onClick?: () => void }): ReactNode {
  // `to: 'docs/'` is relative to the base URL, as Docusaurus's navbar links resolve it
  const { withBaseUrl } = useBaseUrlUtils();
  const target = item.resolvedTo ?? (item.to != null ? withBaseUrl(item.to) : null);
  const isActive = useActiveTest(item, target);
  const external = item.href != null && isExternalUrl(item.href);
  const linkProps = item.href != null ? { href: item.href } : { to: target ?? '' };
  return (
    <Link
      {...linkProps}
      className={clsx(LINK_CLASS[variant], item.className)}
      isNavLink={item.href == null}
      isActive={isActive}
      activeClassName={ACTIVE_CLASS[variant]}
      aria-label={item.ariaLabel ?? undefined}
      target={item.target ?? undefined}
      rel={typeof item.rel === 'string' ? item.rel : undefined}
      onClick={onClick}
    >
      {item.label}
      {external && <IconExternalLink />}
    </Link>
  );
}

function isDropdownActive(items: NavbarItemConfig[], pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return items.some((child) => {
    const target = (child.resolvedTo ?? child.to)?.replace(/\/+$/, '').toLowerCase();
    return target !== undefined && target === path;
  });
}

function Dropdown({ item, items, mobile, onClick }: NavbarItemProps & { items: NavbarItemConfig[] }): ReactNode {
  const [shown, setShown] = useState(false);
  const container = useRef<HTMLDivElement | null>(null);
  const { pathname } = useLocation();
  const active = isDropdownActive(items, pathname);

  useEffect(() => {
    if (!shown) {
      return undefined;
    }
    const onPointer = (event: Event) => {
      if (container.current && !container.current.contains(event.target as Node)) {
        setShown(false);
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
    };
  }, [shown]);

  if (mobile) {
    return (
      <li className={clsx('menu__list-item', !shown && !active && 'menu__list-item--collapsed')}>
        <a
          role="button"
          href="#"
          aria-expanded={shown || active}
          className={clsx('menu__link menu__link--sublist menu__link--sublist-caret', item.className)}
          onClick={(event) => {
            event.preventDefault();
            setShown(!shown);
          }}
        >
          {item.label}
        </a>
        <ul className="menu__list">
          {items.map((child, index) => (
            <li key={index} className="menu__list-item">
              <NavbarLink item={child} variant="mobile" onClick={onClick} />
            </li>
          ))}
        </ul>
      </li>
    );
  }
  return (
    <div
      ref={container}
      className={clsx('navbar__item dropdown dropdown--hoverable', item.position === 'right' && 'dropdown--right', shown && 'dropdown--show')}
    >
      <a
        href="#"
        role="button"
        aria-haspopup="true"
        aria-expanded={shown}
        className={clsx('navbar__link', active && 'navbar__link--active', item.className)}
        onClick={(event) => {
          event.preventDefault();
          setShown(!shown);
        }}
      >
        {item.label}
      </a>
      <ul className="dropdown__menu">
        {items.map((child, index) => (
          <li key={index}>
            <NavbarLink item={child} variant="dropdown" onClick={() => setShown(false)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function extraItems(item: NavbarItemConfig, key: string): NavbarItemConfig[] {
  const value = item[key];
  return Array.isArray(value) ? (value as NavbarItemConfig[]) : [];
}

function entry(label: string, to: string): NavbarItemConfig {
  return {
    type: null, label, to, href: null, position: null, items: [], docId: null, sidebarId: null, className: null,
    html: null, target: null, ariaLabel: null, activeBasePath: null, activeBaseRegex: null, resolvedTo: null,
  };
}

function VersionDropdown(props: NavbarItemProps): ReactNode {
  const { baseUrl } = useSiteConfig();
  const { item } = props;
  const items = [
    ...extraItems(item, 'dropdownItemsBefore'),
    entry(item.label ?? 'Next', item.resolvedTo ?? item.to ?? baseUrl),
    ...extraItems(item, 'dropdownItemsAfter'),
  ];
  return <Dropdown {...props} item={{ ...item, label: item.label ?? 'Next' }} items={items} />;
}

function LocaleDropdown(props: NavbarItemProps): ReactNode {
  const { pathname, search, hash } = useLocation();
  const { item } = props;
  const items = [
    ...extraItems(item, 'dropdownItemsBefore'),
    { ...entry('English', `pathname://${pathname}${search}${hash}`), target: '_self' },
    ...extraItems(item, 'dropdownItemsAfter'),
  ];
  return <Dropdown {...props} item={{ ...item, label: item.label ?? 'English' }} items={items} />;
}

function HtmlItem({ item, mobile }: NavbarItemProps): ReactNode {
  const html = { __html: item.html ?? '' };
  return mobile ? (
    <li className={clsx('menu__list-item', item.className)} dangerouslySetInnerHTML={html} />
  ) : (
    <div className={clsx('navbar__item', item.className)} dangerouslySetInnerHTML={html} />
  );
}

/** A `search` item: the search bar where the config puts it (when a search plugin is on). */
function SearchItem(): ReactNode {
  return useSearchPlugin() ? <SearchBar /> : null;
}

export default function NavbarItem(props: NavbarItemProps): ReactNode {
  const { item, mobile, onClick } = props;
  const type = item.type ?? 'default';
  switch (type) {
    case 'default':
    case 'doc':
    case 'docSidebar':
      return mobile ? (
        <li className="menu__list-item">
          <NavbarLink item={item} variant="mobile" onClick={onClick} />
        </li>
      ) : (
        <NavbarLink item={item} variant="navbar" />
      );
    case 'dropdown':
      return <Dropdown {...props} items={item.items} />;
    case 'docsVersionDropdown':
      return <VersionDropdown {...props} />;
    case 'localeDropdown':
      return <LocaleDropdown {...props} />;
    case 'html':
      return <HtmlItem {...props} />;
    case 'search':
      return <SearchItem />;
    default:
      throw new Error(`No NavbarItem component found for type "${type}".`);
  }
}
