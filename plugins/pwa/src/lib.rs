//! The PWA plugin (`@docusaurus/plugin-pwa`): an installable site that works offline.
//!
//! - every page gets the `pwaHead` tags (`href`/`content` file paths under the base URL);
//! - `post_build` computes the precache list from the output folder (the plugin's glob
//!   patterns, Workbox's size limit, a content hash per file) and bundles `sw.js` with
//!   ferrosaurus's bundler from the real Workbox packages (`PrecacheController`);
//! - a client module registers it with `workbox-window` (`sw.js?params={offlineMode, debug}`),
//!   decides offline mode from the activation strategies, and shows `@theme/PwaReloadPopup`
//!   (swizzlable) when a new version waits in offline mode.
//!
//! It acts in production builds only: [`PwaPlugin::with_mode`] with [`BuildMode::Development`]
//! (what a dev server sets) turns every hook into a no-op, as Docusaurus's `start` does.
//!
//! ```
//! use ferrosaurus_core::{HtmlTag, LoadContext, Plugin, SiteConfig};
//! use ferrosaurus_plugin_pwa::{BuildMode, PwaPlugin};
//!
//! let mut config = SiteConfig::default_for_test();
//! config.base_url = "/docs/".into();
//! let options = serde_json::json!({"pwaHead": [{"tagName": "link", "rel": "manifest", "href": "/manifest.json"}]});
//! let plugin = PwaPlugin::from_options(&options, &config).unwrap();
//! let ctx = LoadContext::new(std::path::Path::new("."), &config);
//! let tags = plugin.inject_html_tags(&ctx).unwrap();
//! assert_eq!(tags.head_tags[0].to_html(), r#"<link rel="manifest" href="/docs/manifest.json">"#);
//!
//! let dev = PwaPlugin::from_options(&options, &config).unwrap().with_mode(BuildMode::Development);
//! assert!(dev.inject_html_tags(&ctx).unwrap().head_tags.is_empty());
//! ```

mod head;
pub mod js;
pub mod options;
pub mod precache;
mod worker;

use std::path::{Component, Path, PathBuf};

use ferrosaurus_core::{Actions, Diagnostic, HtmlTags, LoadContext, Plugin, PluginError, PostBuildContext, PostBuildOutput, SiteConfig};

pub use options::{OfflineModeStrategy, PwaOptions, SwRegister};
pub use precache::{precache_manifest, PrecacheEntry, PrecacheManifest};

/// The plugin's npm name.
pub const PLUGIN_NAME: &str = "@docusaurus/plugin-pwa";

/// Something the plugin could not do.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PwaError {
    /// Reading or writing a file failed.
    #[error("{}: {source}", .path.display())]
    Io {
        /// The file or folder.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
    /// Installing the Workbox packages failed.
    #[error("installing the PWA plugin's packages in {}: {message}", .dir.display())]
    Install {
        /// The folder `npm ci` ran in.
        dir: PathBuf,
        /// What happened and what to install.
        message: String,
    },
    /// A precache glob pattern is invalid.
    #[error("invalid precache glob `{pattern}`: {message}")]
    Glob {
        /// The pattern.
        pattern: String,
        /// Why.
        message: String,
    },
    /// Bundling the service worker failed.
    #[error("bundling sw.js: {0}")]
    Bundle(#[from] ferrosaurus_bundler::BundlerError),
}

impl From<PwaError> for PluginError {
    fn from(e: PwaError) -> Self {
        PluginError::Failed { message: e.to_string() }
    }
}

/// Which command the plugin runs under.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum BuildMode {
    /// `build`: everything happens.
    #[default]
    Production,
    /// `start` (a dev server): nothing happens, as in Docusaurus, so no worker caches a
    /// page that is being edited.
    Development,
}

