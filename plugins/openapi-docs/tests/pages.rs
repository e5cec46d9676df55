//! The plugin over a small fixture spec (snapshots of the rendered HTML) and over the real
//! Coursewire spec of the site.

use std::path::{Path, PathBuf};

use ferrosaurus_core::{LoadContext, Plugin, PluginOutput, Route, Severity, SidebarItem, SiteConfig};
use ferrosaurus_openapi_docs::OpenApiPlugin;
use serde_json::json;

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

fn site_config() -> SiteConfig {
    ferrosaurus_config::load_site_config_from_str(
        "export default {title: 'T', url: 'https://e.com', baseUrl: '/', trailingSlash: false, presets: [['classic', {docs: {routeBasePath: '/'}}]]}",
    )
    .unwrap()
}

fn load(site_dir: &Path, spec_path: &str) -> PluginOutput {
    let config = site_config();
    let options = json!({"id": "openapi", "docsPluginId": "classic", "config": {"pets": {
        "specPath": spec_path, "outputDir": "docs/api",
        "sidebarOptions": {"groupPathsBy": "tag", "categoryLinkSource": "tag"}, "hideSendButton": true}}});
    OpenApiPlugin::from_options(&options, &config).unwrap().load(&LoadContext::new(site_dir, &config)).unwrap()
}

fn route<'a>(out: &'a PluginOutput, path: &str) -> &'a Route {
    out.routes.iter().find(|r| r.page.route == path).unwrap_or_else(|| panic!("no route {path}"))
}

/// The HTML with a line break before each block tag, so snapshot diffs stay readable.
fn pretty(html: &str) -> String {
    let mut out = html.to_string();
    for tag in ["<h1", "<h2", "<h3", "<pre", "<div", "<details", "<ul", "<li", "<p>", "<table", "<tr"] {
        out = out.replace(tag, &format!("\n{tag}"));
    }
    out.trim_start().to_string()
}

#[test]
fn fixture_operation_page_snapshot() {
    let out = load(&fixtures(), "petstore.yaml");
    let page = &route(&out, "/api/update-pet-by-id").page;
    assert_eq!(page.title, "Update a pet");
    insta::assert_snapshot!("update_pet_by_id", pretty(page.html.as_deref().unwrap()));
}

#[test]
fn fixture_info_page_snapshot() {
    let out = load(&fixtures(), "petstore.yaml");
    let page = &route(&out, "/api/pet-store").page;
    assert_eq!(page.title, "Pet Store");
    assert_eq!(page.toc.iter().map(|t| t.id.as_str()).collect::<Vec<_>>(), ["errors"]);
    insta::assert_snapshot!("pet_store_info", pretty(page.html.as_deref().unwrap()));
}

#[test]
fn fixture_page_data() {
    let out = load(&fixtures(), "petstore.yaml");
    let page = &route(&out, "/api/update-pet-by-id").page;
    let doc = page.doc.as_ref().unwrap();
    assert_eq!(doc.id, "api/update-pet-by-id");
    assert_eq!(doc.sidebar_id.as_deref(), Some("api"));
    assert_eq!(doc.sidebar_class_name.as_deref(), Some("put api-method"));
    assert_eq!(doc.breadcrumbs.iter().map(|b| b.label.as_str()).collect::<Vec<_>>(), ["Our pets", "Update a pet"]);
    assert_eq!(doc.previous.as_ref().unwrap().permalink, "/api/pet-store");
    assert_eq!(doc.next.as_ref().unwrap().title, "List pets");
    assert!(page.hide_title && page.hide_table_of_contents);
    assert_eq!(page.description.as_deref(), Some("Replaces the pet. Send the `kind` & keep the id."));
    assert_eq!(page.source.as_deref(), Some("petstore.yaml"));

    let intro = route(&out, "/api/pet-store").page.doc.clone().unwrap();
    assert_eq!(intro.breadcrumbs[0].label, "Introduction");
    assert!(intro.previous.is_none());
    assert_eq!(out.doc_permalinks["api/remove-a-pet-for-good"], "/api/remove-a-pet-for-good");
}

#[test]
fn fixture_sidebar_groups_by_tag() {
    let out = load(&fixtures(), "petstore.yaml");
    let items = &out.sidebars["api"];
    let shape: Vec<String> = items
        .iter()
        .map(|i| match i {
            SidebarItem::Link { label, .. } => label.clone(),
            SidebarItem::Category { label, items, collapsed, collapsible, .. } => {
                assert!(*collapsed && *collapsible);
                let children: Vec<String> = items
                    .iter()
                    .map(|c| match c {
                        SidebarItem::Link { label, class_name, .. } => format!("{label} ({})", class_name.as_deref().unwrap_or("")),
                        other => panic!("unexpected {other:?}"),
                    })
                    .collect();
                format!("{label}: {}", children.join(", "))
            }
            other => panic!("unexpected {other:?}"),
        })
        .collect();
    assert_eq!(
        shape,
        [
            "Introduction",
            "Our pets: Update a pet (api-method put), List pets (api-method get)",
            "Reports: List pets (api-method get)",
            "UNTAGGED: Remove a pet for good (api-method delete menu__list-item--deprecated)",
        ]
    );
}

#[test]
fn fixture_warns_about_nameless_operations() {
    let out = load(&fixtures(), "petstore.yaml");
    let warnings: Vec<_> = out.diagnostics.iter().filter(|d| d.severity == Severity::Warning).collect();
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert!(warnings[0].message.contains("POST /pets"));
    assert!(!out.diagnostics.iter().any(|d| d.is_error()));
    assert_eq!(out.routes.len(), 4);
}

