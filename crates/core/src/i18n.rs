//! The site's `i18n` config (`defaultLocale`, `locales`, `path`, `localeConfigs`), plus what one
//! locale's build adds: the locale being built and its `code.json` messages. The theme reads it
//! as `siteConfig.i18n` (`useDocusaurusContext().i18n`, `<Translate>`, the locale dropdown,
//! hreflang alternates, `<html lang dir>`).

use indexmap::IndexMap;
use serde::{Deserialize, Serialize};

/// Writing direction of a locale.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum LocaleDirection {
    /// Left to right.
    #[default]
    Ltr,
    /// Right to left (`<html dir="rtl">`).
    Rtl,
}

/// One locale's settings (`i18n.localeConfigs.<locale>`), defaults filled in.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
#[non_exhaustive]
pub struct LocaleConfig {
    /// Shown in the locale dropdown (`Français`).
    pub label: String,
    /// `ltr` or `rtl`.
    pub direction: LocaleDirection,
    /// `<html lang>` and hreflang (`fr`, `en-US`).
    pub html_lang: String,
    /// Calendar for dates (`gregory`).
    pub calendar: String,
    /// Folder of this locale's translations under `i18n.path` (default: the locale's name).
    pub path: String,
}

impl LocaleConfig {
    /// Docusaurus's defaults for a locale: its own name in its own language when known, the
    /// direction of its script, `htmlLang` = the locale, `path` = the locale.
    pub fn defaults(locale: &str) -> Self {
        let language = locale.split(['-', '_']).next().unwrap_or(locale).to_ascii_lowercase();
        let label = KNOWN_LABELS.iter().find(|(code, _)| *code == locale).or_else(|| KNOWN_LABELS.iter().find(|(code, _)| *code == language));
        Self {
            label: label.map(|(_, l)| (*l).to_string()).unwrap_or_else(|| locale.to_string()),
            direction: if RTL_LANGUAGES.contains(&language.as_str()) { LocaleDirection::Rtl } else { LocaleDirection::Ltr },
            html_lang: locale.to_string(),
            calendar: "gregory".into(),
            path: locale.to_string(),
        }
    }
}

/// Languages written right to left.
const RTL_LANGUAGES: &[&str] = &["ar", "arc", "ckb", "dv", "fa", "ha", "he", "khw", "ks", "ku", "ps", "sd", "ur", "yi"];

/// Locale names in their own language (`Intl.DisplayNames` for the common ones).
const KNOWN_LABELS: &[(&str, &str)] = &[
    ("en", "English"), ("fr", "Français"), ("de", "Deutsch"), ("es", "Español"), ("it", "Italiano"), ("pt", "Português"),
    ("pt-BR", "Português (Brasil)"), ("nl", "Nederlands"), ("ru", "Русский"), ("uk", "Українська"), ("pl", "Polski"),
    ("ja", "日本語"), ("ko", "한국어"), ("zh", "中文"), ("zh-CN", "中文（中国）"), ("zh-Hans", "简体中文"), ("zh-TW", "中文（台灣）"),
    ("ar", "العربية"), ("he", "עברית"), ("fa", "فارسی"), ("tr", "Türkçe"), ("vi", "Tiếng Việt"), ("id", "Indonesia"),
    ("sv", "Svenska"), ("da", "Dansk"), ("fi", "Suomi"), ("nb", "Norsk bokmål"), ("cs", "Čeština"), ("hu", "Magyar"),
    ("ro", "Română"), ("el", "Ελληνικά"), ("hi", "हिन्दी"), ("th", "ไทย"), ("bn", "বাংলা"), ("ur", "اردو"),
];

