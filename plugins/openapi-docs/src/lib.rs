//! ferrosaurus's `docusaurus-plugin-openapi-docs` (with its theme's page layout, v4): reads each
//! configured spec (OpenAPI 3.1, 3.0 or Swagger 2.0; YAML or JSON; a file or a folder of files)
//! into a typed model ([`oas3`], see `model/`) and renders, in Rust, an info page, a page per
//! tag (`categoryLinkSource: tag`), a page per operation and per webhook (`webhooks`,
//! `x-webhooks`: a "Webhook" badge, no path, `event` pills), schema pages (`showSchemas`) and
//! an `api` sidebar grouped by tag (`groupPathsBy: tagGroup`: by `x-tagGroups`, then tag).
//!
//! An operation page has the reference on the left (method badge, path, authorization,
//! parameters by location, body per media type, responses as tabs with Schema / Example tabs,
//! callbacks) and on the right the code samples in nine languages (the language tab is synced
//! across pages and remembered under `docusaurus.tab.code-samples` by the theme's tabs) and the
//! request form (base URL with an input per server variable, a select for an `enum`; auth,
//! parameters, body editor with the example, Accept). Unless `hideSendButton` is set (it hides
//! only the button and the response panel), "Send API Request" sends it from the browser and
//! shows the response: that is [`EXPLORER_MODULE`] (`js/apiExplorer.js`), a chunk of its own that
//! the plugin's client module [`EXPLORER_LOADER`] fetches only when a page shows a request form.
//! The request URL is the chosen server's template with the variables' values, prefixed by
//! the entry's `proxy` (else `themeConfig.api.proxy`) as `<proxy>/<URL>` when one is set. As
//! the plugin does, the module keeps the auth values under the scheme's name, the server as
//! JSON under `server` (each variable's `default` being the chosen value) and the Accept choice
//! under `accept`, in `sessionStorage` (`themeConfig.api.authPersistence`).
//! Problems in a spec are diagnostics with the file, line and JSON pointer; the operations
//! they do not touch are still built.
//!
//! [`OpenApiPlugin::generate_api_docs`] writes the MDX files (and their props JSON files) of
//! `docusaurus gen-api-docs`. A site may commit them, as Docusaurus sites do: the docs plugin
//! then leaves them to this plugin, which builds the same pages from the spec, and warns when
//! the committed files and the spec no longer name the same pages.
//!
//! A `specPath` folder is read to any depth; each spec gets its own space (a folder named after
//! its file) so that specs with the same operation ids do not collide (see `specs.rs`).
//!
//! Routes: `outputDir` is relative to the site; the docs plugin's `path` is stripped from it and
//! the rest is joined to baseUrl + the docs `routeBasePath`, so `docs/api` serves `/api/<slug>`.
//! Slugs follow the original plugin: kebab(operationId), else kebab(summary); the info page is
//! kebab(info.title with its first space turned into `-`).
//!
//! ```
//! use ferrosaurus_core::{DocsOptions, LoadContext, SiteConfig};
//! let dir = tempfile::tempdir().unwrap();
//! std::fs::create_dir_all(dir.path().join("openapi")).unwrap();
//! std::fs::write(dir.path().join("openapi/pets.yaml"), "openapi: 3.0.3\ninfo: {title: Pets, version: '1'}\ntags: [{name: Animals}]\n\
//!     paths:\n  /pets/{petId}:\n    get:\n      operationId: getPet\n      summary: Get a pet\n      tags: [Animals]\n      responses:\n        '200': {description: The pet.}\n").unwrap();
//! let mut config = SiteConfig::default_for_test();
//! let mut docs = DocsOptions::defaults();
//! docs.route_base_path = "/".into();
//! config.docs.push(docs);
//! let options = serde_json::json!({"id": "openapi", "docsPluginId": "classic",
//!     "config": {"pets": {"specPath": "openapi/pets.yaml", "outputDir": "docs/api",
//!         "sidebarOptions": {"groupPathsBy": "tag", "categoryLinkSource": "tag"}}}});
//! let plugin = ferrosaurus_openapi_docs::OpenApiPlugin::from_options(&options, &config).unwrap();
//! let out = plugin.load(&LoadContext::new(dir.path(), &config)).unwrap();
//! let routes: Vec<&str> = out.routes.iter().map(|r| r.page.route.as_str()).collect();
//! assert_eq!(routes, ["/api/pets", "/api/animals", "/api/get-pet"]);
//! let html = out.routes[2].page.html.as_deref().unwrap();
//! assert!(html.contains("<span class=\"badge badge--primary\">GET</span><h2 class=\"openapi__method-endpoint-path\">/pets/:petId</h2>"));
//! assert!(html.contains("data-group-id=\"code-samples\""));
//! assert_eq!(out.doc_permalinks["api/get-pet"], "/api/get-pet");
//! assert!(out.sidebars.contains_key("api"));
//! ```

