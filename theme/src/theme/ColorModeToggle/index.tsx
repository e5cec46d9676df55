/**
 * `@theme/ColorModeToggle`: switches light/dark (and system when the config respects the OS
 * preference). All icons are rendered; CSS shows the one matching `data-theme-choice`.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import IconDarkMode from '@theme/Icon/DarkMode';
import IconLightMode from '@theme/Icon/LightMode';
import IconSystemColorMode from '@theme/Icon/SystemColorMode';
import { useColorMode, type ColorModeChoice } from '../../hooks/useColorMode';
import { useIsBrowser, useThemeConfig } from '../../hooks/useSite';
import type { ColorModeToggleProps } from '../../theme-classic';
import styles from './styles.module.css';

function nextChoice(choice: ColorModeChoice, mode: 'light' | 'dark', withSystem: boolean): ColorModeChoice {
  if (!withSystem) {
    return mode === 'dark' ? 'light' : 'dark';
  }
  if (choice === null) {
    return 'light';
  }
  return choice === 'light' ? 'dark' : null;
}

export default function ColorModeToggle({ className }: ColorModeToggleProps): ReactNode {
  const { colorMode, colorModeChoice, setColorMode } = useColorMode();
  const { respectPrefersColorScheme } = useThemeConfig().colorMode;
  const isBrowser = useIsBrowser();
  const shown = respectPrefersColorScheme ? (colorModeChoice ?? 'system') : colorMode;
  const title = `${shown} mode`;
  return (
    <div className={clsx(styles.toggle, styles.colorModeToggle, className)}>
      <button
        type="button"
        className={clsx('clean-btn', styles.toggleButton, !isBrowser && styles.toggleButtonDisabled)}
        disabled={!isBrowser}
        title={title}
        aria-label={`Switch between dark and light mode (currently ${title})`}
        aria-live="polite"
        onClick={() => setColorMode(nextChoice(colorModeChoice, colorMode, respectPrefersColorScheme))}
      >
        <IconLightMode aria-hidden className={clsx(styles.toggleIcon, styles.lightToggleIcon)} />
        <IconDarkMode aria-hidden className={clsx(styles.toggleIcon, styles.darkToggleIcon)} />
        <IconSystemColorMode aria-hidden className={clsx(styles.toggleIcon, styles.systemToggleIcon)} />
      </button>
    </div>
  );
}
