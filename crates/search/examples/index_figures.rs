//! Figures for issue 10: time to cut N built pages into sections and to build and serialize
//! their lunr index, and the index size (raw and gzip).
//!
//! `cargo run --release -p ferrosaurus-search --example index_figures -- 1000 10000 [--write DIR]`
//!
//! The pages are generated in the theme's doc markup (title header, prose paragraphs, six
//! h2/h3 sections with hash links, a code block, tags), about 700 words each, from a fixed
//! vocabulary with suffixes so that the index has a realistic number of distinct terms.

use std::io::Write as _;
use std::time::Instant;

use ferrosaurus_search::sections::{split_page, PageType};
use ferrosaurus_search::{FieldSpec, FieldValue, IndexBuilder, Language};

const WORDS: &[&str] = &[
    "launch", "platform", "tool", "token", "deep", "linking", "grade", "roster", "membership", "deployment", "register",
    "configure", "request", "response", "client", "server", "signature", "claim", "context", "resource", "assignment",
    "course", "learner", "instructor", "service", "endpoint", "scope", "access", "message", "payload", "session",
    "cookie", "redirect", "validate", "issuer", "audience", "nonce", "state", "error", "handle", "the", "and", "of", "to",
    "with", "for", "is", "in", "a", "when", "this", "your", "api", "lti", "oauth", "jwks", "key", "public", "private",
];
const SUFFIXES: &[&str] = &["", "", "", "s", "ed", "ing", "ation", "er", "ly", "ment", "ness", "ize"];

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 11) as usize
    }

    fn words(&mut self, n: usize, out: &mut String) {
        for i in 0..n {
            if i > 0 {
                out.push(' ');
            }
            out.push_str(WORDS[self.next() % WORDS.len()]);
            out.push_str(SUFFIXES[self.next() % SUFFIXES.len()]);
            if self.next() % 50 < 1 {
                out.push_str(&(self.next() % 1000).to_string());
            }
        }
    }
}

fn page(i: usize, rng: &mut Rng) -> String {
    let mut html = String::from("<!DOCTYPE html><html><head><meta name=\"docusaurus_tag\" content=\"docs-default-current\"></head><body>");
    html.push_str("<aside class=\"theme-doc-sidebar-container\"><a class=\"menu__link menu__link--active\">Guides</a><a class=\"menu__link menu__link--active\">Page</a></aside>");
    html.push_str(&format!("<article><div class=\"theme-doc-title markdown\"><header><h1>Page {i} "));
    rng.words(3, &mut html);
    html.push_str("</h1></header></div><div class=\"theme-doc-markdown markdown\"><p>");
    rng.words(80, &mut html);
    html.push_str("</p>");
    for s in 0..6 {
        let level = if s % 3 == 2 { 3 } else { 2 };
        html.push_str(&format!("<h{level} class=\"anchor\" id=\"s{s}\">"));
        rng.words(3, &mut html);
        html.push_str(&format!("<a href=\"#s{s}\" class=\"hash-link\">&#8203;</a></h{level}><p>"));
        rng.words(90, &mut html);
        html.push_str("</p>");
        if s == 3 {
            html.push_str("<div class=\"codeBlockContent\"><pre><code><span class=\"token-line\">const x = launch(token)</span></code><button>Copy</button></pre></div>");
        }
    }
    html.push_str("</div><footer><ul class=\"tags\"><li>lti</li><li>launch</li></ul></footer></article></body></html>");
    html
}

fn gzip_len(bytes: &[u8]) -> usize {
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    let _ = encoder.write_all(bytes);
    encoder.finish().map(|v| v.len()).unwrap_or(0)
}

fn figures(pages: usize, write_to: Option<&str>) {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let html: Vec<String> = (0..pages).map(|i| page(i, &mut rng)).collect();
    let html_bytes: usize = html.iter().map(String::len).sum();

    let start = Instant::now();
    let parsed: Vec<_> = html.iter().map(|h| split_page(h.as_bytes(), PageType::Docs).expect("page splits")).collect();
    let split = start.elapsed();

    let start = Instant::now();
    let fields = ["title", "content", "tags", "sidebarParentCategories"].map(FieldSpec::new).to_vec();
    let mut builder = IndexBuilder::new(fields, Language::English).expect("valid fields");
    let mut id = 0;
    for page in &parsed {
        let parents = page.sidebar_parent_categories.clone().unwrap_or_default();
        for section in &page.sections {
            id += 1;
            let values = [
                FieldValue::Text(section.title.clone()),
                FieldValue::Text(section.content.clone()),
                FieldValue::List(section.tags.clone()),
                FieldValue::Text(parents.iter().rev().take(2).cloned().collect::<Vec<_>>().join(" ")),
            ];
            builder.add(&id.to_string(), &values).expect("unique refs");
        }
    }
    let added = start.elapsed();
    let index = builder.build();
    let built = start.elapsed();
    let terms = index.term_count();
    let json = index.to_json();
    let build = start.elapsed();
    println!("  add {:.0} ms, build {:.0} ms, toJSON {:.0} ms", added.as_secs_f64() * 1e3, (built - added).as_secs_f64() * 1e3, (build - built).as_secs_f64() * 1e3);

    if let Some(dir) = write_to {
        let path = std::path::Path::new(dir).join(format!("index-{pages}.json"));
        if let Err(e) = std::fs::write(&path, &json) {
            eprintln!("cannot write {}: {e}", path.display());
        }
    }
    println!(
        "{pages} pages ({:.1} MB HTML), {id} sections, {terms} terms: split {:.0} ms (one thread), index+JSON {:.0} ms; index {:.2} MB raw, {:.2} MB gzip",
        html_bytes as f64 / 1e6,
        split.as_secs_f64() * 1e3,
        build.as_secs_f64() * 1e3,
        json.len() as f64 / 1e6,
        gzip_len(json.as_bytes()) as f64 / 1e6,
    );
}

/// Arguments: page counts, and `--write DIR` to keep each index as `DIR/index-<pages>.json`
/// (for measuring `lunr.Index.load` and a first query in a JavaScript engine).
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let write_to = args.iter().position(|a| a == "--write").and_then(|i| args.get(i + 1)).map(String::as_str);
    let counts: Vec<usize> = args.iter().filter_map(|a| a.parse().ok()).collect();
    for pages in if counts.is_empty() { vec![1000] } else { counts } {
        figures(pages, write_to);
    }
}
