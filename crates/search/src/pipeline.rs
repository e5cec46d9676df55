//! lunr 2.3.9's text pipeline: the tokenizer, the trimmer, the English stop-word filter and the
//! stemmer, with JavaScript's string semantics (see each function); other languages' stages
//! are lunr-languages' (`languages.rs`).

use std::collections::{HashMap, HashSet};

use crate::languages::LanguageSpec;

use crate::stemmer::PorterStemmer;

/// A value of a document field as lunr's tokenizer sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FieldValue {
    /// `undefined`/`null`: no token.
    Missing,
    /// A string: split on the separator.
    Text(String),
    /// An array: one token per element, never split.
    List(Vec<String>),
}

impl From<&str> for FieldValue {
    fn from(text: &str) -> Self {
        FieldValue::Text(text.to_string())
    }
}

impl From<String> for FieldValue {
    fn from(text: String) -> Self {
        FieldValue::Text(text)
    }
}

/// JavaScript's `\s` (WhiteSpace and LineTerminator), which differs from `char::is_whitespace`
/// (JavaScript includes U+FEFF, excludes U+0085 and U+180E).
pub fn is_js_whitespace(c: char) -> bool {
    matches!(
        c,
        '\t' | '\n' | '\u{0B}' | '\u{0C}' | '\r' | ' ' | '\u{A0}' | '\u{1680}' | '\u{2000}'..='\u{200A}'
            | '\u{2028}' | '\u{2029}' | '\u{202F}' | '\u{205F}' | '\u{3000}' | '\u{FEFF}'
    )
}

/// lunr's default separator `/[\s\-]+/`, tested one character at a time as its tokenizer does.
fn is_separator(c: char) -> bool {
    c == '-' || is_js_whitespace(c)
}

/// `lunr.tokenizer`: lowercases, then splits on the separator; arrays give one token per element.
///
/// ```
/// use ferrosaurus_search::{tokenize, FieldValue};
/// assert_eq!(tokenize(&FieldValue::from("Hello  lunr-JS")), ["hello", "lunr", "js"]);
/// assert_eq!(tokenize(&FieldValue::List(vec!["Two Words".into()])), ["two words"]);
/// ```
pub fn tokenize(value: &FieldValue) -> Vec<String> {
    match value {
        FieldValue::Missing => Vec::new(),
        FieldValue::List(items) => items.iter().map(|item| item.to_lowercase()).collect(),
        FieldValue::Text(text) => {
            text.to_lowercase().split(is_separator).filter(|piece| !piece.is_empty()).map(str::to_string).collect()
        }
    }
}

/// `lunr.trimmer`: strips non-word characters at both ends, where a word character is
/// `[A-Za-z0-9_]` only (JavaScript's `\W` without the `u` flag), so `café` becomes `caf`.
/// A token of punctuation only becomes the empty string, which lunr keeps and indexes.
pub fn trim(token: &str) -> &str {
    let non_word = |c: char| !(c.is_ascii_alphanumeric() || c == '_');
    token.trim_start_matches(non_word).trim_end_matches(non_word)
}

/// lunr 2.3.9's English stop words (sorted, as lunr lists them).
pub const ENGLISH_STOP_WORDS: &[&str] = &[
    "a", "able", "about", "across", "after", "all", "almost", "also", "am", "among", "an", "and", "any", "are", "as", "at",
    "be", "because", "been", "but", "by", "can", "cannot", "could", "dear", "did", "do", "does", "either", "else", "ever",
    "every", "for", "from", "get", "got", "had", "has", "have", "he", "her", "hers", "him", "his", "how", "however", "i",
    "if", "in", "into", "is", "it", "its", "just", "least", "let", "like", "likely", "may", "me", "might", "most", "must",
    "my", "neither", "no", "nor", "not", "of", "off", "often", "on", "only", "or", "other", "our", "own", "rather", "said",
    "say", "says", "she", "should", "since", "so", "some", "than", "that", "the", "their", "them", "then", "there",
    "these", "they", "this", "tis", "to", "too", "twas", "us", "wants", "was", "we", "were", "what", "when", "where",
    "which", "while", "who", "whom", "why", "will", "with", "would", "yet", "you", "your",
];

/// The language of an index's pipeline: lunr's English one, or a lunr-languages one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Language {
    /// lunr's built-in English pipeline: trimmer, stopWordFilter, stemmer.
    English,
    /// `de`: lunr-languages' German pipeline (Snowball German).
    German,
    /// `fr`: lunr-languages' French pipeline (with its accent folding before Snowball French).
    French,
    /// `es`: lunr-languages' Spanish pipeline (Snowball Spanish).
    Spanish,
}

