//! Regression tests for issue 13's config bombs, in process and fast (the hostile corpus in
//! `crates/cli/tests/hostile.rs` builds the same shapes through the binary).

use std::path::Path;
use std::time::{Duration, Instant};

use ferrosaurus_config::{eval, load_sidebars};

/// 615 bytes of arrays referencing each other: 8^24 elements once copied. Each name lookup
/// cloned the value, and this used 5.4 GB and more; now the fold stops at its value budget and
/// leaves a dynamic marker with the name at its line.
#[test]
fn issue_13_arrays_referencing_each_other_stay_small() {
    let mut source = String::from("const a0 = [1, 1, 1, 1, 1, 1, 1, 1];\n");
    for i in 1..24 {
        let p = i - 1;
        source.push_str(&format!("const a{i} = [a{p}, a{p}, a{p}, a{p}, a{p}, a{p}, a{p}, a{p}];\n"));
    }
    source.push_str("export default {title: 'T', customFields: {big: a23}};\n");
    let start = Instant::now();
    let value = eval::eval_source(Path::new("docusaurus.config.js"), source).unwrap();
    assert!(start.elapsed() < Duration::from_secs(10), "took {:?}", start.elapsed());
    let big = &value["customFields"]["big"];
    let (what, line, _) = eval::as_dynamic(big).unwrap_or_else(|| panic!("not cut: {} bytes", big.to_string().len()));
    assert!(what.contains("a23") || what.contains("budget") || what.contains("grows"), "{what}");
    assert!(line >= 1, "{line}");
}

/// 3,000 nested sidebar categories overflowed the stack of the thread that read them (the docs
/// plugin reads sidebars files on its own threads; a test thread has 2 MiB).
#[test]
fn issue_13_deep_sidebars_file_on_a_small_stack() {
    let dir = tempfile::tempdir().unwrap();
    let mut items = String::from("'intro'");
    for _ in 0..3_000 {
        items = format!("{{type: 'category', label: 'c', items: [{items}]}}");
    }
    let file = dir.path().join("sidebars.js");
    std::fs::write(&file, format!("export default {{tutorial: [{items}]}};\n")).unwrap();
    let outcome = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || load_sidebars(&file, Path::new("sidebars.js")).map(|s| s.sidebars.len()))
        .unwrap()
        .join()
        .expect("no panic");
    // a value or an error are both fine; the test is that the process is still here
    let _ = outcome;
}
