/**
 * `@theme/ContentVisibility`: the banner of an unlisted doc or post (only users with the link
 * see it; search engines do not index it).
 */
import type { ReactNode } from 'react';
import type { ContentVisibilityProps } from '../../theme-classic';

export default function ContentVisibility({ metadata }: ContentVisibilityProps): ReactNode {
  if (!metadata.unlisted) {
    return null;
  }
  return (
    <div className="theme-unlisted-banner alert alert--warning margin-bottom--md">
      <div className="admonitionHeading">Unlisted page</div>
      <div>This page is unlisted. Search engines will not index it, and only users having a direct link can access it.</div>
    </div>
  );
}
