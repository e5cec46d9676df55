//! Docusaurus's `configurePostCss` lifecycle hook: the JS plugins that have it (tailwind's
//! `configurePostCss(options) { options.plugins.push(require('tailwindcss')); ... }`, the setup
//! Docusaurus's own guide gives) shape PostCSS's options, chained over Docusaurus's default
//! (autoprefixer), and the site's `postcss` package runs them in the Node host over the site's
//! `customCss` stylesheets before lightningcss reads them. Docusaurus's postcss-loader also runs
//! them over the stylesheets components import; those go to lightningcss as they are, named in
//! one warning.

use std::path::{Path, PathBuf};

use ferrosaurus_core::{Diagnostic, Diagnostics, SiteConfig};
use serde_json::json;

use crate::pages::Content;
use crate::plugins::{Instance, NodeAccess};
use crate::BuildError;

/// Runs the plugins' `configurePostCss` PostCSS over the site's `.css` `customCss` files and
/// keeps the results in `content.post_css`; one warning names the site's other stylesheets,
/// which it does not run over. Nothing to do without such a plugin.
pub(crate) fn apply(
    instances: &[Instance],
    node: &mut NodeAccess,
    (site_dir, config): (&Path, &SiteConfig),
    content: &mut Content,
    diagnostics: &mut Diagnostics,
) -> Result<(), BuildError> {
    let handles: Vec<u64> = instances.iter().filter_map(|i| i.post_css).collect();
    if handles.is_empty() {
        return Ok(());
    }
    let names: Vec<String> = instances.iter().filter(|i| i.post_css.is_some()).map(|i| i.plugin.name().to_string()).collect();
    let is_css = |path: &Path| path.extension().is_some_and(|e| e == "css");
    let entries: Vec<&String> = config.custom_css.iter().filter(|css| is_css(Path::new(css.as_str()))).collect();
    let not_processed = stylesheets_not_processed(site_dir, config, &is_css);
    if let Some(first) = not_processed.first() {
        diagnostics.push(
            Diagnostic::warning(format!(
                "`configurePostCss` of {}: PostCSS runs over the `.css` customCss files only; {} other stylesheet(s) of the site go to lightningcss without it, e.g. {}",
                names.join(", "),
                not_processed.len(),
                first.display()
            ))
            .with_help("Docusaurus runs PostCSS over every stylesheet: move what needs it (`@tailwind`, `@apply`) into a `.css` customCss file"),
        );
    }
    let mut stylesheets = Vec::new();
    for css in &entries {
        let file = site_dir.join(css.as_str());
        let text = std::fs::read_to_string(&file).map_err(|e| BuildError::io(&file, e))?;
        stylesheets.push(json!({"file": file, "css": text}));
    }
    if stylesheets.is_empty() {
        return Ok(());
    }
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

/// The site's stylesheets PostCSS does not run over here, relative to the site folder: the
/// customCss files that are not `.css` (Sass, compiled by the bundler) and the stylesheets under
/// `src/` that are not customCss (components import them).
fn stylesheets_not_processed(site_dir: &Path, config: &SiteConfig, is_css: &dyn Fn(&Path) -> bool) -> Vec<PathBuf> {
    let custom: Vec<PathBuf> = config.custom_css.iter().map(|css| site_dir.join(css)).collect();
    let canonical_custom: Vec<PathBuf> = custom.iter().filter_map(|path| std::fs::canonicalize(path).ok()).collect();
    let is_stylesheet = |path: &Path| path.extension().is_some_and(|e| e == "css" || e == "scss" || e == "sass");
    let under_src = walkdir::WalkDir::new(site_dir.join("src"))
        .sort_by_file_name()
        .into_iter()
        .filter_entry(|e| e.file_name() != "node_modules")
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_file() && is_stylesheet(e.path()))
        .map(walkdir::DirEntry::into_path)
        .filter(|path| std::fs::canonicalize(path).map_or(true, |real| !canonical_custom.contains(&real)));
    let relative = |path: PathBuf| path.strip_prefix(site_dir).map(Path::to_path_buf).unwrap_or(path);
    custom.into_iter().filter(|path| !is_css(path)).chain(under_src).map(relative).collect()
}
