//! The plugin over a small fixture spec (snapshots of each page section), the Petstore 3.0 and
//! 3.1 specs, a large real spec (Twilio v2010), the site's Coursewire spec, and bad input.

use std::path::{Path, PathBuf};

use ferrosaurus_core::{DocsOptions, LoadContext, PluginOutput, Route, Severity, SidebarItem, SiteConfig};
use ferrosaurus_openapi_docs::OpenApiPlugin;
use serde_json::{json, Value};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

fn site_config() -> SiteConfig {
    let mut config = SiteConfig::default_for_test();
    config.trailing_slash = Some(false);
    let mut docs = DocsOptions::defaults();
    docs.route_base_path = "/".into();
    config.docs.push(docs);
    config
}

fn load_with(site_dir: &Path, entry: Value) -> PluginOutput {
    let config = site_config();
    let options = json!({"id": "openapi", "docsPluginId": "classic", "config": {"pets": entry}});
    OpenApiPlugin::from_options(&options, &config).unwrap().load(&LoadContext::new(site_dir, &config)).unwrap()
}

fn load(site_dir: &Path, spec_path: &str) -> PluginOutput {
    load_with(site_dir, json!({"specPath": spec_path, "outputDir": "docs/api", "sidebarOptions": {"groupPathsBy": "tag", "categoryLinkSource": "tag"}, "hideSendButton": true}))
}

fn route<'a>(out: &'a PluginOutput, path: &str) -> &'a Route {
    out.routes.iter().find(|r| r.page.route == path).unwrap_or_else(|| panic!("no route {path}"))
}

fn html<'a>(out: &'a PluginOutput, path: &str) -> &'a str {
    route(out, path).page.html.as_deref().unwrap()
}

/// The HTML with a line break before each block tag, so snapshot diffs stay readable.
fn pretty(html: &str) -> String {
    let mut out = html.to_string();
    for tag in ["<h1", "<h2", "<h3", "<pre", "<div", "<details", "<ul", "<li", "<p>", "<table", "<tr", "<section", "<article"] {
        out = out.replace(tag, &format!("\n{tag}"));
    }
    out.trim_start().to_string()
}

/// The part of `html` from `start` up to (not including) the first of `ends` after it.
fn section<'a>(html: &'a str, start: &str, ends: &[&str]) -> &'a str {
    let from = html.find(start).unwrap_or_else(|| panic!("no {start}"));
    let rest = &html[from..];
    let to = ends.iter().filter_map(|e| rest[1..].find(e).map(|i| i + 1)).min().unwrap_or(rest.len());
    &rest[..to]
}

const LEFT_END: &str = "<div class=\"col col--5";

#[test]
fn operation_sections_snapshots() {
    let out = load(&fixtures(), "petstore.yaml");
    let page = html(&out, "/api/update-pet-by-id");
    insta::assert_snapshot!("update_pet_header", pretty(section(page, "<h1", &["<div class=\"openapi__request\""])));
    insta::assert_snapshot!("update_pet_request", pretty(section(page, "<div class=\"openapi__request\"", &["<div class=\"openapi__responses\""])));
    insta::assert_snapshot!("update_pet_responses", pretty(section(page, "<div class=\"openapi__responses\"", &[LEFT_END])));
    insta::assert_snapshot!("update_pet_request_form", pretty(section(page, "<div class=\"openapi-explorer__request-form\"", &["</div></div></div>"])));
    let list = html(&out, "/api/list-pets");
    insta::assert_snapshot!("list_pets_callbacks", pretty(section(list, "<div class=\"openapi__callbacks\"", &[LEFT_END])));
}

#[test]
fn operation_page_layout_and_badges() {
    let out = load(&fixtures(), "petstore.yaml");
    let page = html(&out, "/api/update-pet-by-id");
    assert!(page.starts_with("<div class=\"row theme-api-markdown\"><div class=\"col col--7 openapi-left-panel__container\">"), "{page}");
    assert!(page.contains("<span class=\"badge badge--info\">PUT</span><h2 class=\"openapi__method-endpoint-path\">/pets/:petId</h2>"));
    let remove = html(&out, "/api/remove-a-pet-for-good");
    assert!(remove.contains("badge--danger\">DELETE<") && remove.contains("This endpoint has been deprecated"));
    let dir = spec_dir("openapi: 3.1.0\ninfo: {title: X, version: '1'}\npaths:\n  /a:\n    get:\n      operationId: old\n      deprecated: true\n      x-deprecated-description: Use **new** instead.\n      responses: {'200': {description: ok}}\n");
    let custom = load(dir.path(), "bad.yaml");
    assert!(html(&custom, "/api/old").contains("<p>Use <strong>new</strong> instead.</p>"));
    // hideSendButton: the request form is there, the button is not
    assert!(page.contains("openapi-explorer__request-form") && !page.contains("Send API Request"));
    let shown = load_with(&fixtures(), json!({"specPath": "petstore.yaml", "outputDir": "docs/api"}));
    assert!(html(&shown, "/api/update-pet-by-id").contains("Send API Request"));
}

#[test]
fn response_tabs_have_schema_and_examples() {
    let out = load(&fixtures(), "petstore.yaml");
    let page = html(&out, "/api/update-pet-by-id");
    let responses = section(page, "<div class=\"openapi__responses\"", &[LEFT_END]);
    for needle in ["data-value=\"200\">200</li>", "response__tab-item--danger", ">Schema</li>", ">Example (from schema)</li>", ">Example</li>", "No pet pet_42."] {
        assert!(responses.contains(needle), "missing {needle}");
    }
    // readOnly `id` is not asked for in the request body, but shown in responses
    let request = section(page, "<div class=\"openapi__request\"", &["<div class=\"openapi__responses\""]);
    assert!(!request.contains(">id<") && responses.contains(">id<"));
    let list = html(&out, "/api/list-pets");
    assert!(list.contains(">oneOf<") && list.contains("Discriminator:</strong> <code>kind</code>"), "{list}");
}

