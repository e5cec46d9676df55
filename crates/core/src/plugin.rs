//! The plugin contract: a name plus lifecycle hooks that default to doing nothing.
//! Built-in features (docs, pages) use the same trait as user plugins.

use std::path::{Path, PathBuf};

use indexmap::IndexMap;

use crate::{Diagnostic, PageData, SidebarItem, SiteConfig};

/// One route a plugin adds.
#[derive(Debug, Clone, PartialEq)]
pub struct Route {
    /// The page's data (its `route` field is the URL path).
    pub page: PageData,
    /// Source file, relative to the site folder, for messages.
    pub source: Option<PathBuf>,
}

/// What a plugin's `load` hook hands back to the build.
#[derive(Debug, Default)]
#[non_exhaustive]
pub struct PluginOutput {
    /// Routes to render.
    pub routes: Vec<Route>,
    /// Sidebars by id (written to `__data/sidebar-<id>.<hash>.json`).
    pub sidebars: IndexMap<String, Vec<SidebarItem>>,
    /// React page components to bundle: (registry key, absolute path of the .tsx/.jsx file).
    pub components: Vec<(String, PathBuf)>,
    /// Files to copy into the output: (output path relative to build/, source file).
    pub copies: Vec<(String, PathBuf)>,
    /// Problems found; errors fail the build after every plugin has run.
    pub diagnostics: Vec<Diagnostic>,
    /// Doc permalinks by id, shared with other plugins (navbar `doc` items use them).
    pub doc_permalinks: IndexMap<String, String>,
    /// CSS the plugin's pages need, added to the site stylesheet before the site's custom CSS.
    pub css: Vec<String>,
}

/// What every hook can see.
#[derive(Debug, Clone, Copy)]
#[non_exhaustive]
pub struct LoadContext<'a> {
    /// The site folder.
    pub site_dir: &'a Path,
    /// The resolved config.
    pub config: &'a SiteConfig,
}

impl<'a> LoadContext<'a> {
    /// A context over a site folder and its config.
    pub fn new(site_dir: &'a Path, config: &'a SiteConfig) -> Self {
        Self { site_dir, config }
    }
}

/// A plugin failed in a way that is not the site author's input (I/O and the like).
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PluginError {
    /// Reading or writing a file failed.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
    /// The plugin's own options are invalid.
    #[error("invalid options for plugin {plugin}: {message}")]
    Options {
        /// Plugin name.
        plugin: String,
        /// What is wrong.
        message: String,
    },
}

/// A build plugin. Every hook has a default that does nothing.
pub trait Plugin: Send + Sync {
    /// The name the config uses (`docusaurus-plugin-content-docs`).
    fn name(&self) -> &str;

    /// Loads content and turns it into routes and shared data.
    fn load(&self, _ctx: &LoadContext<'_>) -> Result<PluginOutput, PluginError> {
        Ok(PluginOutput::default())
    }
}
