/**
 * The docs plugin's global data (`useDocsData`-shaped, written by plugins/content-docs) and
 * what the navbar and the version banner derive from it: the plugin instance a path belongs
 * to, its active version and doc, the same doc in the other versions, and the version the
 * reader chose last (`docs-preferred-version-<pluginId>` in localStorage, as Docusaurus keeps it).
 */
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useSite } from './useSite';

export const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

export interface GlobalDoc {
  id: string;
  path: string;
  sidebar?: string;
  unlisted?: boolean;
}

export interface GlobalVersion {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  docs: GlobalDoc[];
  draftIds: string[];
  sidebars: Record<string, { link?: { label: string; path: string } }>;
}

export interface GlobalPluginData {
  path: string;
  versions: GlobalVersion[];
  breadcrumbs: boolean;
}

export interface ActiveDocContext {
  activeVersion?: GlobalVersion;
  activeDoc?: GlobalDoc;
  /** Version name -> the active doc in that version (absent where it does not exist). */
  alternateDocVersions: Record<string, GlobalDoc>;
}

/** Every docs instance's data, by plugin id. */
export function useAllDocsData(): Record<string, GlobalPluginData> {
  return (useSite().globals.globalData?.[DOCS_PLUGIN] ?? {}) as Record<string, GlobalPluginData>;
}

/** One docs instance's data; an error naming the id when there is no such instance. */
export function useDocsData(pluginId: string | undefined = 'default'): GlobalPluginData {
  const data = useAllDocsData()[pluginId ?? 'default'];
  if (!data) {
    throw new Error(`Docusaurus plugin global data not found for "${DOCS_PLUGIN}" plugin with id "${pluginId ?? 'default'}".`);
  }
  return data;
}

const normalize = (path: string) => path.replace(/\/+$/, '').toLowerCase();

/** `pathname` is `base` or below it (segment-wise). */
function isUnder(pathname: string, base: string): boolean {
  const p = normalize(pathname);
  const b = normalize(base);
  return p === b || p.startsWith(`${b}/`) || b === '';
}

/** The instance whose path holds `pathname` (the most specific one). */
export function activePluginId(all: Record<string, GlobalPluginData>, pathname: string): string | undefined {
  const matches = Object.entries(all).filter(([, data]) => isUnder(pathname, data.path));
  matches.sort(([, a], [, b]) => b.path.length - a.path.length);
  return matches[0]?.[0];
}

/** The version whose path holds `pathname`: the longest match (`/docs/1.0` before `/docs`). */
export function activeVersion(data: GlobalPluginData, pathname: string): GlobalVersion | undefined {
  const sorted = [...data.versions].sort((a, b) => b.path.length - a.path.length);
  return sorted.find((v) => isUnder(pathname, v.path));
}

export function mainDoc(version: GlobalVersion): GlobalDoc | undefined {
  return version.docs.find((d) => d.id === version.mainDocId);
}

export function lastVersion(data: GlobalPluginData): GlobalVersion | undefined {
  return data.versions.find((v) => v.isLast) ?? data.versions[0];
}

export function activeDocContext(data: GlobalPluginData, pathname: string): ActiveDocContext {
  const version = activeVersion(data, pathname);
  const doc = version?.docs.find((d) => normalize(d.path) === normalize(pathname));
  const alternateDocVersions: Record<string, GlobalDoc> = {};
  if (doc) {
    for (const v of data.versions) {
      const same = v.docs.find((d) => d.id === doc.id);
      if (same) {
        alternateDocVersions[v.name] = same;
      }
    }
  }
  return { activeVersion: version, activeDoc: doc, alternateDocVersions };
}

/** The active doc context of one instance at the current location. */
export function useActiveDocContext(pluginId: string | undefined): ActiveDocContext {
  const data = useDocsData(pluginId);
  const { pathname } = useLocation();
  return activeDocContext(data, pathname);
}

const preferredKey = (pluginId: string) => `docs-preferred-version-${pluginId}`;

/**
 * The version the reader chose last, read after hydration (the server cannot know it), and
 * the function that saves a choice.
 */
export function useDocsPreferredVersion(pluginId: string | undefined = 'default'): {
  preferredVersion: GlobalVersion | undefined;
  savePreferredVersionName: (name: string) => void;
} {
  const id = pluginId ?? 'default';
  const data = useAllDocsData()[id];
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    try {
      setName(window.localStorage.getItem(preferredKey(id)));
    } catch {
      setName(null);
    }
  }, [id]);
  const savePreferredVersionName = useCallback(
    (versionName: string) => {
      try {
        window.localStorage.setItem(preferredKey(id), versionName);
      } catch {
        // storage refused (private mode): the choice only lasts for this page
      }
      setName(versionName);
    },
    [id],
  );
  return { preferredVersion: data?.versions.find((v) => v.name === name), savePreferredVersionName };
}

/**
 * The version a docs link outside the docs should lead to: the active one inside the docs,
 * else the reader's preferred one, else the last one.
 */
export function useDocsVersionCandidate(pluginId: string | undefined): GlobalVersion | undefined {
  const data = useDocsData(pluginId);
  const { pathname } = useLocation();
  const { preferredVersion } = useDocsPreferredVersion(pluginId);
  return activeVersion(data, pathname) ?? preferredVersion ?? lastVersion(data);
}

/** A doc of a navbar `doc` item: in the candidate version, else in any version; null if none. */
export function useLayoutDoc(docId: string, pluginId: string | undefined): GlobalDoc | null {
  const data = useDocsData(pluginId);
  const version = useDocsVersionCandidate(pluginId);
  return version?.docs.find((d) => d.id === docId) ?? data.versions.flatMap((v) => v.docs).find((d) => d.id === docId) ?? null;
}
