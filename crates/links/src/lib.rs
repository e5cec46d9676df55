//! Link and anchor checking over the built HTML, with source positions.
//!
//! [`check`] reads every built page once (pages in parallel with rayon) with the strict
//! tokenizer of `ferrosaurus-html-scan`, or with lol_html where that one is unsure (the two
//! agree, [`compare_readings`]: tested on generated pages and on every page of this
//! repository's site), collects its internal links (`a[href]`, `img[src]`, `link[href]`, `srcset` entries) and its
//! anchors (`id`s, `a[name]`), then checks each link against the route set, the files of the
//! output folder (static files, assets) and the target page's anchors, as Docusaurus's
//! `onBrokenLinks` / `onBrokenAnchors` check does: routes match without regard to a trailing
//! slash or case, queries are ignored, `%`-escapes are decoded, links that leave the site are
//! not checked. Each broken link is reported once per page, with the Markdown line that wrote it
//! when the page says so.
//!
//! Which `<a href>` are checked is the page's [`LinkSources`]. Docusaurus checks the links
//! `@docusaurus/Link` reports while a page renders (Markdown links render through it), not an
//! `<a href>` a component or raw HTML writes; a page whose render reported its links
//! ([`LinkSources::Reported`]) is checked the same way, so a site that builds with Docusaurus
//! is not stopped here by links Docusaurus never looked at. Anchors are every `id` of the
//! target page (Docusaurus knows only the ids its `Heading` and `Link` report).
//!
//! ```
//! use ferrosaurus_core::ReportingSeverity;
//! use ferrosaurus_links::{check, CheckOptions, PageToCheck};
//! let out = tempfile::tempdir().unwrap();
//! std::fs::create_dir_all(out.path().join("docs/intro")).unwrap();
//! std::fs::write(
//!     out.path().join("docs/intro/index.html"),
//!     r#"<h2 id="setup">Setup</h2><a href="/docs/intro#setup">ok</a><a href="/docs/nope">broken</a>"#,
//! ).unwrap();
//! let pages = [PageToCheck::new("/docs/intro", "docs/intro/index.html")
//!     .with_source("docs/intro.md", [("/docs/nope".to_string(), 7)])];
//! let report = check(out.path(), &pages, &CheckOptions::new("/"));
//! let diagnostics = report.diagnostics(ReportingSeverity::Warn, ReportingSeverity::Warn);
//! assert_eq!(
//!     diagnostics[0].to_string().lines().next().unwrap(),
//!     "warning: docs/intro.md:7: Broken link on source page path = /docs/intro:",
//! );
//! ```

mod report;
mod resolve;
mod scan;

use std::collections::HashSet;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};

use rayon::prelude::*;
use rustc_hash::{FxHashMap, FxHashSet, FxHasher};

pub use report::{BrokenKind, BrokenLink, LinkReport, PageBrokenLinks};
use resolve::{decode, resolve, route_key, Resolved};
use scan::PageScan;

/// Why a page could not be checked.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum LinkError {
    /// The page's HTML file could not be read.
    #[error("cannot read `{}` to check its links: {source}", path.display())]
    Read {
        /// The HTML file.
        path: PathBuf,
        /// The underlying error.
        source: std::io::Error,
    },
    /// lol_html gave up on the page's HTML.
    #[error("cannot parse `{}` to check its links: {message}", path.display())]
    Parse {
        /// The HTML file.
        path: PathBuf,
        /// What lol_html said.
        message: String,
    },
}

/// One built page to check.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct PageToCheck {
    /// The route, with the base URL (`/docs/intro`).
    pub route: String,
    /// Its HTML file, relative to the output folder.
    pub html_file: PathBuf,
    /// The Markdown/MDX file that produced it, relative to the site folder.
    pub source: Option<PathBuf>,
    /// The hrefs the Markdown renderer wrote, with their 1-based source lines.
    pub source_links: Vec<(String, usize)>,
    /// Which of the page's `<a href>` are checked.
    pub link_sources: LinkSources,
}

/// Which `<a href>` elements of a page the check covers (images, `<link>` and `srcset` are
/// always checked).
#[derive(Debug, Clone, Default)]
#[non_exhaustive]
pub enum LinkSources {
    /// Every one (a page whose render did not say which links it made).
    #[default]
    AllInHtml,
    /// Those the page's render reported (the theme's `Link` reports each internal link, as
    /// Docusaurus's does) and those its Markdown wrote ([`PageToCheck::source_links`]).
    Reported(ReportedLinks),
    /// Every one but these: what an earlier check of the same page left unchecked
    /// ([`LinkReport::unchecked_links`]), for a page an incremental build did not render again.
    AllBut(HashSet<String>),
}

