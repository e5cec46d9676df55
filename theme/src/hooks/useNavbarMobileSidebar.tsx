/**
 * The navbar's mobile sidebar, shared by the parts of `@theme/Navbar` (the toggle, the layout's
 * class and backdrop, the panels): open or closed, and which panel shows, the navbar items
 * (primary) or the doc sidebar (secondary). It closes on navigation and at desktop width, and
 * locks the page's scroll while open. `NavbarProvider` is in `@theme/Layout/Provider`.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useOptionalPage, useThemeConfig } from './useSite';
import { useWindowSize } from './useWindowSize';
import type { SidebarItem } from '../types';

export interface NavbarMobileSidebar {
  /** No toggle at all: there are no navbar items and no doc sidebar. */
  disabled: boolean;
  /** The panel is in the DOM (it is only while open). */
  shouldRender: boolean;
  shown: boolean;
  /** Opens (on the secondary panel when there is one) or closes. */
  toggle: () => void;
  close: () => void;
}

export interface NavbarSecondaryMenu {
  /** The secondary panel (the doc sidebar) is the one showing. */
  shown: boolean;
  /** Back to the primary panel (the navbar items). */
  hide: () => void;
  /** The page's doc sidebar, if it has one. */
  content: SidebarItem[] | null;
}

interface NavbarState {
  mobileSidebar: NavbarMobileSidebar;
  secondaryMenu: NavbarSecondaryMenu;
}

const NavbarContext = createContext<NavbarState | null>(null);

/** Open state that closes on route change and at desktop width, with the body locked while open. */
function useOpenState(): [boolean, (open: boolean) => void] {
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
  return [open, setOpen];
}

function useNavbarState(): NavbarState {
  const items = useThemeConfig().navbar.items;
  const sidebar = useOptionalPage()?.sidebar ?? null;
  const [open, setOpen] = useOpenState();
  const [secondary, setSecondary] = useState(true);
  const toggle = useCallback(() => {
    setSecondary(true);
    setOpen(!open);
  }, [open, setOpen]);
  const close = useCallback(() => setOpen(false), [setOpen]);
  const hide = useCallback(() => setSecondary(false), []);
  return useMemo(
    () => ({
      mobileSidebar: { disabled: items.length === 0 && sidebar === null, shouldRender: open, shown: open, toggle, close },
      secondaryMenu: { shown: secondary && sidebar !== null, hide, content: sidebar },
    }),
    [items.length, sidebar, open, toggle, close, secondary, hide],
  );
}

export function NavbarProvider({ children }: { children?: ReactNode }): ReactNode {
  return <NavbarContext.Provider value={useNavbarState()}>{children}</NavbarContext.Provider>;
}

function useNavbarContext(hook: string): NavbarState {
  const state = useContext(NavbarContext);
  if (!state) {
    throw new Error(`${hook}() is used outside <NavbarProvider> (rendered by @theme/Layout/Provider).`);
  }
  return state;
}

export function useNavbarMobileSidebar(): NavbarMobileSidebar {
  return useNavbarContext('useNavbarMobileSidebar').mobileSidebar;
}

export function useNavbarSecondaryMenu(): NavbarSecondaryMenu {
  return useNavbarContext('useNavbarSecondaryMenu').secondaryMenu;
}