/// The plugin for one `@docusaurus/plugin-pwa` entry.
#[derive(Debug, Clone)]
pub struct PwaPlugin {
    options: PwaOptions,
    mode: BuildMode,
    cache_root: PathBuf,
    warnings: Vec<Diagnostic>,
    /// The installed js folder, once `load_content` ran.
    js_dir: Option<PathBuf>,
    /// The registration client module, once `load_content` ran.
    client_module: Option<PathBuf>,
    /// The site's `swCustom` module, checked in `load_content`.
    sw_custom: Option<PathBuf>,
}

impl PwaPlugin {
    /// Reads the options (Docusaurus 3 names and defaults); unknown keys fail with a hint.
    pub fn from_options(options: &serde_json::Value, _config: &SiteConfig) -> Result<Self, PluginError> {
        let (options, warnings) = PwaOptions::parse(options)?;
        Ok(Self { options, mode: BuildMode::Production, cache_root: js::default_cache_root(), warnings, js_dir: None, client_module: None, sw_custom: None })
    }

    /// Sets the command: [`BuildMode::Development`] makes every hook a no-op. A dev server
    /// registers its own factory for [`PLUGIN_NAME`] that calls this.
    pub fn with_mode(mut self, mode: BuildMode) -> Self {
        self.mode = mode;
        self
    }

    /// Installs the Workbox packages under `root` instead of the default cache folder.
    pub fn with_cache_root(mut self, root: impl Into<PathBuf>) -> Self {
        self.cache_root = root.into();
        self
    }

    /// The options in use.
    pub fn options(&self) -> &PwaOptions {
        &self.options
    }

    fn active(&self) -> bool {
        self.mode == BuildMode::Production
    }
}

/// A module path an option names, inside the site folder (`..`, absolute paths and symlinks
/// that leave it are refused); `.js`/`.mjs`/`.ts`/`.tsx` may be left out.
fn site_module(site_dir: &Path, option: &str, rel: &str) -> Result<PathBuf, PluginError> {
    let fail = |why: &str| PluginError::Options { plugin: PLUGIN_NAME.into(), message: format!("`{option}` `{rel}`: {why}") };
    let path = Path::new(rel.strip_prefix("./").unwrap_or(rel));
    if path.is_absolute() || path.components().any(|c| matches!(c, Component::ParentDir | Component::Prefix(_))) {
        return Err(fail("must be a path inside the site folder"));
    }
    let joined = site_dir.join(path);
    let found = std::iter::once(joined.clone())
        .chain(["js", "mjs", "ts", "tsx", "jsx"].iter().map(|ext| PathBuf::from(format!("{}.{ext}", joined.display()))))
        .find(|p| p.is_file())
        .ok_or_else(|| fail("no such file in the site folder"))?;
    let real = std::fs::canonicalize(&found).map_err(|e| fail(&e.to_string()))?;
    let site = std::fs::canonicalize(site_dir).map_err(|e| fail(&e.to_string()))?;
    if !real.starts_with(&site) {
        return Err(fail("leaves the site folder (through a link)"));
    }
    Ok(real)
}

impl Plugin for PwaPlugin {
    fn name(&self) -> &str {
        PLUGIN_NAME
    }

    fn id(&self) -> &str {
        &self.options.id
    }

    /// Installs the Workbox packages (once per version) and writes the registration module.
    fn load_content(&mut self, ctx: &LoadContext<'_>) -> Result<(), PluginError> {
        if !self.active() {
            return Ok(());
        }
        let js_dir = js::install_into(&self.cache_root, &mut |m| eprintln!("{m}"))?;
        self.client_module = match &self.options.sw_register {
            SwRegister::Builtin => {
                let register = worker::RegisterOptions::new(&ctx.config.base_url, self.options.debug, &self.options.offline_mode_activation_strategies);
                Some(worker::write_register_module(&js_dir, &register)?)
            }
            SwRegister::Disabled => None,
            SwRegister::Custom(rel) => Some(site_module(ctx.site_dir, "swRegister", rel)?),
        };
        self.sw_custom = self.options.sw_custom.as_deref().map(|rel| site_module(ctx.site_dir, "swCustom", rel)).transpose()?;
        self.js_dir = Some(js_dir);
        Ok(())
    }

