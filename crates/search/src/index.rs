//! The built index and `lunr.Index.prototype.toJSON`, written with `JSON.stringify`'s layout:
//! the key order of JavaScript objects (array-index keys first, ascending; then insertion
//! order), terms sorted by UTF-16 code units as `Array.prototype.sort` does, and numbers as
//! `Number.prototype.toString` prints them.

use std::cmp::Ordering;
use std::fmt::Write as _;

use rayon::prelude::*;

use crate::builder::{FieldScoring, Posting};
use crate::pipeline::{Language, TermCount};

/// The version `toJSON` records.
pub const LUNR_VERSION: &str = "2.3.9";

/// The BM25 vector of one field of one document: `[term _index, score]` pairs by `_index`. The
/// terms are held with their frequencies, and each score is computed as the vector is written
/// ([`FieldScoring::thousandths`]: `Math.round(score * 1000)`; the score is that over 1000, and
/// is printed from them without dividing).
#[derive(Debug, Clone)]
pub(crate) struct FieldVector {
    /// The field, by position: with the document, the vector's ref `field/docRef`.
    pub(crate) field: usize,
    /// The document, by position.
    pub(crate) doc: usize,
    /// The parts of BM25 shared by the field's terms.
    pub(crate) scoring: FieldScoring,
    /// By term.
    pub(crate) elements: Vec<TermCount>,
}

/// A built lunr index, ready to serialize.
#[derive(Debug, Clone)]
pub struct Index {
    fields: Vec<String>,
    field_vectors: Vec<FieldVector>,
    /// Each term's inverse document frequency, by `_index`.
    idfs: Vec<f64>,
    postings: Vec<Posting>,
    refs: Vec<String>,
    language: Language,
}

impl Index {
    pub(crate) fn new(
        fields: Vec<String>,
        field_vectors: Vec<FieldVector>,
        idfs: Vec<f64>,
        postings: Vec<Posting>,
        refs: Vec<String>,
        language: Language,
    ) -> Self {
        Self { fields, field_vectors, idfs, postings, refs, language }
    }

    /// Number of distinct terms.
    pub fn term_count(&self) -> usize {
        self.postings.len()
    }

    /// The serialized index, byte for byte what `JSON.stringify(index)` gives in lunr.js.
    pub fn to_json(&self) -> String {
        self.json_pieces().concat()
    }

    /// [`Index::to_json`] as pieces to join in this order: the field vectors and the inverted
    /// index are written at the same time, each in slices in parallel, and a caller that puts
    /// the index into a larger file (the plugin writes its documents in front) copies each
    /// piece once, where it goes.
    pub fn json_pieces(&self) -> Vec<String> {
        let mut head = String::from("{\"version\":");
        push_string(&mut head, LUNR_VERSION);
        head.push_str(",\"fields\":[");
        for (i, field) in self.fields.iter().enumerate() {
            comma(&mut head, i);
            push_string(&mut head, field);
        }
        head.push_str("],\"fieldVectors\":[");
        let (vectors, inverted_index) = rayon::join(|| self.field_vector_pieces(), || self.inverted_index_pieces());
        let mut tail = String::from("],\"pipeline\":[");
        for (i, name) in self.language.search_pipeline_names().iter().enumerate() {
            comma(&mut tail, i);
            push_string(&mut tail, name);
        }
        tail.push_str("]}");
        let mut pieces = Vec::with_capacity(vectors.len() + inverted_index.len() + 3);
        pieces.push(head);
        pieces.extend(vectors);
        pieces.push("],\"invertedIndex\":[".to_string());
        pieces.extend(inverted_index);
        pieces.push(tail);
        pieces
    }

    fn field_vector_pieces(&self) -> Vec<String> {
        // `"field/ref",[` and, per element, a term number and a score of about six digits each;
        // room for the last element's whole block
        let size = |vector: &FieldVector| 24 + ElementBlock::SIZE + vector.elements.len() * 16;
        pieces_in_parallel(&self.field_vectors, size, |out, scratch, vector| {
            out.push(b'[');
            scratch.clear();
            push_field_ref(scratch, &self.fields[vector.field], &self.refs[vector.doc]);
            out.extend_from_slice(scratch.as_bytes());
            out.extend_from_slice(b",[");
            for (j, element) in vector.elements.iter().enumerate() {
                let term = element.term() as usize;
                let thousandths = vector.scoring.thousandths(self.idfs[term], f64::from(element.count()));
                push_vector_element(out, scratch, j == 0, term, thousandths);
            }
            out.extend_from_slice(b"]]");
        })
    }

