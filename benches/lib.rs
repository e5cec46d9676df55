//! Shared by the benchmarks: the corpus of `../shared/bench/gen_corpus.py`, generated into a
//! temp folder (the same bytes every run).
//!
//! ```no_run
//! let corpus = ferrosaurus_benches::generate_corpus(100);
//! assert!(corpus.path().join("docs/index.md").is_file());
//! ```

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The generator script, next to this repository in `../shared/bench/`.
pub fn gen_corpus_script() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/bench/gen_corpus.py")
}

/// Writes a complete Docusaurus docs site with `pages` generated docs into a temp folder.
pub fn generate_corpus(pages: usize) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    let status = Command::new("python3")
        .arg(gen_corpus_script())
        .arg(dir.path())
        .arg(pages.to_string())
        .stdout(Stdio::null())
        .status()
        .expect("python3 runs gen_corpus.py");
    assert!(status.success(), "gen_corpus.py failed");
    dir
}
