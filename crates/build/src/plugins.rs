//! The plugin system of a build: the registry of built-in Rust plugins by npm name, the
//! instantiation of every configured plugin (native, JS in Node, or named in one warning), and
//! the driver that runs Docusaurus's lifecycle over them.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use ferrosaurus_core::{
    Actions, AllContent, Diagnostic, HtmlTags, LoadContext, Plugin, PluginEntry, PluginError, PluginModule, PluginOutput, SiteConfig,
};
use indexmap::IndexMap;
use rayon::prelude::*;

use crate::js_plugin::JsPlugin;
use crate::BuildError;

/// What a factory gets to build a plugin instance from its config entry.
#[derive(Debug, Clone, Copy)]
#[non_exhaustive]
pub struct PluginInit<'a> {
    /// The entry as configured (name, options, origin).
    pub entry: &'a PluginEntry,
    /// The site folder.
    pub site_dir: &'a Path,
    /// The resolved config.
    pub config: &'a SiteConfig,
}

/// Builds a plugin instance from its entry.
pub type PluginFactory = Arc<dyn Fn(&PluginInit<'_>) -> Result<Box<dyn Plugin>, PluginError> + Send + Sync>;

/// Built-in Rust plugins by npm name, and names the build covers itself.
#[derive(Clone, Default)]
pub struct PluginRegistry {
    factories: IndexMap<String, PluginFactory>,
    covered: IndexMap<String, &'static str>,
}

impl std::fmt::Debug for PluginRegistry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PluginRegistry").field("factories", &self.factories.keys().collect::<Vec<_>>()).field("covered", &self.covered).finish()
    }
}

impl PluginRegistry {
    /// An empty registry.
    pub fn new() -> Self {
        Self::default()
    }

    /// The plugins ferrosaurus implements in Rust, under their npm names.
    pub fn with_builtins() -> Self {
        let mut r = Self::new();
        r.register("@docusaurus/plugin-content-docs", |init| {
            let id = init.entry.id();
            let options = init.config.docs.iter().find(|d| d.id == id).cloned().ok_or_else(|| PluginError::Options {
                plugin: "@docusaurus/plugin-content-docs".into(),
                message: format!("no docs options for the instance `{id}`"),
            })?;
            Ok(Box::new(ferrosaurus_content_docs::DocsPlugin::new(options)))
        });
        r.register("@docusaurus/plugin-content-pages", |_| Ok(Box::new(ferrosaurus_content_pages::PagesPlugin::default())));
        r.register("@docusaurus/plugin-content-blog", |i| Ok(Box::new(ferrosaurus_content_blog::BlogPlugin::from_options(&i.entry.options, i.config)?)));
        r.register("@docusaurus/plugin-sitemap", |i| Ok(Box::new(ferrosaurus_sitemap::SitemapPlugin::from_options(&i.entry.options, i.config)?)));
        r.register("@docusaurus/plugin-ideal-image", |i| Ok(Box::new(ferrosaurus_ideal_image::IdealImagePlugin::from_options(&i.entry.options, i.config)?)));
        r.register("@docusaurus/plugin-pwa", |i| Ok(Box::new(ferrosaurus_plugin_pwa::PwaPlugin::from_options(&i.entry.options, i.config)?)));
        r.register("@docusaurus/plugin-client-redirects", |i| {
            Ok(Box::new(ferrosaurus_client_redirects::ClientRedirectsPlugin::from_options(&i.entry.options, i.config)?))
        });
        r.register("@cmfcmf/docusaurus-search-local", |i| Ok(Box::new(ferrosaurus_search_local::SearchLocalPlugin::from_options(&i.entry.options, i.config)?)));
        r.register("docusaurus-plugin-openapi-docs", |i| Ok(Box::new(ferrosaurus_openapi_docs::OpenApiPlugin::from_options(&i.entry.options, i.config)?)));
        r.cover("@docusaurus/theme-classic", "the ferrosaurus theme is Docusaurus's classic theme");
        r.cover("@docusaurus/plugin-svgr", "the bundler imports .svg files as React components");
        r.cover("docusaurus-theme-openapi-docs", "its pages are rendered by the openapi-docs plugin");
        r.cover("@docusaurus/theme-mermaid", "mermaid fences are drawn by the theme's Mermaid component when markdown.mermaid is on");
        r.cover("docusaurus-plugin-sass", "the bundler compiles .scss/.sass files (ferrosaurus-sass)");
        r
    }

