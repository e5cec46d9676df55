/**
 * `@docusaurus/theme-common`: the hooks and helpers site code imports from Docusaurus's theme
 * package (colour mode, theme config, window size, class names, collapsibles, storage slots,
 * plural forms), backed by the ferrosaurus theme.
 */
import { useCallback, useContext, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import { SiteContext } from '../../app/contexts';
import { selectPluralMessage } from '../../app/tags';
import { useColorMode as useThemeColorMode, type ColorMode } from '../../hooks/useColorMode';
import { useThemeConfig as useSiteThemeConfig } from '../../hooks/useSite';
import type { ThemeConfig } from '../../types';

export { ThemeClassNames } from './themeClassNames';
export { Collapsible, useCollapsible, type CollapsibleProps, type CollapsibleState } from './collapsible';
export { useWindowSize, type WindowSize } from '../../hooks/useWindowSize';
export { default as ThemedComponent } from '@theme/ThemedComponent';
export { default as Details } from '@theme/Details';
export { default as PageMetadata } from '@theme/PageMetadata';
export { default as ErrorBoundary } from '../ErrorBoundary';
// Docusaurus 2 exported the docs hooks from here; code written then still imports them so.
export {
  useCurrentSidebarCategory,
  useDocsPreferredVersion,
  useDocsSidebar,
  useDocsVersion,
} from '../plugin-content-docs/client';

export interface ColorModeHook {
  colorMode: ColorMode;
  /** `null` follows the system preference. */
  colorModeChoice: ColorMode | null;
  setColorMode: (mode: ColorMode | null) => void;
  /** Docusaurus 2 name kept by sites. */
  isDarkTheme: boolean;
  setLightTheme: () => void;
  setDarkTheme: () => void;
}

export function useColorMode(): ColorModeHook {
  const { colorMode, colorModeChoice, setColorMode } = useThemeColorMode();
  return {
    colorMode,
    colorModeChoice,
    setColorMode,
    isDarkTheme: colorMode === 'dark',
    setLightTheme: () => setColorMode('light'),
    setDarkTheme: () => setColorMode('dark'),
  };
}

export function useThemeConfig(): ThemeConfig {
  return useSiteThemeConfig();
}

export interface PrismTheme {
  plain: Record<string, string>;
  styles: Array<{ types: string[]; style: Record<string, string> }>;
}

/**
 * The prism theme of the colour mode (`themeConfig.prism.theme`/`darkTheme` when the config
 * carries them). ferrosaurus colours code with CSS classes, so this is often the empty theme.
 */
export function usePrismTheme(): PrismTheme {
  const { colorMode } = useThemeColorMode();
  const prism = useSiteThemeConfig().prism as { theme?: PrismTheme; darkTheme?: PrismTheme };
  const theme = colorMode === 'dark' ? (prism.darkTheme ?? prism.theme) : prism.theme;
  return theme ?? { plain: {}, styles: [] };
}

/**
 * Adds classes to `<html>` while mounted (in the browser: the server writes the page's own html
 * classes; other classes on `<html>` are left alone).
 */
export function HtmlClassNameProvider({ className, children }: { className?: string; children?: ReactNode }): ReactNode {
  useEffect(() => {
    const names = clsx(className).split(' ').filter(Boolean);
    document.documentElement.classList.add(...names);
    return () => document.documentElement.classList.remove(...names);
  }, [className]);
  return children;
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** A callback with a stable identity that always runs the latest `fn` (Docusaurus's `useEvent`). */
export function useEvent<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useIsomorphicLayoutEffect(() => {
    latest.current = fn;
  }, [fn]);
  return useCallback((...args: A) => latest.current(...args), []);
}

/** The current locale's plural forms: `selectMessage(count, "One doc|{count} docs")`. */
export function usePluralForm(): { selectMessage: (count: number, messages: string) => string } {
  const locale = useContext(SiteContext)?.globals.siteConfig.i18n?.currentLocale ?? 'en';
  return { selectMessage: (count, messages) => selectPluralMessage(locale, count, messages) };
}

export interface StorageSlot {
  get: () => string | null;
  set: (value: string) => void;
  del: () => void;
  listen: (onChange: (event: StorageEvent) => void) => () => void;
}

/** A localStorage key with errors swallowed (private mode, disabled storage). */
export function createStorageSlot(key: string): StorageSlot {
  const storage = (): Storage | null => {
    try {
      return typeof window === 'undefined' ? null : window.localStorage;
    } catch {
      return null;
    }
  };
  return {
    get: () => {
      try {
        return storage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set: (value) => {
      try {
        storage()?.setItem(key, value);
      } catch {
        // Storage unavailable.
      }
    },
    del: () => {
      try {
        storage()?.removeItem(key);
      } catch {
        // Storage unavailable.
      }
    },
    listen: (onChange) => {
      const listener = (event: StorageEvent) => {
        if (event.key === key) {
          onChange(event);
        }
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}

/** `isRegexpStringMatch(regexp, value)`: false for an absent pattern. */
export function isRegexpStringMatch(regexAsString: string | undefined, valueToTest: string): boolean {
  return typeof regexAsString !== 'undefined' && new RegExp(regexAsString, 'gi').test(valueToTest);
}

/**
 * `ReactContextError`: what a hook throws when it is called outside its provider, as theme-common
 * words it ("Hook useX is called outside the <Provider>."). Plugins' hooks throw it
 * (@easyops-cn/docusaurus-search-local).
 */
export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super();
    this.name = 'ReactContextError';
    const caller = this.stack?.split('\n')[1]?.match(/at (?:\w+\.)?(?<name>\w+)/)?.groups?.name ?? '';
    this.message = `Hook ${caller} is called outside the <${providerName}>. ${additionalInfo ?? ''}`;
  }
}
