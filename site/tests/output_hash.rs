//! Issue 16: this site's output, kept byte for byte. The site is built cold into a temp folder
//! and every file's SHA-256 is compared with `tests/output.sha256` (the `sha256sum` format:
//! `<hex>  <path>`, one line per file, sorted by path), so a refactoring that claims to change
//! nothing proves it, and a change of the output is seen and committed on purpose.
//!
//! Nothing is normalised: a build of the same sources gives the same bytes (file names carry
//! content hashes, no dates or absolute paths are written). When the output changes on purpose,
//! write the new hashes with
//!
//! ```text
//! UPDATE_SITE_OUTPUT_HASH=1 cargo test -p build --test integration output_hash
//! ```
//!
//! and commit `site/tests/output.sha256` with the change (`sha256sum -c output.sha256` in a build
//! folder checks it by hand).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use ferrosaurus_build::{build, BuildOptions, ProgressMode};
use sha2::{Digest, Sha256};

/// The committed hashes, beside this file.
const MANIFEST: &str = "tests/output.sha256";

/// The environment variable that rewrites [`MANIFEST`] instead of comparing with it.
const UPDATE_VAR: &str = "UPDATE_SITE_OUTPUT_HASH";

/// SHA-256 (hex) of every file under `root`, by its `/`-separated path relative to `root`.
fn hash_tree(root: &Path) -> BTreeMap<String, String> {
    walkdir::WalkDir::new(root)
        .into_iter()
        .map(|entry| entry.expect("the build folder is readable"))
        .filter(|entry| entry.file_type().is_file())
        .map(|entry| {
            let rel = entry.path().strip_prefix(root).expect("under the root").to_string_lossy().replace('\\', "/");
            let bytes = std::fs::read(entry.path()).expect("a built file is readable");
            (rel, hex::encode(Sha256::digest(&bytes)))
        })
        .collect()
}

/// The manifest's text for `hashes`.
fn manifest_text(hashes: &BTreeMap<String, String>) -> String {
    hashes.iter().map(|(path, hash)| format!("{hash}  {path}\n")).collect()
}

/// Reads a manifest: `<hex>  <path>` lines (blank lines ignored).
fn parse_manifest(text: &str) -> BTreeMap<String, String> {
    text.lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            let (hash, path) = line.split_once("  ").unwrap_or_else(|| panic!("{MANIFEST}: `{line}` is not `<sha256>  <path>`"));
            (path.to_owned(), hash.to_owned())
        })
        .collect()
}

/// The files added, removed and changed from `stored` to `built`, one per line (`+`, `-`, `~`).
fn changed_files(stored: &BTreeMap<String, String>, built: &BTreeMap<String, String>) -> Vec<String> {
    let added = built.keys().filter(|p| !stored.contains_key(*p)).map(|p| format!("+ {p}"));
    let removed = stored.keys().filter(|p| !built.contains_key(*p)).map(|p| format!("- {p}"));
    let changed = built.iter().filter(|(p, h)| stored.get(*p).is_some_and(|s| s != *h)).map(|(p, _)| format!("~ {p}"));
    let mut lines: Vec<String> = added.chain(removed).chain(changed).collect();
    lines.sort_by(|a, b| a[2..].cmp(&b[2..]));
    lines
}

/// This site, built cold once for the tests of this file.
fn built_site() -> &'static Path {
    static BUILT: OnceLock<tempfile::TempDir> = OnceLock::new();
    BUILT
        .get_or_init(|| {
            let site = Path::new(env!("CARGO_MANIFEST_DIR"));
            let out = tempfile::tempdir().unwrap();
            let mut options = BuildOptions::new(site);
            options.out_dir = Some(out.path().join("build"));
            options.progress = ProgressMode::Quiet;
            options.cache = false;
            let report = build(&options).expect("the site builds");
            let warnings: Vec<String> = report.warnings.iter().map(ToString::to_string).collect();
            assert!(warnings.is_empty(), "the site builds without a warning, got:\n{}", warnings.join("\n"));
            out
        })
        .path()
}

#[test]
fn issue_16_site_output_matches_the_stored_hashes() {
    let site = Path::new(env!("CARGO_MANIFEST_DIR"));
    let build_dir = built_site().join("build");
    let built = hash_tree(&build_dir);
    let manifest = site.join(MANIFEST);
    if std::env::var_os(UPDATE_VAR).is_some() {
        std::fs::write(&manifest, manifest_text(&built)).expect("write the manifest");
        return;
    }
    let stored = parse_manifest(&std::fs::read_to_string(&manifest).unwrap_or_default());
    let changes = changed_files(&stored, &built);
    assert!(
        changes.is_empty(),
        "the site's output differs from {MANIFEST} in {} file(s) (+ added, - removed, ~ changed):\n{}\n\n\
         if the change is meant, write the new hashes and commit them with it:\n  \
         {UPDATE_VAR}=1 cargo test -p build --test integration output_hash",
        changes.len(),
        changes.join("\n")
    );
}

/// Every HTML page of the built site, with its path; at least a hundred of them.
fn built_pages() -> Vec<(PathBuf, Vec<u8>)> {
    let build_dir = built_site().join("build");
    let pages: Vec<(PathBuf, Vec<u8>)> = walkdir::WalkDir::new(&build_dir)
        .into_iter()
        .map(|e| e.expect("readable"))
        .filter(|entry| entry.path().extension().is_some_and(|ext| ext == "html"))
        .map(|entry| (entry.path().to_path_buf(), std::fs::read(entry.path()).expect("a built page is readable")))
        .collect();
    assert!(pages.len() > 100, "only {} pages", pages.len());
    pages
}

// Issue 13: the link check reads pages with a strict tokenizer and falls back to lol_html where
// the tokenizer is unsure; on the pages the build writes it must be sure, and right.
#[test]
fn issue_13_the_link_check_reads_every_page_of_the_site_with_the_fast_tokenizer() {
    for (path, html) in built_pages() {
        assert_eq!(ferrosaurus_links::compare_readings(&html), ferrosaurus_links::Reading::Fast, "{}", path.display());
    }
}

// Issue 10: the search index cuts sections with the same tokenizer, lol_html where it is unsure;
// every page of the site must take the fast path and be cut as lol_html's reading cuts it.
#[test]
fn issue_10_the_search_splitter_reads_every_page_of_the_site_with_the_fast_tokenizer() {
    use ferrosaurus_search::sections::{compare_readings, PageType, Reading};
    for (path, html) in built_pages() {
        for page_type in [PageType::Docs, PageType::Blog, PageType::Page] {
            assert_eq!(compare_readings(&html, page_type), Reading::Fast, "{} as {page_type:?}", path.display());
        }
    }
}

#[test]
fn changed_files_lists_each_difference_once_in_path_order() {
    let map = |pairs: &[(&str, &str)]| pairs.iter().map(|(p, h)| (p.to_string(), h.to_string())).collect::<BTreeMap<_, _>>();
    let stored = map(&[("a.html", "1"), ("b.html", "2"), ("c.html", "3")]);
    let built = map(&[("a.html", "1"), ("b.html", "9"), ("d.html", "4")]);
    assert_eq!(changed_files(&stored, &built), ["~ b.html", "- c.html", "+ d.html"]);
    assert!(changed_files(&built, &built).is_empty());
}

#[test]
fn the_manifest_reads_back_what_it_writes() {
    let hashes: BTreeMap<String, String> = [("assets/js/main.1.js".to_string(), "ab".repeat(32)), ("index.html".to_string(), "cd".repeat(32))].into();
    assert_eq!(parse_manifest(&manifest_text(&hashes)), hashes);
}
