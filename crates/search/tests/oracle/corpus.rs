//! A deterministic corpus for the oracle test: prose with inflected words, stop words, code
//! identifiers, punctuation, numbers, non-ASCII text, unusual whitespace, long and empty texts;
//! and the queries a search bar sees.

use serde_json::{json, Value};

/// Words in several inflections, so that the stemmer has work.
const PROSE: &[&str] = &[
    "install", "installed", "installing", "installation", "installations", "connect", "connected", "connection",
    "connections", "connecting", "connective", "relational", "relate", "relation", "conditional", "rational",
    "valency", "hesitancy", "digitizer", "conformably", "radically", "differently", "vilely", "analogously",
    "vietnamization", "predication", "operator", "feudalism", "decisiveness", "hopefulness", "callousness",
    "formality", "sensitivity", "sensibility", "triplicate", "formative", "formalize", "electricity", "electrical",
    "hopeful", "goodness", "revival", "allowance", "inference", "airliner", "gyroscopic", "adjustable", "defensible",
    "irritant", "replacement", "adjustment", "dependent", "adoption", "homologou", "communism", "activate",
    "angularity", "homologous", "effective", "bowdlerize", "probate", "rate", "cease", "controlling", "rolling",
    "caresses", "ponies", "ties", "caress", "cats", "feed", "agreed", "plastered", "bled", "motoring", "sing",
    "conflated", "troubled", "sized", "hopping", "tanned", "falling", "hissing", "fizzed", "failing", "filing",
    "happy", "sky", "yelling", "yesterday", "youth", "search", "searching", "searches", "index", "indexes",
    "indexing", "document", "documents", "documentation", "platform", "platforms", "launch", "launches", "launched",
    "learning", "learner", "learners", "tool", "tools", "deployment", "deploying", "registration", "registering",
    "token", "tokens", "tokenizer", "configure", "configuration", "configurable", "generally", "agreement",
    "lti", "sso", "api", "oauth", "jwks", "grades", "grading", "roster", "rosters", "membership", "memberships",
    "by", "dying", "lying", "eyed", "syzygy", "ok", "a1", "x",
];

const STOP: &[&str] = &["the", "a", "and", "of", "to", "is", "in", "it", "you", "with", "for", "not", "this", "will", "would"];

const CODE: &[&str] = &[
    "useState", "useEffect()", "Array.prototype.map", "foo_bar", "__init__", "snake_case_name", "kebab-case-name",
    "std::vec::Vec", "--verbose", "$HOME/.config", "<Layout>", "{props.children}", "C++", "C#", "node.js", "v2.3.9",
    "0x1F", "42", "007", "3.14159", "2024-01-31", "1e10", "i18n", "a11y", "x86_64", "GET /api/v1/users",
    "ltijs.setup()", "ID_TOKEN", "client_id=abc", "#anchor", "@cmfcmf/docusaurus-search-local", "4294967295",
    "4294967294", "10", "2", "0",
];

const PUNCT: &[&str] = &[
    "...", "(see", "below)", "end.", "'quoted'", "\"double\"", "e.g.", "i.e.,", "—", "–", "&amp;", "!!!", "¿qué?",
    "«guillemets»", "[link](url)", "*bold*", "_under_", "a/b", "path\\to", "50%", "$5", "#", "?", ";", ":",
];

const UNICODE: &[&str] = &[
    "café", "naïve", "résumé", "Ünïcödé", "straße", "ΣΊΣΥΦΟΣ", "Ωmega", "日本語", "中文搜索", "한국어", "עברית", "العربية",
    "русский", "Москва", "😀", "😀😀s", "👩‍💻", "İstanbul", "ǅemal", "ﬁnance", "ＦＵＬＬＷＩＤＴＨ", "Ａbc", "añadir",
    "crème-brûlée", "zoë's", "𝒳𝓎𝓏", "\u{1F600}ing", "ｆｏｏｓ",
];

/// Separators between words: mostly spaces, sometimes other JavaScript whitespace, hyphens,
/// and characters that look like whitespace but are not (U+0085, U+200B).
const SEPARATORS: &[&str] = &[
    " ", " ", " ", " ", " ", " ", "  ", "\n", "\t", " - ", "-", "\u{A0}", "\u{2003}", "\u{FEFF}", "\u{3000}", "\u{85}",
    "\u{200B}", "\r\n", "--",
];

const TAGS: &[&str] = &["setup", "Getting Started", "api", "LTI 1.3", "", "deep-linking", "Grades & Scores", "café", "v2", "ADVANTAGE"];
const PARENTS: &[&str] = &["Guides", "Getting Started", "Reference", "API", "Advantage Services", "Deep Linking", "Héllo wörld"];

