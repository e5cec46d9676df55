//! lunr 2.3.9's own Porter stemmer (the original Porter algorithm as lunr writes it, not
//! Porter2/Snowball), with JavaScript's string semantics: lengths count UTF-16 code units and
//! every pattern looks at one code unit at a time.
//!
//! To keep those semantics with the `regex` crate, a word with characters outside the Basic
//! Multilingual Plane is rewritten first so that each UTF-16 code unit is one `char`: a
//! surrogate unit becomes a private-use character (plane 15) that, like the surrogate in
//! JavaScript, is no vowel and matches `.`. The result is mapped back afterwards.
//!
//! Every step but the measures matches `^(.+?)(suffix|...)$` or the like: a word that ends in
//! a listed suffix after at least one character. [`PorterStemmer::stem`] finds those captures
//! with string operations (the lazy prefix is the shortest, so the suffix is the longest listed
//! one the word ends in); only the measures run a regex, and only when a suffix matched. A word
//! with a line terminator (which `.` does not match) takes the patterns, as do the tests that
//! hold the two ways to the same stems.

use regex::Regex;

/// JavaScript's `.` without the `s` flag: anything but a line terminator.
const DOT: &str = r"[^\n\r\u{2028}\u{2029}]";
/// Where surrogate code units are parked while the patterns run.
const SURROGATE_PARK: u32 = 0xF_0000;

/// The compiled patterns of the stemmer; build once, use for every word.
#[derive(Debug, Clone)]
pub(crate) struct PorterStemmer {
    measure_gt0: Regex,
    measure_eq1: Regex,
    measure_gt1: Regex,
    vowel_in_stem: Regex,
    step1a_sses_ies: Regex,
    step1a_s: Regex,
    step1b_eed: Regex,
    step1b_ed_ing: Regex,
    step1b_at_bl_iz: Regex,
    cvc: Regex,
    step1c: Regex,
    step2: Regex,
    step3: Regex,
    step4: Regex,
    step4_ion: Regex,
    step5: Regex,
    /// How the steps find their captures (always directly, but in the tests that compare).
    captures: Captures,
}

/// How a step finds what its pattern captures.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Captures {
    /// With string operations, for a word without line terminators.
    Direct,
    /// With the step's regex.
    Patterns,
}

/// The steps' suffix patterns.
#[derive(Debug, Clone, Copy)]
enum Step {
    /// 1a: `^(.+?)(ss|i)es$`.
    SsesIes,
    /// 1a: `^(.+?)([^s])s$`.
    S,
    /// 1b: `^(.+?)eed$`.
    Eed,
    /// 1b: `^(.+?)(ed|ing)$`.
    EdIng,
    /// 1c: `^(.+?[^aeiou])y$`.
    Y,
    /// 2: `^(.+?)(ational|...)$`.
    Two,
    /// 3: `^(.+?)(icate|...)$`.
    Three,
    /// 4: `^(.+?)(al|ance|...)$`.
    Four,
    /// 4: `^(.+?)(s|t)(ion)$`.
    Ion,
    /// 5: `^(.+?)e$`.
    E,
}

/// The suffixes of step 2's pattern, in its order.
const STEP2_SUFFIXES: &[&str] = &[
    "ational", "tional", "enci", "anci", "izer", "bli", "alli", "entli", "eli", "ousli", "ization", "ation", "ator", "alism", "iveness",
    "fulness", "ousness", "aliti", "iviti", "biliti", "logi",
];
/// The suffixes of step 3's pattern, in its order.
const STEP3_SUFFIXES: &[&str] = &["icate", "ative", "alize", "iciti", "ical", "ful", "ness"];
/// The suffixes of step 4's first pattern, in its order.
const STEP4_SUFFIXES: &[&str] = &["al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent", "ou", "ism", "ate", "iti", "ous", "ive", "ize"];

