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
//! shows the response: that is the client module [`EXPLORER_MODULE`] (`js/apiExplorer.js`).
//! The request URL is the chosen server's template with the variables' values, prefixed by
//! the entry's `proxy` (else `themeConfig.api.proxy`) as `<proxy>/<URL>` when one is set. As
//! the plugin does, the module keeps the auth values under the scheme's name, the server as
//! JSON under `server` (each variable's `default` being the chosen value) and the Accept choice
//! under `accept`, in `sessionStorage` (`themeConfig.api.authPersistence`).
//! Problems in a spec are diagnostics with the file, line and JSON pointer; the operations
//! they do not touch are still built.
//!
//! [`OpenApiPlugin::generate_api_docs`] writes the MDX files of `docusaurus gen-api-docs`.
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
//! std::fs::write(dir.path().join("openapi/pets.yaml"), "openapi: 3.0.3\ninfo: {title: Pets, version: '1'}\n\
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
mod model;
mod options;
mod pages;
mod samples;
mod schema;
mod sidebar;

use std::path::{Path, PathBuf};

use ferrosaurus_core::{url, Actions, Diagnostic, DocMeta, LoadContext, NavLink, PageData, PageKind, Plugin, PluginError, PluginOutput, Route, SiteConfig};
use rayon::prelude::*;
use serde_json::Value;

pub use crate::generate::GeneratedFile;

