//! lunr 2.3.9's text pipeline: the tokenizer, the trimmer, the English stop-word filter and the
//! stemmer, with JavaScript's string semantics (see each function); other languages' stages
//! are lunr-languages' (`languages.rs`).

use std::cell::RefCell;
use std::collections::HashSet;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, LazyLock};

use rustc_hash::FxHashMap;

use crate::languages::LanguageSpec;

use crate::stemmer::PorterStemmer;
use crate::token_table::{Probe, TokenTable};

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

impl FieldValue {
    /// The value as the pipeline reads it, borrowed.
    pub fn as_text(&self) -> FieldText<'_> {
        match self {
            FieldValue::Missing => FieldText::Missing,
            FieldValue::Text(text) => FieldText::Text(text),
            FieldValue::List(items) => FieldText::List(items),
        }
    }
}

/// A [`FieldValue`] borrowed: what a caller that keeps its documents' strings gives the
/// pipeline, with nothing copied.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FieldText<'a> {
    /// `undefined`/`null`: no token.
    Missing,
    /// A string: split on the separator.
    Text(&'a str),
    /// An array: one token per element, never split.
    List(&'a [String]),
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

/// lunr's default separator `/[\s\-]+/`, one character at a time as its tokenizer tests it
/// ([`words`] is the fast form; this one is its oracle in the tests).
#[cfg(test)]
fn is_separator(c: char) -> bool {
    c == '-' || is_js_whitespace(c)
}

/// The words of `text`: its runs of characters that are not JavaScript whitespace (nor `-`, for
/// lunr's separator when `hyphen_separates`), in order; `text.split(is_js_whitespace)` without
/// the empty pieces, reading a word eight bytes at a time up to a byte that may end it, and
/// decoding only the characters that may be non-ASCII whitespace.
///
/// ```
/// use ferrosaurus_search::words;
/// assert_eq!(words(" a\u{3000}b-c\u{85}d ", false).collect::<Vec<_>>(), ["a", "b-c\u{85}d"]);
/// assert_eq!(words("b-c", true).collect::<Vec<_>>(), ["b", "c"]);
/// ```
pub fn words(text: &str, hyphen_separates: bool) -> Words<'_> {
    let (kinds, hyphen) = if hyphen_separates { (&HYPHEN_SEPARATES, u64::from(b'-') * ONES) } else { (&WHITESPACE_SEPARATES, u64::from(b' ') * ONES) };
    Words { rest: text, kinds, hyphen }
}

/// `0x01` in each byte of a word of eight.
const ONES: u64 = 0x0101_0101_0101_0101;
/// The high bit of each byte.
const HIGHS: u64 = 0x8080_8080_8080_8080;

/// The high bit of each byte of `block` that is zero, and no other bit: no carry crosses bytes.
fn zero_bytes(block: u64) -> u64 {
    let lows = !HIGHS;
    !(((block & lows) + lows) | block | lows)
}

/// The high bit of each byte of `block` (eight bytes read little-endian) that may end a word:
/// ASCII whitespace (tab to carriage return, space), the byte `hyphen` repeats (`-`, or a space
/// again when hyphens do not separate), and every byte of 0x80 or more, which the byte-at-a-time
/// reading then decides. (The bytes' low seven bits against 9 and 14: no carry crosses bytes.)
fn may_end_word(block: u64, hyphen: u64) -> u64 {
    let low = block & !HIGHS;
    let at_least = |n: u64| (low + (0x80 - n) * ONES) & HIGHS;
    let tab_to_return = at_least(9) & !at_least(14);
    zero_bytes(block ^ (u64::from(b' ') * ONES)) | zero_bytes(block ^ hyphen) | tab_to_return | (block & HIGHS)
}

/// What a byte of UTF-8 text is to [`words`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ByteKind {
    /// Part of a word: every ASCII byte that does not separate, continuation bytes, and lead
    /// bytes of characters that are never whitespace.
    Word,
    /// An ASCII separator.
    Separator,
    /// The lead byte of U+00A0, U+1680, U+2000-U+205F, U+3000 or U+FEFF: the character decides.
    MaybeSeparator,
}

