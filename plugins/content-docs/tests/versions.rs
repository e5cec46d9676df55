//! Versioned docs and several docs instances (issue 9): the fixture `fixtures/versioned` has
//! three versions of the default instance (current, 2.0, 1.0) and a second instance
//! `community` with two (current, 1.0).

use std::path::{Path, PathBuf};

use ferrosaurus_content_docs::DocsPlugin;
use ferrosaurus_core::{Diagnostic, LoadContext, PluginOutput, SiteConfig};
use serde_json::{json, Value};

fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/versioned")
}

fn config(extra_docs_options: &str) -> SiteConfig {
    ferrosaurus_config::load_site_config_from_str(&format!(
        "export default {{title: 'Site', url: 'https://e.com', baseUrl: '/', presets: [['classic', {{docs: {{sidebarPath: './sidebars.json', editUrl: 'https://github.com/o/r/edit/main/website', {extra_docs_options}}}}}]],
          plugins: [['@docusaurus/plugin-content-docs', {{id: 'community', path: 'community', routeBasePath: 'community', versions: {{current: {{label: 'Unreleased', banner: 'none'}}}}}}]]}}"
    ))
    .unwrap()
}

fn load(config: &SiteConfig, instance: usize, site: &Path) -> PluginOutput {
    DocsPlugin::new(config.docs[instance].clone()).load(&LoadContext::new(site, config)).unwrap()
}

/// Route, title, version, banner, badge, sidebar, latest link, pagination: what a reader sees.
fn summary(out: &PluginOutput) -> Value {
    let mut routes: Vec<Value> = out
        .routes
        .iter()
        .map(|r| {
            let doc = r.page.doc.as_ref();
            let version = doc.and_then(|d| d.version.as_ref());
            json!({
                "route": r.page.route,
                "kind": format!("{:?}", r.page.kind),
                "title": r.page.title,
                "noindex": r.page.noindex,
                "version": version.map(|v| format!("{} ({}) tag={} class={}", v.version, v.label, v.search_tag, v.class_name)),
                "banner": version.and_then(|v| v.banner),
                "badge": version.map(|v| v.badge),
                "latest": version.and_then(|v| v.latest_version_link.as_ref()).map(|l| format!("{} -> {}", l.title, l.permalink)),
                "sidebar": doc.and_then(|d| d.sidebar_id.clone()),
                "next": doc.and_then(|d| d.next.as_ref()).map(|n| n.permalink.clone()),
                "edit": doc.and_then(|d| d.edit_url.clone()),
                "links": r.page.html.as_deref().map(links).unwrap_or_default(),
            })
        })
        .collect();
    routes.sort_by_key(|r| r["route"].as_str().unwrap_or_default().to_string());
    json!({
        "routes": routes,
        "sidebars": out.sidebars.keys().collect::<Vec<_>>(),
        "doc_permalinks": out.doc_permalinks,
        "diagnostics": out.diagnostics.iter().map(Diagnostic::to_string).collect::<Vec<_>>(),
    })
}

/// The hrefs of a page's HTML.
fn links(html: &str) -> Vec<String> {
    html.split("href=\"").skip(1).filter_map(|s| s.split('"').next()).map(String::from).collect()
}

#[test]
fn three_versions_of_the_default_instance() {
    let config = config("");
    let out = load(&config, 0, &fixture());
    insta::assert_json_snapshot!("default_instance_routes", summary(&out));
    insta::assert_json_snapshot!("default_instance_global_data", out.global_data);
}

#[test]
fn a_second_instance_is_versioned_on_its_own() {
    let config = config("");
    let out = load(&config, 1, &fixture());
    insta::assert_json_snapshot!("community_instance", json!({"summary": summary(&out), "global": out.global_data}));
}

#[test]
fn last_version_only_include_versions_and_no_index() {
    let config = config("lastVersion: 'current', onlyIncludeVersions: ['current', '1.0'], versions: {'1.0': {noIndex: true, badge: false, label: 'Legacy'}}");
    let out = load(&config, 0, &fixture());
    let routes: Vec<String> = out.routes.iter().map(|r| format!("{} noindex={} {:?}", r.page.route, r.page.noindex, r.page.doc.as_ref().and_then(|d| d.version.as_ref()).map(|v| (&v.label, v.banner, v.badge)))).collect();
    insta::assert_debug_snapshot!(routes);
}

/// Issue 9, bad input: a version named in versions.json without its folder.
#[test]
fn issue_9_a_version_without_its_folder_is_a_diagnostic_naming_versions_json() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("docs")).unwrap();
    std::fs::write(dir.path().join("docs/intro.md"), "# Intro\n").unwrap();
    std::fs::write(dir.path().join("sidebars.json"), r#"{"s": ["intro"]}"#).unwrap();
    std::fs::write(dir.path().join("versions.json"), r#"["3.0"]"#).unwrap();
    let config = config("");
    let out = load(&config, 0, dir.path());
    let errors: Vec<String> = out.diagnostics.iter().filter(|d| d.is_error()).map(Diagnostic::to_string).collect();
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].contains("versions.json") && errors[0].contains("versioned_docs/version-3.0"), "{}", errors[0]);
    assert!(out.routes.is_empty(), "nothing half-built");
}
