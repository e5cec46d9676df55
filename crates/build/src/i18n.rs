//! Locales, as Docusaurus builds them: each locale is its own build, the default locale first
//! at the output root, every other one in `<out>/<locale>/` served under `<baseUrl><locale>/`
//! (`--locale X` alone: one build at the root, URLs not localized). A locale's config carries
//! the locale being built and its translations: `i18n/<locale>/code.json` (theme strings and
//! `<Translate>`), `docusaurus-theme-classic/navbar.json` and `footer.json` (labels of the
//! navbar and footer). The content plugins read their own `i18n/<locale>/<plugin>/` folders.
//! Theme strings `code.json` leaves out come from Docusaurus's built-in translations
//! ([`theme_translations`]), for every locale, the default one included.

mod theme_translations;

use std::path::{Path, PathBuf};

use ferrosaurus_core::{Diagnostic, FooterColumn, NavbarItem, SiteConfig};
use indexmap::IndexMap;

use crate::BuildError;

/// The locales to build, the default one first (building it last would erase the others'
/// folders). `asked` empty: every configured locale.
pub(crate) fn locales_to_build(config: &SiteConfig, asked: &[String]) -> Result<Vec<String>, BuildError> {
    let i18n = &config.i18n;
    if let Some(unknown) = asked.iter().find(|l| !i18n.locales.contains(l)) {
        let mut d = Diagnostic::error(format!("unknown locale `{unknown}` (--locale)"));
        d = d.with_help(format!("the config's i18n.locales are: {}", i18n.locales.join(", ")));
        return Err(BuildError::Content(ferrosaurus_core::Diagnostics(vec![d])));
    }
    let list: Vec<String> = if asked.is_empty() { i18n.locales.clone() } else { asked.to_vec() };
    let mut ordered: Vec<String> = list.iter().filter(|l| **l == i18n.default_locale).cloned().collect();
    ordered.extend(list.into_iter().filter(|l| *l != i18n.default_locale));
    ordered.dedup();
    Ok(ordered)
}

/// The config of one locale's build: its base URL, the locale, and the theme's translations
/// applied. `localize_urls` is false for a build of a single locale asked for by name.
pub(crate) fn localize(config: &SiteConfig, site_dir: &Path, locale: &str, localize_urls: bool, diags: &mut Vec<Diagnostic>) -> SiteConfig {
    let mut config = config.clone();
    config.i18n.site_base_url.clone_from(&config.base_url);
    config.i18n.localize_urls = localize_urls;
    config.i18n.current_locale = locale.to_string();
    config.base_url = config.i18n.base_url_of(locale);
    config.i18n.code_translations = theme_translations::builtin_messages(locale);
    let Some(dir) = locale_dir(&config, locale) else { return config };
    let site_messages = read_messages(site_dir, &dir.join("code.json"), diags);
    config.i18n.code_translations.extend(site_messages);
    let theme_dir = dir.join("docusaurus-theme-classic");
    let navbar = read_messages(site_dir, &theme_dir.join("navbar.json"), diags);
    translate_navbar(&mut config, &navbar);
    let footer = read_messages(site_dir, &theme_dir.join("footer.json"), diags);
    translate_footer(&mut config, &footer);
    config
}

/// Where a built locale goes: the output folder, or `<out>/<locale>` for a localized one.
pub(crate) fn out_dir_of(out_dir: &Path, config: &SiteConfig) -> PathBuf {
    let i18n = &config.i18n;
    if i18n.is_default_locale() || !i18n.localize_urls {
        out_dir.to_path_buf()
    } else {
        out_dir.join(&i18n.current_locale)
    }
}

/// Base URLs of the other locales of this build, so the link checker leaves links into them
/// (the locale dropdown) alone, as Docusaurus's checker does.
pub(crate) fn sibling_base_urls(config: &SiteConfig) -> Vec<String> {
    let i18n = &config.i18n;
    if !i18n.localize_urls {
        return Vec::new();
    }
    i18n.locales.iter().filter(|l| **l != i18n.current_locale).map(|l| i18n.base_url_of(l)).collect()
}

/// `i18n/<path of the locale>`, relative to the site folder; none for the default locale.
fn locale_dir(config: &SiteConfig, locale: &str) -> Option<PathBuf> {
    let i18n = &config.i18n;
    if locale == i18n.default_locale {
        return None;
    }
    let path = i18n.locale_configs.get(locale).map(|c| c.path.as_str()).unwrap_or(locale);
    Some(Path::new(&i18n.path).join(path))
}

/// A translation file (`{"id": {"message": "...", "description": "..."}}`) as id → message; a
/// missing file is no translation, a malformed one an error at its line.
fn read_messages(site_dir: &Path, rel: &Path, diags: &mut Vec<Diagnostic>) -> IndexMap<String, String> {
    let Ok(text) = std::fs::read_to_string(site_dir.join(rel)) else { return IndexMap::new() };
    let help = "each entry is \"id\": {\"message\": \"...\", \"description\": \"...\"}";
    let map = match serde_json::from_str::<serde_json::Map<String, serde_json::Value>>(&text) {
        Ok(map) => map,
        Err(e) => {
            diags.push(Diagnostic::error(format!("translation file: {e}")).at_line(rel, e.line()).with_help(help));
            return IndexMap::new();
        }
    };
    let mut messages = IndexMap::new();
    for (id, entry) in map {
        match entry.get("message").and_then(serde_json::Value::as_str) {
            Some(message) => {
                messages.insert(id, message.to_string());
            }
            None => {
                let line = text.lines().position(|l| l.contains(&format!("\"{id}\""))).map_or(1, |i| i + 1);
                diags.push(Diagnostic::error(format!("translation `{id}` has no string `message`")).at_line(rel, line).with_help(help));
            }
        }
    }
    messages
}

