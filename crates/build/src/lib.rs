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
pub mod npm;
pub mod output;
mod pages;
pub mod progress;
pub mod serve;

use std::path::{Path, PathBuf};
use std::time::Instant;

use ferrosaurus_core::{Diagnostic, Diagnostics, Plugin, SiteConfig};

pub use progress::{ProgressMode, StageTiming};

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
    /// A route would be written outside the output folder.
    #[error("refusing to write `{0}`: the path leaves the output folder")]
    UnsafeOutputPath(String),
}

impl BuildError {
    pub(crate) fn io(path: &Path, source: std::io::Error) -> Self {
        BuildError::Io { path: path.to_path_buf(), source }
    }
}

/// What to build and how.
#[derive(Debug, Clone)]
pub struct BuildOptions {
    /// The site folder (holds docusaurus.config.*).
    pub site_dir: PathBuf,
    /// Output folder (default `<site>/build`).
    pub out_dir: Option<PathBuf>,
    /// The theme folder (default: this repository's `theme/`, or `$FERROSAURUS_THEME_DIR`).
    pub theme_dir: Option<PathBuf>,
    /// Minify the client bundle and CSS.
    pub minify: bool,
    /// How progress is shown.
    pub progress: ProgressMode,
    /// SSR workers (default: one per core).
    pub ssr_workers: Option<usize>,
}

impl BuildOptions {
    /// Production defaults for a site folder.
    pub fn new(site_dir: impl Into<PathBuf>) -> Self {
        Self { site_dir: site_dir.into(), out_dir: None, theme_dir: None, minify: true, progress: ProgressMode::Auto, ssr_workers: None }
    }

    /// The output folder.
    pub fn out_dir(&self) -> PathBuf {
        self.out_dir.clone().unwrap_or_else(|| self.site_dir.join("build"))
    }

    /// The theme folder.
    pub fn theme_dir(&self) -> PathBuf {
        self.theme_dir
            .clone()
            .or_else(|| std::env::var_os("FERROSAURUS_THEME_DIR").map(PathBuf::from))
            .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../../theme"))
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

/// The plugins a config asks for, built-in ones first. Plugins named in the config that
/// ferrosaurus knows but does not implement yet were already reported by the config reader.
fn plugins_for(config: &SiteConfig) -> Result<Vec<Box<dyn Plugin>>, BuildError> {
    let mut plugins: Vec<Box<dyn Plugin>> = Vec::new();
    for docs in &config.docs {
        plugins.push(Box::new(ferrosaurus_content_docs::DocsPlugin::new(docs.clone())));
    }
    plugins.push(Box::new(ferrosaurus_content_pages::PagesPlugin));
    for entry in &config.plugins {
        if entry.name == "docusaurus-plugin-openapi-docs" {
            plugins.push(Box::new(ferrosaurus_openapi_docs::OpenApiPlugin::from_options(&entry.options, config)?));
        }
    }
    Ok(plugins)
}

/// Builds the site. On error nothing is written to the output folder.
pub fn build(options: &BuildOptions) -> Result<BuildReport, BuildError> {
    let started = Instant::now();
    let mut progress = progress::Progress::new(options.progress);
    // absolute from here on: paths handed to the bundler must not depend on the working directory
    let site_dir = &std::fs::canonicalize(&options.site_dir).map_err(|e| BuildError::io(&options.site_dir, e))?;
    let theme_dir = options.theme_dir();

    progress.start("load");
    let loaded = ferrosaurus_config::load_site_config(site_dir)?;
    let mut config = loaded.config;
    let mut diagnostics = Diagnostics(loaded.diagnostics);
    let ctx = ferrosaurus_core::LoadContext::new(site_dir, &config);
    let outputs: Vec<_> = plugins_for(&config)?.iter().map(|p| p.load(&ctx)).collect::<Result<_, _>>()?;
    let content = pages::Content::merge(outputs, &mut diagnostics);
    pages::resolve_navbar_links(&mut config, &content, &mut diagnostics);
    diagnostics.sort();
    if diagnostics.has_errors() {
        return Err(BuildError::Content(diagnostics));
    }
    progress.finish(format!("{} routes, {} sidebars", content.routes.len(), content.sidebars.len()));

    progress.start("assets");
    npm::ensure_installed(&theme_dir, &mut |m| progress.note(m))?;
    let bundles = assets::bundle_all(&config, site_dir, &theme_dir, &content, options.minify)?;
    progress.finish(format!("client {} KiB, css {} KiB", bundles.client_js.len() / 1024, bundles.css.len() / 1024));

    let out_dir = options.out_dir();
    let mut staging = output::Staging::new(&out_dir)?;

    progress.start("ssr");
    let rendered = pages::render_routes(&config, &content, &bundles, options.ssr_workers)?;
    progress.finish(format!("{} pages", rendered.len()));

    progress.start("write");
    pages::write_all(&mut staging, site_dir, &config, &content, &bundles, &rendered)?;
    let (files, bytes) = staging.totals();
    staging.commit()?;
    progress.finish(format!("{files} files, {:.1} MiB", bytes as f64 / (1024.0 * 1024.0)));

    Ok(BuildReport {
        routes: content.routes.len(),
        files,
        bytes,
        stages: progress.timings,
        elapsed: started.elapsed(),
        warnings: diagnostics.0,
    })
}