/// The links a page's render reported, kept as hashes: a 10,000-page site reports a few
/// hundred links per page (its sidebar, navbar and footer), and the check only asks whether
/// an `<a href>` of the HTML is among them.
#[derive(Debug, Clone, Default)]
pub struct ReportedLinks(Vec<u64>);

impl ReportedLinks {
    /// From the hrefs as the render wrote them into the page.
    pub fn new<S: AsRef<str>>(links: impl IntoIterator<Item = S>) -> Self {
        let mut hashes: Vec<u64> = links.into_iter().map(|l| href_hash(l.as_ref())).collect();
        hashes.sort_unstable();
        hashes.dedup();
        Self(hashes)
    }

    fn contains(&self, href: &str) -> bool {
        self.0.binary_search(&href_hash(href)).is_ok()
    }
}

/// A hash of an href (the same for every call in a process; never stored).
fn href_hash(href: &str) -> u64 {
    let mut hasher = FxHasher::default();
    href.hash(&mut hasher);
    hasher.finish()
}

impl PageToCheck {
    /// A page with no known source.
    pub fn new(route: impl Into<String>, html_file: impl Into<PathBuf>) -> Self {
        Self { route: route.into(), html_file: html_file.into(), source: None, source_links: Vec::new(), link_sources: LinkSources::AllInHtml }
    }

    /// Sets which `<a href>` of the page are checked.
    pub fn with_link_sources(mut self, sources: LinkSources) -> Self {
        self.link_sources = sources;
        self
    }

    /// Sets the source file and the (href, line) pairs its renderer recorded: from a
    /// `ferrosaurus_markdown::Rendered`, `rendered.links.iter().map(|l| (l.href.clone(), l.line))`.
    pub fn with_source(mut self, source: impl Into<PathBuf>, links: impl IntoIterator<Item = (String, usize)>) -> Self {
        self.source = Some(source.into());
        self.source_links = links.into_iter().collect();
        self
    }
}

/// The site settings the check needs.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct CheckOptions {
    /// `baseUrl`, starting and ending with `/`.
    pub base_url: String,
    /// `trailingSlash`: where a page is served decides how its relative links resolve.
    pub trailing_slash: Option<bool>,
    /// Base URLs of sibling builds (the site's other locales): a link whose most specific base
    /// is one of them points into another build and is not checked here.
    pub sibling_base_urls: Vec<String>,
}

impl CheckOptions {
    /// Options for a base URL, with `trailingSlash` unset.
    pub fn new(base_url: impl Into<String>) -> Self {
        Self { base_url: base_url.into(), trailing_slash: None, sibling_base_urls: Vec::new() }
    }

    /// Sets the base URLs of sibling builds (other locales), whose pages this check cannot see.
    pub fn sibling_base_urls(mut self, base_urls: Vec<String>) -> Self {
        self.sibling_base_urls = base_urls;
        self
    }

    /// Sets `trailingSlash`.
    pub fn trailing_slash(mut self, trailing_slash: Option<bool>) -> Self {
        self.trailing_slash = trailing_slash;
        self
    }
}

/// Checks every page's links; see the crate documentation.
pub fn check(out_dir: &Path, pages: &[PageToCheck], options: &CheckOptions) -> LinkReport {
    let scans: Vec<Result<PageScan, LinkError>> = pages.par_iter().map(|p| scan_page(out_dir, p)).collect();
    let site = Site::new(OutputFiles::new(out_dir), pages, &scans, options);
    let results: Vec<PageResult> = pages
        .par_iter()
        .zip(scans.par_iter())
        .map_init(FxHashSet::default, |fine, (page, scanned)| match scanned {
            Ok(scan) => site.check_page(page, scan, fine),
            Err(_) => PageResult::default(),
        })
        .collect();
    let mut report = LinkReport { pages_checked: pages.len(), ..LinkReport::default() };
    for (page, result) in pages.iter().zip(results) {
        report.links_checked += result.checked;
        push_group(&mut report.broken_links, page, result.links);
        push_group(&mut report.broken_anchors, page, result.anchors);
        report.unchecked_links.push(result.unchecked);
    }
    // a million links' strings are freed on every thread
    report.errors = scans.into_par_iter().filter_map(Result::err).collect();
    report
}

fn push_group(groups: &mut Vec<PageBrokenLinks>, page: &PageToCheck, links: Vec<BrokenLink>) {
    if !links.is_empty() {
        groups.push(PageBrokenLinks { page: page.route.clone(), source: page.source.clone(), links });
    }
}