    fn inverted_index_pieces(&self) -> Vec<String> {
        let mut order: Vec<&Posting> = self.postings.iter().collect();
        order.par_sort_unstable_by(|a, b| compare_utf16(&a.term, &b.term));
        // The plugin's refs are "1", "2", ... in insertion order: already in JavaScript's key order.
        let ref_entries = refs_in_key_order(&self.refs).then(|| self.refs.iter().map(|r| RefEntry::of(r)).collect::<Vec<_>>());
        // `,"field":{` per field
        let field_keys: Vec<Vec<u8>> = self
            .fields
            .iter()
            .map(|field| {
                let mut key = String::from(",");
                push_string(&mut key, field);
                key.push_str(":{");
                key.into_bytes()
            })
            .collect();
        let longest_entry = ref_entries.iter().flatten().map(|entry| entry.len).max().unwrap_or(16);
        // and room for the last entry's whole block
        let size = |posting: &&Posting| {
            posting.term.len() + 24 + RefEntry::BLOCK + posting.docs_per_field.iter().map(|docs| 16 + docs.len() * longest_entry).sum::<usize>()
        };
        pieces_in_parallel(&order, size, |out, scratch, posting| {
            out.push(b'[');
            scratch.clear();
            push_string(scratch, &posting.term);
            out.extend_from_slice(scratch.as_bytes());
            out.extend_from_slice(b",{\"_index\":");
            out.extend_from_slice(itoa::Buffer::new().format(posting.index).as_bytes());
            for (key, docs) in field_keys.iter().zip(&posting.docs_per_field) {
                out.extend_from_slice(key);
                match &ref_entries {
                    Some(entries) => {
                        for (j, &doc) in docs.iter().enumerate() {
                            entries[doc as usize].write(out, j == 0);
                        }
                    }
                    None => {
                        for (j, doc) in js_key_order(docs.iter().map(|&d| self.refs[d as usize].as_str())).into_iter().enumerate() {
                            if j > 0 {
                                out.push(b',');
                            }
                            scratch.clear();
                            push_string(scratch, doc);
                            out.extend_from_slice(scratch.as_bytes());
                            out.extend_from_slice(b":{}");
                        }
                    }
                }
                out.push(b'}');
            }
            out.extend_from_slice(b"}]");
        })
    }
}

/// A ref that is an array index as an entry of a field's object, `,"12":{}`, in a block of
/// [`RefEntry::BLOCK`] bytes: an array index has at most ten digits, so every entry fits, and
/// writing one is a copy of the whole block, cut back to the entry's length (a copy of a
/// length known at compile time, with no call).
struct RefEntry {
    block: [u8; RefEntry::BLOCK],
    len: usize,
}

impl RefEntry {
    const BLOCK: usize = 16;

    /// `reference`, an array index ([`refs_in_key_order`]).
    fn of(reference: &str) -> Self {
        let entry = format!(",\"{reference}\":{{}}");
        debug_assert!(entry.len() <= Self::BLOCK, "{entry} is longer than an array index's entry");
        let mut block = [b' '; Self::BLOCK];
        let len = entry.len().min(Self::BLOCK);
        block[..len].copy_from_slice(&entry.as_bytes()[..len]);
        Self { block, len }
    }

    /// Appends the entry, without its comma when it is the object's `first`.
    fn write(&self, out: &mut Vec<u8>, first: bool) {
        let start = out.len();
        out.extend_from_slice(&self.block);
        if first {
            out.remove(start);
            out.truncate(start + self.len - 1);
        } else {
            out.truncate(start + self.len);
        }
    }
}

/// Items per parallel job when serializing.
const ITEMS_PER_JOB: usize = 4096;

