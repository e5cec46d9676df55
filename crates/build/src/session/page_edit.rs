//! A doc re-rendered alone: the common edit, a writer saving the text of one doc, must not
//! redo the whole content phase (on a 10,000-page site that reads and renders every doc).
//!
//! What other pages show of a doc of the docs plugin is its front matter (id, slug, sidebar
//! label and position, tags, pagination...), its title (front matter, else its first `# `
//! heading) and its description (front matter, else its first paragraph): sidebars,
//! previous/next links, breadcrumbs, doc cards, tag pages and the global data are made of
//! those and of its path. So when a saved doc keeps its path, its front matter block (the same
//! text), its title and its description, only its own page changes: the body is rendered
//! again with the docs plugin's Markdown options and link resolution, and the old page data
//! is kept but for what the body makes (HTML, table of contents, hidden title, links).
//!
//! Anything else takes the full content rebuild: another kind of page (blog post, page), a
//! new, deleted or moved file, a changed front matter, title or description, a body that
//! needs the exact MDX path (JSX, imports, `<IdealImage>`, the theme's `<DocCardList />`), a translated locale,
//! a site with a plugin running in Node (its `allContentLoaded` may read any page), or a file
//! the session has no fingerprint of (written while the site loaded).

use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::SystemTime;

use ferrosaurus_content_docs::{AssetCollector, DocLinkResolver};
use ferrosaurus_core::{Diagnostic, DocVersionMeta, FrontMatter, PageData, PluginModule, SiteConfig, DEFAULT_PLUGIN_ID};
use ferrosaurus_markdown::{MarkdownOptions, ParsedSource, Rendered};
use rayon::prelude::*;

use super::{SiteSnapshot, DOCS_PLUGIN};
use crate::output::html_file;

/// The docs plugin's version name of the docs folder itself.
const CURRENT_VERSION: &str = "current";

/// Plugins (npm names) whose content phase reads no other plugin's pages, and the names the
/// build covers itself: with only these, a doc's body feeds its own page alone.
const INDEPENDENT_PLUGINS: &[&str] = &[
    "@docusaurus/plugin-content-docs",
    "@docusaurus/plugin-content-pages",
    "@docusaurus/plugin-content-blog",
    "@docusaurus/plugin-sitemap",
    "@docusaurus/plugin-ideal-image",
    "@docusaurus/plugin-pwa",
    "@docusaurus/plugin-client-redirects",
    "@cmfcmf/docusaurus-search-local",
    "docusaurus-plugin-openapi-docs",
    "@docusaurus/theme-classic",
    "@docusaurus/plugin-svgr",
    "docusaurus-theme-openapi-docs",
    "@docusaurus/theme-mermaid",
    "docusaurus-plugin-sass",
];

/// Whether every plugin of `config` is one of [`INDEPENDENT_PLUGINS`].
pub(super) fn plugins_allow_page_edits(config: &SiteConfig) -> bool {
    config.plugins.iter().all(|entry| matches!(&entry.module, PluginModule::Npm(name) if INDEPENDENT_PLUGINS.contains(&name.as_str())))
}

/// A hash of a Markdown source's front matter block (from the first line through the closing
/// `---`, as `ferrosaurus-markdown` splits it); a source whose block is never closed hashes
/// whole. Equal fingerprints, equal front matter.
pub(super) fn front_matter_fingerprint(text: &str) -> u64 {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut lines = text.split_inclusive('\n');
    let block = match lines.next() {
        Some(first) if first.trim_end() == "---" => {
            let mut end = first.len();
            let mut closed = false;
            for line in lines {
                end += line.len();
                if line.trim_end() == "---" {
                    closed = true;
                    break;
                }
            }
            if closed {
                &text[..end]
            } else {
                text
            }
        }
        _ => "",
    };
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    block.hash(&mut hasher);
    hasher.finish()
}

/// Front matter fingerprints of the docs' source files, read in parallel; a file written at
/// or after `since` (when the build that read it started) is left out, since the build may
/// have read the version before.
pub(super) fn fingerprints<'a>(site_dir: &Path, sources: impl Iterator<Item = &'a PathBuf>, since: SystemTime) -> HashMap<PathBuf, u64> {
    let sources: Vec<&PathBuf> = sources.collect();
    sources
        .par_iter()
        .filter_map(|rel| {
            let path = site_dir.join(rel);
            let modified = std::fs::metadata(&path).and_then(|m| m.modified()).ok()?;
            if modified >= since {
                return None;
            }
            let text = std::fs::read_to_string(&path).ok()?;
            Some(((*rel).clone(), front_matter_fingerprint(&text)))
        })
        .collect()
}

