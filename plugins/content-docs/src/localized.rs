//! Translated docs: for a locale other than the default one, a doc's file is read from
//! `i18n/<locale>/docusaurus-plugin-content-docs[-<id>]/<current|version-X>/<same path>` when it
//! exists, else from the docs folder (Docusaurus's fallback). A translation whose doc does not
//! exist is reported with its file. `<current|version-X>.json` beside those folders translates
//! the version's label and its sidebars' category and link labels.

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};

use ferrosaurus_core::{Diagnostic, SidebarItem, SiteConfig};
use indexmap::IndexMap;

use crate::sidebars::RenderedSidebar;
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

/// The current locale's messages for one version (`<locale folder>/current.json`,
/// `version-1.0.json`): `version.label`, `sidebar.<id>.category.<label>` (and its
/// `.link.generated-index.title` / `.description`), `sidebar.<id>.link.<label>`. A malformed
/// file is an error at its line.
pub(crate) fn version_messages(site_dir: &Path, config: &SiteConfig, plugin_id: &str, version: &Version, diags: &mut Vec<Diagnostic>) -> IndexMap<String, String> {
    let Some(dir) = version_dir(config, plugin_id, version) else { return IndexMap::new() };
    let rel = dir.with_extension("json");
    let Ok(text) = std::fs::read_to_string(site_dir.join(&rel)) else { return IndexMap::new() };
    let help = "each entry is \"id\": {\"message\": \"...\", \"description\": \"...\"}";
    let map = match serde_json::from_str::<serde_json::Map<String, serde_json::Value>>(&text) {
        Ok(map) => map,
        Err(e) => {
            diags.push(Diagnostic::error(format!("translation file: {e}")).at_line(&rel, e.line()).with_help(help));
            return IndexMap::new();
        }
    };
    map.into_iter().filter_map(|(id, entry)| Some((id, entry.get("message")?.as_str()?.to_string()))).collect()
}

/// Applies a version's sidebar translations to one rendered sidebar: category and link labels
/// in the tree, and the same category labels in breadcrumbs, generated index pages and
/// previous/next titles, so every place shows the translated label.
pub(crate) fn translate_sidebar(sidebar_id: &str, sidebar: &mut RenderedSidebar, messages: &IndexMap<String, String>) {
    if messages.is_empty() {
        return;
    }
    let mut renamed: HashMap<String, String> = HashMap::new();
    translate_items(sidebar_id, &mut sidebar.items, messages, &mut renamed);
    let rename = |label: &mut String| {
        if let Some(t) = renamed.get(label.as_str()) {
            label.clone_from(t);
        }
    };
    for crumbs in sidebar.ancestors.values_mut() {
        crumbs.iter_mut().for_each(|c| rename(&mut c.label));
    }
    for g in &mut sidebar.generated {
        let key = format!("sidebar.{sidebar_id}.category.{}.link.generated-index", g.title);
        let title = messages.get(&format!("{key}.title")).cloned();
        if let Some(d) = messages.get(&format!("{key}.description")) {
            g.description = Some(d.clone());
        }
        for n in sidebar.nav.iter_mut().filter(|n| n.doc_id.is_none() && n.permalink == g.permalink) {
            n.title = title.clone().unwrap_or_else(|| renamed.get(&n.title).cloned().unwrap_or_else(|| n.title.clone()));
        }
        match title {
            Some(t) => g.title = t,
            None => rename(&mut g.title),
        }
        g.breadcrumbs.iter_mut().for_each(|c| rename(&mut c.label));
        translate_items(sidebar_id, &mut g.items, messages, &mut HashMap::new());
    }
    for children in sidebar.category_children.values_mut() {
        translate_items(sidebar_id, children, messages, &mut HashMap::new());
    }
}

fn translate_items(sidebar_id: &str, items: &mut [SidebarItem], messages: &IndexMap<String, String>, renamed: &mut HashMap<String, String>) {
    for item in items {
        match item {
            SidebarItem::Category { label, items, .. } => {
                if let Some(t) = messages.get(&format!("sidebar.{sidebar_id}.category.{label}")) {
                    renamed.insert(label.clone(), t.clone());
                    label.clone_from(t);
                }
                translate_items(sidebar_id, items, messages, renamed);
            }
            SidebarItem::Link { label, doc_id: None, .. } => {
                if let Some(t) = messages.get(&format!("sidebar.{sidebar_id}.link.{label}")) {
                    label.clone_from(t);
                }
            }
            _ => {}
        }
    }
}