/// The languages whose pipeline the oracle test checks against lunr-languages, by code.
const SUPPORTED: &[(&str, Language)] = &[
    ("en", Language::English),
    ("de", Language::German),
    ("fr", Language::French),
    ("es", Language::Spanish),
];

impl Language {
    /// The language for a lunr-languages code, if this crate supports it.
    ///
    /// ```
    /// use ferrosaurus_search::Language;
    /// assert_eq!(Language::from_code("de"), Some(Language::German));
    /// assert_eq!(Language::from_code("ja"), None);
    /// ```
    pub fn from_code(code: &str) -> Option<Self> {
        SUPPORTED.iter().find(|(c, _)| *c == code).map(|&(_, language)| language)
    }

    /// The codes [`Language::from_code`] accepts.
    pub fn supported_codes() -> impl Iterator<Item = &'static str> {
        SUPPORTED.iter().map(|(code, _)| *code)
    }

    /// The lunr-languages code (`en` for English).
    pub fn code(self) -> &'static str {
        LanguageSpec::of(self).map_or("en", LanguageSpec::code)
    }

    /// The search pipeline's registered function names, as `Index.toJSON` writes them.
    pub fn search_pipeline_names(self) -> Vec<String> {
        match self {
            Language::English => vec!["stemmer".to_string()],
            Language::French => vec!["trimmer-fr".into(), "accentFold-fr".into(), "stemmer-fr".into()],
            other => vec![format!("trimmer-{}", other.code()), format!("stemmer-{}", other.code())],
        }
    }
}

/// The stemmer and stop words of a pipeline.
#[derive(Debug, Clone)]
enum Stages {
    /// lunr's own: `\W` trimmer, English stop words, lunr's Porter stemmer.
    English(Box<PorterStemmer>),
    /// lunr-languages': the language's trimmer, stop words and Snowball stemmer.
    Snowball { spec: LanguageSpec, stop_words: HashSet<&'static str> },
}

/// The indexing pipeline of one language, with a cache of stems (words repeat a lot).
#[derive(Debug, Clone)]
pub struct Pipeline {
    language: Language,
    stages: Stages,
    stems: HashMap<String, String>,
}

impl Pipeline {
    /// The indexing pipeline of `language`.
    pub fn new(language: Language) -> Self {
        let stages = match LanguageSpec::of(language) {
            None => Stages::English(Box::new(PorterStemmer::new())),
            Some(spec) => Stages::Snowball { spec, stop_words: spec.stop_words() },
        };
        Self { language, stages, stems: HashMap::new() }
    }

    /// The language.
    pub fn language(&self) -> Language {
        self.language
    }

    /// Runs one token through trimmer, stop-word filter and stemmer; `None` when it is dropped.
    ///
    /// ```
    /// use ferrosaurus_search::{Language, Pipeline};
    /// let mut p = Pipeline::new(Language::English);
    /// assert_eq!(p.run("(running)").as_deref(), Some("run"));
    /// assert_eq!(p.run("the"), None);
    /// assert_eq!(p.run("...").as_deref(), Some(""));
    /// ```
    pub fn run(&mut self, token: &str) -> Option<String> {
        let trimmed = match &self.stages {
            Stages::English(_) => trim(token),
            Stages::Snowball { spec, .. } => spec.trim(token),
        };
        let stop = match &self.stages {
            Stages::English(_) => ENGLISH_STOP_WORDS.binary_search(&trimmed).is_ok(),
            Stages::Snowball { stop_words, .. } => stop_words.contains(trimmed),
        };
        if stop {
            return None;
        }
        if let Some(stem) = self.stems.get(trimmed) {
            return Some(stem.clone());
        }
        let stem = match &self.stages {
            Stages::English(stemmer) => stemmer.stem(trimmed),
            Stages::Snowball { spec, .. } => spec.stem(trimmed),
        };
        self.stems.insert(trimmed.to_string(), stem.clone());
        Some(stem)
    }

    /// Tokenizes a field value and runs every token through the pipeline.
    pub fn terms(&mut self, value: &FieldValue) -> Vec<String> {
        tokenize(value).iter().filter_map(|token| self.run(token)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn separators_are_whitespace_and_hyphen_as_javascript_knows_them() {
        let text = FieldValue::from("a\u{FEFF}b\u{85}c--d\u{3000}e");
        assert_eq!(tokenize(&text), ["a", "b\u{85}c", "d", "e"]);
    }

    #[test]
    fn stop_words_are_sorted_for_binary_search() {
        assert!(ENGLISH_STOP_WORDS.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn trimmer_keeps_inner_punctuation_and_drops_non_ascii_edges() {
        assert_eq!(trim("«café»"), "caf");
        assert_eq!(trim("foo.bar()"), "foo.bar");
        assert_eq!(trim("__init__"), "__init__");
        assert_eq!(trim("日本語"), "");
    }
}
