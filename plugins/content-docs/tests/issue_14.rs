//! Issue 14: a dev session asks the docs plugin to leave code highlighting for later
//! (`CodeHighlighting::OnRequest`): most of a Markdown render's time, and a session serves only
//! the pages a browser asks for. The page data is the same but for the code blocks' HTML.

use ferrosaurus_content_docs::DocsPlugin;
use ferrosaurus_core::{CodeHighlighting, LoadContext, PageData, PluginOutput};

fn load(highlighting: CodeHighlighting) -> PluginOutput {
    let dir = tempfile::tempdir().unwrap();
    let doc = "# Intro\n\nSome text, a [link](other.md).\n\n## Code\n\n```js title=\"a.js\"\nconst a = 1;\n```\n";
    for (rel, text) in [("docs/intro.md", doc), ("docs/other.md", "# Other\n")] {
        let path = dir.path().join(rel);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    let config = ferrosaurus_config::load_site_config_from_str("export default {title: 'T', url: 'https://e.com', baseUrl: '/', presets: [['classic', {blog: false}]]}").unwrap();
    let ctx = LoadContext::new(dir.path(), &config).with_code_highlighting(highlighting);
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
