/** What the version banner shows for the page's doc, or null when its version has no banner. */
import { lastVersion, useAllDocsData, useDocsPreferredVersion } from '../../hooks/useDocs';
import { useOptionalPage, useSiteConfig } from '../../hooks/useSite';
import type { DocVersionMeta } from '../../types';

export interface DocVersionBannerState {
  kind: 'unreleased' | 'unmaintained';
  siteTitle: string;
  versionLabel: string;
  /** The last version's label and the link to the same doc there (else its main doc). */
  latestLabel: string;
  latestPath: string;
  /** Remembers the last version as the reader's choice (the navbar then leads there). */
  onLatestClick: () => void;
}

export function useDocVersionBanner(version: DocVersionMeta | undefined): DocVersionBannerState | null {
  const { title } = useSiteConfig();
  const data = useAllDocsData()[version?.pluginId ?? 'default'];
  const { savePreferredVersionName } = useDocsPreferredVersion(version?.pluginId);
  const link = version?.latestVersionLink;
  // the build never writes `none` (a version configured without a banner has none)
  if (!version?.banner || version.banner === 'none' || !link) {
    return null;
  }
  const latest = data ? lastVersion(data) : undefined;
  return {
    kind: version.banner,
    siteTitle: title,
    versionLabel: version.label,
    latestLabel: link.title,
    latestPath: link.permalink,
    onLatestClick: () => {
      if (latest) {
        savePreferredVersionName(latest.name);
      }
    },
  };
}

/** The page's doc version, when the page is a doc. */
export function usePageDocVersion(): DocVersionMeta | undefined {
  return useOptionalPage()?.page.doc?.version;
}
