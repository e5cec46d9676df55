/**
 * `@theme/NavbarItem/DropdownNavbarItem`: a navbar dropdown (hover or click on desktop, a
 * collapsible list in the mobile menu). `items` defaults to the config item's own entries.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { useLocation } from 'react-router';
import Link from '@docusaurus/Link';
import { NavbarLink } from '@theme/NavbarItem/DefaultNavbarItem';
import type { NavbarItemProps } from '../../../theme-classic';
import type { NavbarItemConfig } from '../../../types';

export interface DropdownNavbarItemProps extends NavbarItemProps {
  items?: NavbarItemConfig[];
  /** Shown instead of `item.label` (an icon and a label). */
  label?: ReactNode;
  /**
   * Where the toggle itself leads on desktop (the versions dropdown: the shown version's doc),
   * a nav link that is `active` when the location is there; without it the toggle only opens.
   */
  to?: string;
}

function isDropdownActive(items: NavbarItemConfig[], pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return items.some((child) => {
    if (typeof child.isActive === 'boolean') {
      return child.isActive;
    }
    const target = (child.resolvedTo ?? child.to)?.replace(/\/+$/, '').toLowerCase();
    return target !== undefined && target === path;
  });
}

/** Open state; closes on a click or touch outside the dropdown. */
function useDropdownState(): { shown: boolean; setShown: (shown: boolean) => void; container: React.RefObject<HTMLDivElement | null> } {
  const [shown, setShown] = useState(false);
  const container = useRef<HTMLDivElement | null>(null);
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
  return { shown, setShown, container };
}

/** react-router's NavLink test: the target or a path below it. */
function isAtOrBelow(target: string): (pathname: string) => boolean {
  const base = target.split(/[?#]/, 1)[0]!.replace(/\/+$/, '').toLowerCase();
  return (pathname) => {
    const path = pathname.replace(/\/+$/, '').toLowerCase();
    return path === base || path.startsWith(`${base}/`);
  };
}

export default function DropdownNavbarItem({ item, items = item.items, label = item.label, mobile, onClick, to }: DropdownNavbarItemProps): ReactNode {
  const { shown, setShown, container } = useDropdownState();
  const { pathname } = useLocation();
  const active = isDropdownActive(items, pathname);

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
          {label}
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
      {to ? (
        <Link
          to={to}
          isNavLink
          isActive={isAtOrBelow(to)}
          role="button"
          aria-haspopup="true"
          aria-expanded={shown}
          className={clsx('navbar__link', item.className)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              setShown(!shown);
            }
          }}
        >
          {label}
        </Link>
      ) : (
        <a
          href="#"
          role="button"
          aria-haspopup="true"
          aria-expanded={shown}
          className={clsx('navbar__link', item.className)}
          onClick={(event) => {
            event.preventDefault();
            setShown(!shown);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              setShown(!shown);
            }
          }}
        >
          {label}
        </a>
      )}
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