/// `navbar.json`: `title`, `logo.alt`, `item.label.<label>` (top items and dropdown entries).
fn translate_navbar(config: &mut SiteConfig, messages: &IndexMap<String, String>) {
    if messages.is_empty() {
        return;
    }
    let navbar = &mut config.theme_config.navbar;
    if let Some(t) = messages.get("title") {
        navbar.title = Some(t.clone());
    }
    if let (Some(logo), Some(alt)) = (navbar.logo.as_mut(), messages.get("logo.alt")) {
        logo.alt = Some(alt.clone());
    }
    fn items(list: &mut [NavbarItem], messages: &IndexMap<String, String>) {
        for item in list {
            if let Some(t) = item.label.as_ref().and_then(|l| messages.get(&format!("item.label.{l}"))) {
                item.label = Some(t.clone());
            }
            items(&mut item.items, messages);
        }
    }
    items(&mut navbar.items, messages);
}

/// `footer.json`: `link.title.<title>`, `link.item.label.<label>`, `copyright`, `logo.alt`.
fn translate_footer(config: &mut SiteConfig, messages: &IndexMap<String, String>) {
    let Some(footer) = config.theme_config.footer.as_mut().filter(|_| !messages.is_empty()) else { return };
    if let Some(t) = messages.get("copyright") {
        footer.copyright = Some(t.clone());
    }
    if let (Some(logo), Some(alt)) = (footer.logo.as_mut(), messages.get("logo.alt")) {
        logo.alt = Some(alt.clone());
    }
    let columns: &mut [FooterColumn] = &mut footer.links;
    for column in columns {
        if let Some(t) = column.title.as_ref().and_then(|l| messages.get(&format!("link.title.{l}"))) {
            column.title = Some(t.clone());
        }
        for link in &mut column.items {
            if let Some(t) = link.label.as_ref().and_then(|l| messages.get(&format!("link.item.label.{l}"))) {
                link.label = Some(t.clone());
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(locales: &[&str]) -> SiteConfig {
        let mut c = SiteConfig::default_for_test();
        c.base_url = "/base/".into();
        c.i18n = ferrosaurus_core::I18nConfig::new("en", locales.iter().map(|l| l.to_string()).collect(), "/base/");
        c
    }

    #[test]
    fn default_locale_is_built_first() {
        let c = config(&["fr", "en", "ar"]);
        assert_eq!(locales_to_build(&c, &[]).unwrap(), ["en", "fr", "ar"]);
        assert_eq!(locales_to_build(&c, &["ar".into()]).unwrap(), ["ar"]);
        assert!(locales_to_build(&c, &["de".into()]).unwrap_err().to_string().contains("unknown locale `de`"));
    }

    #[test]
    fn a_locale_gets_its_base_url_folder_and_translations() {
        let dir = tempfile::tempdir().unwrap();
        let theme = dir.path().join("i18n/fr/docusaurus-theme-classic");
        std::fs::create_dir_all(&theme).unwrap();
        std::fs::write(dir.path().join("i18n/fr/code.json"), r#"{"theme.x": {"message": "X fr", "description": "d"}}"#).unwrap();
        std::fs::write(theme.join("navbar.json"), r#"{"title": {"message": "Mon site"}}"#).unwrap();
        let mut diags = Vec::new();
        let fr = localize(&config(&["en", "fr"]), dir.path(), "fr", true, &mut diags);
        assert!(diags.is_empty(), "{diags:?}");
        assert_eq!(fr.base_url, "/base/fr/");
        assert_eq!(fr.theme_config.navbar.title.as_deref(), Some("Mon site"));
        assert_eq!(fr.i18n.code_translations["theme.x"], "X fr");
        assert_eq!(fr.i18n.code_translations["theme.docs.paginator.previous"], "Précédent", "a built-in string code.json lacks");
        assert_eq!(out_dir_of(Path::new("out"), &fr), Path::new("out/fr"));
        assert_eq!(sibling_base_urls(&fr), ["/base/"]);
        let alone = localize(&config(&["en", "fr"]), dir.path(), "fr", false, &mut diags);
        assert_eq!((alone.base_url.as_str(), out_dir_of(Path::new("out"), &alone)), ("/base/", PathBuf::from("out")));
    }

    #[test]
    fn a_malformed_translation_file_is_an_error_at_its_line() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("i18n/fr")).unwrap();
        std::fs::write(dir.path().join("i18n/fr/code.json"), "{\n  \"a\": 3\n}").unwrap();
        let mut diags = Vec::new();
        localize(&config(&["en", "fr"]), dir.path(), "fr", true, &mut diags);
        assert!(diags[0].to_string().contains("i18n/fr/code.json:2"), "{}", diags[0]);
    }
}
