//! Helpers shared by the integration tests.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

/// A folder under tests/fixtures.
pub(crate) fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

/// Runs `node` on `script` (written to `dir/name`) and returns its stdout; panics with
/// stderr when node fails.
pub(crate) fn run_node(dir: &Path, name: &str, script: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, script).expect("write the script");
    let output = Command::new("node")
        .arg(&path)
        .output()
        .expect("node is installed");
    assert!(
        output.status.success(),
        "node {} failed:\n{}",
        path.display(),
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("utf-8 output")
}

/// `node --check` on a file: true when it parses.
pub(crate) fn node_parses(path: &Path) -> bool {
    Command::new("node")
        .arg("--check")
        .arg(path)
        .status()
        .expect("node is installed")
        .success()
}

/// The module names listed in a non-minified bundle (`// [id] name` lines).
pub(crate) fn module_names(js: &str) -> Vec<String> {
    js.lines()
        .filter_map(|line| line.strip_prefix("// ["))
        .filter_map(|rest| rest.split_once("] ").map(|(_, name)| name.to_string()))
        .collect()
}
