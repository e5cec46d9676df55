//! Issue 14: a dev session asks the docs plugin to leave code highlighting for later
//! (`CodeHighlighting::OnRequest`): most of a Markdown render's time, and a session serves only
//! the pages a browser asks for. The page data is the same but for the code blocks' HTML.

use ferrosaurus_content_docs::DocsPlugin;
use ferrosaurus_core::{CodeHighlighting, LoadContext, PageData, PluginOutput};

fn load(highlighting: CodeHighlighting) -> PluginOutput {
    let dir = tempfile::tempdir().unwrap();
    load_in(dir.path(), highlighting, None)
}

/// The plugin over a two-doc site written into `dir`, with a render cache folder when given.
fn load_in(dir: &std::path::Path, highlighting: CodeHighlighting, cache: Option<&std::path::Path>) -> PluginOutput {
    let doc = "# Intro\n\nSome text, a [link](other.md).\n\n## Code\n\n```js title=\"a.js\"\nconst a = 1;\n```\n";
    for (rel, text) in [("docs/intro.md", doc), ("docs/other.md", "# Other\n")] {
        let path = dir.join(rel);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    let config = ferrosaurus_config::load_site_config_from_str("export default {title: 'T', url: 'https://e.com', baseUrl: '/', presets: [['classic', {blog: false}]]}").unwrap();
    let ctx = LoadContext::new(dir, &config).with_code_highlighting(highlighting).with_cache_dir(cache);
    DocsPlugin::new(config.docs[0].clone()).load(&ctx).unwrap()
}

fn intro(out: &PluginOutput) -> PageData {
    out.routes.iter().find(|r| r.page.route == "/docs/intro").expect("the intro doc").page.clone()
}

#[test]
fn on_request_leaves_only_the_code_unhighlighted() {
    let now = intro(&load(CodeHighlighting::Now));
    let later = intro(&load(CodeHighlighting::OnRequest));
    let (now_html, later_html) = (now.html.clone().unwrap(), later.html.clone().unwrap());
    assert!(now_html.contains("class=\"tok-"), "{now_html}");
    assert!(!later_html.contains("class=\"tok-") && later_html.contains("const a = 1;"), "{later_html}");
    // everything else of the page is the same
    let without_html = |page: &PageData| PageData { html: None, ..page.clone() };
    assert_eq!(without_html(&now), without_html(&later));
}

/// The files under `dir`, recursively, sorted.
fn files_under(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut files: Vec<_> = walkdir::WalkDir::new(dir).into_iter().filter_map(Result::ok).filter(|e| e.file_type().is_file()).map(|e| e.into_path()).collect();
    files.sort();
    files
}

#[test]
fn a_session_and_a_build_keep_their_renders_apart() {
    let dir = tempfile::tempdir().unwrap();
    let cache = dir.path().join("cache");
    load_in(dir.path(), CodeHighlighting::Now, Some(&cache));
    let built = files_under(&cache.join("docs"));
    assert_eq!(built.len(), 2, "a build keeps its two renders");
    // a session's load does not take the build's entries as its own, nor remove them
    let session = intro(&load_in(dir.path(), CodeHighlighting::OnRequest, Some(&cache)));
    assert!(!session.html.unwrap().contains("class=\"tok-"));
    assert_eq!(files_under(&cache.join("docs")), built);
    assert_eq!(files_under(&cache.join("docs-unhighlighted")).len(), 2);
    let rebuilt = intro(&load_in(dir.path(), CodeHighlighting::Now, Some(&cache)));
    assert!(rebuilt.html.unwrap().contains("class=\"tok-"));
}