mod explorer;
mod generate;
mod html;
mod info;
mod layout;
mod model;
mod options;
mod pages;
mod render;
mod samples;
mod schema;
mod sidebar;
mod specs;

use std::path::{Path, PathBuf};

use ferrosaurus_core::{url, Actions, Diagnostic, LoadContext, Plugin, PluginError, PluginOutput, SiteConfig};
use serde_json::Value;

pub use crate::generate::{GeneratedDocs, GeneratedFile};

use crate::explorer::{AuthPersistence, ExplorerOptions, Proxy};
use crate::layout::{Layout, SiteFolder};
use crate::model::Api;
use crate::sidebar::{CategoryLinkSource, SidebarOptions};

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
    /// Spec file, or a folder of spec files, relative to the site.
    spec_path: PathBuf,
    /// Where the original plugin writes its MDX, relative to the site (`docs/api`).
    output_dir: String,
    sidebar: SidebarOptions,
    hide_send_button: bool,
    /// `showSchemas`: a page per `components.schemas` entry.
    show_schemas: bool,
    /// `proxy`: put before the explorer's request URLs (else `themeConfig.api.proxy`).
    proxy: Option<Proxy>,
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
    /// The code sample languages (`themeConfig.languageTabs`, else the theme's nine).
    languages: Vec<samples::Language>,
    /// What `themeConfig.languageTabs` names that is not known (one warning each per build).
    language_tab_problems: Vec<String>,
    /// `themeConfig.api.authPersistence`.
    auth_persistence: AuthPersistence,
    /// `themeConfig.api.proxy`: the proxy of the entries without their own.
    theme_proxy: Option<Proxy>,
    /// The docs plugin's `routeBasePath` as configured (`/`), for the `info_path` front matter.
    docs_route_base_path: String,
    /// The files the last load read (specs and their `$ref`s), relative to the site folder.
    files_read: Vec<PathBuf>,
}

fn options_error(message: impl Into<String>) -> PluginError {
    PluginError::Options { plugin: PLUGIN_NAME.into(), message: message.into() }
}

