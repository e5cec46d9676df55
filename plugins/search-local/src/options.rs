//! The plugin's options, parsed strictly with the defaults of `@cmfcmf/docusaurus-search-local`.

use ferrosaurus_search::Language;
use serde::Deserialize;
use serde_json::Value;

/// `language`: one code or a list of codes.
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
enum LanguageOption {
    One(String),
    Many(Vec<String>),
}

/// `style`: only `"none"` (drop the bundled CSS) is valid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Style {
    /// No bundled CSS.
    None,
}

/// The `lunr` options.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(default, deny_unknown_fields, rename_all = "camelCase")]
#[non_exhaustive]
pub struct LunrOptions {
    /// A custom tokenizer separator (a RegExp in JavaScript): not supported yet.
    pub tokenizer_separator: Option<Value>,
    /// BM25 `b`, 0..=1.
    pub b: f64,
    /// BM25 `k1`, >= 0.
    pub k1: f64,
    /// Query boost of titles.
    pub title_boost: f64,
    /// Query boost of content.
    pub content_boost: f64,
    /// Query boost of tags.
    pub tags_boost: f64,
    /// Query boost of sidebar parent categories.
    pub parent_categories_boost: f64,
}

impl Default for LunrOptions {
    fn default() -> Self {
        Self { tokenizer_separator: None, b: 0.75, k1: 1.2, title_boost: 5.0, content_boost: 1.0, tags_boost: 3.0, parent_categories_boost: 2.0 }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(default, deny_unknown_fields, rename_all = "camelCase")]
struct RawOptions {
    /// Accepted and ignored: Docusaurus passes the plugin instance id.
    id: Option<String>,
    index_docs: bool,
    index_doc_sidebar_parent_categories: u64,
    include_parent_categories_in_page_title: bool,
    index_blog: bool,
    index_pages: bool,
    language: LanguageOption,
    style: Option<Style>,
    max_search_results: u64,
    lunr: LunrOptions,
}

impl Default for RawOptions {
    fn default() -> Self {
        Self {
            id: None,
            index_docs: true,
            index_doc_sidebar_parent_categories: 0,
            include_parent_categories_in_page_title: false,
            index_blog: true,
            index_pages: false,
            language: LanguageOption::One("en".into()),
            style: None,
            max_search_results: 8,
            lunr: LunrOptions::default(),
        }
    }
}

/// The languages the plugin accepts (lunr-languages codes).
pub const PLUGIN_LANGUAGES: &[&str] =
    &["ar", "da", "de", "en", "es", "fi", "fr", "hi", "hu", "it", "ja", "nl", "no", "pt", "ro", "ru", "sv", "th", "tr", "vi", "zh"];

/// The resolved options.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct SearchLocalOptions {
    /// Index docs pages.
    pub index_docs: bool,
    /// Index the deepest N sidebar parent categories of a doc (0: no such field).
    pub index_doc_sidebar_parent_categories: usize,
    /// `Cat A > Cat B > Page` as page titles.
    pub include_parent_categories_in_page_title: bool,
    /// Index blog posts.
    pub index_blog: bool,
    /// Index other pages.
    pub index_pages: bool,
    /// The index language.
    pub language: Language,
    /// `style: "none"`.
    pub style: Option<Style>,
    /// Results shown (per index, then overall).
    pub max_search_results: usize,
    /// lunr constants and query boosts.
    pub lunr: LunrOptions,
}

impl Default for SearchLocalOptions {
    fn default() -> Self {
        Self {
            index_docs: true,
            index_doc_sidebar_parent_categories: 0,
            include_parent_categories_in_page_title: false,
            index_blog: true,
            index_pages: false,
            language: Language::English,
            style: None,
            max_search_results: 8,
            lunr: LunrOptions::default(),
        }
    }
}