/// One doc rendered again alone.
pub(super) struct PageEdit {
    /// Its index in the snapshot's pages.
    pub(super) index: usize,
    /// Its source file, site-relative.
    pub(super) source: PathBuf,
    /// Its new page data.
    pub(super) page: PageData,
    /// Files its body references, to copy (served) as the docs plugin would.
    pub(super) copies: Vec<(String, PathBuf)>,
    /// What rendering it said.
    pub(super) diagnostics: Vec<Diagnostic>,
    /// Its front matter fingerprint.
    pub(super) fingerprint: u64,
}

/// Renders the doc at `path` (absolute) alone against `snapshot`, or `None` when the change
/// may reach other pages (see the module documentation).
pub(super) fn render_alone(snapshot: &SiteSnapshot, fingerprints: &HashMap<PathBuf, u64>, path: &Path) -> Option<PageEdit> {
    let source = path.strip_prefix(&snapshot.site_dir).ok()?.to_path_buf();
    let &index = snapshot.doc_sources.get(&source)?;
    let old = &snapshot.pages[index];
    let doc = old.doc.as_ref()?;
    let version = doc.version.as_ref()?;
    let config = &snapshot.config;
    if old.content_component.is_some() || config.i18n.plugin_dir(DOCS_PLUGIN, &version.plugin_id).is_some() {
        return None;
    }
    let text = std::fs::read_to_string(path).ok()?;
    let fingerprint = front_matter_fingerprint(&text);
    if fingerprints.get(&source) != Some(&fingerprint) {
        return None;
    }
    let parsed = ferrosaurus_markdown::parse_front_matter(&text, &source).ok()?;
    if parsed.diagnostics.iter().any(Diagnostic::is_error) || parsed.body.contains("<IdealImage") {
        return None;
    }
    if ferrosaurus_mdx::needs_js(parsed.body, parsed.body_line, &config.markdown).is_some() {
        return None;
    }
    let (mut rendered, copies) = render_doc(snapshot, version, &parsed, &source)?;
    let front_matter = &parsed.front_matter;
    let id_tail = doc.id.rsplit('/').next().unwrap_or(&doc.id);
    let title = front_matter.title.clone().or_else(|| rendered.content_title.clone()).unwrap_or_else(|| id_tail.to_string());
    let description = front_matter.description.clone().or_else(|| rendered.excerpt.clone());
    if title != old.title || description != old.description {
        return None;
    }
    let diagnostics = std::mem::take(&mut rendered.diagnostics);
    let page = with_body(old, front_matter, rendered);
    Some(PageEdit { index, source, page, copies, diagnostics, fingerprint })
}

/// A doc's text rendered as the docs plugin renders it, code highlighted, with the files its
/// body references; `None` when its version has no content folder.
fn render_doc(snapshot: &SiteSnapshot, version: &DocVersionMeta, parsed: &ParsedSource<'_>, source: &Path) -> Option<(Rendered, Vec<(String, PathBuf)>)> {
    let config = &snapshot.config;
    let assets = AssetCollector::new(config.base_url.clone());
    let permalinks = version_permalinks(snapshot, version);
    let links = DocLinkResolver::new(&snapshot.site_dir, &permalinks, &assets, vec![content_dir(config, version)?]);
    let rendered = ferrosaurus_markdown::render(parsed, source, &MarkdownOptions::for_site(config, &links));
    Some((rendered, assets.into_copies()))
}

/// `old` with what a doc's body makes (HTML, table of contents, hidden title, links) taken
/// from its new render.
fn with_body(old: &PageData, front_matter: &FrontMatter, rendered: Rendered) -> PageData {
    let mut page = PageData::clone(old);
    page.hide_title = front_matter.hide_title.unwrap_or(false) || rendered.content_title.is_some();
    page.html = Some(rendered.html);
    page.toc = rendered.toc;
    page.source_links = rendered.links.iter().map(|l| (l.href.clone(), l.line)).collect();
    page
}

