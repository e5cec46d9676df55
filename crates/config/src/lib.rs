//! Reads a Docusaurus site's `docusaurus.config.{ts,js,mjs,json}` and `sidebars.{ts,js,json}`
//! without running JavaScript: the file is parsed with SWC and the exported object is
//! evaluated statically (see [`eval`]). The result is checked strictly (unknown keys are
//! errors with a hint) and resolved into [`SiteConfig`].
//!
//! ```
//! let dir = tempfile::tempdir().unwrap();
//! std::fs::write(dir.path().join("docusaurus.config.ts"), r#"
//!     const config = { title: 'Docs', url: 'https://example.com', baseUrl: '/', presets: [['classic', {}]] };
//!     export default config;
//! "#).unwrap();
//! let loaded = ferrosaurus_config::load_site_config(dir.path()).unwrap();
//! assert_eq!(loaded.config.title, "Docs");
//! assert_eq!(loaded.config.docs[0].route_base_path, "docs");
//! ```

pub mod eval;
mod resolve;

use std::path::{Path, PathBuf};

use ferrosaurus_core::{Diagnostic, SiteConfig};
use indexmap::IndexMap;
use serde_json::Value;

pub use resolve::resolve_site_config;

/// Config file names, in the order Docusaurus looks for them.
pub const CONFIG_FILE_NAMES: [&str; 5] =
    ["docusaurus.config.ts", "docusaurus.config.mts", "docusaurus.config.js", "docusaurus.config.mjs", "docusaurus.config.json"];

/// Reading the config failed before any value could be checked.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ConfigError {
    /// No config file in the site folder.
    #[error("no docusaurus.config.{{ts,js,mjs,json}} in {}", .dir.display())]
    NotFound {
        /// The site folder.
        dir: PathBuf,
    },
    /// The file could not be read.
    #[error("{}: {source}", .path.display())]
    Io {
        /// The file.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
    /// The file is not valid JS/TS/JSON.
    #[error("{}:{line}:{column}: syntax error: {message}", .file.display())]
    Syntax {
        /// The file.
        file: PathBuf,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// The parser's message.
        message: String,
    },
    /// The values are wrong; every problem is listed.
    #[error("invalid configuration:\n{}", .0.iter().map(|d| d.to_string()).collect::<Vec<_>>().join("\n"))]
    Invalid(Vec<Diagnostic>),
}

/// A config read and resolved, with the warnings found on the way.
#[derive(Debug, Clone)]
pub struct LoadedConfig {
    /// The resolved config.
    pub config: SiteConfig,
    /// The config file.
    pub file: PathBuf,
    /// Warnings (unknown plugins, dynamic values that were not needed...).
    pub diagnostics: Vec<Diagnostic>,
}

/// Finds the site's config file.
pub fn find_config_file(site_dir: &Path) -> Result<PathBuf, ConfigError> {
    CONFIG_FILE_NAMES
        .iter()
        .map(|name| site_dir.join(name))
        .find(|p| p.is_file())
        .ok_or_else(|| ConfigError::NotFound { dir: site_dir.to_path_buf() })
}

/// Reads, evaluates and resolves the site config.
pub fn load_site_config(site_dir: &Path) -> Result<LoadedConfig, ConfigError> {
    let file = find_config_file(site_dir)?;
    let raw = eval::eval_module_file(&file)?;
    let shown = file.strip_prefix(site_dir).unwrap_or(&file).to_path_buf();
    let (config, diagnostics) = resolve_site_config(&raw, &shown)?;
    Ok(LoadedConfig { config, file, diagnostics })
}

/// Evaluates and resolves config source text, as if it were `docusaurus.config.ts` (for tests
/// and programs that embed ferrosaurus).
pub fn load_site_config_from_str(source: &str) -> Result<SiteConfig, ConfigError> {
    let file = Path::new("docusaurus.config.ts");
    let raw = eval::eval_source(file, source.to_string())?;
    resolve_site_config(&raw, file).map(|(config, _)| config)
}

/// Sidebars as written (each value is the raw item list), with warnings for sidebars that
/// could not be evaluated statically (they are left out).
#[derive(Debug, Clone, Default)]
pub struct LoadedSidebars {
    /// Sidebar id → raw items.
    pub sidebars: IndexMap<String, Value>,
    /// Sidebars that were dynamic, and other warnings.
    pub diagnostics: Vec<Diagnostic>,
}

/// Reads a sidebars file (`sidebars.ts` etc.).
pub fn load_sidebars(file: &Path, shown: &Path) -> Result<LoadedSidebars, ConfigError> {
    let raw = eval::eval_module_file(file)?;
    let Value::Object(map) = raw else {
        let d = Diagnostic::error("the sidebars file must export an object of sidebars").in_file(shown);
        return Err(ConfigError::Invalid(vec![d]));
    };
    let mut out = LoadedSidebars::default();
    for (id, items) in map {
        match eval::as_dynamic(&items) {
            Some((what, line, col)) => out.diagnostics.push(
                Diagnostic::warning(format!(
                    "sidebar `{id}` is {what} and cannot be read statically; a plugin that generates it (such as openapi-docs for an API sidebar) provides it, otherwise it is left out"
                ))
                .at(shown, line, col)
                .with_help("write the sidebar as a literal, or generate the file it imports before building"),
            ),
            None => {
                out.sidebars.insert(id, items);
            }
        }
    }
    Ok(out)
}