/// `^(.+?)(a|b|...)$` with the listed suffixes, on a word without line terminators: where the
/// prefix ends. The shortest prefix comes with the longest suffix the word ends in.
fn split_longest_suffix(w: &str, suffixes: &[&str]) -> Option<usize> {
    let longest = suffixes.iter().filter(|suffix| w.len() > suffix.len() && w.ends_with(**suffix)).map(|suffix| suffix.len()).max()?;
    Some(w.len() - longest)
}

/// JavaScript's line terminators, which `.` does not match.
fn has_line_terminator(w: &str) -> bool {
    w.contains(['\n', '\r', '\u{2028}', '\u{2029}'])
}

fn compile(pattern: &str) -> Regex {
    // The patterns are constants of this file; a failure is a bug caught by every test.
    Regex::new(&pattern.replace("DOT", DOT)).expect("stemmer pattern compiles")
}

impl PorterStemmer {
    /// Compiles the patterns.
    pub(crate) fn new() -> Self {
        let c = "[^aeiou]";
        let v = "[aeiouy]";
        let cc = format!("{c}[^aeiouy]*");
        let vv = format!("{v}[aeiou]*");
        Self {
            measure_gt0: compile(&format!("^({cc})?{vv}{cc}")),
            measure_eq1: compile(&format!("^({cc})?{vv}{cc}({vv})?$")),
            measure_gt1: compile(&format!("^({cc})?{vv}{cc}{vv}{cc}")),
            vowel_in_stem: compile(&format!("^({cc})?{v}")),
            step1a_sses_ies: compile("^(DOT+?)(ss|i)es$"),
            step1a_s: compile("^(DOT+?)([^s])s$"),
            step1b_eed: compile("^(DOT+?)eed$"),
            step1b_ed_ing: compile("^(DOT+?)(ed|ing)$"),
            step1b_at_bl_iz: compile("(at|bl|iz)$"),
            cvc: compile(&format!("^{cc}{v}[^aeiouwxy]$")),
            step1c: compile("^(DOT+?[^aeiou])y$"),
            step2: compile(&format!("^(DOT+?)({})$", STEP2_SUFFIXES.join("|"))),
            step3: compile(&format!("^(DOT+?)({})$", STEP3_SUFFIXES.join("|"))),
            step4: compile(&format!("^(DOT+?)({})$", STEP4_SUFFIXES.join("|"))),
            step4_ion: compile("^(DOT+?)(s|t)(ion)$"),
            step5: compile("^(DOT+?)e$"),
            captures: Captures::Direct,
        }
    }

    /// What `step`'s pattern captures in `w`, as the ends of its first two groups (the second
    /// group is empty, at the first's end, when the pattern has one group); `None` when it does
    /// not match.
    fn captures(&self, step: Step, w: &str, captures: Captures) -> Option<(usize, usize)> {
        match captures {
            Captures::Direct => Self::direct_captures(step, w),
            Captures::Patterns => {
                let caps = self.pattern(step).captures(w)?;
                let first = caps.get(1)?.end();
                Some((first, caps.get(2).map_or(first, |group| group.end())))
            }
        }
    }

    fn pattern(&self, step: Step) -> &Regex {
        match step {
            Step::SsesIes => &self.step1a_sses_ies,
            Step::S => &self.step1a_s,
            Step::Eed => &self.step1b_eed,
            Step::EdIng => &self.step1b_ed_ing,
            Step::Y => &self.step1c,
            Step::Two => &self.step2,
            Step::Three => &self.step3,
            Step::Four => &self.step4,
            Step::Ion => &self.step4_ion,
            Step::E => &self.step5,
        }
    }