    fn content_loaded(&mut self, _ctx: &LoadContext<'_>, actions: &mut Actions) -> Result<(), PluginError> {
        for warning in &self.warnings {
            actions.report(warning.clone());
        }
        Ok(())
    }

    fn inject_html_tags(&self, ctx: &LoadContext<'_>) -> Result<HtmlTags, PluginError> {
        let mut tags = HtmlTags::default();
        if self.active() {
            tags.head_tags = head::head_tags(&self.options.pwa_head, &ctx.config.base_url);
        }
        Ok(tags)
    }

    fn client_modules(&self, _ctx: &LoadContext<'_>) -> Vec<PathBuf> {
        self.client_module.iter().cloned().collect()
    }

    fn theme_path(&self, _ctx: &LoadContext<'_>) -> Option<PathBuf> {
        self.js_dir.as_ref().map(|dir| dir.join("theme"))
    }

    /// The precache list of the finished output, then `sw.js` with it.
    fn post_build(&self, ctx: &PostBuildContext<'_>) -> Result<PostBuildOutput, PluginError> {
        let mut out = PostBuildOutput::default();
        let Some(js_dir) = self.js_dir.as_deref().filter(|_| self.active()) else {
            return Ok(out);
        };
        let manifest = precache_manifest(ctx.out_dir, &self.options.inject_manifest)?;
        for (url, size) in &manifest.too_large {
            out.diagnostics.push(
                Diagnostic::warning(format!("{PLUGIN_NAME}: `{url}` ({size} bytes) is not precached: it is larger than {} bytes", self.options.inject_manifest.maximum_file_size_to_cache_in_bytes))
                    .with_help("raise `injectManifestConfig.maximumFileSizeToCacheInBytes` to make it available offline"),
            );
        }
        let code = worker::bundle_service_worker(js_dir, ctx.site_dir, &manifest.entries, self.sw_custom.as_deref(), !self.options.debug)?;
        out.files.push((precache::SERVICE_WORKER_FILE.into(), code.into()));
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn option_modules_must_stay_inside_the_site() {
        let site = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(site.path().join("src")).unwrap();
        std::fs::write(site.path().join("src/sw.js"), "export default () => {}").unwrap();
        assert!(site_module(site.path(), "swCustom", "./src/sw").unwrap().ends_with("src/sw.js"));
        for bad in ["../x.js", "/etc/passwd", "src/../../x.js"] {
            let err = site_module(site.path(), "swCustom", bad).unwrap_err().to_string();
            assert!(err.contains("inside the site folder"), "{bad}: {err}");
        }
        assert!(site_module(site.path(), "swCustom", "src/missing.js").unwrap_err().to_string().contains("no such file"));
        #[cfg(unix)]
        {
            let outside = tempfile::tempdir().unwrap();
            std::fs::write(outside.path().join("evil.js"), "").unwrap();
            std::os::unix::fs::symlink(outside.path().join("evil.js"), site.path().join("src/link.js")).unwrap();
            assert!(site_module(site.path(), "swCustom", "src/link.js").unwrap_err().to_string().contains("leaves the site folder"));
        }
    }

    #[test]
    fn development_mode_does_nothing() {
        let config = SiteConfig::default_for_test();
        let mut plugin = PwaPlugin::from_options(&serde_json::json!({"pwaHead": [{"tagName": "meta", "name": "x", "content": "y"}]}), &config)
            .unwrap()
            .with_mode(BuildMode::Development)
            .with_cache_root("/nonexistent/never-created");
        let site = tempfile::tempdir().unwrap();
        let ctx = LoadContext::new(site.path(), &config);
        plugin.load_content(&ctx).unwrap();
        assert!(plugin.client_modules(&ctx).is_empty());
        assert!(plugin.theme_path(&ctx).is_none());
        assert!(plugin.inject_html_tags(&ctx).unwrap().is_empty());
        let out = plugin.post_build(&PostBuildContext::new(site.path(), &config, site.path(), &[])).unwrap();
        assert!(out.files.is_empty());
    }
}
