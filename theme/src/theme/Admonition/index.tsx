/**
 * `@theme/Admonition`: `<Admonition type="tip" title="...">`, the component behind `:::tip`.
 * The markup is the one crates/markdown writes for the same admonition (Infima alert classes,
 * `theme-admonition-<type>`), so both content paths look and hydrate the same.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { admonitionStyle } from './admonitionStyle';
import { AdmonitionIcon } from './icons';
import { useAdmonitionParts } from './useAdmonition';
import type { AdmonitionProps } from '../../theme-classic';

export default function Admonition({ type, title, icon, className, children }: AdmonitionProps): ReactNode {
  const style = admonitionStyle(type);
  const parts = useAdmonitionParts(title, children, style?.title ?? '');
  if (!style) {
    return <div className={className}>{parts.children}</div>;
  }
  return (
    <div
      className={clsx(
        'theme-admonition',
        `theme-admonition-${style.classType}`,
        'alert',
        `alert--${style.variant}`,
        'admonition',
        className,
      )}
    >
      <div className="admonitionHeading">
        <span className="admonitionIcon">{icon ?? <AdmonitionIcon name={style.icon} />}</span>
        {parts.title}
      </div>
      <div className="admonitionContent">{parts.children}</div>
    </div>
  );
}
