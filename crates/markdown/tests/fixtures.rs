//! Snapshot of every fixture under tests/fixtures: one small .md/.mdx per feature, rendered
//! with highlighting, dumped with its TOC, sections, links and diagnostics.

use crate::common;
use std::fs;
use std::path::Path;

#[test]
fn fixtures_render_as_snapshotted() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let mut names: Vec<_> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.ends_with(".md") || n.ends_with(".mdx"))
        .collect();
    names.sort();
    assert!(names.len() >= 12, "expected the fixture set, found {names:?}");
    for name in names {
        let source = fs::read_to_string(dir.join(&name)).unwrap();
        let rendered = common::render_source(&source, &format!("docs/{name}"), true);
        insta::with_settings!({ snapshot_suffix => name.replace('.', "_"), prepend_module_to_snapshot => false }, {
            insta::assert_snapshot!("fixture", common::describe(&rendered));
        });
    }
}
