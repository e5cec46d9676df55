//! The docs option `editUrl` given as a JS function (issue 9): called in the Node host that
//! evaluated the config, once per doc, with Docusaurus's arguments
//! `{version, versionDocsDirPath, docPath, permalink, locale}`; a string result is the doc's
//! edit link, `undefined`/`null` none. A doc's `custom_edit_url` front matter still wins.

use std::path::Path;

use ferrosaurus_core::{Diagnostic, DocsOptions, PluginOutput, SiteConfig, DEFAULT_PLUGIN_ID};
use serde_json::{json, Value};

const DOCS_PLUGIN: &str = "docusaurus-plugin-content-docs";

/// True when a docs instance has an `editUrl` function (the build then needs its Node host).
pub(crate) fn has_functions(config: &SiteConfig) -> bool {
    config.docs.iter().any(|d| d.edit_url_function.is_some())
}

/// Fills the edit links of the docs instances whose `editUrl` is a function.
pub(crate) fn apply(outputs: &mut [(String, String, PluginOutput)], config: &SiteConfig, host: &ferrosaurus_node_host::NodeHost, diags: &mut Vec<Diagnostic>) {
    for (name, id, out) in outputs.iter_mut().filter(|(name, _, _)| name == DOCS_PLUGIN) {
        let Some(options) = config.docs.iter().find(|d| d.id == *id) else { continue };
        let Some(handle) = options.edit_url_function else { continue };
        for route in &mut out.routes {
            let Some(source) = route.source.clone() else { continue };
            let permalink = route.page.route.clone();
            let Some(doc) = route.page.doc.as_mut().filter(|d| !d.id.is_empty() && d.edit_url.is_none()) else { continue };
            let Some(version) = doc.version.as_ref().map(|v| v.version.clone()) else { continue };
            let version_dir = version_docs_dir(options, &version);
            let args = json!({
                "version": version,
                "versionDocsDirPath": version_dir,
                "docPath": doc_path(config, options, &version, &version_dir, &source),
                "permalink": permalink,
                "locale": config.i18n.current_locale,
            });
            match host.call(handle, &[args]) {
                Ok(Value::String(url)) if !url.is_empty() => doc.edit_url = Some(url),
                Ok(Value::String(_) | Value::Null) => {}
                Ok(other) => diags.push(
                    Diagnostic::warning(format!("docs option `editUrl` (plugin `{name}`, id `{id}`) returned {other} instead of a string; the doc gets no edit link"))
                        .in_file(&source),
                ),
                Err(e) => diags.push(Diagnostic::error(format!("docs option `editUrl` threw for this doc: {e}")).in_file(&source)),
            }
        }
    }
}

/// The version's docs folder, relative to the site folder (`docs`, `versioned_docs/version-1.0`,
/// `community_versioned_docs/version-1.0` for another instance).
fn version_docs_dir(options: &DocsOptions, version: &str) -> String {
    if version == "current" {
        return options.path.clone();
    }
    let prefix = if options.id == DEFAULT_PLUGIN_ID { String::new() } else { format!("{}_", options.id) };
    format!("{prefix}versioned_docs/version-{version}")
}

/// The doc's path inside the folder it was read from (its translation's folder, or the
/// version's docs folder), `/`-separated.
fn doc_path(config: &SiteConfig, options: &DocsOptions, version: &str, version_dir: &str, source: &Path) -> String {
    let localized = config.i18n.plugin_dir(DOCS_PLUGIN, &options.id).map(|dir| {
        let folder = if version == "current" { "current".to_string() } else { format!("version-{version}") };
        Path::new(&dir).join(folder)
    });
    let inside = localized
        .as_deref()
        .and_then(|dir| source.strip_prefix(dir).ok())
        .or_else(|| source.strip_prefix(version_dir).ok())
        .unwrap_or(source);
    inside.to_string_lossy().replace('\\', "/")
}
