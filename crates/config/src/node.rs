//! Config and sidebars files that are programs run in Node, as Docusaurus runs them.
//!
//! The [`JsRuntime`] starts a [`NodeHost`] the first time a file needs one (a file whose value
//! the static reader could not fold), hands it the TypeScript/ES-module files of the entry's
//! local graph transpiled by SWC, and requires the entry. npm packages that ferrosaurus
//! implements natively (presets, plugins, themes, `prism-react-renderer`...) are answered with
//! stand-ins, so a config that only names them needs no `npm install`. A package the config
//! really needs and the site has not installed is installed with the package manager the
//! site's lockfile names, once, and said in a note.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;

use ferrosaurus_node_host::{HostError, HostOptions, NodeHost};
use serde_json::Value;

use crate::site_paths::SiteRoots;
use crate::{transpile, ConfigError};

/// npm packages `require` answers with stand-ins when a site file asks for them: ferrosaurus
/// implements them itself, and their values are only handed on to plugins and the theme.
pub const NATIVE_PACKAGES: &[&str] = &[
    "@docusaurus/*",
    "prism-react-renderer",
    "remark-math",
    "rehype-katex",
    "docusaurus-plugin-openapi-docs",
    "docusaurus-theme-openapi-docs",
    "@cmfcmf/docusaurus-search-local",
    "@easyops-cn/docusaurus-search-local",
    "docusaurus-plugin-sass",
];

/// The package manager a site uses, from its lockfile.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PackageManager {
    /// `package-lock.json` (or no lockfile).
    Npm,
    /// `yarn.lock`.
    Yarn,
    /// `pnpm-lock.yaml`.
    Pnpm,
}

impl PackageManager {
    /// The one the site's lockfile names.
    pub fn for_site(site_dir: &Path) -> Self {
        let has = |name: &str| site_dir.join(name).is_file() || site_dir.parent().is_some_and(|p| p.join(name).is_file());
        if has("yarn.lock") {
            PackageManager::Yarn
        } else if has("pnpm-lock.yaml") {
            PackageManager::Pnpm
        } else {
            PackageManager::Npm
        }
    }

    /// The install command (program and arguments). Packages' install scripts are not run
    /// (npm, pnpm): evaluating a config needs their JavaScript, not native builds or downloads,
    /// and a build should not run arbitrary install scripts on its own.
    pub fn install_command(self, site_dir: &Path) -> Vec<&'static str> {
        match self {
            PackageManager::Npm if site_dir.join("package-lock.json").is_file() => vec!["npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund"],
            PackageManager::Npm => vec!["npm", "install", "--ignore-scripts", "--no-audit", "--no-fund"],
            PackageManager::Yarn => vec!["corepack", "yarn", "install", "--frozen-lockfile"],
            PackageManager::Pnpm => vec!["corepack", "pnpm", "install", "--frozen-lockfile", "--ignore-scripts"],
        }
    }
}

/// Runs config-time JavaScript; starts Node only when a file needs it.
#[derive(Debug)]
pub struct JsRuntime {
    site_dir: PathBuf,
    host: Option<Arc<NodeHost>>,
    install_allowed: bool,
    installed: bool,
    /// What was done that the user should hear about (an install).
    pub notes: Vec<String>,
}

impl JsRuntime {
    /// A runtime for a site; `install_allowed` lets it install the site's npm dependencies
    /// when a config needs a package that is declared but missing.
    pub fn new(site_dir: &Path, install_allowed: bool) -> Self {
        let site_dir = std::path::absolute(site_dir).unwrap_or_else(|_| site_dir.to_path_buf());
        Self { site_dir, host: None, install_allowed, installed: false, notes: Vec::new() }
    }

    /// The Node host, when one was started.
    pub fn host(&self) -> Option<Arc<NodeHost>> {
        self.host.clone()
    }