#[test]
fn code_samples_tabs_are_synced_and_merged() {
    let out = load(&fixtures(), "petstore.yaml");
    let page = html(&out, "/api/update-pet-by-id");
    let samples = section(page, "<div class=\"openapi-code-samples\"", &["<div class=\"openapi-explorer__request-form\""]);
    assert!(samples.contains("data-group-id=\"code-samples\""), "the language choice is stored under docusaurus.tab.code-samples");
    let languages: Vec<&str> = samples.split("openapi-tabs__code-item--").skip(1).map(|s| &s[..s.find(|c: char| !c.is_ascii_alphanumeric()).unwrap()]).collect();
    assert_eq!(languages, ["curl", "python", "go", "nodejs", "ruby", "csharp", "php", "java", "powershell"]);
    for variant in ["requests", "http.client", "axios", "Net::HTTP", "RestSharp", "HttpClient", "Guzzle", "pecl_http", "HTTP_Request2", "OkHttp", "Unirest", "RestMethod"] {
        assert!(samples.contains(&format!(">{variant}</li>")), "variant {variant} missing");
    }
    // x-codeSamples: the SDK sample is the first Python tab
    let python = &samples[samples.find("data-group-id=\"code-samples-python\"").unwrap()..];
    assert!(python.find(">SDK</li>").unwrap() < python.find(">requests</li>").unwrap());
    // highlighted at build time, with the operation's URL, auth and body
    assert!(samples.contains("tok-"), "not highlighted");
    assert!(samples.contains("https://api.pets.example/pets/:petId"));
    assert!(samples.contains("&lt;API_KEY_VALUE&gt;"));
}

#[test]
fn language_tabs_of_the_theme_config() {
    let mut config = site_config();
    config.theme_config.extra.insert("languageTabs".into(), json!([{"language": "go"}, {"language": "python", "variants": ["http.client"]}]));
    let options = json!({"config": {"pets": {"specPath": "petstore.yaml", "outputDir": "docs/api"}}});
    let out = OpenApiPlugin::from_options(&options, &config).unwrap().load(&LoadContext::new(&fixtures(), &config)).unwrap();
    let page = html(&out, "/api/update-pet-by-id");
    let languages: Vec<&str> = page.split("openapi-tabs__code-item--").skip(1).map(|s| &s[..s.find(|c: char| !c.is_ascii_alphanumeric()).unwrap()]).collect();
    assert_eq!(languages, ["go", "python"]);
    assert!(page.contains(">http.client</li>") && !page.contains(">requests</li>"));
}

/// Issue 12: `languageTabs[].variant` (this site's `{language: 'java', variant: 'unirest'}`)
/// is the variant shown first; the tab order stays the theme's.
#[test]
fn issue_12_language_tab_variant_is_shown_first() {
    let mut config = site_config();
    config.theme_config.extra.insert("languageTabs".into(), json!([{"highlight": "java", "language": "java", "logoClass": "java", "variant": "unirest"}, {"language": "python"}, {"language": "java2"}]));
    let options = json!({"config": {"pets": {"specPath": "petstore.yaml", "outputDir": "docs/api"}}});
    let out = OpenApiPlugin::from_options(&options, &config).unwrap().load(&LoadContext::new(&fixtures(), &config)).unwrap();
    let page = html(&out, "/api/update-pet-by-id");
    let java = section(page, "data-group-id=\"code-samples-java\"", &["</ul>"]);
    assert!(java.find(">OkHttp<").unwrap() < java.find(">Unirest<").unwrap(), "the order stays: {java}");
    assert!(java.contains("class=\"tabs__item tabs__item--active\" data-value=\"Unirest\""), "{java}");
    let python = section(page, "data-group-id=\"code-samples-python\"", &["</ul>"]);
    assert!(python.contains("tabs__item--active\" data-value=\"SDK\""), "an x-codeSamples entry is still shown first: {python}");
    let warnings: Vec<&str> = out.diagnostics.iter().map(|d| d.message.as_str()).collect();
    assert!(warnings.iter().any(|w| w.contains("`themeConfig.languageTabs[2].language: java2` is not a language")), "{warnings:?}");
}

#[test]
fn info_and_tag_page_snapshots() {
    let out = load(&fixtures(), "petstore.yaml");
    let info = &route(&out, "/api/pet-store").page;
    assert_eq!(info.title, "Pet Store");
    assert_eq!(info.toc.iter().map(|t| t.id.as_str()).collect::<Vec<_>>(), ["errors"]);
    insta::assert_snapshot!("pet_store_info", pretty(info.html.as_deref().unwrap()));
    let tag = &route(&out, "/api/pets").page;
    assert_eq!(tag.title, "Our pets");
    insta::assert_snapshot!("pets_tag_page", pretty(tag.html.as_deref().unwrap()));
    // its operations' cards come after it, drawn by the theme from the tag's sidebar category
    let doc = tag.doc.as_ref().unwrap();
    assert!(doc.ends_with_category_cards);
    assert_eq!(doc.card_descriptions.get("api/list-pets").map(String::as_str), Some("List pets"), "{:?}", doc.card_descriptions);
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
    assert_eq!(doc.breadcrumbs[0].href.as_deref(), Some("/api/pets"), "the category crumb links to the tag page");
    assert_eq!(doc.previous.as_ref().unwrap().permalink, "/api/pets");
    assert_eq!(doc.next.as_ref().unwrap().title, "List pets");
    assert!(page.hide_title && page.hide_table_of_contents);
    assert_eq!(page.description.as_deref(), Some("Replaces the pet. Send the `kind` & keep the id."));
    assert_eq!(page.source.as_deref(), Some("petstore.yaml"));

    let intro = route(&out, "/api/pet-store").page.doc.clone().unwrap();
    assert_eq!(intro.breadcrumbs[0].label, "Introduction");
    assert!(intro.previous.is_none());
    assert_eq!(intro.next.as_ref().unwrap().permalink, "/api/pets");
    assert_eq!(out.doc_permalinks["api/remove-a-pet-for-good"], "/api/remove-a-pet-for-good");
}

#[test]
fn fixture_sidebar_groups_by_tag_with_tag_links() {
    let out = load(&fixtures(), "petstore.yaml");
    let shape: Vec<String> = out.sidebars["api"]
        .iter()
        .map(|i| match i {
            SidebarItem::Link { label, .. } => label.clone(),
            SidebarItem::Category { label, items, href, collapsed, collapsible, .. } => {
                assert!(*collapsed && *collapsible);
                let children: Vec<String> = items
                    .iter()
                    .map(|c| match c {
                        SidebarItem::Link { label, class_name, .. } => format!("{label} ({})", class_name.as_deref().unwrap_or("")),
                        other => panic!("unexpected {other:?}"),
                    })
                    .collect();
                format!("{label} -> {}: {}", href.as_deref().unwrap_or("-"), children.join(", "))
            }
            other => panic!("unexpected {other:?}"),
        })
        .collect();
    assert_eq!(
        shape,
        [
            "Introduction",
            "Our pets -> /api/pets: Update a pet (api-method put), List pets (api-method get)",
            // `Reports` is not in the spec's `tags`: no tag page, as the plugin does
            "Reports -> -: List pets (api-method get)",
            // the plugin's class order (clsx of {deprecated, api-method}, then the method)
            "UNTAGGED -> -: Remove a pet for good (menu__list-item--deprecated api-method delete)",
        ]
    );
}

