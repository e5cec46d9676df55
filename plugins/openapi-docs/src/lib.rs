//! ferrosaurus's `docusaurus-plugin-openapi-docs` (with its theme's page layout): reads each
//! configured OpenAPI 3 spec (YAML or JSON) and renders, in Rust, an info page, one page per
//! operation and an `api` sidebar grouped by tag. There is no API explorer: the pages are the
//! reference only (the site hides the send button anyway).
//!
//! Routes: `outputDir` is relative to the site; the docs plugin's `path` is stripped from it and
//! the rest is joined to baseUrl + the docs `routeBasePath`, so `docs/api` serves `/api/<slug>`.
//! Slugs follow the original plugin: kebab(operationId), else kebab(summary); the info page is
//! kebab(info.title with its first space turned into `-`).
//!
//! ```
//! use ferrosaurus_core::{LoadContext, Plugin};
//! let dir = tempfile::tempdir().unwrap();
//! std::fs::create_dir_all(dir.path().join("openapi")).unwrap();
//! std::fs::write(dir.path().join("openapi/pets.yaml"), "openapi: 3.0.3\ninfo: {title: Pets, version: '1'}\n\
//!     paths:\n  /pets/{petId}:\n    get:\n      operationId: getPet\n      summary: Get a pet\n      tags: [Pets]\n      responses:\n        '200': {description: The pet.}\n").unwrap();
//! let config = ferrosaurus_config::load_site_config_from_str(
//!     "export default {title: 'T', url: 'https://e.com', baseUrl: '/', presets: [['classic', {docs: {routeBasePath: '/'}}]]}",
//! ).unwrap();
//! let options = serde_json::json!({"id": "openapi", "docsPluginId": "classic",
//!     "config": {"pets": {"specPath": "openapi/pets.yaml", "outputDir": "docs/api"}}});
//! let plugin = ferrosaurus_openapi_docs::OpenApiPlugin::from_options(&options, &config).unwrap();
//! let out = plugin.load(&LoadContext::new(dir.path(), &config)).unwrap();
//! let routes: Vec<&str> = out.routes.iter().map(|r| r.page.route.as_str()).collect();
//! assert_eq!(routes, ["/api/pets", "/api/get-pet"]);
//! assert!(out.routes[1].page.html.as_deref().unwrap().contains("<h2 class=\"openapi__method-endpoint-path\">/pets/:petId</h2>"));
//! assert_eq!(out.doc_permalinks["api/get-pet"], "/api/get-pet");
//! assert!(out.sidebars.contains_key("api"));
//! ```

mod html;
mod pages;
mod schema;
mod sidebar;
mod spec;

use std::path::{Path, PathBuf};

use ferrosaurus_core::{url, Diagnostic, DocMeta, LoadContext, PageData, PageKind, Plugin, PluginError, PluginOutput, Route, SiteConfig};
use serde_json::Value;

use crate::sidebar::{ApiSidebar, SidebarOptions};
use crate::spec::{Operation, Spec};

const PLUGIN_NAME: &str = "docusaurus-plugin-openapi-docs";

/// The id of the sidebar the API pages show.
pub const SIDEBAR_ID: &str = "api";

/// CSS for the `openapi*` classes of the pages (Infima variables, light and dark alike); the
/// build adds it to the site's styles when this plugin is configured.
pub const STYLES: &str = include_str!("openapi.css");

/// One entry of the plugin's `config` map.
#[derive(Debug, Clone)]
struct SpecConfig {
    /// The key in `config` (`coursewire`).
    name: String,
    /// Spec file relative to the site.
    spec_path: PathBuf,
    /// Where the original plugin writes its MDX, relative to the site (`docs/api`).
    output_dir: String,
    sidebar: SidebarOptions,
}

/// The OpenAPI docs plugin for one `docusaurus-plugin-openapi-docs` entry.
#[derive(Debug, Clone)]
pub struct OpenApiPlugin {
    specs: Vec<SpecConfig>,
    /// The docs plugin's `path` (`docs`).
    docs_path: String,
    /// baseUrl + the docs `routeBasePath` (`/`).
    docs_route_base: String,
    trailing_slash: Option<bool>,
}

fn options_error(message: impl Into<String>) -> PluginError {
    PluginError::Options { plugin: PLUGIN_NAME.into(), message: message.into() }
}

impl OpenApiPlugin {
    /// Reads the plugin options as the site writes them:
    /// `{id, docsPluginId, config: {<name>: {specPath, outputDir, sidebarOptions, hideSendButton}}}`.
    pub fn from_options(options: &Value, config: &SiteConfig) -> Result<Self, PluginError> {
        let entries = options.get("config").and_then(Value::as_object).ok_or_else(|| options_error("`config` must be an object of API specs"))?;
        let docs_plugin_id = options.get("docsPluginId").and_then(Value::as_str).unwrap_or("default");
        // `classic` names the docs plugin of the classic preset, whose id is `default`.
        let docs = config
            .docs
            .iter()
            .find(|d| d.id == docs_plugin_id)
            .or_else(|| config.docs.first().filter(|_| matches!(docs_plugin_id, "classic" | "default")))
            .ok_or_else(|| options_error(format!("`docsPluginId: {docs_plugin_id}` names no docs plugin of this site")))?;
        let specs = entries.iter().map(|(name, entry)| spec_config(name, entry)).collect::<Result<Vec<_>, _>>()?;
        Ok(Self {
            specs,
            docs_path: docs.path.clone(),
            docs_route_base: url::join([config.base_url.as_str(), docs.route_base_path.as_str()]),
            trailing_slash: config.trailing_slash,
        })
    }

