//! Reads a Docusaurus site's `docusaurus.config.{ts,mts,js,mjs,cjs,json}` and
//! `sidebars.{ts,js,json}`. These files are programs: a file whose exported value the static
//! reader ([`eval`]) can fold without running anything (literals, local consts, spreads) is
//! read that way, in microseconds; any other one (path helpers, `require`, template strings
//! with expressions, `process.env`, async config creators...) runs in Node as Docusaurus runs
//! it ([`node`]), TypeScript stripped by SWC first ([`transpile`]). Functions and class
//! instances come back as handles the plugin host can call. The value is then checked strictly
//! (unknown keys are errors with a hint) and resolved into [`SiteConfig`].
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
pub mod node;
mod resolve;
mod site_paths;
pub mod transpile;

use std::sync::Arc;

use ferrosaurus_node_host::NodeHost;
pub use node::JsRuntime;

use std::path::{Path, PathBuf};

use ferrosaurus_core::{Diagnostic, SiteConfig};
use indexmap::IndexMap;
use serde_json::Value;

pub use resolve::resolve_site_config;

/// Config file names, in the order Docusaurus looks for them.
pub const CONFIG_FILE_NAMES: [&str; 6] = [
    "docusaurus.config.ts",
    "docusaurus.config.mts",
    "docusaurus.config.js",
    "docusaurus.config.mjs",
    "docusaurus.config.cjs",
    "docusaurus.config.json",
];

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
    /// The config (or a file it loads) threw while running in Node.
    #[error("{}:{line}:{column}: {message}{}", .file.display(), if .stack.is_empty() { String::new() } else { format!("\n{}", .stack) })]
    Js {
        /// The file the error points at (the config when the stack names no site file).
        file: PathBuf,
        /// 1-based line (0 when unknown).
        line: usize,
        /// 1-based column (0 when unknown).
        column: usize,
        /// `Name: message`.
        message: String,
        /// The first frames of the JS stack.
        stack: String,
    },
    /// The config needs an npm package that is not installed.
    #[error("{}: cannot find the npm package `{package}`\n  help: {help}", .file.display())]
    MissingPackage {
        /// The file that required it.
        file: PathBuf,
        /// The package.
        package: String,
        /// What to run.
        help: String,
    },
    /// Installing the site's dependencies failed.
    #[error("installing the site's dependencies with `{command}` failed:\n{message}")]
    Install {
        /// The command.
        command: String,
        /// Its last lines of output.
        message: String,
    },
    /// Node could not run the file (missing, stopped after the time limit, crashed).
    #[error("{}: {source}", .file.display())]
    Node {
        /// The file being evaluated.
        file: PathBuf,
        /// What happened.
        source: ferrosaurus_node_host::HostError,
    },
    /// The values are wrong; every problem is listed.
    #[error("invalid configuration:\n{}", .0.iter().map(|d| d.to_string()).collect::<Vec<_>>().join("\n"))]
    Invalid(Vec<Diagnostic>),
    /// A sidebars file, or a file it imports, is outside the site folder (issue 13).
    #[error("{}{}: {source}\n  help: sidebars and the files they import must be inside the site folder (or an installed package)", .file.display(), if *.line > 0 { format!(":{line}") } else { String::new() })]
    Refused {
        /// The file that names the path (the config for `sidebarPath`).
        file: PathBuf,
        /// 1-based line of the import (0 when unknown).
        line: usize,
        /// Why the path was refused.
        source: ferrosaurus_core::paths::PathError,
    },
}

impl ConfigError {
    /// A JS error, located in the site file its stack names (else in `file`).
    pub fn from_js(file: &Path, e: ferrosaurus_node_host::JsError) -> Self {
        let (at, line, column) = match &e.location {
            Some(l) => (l.file.clone(), l.line, l.column),
            None => (file.to_path_buf(), 0, 0),
        };
        let stack = e.stack.lines().skip(1).take(6).map(str::trim).collect::<Vec<_>>().join("\n");
        let message = if e.name.is_empty() || e.message.starts_with(&e.name) { e.message.clone() } else { format!("{}: {}", e.name, e.message) };
        ConfigError::Js { file: at, line, column, message, stack }
    }
}

/// A config read and resolved, with the warnings found on the way.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct LoadedConfig {
    /// The resolved config.
    pub config: SiteConfig,
    /// The config file.
    pub file: PathBuf,
    /// Warnings (plugins and options that are not implemented, values that were not needed...).
    pub diagnostics: Vec<Diagnostic>,
    /// The Node host that ran the config or the sidebars, when one was needed; functions in
    /// the config are handles into it.
    pub node: Option<Arc<NodeHost>>,
    /// What the loader did that the user should hear about (installing dependencies).
    pub notes: Vec<String>,
}

