//! lunr 2.3.9's own Porter stemmer (the original Porter algorithm as lunr writes it, not
//! Porter2/Snowball), with JavaScript's string semantics: lengths count UTF-16 code units and
//! every pattern looks at one code unit at a time.
//!
//! To keep those semantics with the `regex` crate, a word with characters outside the Basic
//! Multilingual Plane is rewritten first so that each UTF-16 code unit is one `char`: a
//! surrogate unit becomes a private-use character (plane 15) that, like the surrogate in
//! JavaScript, is no vowel and matches `.`. The result is mapped back afterwards.
//!
//! Each step's pattern is anchored at the end of the word and ends in fixed suffixes, so a step
//! first checks that the word ends in one of them: most words skip most patterns without
//! running a regex (the results are the same; a test holds them to the patterns alone).

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
    /// Check a step's suffixes before its pattern (always, but in the test that compares).
    check_suffixes_first: bool,
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

fn ends_with_any(w: &str, suffixes: &[&str]) -> bool {
    suffixes.iter().any(|suffix| w.ends_with(suffix))
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
            check_suffixes_first: true,
        }
    }

    /// Whether a step whose pattern ends in one of `suffixes` can change `w`.
    fn may_end_in(&self, w: &str, suffixes: &[&str]) -> bool {
        !self.check_suffixes_first || ends_with_any(w, suffixes)
    }

    /// The stem of one (already lowercased, trimmed) word.
    pub(crate) fn stem(&self, word: &str) -> String {
        if word.encode_utf16().count() < 3 {
            return word.to_string();
        }
        let astral = word.chars().any(|c| u32::from(c) > 0xFFFF);
        let units = if astral { park_surrogates(word) } else { word.to_string() };
        let stemmed = self.stem_units(units);
        if astral {
            unpark_surrogates(&stemmed)
        } else {
            stemmed
        }
    }

    fn stem_units(&self, mut w: String) -> String {
        let starts_with_y = w.starts_with('y');
        if starts_with_y {
            w.replace_range(0..1, "Y");
        }
        w = self.step1a(w);
        w = self.step1b(w);
        w = self.step1c(w);
        w = self.replace_suffix(w, &self.step2, STEP2_SUFFIXES, step2_replacement);
        w = self.replace_suffix(w, &self.step3, STEP3_SUFFIXES, step3_replacement);
        w = self.step4(w);
        w = self.step5(w);
        if starts_with_y {
            w.replace_range(0..1, "y");
        }
        w
    }

    fn step1a(&self, w: String) -> String {
        if !self.may_end_in(&w, &["s"]) {
            return w;
        }
        for re in [&self.step1a_sses_ies, &self.step1a_s] {
            if let Some(caps) = re.captures(&w) {
                return format!("{}{}", &caps[1], &caps[2]);
            }
        }
        w
    }

    fn step1b(&self, w: String) -> String {
        if self.may_end_in(&w, &["eed"]) {
            if let Some(caps) = self.step1b_eed.captures(&w) {
                if self.measure_gt0.is_match(&caps[1]) {
                    return drop_last_unit(w);
                }
                return w;
            }
        }
        if !self.may_end_in(&w, &["ed", "ing"]) {
            return w;
        }
        let Some(caps) = self.step1b_ed_ing.captures(&w) else { return w };
        let stem = caps[1].to_string();
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

    fn step1c(&self, w: String) -> String {
        if !self.may_end_in(&w, &["y"]) {
            return w;
        }
        match self.step1c.captures(&w) {
            Some(caps) => format!("{}i", &caps[1]),
            None => w,
        }
    }

    fn replace_suffix(&self, w: String, re: &Regex, suffixes: &[&str], replacement: fn(&str) -> &'static str) -> String {
        if !self.may_end_in(&w, suffixes) {
            return w;
        }
        let Some(caps) = re.captures(&w) else { return w };
        if self.measure_gt0.is_match(&caps[1]) {
            return format!("{}{}", &caps[1], replacement(&caps[2]));
        }
        w
    }

    fn step4(&self, w: String) -> String {
        if self.may_end_in(&w, STEP4_SUFFIXES) {
            if let Some(caps) = self.step4.captures(&w) {
                if self.measure_gt1.is_match(&caps[1]) {
                    return caps[1].to_string();
                }
                return w;
            }
        }
        if !self.may_end_in(&w, &["sion", "tion"]) {
            return w;
        }
        if let Some(caps) = self.step4_ion.captures(&w) {
            let stem = format!("{}{}", &caps[1], &caps[2]);
            if self.measure_gt1.is_match(&stem) {
                return stem;
            }
        }
        w
    }

    fn step5(&self, mut w: String) -> String {
        if self.may_end_in(&w, &["e"]) {
            if let Some(caps) = self.step5.captures(&w) {
                let stem = &caps[1];
                if self.measure_gt1.is_match(stem) || (self.measure_eq1.is_match(stem) && !self.cvc.is_match(stem)) {
                    w = stem.to_string();
                }
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

    proptest::proptest! {
        #[test]
        fn checking_suffixes_first_stems_as_the_patterns_alone(
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
                ],
                0..8,
            )
        ) {
            let word: String = parts.concat();
            let checked = PorterStemmer::new();
            let patterns_alone = PorterStemmer { check_suffixes_first: false, ..PorterStemmer::new() };
            proptest::prop_assert_eq!(checked.stem(&word), patterns_alone.stem(&word), "{:?}", word);
        }
    }

    #[test]
    fn every_listed_suffix_is_checked_before_its_pattern() {
        let checked = PorterStemmer::new();
        let patterns_alone = PorterStemmer { check_suffixes_first: false, ..PorterStemmer::new() };
        for suffix in STEP2_SUFFIXES.iter().chain(STEP3_SUFFIXES).chain(STEP4_SUFFIXES) {
            for stem in ["r", "cr", "contr", "generaliz", "sens", "y", "oyst"] {
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