/// Issue 12: with `categoryLinkSource: info` the info page is the link of the declared tags'
/// categories (not an item of its own) and ends with a DocCardList of the first one, as the
/// plugin's info template does; gen-api-docs writes that template.
#[test]
fn issue_12_info_page_ends_with_its_category_cards() {
    let entry = json!({"specPath": "petstore.yaml", "outputDir": "docs/api", "sidebarOptions": {"groupPathsBy": "tag", "categoryLinkSource": "info"}});
    let out = load_with(&fixtures(), entry.clone());
    assert_clean_but_nameless(&out);
    let shape: Vec<String> = out.sidebars["api"]
        .iter()
        .map(|i| match i {
            SidebarItem::Category { label, href, .. } => format!("{label} -> {}", href.as_deref().unwrap_or("-")),
            SidebarItem::Link { label, .. } => label.clone(),
            other => panic!("unexpected {other:?}"),
        })
        .collect();
    assert_eq!(shape, ["Our pets -> /api/pet-store", "Reports -> -", "UNTAGGED -> -"]);
    assert_eq!(routes(&out), ["/api/list-pets", "/api/pet-store", "/api/remove-a-pet-for-good", "/api/update-pet-by-id"], "no tag pages");
    // the cards are the theme's DocCardList of the category the page is the link of: its
    // items, with the descriptions the page carries
    let Some(SidebarItem::Category { items, .. }) = out.sidebars["api"].first() else { panic!("a category first") };
    let cards: Vec<(&str, &str)> = items
        .iter()
        .filter_map(|i| match i {
            SidebarItem::Link { label, href, .. } => Some((label.as_str(), href.as_str())),
            _ => None,
        })
        .collect();
    assert_eq!(cards, [("Update a pet", "/api/update-pet-by-id"), ("List pets", "/api/list-pets")]);
    let info = &route(&out, "/api/pet-store").page;
    assert!(!info.html.as_deref().unwrap().contains("card"), "no cards written into the page's HTML");
    let doc = info.doc.as_ref().unwrap();
    assert!(doc.ends_with_category_cards);
    assert_eq!(doc.card_descriptions.get("api/update-pet-by-id").map(String::as_str), Some("Replaces the pet. Send the `kind` & keep the id."));
    assert_eq!(doc.breadcrumbs.iter().map(|b| b.label.as_str()).collect::<Vec<_>>(), ["Our pets"]);
    assert_eq!(doc.next.as_ref().map(|n| n.permalink.as_str()), Some("/api/update-pet-by-id"));

    let config = site_config();
    let generated = OpenApiPlugin::from_options(&json!({"config": {"pets": entry}}), &config).unwrap().generate_api_docs(&fixtures());
    let info_mdx = &generated.files.iter().find(|f| f.path.ends_with("pet-store.info.mdx")).unwrap().contents;
    assert!(info_mdx.starts_with("---\nid: pet-store\ntitle: \"Pet Store\"\ndescription: \"A small store of **pets**, used to test the OpenAPI pages.\"\nsidebar_label: \"Pet Store\"\nhide_title: true\ncustom_edit_url: null\n---\n"), "{info_mdx}");
    assert!(info_mdx.ends_with("<DocCardList items={useCurrentSidebarCategory().items}/>\n```\n"), "{info_mdx}");
    let sidebar = &generated.files.iter().find(|f| f.path.ends_with("sidebar.ts")).unwrap().contents;
    assert!(!sidebar.contains("id: \"api/pet-store\",\n    },"), "the info page is no item of its own: {sidebar}");
    assert!(sidebar.contains("label: \"Our pets\",\n      link: {\n        type: \"doc\",\n        id: \"api/pet-store\","), "{sidebar}");
}

/// No error, and only the warning about the fixture's nameless operation.
fn assert_clean_but_nameless(out: &PluginOutput) {
    let others: Vec<_> = out.diagnostics.iter().filter(|d| !d.message.contains("neither an operationId nor a summary")).collect();
    assert!(others.is_empty(), "{others:#?}");
}

#[test]
fn fixture_warns_about_nameless_operations() {
    let out = load(&fixtures(), "petstore.yaml");
    let warnings: Vec<_> = out.diagnostics.iter().filter(|d| d.severity == Severity::Warning).collect();
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert!(warnings[0].message.contains("POST /pets"));
    assert!(warnings[0].line.is_some(), "{:?}", warnings[0]);
    assert!(!out.diagnostics.iter().any(|d| d.is_error()), "{:?}", out.diagnostics);
    // info, the tag page of `Pets` (`Reports` is not declared in `tags`), 3 operations
    assert_eq!(out.routes.len(), 5);
}

/// Builds a spec and returns the output with its error diagnostics printed on failure.
fn assert_clean(out: &PluginOutput, what: &str) {
    assert!(out.diagnostics.is_empty(), "{what}: {:#?}", out.diagnostics);
}

#[test]
fn petstore_30_and_31_build_without_diagnostics() {
    let v30 = load(&fixtures(), "petstore/petstore-3.0.yaml");
    assert_clean(&v30, "petstore 3.0");
    // info + 3 tag pages + 19 operations
    assert_eq!(v30.routes.len(), 23);
    let find = html(&v30, "/api/find-pets-by-status");
    assert!(find.contains("Possible values:") && find.contains("<code>available</code>"));
    let v31 = load(&fixtures(), "petstore/petstore-3.1.yaml");
    assert_clean(&v31, "petstore 3.1");
    let routes: Vec<&str> = v31.routes.iter().map(|r| r.page.route.as_str()).collect();
    // the `newPet` webhook (no operationId, no summary) is named by its event
    assert_eq!(routes, ["/api/swagger-petstore-openapi-3-1", "/api/pet", "/api/update-pet", "/api/add-pet", "/api/get-pet-by-id", "/api/new-pet"]);
    // `$ref` to a `$id` and to an `$anchor` (JSON Schema 2020-12) resolve
    let pet = html(&v31, "/api/get-pet-by-id");
    assert!(pet.contains(">petDetails<") && !pet.contains("names nothing"), "{pet}");
}