/// How to load a site's config.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct LoadOptions {
    /// Install the site's npm dependencies when the config needs a declared package that is
    /// missing (default true).
    pub install_dependencies: bool,
}

impl Default for LoadOptions {
    fn default() -> Self {
        Self { install_dependencies: true }
    }
}

/// Finds the site's config file.
pub fn find_config_file(site_dir: &Path) -> Result<PathBuf, ConfigError> {
    CONFIG_FILE_NAMES
        .iter()
        .map(|name| site_dir.join(name))
        .find(|p| p.is_file())
        .ok_or_else(|| ConfigError::NotFound { dir: site_dir.to_path_buf() })
}

/// Reads, evaluates and resolves the site config (and the docs instances' sidebars files that
/// need Node), with the default [`LoadOptions`].
pub fn load_site_config(site_dir: &Path) -> Result<LoadedConfig, ConfigError> {
    load_site_config_with(site_dir, &LoadOptions::default())
}

/// Reads, evaluates and resolves the site config with explicit options. Runs on a thread of its
/// own with a large stack: SWC's parser recurses once per level of a deeply nested literal.
pub fn load_site_config_with(site_dir: &Path, options: &LoadOptions) -> Result<LoadedConfig, ConfigError> {
    std::thread::scope(|s| {
        std::thread::Builder::new()
            .name("ferrosaurus-config".into())
            .stack_size(256 << 20)
            .spawn_scoped(s, || load_on_this_thread(site_dir, options))
            .map_err(|source| ConfigError::Io { path: site_dir.to_path_buf(), source })?
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })
}

fn load_on_this_thread(site_dir: &Path, options: &LoadOptions) -> Result<LoadedConfig, ConfigError> {
    let site_dir = &std::path::absolute(site_dir).map_err(|source| ConfigError::Io { path: site_dir.to_path_buf(), source })?;
    let file = find_config_file(site_dir)?;
    let mut js = JsRuntime::new(site_dir, options.install_dependencies);
    let raw = evaluate(&file, &mut js, false)?;
    let shown = file.strip_prefix(site_dir).unwrap_or(&file).to_path_buf();
    let (mut config, mut diagnostics) = resolve_site_config(&raw, &shown)?;
    let roots = site_paths::SiteRoots::new(site_dir);
    for docs in &mut config.docs {
        let Some(path) = docs.sidebar_path.file().map(str::to_string) else { continue };
        let refused = |source| ConfigError::Refused { file: file.clone(), line: 0, source };
        let written = roots.confine(site_dir, &path).map_err(refused)?;
        // `./sidebars.js` written for a `sidebars.ts`, as Docusaurus's loader resolves it
        let sidebars = match transpile::resolve_module_file(&written) {
            Some(found) => roots.check_found(&found).map_err(refused)?,
            None => written.clone(),
        };
        if sidebars != site_dir.join(&path) {
            docs.sidebar_path = ferrosaurus_core::SidebarsOption::File(sidebars.to_string_lossy().into_owned());
        }
        if !sidebars.is_file() || sidebars.extension().is_some_and(|e| e == "json") {
            continue; // the docs plugin reports a missing file, and reads JSON itself
        }
        let static_value = eval::eval_module_file_in(&sidebars, &roots)?;
        if needs_node(&static_value, true) {
            docs.evaluated_sidebars = Some(js.eval_sidebars(&sidebars)?);
        }
    }
    diagnostics.extend(js.notes.iter().map(|n| Diagnostic::warning(n.clone())));
    Ok(LoadedConfig { config, file, diagnostics, node: js.host(), notes: std::mem::take(&mut js.notes) })
}

/// The file's value: folded statically when it can be, else run in Node.
fn evaluate(file: &Path, js: &mut JsRuntime, sidebars: bool) -> Result<serde_json::Value, ConfigError> {
    let static_value = eval::eval_module_file(file)?;
    if !needs_node(&static_value, sidebars) {
        return Ok(static_value);
    }
    if sidebars { js.eval_sidebars(file) } else { js.eval_config(file) }
}