const fn byte_kinds(hyphen_separates: bool) -> [ByteKind; 256] {
    let mut kinds = [ByteKind::Word; 256];
    let separators: [u8; 6] = [b'\t', b'\n', 0x0B, 0x0C, b'\r', b' '];
    let mut i = 0;
    while i < separators.len() {
        kinds[separators[i] as usize] = ByteKind::Separator;
        i += 1;
    }
    if hyphen_separates {
        kinds[b'-' as usize] = ByteKind::Separator;
    }
    let leads: [u8; 5] = [0xC2, 0xE1, 0xE2, 0xE3, 0xEF];
    let mut i = 0;
    while i < leads.len() {
        kinds[leads[i] as usize] = ByteKind::MaybeSeparator;
        i += 1;
    }
    kinds
}

static WHITESPACE_SEPARATES: [ByteKind; 256] = byte_kinds(false);
static HYPHEN_SEPARATES: [ByteKind; 256] = byte_kinds(true);

/// The iterator of [`words`].
#[derive(Debug, Clone)]
pub struct Words<'a> {
    rest: &'a str,
    kinds: &'static [ByteKind; 256],
    /// `-` in every byte when it separates, else a space (see [`may_end_word`]).
    hyphen: u64,
}

impl Words<'_> {
    /// The length of the separator at byte `at` of the rest (a character boundary or a
    /// continuation byte), or 0.
    fn separator_at(&self, at: usize) -> usize {
        let bytes = self.rest.as_bytes();
        match self.kinds[usize::from(bytes[at])] {
            ByteKind::Word => 0,
            ByteKind::Separator => 1,
            ByteKind::MaybeSeparator => match self.rest[at..].chars().next() {
                Some(c) if is_js_whitespace(c) => c.len_utf8(),
                _ => 0,
            },
        }
    }
}

impl<'a> Iterator for Words<'a> {
    type Item = &'a str;

    #[inline]
    fn next(&mut self) -> Option<&'a str> {
        let bytes = self.rest.as_bytes();
        let mut start = 0;
        while let Some(&byte) = bytes.get(start) {
            match self.kinds[usize::from(byte)] {
                ByteKind::Word => break,
                ByteKind::Separator => start += 1,
                ByteKind::MaybeSeparator => match self.separator_at(start) {
                    0 => break,
                    skip => start += skip,
                },
            }
        }
        if start == bytes.len() {
            self.rest = "";
            return None;
        }
        // a word ends at a separator, which starts at a character boundary: eight bytes at a
        // time up to a byte that may end it (no branch per byte, none mispredicted per word),
        // which is looked at alone, as are the last bytes of the text
        let mut end = start + 1;
        loop {
            if let Some(block) = bytes.get(end..end + 8).and_then(|b| <[u8; 8]>::try_from(b).ok()) {
                let candidates = may_end_word(u64::from_le_bytes(block), self.hyphen);
                if candidates == 0 {
                    end += 8;
                    continue;
                }
                end += (candidates.trailing_zeros() / 8) as usize;
            }
            let Some(&byte) = bytes.get(end) else { break };
            match self.kinds[usize::from(byte)] {
                ByteKind::Word => end += 1,
                ByteKind::Separator => break,
                ByteKind::MaybeSeparator if self.separator_at(end) > 0 => break,
                ByteKind::MaybeSeparator => end += 1,
            }
        }
        let word = &self.rest[start..end];
        self.rest = &self.rest[end..];
        Some(word)
    }
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
            words(&text.to_lowercase(), true).map(str::to_string).collect()
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

