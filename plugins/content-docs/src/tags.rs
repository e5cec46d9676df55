//! Tags of a docs version: the tags file (`tags` option, `tags.yml` in the version's docs
//! folder by default, its translation first), each doc's tag links with the `onInlineTags`
//! report (both shared with the blog in `ferrosaurus-content-utils`), and the tags list and
//! tag pages.

use std::path::{Path, PathBuf};

use ferrosaurus_content_utils::tags::{report_inline_tags, resolve_tags, TagsFile, TagsRoute};
use ferrosaurus_core::{url, Diagnostic, DocsOptions, NavLink, PageData, PageKind, ReportingSeverity, Route, TagLink};
use indexmap::IndexMap;

use crate::DocSource;

/// The tags of a docs version: those its tags file declares, and the route of its tag pages.
#[derive(Debug, Default)]
pub(crate) struct TagIndex {
    file: Option<TagsFile>,
    on_inline_tags: ReportingSeverity,
    tags_path: String,
    trailing_slash: Option<bool>,
}

impl TagIndex {
    /// Reads the tags file from the version's translation folder or its docs folder.
    pub(crate) fn load(
        site_dir: &Path,
        options: &DocsOptions,
        content_dirs: &[PathBuf],
        version_path: &str,
        trailing_slash: Option<bool>,
        diags: &mut Vec<Diagnostic>,
    ) -> Self {
        TagIndex {
            file: TagsFile::load(site_dir, &options.tags, content_dirs, diags),
            on_inline_tags: options.on_inline_tags,
            tags_path: url::join([version_path, "tags"]),
            trailing_slash,
        }
    }

    fn route(&self) -> TagsRoute<'_> {
        TagsRoute { base: &self.tags_path, trailing_slash: self.trailing_slash }
    }

    /// A doc's tags as links; when a tags file exists, its inline tags are reported once
    /// (`onInlineTags`) at the doc's `tags:` line.
    pub(crate) fn links_for(&self, doc: &DocSource, diags: &mut Vec<Diagnostic>) -> Vec<TagLink> {
        let resolved = resolve_tags(doc.front_matter.tags.as_deref().unwrap_or_default(), self.file.as_ref(), self.route());
        if let Some(d) = report_inline_tags(&resolved, self.file.as_ref(), self.on_inline_tags) {
            diags.push(match front_matter_key_line(&doc.source, "tags") {
                Some(line) => d.at_line(&doc.rel_path, line),
                None => d.in_file(&doc.rel_path),
            });
        }
        resolved.into_iter().map(|t| t.link).collect()
    }

    /// The tags list page and one page per tag used by a listed doc.
    pub(crate) fn routes<'a>(&self, docs: impl Iterator<Item = (&'a DocSource, &'a str, Option<&'a str>)>) -> Vec<Route> {
        let mut by_tag: IndexMap<String, (TagLink, Vec<NavLink>)> = IndexMap::new();
        for (doc, title, excerpt) in docs {
            if doc.front_matter.is_unlisted() {
                continue;
            }
            for tag in resolve_tags(doc.front_matter.tags.as_deref().unwrap_or_default(), self.file.as_ref(), self.route()) {
                let entry = by_tag.entry(tag.link.permalink.clone()).or_insert_with(|| (tag.link, Vec::new()));
                let description = doc.front_matter.description.clone().or_else(|| excerpt.map(String::from));
                entry.1.push(NavLink { title: title.to_string(), permalink: doc.permalink.clone(), description });
            }
        }
        if by_tag.is_empty() {
            return Vec::new();
        }
        let mut routes = Vec::new();
        let mut list: Vec<TagLink> = Vec::new();
        for (tag, mut items) in by_tag.into_values() {
            items.sort_by_key(|a| a.title.to_lowercase());
            let n = items.len();
            let title = if n == 1 { format!("One doc tagged with \"{}\"", tag.label) } else { format!("{n} docs tagged with \"{}\"", tag.label) };
            let link = TagLink { count: Some(n), ..tag };
            let mut page = PageData::new(link.permalink.clone(), PageKind::TagDocs, title);
            page.description = link.description.clone();
            page.tags = vec![link.clone()];
            page.items = items;
            routes.push(Route::new(page, None));
            list.push(link);
        }
        list.sort_by_key(|a| a.label.to_lowercase());
        let mut page = PageData::new(url::apply_trailing_slash(&self.tags_path, self.trailing_slash), PageKind::TagsList, "Tags");
        page.tags = list;
        routes.insert(0, Route::new(page, None));
        routes
    }
}

/// The 1-based line of a top-level front matter key in a Markdown file.
fn front_matter_key_line(source: &str, key: &str) -> Option<usize> {
    let mut lines = source.lines().enumerate();
    if lines.next().map(|(_, l)| l.trim_end()) != Some("---") {
        return None;
    }
    lines
        .take_while(|(_, l)| l.trim_end() != "---")
        .find(|(_, l)| l.strip_prefix(key).is_some_and(|rest| rest.trim_start().starts_with(':')))
        .map(|(i, _)| i + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_lines_of_front_matter() {
        assert_eq!(front_matter_key_line("---\ntitle: A\ntags: [x]\n---\ntags: no\n", "tags"), Some(3));
        assert_eq!(front_matter_key_line("---\ntitle: A\n---\ntags: [x]\n", "tags"), None);
        assert_eq!(front_matter_key_line("# no front matter\n", "tags"), None);
    }
}
