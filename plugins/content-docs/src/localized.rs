//! Translated docs: for a locale other than the default one, a doc's file is read from
//! `i18n/<locale>/docusaurus-plugin-content-docs[-<id>]/<current|version-X>/<same path>` when it
//! exists, else from the docs folder (Docusaurus's fallback). A translation whose doc does not
//! exist is reported with its file.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use ferrosaurus_core::{Diagnostic, SiteConfig};

use crate::versions::Version;

/// The current locale's translation folder of one version, relative to the site folder
/// (`None` for the default locale).
pub(crate) fn version_dir(config: &SiteConfig, plugin_id: &str, version: &Version) -> Option<PathBuf> {
    let plugin_dir = config.i18n.plugin_dir("docusaurus-plugin-content-docs", plugin_id)?;
    let folder = if version.is_current() { "current".to_string() } else { format!("version-{}", version.name) };
    Some(Path::new(&plugin_dir).join(folder))
}

/// One warning per Markdown file of the translation folder that translates no doc of
/// `files` (a doc renamed or removed in the docs folder, or a typo in the translation's path).
pub(crate) fn report_orphans(site_dir: &Path, localized: &Path, docs_root: &Path, files: &[PathBuf], diags: &mut Vec<Diagnostic>) {
    let root = site_dir.join(localized);
    if !root.is_dir() {
        return;
    }
    let known: HashSet<&Path> = files.iter().filter_map(|f| f.strip_prefix(docs_root).ok()).collect();
    let docs_shown = docs_root.strip_prefix(site_dir).unwrap_or(docs_root);
    for entry in walkdir::WalkDir::new(&root).sort_by_file_name().into_iter().filter_map(Result::ok) {
        let path = entry.path();
        let markdown = path.extension().is_some_and(|e| e == "md" || e == "mdx");
        let Ok(rel) = path.strip_prefix(&root) else { continue };
        let hidden = rel.components().any(|c| c.as_os_str().to_string_lossy().starts_with(['_', '.']));
        if !entry.file_type().is_file() || !markdown || hidden || known.contains(rel) {
            continue;
        }
        let shown = localized.join(rel);
        diags.push(
            Diagnostic::warning(format!("this translation has no doc to translate: {} does not exist", docs_shown.join(rel).display()))
                .in_file(&shown)
                .with_help(format!("rename it after an existing doc of {}, or remove it", docs_shown.display())),
        );
    }
}