/// The language of an index's pipeline: lunr's English one, or a lunr-languages one (each with
/// the Snowball stemmer of its name; French folds accents before stemming).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Language {
    /// lunr's built-in English pipeline: trimmer, stopWordFilter, stemmer.
    English,
    /// `da`: lunr-languages' Danish pipeline.
    Danish,
    /// `de`: lunr-languages' German pipeline.
    German,
    /// `es`: lunr-languages' Spanish pipeline.
    Spanish,
    /// `fi`: lunr-languages' Finnish pipeline.
    Finnish,
    /// `fr`: lunr-languages' French pipeline.
    French,
    /// `it`: lunr-languages' Italian pipeline.
    Italian,
    /// `nl`: lunr-languages' Dutch pipeline.
    Dutch,
    /// `no`: lunr-languages' Norwegian pipeline.
    Norwegian,
    /// `ro`: lunr-languages' Romanian pipeline.
    Romanian,
    /// `ru`: lunr-languages' Russian pipeline.
    Russian,
    /// `sv`: lunr-languages' Swedish pipeline.
    Swedish,
    /// `tr`: lunr-languages' Turkish pipeline.
    Turkish,
}

/// The languages whose pipeline the oracle test checks against lunr-languages, by code.
const SUPPORTED: &[(&str, Language)] = &[
    ("en", Language::English),
    ("da", Language::Danish),
    ("de", Language::German),
    ("es", Language::Spanish),
    ("fi", Language::Finnish),
    ("fr", Language::French),
    ("it", Language::Italian),
    ("nl", Language::Dutch),
    ("no", Language::Norwegian),
    ("ro", Language::Romanian),
    ("ru", Language::Russian),
    ("sv", Language::Swedish),
    ("tr", Language::Turkish),
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
    /// lunr's own: `\W` trimmer, English stop words, lunr's Porter stemmer ([`PORTER`]).
    English,
    /// lunr-languages': the language's trimmer, stop words and Snowball stemmer.
    Snowball { spec: LanguageSpec, stop_words: HashSet<&'static str> },
}

impl Stages {
    /// Trimmer, stop-word filter and stemmer on one token; `None` when it is dropped.
    fn run(&self, token: &str) -> Option<String> {
        match self {
            Stages::English => {
                let trimmed = trim(token);
                let stop = ENGLISH_STOP_WORDS.binary_search(&trimmed).is_ok();
                (!stop).then(|| PORTER.stem(trimmed))
            }
            Stages::Snowball { spec, stop_words } => {
                let trimmed = spec.trim(token);
                (!stop_words.contains(trimmed)).then(|| spec.stem(trimmed))
            }
        }
    }
}

/// lunr's Porter stemmer, its patterns compiled once for the process.
static PORTER: LazyLock<PorterStemmer> = LazyLock::new(PorterStemmer::new);

/// Tokens remembered per language and thread before the memory is cleared (a long-running
/// process indexing ever new words keeps at most this many).
const MAX_STAGED: usize = 1 << 20;

thread_local! {
    /// What the stages made of each token on this thread, per language. [`IndexBuilder::add_all`]
    /// gives every chunk of documents a new pipeline (its terms are numbered in the chunk's
    /// order), but a word stems the same in every chunk: the stemmer runs once per word and
    /// thread, not once per word and chunk.
    ///
    /// [`IndexBuilder::add_all`]: crate::IndexBuilder::add_all
    static STAGED: RefCell<StagedTokens> = RefCell::default();
}

/// One thread's memory of [`Stages::run`]: per language, token -> result; and the
/// [`FORGET_GENERATION`] it was filled in.
#[derive(Default)]
struct StagedTokens {
    generation: u64,
    by_language: FxHashMap<Language, FxHashMap<Box<str>, Option<Arc<str>>>>,
}

/// Bumped by [`forget_remembered_stems`]; a thread whose memory is older drops it.
static FORGET_GENERATION: AtomicU64 = AtomicU64::new(0);

/// Makes every thread forget what the stemmer made of each token (each drops its memory the
/// next time it runs a pipeline): the next index is built as a fresh process builds it. For
/// benchmarks, and for long-running hosts that want the memory back.
pub fn forget_remembered_stems() {
    FORGET_GENERATION.fetch_add(1, Ordering::Relaxed);
}

/// [`Stages::run`] on `token`, or what it gave before on this thread (shared, not copied: the
/// pipelines' lists of terms and the index's postings hold the same string).
fn run_stages_once(language: Language, stages: &Stages, token: &str) -> Option<Arc<str>> {
    STAGED.with_borrow_mut(|staged| {
        let generation = FORGET_GENERATION.load(Ordering::Relaxed);
        if staged.generation != generation {
            *staged = StagedTokens { generation, by_language: FxHashMap::default() };
        }
        let results = staged.by_language.entry(language).or_default();
        if let Some(result) = results.get(token) {
            return result.clone();
        }
        if results.len() >= MAX_STAGED {
            results.clear();
        }
        let result: Option<Arc<str>> = stages.run(token).map(Into::into);
        results.insert(token.into(), result.clone());
        result
    })
}

/// A term the pipeline has produced, numbered in the order this pipeline first produced it.
pub(crate) type LocalTermId = u32;

/// A term, by number (a pipeline's, then the index's `_index`), and how often it occurs in one
/// field of one document: in one word, the term in the high half, so that words sort as their
/// terms do. Half the bytes of a `(usize, f64)` pair, for the millions of them a large site has
/// (each field vector's elements, from the pipeline to the serialized index).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct TermCount(u64);

impl TermCount {
    pub(crate) fn new(term: u32, count: u32) -> Self {
        Self(u64::from(term) << 32 | u64::from(count))
    }

    #[inline]
    pub(crate) fn term(self) -> u32 {
        (self.0 >> 32) as u32
    }

    #[inline]
    pub(crate) fn count(self) -> u32 {
        self.0 as u32
    }

    /// The same count, of `term`.
    #[inline]
    pub(crate) fn with_term(self, term: u32) -> Self {
        Self::new(term, self.count())
    }

    /// One more occurrence (a field of a section has fewer than 2^32 terms: its text is capped).
    #[inline]
    fn add_one(&mut self) {
        *self = Self::new(self.term(), self.count().saturating_add(1));
    }
}

/// One field of one document after the pipeline: its length (number of terms) and each distinct
/// term with its frequency, in the order of first occurrence (the order lunr's builder meets them).
/// The builder gives the terms their `_index` in this allocation, and sorts it into the field's
/// vector.
#[derive(Debug, Clone, Default)]
pub(crate) struct AnalyzedField {
    pub(crate) length: usize,
    /// Term numbers in this pipeline, with their frequencies.
    pub(crate) frequencies: Vec<TermCount>,
}

/// The indexing pipeline of one language. Every distinct token is run through the stages once:
/// the pipeline remembers what each token became, as a number into its own list of terms, so
/// that indexing a token again is one hash lookup and no allocation.
#[derive(Debug, Clone)]
pub struct Pipeline {
    language: Language,
    stages: Stages,
    /// Lowercased token -> its term (`None`: a stop word).
    tokens: TokenTable<Option<LocalTermId>>,
    /// Term -> its number.
    term_ids: FxHashMap<Arc<str>, LocalTermId>,
    /// The terms, by number.
    terms: Vec<Arc<str>>,
    /// Per term number: the last field (by `field_serial`) it was counted in, and where.
    seen: Vec<(u64, u32)>,
    field_serial: u64,
    /// Reused by [`Pipeline::analyze`]: the lowercased value, the frequencies being counted.
    lowered: String,
    counting: Vec<TermCount>,
}

impl Pipeline {
    /// The indexing pipeline of `language`.
    pub fn new(language: Language) -> Self {
        let stages = match LanguageSpec::of(language) {
            None => Stages::English,
            Some(spec) => Stages::Snowball { spec, stop_words: spec.stop_words() },
        };
        Self {
            language,
            stages,
            tokens: TokenTable::default(),
            term_ids: FxHashMap::default(),
            terms: Vec::new(),
            seen: Vec::new(),
            field_serial: 0,
            lowered: String::new(),
            counting: Vec::new(),
        }
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
        self.term_of(token).map(|id| self.terms[id as usize].to_string())
    }

    /// Tokenizes a field value and runs every token through the pipeline.
    pub fn terms(&mut self, value: &FieldValue) -> Vec<String> {
        tokenize(value).iter().filter_map(|token| self.run(token)).collect()
    }

    /// The term a (lowercased) token becomes, by number.
    #[inline]
    fn term_of(&mut self, token: &str) -> Option<LocalTermId> {
        let probe = Probe::of(token);
        match self.tokens.get(&probe) {
            Some(known) => known,
            None => self.first_term_of(&probe, token),
        }
    }

    /// [`Pipeline::term_of`] for a token this pipeline has not met: out of the loop over words,
    /// which inlines the lookup of the ones it has (nearly all of them).
    #[inline(never)]
    fn first_term_of(&mut self, probe: &Probe<'_>, token: &str) -> Option<LocalTermId> {
        let term = run_stages_once(self.language, &self.stages, token).map(|stem| self.intern(stem));
        self.tokens.insert_new(probe, term);
        term
    }

    /// The number of `term`, given the first time this pipeline meets it (the string shared,
    /// not copied).
    fn intern(&mut self, term: Arc<str>) -> LocalTermId {
        if let Some(&id) = self.term_ids.get(&term) {
            return id;
        }
        let id = LocalTermId::try_from(self.terms.len()).unwrap_or(LocalTermId::MAX);
        self.term_ids.insert(Arc::clone(&term), id);
        self.terms.push(term);
        self.seen.push((0, 0));
        id
    }

    /// The term with this number.
    pub(crate) fn term(&self, id: LocalTermId) -> &Arc<str> {
        &self.terms[id as usize]
    }

    /// Number of distinct terms produced so far.
    pub(crate) fn term_count(&self) -> usize {
        self.terms.len()
    }

    /// Tokenizes a field value and counts its terms, without allocating per token: the value is
    /// lowercased and its terms counted in buffers the pipeline keeps, and the field gets one
    /// allocation of the exact size.
    pub(crate) fn analyze(&mut self, value: FieldText<'_>) -> AnalyzedField {
        self.field_serial += 1;
        let mut lowered = std::mem::take(&mut self.lowered);
        let mut counting = std::mem::take(&mut self.counting);
        counting.clear();
        let mut length = 0;
        match value {
            FieldText::Missing => {}
            FieldText::List(items) => {
                for item in items {
                    lowercase_into(item, &mut lowered);
                    self.count(&lowered, &mut length, &mut counting);
                }
            }
            FieldText::Text(text) => {
                lowercase_into(text, &mut lowered);
                for token in words(&lowered, true) {
                    self.count(token, &mut length, &mut counting);
                }
            }
        }
        let field = AnalyzedField { length, frequencies: counting.clone() };
        self.lowered = lowered;
        self.counting = counting;
        field
    }

    #[inline]
    fn count(&mut self, token: &str, length: &mut usize, frequencies: &mut Vec<TermCount>) {
        let Some(id) = self.term_of(token) else { return };
        *length += 1;
        let seen = &mut self.seen[id as usize];
        if seen.0 == self.field_serial {
            frequencies[seen.1 as usize].add_one();
        } else {
            *seen = (self.field_serial, u32::try_from(frequencies.len()).unwrap_or(u32::MAX));
            frequencies.push(TermCount::new(id, 1));
        }
    }
}

/// `text.toLowerCase()` into `out`: ASCII in place, anything else with Rust's full mapping
/// (which, as JavaScript's, lowers a final sigma to `ς`).
fn lowercase_into(text: &str, out: &mut String) {
    out.clear();
    if text.is_ascii() {
        out.push_str(text);
        out.make_ascii_lowercase();
    } else {
        out.push_str(&text.to_lowercase());
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

    proptest::proptest! {
        #[test]
        fn words_are_the_pieces_of_splitting_on_the_separator(pieces in proptest::collection::vec(0..21usize, 0..40)) {
            const PIECES: &[&str] = &[" ", "\t\n\r", "\u{0B}\u{0C}", "-", "--", "word", "é", "\u{A0}", "\u{85}", "\u{2000}\u{200A}\u{200B}", "\u{2028}\u{202F}\u{205F}", "\u{3000}\u{FEFF}", "\u{1680}\u{180E}", "日本", "a\u{8}\u{E}\u{1F}\u{7F}", "longerwordsofletters", "\t", "\n", "\u{0B}", "\u{0C}", "\r"];
            let text: String = pieces.iter().map(|&i| PIECES[i]).collect();
            let by_chars: Vec<&str> = text.split(is_js_whitespace).filter(|w| !w.is_empty()).collect();
            proptest::prop_assert_eq!(words(&text, false).collect::<Vec<_>>(), by_chars);
            let by_chars: Vec<&str> = text.split(is_separator).filter(|w| !w.is_empty()).collect();
            proptest::prop_assert_eq!(words(&text, true).collect::<Vec<_>>(), by_chars);
        }
    }

    #[test]
    fn each_language_remembers_its_own_stems_on_a_thread() {
        let words = ["running", "connected", "institutions", "die", "gespielt", "the", "und"];
        let english: Vec<Option<String>> = words.iter().map(|w| Pipeline::new(Language::English).run(w)).collect();
        let german: Vec<Option<String>> = words.iter().map(|w| Pipeline::new(Language::German).run(w)).collect();
        // the same words again, through new pipelines, in the other order: now from memory
        let german_again: Vec<Option<String>> = words.iter().map(|w| Pipeline::new(Language::German).run(w)).collect();
        let english_again: Vec<Option<String>> = words.iter().map(|w| Pipeline::new(Language::English).run(w)).collect();
        assert_eq!(english, english_again);
        assert_eq!(german, german_again);
        let spec = LanguageSpec::of(Language::German).unwrap();
        let stems = |w: &&str| (!spec.stop_words().contains(spec.trim(w))).then(|| spec.stem(spec.trim(w)));
        assert_eq!(german, words.iter().map(stems).collect::<Vec<_>>());
        assert_eq!(english[..3], [Some("run".to_string()), Some("connect".to_string()), Some("institut".to_string())]);
        assert_eq!((english[5].as_deref(), german[6].as_deref()), (None, None), "stop words");
    }

    /// How many tokens this thread remembers for `language` (as filled, not yet dropped).
    fn remembered_here(language: Language) -> usize {
        STAGED.with_borrow(|staged| staged.by_language.get(&language).map_or(0, |results| results.len()))
    }

    #[test]
    fn forgetting_drops_what_a_thread_remembers_when_it_next_runs() {
        Pipeline::new(Language::English).run("connected");
        Pipeline::new(Language::English).run("institutions");
        assert!(remembered_here(Language::English) >= 2);
        forget_remembered_stems();
        assert_eq!(Pipeline::new(Language::English).run("running").as_deref(), Some("run"));
        assert_eq!(remembered_here(Language::English), 1);
    }

    #[test]
    fn term_counts_sort_by_term_and_keep_both_halves() {
        let mut counts = [TermCount::new(7, 1), TermCount::new(u32::MAX, 3), TermCount::new(0, u32::MAX), TermCount::new(6, 9)];
        counts.sort_unstable();
        assert_eq!(counts.iter().map(|c| (c.term(), c.count())).collect::<Vec<_>>(), [(0, u32::MAX), (6, 9), (7, 1), (u32::MAX, 3)]);
        let mut full = TermCount::new(5, u32::MAX);
        full.add_one();
        assert_eq!((full.term(), full.count()), (5, u32::MAX));
        assert_eq!(TermCount::new(5, 2).with_term(9), TermCount::new(9, 2));
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
