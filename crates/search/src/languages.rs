//! The lunr-languages (1.22.0) pipelines of the non-English languages the plugin accepts and
//! whose stemmer is a Snowball one that `rust-stemmers` has (da, de, es, fi, fr, it, nl, no, ro,
//! ru, sv, tr: each checked by the oracle test): `trimmer-xx`, `stopWordFilter-xx`,
//! (French only) `accentFold-fr`, then `stemmer-xx`, a Snowball stemmer (here the
//! `rust-stemmers` crate's, the same algorithms).
//! The stop word lists are lunr-languages' own (`stop_words/xx.txt`, one word a line; the
//! oracle test checks them against the package).

use std::collections::HashSet;

use rust_stemmers::{Algorithm, Stemmer};

use crate::Language;

/// `lunr.xx.wordCharacters` of the Latin-script languages, as inclusive code point ranges.
const LATIN_WORD_CHARACTERS: &[(u32, u32)] = &[
    (0x41, 0x5A), (0x61, 0x7A), (0xAA, 0xAA), (0xBA, 0xBA), (0xC0, 0xD6), (0xD8, 0xF6), (0xF8, 0x2B8), (0x2E0, 0x2E4),
    (0x1D00, 0x1D25), (0x1D2C, 0x1D5C), (0x1D62, 0x1D65), (0x1D6B, 0x1D77), (0x1D79, 0x1DBE), (0x1E00, 0x1EFF),
    (0x2071, 0x2071), (0x207F, 0x207F), (0x2090, 0x209C), (0x212A, 0x212B), (0x2132, 0x2132), (0x214E, 0x214E),
    (0x2160, 0x2188), (0x2C60, 0x2C7F), (0xA722, 0xA787), (0xA78B, 0xA7AD), (0xA7B0, 0xA7B7), (0xA7F7, 0xA7FF),
    (0xAB30, 0xAB5A), (0xAB5C, 0xAB64), (0xFB00, 0xFB06), (0xFF21, 0xFF3A), (0xFF41, 0xFF5A),
];

/// `lunr.ru.wordCharacters` (Cyrillic), as inclusive code point ranges.
const CYRILLIC_WORD_CHARACTERS: &[(u32, u32)] =
    &[(0x400, 0x484), (0x487, 0x52F), (0x1D2B, 0x1D2B), (0x1D78, 0x1D78), (0x2DE0, 0x2DFF), (0xA640, 0xA69F), (0xFE2E, 0xFE2F)];

/// One lunr-languages language: its code, Snowball algorithm, word characters and stop words.
#[derive(Debug, Clone, Copy)]
pub(crate) struct LanguageSpec {
    code: &'static str,
    algorithm: Algorithm,
    word_characters: &'static [(u32, u32)],
    stop_words: &'static str,
    accent_fold: bool,
}

impl LanguageSpec {
    /// The spec of a non-English language.
    pub(crate) fn of(language: Language) -> Option<Self> {
        let latin = |code, algorithm, stop_words| Self { code, algorithm, word_characters: LATIN_WORD_CHARACTERS, stop_words, accent_fold: false };
        Some(match language {
            Language::English => return None,
            Language::Danish => latin("da", Algorithm::Danish, include_str!("stop_words/da.txt")),
            Language::German => latin("de", Algorithm::German, include_str!("stop_words/de.txt")),
            Language::Spanish => latin("es", Algorithm::Spanish, include_str!("stop_words/es.txt")),
            Language::Finnish => latin("fi", Algorithm::Finnish, include_str!("stop_words/fi.txt")),
            Language::French => Self { accent_fold: true, ..latin("fr", Algorithm::French, include_str!("stop_words/fr.txt")) },
            Language::Italian => latin("it", Algorithm::Italian, include_str!("stop_words/it.txt")),
            Language::Dutch => latin("nl", Algorithm::Dutch, include_str!("stop_words/nl.txt")),
            Language::Norwegian => latin("no", Algorithm::Norwegian, include_str!("stop_words/no.txt")),
            Language::Romanian => latin("ro", Algorithm::Romanian, include_str!("stop_words/ro.txt")),
            Language::Russian => Self {
                word_characters: CYRILLIC_WORD_CHARACTERS,
                ..latin("ru", Algorithm::Russian, include_str!("stop_words/ru.txt"))
            },
            Language::Swedish => latin("sv", Algorithm::Swedish, include_str!("stop_words/sv.txt")),
            Language::Turkish => latin("tr", Algorithm::Turkish, include_str!("stop_words/tr.txt")),
        })
    }

