/** The admonition icons, the same SVG as the Markdown renderer writes. */
import type { ReactNode } from 'react';
import type { AdmonitionIconName } from './admonitionStyle';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: '1.5' } as const;

function Svg({ children }: { children: ReactNode }): ReactNode {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      {children}
    </svg>
  );
}

export function AdmonitionIcon({ name }: { name: AdmonitionIconName }): ReactNode {
  switch (name) {
    case 'note':
      return (
        <Svg>
          <rect x="2.75" y="1.75" width="10.5" height="12.5" rx="1.5" {...stroke} />
          <path d="M5.5 5.25h5M5.5 8h5M5.5 10.75h3" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </Svg>
      );
    case 'tip':
      return (
        <Svg>
          <path d="M8 1.5a4.5 4.5 0 0 0-2.75 8.06V11.5h5.5V9.56A4.5 4.5 0 0 0 8 1.5z" {...stroke} strokeLinejoin="round" />
          <path d="M6 14h4" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </Svg>
      );
    case 'info':
      return (
        <Svg>
          <circle cx="8" cy="8" r="6.25" {...stroke} />
          <path d="M8 7.25v4M8 4.75v.25" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </Svg>
      );
    case 'warning':
      return (
        <Svg>
          <path d="M8 1.75 14.75 14H1.25z" {...stroke} strokeLinejoin="round" />
          <path d="M8 6.25v3.5M8 11.75v.25" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </Svg>
      );
    case 'danger':
      return (
        <Svg>
          <path d="M5.2 1.5h5.6l3.7 3.7v5.6l-3.7 3.7H5.2l-3.7-3.7V5.2z" {...stroke} strokeLinejoin="round" />
          <path d="M8 4.75v4M8 11v.25" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </Svg>
      );
  }
}