    /// [`PorterStemmer::captures`] with string operations, for a word without line terminators.
    fn direct_captures(step: Step, w: &str) -> Option<(usize, usize)> {
        let len = w.len();
        let one_group = |prefix_end: usize| Some((prefix_end, prefix_end));
        match step {
            Step::SsesIes => {
                let prefix_end = split_longest_suffix(w, &["sses", "ies"])?;
                Some((prefix_end, len - 2))
            }
            Step::S => {
                let rest = w.strip_suffix('s')?;
                let before = rest.chars().next_back().filter(|&c| c != 's')?;
                let prefix_end = rest.len() - before.len_utf8();
                (prefix_end > 0).then_some((prefix_end, rest.len()))
            }
            Step::Eed => split_longest_suffix(w, &["eed"]).and_then(one_group),
            Step::EdIng => split_longest_suffix(w, &["ed", "ing"]).map(|prefix_end| (prefix_end, len)),
            Step::Y => {
                let rest = w.strip_suffix('y')?;
                let before = rest.chars().next_back().filter(|c| !"aeiou".contains(*c))?;
                (rest.len() > before.len_utf8()).then_some((rest.len(), rest.len()))
            }
            Step::Two => split_longest_suffix(w, STEP2_SUFFIXES).map(|prefix_end| (prefix_end, len)),
            Step::Three => split_longest_suffix(w, STEP3_SUFFIXES).map(|prefix_end| (prefix_end, len)),
            Step::Four => split_longest_suffix(w, STEP4_SUFFIXES).map(|prefix_end| (prefix_end, len)),
            Step::Ion => split_longest_suffix(w, &["sion", "tion"]).map(|prefix_end| (prefix_end, prefix_end + 1)),
            Step::E => split_longest_suffix(w, &["e"]).and_then(one_group),
        }
    }

    /// The stem of one (already lowercased, trimmed) word.
    pub(crate) fn stem(&self, word: &str) -> String {
        if word.encode_utf16().count() < 3 {
            return word.to_string();
        }
        let astral = word.chars().any(|c| u32::from(c) > 0xFFFF);
        let units = if astral { park_surrogates(word) } else { word.to_string() };
        let captures = if has_line_terminator(&units) { Captures::Patterns } else { self.captures };
        let stemmed = self.stem_units(units, captures);
        if astral {
            unpark_surrogates(&stemmed)
        } else {
            stemmed
        }
    }

    fn stem_units(&self, mut w: String, captures: Captures) -> String {
        let starts_with_y = w.starts_with('y');
        if starts_with_y {
            w.replace_range(0..1, "Y");
        }
        w = self.step1a(w, captures);
        w = self.step1b(w, captures);
        w = self.step1c(w, captures);
        w = self.replace_suffix(w, Step::Two, captures, step2_replacement);
        w = self.replace_suffix(w, Step::Three, captures, step3_replacement);
        w = self.step4(w, captures);
        w = self.step5(w, captures);
        if starts_with_y {
            w.replace_range(0..1, "y");
        }
        w
    }

    fn step1a(&self, w: String, captures: Captures) -> String {
        for step in [Step::SsesIes, Step::S] {
            if let Some((_, end)) = self.captures(step, &w, captures) {
                return w[..end].to_string();
            }
        }
        w
    }

    fn step1b(&self, w: String, captures: Captures) -> String {
        if let Some((prefix_end, _)) = self.captures(Step::Eed, &w, captures) {
            if self.measure_gt0.is_match(&w[..prefix_end]) {
                return drop_last_unit(w);
            }
            return w;
        }
        let Some((prefix_end, _)) = self.captures(Step::EdIng, &w, captures) else { return w };
        let stem = w[..prefix_end].to_string();
        if !self.vowel_in_stem.is_match(&stem) {
            return w;
        }
        if self.step1b_at_bl_iz.is_match(&stem) {
            return stem + "e";
        }
        if ends_with_double_consonant(&stem) {
            return drop_last_unit(stem);
        }
        if self.cvc.is_match(&stem) {
            return stem + "e";
        }
        stem
    }

    fn step1c(&self, w: String, captures: Captures) -> String {
        match self.captures(Step::Y, &w, captures) {
            Some((prefix_end, _)) => format!("{}i", &w[..prefix_end]),
            None => w,
        }
    }

