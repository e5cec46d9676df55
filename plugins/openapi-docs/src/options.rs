//! The plugin options as the site writes them, parsed once with serde:
//! `{id, docsPluginId, config: {<name>: {specPath, outputDir, sidebarOptions, hideSendButton,
//! showSchemas, proxy, …}}}`. Options of the original plugin that change nothing here (downloadUrl,
//! template, markdownGenerators…) are accepted and ignored.

use indexmap::IndexMap;
use serde::Deserialize;

/// The whole options object.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct PluginOptions {
    /// The docs plugin the pages belong to (`classic` = the preset's).
    #[serde(default)]
    pub(crate) docs_plugin_id: Option<String>,
    /// One entry per API.
    pub(crate) config: IndexMap<String, SpecOptions>,
}

/// One entry of `config`.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct SpecOptions {
    /// A spec file or a folder of spec files, relative to the site.
    pub(crate) spec_path: String,
    /// Where the original plugin writes its MDX, relative to the site.
    pub(crate) output_dir: String,
    #[serde(default)]
    pub(crate) sidebar_options: SidebarOptionsInput,
    #[serde(default)]
    pub(crate) hide_send_button: bool,
    #[serde(default)]
    pub(crate) show_schemas: bool,
    /// `proxy`: a URL the explorer puts before every request URL (a CORS proxy); checked
    /// by `explorer::Proxy::parse`.
    #[serde(default)]
    pub(crate) proxy: Option<String>,
}

/// `sidebarOptions` as written.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub(crate) struct SidebarOptionsInput {
    /// `tag` (the plugin's default grouping) or `tagGroup` (`x-tagGroups` above the tags).
    pub(crate) group_paths_by: Option<String>,
    /// `tag`, `info` or `auto`.
    pub(crate) category_link_source: Option<String>,
    pub(crate) sidebar_collapsible: Option<bool>,
    pub(crate) sidebar_collapsed: Option<bool>,
}

/// Parses the options; an error names the JSON path of the bad value.
pub(crate) fn parse(options: &serde_json::Value) -> Result<PluginOptions, String> {
    serde_path_to_error::deserialize(options).map_err(|e| {
        let path = e.path().to_string();
        if path == "." {
            e.inner().to_string()
        } else {
            format!("`{path}`: {}", e.inner())
        }
    })
}
