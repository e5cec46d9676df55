/**
 * `@theme/Admonition`: `<Admonition type="tip" title="...">`, the component behind `:::tip`.
 * The keyword picks a component from `@theme/Admonition/Types` (swizzlable); each writes the
 * markup crates/markdown writes for the same admonition, so both content paths look and
 * hydrate the same. An unknown keyword is a plain `<div>`, as the Markdown renderer writes it.
 */
import type { ReactNode } from 'react';
import AdmonitionTypes from '@theme/Admonition/Types';
import { useAdmonitionParts } from './useAdmonition';
import type { AdmonitionProps } from '../../theme-classic';

export default function Admonition({ type, title, icon, className, children }: AdmonitionProps): ReactNode {
  const parts = useAdmonitionParts(title, children);
  const Type = Object.prototype.hasOwnProperty.call(AdmonitionTypes, type) ? AdmonitionTypes[type] : undefined;
  if (!Type) {
    return <div className={className}>{parts.children}</div>;
  }
  return (
    <Type type={type} title={parts.title} icon={icon} className={className}>
      {parts.children}
    </Type>
  );
}
