//! Pseudo-English technical prose: words, sentences, paragraphs and titles.

use super::rng::SeededRng;

/// Short function words, most frequent first (picked with a front bias).
const FUNCTION_WORDS: &[&str] = &[
    "the", "of", "to", "and", "a", "in", "is", "for", "that", "it", "on", "with", "as", "this", "be", "by",
    "are", "or", "from", "you", "can", "an", "at", "if", "when", "not", "each", "all", "your", "its", "one",
    "has", "have", "will", "more", "which", "but", "their", "then", "also", "only", "into", "any", "than",
    "used", "use", "these", "some", "them", "new", "two", "may", "should", "most", "must", "first", "way",
    "because", "through", "where", "does", "before", "after", "while", "both", "same", "such", "between",
    "without", "every", "under", "need", "many", "much", "often", "usually", "always", "instead", "still",
    "during", "across", "against", "again", "about", "next", "last", "over", "well", "just", "like", "those",
    "what", "how", "so", "there", "here", "once", "since", "until", "yet", "per", "via", "out", "up", "off",
    "own", "too", "very", "less", "few", "nor", "ever", "soon", "later", "along", "quite", "rather",
];

/// Nouns of software documentation.
const NOUNS: &[&str] = &[
    "server", "client", "request", "response", "cache", "build", "output", "input", "module", "package",
    "plugin", "theme", "config", "option", "value", "file", "folder", "path", "route", "page", "document",
    "section", "sidebar", "header", "footer", "index", "search", "query", "token", "session", "user",
    "account", "role", "permission", "policy", "cluster", "node", "worker", "queue", "job", "task", "event",
    "stream", "buffer", "record", "schema", "table", "column", "field", "type", "interface", "function",
    "method", "argument", "parameter", "variable", "constant", "environment", "runtime", "compiler", "bundle",
    "asset", "image", "style", "script", "template", "layout", "component", "element", "view", "pipeline",
    "stage", "step", "release", "version", "branch", "commit", "host", "rollback", "backup", "snapshot",
    "volume", "network", "proxy", "gateway", "endpoint", "service", "container", "process", "thread",
    "memory", "disk", "storage", "database", "migration", "transaction", "lock", "timeout", "retry", "limit",
    "quota", "metric", "log", "trace", "alert", "dashboard", "report", "status", "health", "check", "test",
    "suite", "fixture", "mock", "coverage", "benchmark", "profile", "latency", "throughput", "error",
    "warning", "message", "handler", "callback", "hook", "middleware", "router", "loader", "parser", "lexer",
    "serializer", "encoder", "decoder", "validator", "scheduler", "registry", "manifest", "artifact",
];

/// Verbs of software documentation.
const VERBS: &[&str] = &[
    "configure", "install", "run", "create", "update", "delete", "load", "store", "read", "write", "send",
    "receive", "enable", "disable", "define", "declare", "import", "export", "resolve", "compile", "render",
    "validate", "parse", "generate", "deploy", "publish", "monitor", "inspect", "verify", "register",
    "replace", "extend", "override", "migrate", "restore", "rotate", "scale", "measure", "filter", "sort",
    "group", "merge", "split", "cache", "invalidate", "refresh", "schedule", "trigger", "upgrade", "bundle",
];

/// Adjectives of software documentation.
const ADJECTIVES: &[&str] = &[
    "default", "custom", "local", "remote", "global", "shared", "internal", "external", "optional", "required",
    "static", "dynamic", "secure", "simple", "complex", "large", "small", "fast", "slow", "stable",
    "experimental", "deprecated", "recommended", "common", "typical", "specific", "separate", "single",
    "multiple", "primary", "secondary", "initial", "final", "current", "previous", "empty", "valid",
    "invalid", "strict", "lenient", "automatic", "manual", "nested", "incremental",
];

