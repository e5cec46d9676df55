/**
 * The entries of a `docsVersionDropdown`: every version (or those of its `versions` option),
 * each leading to the same doc in that version when it exists there, else to the version's
 * main doc, keeping the query and hash; the dropdown shows the active (else preferred, else
 * last) version.
 */
import { useLocation } from 'react-router';
import { translate } from '@docusaurus/Translate';
import { navbarEntry } from '@theme/NavbarItem/DefaultNavbarItem';
import {
  lastVersion,
  mainDoc,
  useActiveDocContext,
  useDocsData,
  useDocsPreferredVersion,
  type GlobalVersion,
} from '../../../hooks/useDocs';
import type { NavbarItemConfig } from '../../../types';

export interface DocsVersionDropdown {
  label: string;
  items: NavbarItemConfig[];
  /** The shown version's doc: where the dropdown's toggle leads (none on mobile with choices). */
  to: string | undefined;
}

/** `versions: ['2.0', '1.0']` or `versions: {'2.0': {label: 'Two'}}`: which versions, and labels. */
function configuredVersions(all: GlobalVersion[], option: unknown): { version: GlobalVersion; label: string }[] {
  if (Array.isArray(option)) {
    return option.flatMap((name) => all.filter((v) => v.name === name).map((version) => ({ version, label: version.label })));
  }
  if (option && typeof option === 'object') {
    return Object.entries(option as Record<string, { label?: string }>).flatMap(([name, config]) =>
      all.filter((v) => v.name === name).map((version) => ({ version, label: config?.label ?? version.label })),
    );
  }
  return all.map((version) => ({ version, label: version.label }));
}

function extraItems(item: NavbarItemConfig, key: string): NavbarItemConfig[] {
  const value = item[key];
  return Array.isArray(value) ? (value as NavbarItemConfig[]) : [];
}

export function useDocsVersionDropdown(item: NavbarItemConfig, mobile: boolean): DocsVersionDropdown {
  const pluginId = typeof item.docsPluginId === 'string' ? item.docsPluginId : undefined;
  const data = useDocsData(pluginId);
  const { search, hash } = useLocation();
  const context = useActiveDocContext(pluginId);
  const { preferredVersion, savePreferredVersionName } = useDocsPreferredVersion(pluginId);
  const versions = configuredVersions(data.versions, item.versions);
  const versionItems = versions.map(({ version, label }) => {
    const doc = context.alternateDocVersions[version.name] ?? mainDoc(version);
    return navbarEntry(label, `${doc?.path ?? version.path}${search}${hash}`, {
      isActive: version === context.activeVersion,
      onClick: () => savePreferredVersionName(version.name),
    });
  });
  const items = [...extraItems(item, 'dropdownItemsBefore'), ...versionItems, ...extraItems(item, 'dropdownItemsAfter')];
  const shown = context.activeVersion ?? preferredVersion ?? lastVersion(data);
  const shownLabel = versions.find((v) => v.version === shown)?.label ?? shown?.label ?? '';
  const choices = mobile && items.length > 1;
  const label = choices ? translate({ id: 'theme.navbar.mobileVersionsDropdown.label', message: 'Versions' }) : shownLabel;
  const shownDoc = shown ? (context.alternateDocVersions[shown.name] ?? mainDoc(shown)) : undefined;
  const to = choices || !shown ? undefined : (shownDoc?.path ?? shown.path);
  return { label, items, to };
}
