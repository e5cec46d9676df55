//! Regression tests for issue 13: an image in a blog post must never read a file outside the
//! site folder, however the path is written (encoded `..`, encoded slashes, an absolute path,
//! through a symbolic link). Before, the post's resolver joined the decoded path itself and
//! copied whatever it found into `assets/images/`.

use std::path::{Path, PathBuf};

use ferrosaurus_content_blog::BlogPlugin;
use ferrosaurus_core::{Actions, Diagnostic, LoadContext, Plugin, PluginOutput, SiteConfig};
use serde_json::json;

const SECRET: &str = "AWS_SECRET=hunter2";

/// `<tmp>/site/blog/2024-01-01-post.md` with `body`, and `<tmp>/secret.png` outside the site.
fn load(body: &str, prepare: impl FnOnce(&Path)) -> (tempfile::TempDir, PluginOutput) {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("site");
    std::fs::create_dir_all(site.join("blog")).unwrap();
    std::fs::create_dir_all(site.join("static")).unwrap();
    std::fs::write(dir.path().join("secret.png"), SECRET).unwrap();
    std::fs::write(site.join("blog/2024-01-01-post.md"), format!("# Post\n\n{body}\n\n<!-- truncate -->\n")).unwrap();
    prepare(dir.path());
    let config = SiteConfig::default_for_test();
    let mut blog = BlogPlugin::from_options(&json!({}), &config).unwrap();
    let ctx = LoadContext::new(&site, &config);
    blog.load_content(&ctx).unwrap();
    let mut actions = Actions::new(blog.name().to_string(), blog.id().to_string());
    blog.content_loaded(&ctx, &mut actions).unwrap();
    (dir, actions.finish())
}

/// Every file the plugin asks the build to copy, canonicalised.
fn copied_sources(out: &PluginOutput) -> Vec<PathBuf> {
    out.copies.iter().map(|(_, from)| from.canonicalize().unwrap_or_else(|_| from.clone())).collect()
}

fn pages_html(out: &PluginOutput) -> String {
    out.routes.iter().filter_map(|r| r.page.html.as_deref()).collect()
}

fn assert_nothing_leaks(dir: &tempfile::TempDir, out: &PluginOutput) {
    assert_nothing_copied(dir, out);
    assert!(out.diagnostics.iter().any(Diagnostic::is_error), "the refused image is reported: {:?}", out.diagnostics);
}

fn assert_nothing_copied(dir: &tempfile::TempDir, out: &PluginOutput) {
    let site = dir.path().join("site").canonicalize().unwrap();
    for from in copied_sources(out) {
        assert!(from.starts_with(&site), "copies {from:?}, outside the site");
    }
    let html = pages_html(out);
    assert!(!html.contains("assets/images/secret"), "a page links to a published copy of the secret: {html}");
}

#[test]
fn issue_13_encoded_dotdot_image_is_refused() {
    let (dir, out) = load("![x](%2e%2e/%2e%2e/secret.png)", |_| {});
    assert_nothing_leaks(&dir, &out);
}

#[test]
fn issue_13_encoded_slash_dotdot_image_is_refused() {
    let (dir, out) = load("![x](..%2f..%2fsecret.png)", |_| {});
    assert_nothing_leaks(&dir, &out);
}

/// An absolute path means `static/` (left for the link checker when missing), never the disk.
#[test]
fn issue_13_absolute_image_stays_in_static() {
    let (dir, out) = load("![x](/..%2f..%2fsecret.png)", |_| {});
    assert_nothing_copied(&dir, &out);
    let secret = dir.path().join("secret.png");
    let (dir, out) = load(&format!("![x]({})", secret.display()), |_| {});
    assert_nothing_copied(&dir, &out);
}

#[cfg(unix)]
#[test]
fn issue_13_image_through_a_symlink_leaving_the_site_is_refused() {
    let (dir, out) = load("![x](outside/secret.png)", |tmp| {
        std::os::unix::fs::symlink(tmp, tmp.join("site/blog/outside")).unwrap();
    });
    assert_nothing_leaks(&dir, &out);
}

#[test]
fn images_inside_the_site_still_resolve() {
    let (dir, out) = load("![x](./img/a%20b.png) ![y](/logo.png?v=2)", |tmp| {
        std::fs::create_dir_all(tmp.join("site/blog/img")).unwrap();
        std::fs::write(tmp.join("site/blog/img/a b.png"), "png").unwrap();
        std::fs::write(tmp.join("site/static/logo.png"), "png").unwrap();
    });
    assert!(!out.diagnostics.iter().any(Diagnostic::is_error), "{:?}", out.diagnostics);
    assert_eq!(copied_sources(&out), [dir.path().join("site/blog/img/a b.png").canonicalize().unwrap()]);
    let html = pages_html(&out);
    assert!(html.contains("src=\"/assets/images/a b-") && html.contains("src=\"/logo.png?v=2\""), "{html}");
}