/// `items` separated by commas, as pieces to join, slices of them serialized in parallel; each
/// piece is allocated once, for about the bytes `size` says its items take. Pieces are written
/// as bytes, and checked as UTF-8 once each, whole: `write_item` may append bytes and cut them
/// back. It is given a string to write parts in first, kept for the job.
fn pieces_in_parallel<T: Sync>(items: &[T], size: impl Fn(&T) -> usize + Sync, write_item: impl Fn(&mut Vec<u8>, &mut String, &T) + Sync) -> Vec<String> {
    items
        .par_chunks(ITEMS_PER_JOB)
        .enumerate()
        .map(|(job, chunk)| {
            let mut piece = Vec::with_capacity(chunk.iter().map(|item| size(item) + 1).sum());
            let mut scratch = String::new();
            for (i, item) in chunk.iter().enumerate() {
                if job * ITEMS_PER_JOB + i > 0 {
                    piece.push(b',');
                }
                write_item(&mut piece, &mut scratch, item);
            }
            // every item writes whole UTF-8 strings
            String::from_utf8(piece).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
        })
        .collect()
}

/// Whether refs in insertion order are already in `Object.keys` order (array indices, ascending).
fn refs_in_key_order(refs: &[String]) -> bool {
    let mut previous: Option<u64> = None;
    refs.iter().all(|r| {
        let Some(n) = is_array_index(r).then(|| r.parse::<u64>().ok()).flatten() else { return false };
        let ascending = previous.is_none_or(|p| p < n);
        previous = Some(n);
        ascending
    })
}

fn comma(out: &mut String, position: usize) {
    if position > 0 {
        out.push(',');
    }
}

/// Whether `s` is written in JSON as it is, between quotes.
fn needs_no_escape(s: &str) -> bool {
    s.bytes().all(|b| b >= 0x20 && b != b'"' && b != b'\\')
}

/// A field vector's ref, `field/docRef`, as a JSON string.
fn push_field_ref(out: &mut String, field: &str, doc_ref: &str) {
    if needs_no_escape(field) && needs_no_escape(doc_ref) {
        out.push('"');
        out.push_str(field);
        out.push('/');
        out.push_str(doc_ref);
        out.push('"');
    } else {
        push_string(out, &format!("{field}/{doc_ref}"));
    }
}

/// A JSON string as `JSON.stringify` writes it (the same escapes as serde_json for valid UTF-8).
fn push_string(out: &mut String, s: &str) {
    if needs_no_escape(s) {
        out.push('"');
        out.push_str(s);
        out.push('"');
        return;
    }
    // Serializing a &str cannot fail.
    out.push_str(&serde_json::to_string(s).unwrap_or_default());
}

/// A number as JavaScript prints it: integers without a fraction, others in the shortest form
/// that reads back the same. (Scores take [`push_vector_element`].)
fn push_number(out: &mut String, n: f64) {
    if n.fract() == 0.0 && n.abs() < 1e15 {
        out.push_str(itoa::Buffer::new().format(n as i64));
    } else if n.is_finite() && (n == 0.0 || (1e-6..1e21).contains(&n.abs())) {
        // Rust's `Display` is the shortest round-trip form without exponent, as JavaScript's
        // `Number.prototype.toString` in this range.
        let _ = write!(out, "{n}");
    } else {
        out.push_str(&serde_json::to_string(&n).unwrap_or_else(|_| "null".into()));
    }
}

/// `thousandths` as a whole number below 1e15, the scores [`ElementBlock::push_score`] prints
/// without dividing; `None` for any other number (NaN and the infinities fail the first test;
/// a whole number survives the round trip).
fn whole_thousandths(thousandths: f64) -> Option<i64> {
    (thousandths.abs() < 1e15 && (thousandths as i64) as f64 == thousandths).then_some(thousandths as i64)
}

/// One element of a field vector, `term,score` after a comma unless it is the `first`: the term
/// as its decimal, the score `thousandths / 1000` as JavaScript prints it. Built in an
/// [`ElementBlock`] on the stack and appended with one copy of the whole block, cut back to its
/// length; a score that is not a [whole count](whole_thousandths) of thousandths is the quotient,
/// written by [`push_number`] through `scratch`.
fn push_vector_element(out: &mut Vec<u8>, scratch: &mut String, first: bool, term: usize, thousandths: f64) {
    let mut block = ElementBlock::default();
    if !first {
        block.push(b',');
    }
    block.push_digits(term as u64);
    block.push(b',');
    match whole_thousandths(thousandths) {
        Some(thousandths) => {
            block.push_score(thousandths);
            let start = out.len();
            out.extend_from_slice(&block.bytes);
            out.truncate(start + block.len);
        }
        None => {
            out.extend_from_slice(&block.bytes[..block.len]);
            scratch.clear();
            push_number(scratch, thousandths / 1000.0);
            out.extend_from_slice(scratch.as_bytes());
        }
    }
}

