//! The ferrosaurus build: runs the stages of DESIGN.md over a site folder and writes the
//! static site.
//!
//! ```text
//! load     config, sidebars, docs and pages (front matter, ids, permalinks), in parallel
//! render   Markdown → HTML (inside the content plugins, in parallel)
//! assets   theme + React pages → client and server bundles (SWC), CSS (lightningcss)
//! ssr      every route through the theme's server bundle (a pool of node workers)
//! write    into a staging folder, swapped in only when everything succeeded
//! ```
//!
//! ```no_run
//! use ferrosaurus_build::{build, BuildOptions};
//! let report = build(&BuildOptions::new("site")).unwrap();
//! println!("{} routes, {} files", report.routes, report.files);
//! ```

mod assets;
mod bundle_cache;
mod edit_url;
mod i18n;
mod js_functions;
mod js_plugin;
mod mdx;
mod navbar;
pub mod npm;
pub mod plugins;
pub mod theme;
pub mod output;
mod pages;
mod post_css;
pub mod progress;
mod reuse;
pub mod serve;
pub mod session;
mod site_packages;

use std::path::{Path, PathBuf};
use std::time::Instant;

use ferrosaurus_core::{BuiltRoute, Diagnostic, Diagnostics, Plugin, PostBuildContext};
use rayon::prelude::*;

pub use plugins::{PluginFactory, PluginInit, PluginRegistry};
pub use progress::{ProgressMode, StageTiming};
pub use session::{DevSession, Problem, SiteSnapshot};

