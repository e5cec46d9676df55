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

/// `work/site` (a config with `sidebarPath` set to `sidebar_path`, and `sidebars`), and
/// `work/outside/secret.js` next to it.
fn site_with_sidebars(sidebar_path: &str, sidebars: &str) -> tempfile::TempDir {
    let work = tempfile::tempdir().unwrap();
    let site = work.path().join("site");
    std::fs::create_dir_all(site.join("docs")).unwrap();
    std::fs::create_dir_all(work.path().join("outside")).unwrap();
    std::fs::write(work.path().join("outside/secret.js"), "export default ['secret'];\n").unwrap();
    std::fs::write(work.path().join("outside/sidebars.js"), "export default {leak: ['secret']};\n").unwrap();
    std::fs::write(
        site.join("docusaurus.config.js"),
        format!("export default {{title: 'T', url: 'https://e.com', baseUrl: '/', presets: [['classic', {{docs: {{sidebarPath: '{sidebar_path}'}}, blog: false}}]]}};\n"),
    )
    .unwrap();
    std::fs::write(site.join("sidebars.js"), sidebars).unwrap();
    work
}

fn refused(outcome: Result<impl std::fmt::Debug, ferrosaurus_config::ConfigError>) -> String {
    match outcome {
        Err(e @ ferrosaurus_config::ConfigError::Refused { .. }) => e.to_string(),
        other => panic!("not refused: {other:?}"),
    }
}

// See: issue 13 (the sidebars file and its imports were read from wherever they pointed).
#[test]
fn issue_13_sidebar_path_outside_the_site_is_refused() {
    for written in ["../outside/sidebars.js", "%2e%2e/outside/sidebars.js", "..%2foutside/sidebars.js", "./docs/../../outside/sidebars"] {
        let work = site_with_sidebars(written, "export default {a: ['intro']};\n");
        let message = refused(ferrosaurus_config::load_site_config(&work.path().join("site")));
        assert!(message.contains("docusaurus.config.js") && message.contains("outside the site folder"), "{written}: {message}");
    }
}

#[test]
fn issue_13_sidebars_imports_outside_the_site_are_refused() {
    for (import, line) in [("../outside/secret", 2), ("./%2e%2e/outside/secret.js", 2), ("./..%2foutside/secret", 2)] {
        let work = site_with_sidebars("./sidebars.js", &format!("// the tutorial\nimport secret from '{import}';\nexport default {{a: secret}};\n"));
        let message = refused(ferrosaurus_config::load_site_config(&work.path().join("site")));
        assert!(message.contains(&format!("sidebars.js:{line}:")) && message.contains("outside the site folder"), "{import}: {message}");
        // the docs plugin's own read of the file refuses it too
        let file = work.path().join("site/sidebars.js");
        let message = refused(load_sidebars(&file, Path::new("sidebars.js")));
        assert!(message.contains("outside the site folder"), "{import}: {message}");
    }
}

#[cfg(unix)]
#[test]
fn issue_13_sidebars_through_a_symlink_leaving_the_site_are_refused() {
    let work = site_with_sidebars("./sidebars.js", "import secret from './linked/secret';\nexport default {a: secret};\n");
    std::os::unix::fs::symlink(work.path().join("outside"), work.path().join("site/linked")).unwrap();
    let message = refused(ferrosaurus_config::load_site_config(&work.path().join("site")));
    assert!(message.contains("symbolic link"), "{message}");

    let work = site_with_sidebars("./linked/sidebars.js", "export default {};\n");
    std::os::unix::fs::symlink(work.path().join("outside"), work.path().join("site/linked")).unwrap();
    let message = refused(ferrosaurus_config::load_site_config(&work.path().join("site")));
    assert!(message.contains("symbolic link"), "{message}");
}

/// A sidebars file that needs Node (a `require` call) is checked before anything runs.
#[test]
fn issue_13_sidebars_run_in_node_cannot_require_outside_the_site() {
    let work = site_with_sidebars("./sidebars.js", "const secret = require('../outside/secret.js');\nmodule.exports = {a: secret.default};\n");
    let message = refused(ferrosaurus_config::load_site_config(&work.path().join("site")));
    assert!(message.contains("sidebars.js:1:") && message.contains("outside the site folder"), "{message}");
}

#[test]
fn sidebars_inside_the_site_and_installed_packages_still_load() {
    let work = site_with_sidebars("./sidebars.js", "import api from './docs/api-sidebar';\nimport shared from '../node_modules/shared-sidebars/index.js';\nexport default {api, shared};\n");
    std::fs::write(work.path().join("site/docs/api-sidebar.ts"), "export default ['intro'];\n").unwrap();
    std::fs::create_dir_all(work.path().join("node_modules/shared-sidebars")).unwrap();
    std::fs::write(work.path().join("node_modules/shared-sidebars/index.js"), "export default ['shared'];\n").unwrap();
    let loaded = ferrosaurus_config::load_site_config(&work.path().join("site")).unwrap();
    assert!(loaded.config.docs[0].evaluated_sidebars.is_none(), "read statically");
    let sidebars = load_sidebars(&work.path().join("site/sidebars.js"), Path::new("sidebars.js")).unwrap();
    assert_eq!(sidebars.sidebars["api"], serde_json::json!(["intro"]));
    assert_eq!(sidebars.sidebars["shared"], serde_json::json!(["shared"]));
}
