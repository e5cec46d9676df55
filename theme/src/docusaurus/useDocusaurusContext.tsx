/** `@docusaurus/useDocusaurusContext`: the site config, plus the i18n facts of an English-only site. */
import { useSite } from '../hooks/useSite';
import type { SiteConfig } from '../types';

export interface DocusaurusContext {
  siteConfig: SiteConfig;
  siteMetadata: { docusaurusVersion: string; pluginVersions: Record<string, unknown> };
  globalData: Record<string, unknown>;
  i18n: { defaultLocale: string; locales: string[]; currentLocale: string; localeConfigs: Record<string, unknown> };
}

export default function useDocusaurusContext(): DocusaurusContext {
  const { globals } = useSite();
  return {
    siteConfig: globals.siteConfig,
    siteMetadata: { docusaurusVersion: '3', pluginVersions: {} },
    globalData: globals.globalData ?? {},
    i18n: {
      defaultLocale: 'en',
      locales: ['en'],
      currentLocale: 'en',
      localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en' } },
    },
  };
}