/// The routes of `out`, sorted.
fn routes(out: &PluginOutput) -> Vec<String> {
    let mut routes: Vec<String> = out.routes.iter().map(|r| r.page.route.clone()).collect();
    routes.sort();
    routes
}

/// Issue 12: a folder of specs is read to any depth and each spec gets a space of its own
/// (a folder named after its file), so two petstores with the same operation ids do not
/// collide; `_`-prefixed folders and `_category_` files are left out, as the plugin does, and
/// a `$ref`ed part that is no spec is left to the spec that uses it.
#[test]
fn issue_12_a_folder_of_specs_gives_each_spec_its_space() {
    let dir = tempfile::tempdir().unwrap();
    let specs = dir.path().join("specs");
    std::fs::create_dir_all(specs.join("v2/parts")).unwrap();
    std::fs::create_dir_all(specs.join("_drafts")).unwrap();
    std::fs::copy(fixtures().join("petstore/petstore-3.0.yaml"), specs.join("petstore-3.0.yaml")).unwrap();
    std::fs::copy(fixtures().join("petstore/petstore-3.0.yaml"), specs.join("v2/petstore.yaml")).unwrap();
    std::fs::copy(fixtures().join("petstore/petstore-3.1.yaml"), specs.join("_drafts/petstore.yaml")).unwrap();
    std::fs::write(specs.join("_category_.json"), "{\"label\": \"APIs\"}").unwrap();
    std::fs::write(specs.join("v2/parts/error.yaml"), "type: object\nproperties: {code: {type: integer}}\n").unwrap();
    std::fs::write(specs.join("v2/errors.yaml"), "openapi: 3.0.3\ninfo: {title: Errors, version: '1'}\npaths:\n  /errors:\n    get:\n      operationId: listErrors\n      responses:\n        '200':\n          description: ok\n          content: {application/json: {schema: {$ref: 'parts/error.yaml'}}}\n").unwrap();
    let entry = |spec_path: &str| json!({"specPath": spec_path, "outputDir": "docs/api", "sidebarOptions": {"groupPathsBy": "tag", "categoryLinkSource": "tag"}});
    let out = load_with(dir.path(), entry("specs"));
    assert_clean(&out, "a folder of specs");
    let alone = load_with(&fixtures(), entry("petstore/petstore-3.0.yaml"));
    let mut expected: Vec<String> = ["/api/petstore-3-0", "/api/v2/petstore"].iter().flat_map(|space| routes(&alone).into_iter().map(move |r| format!("{space}{}", &r["/api".len()..]))).collect();
    expected.extend(["/api/v2/errors/errors".to_string(), "/api/v2/errors/list-errors".to_string()]);
    expected.sort();
    assert_eq!(routes(&out), expected);
    assert!(routes(&out).contains(&"/api/v2/petstore/find-pets-by-status".to_string()));
    assert!(html(&out, "/api/v2/errors/list-errors").contains(">code<"), "the part is read through the $ref");
    // one sidebar category per spec, named by its title; breadcrumbs start with it
    let labels: Vec<&str> = out.sidebars["api"].iter().map(|i| match i {
        SidebarItem::Category { label, .. } => label.as_str(),
        other => panic!("unexpected {other:?}"),
    }).collect();
    assert_eq!(labels, ["Swagger Petstore - OpenAPI 3.0", "Errors", "Swagger Petstore - OpenAPI 3.0"]);
    let doc = route(&out, "/api/v2/petstore/find-pets-by-status").page.doc.clone().unwrap();
    assert_eq!(doc.id, "api/v2/petstore/find-pets-by-status");
    assert_eq!(doc.breadcrumbs.iter().map(|b| b.label.as_str()).collect::<Vec<_>>(), ["Swagger Petstore - OpenAPI 3.0", "pet", "Finds Pets by status."]);
}

#[test]
fn a_spec_split_across_files_builds() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("api/parts")).unwrap();
    std::fs::write(dir.path().join("api/parts/node.yaml"), "Node:\n  type: object\n  properties:\n    label: {type: string, example: root}\n    children: {type: array, items: {$ref: '#/Node'}}\n").unwrap();
    std::fs::write(dir.path().join("api/parts/params.yaml"), "Depth: {name: depth, in: query, required: true, schema: {type: integer, minimum: 1}}\n").unwrap();
    std::fs::write(
        dir.path().join("api/main.yaml"),
        "openapi: 3.1.0\ninfo: {title: Trees, version: '1'}\nservers: [{url: 'https://trees.example'}]\npaths:\n  /tree:\n    get:\n      operationId: getTree\n      parameters: [{$ref: 'parts/params.yaml#/Depth'}]\n      responses:\n        '200':\n          description: ok\n          content: {application/json: {schema: {$ref: 'parts/node.yaml#/Node'}}}\n",
    )
    .unwrap();
    let out = load(dir.path(), "api/main.yaml");
    assert_clean(&out, "split spec");
    let page = html(&out, "/api/get-tree");
    assert!(page.contains(">depth<") && page.contains("≥ 1") && page.contains(">children<") && page.contains(">Node[]<"), "{page}");
    assert!(page.contains("https://trees.example/tree?depth=1"), "the sample uses the parameter's minimum");
}

#[test]
fn large_real_spec_builds_without_diagnostics() {
    let out = load(&fixtures(), "twilio/twilio_api_v2010.yaml");
    assert_clean(&out, "twilio");
    let operations = out.routes.iter().filter(|r| r.page.doc.as_ref().is_some_and(|d| d.sidebar_class_name.is_some())).count();
    assert_eq!(operations, 197);
    // 47 operations have `summary: ""`: they are titled by their operationId, never left empty
    assert!(out.routes.iter().all(|r| !r.page.title.is_empty()));
    assert_eq!(route(&out, "/api/create-address").page.title, "CreateAddress");
}

#[test]
fn show_schemas_adds_a_page_per_schema() {
    let out = load_with(&fixtures(), json!({"specPath": "petstore.yaml", "outputDir": "docs/api", "showSchemas": true}));
    let pet = html(&out, "/api/schemas/pet");
    assert!(pet.starts_with("<h1 class=\"openapi__heading\">Pet</h1>") && pet.contains(">kind<") && pet.contains(">id<"), "{pet}");
    let last = out.sidebars["api"].last().unwrap();
    let SidebarItem::Category { label, items, .. } = last else { panic!("{last:?}") };
    assert_eq!((label.as_str(), items.len()), ("Schemas", 4));
    assert_eq!(route(&out, "/api/schemas/error").page.doc.as_ref().unwrap().breadcrumbs[0].label, "Schemas");
}

