/**
 * The index tags the search bar loads, as Docusaurus's `useContextualSearchFilters` gives them
 * to `@cmfcmf/docusaurus-search-local`: `default` (pages, blog), then one tag per docs plugin
 * instance, `docs-<pluginId>-<versionName>`, for the version of the page being shown when the
 * page belongs to that instance, else the version the reader chose last (the version dropdown
 * keeps it in `docs-preferred-version-<pluginId>`), else the instance's latest version.
 */
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { activePluginId, activeVersion, lastVersion, useAllDocsData, type GlobalPluginData } from '../../hooks/useDocs';

/** The tag of every page outside the docs. */
export const DEFAULT_SEARCH_TAG = 'default';

/** Docusaurus's `docVersionSearchTag`: the `<meta name="docusaurus_tag">` of a version's docs. */
export function docsVersionSearchTag(pluginId: string, versionName: string): string {
  return `docs-${pluginId}-${versionName}`;
}

/** Version names the reader chose, by docs plugin id. */
export type PreferredVersions = Record<string, string | undefined>;

/** The tags for `pathname`, from every docs instance's global data and the preferred versions. */
export function contextualSearchTags(allDocs: Record<string, GlobalPluginData>, pathname: string, preferred: PreferredVersions): string[] {
  const active = activePluginId(allDocs, pathname);
  const tags = [DEFAULT_SEARCH_TAG];
  for (const [pluginId, data] of Object.entries(allDocs)) {
    const version =
      (pluginId === active ? activeVersion(data, pathname) : undefined) ??
      data.versions.find((v) => v.name === preferred[pluginId]) ??
      lastVersion(data);
    if (version) {
      tags.push(docsVersionSearchTag(pluginId, version.name));
    }
  }
  return tags;
}

function readPreferredVersions(pluginIds: string[]): PreferredVersions {
  const preferred: PreferredVersions = {};
  for (const id of pluginIds) {
    try {
      preferred[id] = window.localStorage.getItem(`docs-preferred-version-${id}`) ?? undefined;
    } catch {
      // storage refused (private mode): no preference
    }
  }
  return preferred;
}

/**
 * The tags at the current location. The preferred versions are read after hydration and again
 * on every navigation (the server cannot know them; the dropdown may have changed them).
 */
export function useContextualSearchTags(): string[] {
  const allDocs = useAllDocsData();
  const { pathname } = useLocation();
  const pluginIds = Object.keys(allDocs).join(',');
  const [preferred, setPreferred] = useState<PreferredVersions>({});
  useEffect(() => {
    setPreferred(readPreferredVersions(pluginIds ? pluginIds.split(',') : []));
  }, [pluginIds, pathname]);
  const tags = useMemo(() => contextualSearchTags(allDocs, pathname, preferred), [allDocs, pathname, preferred]);
  // one array per distinct list, so that the search's callbacks keep their identity
  const key = tags.join(',');
  return useMemo(() => key.split(','), [key]);
}