#[test]
fn missing_spec_is_an_error_naming_it() {
    let out = load(&fixtures(), "nope/missing.yaml");
    assert!(out.routes.is_empty());
    let err = out.diagnostics.iter().find(|d| d.is_error()).expect("an error");
    assert_eq!(err.file.as_deref(), Some(Path::new("nope/missing.yaml")));
    assert!(err.message.contains("nope/missing.yaml"));
}

#[test]
fn broken_yaml_is_an_error_with_its_line() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("bad.yaml"), "openapi: 3.0.3\ninfo:\n  title: X\npaths:\n  /a:\n    get: {summary: [x\n").unwrap();
    let out = load(dir.path(), "bad.yaml");
    let err = out.diagnostics.iter().find(|d| d.is_error()).expect("an error");
    assert_eq!(err.file.as_deref(), Some(Path::new("bad.yaml")));
    assert!(err.line.is_some_and(|l| l >= 6), "{err}");
    assert!(out.routes.is_empty());
}

const COURSEWIRE_SLUGS: [&str; 21] = [
    "coursewire",
    "get-admin-platforms",
    "get-admin-platforms-id",
    "post-admin-platforms",
    "put-admin-platforms-id",
    "delete-admin-platforms-id",
    "post-admin-platforms-platform-id-activate",
    "post-admin-platforms-platform-id-deactivate",
    "get-api-registrations",
    "post-api-registrations-complete",
    "get-idtoken",
    "get-lineitems",
    "get-lineitem",
    "post-api-lineitems",
    "put-api-lineitems-lineitemid",
    "delete-api-lineitems-lineitemid",
    "get-lineitem-scores",
    "post-lineitem-scores",
    "get-memberships",
    "post-api-deeplinking-form",
    "post-api-deeplinking-message",
];

/// The real site: its config, its plugin options and its spec.
fn coursewire() -> PluginOutput {
    let site_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../site");
    let loaded = ferrosaurus_config::load_site_config(&site_dir).unwrap();
    let entry = loaded.config.plugins.iter().find(|p| p.name == "docusaurus-plugin-openapi-docs").expect("the site configures the plugin");
    let plugin = OpenApiPlugin::from_options(&entry.options, &loaded.config).unwrap();
    plugin.load(&LoadContext::new(&site_dir, &loaded.config)).unwrap()
}

#[test]
fn coursewire_has_every_page_of_the_site_spec() {
    let out = coursewire();
    assert!(out.diagnostics.is_empty(), "{:?}", out.diagnostics);
    let mut routes: Vec<&str> = out.routes.iter().map(|r| r.page.route.as_str()).collect();
    routes.sort_unstable();
    let mut expected: Vec<String> = COURSEWIRE_SLUGS.iter().map(|s| format!("/api/{s}")).collect();
    expected.sort_unstable();
    assert_eq!(routes, expected);
    assert_eq!(out.routes[0].page.route, "/api/coursewire", "the info page comes first");
    for slug in COURSEWIRE_SLUGS {
        assert_eq!(out.doc_permalinks[&format!("api/{slug}")], format!("/api/{slug}"));
    }
    let activate = &route(&out, "/api/post-admin-platforms-platform-id-activate").page;
    let html = activate.html.as_deref().unwrap();
    assert!(html.contains("<span class=\"badge badge--success\">post</span><h2 class=\"openapi__method-endpoint-path\">/admin/platforms/:platformId/activate</h2>"));
    assert!(html.contains("Path Parameters") && html.contains(">platformId<"));
    let create = route(&out, "/api/post-admin-platforms").page.html.clone().unwrap();
    assert!(create.contains("A Moodle site"), "named request example missing");
    assert!(create.contains(">jwksEndpoint<"), "request body schema missing");
    assert!(create.contains("Authorization: <code>SERVICE-AUTH-V1</code>"), "security requirement missing");
}

#[test]
fn coursewire_sidebar_has_the_tag_categories() {
    let out = coursewire();
    let labels: Vec<(&str, usize)> = out.sidebars["api"]
        .iter()
        .map(|i| match i {
            SidebarItem::Link { label, .. } => (label.as_str(), 0),
            SidebarItem::Category { label, items, .. } => (label.as_str(), items.len()),
            SidebarItem::Html { .. } => ("<html>", 0),
        })
        .collect();
    assert_eq!(
        labels,
        [("Introduction", 0), ("Platforms", 7), ("Registrations", 2), ("ID Token", 1), ("Line Items", 5), ("Scores", 2), ("Memberships", 1), ("Deep Linking", 2)]
    );
}

#[test]
fn coursewire_info_page_has_unique_heading_ids() {
    let out = coursewire();
    let page = &route(&out, "/api/coursewire").page;
    let html = page.html.as_deref().unwrap();
    let ids: Vec<&str> = html.split(" id=\"").skip(1).map(|rest| &rest[..rest.find('"').unwrap()]).collect();
    let mut unique = ids.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(ids.len(), unique.len(), "{ids:?}");
    assert!(ids.contains(&"authentication") && ids.contains(&"authentication-1"), "{ids:?}");
    assert!(html.contains("Version: 0.1.2"));
    assert!(html.contains("SERVICE-AUTH-V1") && html.contains("https://api.coursewire.example"));
    assert_eq!(page.doc.as_ref().unwrap().breadcrumbs[0].label, "Introduction");
}
