/**
 * The entries of a `localeDropdown`: every locale, each leading to the same page in that
 * locale (`<siteBaseUrl>[<locale>/]<path>`, `trailingSlash` applied, query and hash kept). The links leave this build
 * (each locale is its own build), so they load the page instead of routing to it.
 */
import { useLocation } from 'react-router';
import { translate } from '@docusaurus/Translate';
import { navbarEntry } from '@theme/NavbarItem/DefaultNavbarItem';
import { applyTrailingSlash } from '../../../app/trailingSlash';
import { alternatePageUrl } from '../../../hooks/useAlternatePageUtils';
import { useSiteConfig } from '../../../hooks/useSite';
import type { NavbarItemConfig } from '../../../types';

export interface LocaleDropdown {
  label: string;
  items: NavbarItemConfig[];
}

function extraItems(item: NavbarItemConfig, key: string): NavbarItemConfig[] {
  const value = item[key];
  return Array.isArray(value) ? (value as NavbarItemConfig[]) : [];
}

export function useLocaleDropdown(item: NavbarItemConfig, mobile: boolean): LocaleDropdown {
  const { baseUrl, i18n, trailingSlash } = useSiteConfig();
  const location = useLocation();
  const { search, hash } = location;
  // the location's canonical form, as Docusaurus's useAlternatePageUtils makes it
  const pathname = applyTrailingSlash(location.pathname, trailingSlash, baseUrl);
  if (!i18n) {
    return { label: item.label ?? 'English', items: [] };
  }
  const activeClass = mobile ? 'menu__link--active' : 'dropdown__link--active';
  const localeItems = i18n.locales.map((locale) => {
    const config = i18n.localeConfigs[locale];
    const to = `pathname://${alternatePageUrl(i18n, baseUrl, pathname, locale)}${search}${hash}`;
    return navbarEntry(config?.label ?? locale, to, {
      autoAddBaseUrl: false,
      target: '_self',
      lang: config?.htmlLang ?? locale,
      className: locale === i18n.currentLocale ? activeClass : null,
    });
  });
  const items = [...extraItems(item, 'dropdownItemsBefore'), ...localeItems, ...extraItems(item, 'dropdownItemsAfter')];
  const current = i18n.localeConfigs[i18n.currentLocale]?.label ?? i18n.currentLocale;
  const label = mobile ? translate({ id: 'theme.navbar.mobileLanguageDropdown.label', message: 'Languages' }) : current;
  return { label, items };
}