use crate::explorer::{AuthPersistence, ExplorerOptions, Proxy};
use crate::model::Api;
use crate::sidebar::{ApiSidebar, CategoryLinkSource, Link, SidebarOptions, TagGroup};

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
    /// `themeConfig.languageTabs`, as written.
    language_tabs: Option<Value>,
    /// `themeConfig.api.authPersistence`.
    auth_persistence: AuthPersistence,
    /// `themeConfig.api.proxy`: the proxy of the entries without their own.
    theme_proxy: Option<Proxy>,
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
        Ok(Self {
            specs,
            docs_path: docs.path.clone(),
            docs_route_base: url::join([config.base_url.as_str(), docs.route_base_path.as_str()]),
            trailing_slash: config.trailing_slash,
            language_tabs: config.theme_config.extra.get("languageTabs").cloned(),
            auth_persistence: AuthPersistence::from_theme_config(api_theme_config.and_then(|api| api.get("authPersistence"))),
            theme_proxy: theme_proxy(api_theme_config.and_then(|api| api.get("proxy")))?,
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

    fn content_loaded(&mut self, ctx: &LoadContext<'_>, actions: &mut Actions) -> Result<(), PluginError> {
        actions.extend(self.load(ctx)?);
        Ok(())
    }

    /// The request form's browser code (`js/apiExplorer.js`), written once into the cache.
    fn client_modules(&self, _ctx: &LoadContext<'_>) -> Vec<PathBuf> {
        match write_explorer_module(&cache_root()) {
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
pub const EXPLORER_MODULE: &str = include_str!("../js/apiExplorer.js");

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

/// Writes [`EXPLORER_MODULE`] under `root` (a folder per content, so builds of different
/// versions never share one) and returns its path; an existing identical file is kept.
pub fn write_explorer_module(root: &Path) -> std::io::Result<PathBuf> {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    EXPLORER_MODULE.hash(&mut hasher);
    let path = root.join(format!("openapi-docs/{:016x}/apiExplorer.js", hasher.finish()));
    if std::fs::read_to_string(&path).ok().as_deref() != Some(EXPLORER_MODULE) {
        std::fs::create_dir_all(path.parent().unwrap_or(root))?;
        // write beside, then rename: a concurrent build never reads half a file
        let partial = path.with_extension(format!("{}.partial", std::process::id()));
        std::fs::write(&partial, EXPLORER_MODULE)?;
        std::fs::rename(&partial, &path)?;
    }
    Ok(path)
}

impl OpenApiPlugin {
    /// Loads and renders everything this plugin contributes to the site.
    pub fn load(&self, ctx: &LoadContext<'_>) -> Result<PluginOutput, PluginError> {
        let mut out = PluginOutput::default();
        out.css.push(STYLES.to_string());
        for spec_config in &self.specs {
            for file in spec_files(ctx.site_dir, spec_config, &mut out.diagnostics) {
                self.load_spec(ctx, spec_config, &file, &mut out);
            }
        }
        Ok(out)
    }

    fn load_spec(&self, ctx: &LoadContext<'_>, cfg: &SpecConfig, file: &Path, out: &mut PluginOutput) {
        let loaded = model::load(ctx.site_dir, file);
        out.diagnostics.extend(loaded.diagnostics);
        let Some(api) = loaded.api else { return };
        let explorer = ExplorerOptions {
            languages: samples::languages_from_theme_config(self.language_tabs.as_ref()),
            hide_send_button: cfg.hide_send_button,
            auth_persistence: self.auth_persistence,
            // the entry's proxy wins over the theme's, as the plugin's front matter does
            proxy: cfg.proxy.clone().or_else(|| self.theme_proxy.clone()),
        };
        let site = SiteFolder { doc_folder: self.doc_folder(&cfg.output_dir), route_folder: self.route_folder(&cfg.output_dir), trailing_slash: self.trailing_slash };
        let mut rendered = render_api(&api, &site, &cfg.sidebar, &explorer);
        if cfg.show_schemas {
            add_schema_pages(&api, &site, &cfg.sidebar, &mut rendered);
        }
        check_duplicate_permalinks(&rendered.pages, &api.file, &mut out.diagnostics);
        for (draft, route) in rendered.pages.into_iter().map(|d| { let r = route(&d, &rendered.sidebar, &api.file); (d, r) }) {
            out.doc_permalinks.insert(draft.doc_id.clone(), draft.permalink.clone());
            out.routes.push(route);
        }
        out.sidebars.entry(SIDEBAR_ID.to_string()).or_default().extend(rendered.sidebar.items);
    }
}

/// What `gen-api-docs` produces: the files, and the problems found in the specs.
#[derive(Debug, Clone, Default)]
#[non_exhaustive]
pub struct GeneratedDocs {
    /// The files, relative to the site folder.
    pub files: Vec<GeneratedFile>,
    /// Problems in the specs (the same ones a build reports).
    pub diagnostics: Vec<Diagnostic>,
}

impl OpenApiPlugin {
    /// `docusaurus gen-api-docs all`: the `.api.mdx`, `.info.mdx`, `.tag.mdx` files and the
    /// `sidebar.ts` of every configured spec, as the plugin writes them into each `outputDir`.
    /// Nothing is written; see [`OpenApiPlugin::write_api_docs`].
    pub fn generate_api_docs(&self, site_dir: &Path) -> GeneratedDocs {
        let mut out = GeneratedDocs::default();
        for cfg in &self.specs {
            let out_dir = PathBuf::from(cfg.output_dir.trim_start_matches("./").trim_end_matches('/'));
            let (mut sidebar_items, mut links) = (Vec::new(), Vec::new());
            for file in spec_files(site_dir, cfg, &mut out.diagnostics) {
                let loaded = model::load(site_dir, &file);
                out.diagnostics.extend(loaded.diagnostics);
                let Some(api) = loaded.api else { continue };
                sidebar_items.extend(self.generate_spec(&api, cfg, &out_dir, &mut out.files, &mut links));
            }
            out.files.push(GeneratedFile { path: out_dir.join("sidebar.ts"), contents: generate::sidebar_ts(&sidebar_items, &links) });
        }
        out
    }

    /// The files of one spec; returns its sidebar items.
    fn generate_spec(&self, api: &Api, cfg: &SpecConfig, out_dir: &Path, files: &mut Vec<GeneratedFile>, links: &mut Vec<Link>) -> Vec<ferrosaurus_core::SidebarItem> {
        let site = SiteFolder { doc_folder: self.doc_folder(&cfg.output_dir), route_folder: self.route_folder(&cfg.output_dir), trailing_slash: self.trailing_slash };
        let intro_slug = model::info_slug(api.title());
        let intro = site.link(&intro_slug);
        let groups = sidebar::tag_groups(api);
        let tag_links: Vec<Option<Link>> = groups
            .iter()
            .map(|g| match cfg.sidebar.category_link_source {
                CategoryLinkSource::Tag if !g.is_untagged() => Some(site.link(&g.slug())),
                CategoryLinkSource::Info => Some(intro.clone()),
                _ => None,
            })
            .collect();
        let op_links: Vec<Link> = api.operations.iter().map(|op| site.link(&op.slug)).collect();
        let mut built = ApiSidebar::build(&intro, &groups, &tag_links, &api.operations, &op_links, &cfg.sidebar);
        if cfg.sidebar.group_by_tag_groups {
            built.group_by_tag_groups(&sidebar::x_tag_groups(api), &groups);
        }
        links.push(intro.clone());
        links.extend(tag_links.iter().flatten().cloned());
        let file = |name: String, contents: String| GeneratedFile { path: out_dir.join(name), contents };
        files.push(file(format!("{intro_slug}.info.mdx"), generate::info_mdx(api, &intro_slug)));
        if generate::writes_tag_pages(cfg.sidebar.category_link_source) {
            for group in groups.iter().filter(|g| !g.is_untagged()) {
                files.push(file(format!("{}.tag.mdx", group.slug()), generate::tag_mdx(group)));
            }
        }
        // the info page's doc id (`api/pet-store`), as the plugin writes it
        let info_path = intro.0.clone();
        for op in &api.operations {
            files.push(file(format!("{}.api.mdx", op.slug), generate::api_mdx(api, op, &info_path, cfg.proxy.as_ref(), cfg.hide_send_button)));
        }
        built.items
    }

    /// Writes what [`OpenApiPlugin::generate_api_docs`] produces under `site_dir`.
    pub fn write_api_docs(&self, site_dir: &Path) -> Result<GeneratedDocs, PluginError> {
        let generated = self.generate_api_docs(site_dir);
        for file in &generated.files {
            let path = site_dir.join(&file.path);
            if let Some(parent) = path.parent() {
                std::fs::create_dir_all(parent).map_err(|source| PluginError::Io { path: parent.to_path_buf(), source })?;
            }
            std::fs::write(&path, &file.contents).map_err(|source| PluginError::Io { path: path.clone(), source })?;
        }
        Ok(generated)
    }

    /// `docusaurus clean-api-docs all`: removes the generated files (`*.api.mdx`, `*.info.mdx`,
    /// `*.tag.mdx`, `*.schema.mdx`, `sidebar.ts`) from each `outputDir`; returns what it removed.
    pub fn clean_api_docs(&self, site_dir: &Path) -> Result<Vec<PathBuf>, PluginError> {
        let mut removed = Vec::new();
        for cfg in &self.specs {
            let dir = site_dir.join(cfg.output_dir.trim_start_matches("./"));
            let Ok(entries) = std::fs::read_dir(&dir) else { continue };
            for path in entries.filter_map(Result::ok).map(|e| e.path()) {
                if path.is_file() && generate::is_generated(&path) {
                    std::fs::remove_file(&path).map_err(|source| PluginError::Io { path: path.clone(), source })?;
                    removed.push(path);
                }
            }
        }
        removed.sort();
        Ok(removed)
    }
}

/// The spec files of a `specPath`: the file itself, or every `.yaml`/`.yml`/`.json` file of
/// the folder (sorted, not recursive).
fn spec_files(site_dir: &Path, cfg: &SpecConfig, diagnostics: &mut Vec<Diagnostic>) -> Vec<PathBuf> {
    let dir = site_dir.join(&cfg.spec_path);
    if !dir.is_dir() {
        return vec![cfg.spec_path.clone()];
    }
    let mut files: Vec<PathBuf> = match std::fs::read_dir(&dir) {
        Ok(entries) => entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.is_file() && p.extension().and_then(|e| e.to_str()).is_some_and(|e| matches!(e, "yaml" | "yml" | "json")))
            .filter_map(|p| p.file_name().map(|n| cfg.spec_path.join(n)))
            .collect(),
        Err(e) => {
            diagnostics.push(Diagnostic::error(format!("the spec folder {} of `{}` cannot be read: {e}", cfg.spec_path.display(), cfg.name)).in_file(&cfg.spec_path));
            return Vec::new();
        }
    };
    files.sort();
    if files.is_empty() {
        diagnostics.push(Diagnostic::warning(format!("the spec folder {} of `{}` holds no .yaml, .yml or .json file", cfg.spec_path.display(), cfg.name)).in_file(&cfg.spec_path));
    }
    files
}

/// Where the pages of one `outputDir` go.
struct SiteFolder {
    /// Doc id folder (`api`).
    doc_folder: String,
    /// URL folder (`/api`).
    route_folder: String,
    trailing_slash: Option<bool>,
}

impl SiteFolder {
    fn link(&self, slug: &str) -> Link {
        let id = if self.doc_folder.is_empty() { slug.to_string() } else { format!("{}/{slug}", self.doc_folder) };
        (id, url::apply_trailing_slash(&url::join([self.route_folder.as_str(), slug]), self.trailing_slash))
    }
}

/// The pages and the sidebar of one API.
struct RenderedApi {
    pages: Vec<DraftPage>,
    sidebar: ApiSidebar,
}

/// All pages of one API: the info page, a page per tag (when categories link to tags) and a
/// page per operation, with the sidebar.
fn render_api(api: &Api, site: &SiteFolder, options: &SidebarOptions, explorer: &ExplorerOptions) -> RenderedApi {
    let intro = site.link(&model::info_slug(api.title()));
    let groups = sidebar::tag_groups(api);
    let tag_links: Vec<Option<Link>> = groups
        .iter()
        .map(|g| match options.category_link_source {
            CategoryLinkSource::Tag if !g.is_untagged() => Some(site.link(&g.slug())),
            CategoryLinkSource::Info => Some(intro.clone()),
            _ => None,
        })
        .collect();
    let op_links: Vec<Link> = api.operations.iter().map(|op| site.link(&op.slug)).collect();
    let mut sidebar = ApiSidebar::build(&intro, &groups, &tag_links, &api.operations, &op_links, options);
    if options.group_by_tag_groups {
        sidebar.group_by_tag_groups(&sidebar::x_tag_groups(api), &groups);
    }

    let (info_html, info_toc) = info::info_html(api);
    let mut pages = vec![DraftPage {
        doc_id: intro.0.clone(),
        permalink: intro.1.clone(),
        title: api.title().to_string(),
        description: api.spec.info.description.as_deref().and_then(first_line),
        html: info_html,
        toc: info_toc,
        sidebar_class_name: None,
    }];
    for (group, link) in groups.iter().zip(&tag_links) {
        if let (CategoryLinkSource::Tag, Some(link)) = (options.category_link_source, link) {
            pages.push(tag_page(api, group, link, &op_links));
        }
    }
    // operation pages are independent: render them on every core (the code samples dominate)
    let operation_pages: Vec<DraftPage> = api
        .operations
        .par_iter()
        .zip(&op_links)
        .map(|(op, (doc_id, permalink))| DraftPage {
            doc_id: doc_id.clone(),
            permalink: permalink.clone(),
            title: op.title.clone(),
            description: op.op.description.as_deref().and_then(first_line),
            html: pages::operation_html(api, op, explorer),
            toc: Vec::new(),
            sidebar_class_name: Some(format!("{} api-method", op.method_name())),
        })
        .collect();
    pages.extend(operation_pages);
    RenderedApi { pages, sidebar }
}

/// `showSchemas`: a page per `components.schemas` entry (`schemas/<kebab(name)>`) and a
/// "Schemas" sidebar category.
fn add_schema_pages(api: &Api, site: &SiteFolder, options: &SidebarOptions, rendered: &mut RenderedApi) {
    let Some(components) = &api.spec.components else { return };
    let walker = schema::SchemaWalker::new(api, schema::Direction::Both);
    let mut links = Vec::new();
    for (name, schema) in &components.schemas {
        let link = site.link(&format!("schemas/{}", url::kebab_case(name)));
        let html = format!("<h1 class=\"openapi__heading\">{}</h1>{}", html::escape(name), walker.body_html(schema));
        rendered.pages.push(DraftPage { doc_id: link.0.clone(), permalink: link.1.clone(), title: name.clone(), description: None, html, toc: Vec::new(), sidebar_class_name: Some("schema".into()) });
        links.push((name.clone(), link));
    }
    rendered.sidebar.push_schemas(&links, options);
}

fn tag_page(api: &Api, group: &TagGroup, link: &Link, op_links: &[Link]) -> DraftPage {
    let cards: Vec<NavLink> = group
        .ops
        .iter()
        .map(|&i| {
            let op = &api.operations[i];
            NavLink { title: op.title.clone(), permalink: op_links[i].1.clone(), description: op.op.description.as_deref().and_then(first_line) }
        })
        .collect();
    let (html, toc) = info::tag_html(api, group, &cards);
    DraftPage {
        doc_id: link.0.clone(),
        permalink: link.1.clone(),
        title: group.label.clone(),
        description: group.description.as_deref().and_then(first_line).or_else(|| Some(group.name.clone())),
        html,
        toc,
        sidebar_class_name: None,
    }
}

/// The first non-empty line of a description (the page's meta description).
fn first_line(text: &str) -> Option<String> {
    text.lines().map(str::trim).find(|l| !l.is_empty()).map(str::to_string)
}

/// Two pages with the same URL would overwrite each other.
fn check_duplicate_permalinks(drafts: &[DraftPage], shown: &Path, diags: &mut Vec<Diagnostic>) {
    for (i, d) in drafts.iter().enumerate() {
        if let Some(first) = drafts[..i].iter().find(|e| e.permalink == d.permalink) {
            diags.push(
                Diagnostic::error(format!("two API pages get the URL {}: \"{}\" and \"{}\"", d.permalink, first.title, d.title))
                    .in_file(shown)
                    .with_help("give the operations distinct `operationId`s (or summaries), and tags names that differ from them"),
            );
        }
    }
}

fn route(draft: &DraftPage, sidebar: &ApiSidebar, shown: &Path) -> Route {
    let nav = sidebar.neighbours(&draft.doc_id);
    let mut page = PageData::new(draft.permalink.clone(), PageKind::Doc, draft.title.clone());
    page.description = draft.description.clone();
    page.html = Some(draft.html.clone());
    page.toc = draft.toc.clone();
    page.hide_title = true;
    page.hide_table_of_contents = true;
    page.source = Some(shown.to_string_lossy().into_owned());
    page.doc = Some(DocMeta {
        id: draft.doc_id.clone(),
        sidebar_id: Some(SIDEBAR_ID.to_string()),
        breadcrumbs: nav.breadcrumbs,
        previous: nav.previous,
        next: nav.next,
        sidebar_class_name: draft.sidebar_class_name.clone(),
        ..Default::default()
    });
    Route::new(page, Some(shown.to_path_buf()))
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

    #[test]
    fn first_lines() {
        assert_eq!(first_line("\n  Lists things.\nMore.").as_deref(), Some("Lists things."));
        assert_eq!(first_line("  \n"), None);
    }
}