    fn replace_suffix(&self, w: String, step: Step, captures: Captures, replacement: fn(&str) -> &'static str) -> String {
        let Some((prefix_end, suffix_end)) = self.captures(step, &w, captures) else { return w };
        if self.measure_gt0.is_match(&w[..prefix_end]) {
            return format!("{}{}", &w[..prefix_end], replacement(&w[prefix_end..suffix_end]));
        }
        w
    }

    fn step4(&self, w: String, captures: Captures) -> String {
        if let Some((prefix_end, _)) = self.captures(Step::Four, &w, captures) {
            if self.measure_gt1.is_match(&w[..prefix_end]) {
                return w[..prefix_end].to_string();
            }
            return w;
        }
        if let Some((_, end)) = self.captures(Step::Ion, &w, captures) {
            if self.measure_gt1.is_match(&w[..end]) {
                return w[..end].to_string();
            }
        }
        w
    }

    fn step5(&self, mut w: String, captures: Captures) -> String {
        if let Some((prefix_end, _)) = self.captures(Step::E, &w, captures) {
            let stem = &w[..prefix_end];
            if self.measure_gt1.is_match(stem) || (self.measure_eq1.is_match(stem) && !self.cvc.is_match(stem)) {
                w = stem.to_string();
            }
        }
        if w.ends_with("ll") && self.measure_gt1.is_match(&w) {
            w = drop_last_unit(w);
        }
        w
    }
}

fn step2_replacement(suffix: &str) -> &'static str {
    match suffix {
        "ational" => "ate",
        "tional" => "tion",
        "enci" => "ence",
        "anci" => "ance",
        "izer" => "ize",
        "bli" => "ble",
        "alli" => "al",
        "entli" => "ent",
        "eli" => "e",
        "ousli" => "ous",
        "ization" => "ize",
        "ation" => "ate",
        "ator" => "ate",
        "alism" => "al",
        "iveness" => "ive",
        "fulness" => "ful",
        "ousness" => "ous",
        "aliti" => "al",
        "iviti" => "ive",
        "biliti" => "ble",
        "logi" => "log",
        _ => unreachable!("step 2 pattern only captures listed suffixes"),
    }
}

fn step3_replacement(suffix: &str) -> &'static str {
    match suffix {
        "icate" => "ic",
        "alize" => "al",
        "iciti" => "ic",
        "ical" => "ic",
        "ative" | "ful" | "ness" => "",
        _ => unreachable!("step 3 pattern only captures listed suffixes"),
    }
}

/// `w.replace(/.$/, "")`: drops the last unit unless it is a line terminator.
fn drop_last_unit(mut w: String) -> String {
    if let Some(last) = w.chars().last() {
        if !matches!(last, '\n' | '\r' | '\u{2028}' | '\u{2029}') {
            w.pop();
        }
    }
    w
}

/// `/([^aeiouylsz])\1$/`: the same consonant (other than l, s, z) twice at the end.
fn ends_with_double_consonant(w: &str) -> bool {
    let mut rev = w.chars().rev();
    match (rev.next(), rev.next()) {
        (Some(a), Some(b)) => a == b && !"aeiouylsz".contains(a),
        _ => false,
    }
}

fn park_surrogates(word: &str) -> String {
    word.encode_utf16()
        .map(|unit| match unit {
            0xD800..=0xDFFF => char::from_u32(SURROGATE_PARK + u32::from(unit - 0xD800)).unwrap_or('\u{FFFD}'),
            _ => char::from_u32(u32::from(unit)).unwrap_or('\u{FFFD}'),
        })
        .collect()
}