    /// The lunr-languages code.
    pub(crate) fn code(self) -> &'static str {
        self.code
    }

    /// The stop words (lunr-languages' lists for nl and ro hold the empty word: a blank line).
    pub(crate) fn stop_words(self) -> HashSet<&'static str> {
        self.stop_words.lines().collect()
    }

    /// `generateTrimmer(wordCharacters)`: strips characters that are neither word characters nor
    /// ASCII digits from both ends. (JavaScript tests UTF-16 units; the ranges are all in the
    /// BMP, so an astral character is a non-word character either way.)
    pub(crate) fn trim(self, token: &str) -> &str {
        let is_word = |c: char| c.is_ascii_digit() || self.word_characters.iter().any(|&(lo, hi)| (lo..=hi).contains(&(c as u32)));
        token.trim_start_matches(|c| !is_word(c)).trim_end_matches(|c| !is_word(c))
    }

    /// `lunr.fr.accentFold` where the language has it, then the Snowball stemmer.
    pub(crate) fn stem(self, word: &str) -> String {
        let stemmer = Stemmer::create(self.algorithm);
        if self.accent_fold {
            stemmer.stem(&french_accent_fold(word)).into_owned()
        } else {
            stemmer.stem(word).into_owned()
        }
    }
}

/// `lunr.fr.accentFoldTerm`: French accented letters (both cases) to their base letters, æ/œ to
/// two letters.
fn french_accent_fold(word: &str) -> String {
    let mut out = String::with_capacity(word.len());
    for c in word.chars() {
        match c {
            'à' | 'á' | 'â' | 'ä' | 'À' | 'Á' | 'Â' | 'Ä' => out.push('a'),
            'ç' | 'Ç' => out.push('c'),
            'é' | 'è' | 'ê' | 'ë' | 'É' | 'È' | 'Ê' | 'Ë' => out.push('e'),
            'î' | 'ï' | 'Î' | 'Ï' => out.push('i'),
            'ô' | 'ö' | 'Ô' | 'Ö' => out.push('o'),
            'ù' | 'û' | 'ü' | 'Ù' | 'Û' | 'Ü' => out.push('u'),
            'Ÿ' | 'ÿ' => out.push('y'),
            'æ' | 'Æ' => out.push_str("ae"),
            'œ' | 'Œ' => out.push_str("oe"),
            other => out.push(other),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trimmer_keeps_latin_letters_and_digits_and_drops_the_rest() {
        let de = LanguageSpec::of(Language::German).unwrap();
        assert_eq!(de.trim("«Straße»"), "Straße");
        assert_eq!(de.trim("(2024)"), "2024");
        assert_eq!(de.trim("__x__"), "x");
        assert_eq!(de.trim("москва"), "");
    }

    #[test]
    fn french_folds_accents_before_stemming() {
        assert_eq!(french_accent_fold("Élève œuvre"), "eleve oeuvre");
        let fr = LanguageSpec::of(Language::French).unwrap();
        assert_eq!(fr.stem("élèves"), fr.stem("eleves"));
    }

    #[test]
    fn stop_words_are_the_lines_of_the_list() {
        assert!(!LanguageSpec::of(Language::German).unwrap().stop_words().contains(""));
        assert!(LanguageSpec::of(Language::German).unwrap().stop_words().contains("und"));
    }
}