    /// The URL folder of an `outputDir`: the docs path stripped, joined to the docs route base.
    fn route_folder(&self, output_dir: &str) -> String {
        url::join([self.docs_route_base.as_str(), self.doc_folder(output_dir).as_str()])
    }

    /// The doc id folder of an `outputDir` (`docs/api` → `api`).
    fn doc_folder(&self, output_dir: &str) -> String {
        let trimmed = output_dir.trim_start_matches("./").trim_matches('/');
        let docs = self.docs_path.trim_start_matches("./").trim_matches('/');
        let inside = trimmed.strip_prefix(docs).filter(|rest| rest.is_empty() || rest.starts_with('/')).unwrap_or(trimmed);
        inside.trim_matches('/').to_string()
    }
}

fn spec_config(name: &str, entry: &Value) -> Result<SpecConfig, PluginError> {
    let field = |k: &str| entry.get(k).and_then(Value::as_str).map(str::to_string);
    let spec_path = field("specPath").ok_or_else(|| options_error(format!("`config.{name}.specPath` is required")))?;
    let output_dir = field("outputDir").ok_or_else(|| options_error(format!("`config.{name}.outputDir` is required")))?;
    let sidebar_options = entry.get("sidebarOptions");
    let flag = |k: &str, default: bool| sidebar_options.and_then(|o| o.get(k)).and_then(Value::as_bool).unwrap_or(default);
    Ok(SpecConfig {
        name: name.to_string(),
        spec_path: PathBuf::from(spec_path),
        output_dir,
        sidebar: SidebarOptions { collapsible: flag("sidebarCollapsible", true), collapsed: flag("sidebarCollapsed", true) },
    })
}

/// A page before its sidebar neighbours are known.
struct DraftPage {
    doc_id: String,
    permalink: String,
    title: String,
    description: Option<String>,
    html: String,
    toc: Vec<ferrosaurus_core::TocItem>,
    sidebar_class_name: Option<String>,
}

impl Plugin for OpenApiPlugin {
    fn name(&self) -> &str {
        PLUGIN_NAME
    }

    fn load(&self, ctx: &LoadContext<'_>) -> Result<PluginOutput, PluginError> {
        let mut out = PluginOutput::default();
        out.css.push(STYLES.to_string());
        for spec_config in &self.specs {
            self.load_spec(ctx, spec_config, &mut out)?;
        }
        Ok(out)
    }
}

impl OpenApiPlugin {
    fn load_spec(&self, ctx: &LoadContext<'_>, cfg: &SpecConfig, out: &mut PluginOutput) -> Result<(), PluginError> {
        let file = ctx.site_dir.join(&cfg.spec_path);
        let shown = cfg.spec_path.as_path();
        let text = match std::fs::read_to_string(&file) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                out.diagnostics.push(
                    Diagnostic::error(format!("the OpenAPI spec {} of `{}` does not exist", shown.display(), cfg.name))
                        .in_file(shown)
                        .with_help("check `specPath` in the docusaurus-plugin-openapi-docs options (it is relative to the site folder)"),
                );
                return Ok(());
            }
            Err(source) => return Err(PluginError::Io { path: file, source }),
        };
        let spec = match spec::parse(&text, shown) {
            Ok(spec) => spec,
            Err(d) => {
                out.diagnostics.push(d);
                return Ok(());
            }
        };
        let (operations, warnings) = spec.operations(shown);
        out.diagnostics.extend(warnings);
        let folder = self.doc_folder(&cfg.output_dir);
        let route_folder = self.route_folder(&cfg.output_dir);
        let doc_id = |slug: &str| if folder.is_empty() { slug.to_string() } else { format!("{folder}/{slug}") };
        let permalink = |slug: &str| url::apply_trailing_slash(&url::join([route_folder.as_str(), slug]), self.trailing_slash);

        let mut drafts = vec![info_draft(&spec, shown, &doc_id, &permalink)];
        for op in &operations {
            drafts.push(operation_draft(&spec, op, shown, &doc_id, &permalink));
        }
        check_duplicate_slugs(&drafts, shown, &mut out.diagnostics);

        let sidebar = ApiSidebar::build(&spec, &drafts[0].doc_id, &drafts[0].permalink, &operations, &doc_id, &permalink, &cfg.sidebar);
        for draft in drafts {
            out.doc_permalinks.insert(draft.doc_id.clone(), draft.permalink.clone());
            out.routes.push(route(draft, &sidebar, shown));
        }
        let items = out.sidebars.entry(SIDEBAR_ID.to_string()).or_default();
        items.extend(sidebar.items);
        Ok(())
    }
}