fn scan_page(out_dir: &Path, page: &PageToCheck) -> Result<PageScan, LinkError> {
    thread_local! {
        /// The page being read: one buffer per thread, reused from page to page (a fresh one
        /// per page is as much memory to fault in as the site's HTML).
        static PAGE: std::cell::RefCell<Vec<u8>> = const { std::cell::RefCell::new(Vec::new()) };
    }
    let path = out_dir.join(&page.html_file);
    PAGE.with(|buffer| {
        let mut html = buffer.borrow_mut();
        html.clear();
        std::fs::File::open(&path).and_then(|mut file| std::io::Read::read_to_end(&mut file, &mut html)).map_err(|source| LinkError::Read { path: path.clone(), source })?;
        scan::scan(&html).map_err(|e| LinkError::Parse { path, message: e.to_string() })
    })
}

/// How the check reads a page: the fast tokenizer's links and anchors, or lol_html's where the
/// tokenizer is unsure. [`compare_readings`] says which, for tests over whole built sites.
#[derive(Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Reading {
    /// The tokenizer read the page and found what lol_html finds.
    Fast,
    /// The tokenizer stepped aside (the reason); lol_html reads the page.
    FellBack(String),
    /// The tokenizer read the page but found something else than lol_html: a defect.
    Differs(String),
}

/// Reads `html` both ways and compares (see [`Reading`]).
pub fn compare_readings(html: &[u8]) -> Reading {
    match scan::compare(html) {
        Ok(None) => Reading::Fast,
        Ok(Some(difference)) => Reading::Differs(difference),
        Err(unsure) => Reading::FellBack(unsure),
    }
}

/// What a link resolves to.
enum Target<'a> {
    /// A checked page, with its anchors (`None` when its HTML could not be read).
    Page(Option<&'a FxHashSet<String>>),
    /// A file of the output folder (static file, asset, HTML not in the page list).
    File,
    /// Nothing.
    Missing,
}

/// The routes, anchors and output files every page is checked against.
struct Site<'a> {
    anchors_by_route: FxHashMap<String, Option<&'a FxHashSet<String>>>,
    files: OutputFiles<'a>,
    base_url: &'a str,
    trailing_slash: Option<bool>,
    sibling_base_urls: &'a [String],
}

#[derive(Default)]
struct PageResult {
    links: Vec<BrokenLink>,
    anchors: Vec<BrokenLink>,
    checked: usize,
    /// The `<a href>` values the page's [`LinkSources`] left out.
    unchecked: Vec<String>,
}

impl<'a> Site<'a> {
    fn new(files: OutputFiles<'a>, pages: &'a [PageToCheck], scans: &'a [Result<PageScan, LinkError>], options: &'a CheckOptions) -> Self {
        let anchors_by_route = pages.iter().zip(scans).map(|(p, s)| (route_key(&p.route), s.as_ref().ok().map(|s| &s.anchors))).collect();
        Self { anchors_by_route, files, base_url: &options.base_url, trailing_slash: options.trailing_slash, sibling_base_urls: &options.sibling_base_urls }
    }