/// A field vector's element being written: a comma, two numbers of at most 20 digits, a
/// comma, a sign and four bytes of fraction fit.
struct ElementBlock {
    bytes: [u8; ElementBlock::SIZE],
    len: usize,
}

impl ElementBlock {
    const SIZE: usize = 48;

    fn push(&mut self, byte: u8) {
        self.bytes[self.len] = byte;
        self.len += 1;
    }

    /// `n` in decimal.
    fn push_digits(&mut self, n: u64) {
        let mut buffer = itoa::Buffer::new();
        let digits = buffer.format(n).as_bytes();
        self.bytes[self.len..self.len + digits.len()].copy_from_slice(digits);
        self.len += digits.len();
    }

    /// `thousandths / 1000` as a decimal without trailing zeros. Below 1e12 (`thousandths` below
    /// 1e15) two different thousandths are never the same double, so this decimal is the
    /// shortest one that reads back as the quotient: what JavaScript prints.
    fn push_score(&mut self, thousandths: i64) {
        if thousandths < 0 {
            self.push(b'-');
        }
        let magnitude = thousandths.unsigned_abs();
        self.push_digits(magnitude / 1000);
        let fraction = (magnitude % 1000) as usize;
        self.bytes[self.len..self.len + 4].copy_from_slice(&FRACTIONS.text[fraction * 4..fraction * 4 + 4]);
        self.len += usize::from(FRACTIONS.lengths[fraction]);
    }
}

impl Default for ElementBlock {
    fn default() -> Self {
        Self { bytes: [0; Self::SIZE], len: 0 }
    }
}

/// Per number of thousandths from 0 to 999, how it ends a number: `.5` for 500 and `.005` for 5
/// (no trailing zeros; nothing for 0), in four bytes each (padded with zero bytes), and its length.
struct Fractions {
    text: [u8; 4000],
    lengths: [u8; 1000],
}

static FRACTIONS: Fractions = fractions();

const fn fractions() -> Fractions {
    let mut table = Fractions { text: [0; 4000], lengths: [0; 1000] };
    let mut thousandths = 1;
    while thousandths < 1000 {
        let digits = [b'.', b'0' + (thousandths / 100) as u8, b'0' + (thousandths / 10 % 10) as u8, b'0' + (thousandths % 10) as u8];
        let mut len = 4;
        while digits[len - 1] == b'0' {
            len -= 1;
        }
        let mut i = 0;
        while i < len {
            table.text[thousandths * 4 + i] = digits[i];
            i += 1;
        }
        table.lengths[thousandths] = len as u8;
        thousandths += 1;
    }
    table
}

/// `Array.prototype.sort` without a comparator on strings: by UTF-16 code units.
///
/// UTF-8 bytes sort as code points, and so as UTF-16 units but in one case: a character from
/// U+10000 on (lead byte `F0`-`F4`, surrogates `D800`-`DFFF` in UTF-16) against one from U+E000
/// to U+FFFF (lead byte `EE` or `EF`). The strings' bytes are compared, and only the first
/// characters that differ are looked at.
pub fn compare_utf16(a: &str, b: &str) -> Ordering {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let Some(differ) = a.iter().zip(b).position(|(x, y)| x != y) else { return a.len().cmp(&b.len()) };
    // Both are lead bytes, or both continuation bytes (`80`-`BF`) of characters of one lead.
    let (x, y) = (a[differ], b[differ]);
    let supplementary = |lead: u8| lead >= 0xF0;
    let late_bmp = |lead: u8| lead == 0xEE || lead == 0xEF;
    if supplementary(x) && late_bmp(y) {
        Ordering::Less
    } else if late_bmp(x) && supplementary(y) {
        Ordering::Greater
    } else {
        x.cmp(&y)
    }
}