/// A small deterministic generator (xorshift64*), so the corpus is the same on every machine.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }

    fn word(&mut self) -> &'static str {
        match self.below(100) {
            0..=54 => self.pick(PROSE),
            55..=74 => self.pick(STOP),
            75..=84 => self.pick(CODE),
            85..=92 => self.pick(PUNCT),
            _ => self.pick(UNICODE),
        }
    }

    fn text(&mut self, words: usize) -> String {
        let mut out = String::new();
        for i in 0..words {
            if i > 0 {
                out.push_str(self.pick(SEPARATORS));
            }
            let word = self.word();
            if self.below(10) == 0 {
                out.push_str(&word.to_uppercase());
            } else {
                out.push_str(word);
            }
        }
        out
    }
}

/// One section as the plugin indexes it.
pub(crate) struct Doc {
    pub(crate) title: String,
    pub(crate) content: String,
    pub(crate) tags: Vec<String>,
    pub(crate) parents: Option<String>,
}

/// The documents, and the generator to derive queries from.
pub(crate) struct Corpus {
    pub(crate) docs: Vec<Doc>,
    seed: u64,
}

impl Corpus {
    pub(crate) fn generate(seed: u64, count: usize) -> Self {
        let mut rng = Rng(seed);
        let docs = (0..count)
            .map(|i| {
                let title_words = 1 + rng.below(6);
                let content_words = match i % 20 {
                    0 => 0,
                    1 => 1500 + rng.below(1500),
                    2 => 1,
                    _ => 10 + rng.below(200),
                };
                let tags = (0..rng.below(4)).map(|_| rng.pick(TAGS).to_string()).collect();
                let parents = match rng.below(3) {
                    0 => None,
                    _ => Some((0..1 + rng.below(2)).map(|_| rng.pick(PARENTS)).collect::<Vec<_>>().join(" ")),
                };
                Doc { title: if i % 37 == 5 { String::new() } else { rng.text(title_words) }, content: rng.text(content_words), tags, parents }
            })
            .collect();
        Self { docs, seed }
    }

    /// Every distinct word of the vocabulary, plus a few texts, for the word-by-word check.
    pub(crate) fn words(&self) -> Vec<String> {
        let mut words: Vec<String> =
            [PROSE, STOP, CODE, PUNCT, UNICODE, TAGS, PARENTS].iter().flat_map(|list| list.iter().map(|w| w.to_string())).collect();
        words.extend(PROSE.iter().map(|w| w.to_uppercase()));
        words.extend(self.docs.iter().take(20).map(|d| d.title.clone()));
        words
    }

    /// The queries: as the search bar sends them (`{"plugin": text}`) and in lunr's query syntax
    /// (`{"syntax": text}`) for field-scoped, boosted, required and prohibited clauses.
    pub(crate) fn queries(&self) -> Vec<Value> {
        let mut rng = Rng(self.seed ^ 0xABCD);
        let mut plugin: Vec<String> = Vec::new();
        plugin.extend((0..60).map(|_| rng.pick(PROSE).to_string()));
        plugin.extend((0..40).map(|_| {
            let n = 2 + rng.below(3);
            (0..n).map(|_| rng.word()).collect::<Vec<_>>().join(" ")
        }));
        plugin.extend((0..30).map(|_| {
            let word = rng.pick(PROSE);
            let len = (2 + rng.below(4)).min(word.len());
            word[..len].to_string()
        }));
        plugin.extend(STOP.iter().map(|w| w.to_string()));
        plugin.extend(["the installation", "to be or not to be", "installing the tools", "connections of the platform"].map(String::from));
        plugin.extend(CODE.iter().map(|w| w.to_string()));
        plugin.extend(PUNCT.iter().map(|w| w.to_string()));
        plugin.extend(UNICODE.iter().map(|w| w.to_string()));
        plugin.extend(["conn*", "inst*ion", "Install*", "*ing", "lti-1.3", "  spaced   out  ", "", "UPPER CASE", "grade^3", "title:install"].map(String::from));
        let syntax = [
            "title:install", "content:connection^10", "+install -connect", "tags:setup", "install~1", "connect*",
            "sidebarParentCategories:guides", "title:search content:index", "+search +index", "-install search",
            "install^2 connect^0.5", "tags:api^3 lti", "*ing", "title:*", "content:caf",
        ];
        let mut queries: Vec<Value> = plugin.into_iter().map(|q| json!({ "plugin": q })).collect();
        queries.extend(syntax.iter().map(|q| json!({ "syntax": q })));
        queries
    }
}
