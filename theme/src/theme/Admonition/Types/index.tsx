/**
 * `@theme/Admonition/Types`: keyword -> component. Swizzle it to add a keyword:
 * `import DefaultTypes from '@theme-original/Admonition/Types'; export default {...DefaultTypes, my: MyAdmonition}`
 * (the keyword must also be configured in `admonitions.keywords` for `:::my` to parse).
 */
import type { ComponentType, ReactNode } from 'react';
import AdmonitionLayout from '@theme/Admonition/Layout';
import { admonitionStyle, type AdmonitionStyle } from '../admonitionStyle';
import { AdmonitionIcon } from '../icons';
import type { AdmonitionProps } from '../../../theme-classic';

function typeComponent(keyword: string): ComponentType<AdmonitionProps> {
  const found = admonitionStyle(keyword);
  if (!found) {
    throw new Error(`unknown admonition keyword ${keyword}`);
  }
  const style: AdmonitionStyle = found;
  function AdmonitionType({ title, icon, className, children }: AdmonitionProps): ReactNode {
    return (
      <AdmonitionLayout
        type={style.classType}
        variant={style.variant}
        icon={icon ?? <AdmonitionIcon name={style.icon} />}
        title={title ?? style.title}
        className={className}
      >
        {children}
      </AdmonitionLayout>
    );
  }
  AdmonitionType.displayName = `Admonition(${keyword})`;
  return AdmonitionType;
}

const AdmonitionTypes: Record<string, ComponentType<AdmonitionProps>> = Object.fromEntries(
  ['note', 'secondary', 'tip', 'success', 'info', 'important', 'warning', 'caution', 'danger'].map((k) => [k, typeComponent(k)]),
);

export default AdmonitionTypes;
