//! A real CSS module with a partial (`@use`), an npm import (`~package`, from a load path like a site's node_modules), nesting, a mixin and
//! `:has()` compiles; a broken partial reports its own file and line.

use std::path::{Path, PathBuf};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

#[test]
fn module_scss_compiles() {
    let root = fixtures();
    let css = ferrosaurus_sass::compile_file(&root.join("src/components/card.module.scss"), &[root.join("vendor")]).unwrap();
    assert!(css.contains(".card:has(> a:not([href])):hover {\n  opacity: 0.5;\n}"), "{css}");
    insta::assert_snapshot!(css);
}

#[test]
fn error_in_a_partial_names_the_partial() {
    let dir = std::env::temp_dir().join(format!("ferrosaurus-sass-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("_broken.scss"), "$a: 1px;\n.x {\n  width: $missing;\n}\n").unwrap();
    std::fs::write(dir.join("main.scss"), "@import 'broken';\n").unwrap();
    let err = ferrosaurus_sass::compile_file(&dir.join("main.scss"), &[]).unwrap_err();
    let _ = std::fs::remove_dir_all(&dir);
    let text = err.to_string();
    assert!(text.contains("_broken.scss:3:"), "{text}");
    assert!(text.contains("Undefined variable"), "{text}");
}