/// Old or misspelt keys people write, with what to write instead.
fn hint_for(message: &str) -> Option<&'static str> {
    let hints: &[(&str, &str)] = &[
        ("`indexDocsSidebarParentCategories`", "the option is `indexDocSidebarParentCategories` (Doc, singular)"),
        ("`maxResults`", "the option is `maxSearchResults`"),
        ("`blogRouteBasePath`", "this is an option of @easyops-cn/docusaurus-search-local, not of @cmfcmf/docusaurus-search-local"),
        ("`docsRouteBasePath`", "this is an option of @easyops-cn/docusaurus-search-local, not of @cmfcmf/docusaurus-search-local"),
        ("`hashed`", "this is an option of @easyops-cn/docusaurus-search-local, not of @cmfcmf/docusaurus-search-local"),
        ("`titleBoost`", "boosts go inside `lunr: { titleBoost, contentBoost, tagsBoost, parentCategoriesBoost }`"),
    ];
    hints.iter().find(|(key, _)| message.contains(key)).map(|(_, hint)| *hint)
}

impl SearchLocalOptions {
    /// Parses the options object as written in the config (`null` = all defaults).
    pub fn parse(options: &Value) -> Result<Self, String> {
        let raw: RawOptions = if options.is_null() {
            RawOptions::default()
        } else {
            serde_json::from_value(options.clone()).map_err(|e| {
                let message = e.to_string();
                match hint_for(&message) {
                    Some(hint) => format!("{message} (hint: {hint})"),
                    None => message,
                }
            })?
        };
        let _ = raw.id;
        Self::validate(raw)
    }

    fn validate(raw: RawOptions) -> Result<Self, String> {
        let lunr = raw.lunr;
        if lunr.tokenizer_separator.is_some() {
            return Err("`lunr.tokenizerSeparator` is not supported yet by ferrosaurus (the index uses lunr's default /[\\s\\-]+/)".into());
        }
        if !(0.0..=1.0).contains(&lunr.b) {
            return Err(format!("`lunr.b` must be between 0 and 1, got {}", lunr.b));
        }
        for (name, value) in [
            ("k1", lunr.k1),
            ("titleBoost", lunr.title_boost),
            ("contentBoost", lunr.content_boost),
            ("tagsBoost", lunr.tags_boost),
            ("parentCategoriesBoost", lunr.parent_categories_boost),
        ] {
            if value.is_nan() || value < 0.0 {
                return Err(format!("`lunr.{name}` must be >= 0, got {value}"));
            }
        }
        if raw.max_search_results < 1 {
            return Err("`maxSearchResults` must be at least 1".into());
        }
        Ok(Self {
            index_docs: raw.index_docs,
            index_doc_sidebar_parent_categories: usize::try_from(raw.index_doc_sidebar_parent_categories).unwrap_or(usize::MAX),
            include_parent_categories_in_page_title: raw.include_parent_categories_in_page_title,
            index_blog: raw.index_blog,
            index_pages: raw.index_pages,
            language: resolve_language(raw.language)?,
            style: raw.style,
            max_search_results: usize::try_from(raw.max_search_results).unwrap_or(usize::MAX),
            lunr,
        })
    }
}

/// Why a language the plugin knows has no pipeline here: its lunr-languages pipeline is not a
/// Snowball stemmer that `rust-stemmers` has (so there is nothing to check byte for byte).
fn unsupported_reason(code: &str) -> &'static str {
    match code {
        "zh" => "the plugin indexes Chinese with lunr.zh, which segments words with nodejieba (a native Node.js dictionary segmenter)",
        "ja" => "lunr.ja segments Japanese with TinySegmenter (a statistical model) before its own trimmer and stop words",
        "th" | "hi" => "lunr-languages segments Thai and Hindi with wordcut (a dictionary segmenter)",
        "ar" => "lunr.ar has its own Arabic stemmer, not Snowball's",
        "vi" => "lunr.vi has its own Vietnamese trimmer and tokenizer",
        "hu" | "pt" => "lunr-languages' stemmer for it is an older Snowball version that stems some words differently from rust-stemmers' (e.g. Hungarian -ből/-ről, Portuguese -ução), so the index and the search bar's query stemming would disagree",
        _ => "no Rust stemmer checked against lunr-languages yet",
    }
}