#[test]
fn swagger_2_is_converted() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("v2.yaml"),
        "swagger: '2.0'\ninfo: {title: Old, version: '1'}\nhost: api.old.example\nbasePath: /v1\ndefinitions:\n  Thing: {type: object, properties: {name: {type: string}}}\npaths:\n  /things:\n    post:\n      operationId: addThing\n      consumes: [application/json]\n      parameters:\n        - {name: body, in: body, required: true, schema: {$ref: '#/definitions/Thing'}}\n      responses:\n        '200': {description: ok, schema: {$ref: '#/definitions/Thing'}}\n",
    )
    .unwrap();
    let out = load(dir.path(), "v2.yaml");
    assert_clean(&out, "swagger 2.0");
    let page = html(&out, "/api/add-thing");
    assert!(page.contains("https://api.old.example/v1/things") && page.contains(">name<"), "{page}");
}

/// Issue 12: a real-world shaped Swagger 2.0 spec (shared parameters, a shared body one and a
/// shared form field, formData with a file, collectionFormat, shared responses with examples,
/// three kinds of securityDefinitions, definitions with `$ref` and `allOf`) builds clean.
#[test]
fn issue_12_a_swagger_2_spec_builds_without_diagnostics() {
    let out = load(&fixtures(), "swagger2/bookshop.yaml");
    assert_clean(&out, "swagger 2.0 bookshop");
    assert_eq!(
        routes(&out),
        ["/api/add-book", "/api/books", "/api/bookshop", "/api/covers", "/api/get-book", "/api/list-books", "/api/list-orders", "/api/orders", "/api/place-order", "/api/remove-book", "/api/replace-book", "/api/upload-cover"]
    );
    // the shared body parameter is the request body of both operations that name it
    let add = html(&out, "/api/add-book");
    let body = section(add, "openapi-markdown__details-summary-header-body", &["<div class=\"openapi__responses\""]);
    assert!(body.contains("The book to add or replace.") && body.contains(">isbn<") && body.contains(">authors<") && body.contains("required"), "{body}");
    let replace = html(&out, "/api/replace-book");
    assert!(replace.contains("data-value=\"application/xml\"") && replace.contains(">If-Match<") && replace.contains(">bookId<"), "{replace}");
    // form fields, the file one binary, the shared caption joined in
    let cover = html(&out, "/api/upload-cover");
    assert!(cover.contains("data-value=\"multipart/form-data\"") && cover.contains(">image<") && cover.contains(">caption<") && cover.contains("binary"), "{cover}");
    // x-example became the example the samples use; shared responses keep their examples
    let orders = html(&out, "/api/list-orders");
    assert!(orders.contains("https://api.bookshop.example/v1/orders?status=open"), "{orders}");
    assert!(html(&out, "/api/list-books").contains("limit must be at most 100"));
    let info = html(&out, "/api/bookshop");
    for scheme in ["apiKey", "staff", "partner"] {
        assert!(info.contains(&format!("data-value=\"{scheme}\"")), "{scheme}: {info}");
    }
}

#[test]
fn gen_api_docs_writes_the_plugins_files_and_clean_removes_them() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(fixtures().join("petstore.yaml"), dir.path().join("petstore.yaml")).unwrap();
    std::fs::create_dir_all(dir.path().join("docs/api")).unwrap();
    std::fs::write(dir.path().join("docs/api/keep.md"), "# mine\n").unwrap();
    let config = site_config();
    let options = json!({"config": {"pets": {"specPath": "petstore.yaml", "outputDir": "docs/api", "sidebarOptions": {"groupPathsBy": "tag", "categoryLinkSource": "tag"}, "hideSendButton": true}}});
    let plugin = OpenApiPlugin::from_options(&options, &config).unwrap();
    let generated = plugin.write_api_docs(dir.path()).unwrap();
    let mut names: Vec<String> = generated.files.iter().map(|f| f.path.display().to_string()).collect();
    names.sort();
    assert_eq!(
        names,
        [
            "docs/api/list-pets.ParamsDetails.json",
            "docs/api/list-pets.RequestSchema.2.json",
            "docs/api/list-pets.RequestSchema.json",
            "docs/api/list-pets.StatusCodes.2.json",
            "docs/api/list-pets.StatusCodes.json",
            "docs/api/list-pets.api.mdx",
            "docs/api/pet-store.info.mdx",
            "docs/api/pets.tag.mdx",
            "docs/api/remove-a-pet-for-good.ParamsDetails.json",
            "docs/api/remove-a-pet-for-good.RequestSchema.json",
            "docs/api/remove-a-pet-for-good.StatusCodes.json",
            "docs/api/remove-a-pet-for-good.api.mdx",
            "docs/api/sidebar.ts",
            "docs/api/update-pet-by-id.ParamsDetails.json",
            "docs/api/update-pet-by-id.RequestSchema.json",
            "docs/api/update-pet-by-id.StatusCodes.json",
            "docs/api/update-pet-by-id.api.mdx",
        ],
        "the names docusaurus-plugin-openapi-docs 5.2.0 writes for this spec and these options"
    );
    let api = std::fs::read_to_string(dir.path().join("docs/api/update-pet-by-id.api.mdx")).unwrap();
    assert!(api.starts_with("---\nid: update-pet-by-id\ntitle: \"Update a pet\"\n"), "{api}");
    assert!(api.contains("info_path: api/pet-store\n") && api.contains("<MethodEndpoint\n  method={\"put\"}"));
    assert!(api.contains("<ParamsDetails\n  {...require(\"./update-pet-by-id.ParamsDetails.json\")}\n>"), "{api}");
    let sidebar = std::fs::read_to_string(dir.path().join("docs/api/sidebar.ts")).unwrap();
    assert!(!sidebar.contains("collapsible"), "defaults are not written");
    assert!(sidebar.contains("id: \"api/pets\"") && sidebar.contains("className: \"api-method put\"") && sidebar.ends_with("export default sidebar.apisidebar;\n"), "{sidebar}");
    let removed = plugin.clean_api_docs(dir.path()).unwrap();
    assert_eq!(removed.len(), names.len(), "every file gen-api-docs wrote");
    assert!(dir.path().join("docs/api/keep.md").exists(), "clean leaves other files");
}