/// `i18n` of the config, and the locale one build is for.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
#[non_exhaustive]
pub struct I18nConfig {
    /// The locale served at the base URL.
    pub default_locale: String,
    /// Every locale, the default one included.
    pub locales: Vec<String>,
    /// Folder of the translations, relative to the site folder (`i18n`).
    pub path: String,
    /// Settings of every locale in `locales`.
    #[cfg_attr(test, ts(as = "std::collections::HashMap<String, LocaleConfig>"))]
    pub locale_configs: IndexMap<String, LocaleConfig>,
    /// The locale this build is for (set by the build; the default locale otherwise).
    pub current_locale: String,
    /// The site's base URL without any locale segment (each locale's URLs hang off it).
    pub site_base_url: String,
    /// Non-default locales are served under `<baseUrl><locale>/` (false for a one-locale build
    /// asked for with `--locale`).
    pub localize_urls: bool,
    /// `code.json` of the current locale: message id → message.
    #[serde(skip_serializing_if = "IndexMap::is_empty", default)]
    #[cfg_attr(test, ts(as = "Option<std::collections::HashMap<String, String>>", optional))]
    pub code_translations: IndexMap<String, String>,
}

impl Default for I18nConfig {
    fn default() -> Self {
        Self::new("en", vec!["en".into()], "/")
    }
}

impl I18nConfig {
    /// A config for these locales with default locale settings.
    pub fn new(default_locale: &str, locales: Vec<String>, base_url: &str) -> Self {
        let locale_configs = locales.iter().map(|l| (l.clone(), LocaleConfig::defaults(l))).collect();
        Self {
            default_locale: default_locale.to_string(),
            locales,
            path: "i18n".into(),
            locale_configs,
            current_locale: default_locale.to_string(),
            site_base_url: base_url.to_string(),
            localize_urls: true,
            code_translations: IndexMap::new(),
        }
    }

    /// True when the build is for the default locale.
    pub fn is_default_locale(&self) -> bool {
        self.current_locale == self.default_locale
    }

    /// The base URL of a locale: the site's base URL, plus `<locale>/` for a non-default one.
    pub fn base_url_of(&self, locale: &str) -> String {
        if locale == self.default_locale || !self.localize_urls {
            self.site_base_url.clone()
        } else {
            format!("{}{locale}/", self.site_base_url)
        }
    }

    /// The folder of the current locale's translations for one plugin instance, relative to
    /// the site folder: `i18n/fr/docusaurus-plugin-content-docs` (`-<id>` for another instance
    /// than `default`). `None` for the default locale, which has no translation folder.
    pub fn plugin_dir(&self, plugin_name: &str, plugin_id: &str) -> Option<String> {
        if self.is_default_locale() {
            return None;
        }
        let locale_path = self.locale_configs.get(&self.current_locale).map(|c| c.path.as_str()).unwrap_or(&self.current_locale);
        let suffix = if plugin_id == crate::DEFAULT_PLUGIN_ID { String::new() } else { format!("-{plugin_id}") };
        Some(format!("{}/{locale_path}/{plugin_name}{suffix}", self.path.trim_end_matches('/')))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_follow_docusaurus() {
        let fr = LocaleConfig::defaults("fr");
        assert_eq!((fr.label.as_str(), fr.direction, fr.html_lang.as_str(), fr.path.as_str()), ("Français", LocaleDirection::Ltr, "fr", "fr"));
        assert_eq!(LocaleConfig::defaults("ar-EG").direction, LocaleDirection::Rtl);
        assert_eq!(LocaleConfig::defaults("xx").label, "xx");
    }

    #[test]
    fn base_urls_and_plugin_folders() {
        let mut i = I18nConfig::new("en", vec!["en".into(), "fr".into()], "/base/");
        assert_eq!(i.base_url_of("fr"), "/base/fr/");
        assert_eq!(i.base_url_of("en"), "/base/");
        assert_eq!(i.plugin_dir("docusaurus-plugin-content-docs", "default"), None);
        i.current_locale = "fr".into();
        assert_eq!(i.plugin_dir("docusaurus-plugin-content-docs", "community").as_deref(), Some("i18n/fr/docusaurus-plugin-content-docs-community"));
    }
}