fn resolve_language(option: LanguageOption) -> Result<Language, String> {
    let codes = match option {
        LanguageOption::One(code) => vec![code],
        LanguageOption::Many(codes) => codes,
    };
    if let Some(bad) = codes.iter().find(|c| !PLUGIN_LANGUAGES.contains(&c.as_str())) {
        return Err(format!("`language` {bad:?} is not one the plugin knows ({})", PLUGIN_LANGUAGES.join(", ")));
    }
    match codes.as_slice() {
        [one] => Language::from_code(one).ok_or_else(|| {
            let supported: Vec<&str> = Language::supported_codes().collect();
            format!(
                "`language` {one:?} is not supported yet by ferrosaurus's search index: {} (supported: {})",
                unsupported_reason(one),
                supported.join(", ")
            )
        }),
        [] => Err("`language` must name at least one language".into()),
        many => Err(format!(
            "`language` {many:?}: several languages (lunr.multiLanguage) are not supported yet by ferrosaurus's search index"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn defaults_are_the_plugins() {
        assert_eq!(SearchLocalOptions::parse(&Value::Null).unwrap(), SearchLocalOptions::default());
        assert_eq!(SearchLocalOptions::parse(&json!({})).unwrap(), SearchLocalOptions::default());
    }

    #[test]
    fn site_options_parse() {
        let o = SearchLocalOptions::parse(&json!({
            "indexDocs": true, "indexBlog": false, "indexPages": false, "indexDocSidebarParentCategories": 2,
            "includeParentCategoriesInPageTitle": false, "language": "en", "maxSearchResults": 8,
            "lunr": {"titleBoost": 5, "contentBoost": 1, "tagsBoost": 3, "parentCategoriesBoost": 2}
        }))
        .unwrap();
        assert_eq!(o.index_doc_sidebar_parent_categories, 2);
        assert!(!o.index_blog);
        assert_eq!(o.language, Language::English);
        assert_eq!(SearchLocalOptions::parse(&json!({"language": ["en"]})).unwrap().language, Language::English);
    }

    #[test]
    fn unknown_or_invalid_options_are_errors_with_hints() {
        let e = SearchLocalOptions::parse(&json!({"titleBoost": 5})).unwrap_err();
        assert!(e.contains("unknown field `titleBoost`") && e.contains("inside `lunr"), "{e}");
        assert_eq!(SearchLocalOptions::parse(&json!({"language": "de"})).unwrap().language, Language::German);
        assert_eq!(SearchLocalOptions::parse(&json!({"language": ["fr"]})).unwrap().language, Language::French);
        let e = SearchLocalOptions::parse(&json!({"language": "ja"})).unwrap_err();
        assert!(e.contains("\"ja\" is not supported yet") && e.contains("TinySegmenter") && e.contains("en, da, de, es, fi, fr"), "{e}");
        let e = SearchLocalOptions::parse(&json!({"language": "hu"})).unwrap_err();
        assert!(e.contains("\"hu\" is not supported yet") && e.contains("older Snowball"), "{e}");
        let e = SearchLocalOptions::parse(&json!({"language": "zh"})).unwrap_err();
        assert!(e.contains("\"zh\" is not supported yet") && e.contains("nodejieba"), "{e}");
        for code in ["da", "fi", "it", "nl", "no", "ro", "ru", "sv", "tr"] {
            let language = SearchLocalOptions::parse(&json!({"language": code})).unwrap().language;
            assert_eq!(language.code(), code);
        }
        let e = SearchLocalOptions::parse(&json!({"language": ["en", "de"]})).unwrap_err();
        assert!(e.contains("several languages") && e.contains("not supported yet"), "{e}");
        let e = SearchLocalOptions::parse(&json!({"language": "xx"})).unwrap_err();
        assert!(e.contains("not one the plugin knows"), "{e}");
        assert!(SearchLocalOptions::parse(&json!({"lunr": {"b": 2}})).is_err());
        assert!(SearchLocalOptions::parse(&json!({"maxSearchResults": 0})).is_err());
        assert!(SearchLocalOptions::parse(&json!({"style": "fancy"})).is_err());
    }
}
