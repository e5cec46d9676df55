/**
 * Colour mode state. The inline script already set `data-theme`/`data-theme-choice` before
 * the first paint; this provider adopts them after hydration, applies changes, persists the
 * choice in localStorage (`theme`) and follows other tabs and the OS preference.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { THEME_STORAGE_KEY } from '../app/inlineScripts';
import { useThemeConfig } from './useSite';

export type ColorMode = 'light' | 'dark';
export type ColorModeChoice = ColorMode | null;

export interface ColorModeContextValue {
  /** The effective mode. */
  colorMode: ColorMode;
  /** The explicit choice; null follows the system (or the default). */
  colorModeChoice: ColorModeChoice;
  setColorMode: (choice: ColorModeChoice) => void;
}

const ColorModeContext = createContext<ColorModeContextValue | null>(null);

function asMode(value: string | null | undefined): ColorMode | null {
  return value === 'light' || value === 'dark' ? value : null;
}

function readStoredChoice(): ColorModeChoice {
  try {
    return asMode(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return null;
  }
}

function writeStoredChoice(choice: ColorModeChoice): void {
  try {
    if (choice) {
      window.localStorage.setItem(THEME_STORAGE_KEY, choice);
    } else {
      window.localStorage.removeItem(THEME_STORAGE_KEY);
    }
  } catch {
    // Storage unavailable (private mode): the choice lasts for this page only.
  }
}

function systemMode(): ColorMode {
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function ColorModeProvider({ children }: { children: ReactNode }): ReactNode {
  const { defaultMode, disableSwitch, respectPrefersColorScheme } = useThemeConfig().colorMode;
  const fallback: ColorMode = asMode(defaultMode) ?? 'light';
  const [colorMode, setMode] = useState<ColorMode>(fallback);
  const [colorModeChoice, setChoice] = useState<ColorModeChoice>(null);

  const modeFor = useCallback(
    (choice: ColorModeChoice): ColorMode => choice ?? (respectPrefersColorScheme ? systemMode() : fallback),
    [respectPrefersColorScheme, fallback],
  );

  const apply = useCallback(
    (choice: ColorModeChoice) => {
      const mode = modeFor(choice);
      const root = document.documentElement;
      root.setAttribute('data-theme', mode);
      root.setAttribute('data-theme-choice', choice ?? (respectPrefersColorScheme ? 'system' : fallback));
      setMode(mode);
      setChoice(choice);
    },
    [modeFor, respectPrefersColorScheme, fallback],
  );

  useEffect(() => {
    if (disableSwitch) {
      writeStoredChoice(null);
    }
    const root = document.documentElement;
    setMode(asMode(root.getAttribute('data-theme')) ?? fallback);
    setChoice(disableSwitch ? null : asMode(root.getAttribute('data-theme-choice')));
  }, [disableSwitch, fallback]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY && !disableSwitch) {
        apply(asMode(event.newValue));
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [apply, disableSwitch]);

  useEffect(() => {
    if (!respectPrefersColorScheme || colorModeChoice !== null) {
      return undefined;
    }
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => apply(null);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [apply, respectPrefersColorScheme, colorModeChoice]);

  const setColorMode = useCallback(
    (choice: ColorModeChoice) => {
      writeStoredChoice(choice);
      apply(choice);
    },
    [apply],
  );

  const value = useMemo(() => ({ colorMode, colorModeChoice, setColorMode }), [colorMode, colorModeChoice, setColorMode]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeContextValue {
  const value = useContext(ColorModeContext);
  if (!value) {
    throw new Error('useColorMode() was called outside of ColorModeProvider.');
  }
  return value;
}

/** The stored choice right now (used by tests and the toggle's first click). */
export { readStoredChoice };