/// Issue 12: committed `gen-api-docs` files that no longer match the spec make Docusaurus and
/// ferrosaurus build different pages: one warning names the stale files, one the pages
/// without a file; files that match give none.
#[test]
fn issue_12_committed_files_that_differ_from_the_spec_are_named() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(fixtures().join("petstore.yaml"), dir.path().join("petstore.yaml")).unwrap();
    let entry = json!({"specPath": "petstore.yaml", "outputDir": "docs/api", "sidebarOptions": {"groupPathsBy": "tag", "categoryLinkSource": "tag"}});
    let plugin = OpenApiPlugin::from_options(&json!({"config": {"pets": entry.clone()}}), &site_config()).unwrap();
    plugin.write_api_docs(dir.path()).unwrap();
    let warnings = |out: &PluginOutput| out.diagnostics.iter().filter(|d| d.file.as_deref() == Some(Path::new("docs/api"))).map(|d| d.message.clone()).collect::<Vec<_>>();
    assert_eq!(warnings(&load_with(dir.path(), entry.clone())), Vec::<String>::new());
    let spec = std::fs::read_to_string(dir.path().join("petstore.yaml")).unwrap();
    std::fs::write(dir.path().join("petstore.yaml"), spec.replace("operationId: updatePetById", "operationId: replacePet")).unwrap();
    let found = warnings(&load_with(dir.path(), entry));
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(found[0].contains("docs/api holds pages `gen-api-docs` wrote that petstore.yaml no longer has: update-pet-by-id.api.mdx"), "{}", found[0]);
    assert!(found[1].contains("petstore.yaml has pages that docs/api holds no generated file for: replace-pet.api.mdx"), "{}", found[1]);
}

// ---------------------------------------------------------------- bad input

fn spec_dir(text: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("bad.yaml"), text).unwrap();
    dir
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
    let dir = spec_dir("openapi: 3.0.3\ninfo:\n  title: X\npaths:\n  /a:\n    get: {summary: [x\n");
    let out = load(dir.path(), "bad.yaml");
    let err = out.diagnostics.iter().find(|d| d.is_error()).expect("an error");
    assert_eq!(err.file.as_deref(), Some(Path::new("bad.yaml")));
    assert!(err.line.is_some_and(|l| l >= 6), "{err}");
    assert!(out.routes.is_empty());
}

#[test]
fn invalid_spec_names_file_line_and_pointer_and_keeps_the_rest() {
    let dir = spec_dir("openapi: 3.0.3\ninfo: {title: X, version: '1'}\npaths:\n  /good:\n    get:\n      operationId: good\n      responses: {'200': {description: ok}}\n  /bad:\n    get:\n      operationId: bad\n      parameters:\n        - name: q\n          in: nowhere\n      responses: {'200': {description: ok}}\n");
    let out = load(dir.path(), "bad.yaml");
    let err = out.diagnostics.iter().find(|d| d.is_error()).expect("an error");
    assert!(err.message.contains("/paths/~1bad/get/parameters/0/in") && err.message.contains("unknown variant `nowhere`"), "{err}");
    assert_eq!(err.file.as_deref(), Some(Path::new("bad.yaml")));
    assert_eq!(err.line, Some(13), "{err}");
    assert!(out.routes.iter().any(|r| r.page.route == "/api/good"), "the other operations are still built");
}

#[test]
fn ref_cycle_and_missing_target_are_diagnosed() {
    let dir = spec_dir("openapi: 3.1.0\ninfo: {title: X, version: '1'}\npaths:\n  /a:\n    get:\n      operationId: a\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema: {$ref: '#/components/schemas/Gone'}\n  /b:\n    get:\n      operationId: b\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema: {$ref: '#/components/schemas/A'}\ncomponents:\n  schemas:\n    A: {$ref: '#/components/schemas/B'}\n    B: {$ref: '#/components/schemas/A'}\n");
    let out = load(dir.path(), "bad.yaml");
    let messages: Vec<String> = out.diagnostics.iter().map(|d| format!("{}:{} {}", d.file.as_ref().unwrap().display(), d.line.unwrap_or(0), d.message)).collect();
    assert!(messages.iter().any(|m| m.starts_with("bad.yaml:12 ") && m.contains("#/components/schemas/Gone") && m.contains("names nothing")), "{messages:?}");
    assert!(messages.iter().any(|m| m.contains("#/components/schemas/A") && m.contains("cycle")), "{messages:?}");
    // both pages still exist
    assert!(html(&out, "/api/a").contains("names nothing"));
    assert!(out.routes.iter().any(|r| r.page.route == "/api/b"));
}

#[test]
fn unsupported_format_is_named_with_its_line() {
    let dir = spec_dir("info: {title: X, version: '1'}\nopenapi: 4.0.0\npaths: {}\n");
    let out = load(dir.path(), "bad.yaml");
    let err = out.diagnostics.iter().find(|d| d.is_error()).expect("an error");
    assert!(err.message.contains("`openapi: 4.0.0`") && err.message.contains("not supported"), "{err}");
    assert_eq!(err.line, Some(2));
}

#[test]
fn parameter_examples_and_constants_are_listed() {
    let dir = spec_dir("openapi: 3.1.0\ninfo: {title: X, version: '1'}\npaths:\n  /a:\n    get:\n      operationId: a\n      parameters:\n        - name: v\n          in: query\n          schema: {const: 2}\n          examples:\n            one: {summary: The first, value: 2}\n            ref: {$ref: '#/components/examples/Two'}\n      responses: {'200': {description: ok}}\ncomponents:\n  examples:\n    Two: {value: 2}\n");
    let out = load(dir.path(), "bad.yaml");
    assert_clean(&out, "parameter examples");
    let page = html(&out, "/api/a");
    assert!(page.contains("Constant value:</strong> <code>2</code>"), "{page}");
    assert!(page.contains("<li><strong>The first</strong>: <code>2</code></li><li><strong>ref</strong>: <code>2</code></li>"), "{page}");
}

#[test]
fn empty_security_turns_the_specs_off() {
    let dir = spec_dir("openapi: 3.1.0\ninfo: {title: X, version: '1'}\ncomponents: {securitySchemes: {key: {type: apiKey, in: header, name: X-Key}}}\nsecurity: [{key: []}]\npaths:\n  /open:\n    get:\n      operationId: open\n      security: []\n      responses: {'200': {description: ok}}\n  /closed:\n    get:\n      operationId: closed\n      responses: {'200': {description: ok}}\n");
    let out = load(dir.path(), "bad.yaml");
    assert!(!html(&out, "/api/open").contains("X-Key"));
    assert!(html(&out, "/api/closed").contains("Authorization: <code>key</code>"));
}