    /// Registers (or replaces) the factory for an npm name.
    pub fn register(&mut self, npm_name: impl Into<String>, factory: impl Fn(&PluginInit<'_>) -> Result<Box<dyn Plugin>, PluginError> + Send + Sync + 'static) {
        self.factories.insert(npm_name.into(), Arc::new(factory));
    }

    /// Marks an npm name as handled by the build itself (no plugin instance, no warning).
    pub fn cover(&mut self, npm_name: impl Into<String>, why: &'static str) {
        self.covered.insert(npm_name.into(), why);
    }

    /// Whether the name has a factory or is covered.
    pub fn knows(&self, npm_name: &str) -> bool {
        self.factories.contains_key(npm_name) || self.covered.contains_key(npm_name)
    }
}

/// One instantiated plugin.
pub(crate) struct Instance {
    pub(crate) plugin: Box<dyn Plugin>,
    /// A JS plugin with a `configurePostCss` hook: its handle in the Node host ([`crate::post_css`]).
    pub(crate) post_css: Option<u64>,
}

/// Instantiates every configured plugin, then the program's own. A plugin ferrosaurus cannot
/// run is named in one warning.
pub(crate) fn instantiate(
    registry: &PluginRegistry,
    config: &SiteConfig,
    site_dir: &Path,
    node: &mut NodeAccess,
    extra: Vec<Box<dyn Plugin>>,
    diagnostics: &mut Vec<Diagnostic>,
) -> Result<Vec<Instance>, BuildError> {
    let mut out = Vec::new();
    for entry in &config.plugins {
        let init = PluginInit { entry, site_dir, config };
        let hook_error = |e: PluginError| BuildError::PluginHook { plugin: entry.name.clone(), id: entry.id().to_string(), hook: "constructor", message: e.to_string() };
        match &entry.module {
            PluginModule::Npm(name) if registry.factories.contains_key(name) => {
                let plugin = (registry.factories[name])(&init).map_err(hook_error)?;
                out.push(Instance { plugin, post_css: None });
            }
            PluginModule::Npm(name) if registry.covered.contains_key(name) => {}
            PluginModule::Npm(name) if bound_to_docusaurus_bundler(name) => diagnostics.push(
                Diagnostic::warning(format!(
                    "{kind} `{name}` (`{origin}`) is not implemented by ferrosaurus yet, and its Docusaurus package needs Docusaurus's own bundler, so it cannot run in Node here: it is skipped",
                    kind = kind_word(entry),
                    origin = entry.origin
                ))
                .with_help(why_unimplemented(name).to_string()),
            ),
            PluginModule::Npm(name) if !installed(site_dir, name) => diagnostics.push(
                Diagnostic::warning(format!(
                    "{kind} `{name}` (`{origin}`) is not implemented by ferrosaurus and is not installed in the site's node_modules, so it is skipped",
                    kind = kind_word(entry),
                    origin = entry.origin
                ))
                .with_help(format!("install the site's dependencies (it runs in Node then), or remove it: {}", why_unimplemented(name))),
            ),
            _ => {
                let host = node.host(site_dir, config)?;
                let plugin = JsPlugin::new(host, entry, site_dir, diagnostics).map_err(hook_error)?;
                out.push(Instance { post_css: plugin.post_css_handle(), plugin: Box::new(plugin) });
            }
        }
    }
    for plugin in extra {
        out.push(Instance { plugin, post_css: None });
    }
    Ok(out)
}

fn kind_word(entry: &PluginEntry) -> &'static str {
    match entry.kind {
        ferrosaurus_core::PluginKind::Plugin => "plugin",
        ferrosaurus_core::PluginKind::Theme => "theme",
    }
}

/// Docusaurus packages that only work inside Docusaurus's webpack/rspack build (their hooks
/// compile code with it, or their theme components import Docusaurus internals).
fn bound_to_docusaurus_bundler(name: &str) -> bool {
    matches!(name, "@docusaurus/plugin-debug" | "@docusaurus/plugin-rsdoctor")
        || (name.starts_with("@docusaurus/theme-") && name != "@docusaurus/theme-classic")
}

/// What a user gives up by skipping a well-known plugin ferrosaurus has no version of yet.
fn why_unimplemented(name: &str) -> &'static str {
    match name {
        "@docusaurus/theme-live-codeblock" => "live code blocks are shown as plain code",
        "@docusaurus/theme-search-algolia" => "no Algolia search bar is shown",
        "@docusaurus/plugin-google-gtag" | "@docusaurus/plugin-google-analytics" | "@docusaurus/plugin-google-tag-manager" => "no analytics tags are added",
        "docusaurus-plugin-sass" => "Sass files are not compiled",
        _ => "what it adds to the site is missing",
    }
}

