//! The files `post_build` writes for a site under a baseUrl (issue 9, item 5).

use ferrosaurus_client_redirects::ClientRedirectsPlugin;
use ferrosaurus_core::{BuiltRoute, JsCallError, JsFunction, JsFunctions, PageData, PageKind, Plugin, PostBuildContext, SiteConfig};
use ferrosaurus_node_host::{HostOptions, NodeHost};
use serde_json::{json, Value};

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
        "createRedirects": {"$handle": {"id": 1, "kind": "function"}},
    });
    let plugin = ClientRedirectsPlugin::from_options(&options, &config).unwrap();
    let out = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(out.path().join("docs/intro")).unwrap();
    std::fs::write(out.path().join("docs/intro/index.html"), "page").unwrap();
    let pages = [PageData::new("/base/docs/intro", PageKind::Doc, "Intro"), PageData::new("/base/legacy.php", PageKind::Page, "Legacy")];
    let routes = [BuiltRoute::new(&pages[0], "docs/intro/index.html", None, "docs"), BuiltRoute::new(&pages[1], "legacy.php/index.html", None, "pages")];
    let built = plugin.post_build(&PostBuildContext::new(out.path(), &config, out.path(), &routes)).unwrap();
    let mut files: Vec<String> = built.files.iter().map(|(p, b)| format!("== {p}\n{}", String::from_utf8_lossy(&b.to_vec()))).collect();
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

/// The config's functions in a real Node host.
#[derive(Debug)]
struct Host(NodeHost);

impl JsFunctions for Host {
    fn call(&self, function: JsFunction, args: &[Value]) -> Result<Value, JsCallError> {
        self.0.call(function.0, args).map_err(|e| JsCallError::new(e.to_string()))
    }

    fn define(&self, source: &str) -> Result<JsFunction, JsCallError> {
        self.0.define_function(source).map(JsFunction).map_err(|e| JsCallError::new(e.to_string()))
    }
}

// See: issue 9 (`createRedirects` was warned and not run).
#[test]
fn issue_9_create_redirects_runs_for_every_route() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("config.js"),
        "module.exports = {\n\
           legacy: (existingPath) => {\n\
             if (existingPath.startsWith('/docs/')) return [existingPath.replace('/docs/', '/old-docs/'), existingPath + '/v1'];\n\
             if (existingPath === '/blog') return '/news';\n\
             return undefined;\n\
           },\n\
           bad: (p) => p === '/blog' ? 'news?x=1' : undefined,\n\
           throws: () => { throw new TypeError('cannot redirect'); },\n\
         };\n",
    )
    .unwrap();
    let host = Host(NodeHost::start(&HostOptions::new(dir.path())).expect("node runs"));
    let exports = host.0.eval_module(&dir.path().join("config.js"), false, false).unwrap();
    let mut config = SiteConfig::default_for_test();
    config.base_url = "/base/".into();
    let out = tempfile::tempdir().unwrap();
    let pages = [PageData::new("/base/docs/intro", PageKind::Doc, "Intro"), PageData::new("/base/blog", PageKind::BlogList, "Blog")];
    let routes = [BuiltRoute::new(&pages[0], "docs/intro/index.html", None, "docs"), BuiltRoute::new(&pages[1], "blog/index.html", None, "blog")];
    let run = |name: &str| {
        let plugin = ClientRedirectsPlugin::from_options(&json!({"createRedirects": exports[name].clone()}), &config).unwrap();
        plugin.post_build(&PostBuildContext::new(out.path(), &config, out.path(), &routes).with_js(Some(&host))).unwrap()
    };

    let built = run("legacy");
    assert!(built.diagnostics.is_empty(), "{:?}", built.diagnostics);
    let files: Vec<(&str, String)> = built.files.iter().map(|(p, b)| (p.as_str(), String::from_utf8_lossy(&b.to_vec()).into_owned())).collect();
    let written: Vec<&str> = files.iter().map(|(p, _)| *p).collect();
    assert_eq!(written, ["old-docs/intro/index.html", "docs/intro/v1/index.html", "news/index.html"]);
    assert!(files[0].1.contains(r#"<link rel="canonical" href="/base/docs/intro" />"#), "{}", files[0].1);
    assert!(files[2].1.contains(r#"<meta http-equiv="refresh" content="0; url=/base/blog">"#), "{}", files[2].1);

    for (name, needle) in [("bad", "some created redirects are invalid"), ("throws", "TypeError: cannot redirect")] {
        let built = run(name);
        assert!(built.files.is_empty());
        let d = &built.diagnostics[0];
        assert!(d.is_error() && d.message.starts_with("plugin `docusaurus-plugin-client-redirects`, option `createRedirects`: ") && d.message.contains(needle), "{d}");
    }
}
