//! The plugin over a few built pages: which pages are read, the documents list, one file per
//! `docusaurus_tag`, and the sidebar parent categories field (issue 10).

use std::path::Path;

use ferrosaurus_core::{DocsOptions, SiteConfig};
use ferrosaurus_search_local::SearchLocalPlugin;
use serde_json::{json, Value};

fn doc_page() -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/doc-page.html")).unwrap()
}

fn config() -> SiteConfig {
    let mut config = SiteConfig::default_for_test();
    config.docs.push(DocsOptions::defaults());
    config
}

#[test]
fn post_build_writes_one_index_per_tag() {
    let options = json!({"indexBlog": false, "indexPages": true, "indexDocSidebarParentCategories": 2, "includeParentCategoriesInPageTitle": true});
    let plugin = SearchLocalPlugin::from_options(&options, &config()).unwrap();
    let pages = [
        ("/docs/guides/launch/flow", Ok(doc_page())),
        ("/404.html", Ok("<main>never read</main>".to_string())),
        ("/docs/tags/lti", Ok("<article><h1>tag page, skipped</h1></article>".to_string())),
        ("/pricing", Ok("<html><head><title>Pricing</title></head><body><main><h1>Plans</h1><p>Free tier</p></main></body></html>".to_string())),
        ("/docs/broken", Err("docs/broken/index.html: stream did not contain valid UTF-8".to_string())),
    ];
    let urls: Vec<&str> = pages.iter().map(|(u, _)| *u).collect();
    let out = plugin.index_pages("/", &urls, |i, buffer| pages[i].1.as_deref().map(|html| buffer.copy_from(html.as_bytes())).map_err(Clone::clone)).unwrap();
    let names: Vec<&str> = out.files.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["search-index-docs-default-current.json", "search-index-default.json"]);
    assert_eq!(out.diagnostics.len(), 1, "one warning for the unreadable page: {:?}", out.diagnostics);

    let docs: Value = serde_json::from_slice(&out.files[0].1.to_vec()).unwrap();
    insta::assert_json_snapshot!(docs["documents"]);
    let index = &docs["index"];
    assert_eq!(index["version"], "2.3.9");
    assert_eq!(index["fields"], json!(["title", "content", "tags", "sidebarParentCategories"]));
    let terms: Vec<&str> = index["invertedIndex"].as_array().unwrap().iter().map(|t| t[0].as_str().unwrap()).collect();
    for term in ["launch", "deep", "guid", "token", "signatur", "nest"] {
        assert!(terms.contains(&term), "term {term} in {terms:?}");
    }
    // Deepest categories first, as the plugin reverses the active path.
    let deep = index["invertedIndex"].as_array().unwrap().iter().find(|t| t[0] == "deep").unwrap();
    assert_eq!(deep[1]["sidebarParentCategories"].as_object().unwrap().len(), 6, "every section of the page has the field");

    let pages_index: Value = serde_json::from_slice(&out.files[1].1.to_vec()).unwrap();
    assert_eq!(pages_index["documents"], json!([{"id": 7, "pageTitle": "Plans", "sectionTitle": "Plans", "sectionRoute": "/pricing", "type": "page"}]));
}

#[test]
fn index_pages_does_not_check_sources_post_build_does() {
    let plugin = SearchLocalPlugin::from_options(&json!({}), &config()).unwrap();
    let err = plugin.index_pages("/", &[], |_, _| Ok(()));
    assert!(err.is_ok(), "index_pages itself does not check; post_build does");
}
