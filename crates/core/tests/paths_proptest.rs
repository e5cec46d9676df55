//! Property test of [`ferrosaurus_core::paths::confine`] (issue 13): whatever an author writes,
//! encoded, doubled, with mixed separators or Unicode, the path never resolves outside the root,
//! neither lexically nor through a symbolic link.

use std::path::{Path, PathBuf};

use ferrosaurus_core::paths::confine;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

/// A site folder with docs, and beside it (outside) a secret and a folder a symlink points to.
struct Fixture {
    _dir: tempfile::TempDir,
    root: PathBuf,
}

fn fixture() -> Fixture {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("site");
    std::fs::create_dir_all(root.join("docs/guides")).unwrap();
    std::fs::create_dir_all(dir.path().join("outside")).unwrap();
    std::fs::write(dir.path().join("outside/secret.txt"), b"secret").unwrap();
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(dir.path().join("outside"), root.join("docs/leak")).unwrap();
        std::os::unix::fs::symlink(root.join("docs/guides"), root.join("docs/inner")).unwrap();
        std::os::unix::fs::symlink(dir.path().join("nowhere"), root.join("docs/dangling")).unwrap();
    }
    let root = root.canonicalize().unwrap();
    Fixture { _dir: dir, root }
}

/// The pieces hostile paths are made of.
fn segment() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec![
        "..", ".", "", "%2e%2e", "%2E%2e", ".%2e", "%2e.", "..%2f", "..%2F", "..%5c", "%2f", "%5c", "%252e%252e", "%25", "%",
        "\\", "/", "//", "\\\\", "a", "b.png", "guides", "leak", "inner", "dangling", "secret.txt", "outside", "site", "é",
        "%C3%A9", "\u{FF0E}\u{FF0E}", "\u{2024}\u{2024}", "%c0%ae", "%00", "C:", "%3a", "~", "...", "…",
    ])
}

fn written_path() -> impl Strategy<Value = String> {
    (prop::collection::vec(segment(), 0..12), prop::sample::select(vec!["/", "\\", ""])).prop_map(|(parts, sep)| parts.join(sep))
}

fn real_prefix_inside(path: &Path, root: &Path) -> bool {
    match path.ancestors().find(|p| p.exists()) {
        Some(existing) => existing.canonicalize().map(|real| real.starts_with(root)).unwrap_or(false),
        None => false,
    }
}

#[test]
fn issue_13_nothing_resolves_outside_the_site() {
    let fx = fixture();
    let mut runner = TestRunner::new(Config { cases: 3000, failure_persistence: None, ..Config::default() });
    let result = runner.run(&(written_path(), any::<bool>()), |(written, from_docs)| {
        let base = if from_docs { fx.root.join("docs") } else { fx.root.clone() };
        if let Ok(resolved) = confine(&base, &written, &[&fx.root]) {
            prop_assert!(resolved.starts_with(&fx.root), "{written:?} -> {resolved:?}");
            prop_assert!(real_prefix_inside(&resolved, &fx.root), "{written:?} -> {resolved:?} leaves through a link");
            prop_assert!(!resolved.components().any(|c| c == std::path::Component::ParentDir), "{resolved:?}");
        }
        Ok(())
    });
    if let Err(e) = result {
        panic!("{e}");
    }
}
