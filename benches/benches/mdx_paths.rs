//! The two MDX paths (issue 8), per page, single thread, over the 1,000-page corpus with 10% of
//! its pages using a custom React component (`write_corpus` with `custom_component_percent`):
//! - the fast path (`ferrosaurus_markdown::render`, highlighting on), over every page;
//! - the classifier (`ferrosaurus_mdx::needs_js`), over every page;
//! - the exact path (`ferrosaurus_mdx::compile` to a JSX module), over every page as if each
//!   needed JavaScript, and over the pages that do;
//! - a build's mix: classify every page, compile the ones that need it, render the others.
//!
//! Run: `cargo bench -p ferrosaurus-benches --bench mdx_paths`. Prints pages/s per line. The
//! exact path's pages are then bundled and rendered by React (SSR), which whole builds measure
//! (`benches/whole-build.sh`); this isolates the Markdown work.

use std::path::{Path, PathBuf};
use std::time::Instant;

use ferrosaurus_benches::{write_corpus, CorpusOptions};
use ferrosaurus_markdown::{parse_front_matter, render, LinkResolver, MarkdownOptions};
use ferrosaurus_mdx::{compile, needs_js, CompileInput};

struct AllResolve;

impl LinkResolver for AllResolve {
    fn resolve_doc(&self, _from: &Path, target: &str) -> Option<String> {
        Some(format!("/docs/{}", target.trim_start_matches("./").trim_start_matches("../")))
    }
    fn resolve_asset(&self, _from: &Path, target: &str) -> Option<String> {
        Some(format!("/assets/{target}"))
    }
}

fn collect(dir: &Path, root: &Path, docs: &mut Vec<(PathBuf, String)>) {
    for entry in std::fs::read_dir(dir).expect("read corpus dir") {
        let path = entry.expect("dir entry").path();
        if path.is_dir() {
            collect(&path, root, docs);
        } else if path.extension().is_some_and(|e| e == "md" || e == "mdx") {
            let text = std::fs::read_to_string(&path).expect("read doc");
            docs.push((path.strip_prefix(root).expect("inside").to_path_buf(), text));
        }
    }
}

/// Runs `work` over `docs` `rounds` times; pages per second of the best round.
fn pages_per_second(docs: &[&(PathBuf, String)], rounds: usize, mut work: impl FnMut(&Path, &str)) -> f64 {
    let mut best = f64::MAX;
    for _ in 0..rounds {
        let started = Instant::now();
        for (path, text) in docs {
            work(path, text);
        }
        best = best.min(started.elapsed().as_secs_f64());
    }
    docs.len() as f64 / best
}

fn main() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut options = CorpusOptions::new(1000);
    options.custom_component_percent = 10;
    write_corpus(dir.path(), &options).expect("corpus written");
    let mut docs = Vec::new();
    collect(&dir.path().join("docs"), dir.path(), &mut docs);
    docs.sort();
    let all: Vec<&(PathBuf, String)> = docs.iter().collect();
    let resolver = AllResolve;
    let markdown = MarkdownOptions::new(&resolver);
    let needing: Vec<&(PathBuf, String)> = all
        .iter()
        .copied()
        .filter(|(path, text)| parse_front_matter(text, path).is_ok_and(|p| needs_js(p.body, p.body_line, &markdown.features).is_some()))
        .collect();
    println!("corpus: {} pages, {} need JavaScript", all.len(), needing.len());

    let fast = pages_per_second(&all, 3, |path, text| {
        if let Ok(parsed) = parse_front_matter(text, path) {
            std::hint::black_box(render(&parsed, path, &markdown));
        }
    });
    let classify = pages_per_second(&all, 3, |path, text| {
        if let Ok(parsed) = parse_front_matter(text, path) {
            std::hint::black_box(needs_js(parsed.body, parsed.body_line, &markdown.features));
        }
    });
    let exact = |docs: &[&(PathBuf, String)]| {
        pages_per_second(docs, 3, |path, text| {
            if let Ok(parsed) = parse_front_matter(text, path) {
                let input = CompileInput::new(path, parsed.body, parsed.body_line, &markdown);
                std::hint::black_box(compile(&input).ok());
            }
        })
    };
    let exact_all = exact(&all);
    let exact_needing = exact(&needing);
    let mix = pages_per_second(&all, 3, |path, text| {
        if let Ok(parsed) = parse_front_matter(text, path) {
            if needs_js(parsed.body, parsed.body_line, &markdown.features).is_some() {
                let input = CompileInput::new(path, parsed.body, parsed.body_line, &markdown);
                std::hint::black_box(compile(&input).ok());
            } else {
                std::hint::black_box(render(&parsed, path, &markdown));
            }
        }
    });
    println!("fast path (render, highlighting on), all pages:   {fast:>8.0} pages/s");
    println!("classifier (needs_js), all pages:                  {classify:>8.0} pages/s");
    println!("exact path (compile to JSX), all pages:            {exact_all:>8.0} pages/s");
    println!("exact path, the pages that need it:                {exact_needing:>8.0} pages/s");
    println!("a build's mix (classify + one path per page):      {mix:>8.0} pages/s");
}