/// The tags a doc picks two of.
pub(crate) const TAGS: &[&str] = &[
    "getting-started", "configuration", "deployment", "api", "cli", "plugins", "themes", "markdown",
    "search", "i18n", "performance", "security", "testing", "migration", "troubleshooting", "architecture",
    "integrations", "monitoring", "storage", "networking",
];

/// A word class, so code templates can ask for the kind of word they need.
#[derive(Debug, Clone, Copy)]
pub(crate) enum WordKind {
    /// A noun such as "server".
    Noun,
    /// A verb such as "configure".
    Verb,
    /// An adjective such as "default".
    Adjective,
}

/// One word of the given kind.
pub(crate) fn word_of(rng: &mut SeededRng, kind: WordKind) -> &'static str {
    match kind {
        WordKind::Noun => rng.pick(NOUNS),
        WordKind::Verb => rng.pick(VERBS),
        WordKind::Adjective => rng.pick(ADJECTIVES),
    }
}

/// A noun long enough for a title ("cache", not "log").
pub(crate) fn title_noun(rng: &mut SeededRng) -> &'static str {
    loop {
        let noun = rng.pick(NOUNS);
        if noun.len() > 3 {
            return noun;
        }
    }
}

/// One prose word: mostly function words and nouns, some verbs and adjectives.
pub(crate) fn word(rng: &mut SeededRng) -> &'static str {
    let roll = rng.unit();
    if roll < 0.45 {
        rng.pick_frequent(FUNCTION_WORDS)
    } else if roll < 0.80 {
        word_of(rng, WordKind::Noun)
    } else if roll < 0.92 {
        word_of(rng, WordKind::Verb)
    } else {
        word_of(rng, WordKind::Adjective)
    }
}

/// `word` with its first letter in upper case.
pub(crate) fn capitalized(word: &str) -> String {
    let mut chars = word.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Words joined by spaces, each capitalized.
pub(crate) fn title_case(words: &[&str]) -> String {
    words.iter().map(|w| capitalized(w)).collect::<Vec<_>>().join(" ")
}

/// A sentence of 7 to 19 words, sometimes with an inline code span or a comma, capitalized and
/// ended with a period; returns the text and its word count as `wc -w` would see it.
pub(crate) fn sentence(rng: &mut SeededRng) -> (String, usize) {
    let length = rng.between(7, 19);
    let mut words: Vec<String> = (0..length).map(|_| word(rng).to_owned()).collect();
    if rng.chance(0.3) {
        let at = rng.between(2, length - 1);
        words.insert(at, format!("`{}`", word_of(rng, WordKind::Noun)));
    }
    if rng.chance(0.25) {
        let at = rng.between(1, length - 2);
        words[at].push(',');
    }
    let count = words.len();
    let text = words.join(" ");
    (format!("{}.", capitalized(&text)), count)
}

/// Sentences until at least `target_words` words; returns the paragraph and its word count.
pub(crate) fn paragraph(rng: &mut SeededRng, target_words: usize) -> (String, usize) {
    let mut sentences = Vec::new();
    let mut count = 0;
    while count < target_words {
        let (text, words) = sentence(rng);
        sentences.push(text);
        count += words;
    }
    (sentences.join(" "), count)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sentences_are_capitalized_and_end_with_a_period() {
        let mut rng = SeededRng::from_label("sentences");
        for _ in 0..200 {
            let (text, count) = sentence(&mut rng);
            assert!(text.ends_with('.'), "{text}");
            assert!(text.starts_with(|c: char| c.is_ascii_uppercase()), "{text}");
            assert_eq!(text.split_whitespace().count(), count, "{text}");
            assert!((7..=20).contains(&count), "{count} words: {text}");
        }
    }

    #[test]
    fn paragraph_reaches_its_word_target() {
        let mut rng = SeededRng::from_label("paragraph");
        let (text, count) = paragraph(&mut rng, 100);
        assert!(count >= 100);
        assert_eq!(text.split_whitespace().count(), count);
    }
}
