//! Regression tests for issue 13: an image reference in a doc must never read a file outside the
//! site folder, however the path is written (encoded `..`, encoded slashes, through a symbolic link).

#![allow(unused_imports)] // `Plugin` provides `load` on older trees

use std::path::{Path, PathBuf};

use ferrosaurus_core::{Diagnostic, LoadContext, Plugin, PluginOutput};
use ferrosaurus_content_docs::DocsPlugin;

/// `<tmp>/site/docs/intro.md` with `body`, and `<tmp>/secret.txt` outside the site.
fn load(body: &str, prepare: impl FnOnce(&Path)) -> (tempfile::TempDir, PluginOutput) {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("site");
    std::fs::create_dir_all(site.join("docs")).unwrap();
    std::fs::create_dir_all(site.join("static")).unwrap();
    std::fs::write(dir.path().join("secret.txt"), "AWS_SECRET=hunter2").unwrap();
    std::fs::write(site.join("docs/intro.md"), format!("# Intro\n\n{body}\n")).unwrap();
    prepare(dir.path());
    let config = ferrosaurus_config::load_site_config_from_str(
        "export default {title: 'T', url: 'https://e.com', baseUrl: '/', presets: [['classic', {}]]}",
    )
    .unwrap();
    let out = DocsPlugin::new(config.docs[0].clone()).load(&LoadContext::new(&site, &config)).unwrap();
    (dir, out)
}

/// Every file the plugin asks the build to copy, canonicalised.
fn copied_sources(out: &PluginOutput) -> Vec<PathBuf> {
    out.copies.iter().map(|(_, from)| from.canonicalize().unwrap_or_else(|_| from.clone())).collect()
}

fn assert_nothing_leaks(dir: &tempfile::TempDir, out: &PluginOutput) {
    let site = dir.path().join("site").canonicalize().unwrap();
    for from in copied_sources(out) {
        assert!(from.starts_with(&site), "copies {from:?}, outside the site");
    }
    let html = out.routes.iter().filter_map(|r| r.page.html.as_deref()).collect::<String>();
    assert!(!html.contains("assets/images/secret"), "the page links to a published copy of the secret: {html}");
    assert!(out.diagnostics.iter().any(Diagnostic::is_error), "the refused image is reported: {:?}", out.diagnostics);
}

#[test]
fn issue_13_encoded_dotdot_image_is_refused() {
    let (dir, out) = load("![x](%2e%2e/%2e%2e/secret.txt)", |_| {});
    assert_nothing_leaks(&dir, &out);
}

#[test]
fn issue_13_encoded_slash_dotdot_image_is_refused() {
    let (dir, out) = load("![x](..%2f..%2fsecret.txt)", |_| {});
    assert_nothing_leaks(&dir, &out);
}

#[cfg(unix)]
#[test]
fn issue_13_image_through_a_symlink_leaving_the_site_is_refused() {
    let (dir, out) = load("![x](outside/secret.txt)", |tmp| {
        std::os::unix::fs::symlink(tmp, tmp.join("site/docs/outside")).unwrap();
    });
    assert_nothing_leaks(&dir, &out);
}

#[test]
fn images_inside_the_site_still_resolve() {
    let (dir, out) = load("![x](./img/a%20b.png) ![y](/logo.png)", |tmp| {
        std::fs::create_dir_all(tmp.join("site/docs/img")).unwrap();
        std::fs::write(tmp.join("site/docs/img/a b.png"), "png").unwrap();
        std::fs::write(tmp.join("site/static/logo.png"), "png").unwrap();
    });
    assert!(out.diagnostics.is_empty(), "{:?}", out.diagnostics);
    assert_eq!(copied_sources(&out), [dir.path().join("site/docs/img/a b.png").canonicalize().unwrap()]);
    let html = out.routes[0].page.html.as_deref().unwrap_or_default();
    assert!(html.contains("src=\"/assets/images/a b-") && html.contains("src=\"/logo.png\""), "{html}");
}
