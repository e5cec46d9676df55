/**
 * `@theme/DocVersionBanner`: on a doc of an unreleased or unmaintained version, Docusaurus's
 * warning with the link to the same doc in the latest version.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type { DocVersionBannerProps } from '../../theme-classic';
import { usePageDocVersion, useDocVersionBanner, type DocVersionBannerState } from './useDocVersionBanner';

function BannerLabel({ state }: { state: DocVersionBannerState }): ReactNode {
  const values = { siteTitle: state.siteTitle, versionLabel: <b>{state.versionLabel}</b> };
  return state.kind === 'unreleased' ? (
    <Translate id="theme.docs.versions.unreleasedVersionLabel" values={values}>
      {'This is unreleased documentation for {siteTitle} {versionLabel} version.'}
    </Translate>
  ) : (
    <Translate id="theme.docs.versions.unmaintainedVersionLabel" values={values}>
      {'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.'}
    </Translate>
  );
}

function LatestVersionSuggestion({ state }: { state: DocVersionBannerState }): ReactNode {
  const latestVersionLink = (
    <b>
      <Link to={state.latestPath} onClick={state.onLatestClick}>
        <Translate id="theme.docs.versions.latestVersionLinkLabel">latest version</Translate>
      </Link>
    </b>
  );
  return (
    <Translate id="theme.docs.versions.latestVersionSuggestionLabel" values={{ versionLabel: state.latestLabel, latestVersionLink }}>
      {'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).'}
    </Translate>
  );
}

export default function DocVersionBanner({ className }: DocVersionBannerProps): ReactNode {
  const state = useDocVersionBanner(usePageDocVersion());
  if (!state) {
    return null;
  }
  return (
    <div className={clsx(className, 'theme-doc-version-banner', 'alert alert--warning margin-bottom--md')} role="alert">
      <div>
        <BannerLabel state={state} />
      </div>
      <div className="margin-top--md">
        <LatestVersionSuggestion state={state} />
      </div>
    </div>
  );
}
