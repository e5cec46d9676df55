/** The icons `@theme/IdealImage` shows over the placeholder. */
import type { ReactNode } from 'react';
import type { IdealImageIcon } from './useIdealImage';

const SIZE = 48;

function Svg({ children }: { children: ReactNode }): ReactNode {
  return (
    <svg width={SIZE} height={SIZE} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {children}
    </svg>
  );
}

/** The icon for a state, or nothing. */
export function StateIcon({ icon }: { icon: IdealImageIcon }): ReactNode {
  switch (icon) {
    case 'load':
      return (
        <Svg>
          <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
        </Svg>
      );
    case 'loading':
      return (
        <Svg>
          <path d="M12 3a9 9 0 1 0 9 9">
            <animateTransform attributeName="transform" type="rotate" from="0 12 12" to="360 12 12" dur="1s" repeatCount="indefinite" />
          </path>
        </Svg>
      );
    case 'offline':
      return (
        <Svg>
          <path d="M3 3l18 18M8.5 8.6A5 5 0 0 0 6 18h11M17.8 13.9A4 4 0 0 0 15 7.3 6 6 0 0 0 10.6 6" />
        </Svg>
      );
    case 'error':
      return (
        <Svg>
          <path d="M12 3l10 18H2zM12 10v5M12 18v.5" />
        </Svg>
      );
    default:
      return null;
  }
}
