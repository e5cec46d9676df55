/**
 * `@docusaurus/plugin-content-docs/client`: the docs plugin's client hooks, over its global
 * data (`{path, versions: [{name, label, isLast, path, mainDocId, docs, sidebars}]}`) and the
 * page being shown.
 */
import { useLocation } from 'react-router';
import { useAllPluginInstancesData, usePluginData } from '../useGlobalData';
import { useOptionalPage } from '../../hooks/useSite';
import { categoryAt } from '../../theme/DocCardList/useDocCardItems';
import type { DocMeta, SidebarCategoryItem, SidebarItem } from '../../types';

const PLUGIN = 'docusaurus-plugin-content-docs';

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
  sidebars?: Record<string, { link?: { label: string; path: string } }>;
}

export interface GlobalPluginData {
  path: string;
  versions: GlobalVersion[];
  breadcrumbs: boolean;
}

export interface ActivePlugin {
  pluginId: string;
  pluginData: GlobalPluginData;
}

export function useAllDocsData(): Record<string, GlobalPluginData> {
  return (useAllPluginInstancesData(PLUGIN) ?? {}) as Record<string, GlobalPluginData>;
}

export function useDocsData(pluginId?: string): GlobalPluginData {
  const data = usePluginData(PLUGIN, pluginId ?? 'default') as GlobalPluginData | undefined;
  if (!data) {
    throw new Error(`Docusaurus plugin global data not found for "${PLUGIN}" plugin with id "${pluginId ?? 'default'}".`);
  }
  return data;
}

function within(pathname: string, base: string): boolean {
  const b = base.replace(/\/+$/, '');
  return pathname === b || pathname.startsWith(`${b}/`) || b === '';
}

/** The docs instance whose path holds the current URL (longest path first). */
export function useActivePlugin(options: { failfast?: boolean } = {}): ActivePlugin | undefined {
  const all = useAllDocsData();
  const { pathname } = useLocation();
  const found = Object.entries(all)
    .filter(([, data]) => within(pathname, data.path))
    .sort((a, b) => b[1].path.length - a[1].path.length)[0];
  if (!found && options.failfast) {
    throw new Error(`Can't find active docs plugin for "${pathname}" pathname.`);
  }
  return found ? { pluginId: found[0], pluginData: found[1] } : undefined;
}

export function useActivePluginAndVersion(options: { failfast?: boolean } = {}): { activePlugin: ActivePlugin; activeVersion: GlobalVersion | undefined } | undefined {
  const activePlugin = useActivePlugin(options);
  const { pathname } = useLocation();
  if (!activePlugin) {
    return undefined;
  }
  return { activePlugin, activeVersion: activeVersionOf(activePlugin.pluginData, pathname) };
}

function activeVersionOf(data: GlobalPluginData, pathname: string): GlobalVersion | undefined {
  return [...data.versions].sort((a, b) => b.path.length - a.path.length).find((v) => within(pathname, v.path));
}

export function useVersions(pluginId?: string): GlobalVersion[] {
  return useDocsData(pluginId).versions;
}

export function useLatestVersion(pluginId?: string): GlobalVersion | undefined {
  const versions = useVersions(pluginId);
  return versions.find((v) => v.isLast) ?? versions[0];
}

export function useActiveVersion(pluginId?: string): GlobalVersion | undefined {
  const data = useDocsData(pluginId);
  return activeVersionOf(data, useLocation().pathname);
}

export function useActiveDocContext(pluginId?: string): {
  activeVersion: GlobalVersion | undefined;
  activeDoc: GlobalDoc | undefined;
  alternateDocVersions: Record<string, GlobalDoc>;
} {
  const data = useDocsData(pluginId);
  const { pathname } = useLocation();
  const activeVersion = activeVersionOf(data, pathname);
  const clean = (p: string) => p.replace(/\/+$/, '') || '/';
  const activeDoc = activeVersion?.docs.find((d) => clean(d.path) === clean(pathname));
  const alternateDocVersions: Record<string, GlobalDoc> = {};
  if (activeDoc) {
    for (const version of data.versions) {
      const same = version.docs.find((d) => d.id === activeDoc.id);
      if (same) {
        alternateDocVersions[version.name] = same;
      }
    }
  }
  return { activeVersion, activeDoc, alternateDocVersions };
}

/**
 * The preferred version: ferrosaurus does not persist a choice yet, so it is the latest
 * (`savePreferredVersionName` does nothing).
 */
export function useDocsPreferredVersion(pluginId?: string): {
  preferredVersion: GlobalVersion | null;
  savePreferredVersionName: (name: string) => void;
} {
  const latest = useLatestVersion(pluginId);
  return { preferredVersion: latest ?? null, savePreferredVersionName: () => {} };
}

/** The version of the doc being shown: `{version, label, isLast, pluginId}`. */
export function useDocsVersion(): { version: string; label: string; isLast: boolean; pluginId: string } {
  const plugin = useActivePlugin({ failfast: true }) as ActivePlugin;
  const version = activeVersionOf(plugin.pluginData, useLocation().pathname);
  return { version: version?.name ?? 'current', label: version?.label ?? 'Next', isLast: version?.isLast ?? true, pluginId: plugin.pluginId };
}

/** The docs sidebar of the page: `{name, items}`, or null outside docs. */
export function useDocsSidebar(): { name: string; items: SidebarItem[] } | null {
  const context = useOptionalPage();
  return context?.sidebar ? { name: context.page.doc?.sidebarId ?? '', items: context.sidebar } : null;
}

/** The metadata of the doc being shown. */
export function useDoc(): { metadata: DocMeta & { title: string; permalink: string }; toc: unknown[]; frontMatter: Record<string, unknown> } {
  const context = useOptionalPage();
  if (!context?.page.doc) {
    throw new Error('useDoc() is only available on doc pages.');
  }
  const { page } = context;
  return { metadata: { ...(page.doc as DocMeta), title: page.title, permalink: page.route }, toc: page.toc ?? [], frontMatter: page.doc?.frontMatter ?? {} };
}

/**
 * A doc's `{id, description}`, as a `DocCard` reads it: ferrosaurus's page data carries the
 * descriptions of the docs among the items of the category whose page is the current one
 * (`DocMeta.cardDescriptions`), so other docs are undefined here (Docusaurus knows every doc of
 * the version).
 */
export function useDocById(id: string | undefined): { id: string; description?: string } | undefined {
  const descriptions = useOptionalPage()?.page.doc?.cardDescriptions;
  if (id === undefined || descriptions?.[id] === undefined) {
    return undefined;
  }
  return { id, description: descriptions[id] };
}

/** The sidebar category whose page is the current one (a category index, `<DocCardList />`). */
export function useCurrentSidebarCategory(): Pick<SidebarCategoryItem, 'items'> & { label: string } {
  const context = useOptionalPage();
  const items = context?.sidebar ? categoryAt(context.sidebar, context.page.route) : null;
  if (!items) {
    throw new Error(`Unexpected: cant find current sidebar category for route "${context?.page.route ?? ''}".`);
  }
  return { label: context?.page.title ?? '', items };
}
