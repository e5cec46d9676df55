/**
 * `@theme/ContentVisibility`: the banner of an unlisted doc, post or page (only users with the
 * link see it; search engines do not index it), a caution admonition as Docusaurus writes it.
 * The robots meta of unlisted content is written with the page's head tags.
 */
import type { ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import Admonition from '@theme/Admonition';
import type { ContentVisibilityProps } from '../../theme-classic';

export default function ContentVisibility({ metadata }: ContentVisibilityProps): ReactNode {
  if (!metadata.unlisted) {
    return null;
  }
  return (
    <Admonition
      type="caution"
      className="theme-unlisted-banner"
      title={<Translate id="theme.contentVisibility.unlistedBanner.title">Unlisted page</Translate>}
    >
      <Translate id="theme.contentVisibility.unlistedBanner.message">
        This page is unlisted. Search engines will not index it, and only users having a direct link can access it.
      </Translate>
    </Admonition>
  );
}
