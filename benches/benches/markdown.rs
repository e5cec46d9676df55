//! Markdown stage throughput: front matter + MDX layer + Markdown + (optionally) highlighting
//! over the 1,000-page benchmark corpus (`ferrosaurus_benches::generate_corpus`), single thread.
//!
//! Run: `cargo bench -p ferrosaurus-benches --bench markdown`. Prints MB/s for one plain pass
//! of each mode first, then Criterion's own figures (throughput in MiB/s).

#![allow(missing_docs)] // criterion_group! defines an undocumented `pub fn`

use std::path::{Path, PathBuf};
use std::time::Instant;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use ferrosaurus_markdown::{parse_front_matter, render, Highlighter, LinkResolver, MarkdownOptions};

/// Resolves every doc link and asset, the way a build with a complete site would.
struct AllResolve;

impl LinkResolver for AllResolve {
    fn resolve_doc(&self, _from: &Path, target: &str) -> Option<String> {
        Some(format!("/docs/{}", target.trim_start_matches("./").trim_start_matches("../")))
    }
    fn resolve_asset(&self, _from: &Path, target: &str) -> Option<String> {
        Some(format!("/assets/{target}"))
    }
}

/// Generates the corpus into a temp dir and reads every doc into memory.
fn load_corpus() -> (tempfile::TempDir, Vec<(PathBuf, String)>) {
    let dir = ferrosaurus_benches::generate_corpus(1000).expect("corpus generated");
    let mut docs = Vec::new();
    collect(&dir.path().join("docs"), dir.path(), &mut docs);
    docs.sort();
    (dir, docs)
}

fn collect(dir: &Path, root: &Path, docs: &mut Vec<(PathBuf, String)>) {
    for entry in std::fs::read_dir(dir).expect("read corpus dir") {
        let path = entry.expect("dir entry").path();
        if path.is_dir() {
            collect(&path, root, docs);
        } else if path.extension().is_some_and(|e| e == "md" || e == "mdx") {
            let text = std::fs::read_to_string(&path).expect("read doc");
            docs.push((path.strip_prefix(root).expect("under root").to_path_buf(), text));
        }
    }
}

/// Renders every doc once; returns the HTML bytes produced (so nothing is optimised away).
fn render_all(docs: &[(PathBuf, String)], opts: &MarkdownOptions<'_>) -> usize {
    let mut out = 0;
    for (path, text) in docs {
        let parsed = parse_front_matter(text, path).expect("corpus front matter is valid");
        let rendered = render(&parsed, path, opts);
        out += rendered.html.len() + rendered.toc.len();
    }
    out
}

fn bench_markdown(c: &mut Criterion) {
    let (_dir, docs) = load_corpus();
    let bytes: usize = docs.iter().map(|(_, t)| t.len()).sum();
    let _ = Highlighter::shared(); // load grammars outside the timings
    let resolver = AllResolve;
    let mut plain = MarkdownOptions::new(&resolver);
    plain.highlight = false;
    let highlighted = MarkdownOptions::new(&resolver);

    println!("markdown corpus: {} docs, {:.2} MB", docs.len(), bytes as f64 / 1e6);
    for (name, opts) in [("without highlighting", &plain), ("with highlighting", &highlighted)] {
        let start = Instant::now();
        let html = render_all(&docs, opts);
        let secs = start.elapsed().as_secs_f64();
        println!(
            "markdown {name}: {:.1} MB/s ({:.3} s for {} docs, {:.1} MB of HTML)",
            bytes as f64 / 1e6 / secs,
            secs,
            docs.len(),
            html as f64 / 1e6
        );
    }

    let mut group = c.benchmark_group("markdown");
    group.sample_size(10);
    group.throughput(Throughput::Bytes(bytes as u64));
    group.bench_function("corpus_1000_plain", |b| b.iter(|| render_all(&docs, &plain)));
    group.bench_function("corpus_1000_highlighted", |b| b.iter(|| render_all(&docs, &highlighted)));
    group.finish();
}

criterion_group!(benches, bench_markdown);
criterion_main!(benches);