    /// The Node host, started now if needed.
    pub fn start(&mut self) -> Result<Arc<NodeHost>, ConfigError> {
        if let Some(h) = &self.host {
            return Ok(h.clone());
        }
        let mut options = HostOptions::new(&self.site_dir);
        options.stubbed = NATIVE_PACKAGES.iter().map(|s| s.to_string()).collect();
        options.timeout = config_timeout();
        let host = Arc::new(NodeHost::start(&options).map_err(|e| ConfigError::Node { file: self.site_dir.clone(), source: e })?);
        self.host = Some(host.clone());
        Ok(host)
    }

    /// Evaluates a config file: its export, called when it is a function, awaited.
    pub fn eval_config(&mut self, file: &Path) -> Result<Value, ConfigError> {
        self.eval(file, None, |host, f| host.eval_module(f, true, true))
    }

    /// Evaluates a sidebars file (a missing relative import becomes a `missing:` handle). The
    /// local files it imports must be inside the site folder or an installed package
    /// (issue 13), else this is a [`ConfigError::Refused`] before anything runs.
    pub fn eval_sidebars(&mut self, file: &Path) -> Result<Value, ConfigError> {
        let roots = SiteRoots::new(&self.site_dir);
        self.eval(file, Some(&roots), |host, f| host.eval_module_allowing_missing_files(f))
    }

    fn eval(&mut self, file: &Path, roots: Option<&SiteRoots>, run: impl Fn(&NodeHost, &Path) -> Result<Value, HostError>) -> Result<Value, ConfigError> {
        let modules = transpile::transpile_graph_in(file, roots)?;
        let code: Vec<(PathBuf, String)> = modules.iter().map(|m| (m.path.clone(), m.code.clone())).collect();
        loop {
            let host = self.start()?;
            host.add_modules(&code).map_err(|e| ConfigError::Node { file: file.to_path_buf(), source: e })?;
            match run(&host, file) {
                Ok(v) => return Ok(v),
                Err(HostError::Js(e)) => {
                    if let Some(package) = e.missing_module.as_deref().and_then(package_name) {
                        if self.install_allowed && !self.installed && declares(&self.site_dir, package) {
                            self.install(package)?;
                            continue;
                        }
                        return Err(self.missing_package(file, package));
                    }
                    return Err(ConfigError::from_js(file, original_location(e, &modules)));
                }
                Err(e) => return Err(ConfigError::Node { file: file.to_path_buf(), source: e }),
            }
        }
    }

    fn install(&mut self, package: &str) -> Result<(), ConfigError> {
        self.installed = true;
        self.host = None; // a fresh process sees the new node_modules
        let command = install_site_dependencies(&self.site_dir)?;
        self.notes.push(format!("`{package}` is declared in package.json but not installed: installed the site's dependencies with `{command}`"));
        Ok(())
    }

    fn missing_package(&self, file: &Path, package: &str) -> ConfigError {
        missing_package(&self.site_dir, file, package)
    }
}

/// Installs the site's npm dependencies with the package manager its lockfile names (see
/// [`PackageManager::install_command`]); returns the command that ran.
pub fn install_site_dependencies(site_dir: &Path) -> Result<String, ConfigError> {
    let command = PackageManager::for_site(site_dir).install_command(site_dir);
    let shown = command.join(" ");
    let output = Command::new(command[0]).args(&command[1..]).current_dir(site_dir).output();
    match output {
        Ok(o) if o.status.success() => Ok(shown),
        Ok(o) => Err(ConfigError::Install {
            command: shown,
            message: String::from_utf8_lossy(&o.stderr).lines().rev().take(15).collect::<Vec<_>>().into_iter().rev().collect::<Vec<_>>().join("\n"),
        }),
        Err(e) => Err(ConfigError::Install { command: shown, message: e.to_string() }),
    }
}

