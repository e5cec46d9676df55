//! Docusaurus's `configurePostCss` lifecycle hook: the JS plugins that have it (tailwind's
//! `configurePostCss(options) { options.plugins.push(require('tailwindcss')); ... }`, the setup
//! Docusaurus's own guide gives) shape PostCSS's options, chained over Docusaurus's default
//! (autoprefixer), and the site's `postcss` package runs them in the Node host over the site's
//! `customCss` stylesheets before lightningcss reads them. Docusaurus's postcss-loader also runs
//! them over the stylesheets components import; those go to lightningcss as they are.

use std::path::Path;

use ferrosaurus_core::SiteConfig;
use serde_json::json;

use crate::pages::Content;
use crate::plugins::{Instance, NodeAccess};
use crate::BuildError;

/// Runs the plugins' `configurePostCss` PostCSS over the site's `.css` `customCss` files and
/// keeps the results in `content.post_css`. Nothing to do without such a plugin.
pub(crate) fn apply(instances: &[Instance], node: &mut NodeAccess, site_dir: &Path, config: &SiteConfig, content: &mut Content) -> Result<(), BuildError> {
    let handles: Vec<u64> = instances.iter().filter_map(|i| i.post_css).collect();
    if handles.is_empty() {
        return Ok(());
    }
    let entries: Vec<&String> = config.custom_css.iter().filter(|css| Path::new(css.as_str()).extension().is_some_and(|e| e == "css")).collect();
    let mut stylesheets = Vec::new();
    for css in &entries {
        let file = site_dir.join(css.as_str());
        let text = std::fs::read_to_string(&file).map_err(|e| BuildError::io(&file, e))?;
        stylesheets.push(json!({"file": file, "css": text}));
    }
    if stylesheets.is_empty() {
        return Ok(());
    }
    let names: Vec<String> = instances.iter().filter(|i| i.post_css.is_some()).map(|i| i.plugin.name().to_string()).collect();
    let failed = |message: String| BuildError::PluginHook { plugin: names.join(", "), id: "default".into(), hook: "configurePostCss", message };
    let host = node.host(site_dir, config)?;
    let reply = host.request("postCss", json!({"plugins": handles, "stylesheets": stylesheets}), None).map_err(|e| failed(e.to_string()))?;
    let processed: Vec<String> = serde_json::from_value(reply).map_err(|e| failed(format!("unexpected answer: {e}")))?;
    if processed.len() != entries.len() {
        return Err(failed(format!("{} stylesheets came back for {}", processed.len(), entries.len())));
    }
    content.post_css = entries.into_iter().cloned().zip(processed).collect();
    Ok(())
}
