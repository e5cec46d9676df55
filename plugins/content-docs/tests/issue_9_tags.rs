//! Issue 9: the docs tags file (`tags`, `tags.yml` in the docs folder by default) and
//! `onInlineTags`, which this repository's own site used to get "not implemented" for.

use std::path::Path;

use ferrosaurus_content_docs::DocsPlugin;
use ferrosaurus_core::{LoadContext, PageKind, PluginOutput};

fn load(options: &str, files: &[(&str, &str)]) -> PluginOutput {
    let dir = tempfile::tempdir().unwrap();
    for (rel, text) in files {
        let p = dir.path().join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }
    let config = ferrosaurus_config::load_site_config_from_str(&format!(
        "export default {{title: 'T', url: 'https://e.com', baseUrl: '/', presets: [['classic', {{docs: {options}}}]]}}"
    ))
    .unwrap();
    DocsPlugin::new(config.docs[0].clone()).load(&LoadContext::new(dir.path(), &config)).unwrap()
}

const TAGS_YML: &str = "getting-started:\n  label: Getting started\n  description: First steps\n  permalink: /start\napi:\n";
const INTRO: &str = "---\ntitle: Intro\ntags: [getting-started, api, Misc]\n---\n\nText.\n";

fn tag_pages(out: &PluginOutput) -> Vec<(String, String)> {
    out.routes.iter().filter(|r| r.page.kind == PageKind::TagDocs).map(|r| (r.page.route.clone(), r.page.tags[0].label.clone())).collect()
}

// See: issue 9 (the default tags.yml was never read: only an explicit `tags` option was).
#[test]
fn issue_9_default_tags_yml_declares_labels_permalinks_and_descriptions() {
    let out = load("{}", &[("docs/tags.yml", TAGS_YML), ("docs/intro.md", INTRO)]);
    assert_eq!(
        tag_pages(&out),
        [("/docs/tags/start".to_string(), "Getting started".to_string()), ("/docs/tags/api".into(), "Api".into()), ("/docs/tags/misc".into(), "Misc".into())]
    );
    let start = out.routes.iter().find(|r| r.page.route == "/docs/tags/start").unwrap();
    assert_eq!(start.page.description.as_deref(), Some("First steps"));
    // onInlineTags defaults to warn: one warning for the file, at its `tags:` line
    let inline: Vec<_> = out.diagnostics.iter().filter(|d| d.message.contains("not defined in tags.yml")).collect();
    assert_eq!(inline.len(), 1, "{:?}", out.diagnostics);
    assert!(!inline[0].is_error() && inline[0].message.contains("tags [Misc]"), "{inline:?}");
    assert_eq!((inline[0].file.as_deref(), inline[0].line), (Some(Path::new("docs/intro.md")), Some(3)));
}

// See: issue 9 (`onInlineTags` was accepted and dropped with a warning).
#[test]
fn issue_9_on_inline_tags_throw_and_ignore() {
    let files = [("docs/tags.yml", TAGS_YML), ("docs/intro.md", INTRO)];
    let strict = load("{onInlineTags: 'throw'}", &files);
    assert!(strict.diagnostics.iter().any(|d| d.is_error() && d.message.contains("tags [Misc]")), "{:?}", strict.diagnostics);
    let quiet = load("{onInlineTags: 'ignore'}", &files);
    assert!(quiet.diagnostics.is_empty(), "{:?}", quiet.diagnostics);
    // no tags file: every tag is inline and nothing is reported
    let none = load("{onInlineTags: 'throw', tags: false}", &files);
    assert!(none.diagnostics.is_empty(), "{:?}", none.diagnostics);
    assert!(tag_pages(&none).contains(&("/docs/tags/getting-started".to_string(), "getting-started".to_string())));
    // an explicit file that does not exist is an error
    let missing = load("{tags: 'meta.yml'}", &[("docs/intro.md", INTRO)]);
    assert!(missing.diagnostics.iter().any(|d| d.is_error() && d.message.contains("no tags file `meta.yml`")), "{:?}", missing.diagnostics);
}
