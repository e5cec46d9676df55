//! Fast-path throughput over a folder of docs (e.g. the benchmark corpus from
//! `gen-corpus`), one thread: prints MB/s and pages/s with and without highlighting, best of
//! a few rounds. Builds without SWC, so it can be compared across commits cheaply.
//!
//! `cargo run -p ferrosaurus-markdown --release --example throughput -- DOCS_DIR [ROUNDS=5]`

use std::path::{Path, PathBuf};
use std::time::Instant;

use ferrosaurus_markdown::{parse_front_matter, render, Highlighter, LinkResolver, MarkdownOptions};

/// Resolves every doc link and asset, as a build of a complete site would.
struct AllResolve;

impl LinkResolver for AllResolve {
    fn resolve_doc(&self, _from: &Path, target: &str) -> Option<String> {
        Some(format!("/docs/{}", target.trim_start_matches("./").trim_start_matches("../")))
    }
    fn resolve_asset(&self, _from: &Path, target: &str) -> Option<String> {
        Some(format!("/assets/{target}"))
    }
}

fn collect(dir: &Path, docs: &mut Vec<(PathBuf, String)>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            collect(&path, docs)?;
        } else if path.extension().is_some_and(|e| e == "md" || e == "mdx") {
            let text = std::fs::read_to_string(&path)?;
            docs.push((path, text));
        }
    }
    Ok(())
}

fn render_all(docs: &[(PathBuf, String)], opts: &MarkdownOptions<'_>) -> usize {
    let mut out = 0;
    for (path, text) in docs {
        if let Ok(parsed) = parse_front_matter(text, path) {
            out += render(&parsed, path, opts).html.len();
        }
    }
    out
}

fn main() -> std::io::Result<()> {
    let mut args = std::env::args().skip(1);
    let dir = PathBuf::from(args.next().expect("usage: throughput DOCS_DIR [ROUNDS]"));
    let rounds: usize = args.next().and_then(|r| r.parse().ok()).unwrap_or(5);
    let mut docs = Vec::new();
    collect(&dir, &mut docs)?;
    docs.sort();
    let bytes: usize = docs.iter().map(|(_, t)| t.len()).sum();
    let _ = Highlighter::shared();
    let resolver = AllResolve;
    let mut plain = MarkdownOptions::new(&resolver);
    plain.highlight = false;
    let highlighted = MarkdownOptions::new(&resolver);
    println!("corpus: {} docs, {:.2} MB", docs.len(), bytes as f64 / 1e6);
    for (name, opts) in [("without highlighting", &plain), ("with highlighting", &highlighted)] {
        let mut best = f64::MAX;
        for _ in 0..rounds {
            let start = Instant::now();
            std::hint::black_box(render_all(&docs, opts));
            best = best.min(start.elapsed().as_secs_f64());
        }
        println!(
            "{name}: {:.1} MB/s, {:.0} pages/s (best of {rounds}: {:.3} s)",
            bytes as f64 / 1e6 / best,
            docs.len() as f64 / best,
            best
        );
    }
    Ok(())
}
