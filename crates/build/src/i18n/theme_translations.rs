//! Docusaurus's built-in theme translations: the strings `@docusaurus/theme-translations`
//! ships per locale ("Suivant", "Éditer cette page"...), used for every key a site's
//! `code.json` does not translate, as Docusaurus merges them under the site's own.
//!
//! The data, `theme-translations.json` beside this file, is generated at dev time by
//! `crates/build/scripts/theme-translations.mjs` from the npm package (MIT licence, Copyright
//! (c) Facebook, Inc. and its affiliates; the file's `source` names the version). It holds the
//! strings of `theme-common.json`, `plugin-pwa.json` and `plugin-ideal-image.json` per locale
//! folder, and, per language, the script and region `Intl.Locale#maximize()` gives.

use indexmap::IndexMap;
use serde_json::Value;

const DATA: &str = include_str!("theme-translations.json");

/// The built-in strings for `locale`, id → message; empty when the package has none (English,
/// or a language it does not translate).
pub(super) fn builtin_messages(locale: &str) -> IndexMap<String, String> {
    let Ok(data) = serde_json::from_str::<Value>(DATA) else { return IndexMap::new() };
    let Some(folder) = locales_to_try(locale, &data["languages"]).into_iter().find(|l| data["locales"].get(l).is_some()) else {
        return IndexMap::new();
    };
    let Some(messages) = data["locales"][&folder].as_object() else { return IndexMap::new() };
    messages.iter().filter_map(|(id, m)| Some((id.clone(), m.as_str()?.to_string()))).collect()
}

/// The package folders Docusaurus tries, in order (its `codeTranslationLocalesToTry`): the
/// locale as written, `language-region`, `language-script`, `language`, where region and
/// script are the locale's own or the likely ones (`Intl.Locale#maximize`).
fn locales_to_try(locale: &str, languages: &Value) -> Vec<String> {
    let subtags: Vec<&str> = locale.split(['-', '_']).collect();
    let language = subtags[0].to_ascii_lowercase();
    let own_script = subtags[1..].iter().find(|s| s.len() == 4 && s.chars().all(|c| c.is_ascii_alphabetic()));
    let own_region = subtags[1..].iter().find(|s| s.len() == 2 && s.chars().all(|c| c.is_ascii_alphabetic()));
    let likely = &languages[&language];
    let region = own_region.map(|r| r.to_ascii_uppercase()).or_else(|| likely["region"].as_str().map(str::to_string));
    let script = own_script.map(|s| title_case(s)).or_else(|| {
        let by_region = region.as_ref().and_then(|r| likely["scriptByRegion"][r].as_str());
        by_region.or_else(|| likely["script"].as_str()).map(str::to_string)
    });
    let mut tries = vec![locale.to_string()];
    tries.extend(region.map(|r| format!("{language}-{r}")));
    tries.extend(script.map(|s| format!("{language}-{s}")));
    tries.push(language);
    tries
}

fn title_case(subtag: &str) -> String {
    let lower = subtag.to_ascii_lowercase();
    let mut chars = lower.chars();
    chars.next().map(|c| c.to_ascii_uppercase().to_string() + chars.as_str()).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folder(locale: &str) -> Option<String> {
        let data: Value = serde_json::from_str(DATA).unwrap();
        locales_to_try(locale, &data["languages"]).into_iter().find(|l| data["locales"].get(l).is_some())
    }

    #[test]
    fn the_package_folder_is_found_as_docusaurus_finds_it() {
        assert_eq!(folder("fr").as_deref(), Some("fr"));
        assert_eq!(folder("fr-CA").as_deref(), Some("fr"), "language fallback");
        assert_eq!(folder("pt").as_deref(), Some("pt-BR"), "pt is pt-BR, not pt-PT");
        assert_eq!(folder("pt-PT").as_deref(), Some("pt-PT"));
        assert_eq!(folder("zh").as_deref(), Some("zh-Hans"));
        assert_eq!(folder("zh-TW").as_deref(), Some("zh-Hant"), "Taiwan writes Traditional Chinese");
        assert_eq!(folder("zh-CN").as_deref(), Some("zh-Hans"));
        assert_eq!(folder("en"), None, "English is the components' own text");
        assert_eq!(folder("xx-YY"), None);
    }

    #[test]
    fn french_strings_include_the_paginator_and_the_edit_link() {
        let fr = builtin_messages("fr");
        assert_eq!(fr["theme.docs.paginator.previous"], "Précédent");
        assert_eq!(fr["theme.common.editThisPage"], "Éditer cette page");
        assert_eq!(fr["theme.PwaReloadPopup.info"], "Nouvelle version disponible");
        assert_eq!(builtin_messages("de")["theme.docs.paginator.next"], "Weiter");
        assert!(builtin_messages("en").is_empty());
    }
}