fn info_draft(spec: &Spec, shown: &Path, doc_id: &dyn Fn(&str) -> String, permalink: &dyn Fn(&str) -> String) -> DraftPage {
    let slug = spec::info_slug(spec.info_title());
    let (html, toc) = pages::info_html(spec, shown);
    let description = spec.doc.pointer("/info/description").and_then(Value::as_str).and_then(first_line);
    DraftPage { doc_id: doc_id(&slug), permalink: permalink(&slug), title: spec.info_title().to_string(), description, html, toc, sidebar_class_name: None }
}

fn operation_draft(spec: &Spec, op: &Operation, shown: &Path, doc_id: &dyn Fn(&str) -> String, permalink: &dyn Fn(&str) -> String) -> DraftPage {
    DraftPage {
        doc_id: doc_id(&op.slug),
        permalink: permalink(&op.slug),
        title: op.title.clone(),
        description: op.op.get("description").and_then(Value::as_str).and_then(first_line),
        html: pages::operation_html(spec, op, shown),
        toc: Vec::new(),
        sidebar_class_name: Some(format!("{} api-method", op.method)),
    }
}

/// The first non-empty line of a description (the page's meta description).
fn first_line(text: &str) -> Option<String> {
    text.lines().map(str::trim).find(|l| !l.is_empty()).map(str::to_string)
}

/// Two operations with the same slug would overwrite each other's page.
fn check_duplicate_slugs(drafts: &[DraftPage], shown: &Path, diags: &mut Vec<Diagnostic>) {
    for (i, d) in drafts.iter().enumerate() {
        if drafts[..i].iter().any(|e| e.permalink == d.permalink) {
            diags.push(
                Diagnostic::error(format!("two API pages get the URL {} (\"{}\")", d.permalink, d.title))
                    .in_file(shown)
                    .with_help("give the operations distinct `operationId`s"),
            );
        }
    }
}

fn route(draft: DraftPage, sidebar: &ApiSidebar, shown: &Path) -> Route {
    let nav = sidebar.neighbours(&draft.doc_id);
    let mut page = PageData::new(draft.permalink.clone(), PageKind::Doc, draft.title.clone());
    page.description = draft.description;
    page.html = Some(draft.html);
    page.toc = draft.toc;
    page.hide_title = true;
    page.hide_table_of_contents = true;
    page.source = Some(shown.to_string_lossy().into_owned());
    page.doc = Some(DocMeta {
        id: draft.doc_id,
        sidebar_id: Some(SIDEBAR_ID.to_string()),
        breadcrumbs: nav.breadcrumbs,
        previous: nav.previous,
        next: nav.next,
        sidebar_class_name: draft.sidebar_class_name,
        ..Default::default()
    });
    Route { page, source: Some(shown.to_path_buf()) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(route_base_path: &str, base_url: &str) -> SiteConfig {
        let source = format!("export default {{title: 'T', url: 'https://e.com', baseUrl: '{base_url}', presets: [['classic', {{docs: {{routeBasePath: '{route_base_path}'}}}}]]}}");
        ferrosaurus_config::load_site_config_from_str(&source).unwrap()
    }

    fn options(output_dir: &str) -> Value {
        serde_json::json!({"id": "openapi", "docsPluginId": "classic", "config": {"x": {"specPath": "x.yaml", "outputDir": output_dir}}})
    }

    #[test]
    fn route_folders_strip_the_docs_path() {
        let p = OpenApiPlugin::from_options(&options("docs/api"), &config("/", "/")).unwrap();
        assert_eq!(p.route_folder("docs/api"), "/api");
        assert_eq!(p.doc_folder("docs/api"), "api");
        let p = OpenApiPlugin::from_options(&options("docs/api"), &config("reference", "/base/")).unwrap();
        assert_eq!(p.route_folder("docs/api"), "/base/reference/api");
        assert_eq!(p.route_folder("./docs/rest/v1"), "/base/reference/rest/v1");
        assert_eq!(p.route_folder("docsify/api"), "/base/reference/docsify/api");
    }

    #[test]
    fn options_need_config_and_spec_path() {
        let site = config("/", "/");
        assert!(OpenApiPlugin::from_options(&serde_json::json!({"id": "x"}), &site).is_err());
        let missing = serde_json::json!({"config": {"x": {"outputDir": "docs/api"}}});
        let err = OpenApiPlugin::from_options(&missing, &site).unwrap_err();
        assert!(err.to_string().contains("config.x.specPath"), "{err}");
        let wrong_docs = serde_json::json!({"docsPluginId": "nope", "config": {}});
        assert!(OpenApiPlugin::from_options(&wrong_docs, &site).is_err());
    }

    #[test]
    fn first_lines() {
        assert_eq!(first_line("\n  Lists things.\nMore.").as_deref(), Some("Lists things."));
        assert_eq!(first_line("  \n"), None);
    }
}
