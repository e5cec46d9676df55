//! Bad input on `post_build` (issue 10): huge pages, pages without `docusaurus_tag`, duplicate
//! anchors, HTML entities, `<script>`/`<style>` in content, unreadable (non-UTF-8) and empty
//! documents. None panics; each gives at most one warning; the index files stay loadable.

use ferrosaurus_core::{DocsOptions, SiteConfig};
use ferrosaurus_search::sections::MAX_SECTION_TEXT;
use ferrosaurus_search_local::SearchLocalPlugin;
use serde_json::{json, Value};

fn plugin() -> SearchLocalPlugin {
    let mut config = SiteConfig::default_for_test();
    config.docs.push(DocsOptions::defaults());
    SearchLocalPlugin::from_options(&json!({"indexBlog": false}), &config).unwrap()
}

/// A built doc page: `<meta name="docusaurus_tag">` when `tag` is given, `body` in the article.
fn doc(tag: Option<&str>, body: &str) -> String {
    let meta = tag.map(|t| format!(r#"<meta name="docusaurus_tag" content="{t}">"#)).unwrap_or_default();
    format!(r#"<!DOCTYPE html><html><head>{meta}<title>T</title></head><body><article><div class="theme-doc-markdown markdown"><header><h1>Page</h1></header>{body}</div></article></body></html>"#)
}

/// Runs the plugin over `(url, html or read error)` pages: the index files by name, and the
/// warnings.
fn run(pages: &[(&str, Result<String, String>)]) -> (Vec<(String, Value)>, Vec<String>) {
    let urls: Vec<&str> = pages.iter().map(|(u, _)| *u).collect();
    let out = plugin().index_pages("/", &urls, |i, buffer| pages[i].1.as_deref().map(|html| buffer.copy_from(html.as_bytes())).map_err(Clone::clone)).unwrap();
    let files = out.files.iter().map(|(name, bytes)| (name.clone(), serde_json::from_slice(&bytes.to_vec()).expect("index files are JSON"))).collect();
    (files, out.diagnostics.iter().map(|d| d.to_string()).collect())
}

fn terms(index: &Value) -> Vec<String> {
    index["index"]["invertedIndex"].as_array().unwrap().iter().map(|t| t[0].as_str().unwrap().to_string()).collect()
}

#[test]
fn huge_pages_are_cut_with_one_warning_for_all_of_them() {
    let paragraph = "<p>lorem ipsum dolor sit amet consectetur</p>".repeat(MAX_SECTION_TEXT / 30);
    let pages = [
        ("/docs/huge-a", Ok(doc(Some("docs-default-current"), &format!("<h2 id=\"a\">A</h2>{paragraph}<h2 id=\"tail\">Tail</h2><p>tailword</p>")))),
        ("/docs/huge-b", Ok(doc(Some("docs-default-current"), &paragraph))),
    ];
    let (files, warnings) = run(&pages);
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert!(warnings[0].contains(&format!("{} KiB", MAX_SECTION_TEXT / 1024)) && warnings[0].contains("2 page(s)"), "{}", warnings[0]);
    let index = &files[0].1;
    assert!(terms(index).contains(&"tailword".to_string()), "the section after the huge one is still indexed");
    let content_length = index["index"]["fieldVectors"].as_array().unwrap().len();
    assert_eq!(content_length, 4 * 3, "four sections (title, A, Tail; the second page's title), three fields each");
}

#[test]
fn a_page_without_docusaurus_tag_goes_to_the_default_index_without_a_warning() {
    let (files, warnings) = run(&[("/docs/untagged", Ok(doc(None, "<p>untagged words</p>")))]);
    assert!(warnings.is_empty(), "{warnings:?}");
    let names: Vec<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["search-index-default.json"]);
    assert!(terms(&files[0].1).contains(&"untag".to_string()));
}

#[test]
fn duplicate_anchors_give_one_document_each() {
    let body = r##"<h2 class="anchor" id="setup">Setup<a href="#setup" class="hash-link">#</a></h2><p>first</p>
        <h2 class="anchor" id="setup">Setup<a href="#setup" class="hash-link">#</a></h2><p>second</p>"##;
    let (files, warnings) = run(&[("/docs/dup", Ok(doc(Some("docs-default-current"), body)))]);
    assert!(warnings.is_empty(), "{warnings:?}");
    let documents = files[0].1["documents"].as_array().unwrap();
    let routes: Vec<&str> = documents.iter().map(|d| d["sectionRoute"].as_str().unwrap()).collect();
    assert_eq!(routes, ["/docs/dup", "/docs/dup#setup", "/docs/dup#setup"]);
    let ids: std::collections::HashSet<u64> = documents.iter().map(|d| d["id"].as_u64().unwrap()).collect();
    assert_eq!(ids.len(), 3, "ids stay unique");
}

#[test]
fn entities_are_decoded_and_script_and_style_are_never_indexed() {
    let body = r#"<h2 id="e">Caf&eacute; &amp; Co &#x2014; &lt;b&gt;</h2>
        <p>visible&nbsp;text &quot;quoted&quot; &#60;escaped&#62;</p>
        <script>var scriptsecret = "scriptsecret";</script>
        <style>.stylesecret { color: red }</style>
        <p>after<script type="application/ld+json">{"jsonsecret": 1}</script>words</p>"#;
    // an inline script leaves no space: "after" and "words" join, as in the plugin's html2text
    let (files, warnings) = run(&[("/docs/entities", Ok(doc(Some("docs-default-current"), body)))]);
    assert!(warnings.is_empty(), "{warnings:?}");
    let index = &files[0].1;
    let documents = index["documents"].as_array().unwrap();
    assert_eq!(documents[1]["sectionTitle"], "Café & Co — <b>");
    let terms = terms(index);
    for secret in ["scriptsecret", "stylesecret", "jsonsecret", "color", "var"] {
        assert!(!terms.iter().any(|t| t.contains(secret)), "{secret} indexed: {terms:?}");
    }
    for word in ["visibl", "text", "quot", "escap", "afterword"] {
        assert!(terms.contains(&word.to_string()), "{word} missing from {terms:?}");
    }
    assert!(!terms.iter().any(|t| t.contains("&") && t.contains(';')), "an undecoded entity: {terms:?}");
}

#[test]
fn unreadable_and_empty_documents_give_at_most_one_warning_each() {
    let pages = [
        ("/docs/not-utf8", Err("docs/not-utf8.html: stream did not contain valid UTF-8".to_string())),
        ("/docs/empty", Ok(String::new())),
        ("/docs/no-article", Ok("<html><body><p>no article</p></body></html>".to_string())),
        ("/docs/garbage", Ok("<<<>>>&&&;;;<h1><h2><h3></article></div>\u{0}\u{FFFD}".to_string())),
        ("/docs/ok", Ok(doc(Some("docs-default-current"), "<p>fine</p>"))),
    ];
    let (files, warnings) = run(&pages);
    assert_eq!(warnings.len(), 1, "one warning, for the unreadable page: {warnings:?}");
    assert!(warnings[0].contains("/docs/not-utf8"), "{}", warnings[0]);
    let routes: Vec<String> =
        files.iter().flat_map(|(_, f)| f["documents"].as_array().unwrap().iter().map(|d| d["sectionRoute"].as_str().unwrap().to_string()).collect::<Vec<_>>()).collect();
    assert!(routes.contains(&"/docs/ok".to_string()), "{routes:?}");
    assert!(!routes.iter().any(|r| r.contains("not-utf8")), "{routes:?}");
}
