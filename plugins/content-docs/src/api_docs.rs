//! Docs another plugin renders: the pages `gen-api-docs` of `docusaurus-plugin-openapi-docs`
//! writes into an `outputDir` of this docs instance (`*.api.mdx`, `*.info.mdx`, `*.tag.mdx`,
//! `*.schema.mdx`), for sites that commit them (issue 12).
//!
//! In Docusaurus those files are the API pages, rendered by the OpenAPI theme's components.
//! In ferrosaurus the openapi-docs plugin renders the same pages (same ids, same URLs) from the
//! spec itself, so the docs plugin leaves the files to it: they are known by id, label and
//! permalink (the site's sidebars, such as the committed `sidebar.ts`, name them) but are not
//! rendered and get no route of this plugin.

use std::path::{Path, PathBuf};

use ferrosaurus_core::{DocsOptions, PluginModule, SiteConfig, DEFAULT_PLUGIN_ID};

/// The npm name of the plugin whose generated files these are.
const OPENAPI_PLUGIN: &str = "docusaurus-plugin-openapi-docs";

/// The names of the pages `gen-api-docs` writes.
const GENERATED_PAGES: [&str; 4] = [".api.mdx", ".info.mdx", ".tag.mdx", ".schema.mdx"];

/// The `outputDir`s of the openapi-docs entries that write into one docs instance.
#[derive(Debug, Clone, Default)]
pub(crate) struct ApiOutputDirs(Vec<PathBuf>);

impl ApiOutputDirs {
    /// The folders (relative to the site) of the openapi-docs entries whose `docsPluginId`
    /// names the docs instance `options` (`classic` and `default` name the preset's).
    pub(crate) fn of(config: &SiteConfig, options: &DocsOptions) -> Self {
        let mut dirs = Vec::new();
        for entry in config.plugins.iter().filter(|p| matches!(&p.module, PluginModule::Npm(n) if n == OPENAPI_PLUGIN)) {
            let target = entry.options.get("docsPluginId").and_then(|v| v.as_str()).unwrap_or(DEFAULT_PLUGIN_ID);
            let target = if target == "classic" { DEFAULT_PLUGIN_ID } else { target };
            if target != options.id {
                continue;
            }
            let specs = entry.options.get("config").and_then(|c| c.as_object()).into_iter().flat_map(|c| c.values());
            dirs.extend(specs.filter_map(|spec| spec.get("outputDir")?.as_str()).map(|d| PathBuf::from(d.trim_start_matches("./").trim_end_matches('/'))));
        }
        Self(dirs)
    }

    /// Whether the file at `rel_path` (relative to the site) is a page `gen-api-docs` wrote.
    pub(crate) fn owns(&self, rel_path: &Path) -> bool {
        let name = rel_path.file_name().and_then(|n| n.to_str()).unwrap_or_default();
        GENERATED_PAGES.iter().any(|suffix| name.ends_with(suffix)) && self.0.iter().any(|dir| rel_path.starts_with(dir))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ferrosaurus_core::{PluginEntry, PluginKind};

    #[test]
    fn the_generated_pages_of_the_instances_output_dirs_are_owned() {
        let mut config = SiteConfig::default_for_test();
        let options = serde_json::json!({"id": "openapi", "docsPluginId": "classic", "config": {"a": {"specPath": "a.yaml", "outputDir": "./docs/api/"}}});
        config.plugins.push(PluginEntry::npm(OPENAPI_PLUGIN, options, "plugins[0]", PluginKind::Plugin));
        let other = serde_json::json!({"docsPluginId": "community", "config": {"b": {"specPath": "b.yaml", "outputDir": "community/api"}}});
        config.plugins.push(PluginEntry::npm(OPENAPI_PLUGIN, other, "plugins[1]", PluginKind::Plugin));
        let dirs = ApiOutputDirs::of(&config, &DocsOptions::defaults());
        assert!(dirs.owns(Path::new("docs/api/get-pet.api.mdx")) && dirs.owns(Path::new("docs/api/v2/pets/pets.info.mdx")) && dirs.owns(Path::new("docs/api/schemas/pet.schema.mdx")));
        assert!(!dirs.owns(Path::new("docs/api/intro.mdx")), "a doc of the folder that gen-api-docs does not write");
        assert!(!dirs.owns(Path::new("docs/guides/x.api.mdx")), "outside the outputDir");
        assert!(!dirs.owns(Path::new("community/api/get-pet.api.mdx")), "another docs instance's");
    }
}
