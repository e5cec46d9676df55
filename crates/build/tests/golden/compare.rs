//! Comparing two normalized builds page by page (`tests/golden.rs`, and
//! `examples/golden_compare.rs` over Docusaurus's and ferrosaurus's builds of a whole site):
//! what fails (file list, `<html>`/`<body>` attributes, head tags and order, JSON-LD, links in
//! another form, the structure of page kinds that matched before) and what is reported (the
//! structure and links of the other kinds, counted per page kind).
#![allow(dead_code, unreachable_pub)]

use std::collections::BTreeMap;
use std::fmt::Write as _;

use super::normalize::PageSummary;

/// The page kinds, named after the ThemeClassNames Docusaurus puts on their `<html>`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum PageKind {
    Doc,
    CategoryIndex,
    DocsTagsList,
    DocsTag,
    BlogList,
    BlogPost,
    BlogTagsList,
    BlogTag,
    BlogArchive,
    MarkdownPage,
    ReactPage,
    NotFound,
}

impl PageKind {
    /// The kind of a page from Docusaurus's `<html>` attributes (the expected side).
    pub fn of(html_attributes: &[String]) -> Option<PageKind> {
        let class = html_attributes.iter().find_map(|a| a.strip_prefix("class=\""))?.trim_end_matches('"');
        let has = |token: &str| class.split(' ').any(|t| t == token);
        let kind = if class.split(' ').any(|t| t.starts_with("docs-doc-id-")) {
            PageKind::Doc
        } else if has("docs-doc-page") {
            PageKind::CategoryIndex
        } else if has("docs-tags-list-page") {
            PageKind::DocsTagsList
        } else if has("docs-tags-doc-list-page") {
            PageKind::DocsTag
        } else if has("blog-list-page") {
            PageKind::BlogList
        } else if has("blog-post-page") {
            PageKind::BlogPost
        } else if has("blog-tags-list-page") {
            PageKind::BlogTagsList
        } else if has("blog-tags-post-list-page") {
            PageKind::BlogTag
        } else if has("plugin-blog") {
            PageKind::BlogArchive
        } else if has("mdx-page") {
            PageKind::MarkdownPage
        } else if has("plugin-pages") {
            PageKind::ReactPage
        } else if has("plugin-native") || has("docs-wrapper") {
            // docs at the site's root catch the 404 page: their wrapper, no page class
            PageKind::NotFound
        } else {
            return None;
        };
        Some(kind)
    }
}

/// Lines only in `expected` (`-`) and only in `ours` (`+`), as a set difference.
pub fn set_difference(expected: &[String], ours: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    out.extend(expected.iter().filter(|l| !ours.contains(l)).map(|l| format!("- {l}")));
    out.extend(ours.iter().filter(|l| !expected.contains(l)).map(|l| format!("+ {l}")));
    out
}

/// A unified diff of two line lists and its count of changed lines, or `None` when equal.
pub fn line_diff(expected: &[String], ours: &[String], limit: usize) -> Option<(usize, String)> {
    if expected == ours {
        return None;
    }
    let (a, b) = (expected.join("\n") + "\n", ours.join("\n") + "\n");
    let diff = similar::TextDiff::from_lines(&a, &b);
    let changed = diff.iter_all_changes().filter(|c| c.tag() != similar::ChangeTag::Equal).count();
    let text = diff.unified_diff().context_radius(1).header("docusaurus", "ferrosaurus").to_string();
    let shown: Vec<&str> = text.lines().take(limit).collect();
    Some((changed, format!("{}{}", shown.join("\n"), if text.lines().count() > limit { "\n  ..." } else { "" })))
}

/// What one variant's comparison found.
#[derive(Default)]
pub struct Findings {
    pub failures: String,
    pub report: String,
    /// Differing structure lines per page kind (every kind seen is a key).
    pub structure_lines: BTreeMap<PageKind, usize>,
    /// The kinds whose structure and links fail rather than being reported.
    pub matched: &'static [PageKind],
}

impl Findings {
    /// Findings where the structure of the `matched` kinds fails.
    pub fn new(matched: &'static [PageKind]) -> Self {
        Findings { matched, ..Findings::default() }
    }

    /// The output file lists: any difference fails.
    pub fn compare_files(&mut self, expected: &[String], ours: &[String]) {
        let diff = set_difference(expected, ours);
        if !diff.is_empty() {
            writeln!(self.failures, "output files (- only Docusaurus, + only ferrosaurus):\n  {}", diff.join("\n  ")).unwrap();
        }
    }

    pub fn compare_page(&mut self, file: &str, theirs: &PageSummary, ours: &PageSummary) {
        for (part, a, b) in [("<html>", &theirs.html, &ours.html), ("<body>", &theirs.body, &ours.body)] {
            let diff = set_difference(a, b);
            if !diff.is_empty() {
                writeln!(self.failures, "{file} {part}:\n  {}", diff.join("\n  ")).unwrap();
            }
        }
        if let Some((_, diff)) = line_diff(&theirs.head, &ours.head, 80) {
            let what = if theirs.head_set() == ours.head_set() { "the same tags in another order" } else { "different tags" };
            writeln!(self.failures, "{file} <head> ({what}):\n{diff}").unwrap();
        }
        if theirs.structured_values() != ours.structured_values() {
            let diff = set_difference(&theirs.structured_data, &ours.structured_data);
            writeln!(self.failures, "{file} structured data:\n  {}", diff.join("\n  ")).unwrap();
        }
        // a link Docusaurus's page does not have is in another form (trailingSlash, baseUrl,
        // locale): a failure; links ferrosaurus's page lacks belong to its missing structure
        let extra: Vec<&String> = ours.links.iter().filter(|l| !theirs.links.contains(l)).collect();
        if !extra.is_empty() {
            writeln!(self.failures, "{file} internal links Docusaurus's page does not have:\n  {}", extra.iter().map(|l| format!("+ {l}")).collect::<Vec<_>>().join("\n  ")).unwrap();
        }
        self.compare_structure(file, theirs, ours);
    }

    fn compare_structure(&mut self, file: &str, theirs: &PageSummary, ours: &PageSummary) {
        let Some(kind) = PageKind::of(&theirs.html) else {
            writeln!(self.failures, "{file}: no page kind known for Docusaurus's <html> {:?}", theirs.html).unwrap();
            return;
        };
        let count = self.structure_lines.entry(kind).or_default();
        let structure = line_diff(&theirs.structure, &ours.structure, 60);
        let links = line_diff(&theirs.links, &ours.links, 30);
        let changed = structure.as_ref().map_or(0, |d| d.0) + links.as_ref().map_or(0, |d| d.0);
        *count += changed;
        if changed == 0 {
            return;
        }
        let out = if self.matched.contains(&kind) { &mut self.failures } else { &mut self.report };
        let matched = if self.matched.contains(&kind) { ", matched Docusaurus before" } else { "" };
        for (what, diff) in [("structure", structure), ("internal links", links)] {
            if let Some((lines, diff)) = diff {
                writeln!(out, "{file} {what} ({kind:?}{matched}): {lines} changed lines\n{diff}").unwrap();
            }
        }
    }

    /// The report's last lines: differing structure lines per page kind and in all.
    pub fn structure_tally(&self) -> String {
        let total: usize = self.structure_lines.values().sum();
        let per_kind: Vec<String> = self.structure_lines.iter().map(|(kind, lines)| format!("{kind:?} {lines}")).collect();
        format!("structure and link lines differing from Docusaurus: {total} ({})", per_kind.join(", "))
    }
}

