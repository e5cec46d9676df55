//! Heading ids by the rules of github-slugger 1.5 (what Docusaurus uses).

use std::collections::HashMap;

use unicode_general_category::{get_general_category, GeneralCategory as Gc};

/// Turns heading text into an id, remembering earlier ids of the same document so that
/// duplicates get `-1`, `-2`, ... suffixes.
#[derive(Debug, Default)]
pub(crate) struct Slugger {
    occurrences: HashMap<String, usize>,
}

impl Slugger {
    /// The id for `text`, unique within this slugger.
    pub(crate) fn slug(&mut self, text: &str) -> String {
        let base = slugify(text);
        let mut slug = base.clone();
        while self.occurrences.contains_key(&slug) {
            let count = self.occurrences.get_mut(&base).map(|n| {
                *n += 1;
                *n
            });
            slug = format!("{base}-{}", count.unwrap_or(1));
        }
        self.occurrences.insert(slug.clone(), 0);
        slug
    }
}

/// Lowercases, drops every character that is not a letter, mark, decimal/letter number,
/// connector punctuation, space or hyphen, then turns each space into a hyphen.
pub fn slugify(text: &str) -> String {
    text.to_lowercase()
        .chars()
        .filter(|&c| keeps(c))
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

fn keeps(c: char) -> bool {
    if c == ' ' || c == '-' {
        return true;
    }
    matches!(
        get_general_category(c),
        Gc::UppercaseLetter
            | Gc::LowercaseLetter
            | Gc::TitlecaseLetter
            | Gc::ModifierLetter
            | Gc::OtherLetter
            | Gc::NonspacingMark
            | Gc::SpacingMark
            | Gc::EnclosingMark
            | Gc::DecimalNumber
            | Gc::LetterNumber
            | Gc::ConnectorPunctuation
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn follows_github_slugger_rules() {
        assert_eq!(slugify("Hello World"), "hello-world");
        assert_eq!(slugify("a  b"), "a--b");
        assert_eq!(slugify(" Trim? No!"), "-trim-no");
        assert_eq!(slugify("Über café_snake"), "über-café_snake");
        assert_eq!(slugify("C++ & Rust 🚀"), "c--rust-");
        assert_eq!(slugify("v1.2.3"), "v123");
        assert_eq!(slugify("x²"), "x");
    }

    #[test]
    fn duplicates_get_counters() {
        let mut s = Slugger::default();
        assert_eq!(s.slug("Setup"), "setup");
        assert_eq!(s.slug("Setup"), "setup-1");
        assert_eq!(s.slug("Setup"), "setup-2");
        assert_eq!(s.slug("Setup 1"), "setup-1-1");
    }
}