impl OpenApiPlugin {
    /// Reads the plugin options as the site writes them:
    /// `{id, docsPluginId, config: {<name>: {specPath, outputDir, sidebarOptions, hideSendButton}}}`.
    pub fn from_options(options: &Value, config: &SiteConfig) -> Result<Self, PluginError> {
        let parsed = options::parse(options).map_err(options_error)?;
        let docs_plugin_id = parsed.docs_plugin_id.as_deref().unwrap_or("default");
        // `classic` names the docs plugin of the classic preset, whose id is `default`.
        let docs = config
            .docs
            .iter()
            .find(|d| d.id == docs_plugin_id)
            .or_else(|| config.docs.first().filter(|_| matches!(docs_plugin_id, "classic" | "default")))
            .ok_or_else(|| options_error(format!("`docsPluginId: {docs_plugin_id}` names no docs plugin of this site")))?;
        let specs = parsed.config.into_iter().map(|(name, entry)| spec_config(name, entry)).collect::<Result<Vec<_>, _>>()?;
        let api_theme_config = config.theme_config.extra.get("api");
        let (languages, language_tab_problems) = samples::languages_from_theme_config(config.theme_config.extra.get("languageTabs"));
        Ok(Self {
            specs,
            docs_path: docs.path.clone(),
            docs_route_base: url::join([config.base_url.as_str(), docs.route_base_path.as_str()]),
            trailing_slash: config.trailing_slash,
            languages,
            language_tab_problems,
            auth_persistence: AuthPersistence::from_theme_config(api_theme_config.and_then(|api| api.get("authPersistence"))),
            theme_proxy: theme_proxy(api_theme_config.and_then(|api| api.get("proxy")))?,
            docs_route_base_path: docs.route_base_path.clone(),
            files_read: Vec::new(),
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

/// `themeConfig.api.proxy`, checked as the entries' `proxy` is.
fn theme_proxy(value: Option<&Value>) -> Result<Option<Proxy>, PluginError> {
    match value {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Proxy::parse(s).map(Some).map_err(|e| options_error(format!("`themeConfig.api.proxy` {e}"))),
        Some(other) => Err(options_error(format!("`themeConfig.api.proxy` must be a string (a URL), not {other}"))),
    }
}

fn spec_config(name: String, entry: options::SpecOptions) -> Result<SpecConfig, PluginError> {
    let proxy = entry.proxy.as_deref().map(Proxy::parse).transpose().map_err(|e| options_error(format!("`config.{name}.proxy` {e}")))?;
    let sidebar = &entry.sidebar_options;
    let group_by_tag_groups = match sidebar.group_paths_by.as_deref() {
        Some("tag") | None => false,
        Some("tagGroup") => true,
        Some(other) => return Err(options_error(format!("`config.{name}.sidebarOptions.groupPathsBy: {other}` is not one of \"tag\", \"tagGroup\""))),
    };
    let category_link_source = match sidebar.category_link_source.as_deref() {
        Some("tag") => CategoryLinkSource::Tag,
        Some("info") => CategoryLinkSource::Info,
        Some("auto") | None => CategoryLinkSource::None,
        Some(other) => return Err(options_error(format!("`config.{name}.sidebarOptions.categoryLinkSource: {other}` is not one of \"tag\", \"info\", \"auto\""))),
    };
    Ok(SpecConfig {
        spec_path: PathBuf::from(&entry.spec_path),
        output_dir: entry.output_dir,
        sidebar: SidebarOptions {
            collapsible: sidebar.sidebar_collapsible.unwrap_or(true),
            collapsed: sidebar.sidebar_collapsed.unwrap_or(true),
            category_link_source,
            group_by_tag_groups,
        },
        hide_send_button: entry.hide_send_button,
        show_schemas: entry.show_schemas,
        proxy,
        name,
    })
}

impl Plugin for OpenApiPlugin {
    fn name(&self) -> &str {
        PLUGIN_NAME
    }

    fn content_loaded(&mut self, ctx: &LoadContext<'_>, actions: &mut Actions) -> Result<(), PluginError> {
        let (out, read) = self.load_reading(ctx);
        self.files_read = read;
        actions.extend(out);
        Ok(())
    }

    /// Each `specPath` (a file or a folder) and, once the specs are loaded, every file their
    /// `$ref`s read: saving one during `ferrosaurus start` rebuilds the reference (issue 14).
    fn paths_to_watch(&self, ctx: &LoadContext<'_>) -> Vec<PathBuf> {
        let mut paths: Vec<PathBuf> = self.specs.iter().map(|s| ctx.site_dir.join(&s.spec_path)).chain(self.files_read.iter().map(|f| ctx.site_dir.join(f))).collect();
        paths.sort();
        paths.dedup();
        paths
    }

    /// The request form's loader (`js/apiExplorerLoader.js`), written once into the cache
    /// beside the code it loads.
    fn client_modules(&self, _ctx: &LoadContext<'_>) -> Vec<PathBuf> {
        match write_explorer_modules(&cache_root()) {
            Ok(path) => vec![path],
            Err(e) => {
                // without it the pages still show everything; only sending requests is lost
                eprintln!("warning: {PLUGIN_NAME}: the request form's script could not be written: {e}");
                Vec::new()
            }
        }
    }
}

/// The request form's browser code: sends the request, shows the response, keeps the auth.
/// It exports `handleEvent` and `restoreForms` for [`EXPLORER_LOADER`], and does nothing when
/// imported.
pub const EXPLORER_MODULE: &str = include_str!("../js/apiExplorer.js");

/// The plugin's client module, in every page's first-load JS: it `import()`s
/// `./apiExplorer.js` ([`EXPLORER_MODULE`]) the first time a page shows a request form, and
/// hands it the events inside a form.
pub const EXPLORER_LOADER: &str = include_str!("../js/apiExplorerLoader.js");

/// The cache root: `$FERROSAURUS_CACHE_DIR`, else `$XDG_CACHE_HOME/ferrosaurus`, else
/// `~/.cache/ferrosaurus`, else the temp folder.
fn cache_root() -> PathBuf {
    if let Some(dir) = std::env::var_os("FERROSAURUS_CACHE_DIR") {
        return PathBuf::from(dir);
    }
    if let Some(dir) = std::env::var_os("XDG_CACHE_HOME") {
        return PathBuf::from(dir).join("ferrosaurus");
    }
    match std::env::var_os("HOME") {
        Some(home) => PathBuf::from(home).join(".cache/ferrosaurus"),
        None => std::env::temp_dir().join("ferrosaurus-cache"),
    }
}

/// Writes [`EXPLORER_LOADER`] and [`EXPLORER_MODULE`] side by side under `root` (a folder per
/// content, so builds of different versions never share one) and returns the loader's path;
/// existing identical files are kept.
pub fn write_explorer_modules(root: &Path) -> std::io::Result<PathBuf> {
    let hash = ferrosaurus_core::hash::content_hash(format!("{EXPLORER_LOADER}\0{EXPLORER_MODULE}").as_bytes());
    let dir = root.join(format!("openapi-docs/{hash}"));
    std::fs::create_dir_all(&dir)?;
    write_if_changed(&dir.join("apiExplorer.js"), EXPLORER_MODULE)?;
    let loader = dir.join("apiExplorerLoader.js");
    write_if_changed(&loader, EXPLORER_LOADER)?;
    Ok(loader)
}

/// Writes `text` to `path` unless it already holds it: beside, then renamed, so a concurrent
/// build never reads half a file.
fn write_if_changed(path: &Path, text: &str) -> std::io::Result<()> {
    if std::fs::read_to_string(path).ok().as_deref() == Some(text) {
        return Ok(());
    }
    let partial = path.with_extension(format!("{}.partial", std::process::id()));
    std::fs::write(&partial, text)?;
    std::fs::rename(&partial, path)
}

impl OpenApiPlugin {
    /// Loads and renders everything this plugin contributes to the site.
    pub fn load(&self, ctx: &LoadContext<'_>) -> Result<PluginOutput, PluginError> {
        Ok(self.load_reading(ctx).0)
    }

    /// [`Self::load`], with the files the specs read (relative to the site folder).
    fn load_reading(&self, ctx: &LoadContext<'_>) -> (PluginOutput, Vec<PathBuf>) {
        let mut out = PluginOutput::default();
        out.css.push(STYLES.to_string());
        for problem in &self.language_tab_problems {
            out.diagnostics.push(Diagnostic::warning(format!("{PLUGIN_NAME}: {problem}")).with_help("the code samples leave it out; see the languages and variants the message lists"));
        }
        let mut read = Vec::new();
        for cfg in &self.specs {
            let mut planned = Vec::new();
            for file in specs::spec_files(ctx.site_dir, &cfg.spec_path, &cfg.name, &mut out.diagnostics) {
                let loaded = model::load(ctx.site_dir, &file.path);
                read.extend(loaded.files);
                if loaded.not_openapi && file.space.is_some() {
                    continue;
                }
                out.diagnostics.extend(loaded.diagnostics);
                if let Some(api) = loaded.api {
                    planned.extend(self.add_spec(&api, cfg, file.space.as_deref(), &mut out));
                }
            }
            generate::check_committed_files(ctx.site_dir, &cfg.output_dir, &cfg.spec_path, &planned, &mut out.diagnostics);
        }
        (out, read)
    }

    /// Adds the pages and sidebar of one spec; returns the files `gen-api-docs` writes for it
    /// (relative to the `outputDir`).
    fn add_spec(&self, api: &Api, cfg: &SpecConfig, space: Option<&str>, out: &mut PluginOutput) -> Vec<PathBuf> {
        let layout = self.layout(api, cfg, space);
        let drafts = render::render_api(api, &layout, &cfg.sidebar, &self.explorer_options(cfg));
        render::check_duplicate_permalinks(&drafts, &api.file, &mut out.diagnostics);
        for draft in drafts {
            out.doc_permalinks.insert(draft.doc_id.clone(), draft.permalink.clone());
            out.routes.push(render::route(draft, &layout.sidebar, &api.file));
        }
        let planned = generate::planned_files(api, &layout, &cfg.sidebar, space);
        out.sidebars.entry(SIDEBAR_ID.to_string()).or_default().extend(layout.sidebar.items);
        planned
    }

    /// The pages of one spec and its sidebar; a spec of a folder in a category of its own.
    fn layout(&self, api: &Api, cfg: &SpecConfig, space: Option<&str>) -> Layout {
        let site = self.site_folder(cfg, space);
        let mut layout = Layout::new(api, &site, &cfg.sidebar, cfg.show_schemas);
        if space.is_some() {
            layout.sidebar.wrap_in_category(api.title(), &cfg.sidebar);
        }
        layout
    }

    /// Where the pages of a spec go: the `outputDir`'s folder, or its space in it.
    fn site_folder(&self, cfg: &SpecConfig, space: Option<&str>) -> SiteFolder {
        let site = SiteFolder { doc_folder: self.doc_folder(&cfg.output_dir), route_folder: self.route_folder(&cfg.output_dir), trailing_slash: self.trailing_slash };
        match space {
            Some(space) => site.within(space),
            None => site,
        }
    }

    fn explorer_options(&self, cfg: &SpecConfig) -> ExplorerOptions {
        ExplorerOptions {
            languages: self.languages.clone(),
            hide_send_button: cfg.hide_send_button,
            auth_persistence: self.auth_persistence,
            // the entry's proxy wins over the theme's, as the plugin's front matter does
            proxy: cfg.proxy.clone().or_else(|| self.theme_proxy.clone()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(route_base_path: &str, base_url: &str) -> SiteConfig {
        let mut config = SiteConfig::default_for_test();
        config.base_url = base_url.into();
        let mut docs = ferrosaurus_core::DocsOptions::defaults();
        docs.route_base_path = route_base_path.into();
        config.docs.push(docs);
        config
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

    /// Issue 14 item 2: `ferrosaurus start` watches each spec file and folder and, once they
    /// are loaded, every file their `$ref`s read (inside the site), so editing any of them
    /// rebuilds the reference.
    #[test]
    fn issue_14_paths_to_watch_are_the_specs_and_the_files_they_ref() {
        let dir = tempfile::tempdir().unwrap();
        let write = |rel: &str, text: &str| {
            let path = dir.path().join(rel);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        };
        write("openapi/main.yaml", "openapi: 3.1.0\ninfo: {title: T, version: '1'}\npaths:\n  /a:\n    get:\n      operationId: getA\n      responses:\n        '200':\n          description: ok\n          content: {application/json: {schema: {$ref: '../shared/thing.yaml'}}}\n");
        write("shared/thing.yaml", "type: object\nproperties: {part: {$ref: 'part.yaml'}}\n");
        write("shared/part.yaml", "type: string\n");
        write("more/b.yaml", "openapi: 3.1.0\ninfo: {title: B, version: '1'}\npaths: {}\n");
        let site = config("/", "/");
        let options = serde_json::json!({"config": {"one": {"specPath": "openapi/main.yaml", "outputDir": "docs/api"}, "two": {"specPath": "more", "outputDir": "docs/more"}}});
        let mut plugin = OpenApiPlugin::from_options(&options, &site).unwrap();
        let ctx = LoadContext::new(dir.path(), &site);
        let rel = |paths: Vec<PathBuf>| paths.iter().map(|p| p.strip_prefix(dir.path()).unwrap().display().to_string()).collect::<Vec<_>>();
        assert_eq!(rel(plugin.paths_to_watch(&ctx)), ["more", "openapi/main.yaml"], "before a load: the specPaths");
        plugin.content_loaded(&ctx, &mut Actions::new(PLUGIN_NAME, "default")).unwrap();
        assert_eq!(rel(plugin.paths_to_watch(&ctx)), ["more", "more/b.yaml", "openapi/main.yaml", "shared/part.yaml", "shared/thing.yaml"]);
    }

    #[test]
    fn options_need_config_and_spec_path() {
        let site = config("/", "/");
        assert!(OpenApiPlugin::from_options(&serde_json::json!({"id": "x"}), &site).is_err());
        let missing = serde_json::json!({"config": {"x": {"outputDir": "docs/api"}}});
        let err = OpenApiPlugin::from_options(&missing, &site).unwrap_err();
        assert!(err.to_string().contains("`config.x`: missing field `specPath`"), "{err}");
        let wrong_link = serde_json::json!({"config": {"x": {"specPath": "a", "outputDir": "b", "sidebarOptions": {"categoryLinkSource": "nope"}}}});
        assert!(OpenApiPlugin::from_options(&wrong_link, &site).unwrap_err().to_string().contains("categoryLinkSource: nope"));
        let wrong_docs = serde_json::json!({"docsPluginId": "nope", "config": {}});
        assert!(OpenApiPlugin::from_options(&wrong_docs, &site).is_err());
    }

    #[test]
    fn proxies_are_checked_and_the_entrys_wins() {
        let mut site = config("/", "/");
        let entry = |proxy: Value| serde_json::json!({"config": {"x": {"specPath": "a", "outputDir": "b", "proxy": proxy}}});
        let err = OpenApiPlugin::from_options(&entry(serde_json::json!(true)), &site).unwrap_err().to_string();
        assert!(err.contains("`config.x.proxy`: invalid type: boolean `true`, expected a string"), "{err}");
        let err = OpenApiPlugin::from_options(&entry(serde_json::json!("cors.pan.dev")), &site).unwrap_err().to_string();
        assert!(err.contains("`config.x.proxy` \"cors.pan.dev\" is not a URL"), "{err}");
        let err = OpenApiPlugin::from_options(&entry(serde_json::json!("")), &site).unwrap_err().to_string();
        assert!(err.contains("`config.x.proxy` is empty"), "{err}");
        let own = OpenApiPlugin::from_options(&entry(serde_json::json!("https://cors.pan.dev")), &site).unwrap();
        assert_eq!(own.specs[0].proxy.as_ref().map(Proxy::as_str), Some("https://cors.pan.dev"));

        site.theme_config.extra.insert("api".into(), serde_json::json!({"proxy": 3}));
        let err = OpenApiPlugin::from_options(&options("docs/api"), &site).unwrap_err().to_string();
        assert!(err.contains("`themeConfig.api.proxy` must be a string"), "{err}");
        site.theme_config.extra.insert("api".into(), serde_json::json!({"proxy": "/site-cors"}));
        let theme = OpenApiPlugin::from_options(&options("docs/api"), &site).unwrap();
        assert_eq!(theme.theme_proxy.as_ref().map(Proxy::as_str), Some("/site-cors"));
        assert!(theme.specs[0].proxy.is_none(), "the theme's proxy is not the entry's (gen-api-docs writes only the entry's)");
    }

}