/// Whether JavaScript treats `key` as an array index (`"0"`, `"42"`, not `"042"`, < 2^32 - 1).
fn is_array_index(key: &str) -> bool {
    let digits_only = !key.is_empty() && key.bytes().all(|b| b.is_ascii_digit());
    digits_only && (key == "0" || !key.starts_with('0')) && key.parse::<u64>().is_ok_and(|n| n < u64::from(u32::MAX))
}

/// Object keys in the order `Object.keys` gives, from keys in insertion order.
fn js_key_order<'a>(keys: impl Iterator<Item = &'a str>) -> Vec<&'a str> {
    let keys: Vec<&str> = keys.collect();
    // The plugin's refs are "1", "2", ... in insertion order: already in JavaScript's order.
    let mut previous: Option<u64> = None;
    let ascending_indices = keys.iter().all(|k| {
        let ok = is_array_index(k) && k.parse::<u64>().is_ok_and(|n| previous.is_none_or(|p| p < n));
        previous = k.parse().ok();
        ok
    });
    if ascending_indices {
        return keys;
    }
    let (mut indices, names): (Vec<&str>, Vec<&str>) = keys.into_iter().partition(|k| is_array_index(k));
    indices.sort_by_key(|k| k.parse::<u64>().unwrap_or(0));
    indices.extend(names);
    indices
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn field_vector_refs_are_field_slash_ref_escaped_as_one_string() {
        use crate::{FieldSpec, FieldValue, IndexBuilder};
        let fields = vec![FieldSpec::new("plain"), FieldSpec::new("qu\"ote")];
        let mut builder = IndexBuilder::new(fields, Language::English).unwrap();
        builder.add("a\\b", &[FieldValue::from("one"), FieldValue::from("two")]).unwrap();
        builder.add("7", &[FieldValue::from("three"), FieldValue::Missing]).unwrap();
        let json: serde_json::Value = serde_json::from_str(&builder.build().to_json()).unwrap();
        let refs: Vec<&str> = json["fieldVectors"].as_array().unwrap().iter().map(|v| v[0].as_str().unwrap()).collect();
        assert_eq!(refs, ["plain/a\\b", "qu\"ote/a\\b", "plain/7", "qu\"ote/7"]);
    }

    #[test]
    fn an_index_of_many_pieces_is_one_json_document() {
        use crate::{FieldSpec, FieldValue, IndexBuilder};
        let fields = vec![FieldSpec::new("title"), FieldSpec::new("content"), FieldSpec::new("tags")];
        let mut builder = IndexBuilder::new(fields, Language::English).unwrap();
        let documents = (0..1500)
            .map(|i| (i.to_string(), vec![FieldValue::from(format!("title{i}")), FieldValue::from(format!("word{} word{}", i * 3, i * 3 + 1)), FieldValue::Missing]))
            .collect();
        builder.add_all(documents).unwrap();
        let index = builder.build();
        let pieces = index.json_pieces();
        let json: serde_json::Value = serde_json::from_str(&pieces.concat()).unwrap();
        // more vectors and terms than one slice of the writer holds
        assert_eq!(json["fieldVectors"].as_array().unwrap().len(), 4500);
        assert!(4500 > ITEMS_PER_JOB && index.term_count() > ITEMS_PER_JOB);
        assert_eq!(json["invertedIndex"].as_array().unwrap().len(), index.term_count());
        assert_eq!(json["fieldVectors"][4096][0], "content/1365");
    }

    #[test]
    fn object_key_order_puts_array_indices_first() {
        let keys = ["b", "10", "2", "02", "a", "4294967295", "0"];
        assert_eq!(js_key_order(keys.into_iter()), ["0", "2", "10", "b", "02", "a", "4294967295"]);
    }

    #[test]
    fn utf16_order_differs_from_code_point_order() {
        // U+FF21 (one unit, 0xFF21) sorts after U+1F600 (surrogates 0xD83D...) in JavaScript.
        assert_eq!(compare_utf16("\u{FF21}", "\u{1F600}"), Ordering::Greater);
        assert_eq!("\u{FF21}".cmp("\u{1F600}"), Ordering::Less);
    }

    proptest::proptest! {
        #[test]
        fn utf16_order_is_the_order_of_utf16_units(a in "[a-c\u{7f}-\u{81}\u{7ff}\u{800}\u{d7ff}\u{e000}\u{ee00}\u{efff}\u{f000}\u{ffff}\u{10000}\u{1f600}\u{10ffff}]{0,6}", b in "[a-c\u{7f}-\u{81}\u{7ff}\u{800}\u{d7ff}\u{e000}\u{ee00}\u{efff}\u{f000}\u{ffff}\u{10000}\u{1f600}\u{10ffff}]{0,6}") {
            proptest::prop_assert_eq!(compare_utf16(&a, &b), a.encode_utf16().cmp(b.encode_utf16()), "{:?} {:?}", a, b);
            proptest::prop_assert_eq!(compare_utf16(&a, &a), Ordering::Equal);
        }
    }

    #[test]
    fn numbers_print_like_javascript() {
        let mut s = String::new();
        push_number(&mut s, 2.0);
        s.push(' ');
        push_number(&mut s, 0.001);
        s.push(' ');
        push_number(&mut s, 12.345);
        assert_eq!(s, "2 0.001 12.345");
    }

    proptest::proptest! {
        #[test]
        fn numbers_print_as_integers_or_rusts_shortest_form(n in -1e14..1e14f64, k in -1_000_000_000i64..1_000_000_000) {
            for n in [n, k as f64 / 1000.0, k as f64 / 1000.0 + 1e-9, k as f64] {
                let mut fast = String::new();
                push_number(&mut fast, n);
                let shortest = if n.fract() == 0.0 { format!("{}", n as i64) } else { format!("{n}") };
                proptest::prop_assert_eq!(fast, shortest, "{}", n);
            }
        }
    }

    /// The score part of a field vector's element.
    fn push_score(out: &mut String, thousandths: f64) {
        let (mut element, mut scratch) = (Vec::new(), String::new());
        push_vector_element(&mut element, &mut scratch, true, 0, thousandths);
        out.push_str(String::from_utf8(element).unwrap().strip_prefix("0,").unwrap());
    }

    proptest::proptest! {
        #[test]
        fn a_score_prints_as_its_thousandths_over_1000(k in -2_000_000_000_000_000i64..2_000_000_000_000_000, x in proptest::num::f64::ANY) {
            for thousandths in [k as f64, (k % 1_000_000) as f64, x, -0.0] {
                let (mut score, mut quotient) = (String::new(), String::new());
                push_score(&mut score, thousandths);
                push_number(&mut quotient, thousandths / 1000.0);
                proptest::prop_assert_eq!(score, quotient, "{} thousandths", thousandths);
            }
        }
    }

    proptest::proptest! {
        #[test]
        fn a_vector_element_is_written_as_its_term_and_score(term in proptest::num::usize::ANY, k in -2_000_000_000_000_000i64..2_000_000_000_000_000, x in proptest::num::f64::ANY, first in proptest::bool::ANY) {
            for thousandths in [k as f64, (k % 1_000_000) as f64, (k % 1000) as f64, x, -0.0, 0.0] {
                let (mut block, mut scratch) = (b"[".to_vec(), String::new());
                push_vector_element(&mut block, &mut scratch, first, term, thousandths);
                let mut expected = String::from(if first { "[" } else { "[," });
                expected.push_str(&term.to_string());
                expected.push(',');
                push_number(&mut expected, thousandths / 1000.0);
                proptest::prop_assert_eq!(String::from_utf8(block).unwrap(), expected, "{} {}", term, thousandths);
            }
        }
    }

    #[test]
    fn thousandths_print_as_rusts_shortest_form() {
        for k in (-20_000i64..200_000).chain([999_999_999_999, 123_456_789_012_345]) {
            let n = k as f64 / 1000.0;
            let mut fast = String::new();
            push_score(&mut fast, k as f64);
            let shortest = if n.fract() == 0.0 { format!("{}", n as i64) } else { format!("{n}") };
            assert_eq!(fast, shortest, "{k} thousandths");
        }
        let mut s = String::new();
        push_score(&mut s, 0.5);
        assert_eq!(s, "0.0005", "not a whole count of thousandths: the quotient, printed as any number");
    }
}
