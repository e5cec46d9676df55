//! Issue 12: the `.api.mdx` file `gen-api-docs` writes for an operation with callbacks (a
//! webhook subscription, tests/fixtures/subscriptions.yaml) has the plugin's "Callbacks"
//! section after the responses, with the callbacks' props in numbered JSON files. The names and
//! the markup were checked against docusaurus-plugin-openapi-docs 5.2.0's `gen-api-docs` of the
//! same spec (its `createCallbacks` is the same in v4.7).

use std::path::{Path, PathBuf};

use ferrosaurus_core::{DocsOptions, SiteConfig};
use ferrosaurus_openapi_docs::{GeneratedFile, OpenApiPlugin};
use serde_json::json;

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

/// What `gen-api-docs` writes for the subscriptions spec, as a site at routeBasePath `/` with
/// `outputDir: docs/api` gets it.
fn generate_subscriptions() -> Vec<GeneratedFile> {
    let mut config = SiteConfig::default_for_test();
    let mut docs = DocsOptions::defaults();
    docs.route_base_path = "/".into();
    config.docs.push(docs);
    let options = json!({"id": "openapi", "docsPluginId": "classic", "config": {"hooks": {"specPath": "subscriptions.yaml", "outputDir": "docs/api",
        "sidebarOptions": {"groupPathsBy": "tag", "categoryLinkSource": "tag"}, "hideSendButton": true}}});
    let generated = OpenApiPlugin::from_options(&options, &config).unwrap().generate_api_docs(&fixtures());
    assert!(generated.diagnostics.is_empty(), "{:?}", generated.diagnostics);
    generated.files
}

fn contents<'a>(files: &'a [GeneratedFile], path: &str) -> &'a str {
    &files.iter().find(|f| f.path == Path::new(path)).unwrap_or_else(|| panic!("{path} not generated")).contents
}

/// Issue 12: callbacks in the generated `.api.mdx`.
#[test]
fn issue_12_callbacks_are_in_the_generated_api_mdx() {
    let files = generate_subscriptions();
    let mut names: Vec<String> = files.iter().map(|f| f.path.display().to_string()).collect();
    names.sort();
    assert_eq!(
        names,
        [
            "docs/api/create-subscription.RequestSchema.2.json",
            "docs/api/create-subscription.RequestSchema.3.json",
            "docs/api/create-subscription.RequestSchema.4.json",
            "docs/api/create-subscription.RequestSchema.5.json",
            "docs/api/create-subscription.RequestSchema.json",
            "docs/api/create-subscription.StatusCodes.2.json",
            "docs/api/create-subscription.StatusCodes.3.json",
            "docs/api/create-subscription.StatusCodes.4.json",
            "docs/api/create-subscription.StatusCodes.5.json",
            "docs/api/create-subscription.StatusCodes.json",
            "docs/api/create-subscription.api.mdx",
            "docs/api/delete-subscription.ParamsDetails.json",
            "docs/api/delete-subscription.RequestSchema.json",
            "docs/api/delete-subscription.StatusCodes.json",
            "docs/api/delete-subscription.api.mdx",
            "docs/api/event-hooks.info.mdx",
            "docs/api/sidebar.ts",
            "docs/api/subscriptions.tag.mdx",
        ],
        "the files docusaurus-plugin-openapi-docs 5.2.0 writes for this spec"
    );
    // the `api` front matter is the deflated operation (tested in generate.rs): left out here
    let mdx: String = contents(&files, "docs/api/create-subscription.api.mdx").lines().map(|l| if l.starts_with("api: ") { "api: …\n".to_string() } else { format!("{l}\n") }).collect();
    insta::assert_snapshot!("create_subscription_api_mdx", mdx);
    let mut props = String::new();
    for n in 2..=5 {
        for component in ["RequestSchema", "StatusCodes"] {
            let name = format!("create-subscription.{component}.{n}.json");
            props.push_str(&format!("{name}\n{}\n\n", contents(&files, &format!("docs/api/{name}"))));
        }
    }
    insta::assert_snapshot!("create_subscription_callback_props", props);
    assert!(!contents(&files, "docs/api/delete-subscription.api.mdx").contains("Callbacks"), "no section without callbacks");
}