/// The build failed.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum BuildError {
    /// Reading or writing a file failed.
    #[error("{}: {source}", .path.display())]
    Io {
        /// The file.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
    /// The config could not be read.
    #[error(transparent)]
    Config(#[from] ferrosaurus_config::ConfigError),
    /// The site's content has errors; each names its file.
    #[error("the site has {} error(s):\n{}", .0.errors().count(), .0)]
    Content(Diagnostics),
    /// A plugin failed.
    #[error(transparent)]
    Plugin(#[from] ferrosaurus_core::PluginError),
    /// Bundling the theme failed.
    #[error("bundling the theme failed: {0}")]
    Bundle(#[from] ferrosaurus_bundler::BundlerError),
    /// A tool the build needs (node, npm) is missing or failed.
    #[error("{tool}: {message}")]
    Tool {
        /// `node` or `npm`.
        tool: &'static str,
        /// What happened and what to install.
        message: String,
    },
    /// SSR could not start or a worker died.
    #[error(transparent)]
    Ssr(#[from] ferrosaurus_ssr::SsrError),
    /// A route threw while rendering.
    #[error("rendering {route} (from {source_file}) failed: {message}\n{stack}")]
    Render {
        /// The route.
        route: String,
        /// Its source file.
        source_file: String,
        /// The JS error message.
        message: String,
        /// The JS stack.
        stack: String,
    },
    /// A plugin's hook failed (a JS plugin threw, a native plugin hit an I/O error...).
    #[error("plugin `{plugin}` (id `{id}`), hook {hook}: {message}")]
    PluginHook {
        /// The plugin's name.
        plugin: String,
        /// Its instance id.
        id: String,
        /// The lifecycle hook (`loadContent`, `contentLoaded`, `postBuild`...).
        hook: &'static str,
        /// What happened.
        message: String,
    },
    /// The theme could not be installed into its cache folder.
    #[error("installing the ferrosaurus theme into {}: {message}", .dir.display())]
    Theme {
        /// The cache folder.
        dir: PathBuf,
        /// What failed.
        message: String,
    },
    /// A route would be written outside the output folder.
    #[error("refusing to write `{0}`: the path leaves the output folder")]
    UnsafeOutputPath(String),
    /// The output folder would delete the site or its sources (issue 13).
    #[error("refusing to build into {}: {problem}", .out_dir.display())]
    OutDir {
        /// The output folder asked for.
        out_dir: PathBuf,
        /// Why it is refused.
        problem: output::OutDirProblem,
    },
}

impl BuildError {
    pub(crate) fn io(path: &Path, source: std::io::Error) -> Self {
        BuildError::Io { path: path.to_path_buf(), source }
    }
}

/// The folder where a build keeps what the next build of the same site may reuse (rendered
/// docs, bundles, the records of its outputs), as Docusaurus keeps its own caches.
pub(crate) fn site_cache_dir(site_dir: &Path) -> PathBuf {
    site_dir.join("node_modules/.cache/ferrosaurus")
}

/// What to build and how.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct BuildOptions {
    /// The site folder (holds docusaurus.config.*).
    pub site_dir: PathBuf,
    /// Output folder (default `<site>/build`).
    pub out_dir: Option<PathBuf>,
    /// The theme folder (default: `$FERROSAURUS_THEME_DIR`, else the theme embedded in this
    /// crate, installed once into a per-version cache folder).
    pub theme_dir: Option<PathBuf>,
    /// Minify the client bundle and CSS.
    pub minify: bool,
    /// How progress is shown.
    pub progress: ProgressMode,
    /// SSR workers (default: one per core).
    pub ssr_workers: Option<usize>,
    /// Install the site's npm dependencies when its config needs a declared package that is
    /// missing (default true).
    pub install_dependencies: bool,
    /// The locales to build (`--locale`); empty: every locale of `i18n.locales`. One locale
    /// alone is built at the output root with unlocalized URLs, as Docusaurus does.
    pub locales: Vec<String>,
    /// Reuse what the previous build made from the same inputs (default true; `--no-cache`
    /// turns it off for a cold build).
    pub cache: bool,
}

impl BuildOptions {
    /// Production defaults for a site folder.
    pub fn new(site_dir: impl Into<PathBuf>) -> Self {
        Self {
            site_dir: site_dir.into(),
            out_dir: None,
            theme_dir: None,
            minify: true,
            progress: ProgressMode::Auto,
            ssr_workers: None,
            install_dependencies: true,
            locales: Vec::new(),
            cache: true,
        }
    }

    /// The output folder.
    pub fn out_dir(&self) -> PathBuf {
        self.out_dir.clone().unwrap_or_else(|| self.site_dir.join("build"))
    }

    /// The theme folder asked for (`None`: the embedded theme).
    pub fn theme_dir(&self) -> Option<PathBuf> {
        self.theme_dir.clone().or_else(|| std::env::var_os("FERROSAURUS_THEME_DIR").map(PathBuf::from))
    }
}

/// A build with the program's own plugins next to the built-in ones.
///
/// ```no_run
/// use ferrosaurus_build::{BuildOptions, Builder};
/// use ferrosaurus_core::{Actions, LoadContext, Plugin, PluginError};
///
/// struct Stamp;
/// impl Plugin for Stamp {
///     fn name(&self) -> &str { "stamp" }
///     fn content_loaded(&mut self, _: &LoadContext<'_>, actions: &mut Actions) -> Result<(), PluginError> {
///         actions.set_global_data(serde_json::json!({"built": true}));
///         Ok(())
///     }
/// }
/// let report = Builder::new(BuildOptions::new("site")).plugin(Stamp).build().unwrap();
/// println!("{report}");
/// ```
pub struct Builder {
    options: BuildOptions,
    registry: PluginRegistry,
    plugins: Vec<Box<dyn Plugin>>,
}

impl Builder {
    /// A builder with the built-in plugins.
    pub fn new(options: BuildOptions) -> Self {
        Self { options, registry: PluginRegistry::with_builtins(), plugins: Vec::new() }
    }

    /// Adds a plugin instance (it runs after the configured ones).
    pub fn plugin(mut self, plugin: impl Plugin + 'static) -> Self {
        self.plugins.push(Box::new(plugin));
        self
    }

    /// Registers a factory for an npm name, so a config naming that package gets this Rust
    /// plugin (it replaces a built-in one of the same name).
    pub fn register(mut self, npm_name: impl Into<String>, factory: impl Fn(&PluginInit<'_>) -> Result<Box<dyn Plugin>, ferrosaurus_core::PluginError> + Send + Sync + 'static) -> Self {
        self.registry.register(npm_name, factory);
        self
    }

    /// Runs the build. On error nothing is written to the output folder.
    pub fn build(self) -> Result<BuildReport, BuildError> {
        run(&self.options, &self.registry, self.plugins)
    }
}

/// What a finished build did.
#[derive(Debug, Clone)]
pub struct BuildReport {
    /// Routes rendered.
    pub routes: usize,
    /// Files written.
    pub files: usize,
    /// Bytes written.
    pub bytes: u64,
    /// Pages taken from the previous build's output instead of being rendered again.
    pub reused_pages: usize,
    /// Time per stage.
    pub stages: Vec<StageTiming>,
    /// Total wall time.
    pub elapsed: std::time::Duration,
    /// Warnings found on the way.
    pub warnings: Vec<Diagnostic>,
}

impl std::fmt::Display for BuildReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(
            f,
            "built {} routes: {} files, {:.1} MiB in {:.2}s",
            self.routes,
            self.files,
            self.bytes as f64 / (1024.0 * 1024.0),
            self.elapsed.as_secs_f64()
        )?;
        for s in &self.stages {
            writeln!(f, "  {:<8} {:>7.2}s  {}", s.name, s.elapsed.as_secs_f64(), s.detail)?;
        }
        if !self.warnings.is_empty() {
            writeln!(f, "  {} warning(s)", self.warnings.len())?;
        }
        Ok(())
    }
}

/// Builds the site with the built-in plugins. On error nothing is written to the output folder.
pub fn build(options: &BuildOptions) -> Result<BuildReport, BuildError> {
    Builder::new(options.clone()).build()
}

fn run(options: &BuildOptions, registry: &PluginRegistry, extra: Vec<Box<dyn Plugin>>) -> Result<BuildReport, BuildError> {
    let started = Instant::now();
    let mut progress = progress::Progress::new(options.progress);
    // absolute from here on: paths handed to the bundler must not depend on the working directory
    let site_dir = &std::fs::canonicalize(&options.site_dir).map_err(|e| BuildError::io(&options.site_dir, e))?;
    // absolute too: JS plugins' postBuild runs in Node with the site folder as working directory
    let out_dir = std::path::absolute(options.out_dir()).map_err(|e| BuildError::io(&options.out_dir(), e))?;

    progress.start("load");
    let mut load_options = ferrosaurus_config::LoadOptions::default();
    load_options.install_dependencies = options.install_dependencies;
    let loaded = ferrosaurus_config::load_site_config_with(site_dir, &load_options)?;
    for note in &loaded.notes {
        progress.note(note);
    }
    let mut node = plugins::NodeAccess::new(loaded.node);
    let locales = i18n::locales_to_build(&loaded.config, &options.locales)?;
    let mut extra = Some(extra);
    let mut report = BuildReport { routes: 0, files: 0, bytes: 0, reused_pages: 0, stages: Vec::new(), elapsed: Default::default(), warnings: Vec::new() };
    for (index, locale) in locales.iter().enumerate() {
        if index > 0 {
            progress.start("load");
        }
        let mut warnings = loaded.diagnostics.clone();
        let config = i18n::localize(&loaded.config, site_dir, locale, options.locales.len() != 1, &mut warnings);
        let locale_out = i18n::out_dir_of(&out_dir, &config);
        // a program's own plugin instances run in the first (default) locale's build
        let built = build_locale(options, registry, extra.take().unwrap_or_default(), site_dir, &locale_out, config, warnings, &mut node, &mut progress)?;
        report.routes += built.routes;
        report.files += built.files;
        report.bytes += built.bytes;
        report.reused_pages += built.reused_pages;
        report.warnings.extend(built.warnings);
    }
    report.stages = progress.timings;
    report.elapsed = started.elapsed();
    Ok(report)
}

/// One locale's build, from its plugins' content to the committed output folder.
#[allow(clippy::too_many_arguments)]
fn build_locale(
    options: &BuildOptions,
    registry: &PluginRegistry,
    extra: Vec<Box<dyn Plugin>>,
    site_dir: &Path,
    out_dir: &Path,
    config: ferrosaurus_core::SiteConfig,
    mut warnings: Vec<Diagnostic>,
    node: &mut plugins::NodeAccess,
    progress: &mut progress::Progress,
) -> Result<BuildReport, BuildError> {
    let mut instances = plugins::instantiate(registry, &config, site_dir, node, extra, &mut warnings)?;
    let js = node.running().map(js_functions::HostFunctions::new);
    let js: Option<&dyn ferrosaurus_core::JsFunctions> = js.as_ref().map(|j| j as _);
    let cache_dir = options.cache.then(|| site_cache_dir(site_dir));
    let ctx = ferrosaurus_core::LoadContext::new(site_dir, &config).with_js(js).with_cache_dir(cache_dir.as_deref());
    // before anything is written or deleted: refuse an output folder over the sources (issue 13)
    let watched: Vec<PathBuf> = instances.iter().flat_map(|i| i.plugin.paths_to_watch(&ctx)).collect();
    let source_folders = mdx::SourceFolders::new(site_dir, &watched);
    output::prepare_out_dir(site_dir, out_dir, &output::site_sources(site_dir, &config.static_directories, watched))?;
    let mut loaded_content = plugins::run_content_phase(&mut instances, &ctx)?;
    if edit_url::has_functions(&config) {
        let host = node.host(site_dir, &config)?;
        edit_url::apply(&mut loaded_content.outputs, &config, &host, &mut warnings);
    }
    let mut diagnostics = Diagnostics(warnings);
    let mut content = pages::Content::merge(loaded_content, config.on_duplicate_routes, &mut diagnostics);
    mdx::compile_pages(&config, site_dir, &source_folders, &mut content, &mut diagnostics, node, false)?;
    post_css::apply(&instances, node, (site_dir, &config), &mut content, &mut diagnostics)?;
    content.navbar_items = navbar::resolved_items(&config, &content, &mut diagnostics);
    diagnostics.sort();
    if diagnostics.has_errors() {
        return Err(BuildError::Content(diagnostics));
    }
    // the Markdown is rendered: the highlighter's memory of parsed lines goes before SSR
    rayon::broadcast(|_| ferrosaurus_markdown::Highlighter::forget_parsed_lines());
    progress.finish(format!("{} routes, {} sidebars, {} plugins", content.routes.len(), content.sidebars.len(), instances.len()));

    progress.start("assets");
    let theme_dir = match options.theme_dir() {
        Some(dir) => dir,
        None => theme::install_embedded(&mut |m| progress.note(m))?,
    };
    npm::ensure_installed(&theme_dir, &mut |m| progress.note(m))?;
    let bundles = site_packages::bundle_with_site_packages(site_dir, options.install_dependencies, &mut |m| progress.note(m), || {
        bundle_cache::bundles(site_dir, &theme_dir, &config, &content, options.minify, options.cache, || assets::bundle_all(&config, site_dir, &theme_dir, &content, options.minify))
    })?;
    let unchanged = if bundles.from_previous_build { " (bundles unchanged since the previous build)" } else { "" };
    progress.finish(format!("{}, css {} KiB{unchanged}", bundles.first_load_summary(content.routes.iter().map(|r| &r.page)), bundles.css.len() / 1024));

    let mut reuse = reuse::PageReuse::load(site_dir, out_dir, options.cache);
    let mut staging = reuse.staging()?;

    progress.start("write");
    let shared = pages::shared_data(&config, &content);
    pages::write_all(&mut staging, site_dir, &config, &content, &bundles, &shared)?;
    progress.finish(format!("{} files", staging.totals().0));

    progress.start("ssr");
    let rendered = pages::render_routes(&mut staging, &config, &content, &bundles, &shared, options.ssr_workers, &mut reuse)?;
    diagnostics.extend(rendered.diagnostics);
    let written = rendered.written;
    match reuse.reused {
        0 => progress.finish(format!("{written} pages")),
        reused => progress.finish(format!("{written} pages ({reused} unchanged, from earlier builds)")),
    }

    // what an earlier output held and this build did not write goes before plugins list the output
    staging.remove_leftovers()?;
    progress.start("postBuild");
    let post = post_build(&instances, site_dir, &config, &content, &mut staging, js)?;
    diagnostics.extend(post.0);
    let (files, bytes) = staging.totals();
    progress.finish(format!("{} plugins, {files} files, {:.1} MiB", post.1, bytes as f64 / (1024.0 * 1024.0)));

    progress.start("links");
    let (link_diagnostics, checked) = check_links(&config, &content, rendered.link_sources, staging.dir(), &mut reuse);
    diagnostics.extend(link_diagnostics);
    progress.finish(checked);
    if diagnostics.has_errors() {
        return Err(BuildError::Content(diagnostics));
    }
    let reused_pages = reuse.reused;
    reuse.publish(staging)?;

    Ok(BuildReport { routes: content.routes.len(), files, bytes, reused_pages, stages: Vec::new(), elapsed: Default::default(), warnings: diagnostics.0 })
}

/// Broken links and anchors of every page (`onBrokenLinks`, `onBrokenAnchors`), with the
/// Markdown line that wrote each one when the page's source recorded it; and what was checked,
/// for the stage's line in the build summary. A page's `<a href>` are checked as its
/// `link_sources` say (as Docusaurus: those `Link` reported and those its Markdown wrote); what
/// was left out is recorded with the page, for a build that reuses it.
fn check_links(
    config: &ferrosaurus_core::SiteConfig,
    content: &pages::Content,
    link_sources: Vec<ferrosaurus_links::LinkSources>,
    out_dir: &Path,
    reuse: &mut reuse::PageReuse,
) -> (Vec<Diagnostic>, String) {
    use ferrosaurus_core::ReportingSeverity::Ignore;
    if config.on_broken_links == Ignore && config.on_broken_anchors == Ignore {
        return (Vec::new(), "not checked (onBrokenLinks and onBrokenAnchors are ignore)".into());
    }
    let pages: Vec<ferrosaurus_links::PageToCheck> = content
        .routes
        .iter()
        .zip(link_sources)
        .map(|(r, sources)| {
            let page = ferrosaurus_links::PageToCheck::new(r.page.route.clone(), output::html_file(&r.page.route, config)).with_link_sources(sources);
            match &r.source {
                Some(source) => page.with_source(source.clone(), r.page.source_links.iter().cloned()),
                None => page,
            }
        })
        .collect();
    let options = ferrosaurus_links::CheckOptions::new(config.base_url.clone())
        .trailing_slash(config.trailing_slash)
        .sibling_base_urls(i18n::sibling_base_urls(config));
    let mut report = ferrosaurus_links::check(out_dir, &pages, &options);
    for (page, unchecked) in pages.iter().zip(std::mem::take(&mut report.unchecked_links)) {
        reuse.record_unchecked_links(&page.html_file.to_string_lossy(), unchecked);
    }
    (report.diagnostics(config.on_broken_links, config.on_broken_anchors), report.summary())
}

/// Every plugin's `post_build`, in parallel, over the written (not yet published) output;
/// the files they return are added to it. Gives the diagnostics and how many plugins ran.
fn post_build(
    instances: &[plugins::Instance],
    site_dir: &Path,
    config: &ferrosaurus_core::SiteConfig,
    content: &pages::Content,
    staging: &mut output::Staging,
    js: Option<&dyn ferrosaurus_core::JsFunctions>,
) -> Result<(Vec<Diagnostic>, usize), BuildError> {
    let html_files: Vec<String> = content.routes.iter().map(|r| output::html_file(&r.page.route, config)).collect();
    let routes: Vec<BuiltRoute<'_>> = content
        .routes
        .iter()
        .zip(&html_files)
        .map(|(r, file)| BuiltRoute::new(&r.page, file, r.source.as_deref(), &r.plugin))
        .collect();
    let ctx = PostBuildContext::new(site_dir, config, staging.dir(), &routes).with_js(js);
    let outputs: Vec<_> = instances
        .par_iter()
        .map(|i| {
            i.plugin.post_build(&ctx).map_err(|e| BuildError::PluginHook { plugin: i.plugin.name().into(), id: i.plugin.id().into(), hook: "postBuild", message: e.to_string() })
        })
        .collect::<Result<_, _>>()?;
    let mut diagnostics = Vec::new();
    for out in outputs {
        for (rel, bytes) in &out.files {
            staging.write_pieces(rel, bytes.pieces())?;
        }
        diagnostics.extend(out.diagnostics);
    }
    Ok((diagnostics, instances.len()))
}