/// Whether a statically read value has parts only running the file can give. In a sidebars
/// file, an import of a file that does not exist yet is not one (a plugin generates that
/// sidebar, and both readers leave it to the plugin).
fn needs_node(value: &serde_json::Value, sidebars: bool) -> bool {
    if let Some((what, _, _)) = eval::as_dynamic(value) {
        return !(sidebars && what.ends_with("file not found"));
    }
    match value {
        serde_json::Value::Object(map) => map.iter().any(|(k, v)| k.starts_with("...") || k.starts_with('[') || needs_node(v, sidebars)),
        serde_json::Value::Array(items) => items.iter().any(|v| needs_node(v, sidebars)),
        _ => false,
    }
}

/// Evaluates and resolves config source text, as if it were `docusaurus.config.ts` (for tests
/// and programs that embed ferrosaurus).
pub fn load_site_config_from_str(source: &str) -> Result<SiteConfig, ConfigError> {
    let file = Path::new("docusaurus.config.ts");
    let raw = eval::eval_source(file, source.to_string())?;
    resolve_site_config(&raw, file).map(|(config, _)| config)
}

/// Sidebars as written (each value is the raw item list), and the sidebars that could not be
/// evaluated statically (they are left out unless a plugin provides them).
#[derive(Debug, Clone, Default)]
pub struct LoadedSidebars {
    /// Sidebar id → raw items.
    pub sidebars: IndexMap<String, Value>,
    /// Sidebar id → the warning to give when no plugin provides that sidebar (a dynamic value,
    /// or the import of a file a plugin generates, such as openapi-docs's API sidebar).
    pub unreadable: IndexMap<String, Diagnostic>,
}

/// Reads a sidebars file (`sidebars.ts` etc.) statically. `shown` is the file relative to the
/// site folder (as messages show it): the file and the files it imports must be inside that
/// folder or an installed package's (issue 13), else this is a [`ConfigError::Refused`]. A
/// `shown` that is not a tail of `file` (a file outside the site) confines to the file's folder.
pub fn load_sidebars(file: &Path, shown: &Path) -> Result<LoadedSidebars, ConfigError> {
    let site_dir = site_folder_of(file, shown).unwrap_or_else(|| file.parent().unwrap_or(Path::new("/")).to_path_buf());
    load_sidebars_in(&site_dir, file, shown)
}

/// As [`load_sidebars`] for a site folder given outright.
pub fn load_sidebars_in(site_dir: &Path, file: &Path, shown: &Path) -> Result<LoadedSidebars, ConfigError> {
    let roots = site_paths::SiteRoots::new(site_dir);
    let file = roots.check_found(file).map_err(|source| ConfigError::Refused { file: shown.to_path_buf(), line: 0, source })?;
    sidebars_from_value(eval::eval_module_file_in(&file, &roots)?, shown)
}

/// The folder `shown` (relative) is relative to, when `file` ends with it.
fn site_folder_of(file: &Path, shown: &Path) -> Option<PathBuf> {
    if shown.is_absolute() || !file.ends_with(shown) {
        return None;
    }
    let depth = shown.components().count();
    file.ancestors().nth(depth).map(Path::to_path_buf)
}

/// Sidebars from a sidebars file's value (read statically, or evaluated in Node: then a
/// sidebar that is a JS value, such as the import of a file that does not exist yet, is
/// reported like a dynamic one).
pub fn sidebars_from_value(raw: Value, shown: &Path) -> Result<LoadedSidebars, ConfigError> {
    let Value::Object(map) = raw else {
        let d = Diagnostic::error("the sidebars file must export an object of sidebars").in_file(shown);
        return Err(ConfigError::Invalid(vec![d]));
    };
    let mut out = LoadedSidebars::default();
    for (id, items) in map {
        let js_value = ferrosaurus_node_host::as_handle(&items).map(|h| {
            let module = h.get("module").and_then(Value::as_str).unwrap_or("");
            match module.strip_prefix("missing:") {
                Some(spec) => (format!("an import of '{spec}', a file that does not exist"), 0, 0),
                None => (format!("a JS value ({})", h.get("kind").and_then(Value::as_str).unwrap_or("value")), 0, 0),
            }
        });
        match js_value.or_else(|| eval::as_dynamic(&items)) {
            Some((what, line, col)) => {
                let d = Diagnostic::warning(format!(
                    "sidebar `{id}` is {what} and cannot be read, and no plugin provides it: it is left out"
                ));
                let d = if line == 0 { d.in_file(shown) } else { d.at(shown, line, col) };
                out.unreadable.insert(id, d.with_help("write the sidebar as a literal, or generate the file it imports before building"));
            }
            None => {
                out.sidebars.insert(id, items);
            }
        }
    }
    Ok(out)
}