/// Whether `name` resolves from the site's node_modules (or a parent's, as Node looks).
fn installed(site_dir: &Path, name: &str) -> bool {
    site_dir.ancestors().any(|dir| dir.join("node_modules").join(name).join("package.json").is_file())
}

/// The Node host JS plugins run in: the config's when it ran in Node, else started on demand.
pub(crate) struct NodeAccess {
    host: Option<Arc<ferrosaurus_node_host::NodeHost>>,
}

impl NodeAccess {
    pub(crate) fn new(host: Option<Arc<ferrosaurus_node_host::NodeHost>>) -> Self {
        Self { host }
    }

    /// The host, when one runs already: the config was evaluated in Node (so any JS function
    /// in plugin options lives there), or a JS plugin started it.
    pub(crate) fn running(&self) -> Option<Arc<ferrosaurus_node_host::NodeHost>> {
        self.host.clone()
    }

    pub(crate) fn host(&mut self, site_dir: &Path, config: &SiteConfig) -> Result<Arc<ferrosaurus_node_host::NodeHost>, BuildError> {
        if let Some(h) = &self.host {
            return Ok(h.clone());
        }
        let mut runtime = ferrosaurus_config::JsRuntime::new(site_dir, false);
        let host = runtime.start()?;
        // a config read statically never reached Node: give JS plugins its resolved form
        let value = serde_json::to_value(config).unwrap_or_default();
        host.request("setSiteConfig", serde_json::json!({ "value": value }), None)
            .map_err(|e| BuildError::PluginHook { plugin: "(node host)".into(), id: String::new(), hook: "start", message: e.to_string() })?;
        self.host = Some(host.clone());
        Ok(host)
    }
}

/// What the content phase of every plugin produced, in plugin order.
pub(crate) struct LoadedContent {
    pub(crate) outputs: Vec<(String, String, PluginOutput)>,
    pub(crate) html_tags: HtmlTags,
    pub(crate) client_modules: Vec<PathBuf>,
    pub(crate) theme_paths: Vec<PathBuf>,
}

/// `load_content` + `content_loaded` for every plugin in parallel, then `all_content_loaded`
/// in order, then what plugins add to every page.
pub(crate) fn run_content_phase(instances: &mut [Instance], ctx: &LoadContext<'_>) -> Result<LoadedContent, BuildError> {
    let outputs: Vec<(String, String, PluginOutput)> = instances
        .par_iter_mut()
        .map(|inst| {
            let plugin = &mut inst.plugin;
            let (name, id) = (plugin.name().to_string(), plugin.id().to_string());
            let fail = |hook: &'static str, e: PluginError| BuildError::PluginHook { plugin: name.clone(), id: id.clone(), hook, message: e.to_string() };
            plugin.load_content(ctx).map_err(|e| fail("loadContent", e))?;
            let mut actions = Actions::new(name.clone(), id.clone());
            plugin.content_loaded(ctx, &mut actions).map_err(|e| fail("contentLoaded", e))?;
            Ok((name.clone(), id.clone(), actions.finish()))
        })
        .collect::<Result<_, BuildError>>()?;
    let mut outputs = outputs;
    for (i, inst) in instances.iter_mut().enumerate() {
        let (name, id) = (outputs[i].0.clone(), outputs[i].1.clone());
        let mut actions = Actions::new(name.clone(), id.clone());
        inst.plugin
            .all_content_loaded(ctx, AllContent::new(&outputs), &mut actions)
            .map_err(|e| BuildError::PluginHook { plugin: name, id, hook: "allContentLoaded", message: e.to_string() })?;
        outputs[i].2.extend(actions.finish());
    }
    let mut html_tags = HtmlTags::default();
    let mut client_modules = Vec::new();
    let mut theme_paths = Vec::new();
    for inst in instances.iter() {
        let p = &inst.plugin;
        let tags = p.inject_html_tags(ctx).map_err(|e| BuildError::PluginHook { plugin: p.name().into(), id: p.id().into(), hook: "injectHtmlTags", message: e.to_string() })?;
        html_tags.extend(tags);
        client_modules.extend(p.client_modules(ctx));
        theme_paths.extend(p.theme_path(ctx));
    }
    Ok(LoadedContent { outputs, html_tags, client_modules, theme_paths })
}
