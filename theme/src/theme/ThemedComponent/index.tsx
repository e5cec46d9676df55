/**
 * `@theme/ThemedComponent`: renders `children({theme, className})` for both colour modes on the
 * server and during hydration (CSS shows the right one before the app runs), then only for the
 * current mode once the app has mounted. The class names are global (`themedComponent`,
 * `themedComponent--light`), as the logo writes them and theme.css styles them.
 */
import { Fragment, type ReactNode } from 'react';
import clsx from 'clsx';
import { useColorMode } from '../../hooks/useColorMode';
import { useIsBrowser } from '../../hooks/useSite';

export type Theme = 'light' | 'dark';

export interface ThemedComponentProps {
  className?: string;
  children: (args: { theme: Theme; className: string }) => ReactNode;
}

export default function ThemedComponent({ className, children }: ThemedComponentProps): ReactNode {
  const isBrowser = useIsBrowser();
  const { colorMode } = useColorMode();
  const themes: Theme[] = isBrowser ? [colorMode] : ['light', 'dark'];
  return (
    <>
      {themes.map((theme) => (
        <Fragment key={theme}>
          {children({ theme, className: clsx(className, 'themedComponent', `themedComponent--${theme}`) })}
        </Fragment>
      ))}
    </>
  );
}
