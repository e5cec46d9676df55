//! The files `post_build` writes for a site under a baseUrl (issue 9, item 5).

use ferrosaurus_client_redirects::ClientRedirectsPlugin;
use ferrosaurus_core::{BuiltRoute, PageData, PageKind, Plugin, PostBuildContext, SiteConfig};

#[test]
fn redirect_files_under_a_base_url() {
    let mut config = SiteConfig::default_for_test();
    config.base_url = "/base/".into();
    let options = serde_json::json!({
        "fromExtensions": ["html"],
        "toExtensions": ["php"],
        "redirects": [
            {"from": ["/old-intro", "/docs/intro-old"], "to": "/docs/intro"},
            {"from": "/anchor", "to": "/docs/intro#install"},
            {"from": "/elsewhere", "to": "https://example.org/page"},
        ],
        "createRedirects": {"$handle": 1, "kind": "function"},
    });
    let plugin = ClientRedirectsPlugin::from_options(&options, &config).unwrap();
    let out = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(out.path().join("docs/intro")).unwrap();
    std::fs::write(out.path().join("docs/intro/index.html"), "page").unwrap();
    let pages = [PageData::new("/base/docs/intro", PageKind::Doc, "Intro"), PageData::new("/base/legacy.php", PageKind::Page, "Legacy")];
    let routes = [BuiltRoute::new(&pages[0], "docs/intro/index.html", None, "docs"), BuiltRoute::new(&pages[1], "legacy.php/index.html", None, "pages")];
    let built = plugin.post_build(&PostBuildContext::new(out.path(), &config, out.path(), &routes)).unwrap();
    let mut files: Vec<String> = built.files.iter().map(|(p, b)| format!("== {p}\n{}", String::from_utf8_lossy(b))).collect();
    files.sort();
    let diagnostics: Vec<String> = built.diagnostics.iter().map(|d| d.to_string()).collect();
    insta::assert_snapshot!(format!("{}\n== diagnostics\n{}", files.join("\n"), diagnostics.join("\n")));
}

#[test]
fn a_missing_target_writes_nothing() {
    let config = SiteConfig::default_for_test();
    let plugin = ClientRedirectsPlugin::from_options(&serde_json::json!({"redirects": [{"from": "/a", "to": "/missing"}]}), &config).unwrap();
    let out = tempfile::tempdir().unwrap();
    let built = plugin.post_build(&PostBuildContext::new(out.path(), &config, out.path(), &[])).unwrap();
    assert!(built.files.is_empty());
    assert!(built.diagnostics[0].is_error());
}