/// A doc page the docs plugin rendered without highlighting its code
/// ([`CodeHighlighting::OnRequest`](ferrosaurus_core::CodeHighlighting)), rendered again from
/// its file with the code highlighted, as a build renders it; `None` when the page is not such
/// a doc or its file cannot be read or parsed any more (a change the watcher will bring).
pub(super) fn with_highlighting(snapshot: &SiteSnapshot, page: &PageData) -> Option<PageData> {
    let source = PathBuf::from(page.source.as_deref()?);
    let version = page.doc.as_ref()?.version.as_ref()?;
    let text = std::fs::read_to_string(snapshot.site_dir.join(&source)).ok()?;
    let parsed = ferrosaurus_markdown::parse_front_matter(&text, &source).ok()?;
    let (rendered, _) = render_doc(snapshot, version, &parsed, &source)?;
    Some(with_body(page, &parsed.front_matter, rendered))
}

impl SiteSnapshot {
    /// This version with the edited pages replaced; everything else is shared, rendered pages
    /// included (but the edited ones').
    pub(super) fn with_pages(&self, edits: &[PageEdit]) -> SiteSnapshot {
        let mut pages = self.pages.clone();
        let mut extra_copies = (*self.extra_copies).clone();
        let mut rendered = self.rendered.lock().unwrap_or_else(|e| e.into_inner()).clone();
        let mut highlight_on_request = (*self.highlight_on_request).clone();
        let mut highlighted = self.highlighted.lock().unwrap_or_else(|e| e.into_inner()).clone();
        for edit in edits {
            pages[edit.index] = Arc::new(edit.page.clone());
            extra_copies.extend(edit.copies.iter().cloned());
            rendered.remove(&html_file(&edit.page.route, &self.config));
            // an edited doc is rendered highlighted
            highlight_on_request.remove(&edit.index);
            highlighted.remove(&edit.index);
        }
        extra_copies.sort();
        extra_copies.dedup();
        SiteSnapshot {
            site_dir: self.site_dir.clone(),
            config: self.config.clone(),
            content: self.content.clone(),
            bundles: self.bundles.clone(),
            pool: self.pool.clone(),
            shared: self.shared.clone(),
            tags: self.tags.clone(),
            pages,
            html_paths: self.html_paths.clone(),
            data_paths: self.data_paths.clone(),
            doc_sources: self.doc_sources.clone(),
            extra_copies: Arc::new(extra_copies),
            rendered: Mutex::new(rendered),
            highlight_on_request: Arc::new(highlight_on_request),
            highlighted: Mutex::new(highlighted),
        }
    }
}

/// The permalinks of one docs version by source file: what its docs' Markdown links resolve to.
fn version_permalinks(snapshot: &SiteSnapshot, version: &DocVersionMeta) -> HashMap<PathBuf, String> {
    let same_version = |page: &PageData| page.doc.as_ref().and_then(|d| d.version.as_ref()).is_some_and(|v| v.plugin_id == version.plugin_id && v.version == version.version);
    snapshot
        .doc_sources
        .iter()
        .filter(|(_, &i)| same_version(&snapshot.pages[i]))
        .map(|(source, &i)| (source.clone(), snapshot.pages[i].route.clone()))
        .collect()
}

/// The folder of a docs version, relative to the site (as the docs plugin names it).
fn content_dir(config: &SiteConfig, version: &DocVersionMeta) -> Option<PathBuf> {
    let options = config.docs.iter().find(|d| d.id == version.plugin_id)?;
    if version.version == CURRENT_VERSION {
        return Some(PathBuf::from(&options.path));
    }
    let prefix = if options.id == DEFAULT_PLUGIN_ID { String::new() } else { format!("{}_", options.id) };
    Some(PathBuf::from(format!("{prefix}versioned_docs/version-{}", version.version)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fingerprint_covers_the_front_matter_block_only() {
        let fp = front_matter_fingerprint;
        let doc = "---\ntitle: A\n---\n\nBody.\n";
        assert_eq!(fp(doc), fp("---\ntitle: A\n---\n\nAnother body.\n"));
        assert_ne!(fp(doc), fp("---\ntitle: B\n---\n\nBody.\n"));
        assert_ne!(fp(doc), fp("---\ntitle: A\nsidebar_position: 2\n---\n\nBody.\n"));
        assert_eq!(fp("# No front matter\n"), fp("# Other text\n"));
        assert_ne!(fp("# No front matter\n"), fp(doc));
        assert_ne!(fp("---\ntitle: A\n"), fp("---\ntitle: A\nmore\n"), "an unclosed block hashes whole");
    }
}
