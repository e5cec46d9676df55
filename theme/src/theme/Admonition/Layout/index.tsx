/**
 * `@theme/Admonition/Layout`: the admonition box (Infima alert, icon, heading, content); the
 * markup crates/markdown writes for `:::type`.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { AdmonitionLayoutProps } from '../../../theme-classic';

export default function AdmonitionLayout({ type, variant, icon, title, className, children }: AdmonitionLayoutProps): ReactNode {
  return (
    <div className={clsx('theme-admonition', `theme-admonition-${type}`, 'alert', `alert--${variant}`, 'admonition', className)}>
      <div className="admonitionHeading">
        <span className="admonitionIcon">{icon}</span>
        {title}
      </div>
      <div className="admonitionContent">{children}</div>
    </div>
  );
}
