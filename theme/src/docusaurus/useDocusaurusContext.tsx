/** `@docusaurus/useDocusaurusContext`: the site config, global data and the build's i18n facts. */
import { useSite } from '../hooks/useSite';
import type { LocaleConfig, SiteConfig } from '../types';

export interface DocusaurusContext {
  siteConfig: SiteConfig;
  siteMetadata: { docusaurusVersion: string; pluginVersions: Record<string, unknown> };
  globalData: Record<string, unknown>;
  i18n: { defaultLocale: string; locales: string[]; path: string; currentLocale: string; localeConfigs: Record<string, LocaleConfig> };
  codeTranslations: Record<string, string>;
}

const ENGLISH: LocaleConfig = { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' };

export default function useDocusaurusContext(): DocusaurusContext {
  const { globals } = useSite();
  const i18n = globals.siteConfig.i18n;
  return {
    siteConfig: globals.siteConfig,
    siteMetadata: { docusaurusVersion: '3', pluginVersions: {} },
    globalData: globals.globalData ?? {},
    i18n: i18n
      ? { defaultLocale: i18n.defaultLocale, locales: i18n.locales, path: i18n.path, currentLocale: i18n.currentLocale, localeConfigs: i18n.localeConfigs }
      : { defaultLocale: 'en', locales: ['en'], path: 'i18n', currentLocale: 'en', localeConfigs: { en: ENGLISH } },
    codeTranslations: i18n?.codeTranslations ?? {},
  };
}
