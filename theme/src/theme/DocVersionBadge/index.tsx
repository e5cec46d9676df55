/** `@theme/DocVersionBadge`: "Version: {label}" above a doc when its version shows a badge. */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import type { DocVersionBadgeProps } from '../../theme-classic';
import { usePageDocVersion } from '../DocVersionBanner/useDocVersionBanner';

export default function DocVersionBadge({ className }: DocVersionBadgeProps): ReactNode {
  const version = usePageDocVersion();
  if (!version?.badge) {
    return null;
  }
  return (
    <span className={clsx(className, 'theme-doc-version-badge', 'badge badge--secondary')}>
      <Translate id="theme.docs.versionBadge.label" values={{ versionLabel: version.label }}>
        {'Version: {versionLabel}'}
      </Translate>
    </span>
  );
}
