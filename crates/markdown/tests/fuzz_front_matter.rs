//! Bounded fuzzing of the front matter parser (issue 13): documents mutated from a fixed seed
//! go through `parse_front_matter`, and each must end with a parsed source or a diagnostic,
//! never a panic, a stack overflow or a long stall, and an `Err` names the file and a line
//! inside it. The same entry point is the `front_matter` target of `fuzz/` (cargo-fuzz,
//! nightly) for open-ended runs; this runner keeps a few thousand cases in the normal
//! `cargo test`.

use std::path::Path;
use std::time::{Duration, Instant};

use ferrosaurus_markdown::parse_front_matter;

/// Cases per run: about a second in a debug build.
const CASES: usize = 2_000;
/// Largest mutated document, in bytes.
const MAX_LEN: usize = 64 << 10;
/// Longest any one case may take.
const CASE_LIMIT: Duration = Duration::from_secs(5);

/// Real shapes of front matter the mutations start from.
const SEEDS: &[&str] = &[
    "---\ntitle: Intro\ntags: [a, b]\n---\n# Hello\n",
    "---\nid: x\nsidebar_position: 2\nsidebar_label: 'X'\nslug: /x\ndescription: \"a: b\"\nkeywords: [k1, k2]\nimage: ./a.png\ndraft: false\nunlisted: true\nlast_update:\n  date: 2024-01-01\n  author: me\n---\nBody\n",
    "\u{feff}---\nauthors:\n  - name: A\n    image_url: https://x/y.png\n  - b\ntags:\n  - label: T\n    permalink: /t\ndate: 2021-08-26T10:00:00Z\n---\n\nText <!-- truncate -->\n",
    "---\nbase: &b {a: 1, b: [1, 2]}\nx: *b\ny: [*b, *b]\nsidebar_custom_props: {<<: *b, c: 3}\ntoc_min_heading_level: 2\ntoc_max_heading_level: 5\npagination_next: null\n---\n",
    "---\r\ntitle: |\r\n  multi\r\n  line\r\nhide_table_of_contents: yes\r\n---\r\nbody\r\n",
];

/// Tokens that steer the YAML parser and the typed fields into their interesting paths.
const DICTIONARY: &[&str] = &[
    "---\n", "\n", "  ", "- ", ": ", "? ", "[", "]", "{", "}", ",", "&a ", "*a", "<<: ", "!!str ", "!!binary ", "!tag ",
    "|", ">", "'", "\"", "\\", "#", "%YAML 1.2\n", "...\n", "title", "tags", "slug", "sidebar_position", "date",
    "authors", "null", "~", "true", "1e999", "-0", "0x10", ".nan", "2024-13-45", "é", "🚀", "\t", "\r", "\0", "\u{2028}",
];

fn mutate(rng: &mut fastrand::Rng) -> String {
    let mut s: Vec<u8> = SEEDS[rng.usize(..SEEDS.len())].as_bytes().to_vec();
    for _ in 0..rng.usize(1..=6) {
        let at = rng.usize(..=s.len());
        match rng.u8(..5) {
            0 => {
                let token = DICTIONARY[rng.usize(..DICTIONARY.len())];
                s.splice(at..at, token.bytes());
            }
            1 => {
                let end = (at + rng.usize(..=32)).min(s.len());
                s.drain(at..end);
            }
            2 => {
                // repeat a short run many times: deep nesting, many aliases, huge scalars
                let end = (at + rng.usize(1..=4)).min(s.len());
                let run = s[at..end].to_vec();
                let times = if rng.bool() { rng.usize(..16) } else { rng.usize(..20_000) };
                let repeated: Vec<u8> = run.iter().copied().cycle().take(run.len() * times).collect();
                s.splice(end..end, repeated);
            }
            3 => {
                if let Some(b) = s.get_mut(at) {
                    *b = rng.u8(..);
                }
            }
            _ => {
                let other = SEEDS[rng.usize(..SEEDS.len())].as_bytes();
                let from = rng.usize(..other.len());
                let to = (from + rng.usize(..=64)).min(other.len());
                s.splice(at..at, other[from..to].iter().copied());
            }
        }
        s.truncate(MAX_LEN);
    }
    String::from_utf8_lossy(&s).into_owned()
}

/// One document; an `Err` must point into the file.
fn parse(source: &str) {
    let file = Path::new("docs/fuzz.md");
    if let Err(d) = parse_front_matter(source, file) {
        assert_eq!(d.file.as_deref(), Some(file), "{d}");
        // YAML counts a lone `\r` as a line break, as editors do
        let lines = source.replace("\r\n", "\n").split(['\n', '\r']).count() + 1;
        assert!(d.line.is_none_or(|l| (1..=lines).contains(&l)), "line {:?} outside 1..={lines}: {d}", d.line);
    }
}

#[test]
fn mutated_front_matter_ends_with_a_value_or_a_diagnostic() {
    let mut rng = fastrand::Rng::with_seed(0x13_f00d);
    for case in 0..CASES {
        let source = mutate(&mut rng);
        let start = Instant::now();
        parse(&source);
        let took = start.elapsed();
        assert!(took < CASE_LIMIT, "case {case} took {took:?}: {:?}", &source[..source.len().min(300)]);
    }
}

/// Hostile shapes kept as they were: deep nesting, alias bombs, huge keys (issue 13).
#[test]
fn known_hostile_front_matter_ends_cleanly() {
    let laughs = "---\na: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]\ne: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]\nf: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]\ng: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f]\nh: [*g, *g, *g, *g, *g, *g, *g, *g, *g]\n---\n";
    for source in [
        format!("---\nx: {}\n---\n", "[".repeat(50_000)),
        format!("---\nx: {}1\n---\n", "{a: ".repeat(50_000)),
        format!("---\n{}x: 1\n---\n", "- ".repeat(50_000)),
        format!("---\n{}\n---\n", "? ".repeat(50_000)),
        laughs.to_string(),
        format!("---\ntitle: {}\n---\n", "x".repeat(1 << 20)),
    ] {
        let start = Instant::now();
        parse(&source);
        assert!(start.elapsed() < CASE_LIMIT, "{:?}", &source[..80]);
    }
}