#[test]
fn operations_keep_the_order_their_methods_are_written_in() {
    let dir = spec_dir("openapi: 3.1.0\ninfo: {title: X, version: '1'}\npaths:\n  /a:\n    post:\n      operationId: make\n      responses: {'200': {description: ok}}\n    get:\n      operationId: list\n      responses: {'200': {description: ok}}\n");
    let out = load(dir.path(), "bad.yaml");
    let routes: Vec<&str> = out.routes.iter().map(|r| r.page.route.as_str()).collect();
    assert_eq!(routes, ["/api/x", "/api/make", "/api/list"]);
}

#[test]
fn operation_id_collision_names_both() {
    let dir = spec_dir("openapi: 3.1.0\ninfo: {title: X, version: '1'}\npaths:\n  /a:\n    get:\n      operationId: same\n      responses: {'200': {description: ok}}\n  /b:\n    post:\n      operationId: same\n      responses: {'200': {description: ok}}\n");
    let out = load(dir.path(), "bad.yaml");
    let err = out.diagnostics.iter().find(|d| d.message.contains("operationId `same`")).expect("a collision error");
    assert!(err.message.contains("GET /a") && err.message.contains("POST /b"), "{err}");
    assert_eq!(err.line, Some(9));
}

// ---------------------------------------------------------------- the site

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

/// The site's spec with the plugin options `site/docusaurus.config.ts` gives it.
fn coursewire() -> PluginOutput {
    let site_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../site");
    load(&site_dir, "openapi/coursewire.yaml")
}

#[test]
fn coursewire_has_every_page_of_the_site_spec_and_its_tag_pages() {
    let out = coursewire();
    assert!(out.diagnostics.is_empty(), "{:?}", out.diagnostics);
    let routes: Vec<&str> = out.routes.iter().map(|r| r.page.route.as_str()).collect();
    for slug in COURSEWIRE_SLUGS {
        assert!(routes.contains(&format!("/api/{slug}").as_str()), "missing {slug}");
        assert_eq!(out.doc_permalinks[&format!("api/{slug}")], format!("/api/{slug}"));
    }
    // 7 tag pages close the gap to Docusaurus's 113 pages
    assert_eq!(routes.len(), 21 + 7, "{routes:?}");
    assert_eq!(routes[0], "/api/coursewire", "the info page comes first");
    let activate = html(&out, "/api/post-admin-platforms-platform-id-activate");
    assert!(activate.contains("<span class=\"badge badge--success\">POST</span><h2 class=\"openapi__method-endpoint-path\">/admin/platforms/:platformId/activate</h2>"));
    assert!(activate.contains("Path Parameters") && activate.contains(">platformId<"));
    let create = html(&out, "/api/post-admin-platforms");
    assert!(create.contains("A Moodle site"), "named request example missing");
    assert!(create.contains(">jwksEndpoint<"), "request body schema missing");
    assert!(create.contains("Authorization: <code>SERVICE-AUTH-V1</code>"), "security requirement missing");
    assert!(create.contains("https://api.coursewire.example/admin/platforms"), "code samples use the server URL");
    assert!(!create.contains("Send API Request"), "hideSendButton");
}