fn unpark_surrogates(parked: &str) -> String {
    let units: Vec<u16> = parked
        .chars()
        .map(|c| {
            let code = u32::from(c);
            if (SURROGATE_PARK..SURROGATE_PARK + 0x800).contains(&code) {
                (code - SURROGATE_PARK + 0xD800) as u16
            } else {
                code as u16
            }
        })
        .collect();
    String::from_utf16_lossy(&units)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classic_porter_examples() {
        let s = PorterStemmer::new();
        let cases = [
            ("caresses", "caress"),
            ("ponies", "poni"),
            ("cats", "cat"),
            ("feed", "feed"),
            ("agreed", "agre"),
            ("plastered", "plaster"),
            ("motoring", "motor"),
            ("conflated", "conflat"),
            ("hopping", "hop"),
            ("filing", "file"),
            ("happy", "happi"),
            ("relational", "relat"),
            ("generalization", "gener"),
            ("hopeful", "hope"),
            ("adjustment", "adjust"),
            ("adoption", "adopt"),
            ("controll", "control"),
            ("yelling", "yell"),
            ("by", "by"),
            ("lunr", "lunr"),
        ];
        for (word, stem) in cases {
            assert_eq!(s.stem(word), stem, "stem of {word}");
        }
    }

    /// The stemmer, and the one that finds every capture with the step's regex.
    static DIRECT_AND_PATTERNS: std::sync::LazyLock<(PorterStemmer, PorterStemmer)> =
        std::sync::LazyLock::new(|| (PorterStemmer::new(), PorterStemmer { captures: Captures::Patterns, ..PorterStemmer::new() }));

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(4096))]
        #[test]
        fn direct_captures_stem_as_the_patterns(
            parts in proptest::collection::vec(
                proptest::prop_oneof![
                    proptest::strategy::Just("a"), proptest::strategy::Just("e"), proptest::strategy::Just("i"),
                    proptest::strategy::Just("o"), proptest::strategy::Just("u"), proptest::strategy::Just("y"),
                    proptest::strategy::Just("s"), proptest::strategy::Just("t"), proptest::strategy::Just("l"),
                    proptest::strategy::Just("b"), proptest::strategy::Just("z"), proptest::strategy::Just("w"),
                    proptest::strategy::Just("ed"), proptest::strategy::Just("ing"), proptest::strategy::Just("ion"),
                    proptest::strategy::Just("ational"), proptest::strategy::Just("ness"), proptest::strategy::Just("ement"),
                    proptest::strategy::Just("iveness"), proptest::strategy::Just("ical"), proptest::strategy::Just("ll"),
                    proptest::strategy::Just("\u{e9}"), proptest::strategy::Just("\u{1f600}"), proptest::strategy::Just("_"),
                    proptest::strategy::Just("ies"), proptest::strategy::Just("sses"), proptest::strategy::Just("eed"),
                    proptest::strategy::Just("\n"), proptest::strategy::Just("\u{2028}"), proptest::strategy::Just("Y"),
                ],
                0..8,
            )
        ) {
            let word: String = parts.concat();
            let (direct, patterns) = &*DIRECT_AND_PATTERNS;
            proptest::prop_assert_eq!(direct.stem(&word), patterns.stem(&word), "{:?}", word);
        }
    }

    #[test]
    fn every_listed_suffix_is_captured_as_its_pattern_captures_it() {
        let (checked, patterns_alone) = &*DIRECT_AND_PATTERNS;
        for suffix in STEP2_SUFFIXES.iter().chain(STEP3_SUFFIXES).chain(STEP4_SUFFIXES) {
            for stem in ["r", "cr", "contr", "generaliz", "sens", "y", "oyst", "\u{e9}", "ab\u{1f600}", ""] {
                let word = format!("{stem}{suffix}");
                assert_eq!(checked.stem(&word), patterns_alone.stem(&word), "{word}");
            }
        }
        for word in ["conversion", "explosion", "adoption", "revision", "agreed", "feed", "happy", "rate", "controll", "caresses", "ponies"] {
            assert_eq!(checked.stem(word), patterns_alone.stem(word), "{word}");
        }
    }

    #[test]
    fn astral_characters_count_as_two_units() {
        let s = PorterStemmer::new();
        // Two units: shorter than 3, returned as is.
        assert_eq!(s.stem("😀"), "😀");
        assert_eq!(s.stem("😀😀s"), "😀😀");
    }
}
