/** `@theme/Navbar`: logo, configured items, colour mode toggle, and the mobile menu. */
import { useEffect, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { useLocation } from 'react-router';
import ColorModeToggle from '@theme/ColorModeToggle';
import DocSidebar from '@theme/DocSidebar';
import Logo from '@theme/Logo';
import NavbarItem from '@theme/NavbarItem';
import SearchBar from '@theme/SearchBar';
import Translate, { registerCodeTranslations } from '@docusaurus/Translate';
import { useOptionalPage, useSiteConfig, useThemeConfig } from '../../hooks/useSite';
import { useSearchPlugin } from '../../hooks/useSearchPlugin';
import { useHideableNavbar } from '../../hooks/useHideableNavbar';
import { useWindowSize } from '../../hooks/useWindowSize';
import styles from './styles.module.css';

/** Open/closed state of the mobile menu: closes on route change and on desktop width. */
function useMobileMenu(): { open: boolean; setOpen: (open: boolean) => void } {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const windowSize = useWindowSize();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (windowSize === 'desktop') {
      setOpen(false);
    }
  }, [windowSize]);
  useEffect(() => {
    if (!open) {
      return undefined;
    }
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = '';
    };
  }, [open]);
  return { open, setOpen };
}

export default function Navbar(): ReactNode {
  // `translate()` of the navbar items and of the page below needs the build's messages
  registerCodeTranslations(useSiteConfig().i18n?.codeTranslations);
  const { navbar } = useThemeConfig();
  const sidebar = useOptionalPage()?.sidebar ?? null;
  const { pathname } = useLocation();
  const { open, setOpen } = useMobileMenu();
  const [secondary, setSecondary] = useState(true);
  const hasSearch = useSearchPlugin();
  const left = navbar.items.filter((item) => item.position !== 'right');
  const right = navbar.items.filter((item) => item.position === 'right');
  const close = () => setOpen(false);
  const showSecondary = secondary && sidebar !== null;
  const { navbarRef, isNavbarVisible } = useHideableNavbar(navbar.hideOnScroll);

  return (
    <nav
      ref={navbarRef}
      aria-label="Main"
      className={clsx(
        'theme-layout-navbar navbar navbar--fixed-top',
        navbar.hideOnScroll && [styles.navbarHideable, !isNavbarVisible && styles.navbarHidden],
        navbar.style === 'dark' && 'navbar--dark',
        navbar.style === 'primary' && 'navbar--primary',
        open && 'navbar-sidebar--show',
      )}
    >
      <div className="navbar__inner">
        <div className="theme-layout-navbar-left navbar__items">
          {(navbar.items.length > 0 || sidebar) && (
            <button
              type="button"
              aria-label="Toggle navigation bar"
              aria-expanded={open}
              className="navbar__toggle clean-btn"
              onClick={() => {
                setSecondary(true);
                setOpen(!open);
              }}
            >
              <svg width="30" height="30" viewBox="0 0 30 30" aria-hidden="true">
                <path stroke="currentColor" strokeLinecap="round" strokeMiterlimit="10" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
              </svg>
            </button>
          )}
          <Logo />
          {left.map((item, index) => (
            <NavbarItem key={index} item={item} />
          ))}
        </div>
        <div className="theme-layout-navbar-right navbar__items navbar__items--right">
          {right.map((item, index) => (
            <NavbarItem key={index} item={item} />
          ))}
          <ColorModeToggle />
          {hasSearch && !navbar.items.some((item) => item.type === 'search') && <SearchBar />}
        </div>
      </div>
      <div role="presentation" className="navbar-sidebar__backdrop" onClick={close} />
      {open && (
        <div className="navbar-sidebar">
          <div className="navbar-sidebar__brand">
            <Logo />
            <ColorModeToggle className="margin-right--md" />
            <button type="button" aria-label="Close navigation bar" className="clean-btn navbar-sidebar__close" onClick={close}>
              <svg viewBox="0 0 15 15" width={21} height={21} aria-hidden="true">
                <g stroke="var(--ifm-color-emphasis-600)" strokeWidth={1.2}>
                  <path d="M.75.75l13.5 13.5M14.25.75L.75 14.25" />
                </g>
              </svg>
            </button>
          </div>
          <div className={clsx('navbar-sidebar__items', showSecondary && 'navbar-sidebar__items--show-secondary')}>
            <div className="navbar-sidebar__item menu" inert={showSecondary || undefined}>
              <ul className="menu__list">
                {navbar.items.map((item, index) => (
                  <NavbarItem key={index} item={item} mobile onClick={close} />
                ))}
              </ul>
            </div>
            <div className="navbar-sidebar__item menu" inert={!showSecondary || undefined}>
              {navbar.items.length > 0 && (
                <button type="button" className="clean-btn navbar-sidebar__back" onClick={() => setSecondary(false)}>
                  <Translate id="theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel">← Back to main menu</Translate>
                </button>
              )}
              {sidebar && <DocSidebar sidebar={sidebar} path={pathname} mobile onItemClick={close} />}
            </div>
          </div>
        </div>
      )}
    </nav>
  );
}
