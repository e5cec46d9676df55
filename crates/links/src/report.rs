//! The broken links found, grouped by page, and their Docusaurus wording.

use std::path::PathBuf;

use ferrosaurus_core::{Diagnostic, ReportingSeverity, Severity};

use crate::LinkError;

/// Links or anchors: the two kinds Docusaurus reports separately.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BrokenKind {
    /// The target path is neither a route nor a file of the output.
    Link,
    /// The target page exists but has no element with that id (or `name`).
    Anchor,
}

impl BrokenKind {
    fn word(self) -> &'static str {
        match self {
            Self::Link => "link",
            Self::Anchor => "anchor",
        }
    }
}

/// One broken link on a page.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct BrokenLink {
    /// The href as the HTML has it.
    pub link: String,
    /// The site path it resolves to, with query and hash.
    pub resolved: String,
    /// The line of the Markdown source that wrote it, when known.
    pub line: Option<usize>,
}

/// The broken links (or anchors) of one page.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct PageBrokenLinks {
    /// The page's route.
    pub page: String,
    /// The page's source file, relative to the site folder, when known.
    pub source: Option<PathBuf>,
    /// Each broken target once, in the order the page first links to it.
    pub links: Vec<BrokenLink>,
}

/// What [`crate::check`] found.
#[derive(Debug, Default)]
#[non_exhaustive]
pub struct LinkReport {
    /// Pages with links to paths that do not exist.
    pub broken_links: Vec<PageBrokenLinks>,
    /// Pages with links to anchors that do not exist.
    pub broken_anchors: Vec<PageBrokenLinks>,
    /// Pages whose HTML could not be read or parsed.
    pub errors: Vec<LinkError>,
    /// How many pages were scanned.
    pub pages_checked: usize,
    /// How many internal links were checked (each distinct link of a page once).
    pub links_checked: usize,
    /// Per page, in the order given to [`crate::check`]: the `<a href>` values its
    /// [`crate::LinkSources`] left unchecked (written by a component, not reported by `Link`),
    /// for [`crate::LinkSources::AllBut`] when a later build reuses the page.
    pub unchecked_links: Vec<Vec<String>>,
}

impl LinkReport {
    /// True when nothing is broken and every page could be read.
    pub fn is_clean(&self) -> bool {
        self.broken_links.is_empty() && self.broken_anchors.is_empty() && self.errors.is_empty()
    }

    /// Docusaurus's whole message for one kind ("Docusaurus found broken links! ..."), or
    /// `None` when there is nothing of that kind.
    pub fn docusaurus_message(&self, kind: BrokenKind) -> Option<String> {
        let pages = self.pages(kind);
        if pages.is_empty() {
            return None;
        }
        let (what, option) = match kind {
            BrokenKind::Link => ("path", "onBrokenLinks"),
            BrokenKind::Anchor => ("anchor", "onBrokenAnchors"),
        };
        let word = kind.word();
        let list: Vec<String> = pages.iter().map(|p| format!("- {}", page_block(p, kind, false))).collect();
        Some(format!(
            "Docusaurus found broken {word}s!\n\nPlease check the pages of your site in the list below, and make sure you don't reference any {what} that does not exist.\nNote: it's possible to ignore broken {word}s with the '{option}' Docusaurus configuration, and let the build pass.\n\nExhaustive list of all broken {word}s found:\n{}\n",
            list.join("\n")
        ))
    }

    /// One diagnostic per page and kind, with the page's source file and the line of its first
    /// broken link, at the severity the site configures (`ignore` gives none, `log` and `warn`
    /// give warnings, `throw` gives errors). Unreadable pages are warnings.
    pub fn diagnostics(&self, on_broken_links: ReportingSeverity, on_broken_anchors: ReportingSeverity) -> Vec<Diagnostic> {
        let mut out = Vec::new();
        for (kind, severity) in [(BrokenKind::Link, on_broken_links), (BrokenKind::Anchor, on_broken_anchors)] {
            let Some(severity) = severity_of(severity) else { continue };
            out.extend(self.pages(kind).iter().map(|p| page_diagnostic(p, kind, severity)));
        }
        out.extend(self.errors.iter().map(|e| Diagnostic::warning(e.to_string())));
        out
    }

    /// One line for the build summary: `152 pages, 4310 links, 2 broken links, 1 broken anchor`
    /// (the broken parts only when there are some).
    pub fn summary(&self) -> String {
        let mut parts = vec![counted(self.pages_checked, "page"), counted(self.links_checked, "link")];
        for (kind, word) in [(BrokenKind::Link, "broken link"), (BrokenKind::Anchor, "broken anchor")] {
            let broken: usize = self.pages(kind).iter().map(|p| p.links.len()).sum();
            if broken > 0 {
                parts.push(counted(broken, word));
            }
        }
        if !self.errors.is_empty() {
            parts.push(format!("{} unreadable", self.errors.len()));
        }
        parts.join(", ")
    }

    fn pages(&self, kind: BrokenKind) -> &[PageBrokenLinks] {
        match kind {
            BrokenKind::Link => &self.broken_links,
            BrokenKind::Anchor => &self.broken_anchors,
        }
    }
}

/// `1 page`, `2 pages`.
fn counted(n: usize, word: &str) -> String {
    format!("{n} {word}{}", if n == 1 { "" } else { "s" })
}

fn severity_of(severity: ReportingSeverity) -> Option<Severity> {
    match severity {
        ReportingSeverity::Ignore => None,
        ReportingSeverity::Log | ReportingSeverity::Warn => Some(Severity::Warning),
        ReportingSeverity::Throw => Some(Severity::Error),
    }
}

fn page_diagnostic(page: &PageBrokenLinks, kind: BrokenKind, severity: Severity) -> Diagnostic {
    let message = page_block(page, kind, page.source.is_some());
    let mut d = Diagnostic::new(severity, message);
    if let Some(source) = &page.source {
        d = match page.links.iter().find_map(|l| l.line) {
            Some(line) => d.at_line(source, line),
            None => d.in_file(source),
        };
    }
    let help = match kind {
        BrokenKind::Link => "make sure you don't reference any path that does not exist; `onBrokenLinks` sets how this is reported",
        BrokenKind::Anchor => "make sure you don't reference any anchor that does not exist; `onBrokenAnchors` sets how this is reported",
    };
    d.with_help(help)
}

/// `Broken link on source page path = /a:\n   -> linking to /b` (with ` (line N)` after each
/// link whose source line is known, when `with_lines`).
fn page_block(page: &PageBrokenLinks, kind: BrokenKind, with_lines: bool) -> String {
    let mut out = format!("Broken {} on source page path = {}:", kind.word(), page.page);
    for link in &page.links {
        out.push_str("\n   -> linking to ");
        out.push_str(&link.link);
        if link.link != link.resolved {
            out.push_str(&format!(" (resolved as: {})", link.resolved));
        }
        if let (true, Some(line)) = (with_lines, link.line) {
            out.push_str(&format!(" (line {line})"));
        }
    }
    out
}