#[test]
fn coursewire_sidebar_has_the_tag_categories() {
    let out = coursewire();
    let labels: Vec<(&str, usize, bool)> = out.sidebars["api"]
        .iter()
        .map(|i| match i {
            SidebarItem::Link { label, .. } => (label.as_str(), 0, false),
            SidebarItem::Category { label, items, href, .. } => (label.as_str(), items.len(), href.is_some()),
            SidebarItem::Html { .. } => ("<html>", 0, false),
        })
        .collect();
    assert_eq!(
        labels,
        [
            ("Introduction", 0, false),
            ("Platforms", 7, true),
            ("Registrations", 2, true),
            ("ID Token", 1, true),
            ("Line Items", 5, true),
            ("Scores", 2, true),
            ("Memberships", 1, true),
            ("Deep Linking", 2, true)
        ]
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

// ---------------------------------------------------------------- webhooks and x-tagGroups

const WEBHOOKS_SPEC: &str = "openapi: 3.1.0
info: {title: Hooks, version: '1'}
x-tagGroups:
  - {name: Store, tags: [orders, pets]}
tags: [{name: pets}, {name: orders}, {name: admin}]
paths:
  /pets:
    get: {operationId: listPets, tags: [pets], responses: {'200': {description: ok}}}
  /orders:
    get: {operationId: listOrders, tags: [orders], responses: {'200': {description: ok}}}
  /admin:
    get: {operationId: audit, tags: [admin], responses: {'200': {description: ok}}}
webhooks:
  newPet:
    post:
      summary: A pet was added
      tags: [pets]
      requestBody:
        content:
          application/json:
            schema: {type: object, properties: {name: {type: string, example: Rex}}}
      responses: {'200': {description: received}}
  order.created:
    post: {responses: {'200': {description: ok}}}
";

#[test]
fn webhooks_get_pages_with_a_webhook_badge_and_event_pills() {
    let dir = spec_dir(WEBHOOKS_SPEC);
    let out = load(dir.path(), "bad.yaml");
    assert_clean(&out, "webhooks");
    let page = html(&out, "/api/a-pet-was-added");
    assert!(page.contains("<pre class=\"openapi__method-endpoint\"><span class=\"badge badge--secondary\">Webhook</span></pre>"), "{page}");
    assert!(!page.contains("openapi__method-endpoint-path"), "a webhook shows no path");
    assert!(page.contains(">Body<") && page.contains("Rex"), "the payload is documented: {page}");
    assert!(!page.contains("openapi-code-samples"), "no request to make: no code samples");
    // named by the event when it has neither operationId nor summary, as the plugin does
    let unnamed = route(&out, "/api/order-created");
    assert_eq!(unnamed.page.title, "order.created");
    assert_eq!(route(&out, "/api/a-pet-was-added").page.doc.as_ref().and_then(|d| d.sidebar_class_name.as_deref()), Some("event api-method"));
    let pets = out.sidebars["api"].iter().find_map(|i| match i {
        SidebarItem::Category { label, items, .. } if label == "pets" => Some(items.clone()),
        _ => None,
    });
    let classes: Vec<String> = pets.unwrap().iter().filter_map(|i| match i { SidebarItem::Link { label, class_name, .. } => Some(format!("{label} ({})", class_name.as_deref().unwrap_or(""))), _ => None }).collect();
    assert_eq!(classes, ["listPets (api-method get)", "A pet was added (api-method event)"]);
}

#[test]
fn webhook_generated_mdx_uses_the_event_method() {
    let dir = spec_dir(WEBHOOKS_SPEC);
    let config = site_config();
    let options = json!({"config": {"pets": {"specPath": "bad.yaml", "outputDir": "docs/api", "sidebarOptions": {"groupPathsBy": "tag"}}}});
    let generated = OpenApiPlugin::from_options(&options, &config).unwrap().generate_api_docs(dir.path());
    let file = generated.files.iter().find(|f| f.path.ends_with("a-pet-was-added.api.mdx")).expect("the webhook's mdx");
    assert!(file.contents.contains("sidebar_class_name: \"event api-method\""), "{}", file.contents);
    assert!(file.contents.contains("method={\"event\"}\n  path={\"webhook\"}"), "{}", file.contents);
}

#[test]
fn tag_groups_wrap_their_tags_categories() {
    let dir = spec_dir(WEBHOOKS_SPEC);
    let out = load_with(dir.path(), json!({"specPath": "bad.yaml", "outputDir": "docs/api", "sidebarOptions": {"groupPathsBy": "tagGroup", "categoryLinkSource": "tag"}}));
    assert_clean(&out, "tag groups");
    fn shape(item: &SidebarItem) -> String {
        match item {
            SidebarItem::Link { label, .. } => label.clone(),
            SidebarItem::Category { label, items, .. } => format!("{label}[{}]", items.iter().map(shape).collect::<Vec<_>>().join(", ")),
            other => panic!("unexpected {other:?}"),
        }
    }
    let items: Vec<String> = out.sidebars["api"].iter().map(shape).collect();
    assert_eq!(items, ["Introduction", "Store[orders[listOrders], pets[listPets, A pet was added]]", "admin[audit]", "UNTAGGED[order.created]"]);
    // the tag pages still exist
    assert!(out.routes.iter().any(|r| r.page.route == "/api/orders"));
    // breadcrumbs start with the group; previous/next follow the sidebar
    let doc = route(&out, "/api/list-orders").page.doc.clone().unwrap();
    let crumbs: Vec<&str> = doc.breadcrumbs.iter().map(|b| b.label.as_str()).collect();
    assert_eq!(crumbs, ["Store", "orders", "listOrders"]);
    assert_eq!(doc.previous.as_ref().map(|p| p.permalink.as_str()), Some("/api/orders"));
    assert_eq!(doc.next.as_ref().map(|p| p.permalink.as_str()), Some("/api/pets"));
    // and gen-api-docs writes the same grouping into sidebar.ts
    let config = site_config();
    let options = json!({"config": {"pets": {"specPath": "bad.yaml", "outputDir": "docs/api", "sidebarOptions": {"groupPathsBy": "tagGroup", "categoryLinkSource": "tag"}}}});
    let generated = OpenApiPlugin::from_options(&options, &config).unwrap().generate_api_docs(dir.path());
    let sidebar = &generated.files.iter().find(|f| f.path.ends_with("sidebar.ts")).unwrap().contents;
    let (store, orders, admin) = (sidebar.find("\"Store\"").expect("the Store group"), sidebar.find("\"orders\"").unwrap(), sidebar.find("\"admin\"").unwrap());
    assert!(store < orders && orders < admin, "{sidebar}");
}

#[test]
fn broken_refs_in_parameters_and_bodies_and_unknown_types_keep_the_other_operations() {
    let dir = spec_dir("openapi: 3.0.3\ninfo: {title: X, version: '1'}\npaths:\n  /a:\n    post:\n      operationId: a\n      parameters:\n        - $ref: '#/components/parameters/Nope'\n      requestBody: {$ref: '#/components/requestBodies/Gone'}\n      responses: {'200': {description: ok}}\n  /b:\n    get:\n      operationId: b\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema: {type: widget}\n  /c:\n    get:\n      operationId: c\n      responses: {'200': {description: ok}}\n");
    let out = load(dir.path(), "bad.yaml");
    let messages: Vec<String> = out.diagnostics.iter().map(|d| format!("{}:{} {}", d.file.as_ref().map(|f| f.display().to_string()).unwrap_or_default(), d.line.unwrap_or(0), d.message)).collect();
    assert!(messages.iter().any(|m| m.starts_with("bad.yaml:8 ") && m.contains("#/components/parameters/Nope")), "{messages:?}");
    assert!(messages.iter().any(|m| m.starts_with("bad.yaml:9 ") && m.contains("#/components/requestBodies/Gone")), "{messages:?}");
    assert!(messages.iter().any(|m| m.starts_with("bad.yaml:19 ") && m.contains("`type: \"widget\"` is not a JSON Schema type")), "{messages:?}");
    assert!(out.routes.iter().any(|r| r.page.route == "/api/c"), "the sound operation is built");
    assert!(out.routes.iter().any(|r| r.page.route == "/api/a"), "an operation with a broken reference is still built");
}

#[test]
fn a_file_that_is_no_spec_is_named() {
    let dir = spec_dir("just some words\n");
    let out = load(dir.path(), "bad.yaml");
    let err = out.diagnostics.iter().find(|d| d.is_error()).expect("an error");
    assert!(err.message.contains("not an OpenAPI document"), "{err}");
    assert_eq!(err.file.as_deref(), Some(Path::new("bad.yaml")));
}

// The built page lists a callback's methods as tabs in the order the plugin (and our
// `gen-api-docs`, checked against it) lists them, by name: `DELETE lifecycle` before
// `POST lifecycle`, though the spec writes `post` first.
#[test]
fn issue_12_callback_tabs_are_in_the_plugin_s_order() {
    let out = load(&fixtures(), "subscriptions.yaml");
    let page = html(&out, "/api/create-subscription");
    let callbacks = section(page, "<div class=\"openapi__callbacks\"", &[LEFT_END]);
    let tab_list = callbacks.split("</ul>").next().unwrap();
    let labels: Vec<&str> = tab_list.split("role=\"tab\"").skip(1).filter_map(|tab| tab.split('>').nth(1)?.split('<').next()).collect();
    assert_eq!(labels, ["GET verification", "POST event", "DELETE lifecycle", "POST lifecycle"], "{callbacks}");
}