    /// Checks the links of one page; `fine` holds the absolute links (whose target does not
    /// depend on the page) earlier pages found fine, as most links of a site are its navbar's,
    /// sidebar's and footer's, on every page (a broken one is checked again on every page, to
    /// be reported there with its line).
    fn check_page<'s>(&self, page: &PageToCheck, scan: &'s PageScan, fine: &mut FxHashSet<&'s str>) -> PageResult {
        let page_url = ferrosaurus_core::url::apply_trailing_slash_with_base(&page.route, self.trailing_slash, self.base_url);
        let lines: FxHashMap<&str, usize> = page.source_links.iter().rev().map(|(href, line)| (href.as_str(), *line)).collect();
        let covered = |href: &str| match &page.link_sources {
            LinkSources::AllInHtml => true,
            // `lines` holds every href the page's Markdown wrote
            LinkSources::Reported(reported) => reported.contains(href) || lines.contains_key(href),
            LinkSources::AllBut(unchecked) => !unchecked.contains(href),
        };
        let mut seen = FxHashSet::default();
        let mut result = PageResult::default();
        for link in &scan.links {
            let href = scan.href(link);
            if !seen.insert(href) {
                continue;
            }
            if link.from_anchor_element && !covered(href) {
                result.unchecked.push(href.to_owned());
                continue;
            }
            let absolute = href.starts_with('/') && !href.starts_with("//");
            if absolute && fine.contains(href) {
                result.checked += 1;
                continue;
            }
            let Some(resolved) = resolve(href, &page_url) else { continue };
            if self.in_sibling_build(&resolved.path) {
                continue;
            }
            result.checked += 1;
            let broken = |resolved: &Resolved| BrokenLink { link: href.to_owned(), resolved: resolved.serialize(), line: lines.get(href).copied() };
            match self.target(&resolved.path) {
                Target::Missing => result.links.push(broken(&resolved)),
                Target::Page(Some(anchors)) if !has_anchor(anchors, resolved.fragment.as_deref()) => result.anchors.push(broken(&resolved)),
                Target::Page(_) | Target::File => {
                    if absolute {
                        fine.insert(href);
                    }
                }
            }
        }
        result
    }

    /// The most specific base URL the path falls under is another build's.
    fn in_sibling_build(&self, path: &str) -> bool {
        if self.sibling_base_urls.is_empty() {
            return false;
        }
        let under = |base: &str| path.starts_with(base) || format!("{path}/") == base;
        let own = if under(self.base_url) { self.base_url.len() } else { 0 };
        self.sibling_base_urls.iter().any(|b| under(b) && (own == 0 || b.len() > own))
    }

    fn target(&self, path: &str) -> Target<'_> {
        if let Some(anchors) = self.anchors_by_route.get(&route_key(path)) {
            return Target::Page(*anchors);
        }
        // the output folder is served at baseUrl: `/docs` with baseUrl `/docs/` is its root
        if !path.starts_with(self.base_url) && format!("{path}/") != self.base_url {
            return Target::Missing;
        }
        let rel = decode(path.get(self.base_url.len()..).unwrap_or(""));
        let rel = rel.trim_end_matches('/');
        let candidates = [rel.to_owned(), format!("{rel}/index.html"), format!("{rel}.html")];
        if candidates.iter().any(|c| self.files.contains(c.trim_start_matches('/'))) {
            Target::File
        } else {
            Target::Missing
        }
    }
}

/// No fragment, an empty one, or one the page has (as written or decoded).
fn has_anchor(anchors: &FxHashSet<String>, fragment: Option<&str>) -> bool {
    match fragment {
        None | Some("") => true,
        Some(f) => anchors.contains(f) || anchors.contains(decode(f).as_ref()),
    }
}

/// The files of the output folder, looked up when a link names one (a site's pages link to a
/// few files, each from many pages, so each is looked up once): whether a relative,
/// `/`-separated path is a file there, never following a symlink and never leaving the folder.
struct OutputFiles<'a> {
    dir: &'a Path,
    known: std::sync::RwLock<FxHashMap<String, bool>>,
}

impl<'a> OutputFiles<'a> {
    fn new(dir: &'a Path) -> Self {
        Self { dir, known: std::sync::RwLock::default() }
    }

    fn contains(&self, rel: &str) -> bool {
        if let Some(&known) = self.known.read().unwrap_or_else(|e| e.into_inner()).get(rel) {
            return known;
        }
        let is_file = is_file_inside(self.dir, rel);
        self.known.write().unwrap_or_else(|e| e.into_inner()).insert(rel.to_owned(), is_file);
        is_file
    }
}

/// `rel` names a file under `dir` through folders and a file that are none of them symlinks.
fn is_file_inside(dir: &Path, rel: &str) -> bool {
    let mut path = dir.to_path_buf();
    for part in rel.split('/') {
        if part.is_empty() || part == "." || part == ".." {
            return false;
        }
        path.push(part);
        match std::fs::symlink_metadata(&path) {
            Ok(metadata) if metadata.file_type().is_symlink() => return false,
            Ok(_) => {}
            Err(_) => return false,
        }
    }
    std::fs::symlink_metadata(&path).is_ok_and(|m| m.is_file())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn output_files_are_files_inside_the_folder_reached_without_symlinks() {
        let root = tempfile::tempdir().unwrap();
        let out = root.path().join("build");
        std::fs::create_dir_all(out.join("assets/css")).unwrap();
        std::fs::write(out.join("assets/css/a.css"), "").unwrap();
        std::fs::write(root.path().join("secret.txt"), "").unwrap();
        std::os::unix::fs::symlink(root.path().join("secret.txt"), out.join("link.txt")).unwrap();
        std::os::unix::fs::symlink(out.join("assets"), out.join("linked-folder")).unwrap();
        let files = OutputFiles::new(&out);
        for (rel, want) in [
            ("assets/css/a.css", true),
            ("assets/css/a.css", true),
            ("assets/css", false),
            ("assets//css/a.css", false),
            ("../secret.txt", false),
            ("assets/../../secret.txt", false),
            ("link.txt", false),
            ("linked-folder/css/a.css", false),
            ("missing.css", false),
        ] {
            assert_eq!(files.contains(rel), want, "{rel}");
        }
    }
}