/// The error for a package `file` needs and the site has not installed, with the command that
/// installs it (the site's install when package.json declares it, else the command that adds it).
pub fn missing_package(site_dir: &Path, file: &Path, package: &str) -> ConfigError {
    let manager = PackageManager::for_site(site_dir);
    let help = if declares(site_dir, package) {
        format!("it is declared in package.json but not installed: run `{}` in {}", manager.install_command(site_dir).join(" "), site_dir.display())
    } else {
        let add = match manager {
            PackageManager::Npm => "npm install",
            PackageManager::Yarn => "yarn add",
            PackageManager::Pnpm => "pnpm add",
        };
        format!("add it to the site: `{add} {package}`")
    };
    ConfigError::MissingPackage { file: file.to_path_buf(), package: package.to_string(), help }
}

/// The npm package a bare import specifier names when the site's package.json declares it and
/// the site's `node_modules` does not have it: a dependency the site has not installed.
pub fn declared_but_not_installed(site_dir: &Path, specifier: &str) -> Option<String> {
    let package = package_name(specifier)?;
    (declares(site_dir, package) && !site_dir.join("node_modules").join(package).join("package.json").is_file()).then(|| package.to_string())
}

/// A JS error's location moved from the transpiled code back to what the author wrote.
fn original_location(mut e: ferrosaurus_node_host::JsError, modules: &[transpile::TranspiledModule]) -> ferrosaurus_node_host::JsError {
    if let Some(loc) = &mut e.location {
        if let Some(m) = modules.iter().find(|m| m.path == loc.file) {
            if let Some((line, column)) = m.original_position(loc.line, loc.column) {
                loc.line = line;
                loc.column = column;
            }
        }
    }
    e
}

fn config_timeout() -> std::time::Duration {
    let secs = std::env::var("FERROSAURUS_CONFIG_TIMEOUT").ok().and_then(|s| s.parse().ok()).unwrap_or(60);
    std::time::Duration::from_secs(secs)
}

/// `@scope/name/sub` → `@scope/name`; relative and absolute specifiers have none.
fn package_name(specifier: &str) -> Option<&str> {
    if specifier.starts_with('.') || specifier.starts_with('/') {
        return None;
    }
    let mut parts = specifier.splitn(3, '/');
    let first = parts.next()?;
    if first.starts_with('@') {
        let second = parts.next()?;
        Some(&specifier[..first.len() + 1 + second.len()])
    } else {
        Some(first)
    }
}

/// Whether the site's package.json lists the package in any dependency section.
fn declares(site_dir: &Path, package: &str) -> bool {
    let Ok(text) = std::fs::read_to_string(site_dir.join("package.json")) else { return false };
    let Ok(json) = serde_json::from_str::<Value>(&text) else { return false };
    ["dependencies", "devDependencies", "optionalDependencies", "peerDependencies"].iter().any(|k| json.get(k).and_then(|d| d.get(package)).is_some())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn package_names_of_specifiers() {
        assert_eq!(package_name("@docusaurus/utils/lib/x"), Some("@docusaurus/utils"));
        assert_eq!(package_name("lodash/fp"), Some("lodash"));
        assert_eq!(package_name("./local"), None);
    }

    #[test]
    fn lockfiles_pick_the_package_manager() {
        let dir = tempfile::tempdir().unwrap();
        assert_eq!(PackageManager::for_site(dir.path()), PackageManager::Npm);
        std::fs::write(dir.path().join("yarn.lock"), "").unwrap();
        assert_eq!(PackageManager::for_site(dir.path()), PackageManager::Yarn);
        assert_eq!(PackageManager::Yarn.install_command(dir.path()), ["corepack", "yarn", "install", "--frozen-lockfile"]);
    }

    #[test]
    fn a_package_the_site_does_not_declare_is_named_with_the_command_to_add_it() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("package.json"), "{}").unwrap();
        std::fs::write(dir.path().join("docusaurus.config.js"), "module.exports = {x: require('not-a-real-pkg-ferro').x};").unwrap();
        let mut rt = JsRuntime::new(dir.path(), true);
        let err = rt.eval_config(&dir.path().join("docusaurus.config.js")).unwrap_err();
        let text = err.to_string();
        assert!(text.contains("not-a-real-pkg-ferro") && text.contains("npm install not-a-real-pkg-ferro"), "{text}");
        assert!(rt.notes.is_empty(), "nothing was installed");
    }
}
