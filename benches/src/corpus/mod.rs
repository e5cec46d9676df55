//! The benchmark corpus: a complete Docusaurus 3 docs site of N generated docs, the same bytes
//! every run.

mod layout;
mod page;
mod prose;
pub(crate) mod rng;
mod site;
#[cfg(test)]
mod tests;

use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};

use crate::BenchError;
use page::DocEntry;

/// What to generate. Start from [`CorpusOptions::new`] and set the variants you want.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct CorpusOptions {
    /// Generated docs (besides `docs/index.md`); at least 1.
    pub pages: usize,
    /// Released versions besides the current docs: `versions.json`, `versioned_docs/version-X/`
    /// (a copy of the docs) and `versioned_sidebars/`. 0 for an unversioned site.
    pub versions: usize,
    /// Dated blog posts under `blog/` (with `authors.yml`, `tags.yml` and truncate markers);
    /// 0 turns the blog off.
    pub blog_posts: usize,
    /// Percentage (0-100) of docs that are `.mdx` files importing and using the stateful
    /// `Counter` component of `src/components/Counter.jsx`.
    pub custom_component_percent: u8,
    /// Writes `future: {v4: ..., faster: true}` in the config, which Docusaurus 3.10 needs to
    /// build with `@docusaurus/faster` (Rspack, SWC, Lightning CSS).
    pub docusaurus_faster: bool,
}

impl CorpusOptions {
    /// A plain docs site of `pages` generated docs: no versions, no blog, no components.
    pub fn new(pages: usize) -> Self {
        Self { pages, versions: 0, blog_posts: 0, custom_component_percent: 0, docusaurus_faster: false }
    }

    fn validate(&self) -> Result<(), BenchError> {
        if self.pages == 0 {
            return Err(BenchError::NoPages);
        }
        if self.custom_component_percent > 100 {
            return Err(BenchError::PercentOutOfRange(self.custom_component_percent));
        }
        Ok(())
    }
}

/// What [`write_corpus`] wrote.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct CorpusSummary {
    /// Generated docs of the current version (without `docs/index.md`).
    pub pages: usize,
    /// Section folders.
    pub sections: usize,
    /// Bytes of the generated docs of the current version.
    pub page_bytes: u64,
    /// Prose words of all generated docs.
    pub prose_words: usize,
    /// Prose words of the shortest and of the longest doc.
    pub page_words_range: (usize, usize),
    /// Docs that use the `Counter` component.
    pub component_pages: usize,
    /// Released versions written.
    pub versions: usize,
    /// Blog posts written.
    pub blog_posts: usize,
    /// Files written in all.
    pub files: usize,
}

impl fmt::Display for CorpusSummary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "pages={} sections={} page_bytes={} prose_words={} page_words_min={} page_words_max={} \
             component_pages={} versions={} blog_posts={} files={}",
            self.pages,
            self.sections,
            self.page_bytes,
            self.prose_words,
            self.page_words_range.0,
            self.page_words_range.1,
            self.component_pages,
            self.versions,
            self.blog_posts,
            self.files
        )
    }
}

/// Paths a previous corpus may have left in `out`; removed first so that every run (whatever its
/// options) leaves exactly what it generates. Everything else (`node_modules`, `build`) stays.
const GENERATED_PATHS: &[&str] =
    &["docs", "versioned_docs", "versioned_sidebars", "versions.json", "blog", "src/components/Counter.jsx"];

/// Writes the corpus site into `out` (created if needed). The bytes depend only on `options`.
///
/// ```no_run
/// let mut options = ferrosaurus_benches::CorpusOptions::new(100);
/// options.blog_posts = 20;
/// let summary = ferrosaurus_benches::write_corpus(std::path::Path::new("/tmp/corpus"), &options)?;
/// assert_eq!(summary.pages, 100);
/// # Ok::<(), ferrosaurus_benches::BenchError>(())
/// ```
pub fn write_corpus(out: &Path, options: &CorpusOptions) -> Result<CorpusSummary, BenchError> {
    options.validate()?;
    clear_previous(out)?;
    let mut writer = Writer { root: out.to_path_buf(), files: 0 };
    let docs = plan_docs(options);
    let sections = docs.last().map_or(0, |d| d.place.section + 1);

    let version_names = site::version_names(options.versions);
    let mut doc_roots = vec![PathBuf::from("docs")];
    doc_roots.extend(version_names.iter().map(|v| PathBuf::from(format!("versioned_docs/version-{v}"))));

    let mut summary = CorpusSummary {
        pages: docs.len(),
        sections,
        page_bytes: 0,
        prose_words: 0,
        page_words_range: (usize::MAX, 0),
        component_pages: docs.iter().filter(|d| d.uses_component).count(),
        versions: options.versions,
        blog_posts: options.blog_posts,
        files: 0,
    };
    for index in 0..docs.len() {
        let generated = page::doc_page(&docs, index);
        summary.page_bytes += generated.text.len() as u64;
        summary.prose_words += generated.prose_words;
        summary.page_words_range.0 = summary.page_words_range.0.min(generated.prose_words);
        summary.page_words_range.1 = summary.page_words_range.1.max(generated.prose_words);
        for root in &doc_roots {
            writer.write(&root.join(&docs[index].file), &generated.text)?;
        }
    }
    for root in &doc_roots {
        write_categories(&mut writer, root, &docs)?;
        writer.write(&root.join("index.md"), &site::index_md(docs.len(), sections))?;
    }
    write_site_files(&mut writer, options, &version_names)?;
    write_blog(&mut writer, options.blog_posts)?;
    summary.files = writer.files;
    Ok(summary)
}

/// Generates the plain corpus (`pages` docs, no variants) into a fresh temp folder.
///
/// ```no_run
/// let corpus = ferrosaurus_benches::generate_corpus(100)?;
/// assert!(corpus.path().join("docs/index.md").is_file());
/// # Ok::<(), ferrosaurus_benches::BenchError>(())
/// ```
pub fn generate_corpus(pages: usize) -> Result<tempfile::TempDir, BenchError> {
    let dir = tempfile::tempdir().map_err(|source| BenchError::Write { path: std::env::temp_dir(), source })?;
    write_corpus(dir.path(), &CorpusOptions::new(pages))?;
    Ok(dir)
}

/// Every doc's file, title and place, before any page is written (pages link to each other).
fn plan_docs(options: &CorpusOptions) -> Vec<DocEntry> {
    let percent = usize::from(options.custom_component_percent);
    layout::places(options.pages)
        .into_iter()
        .enumerate()
        .map(|(index, place)| {
            // Spread evenly: exactly floor(pages * percent / 100) pages use the component.
            let uses_component = (index + 1) * percent / 100 != index * percent / 100;
            let extension = if uses_component { "mdx" } else { "md" };
            DocEntry {
                file: format!("{}/page-{:05}.{extension}", place.folder(), index + 1),
                title: page::doc_title(index),
                place,
                uses_component,
            }
        })
        .collect()
}

fn clear_previous(out: &Path) -> Result<(), BenchError> {
    for relative in GENERATED_PATHS {
        let path = out.join(relative);
        let removed = if path.is_dir() {
            fs::remove_dir_all(&path)
        } else if path.exists() {
            fs::remove_file(&path)
        } else {
            Ok(())
        };
        removed.map_err(|source| BenchError::Remove { path, source })?;
    }
    Ok(())
}

/// A `_category_.json` in every section and group folder under `root`.
fn write_categories(writer: &mut Writer, root: &Path, docs: &[DocEntry]) -> Result<(), BenchError> {
    let mut previous: Option<(usize, usize)> = None;
    for place in docs.iter().map(|d| d.place) {
        if previous == Some((place.section, place.group)) {
            continue;
        }
        if previous.map(|(s, _)| s) != Some(place.section) {
            let label = site::section_label(place.section);
            let section_folder = root.join(format!("section-{:02}", place.section + 1));
            writer.write(&section_folder.join("_category_.json"), &site::category_json(&label, place.section + 1))?;
        }
        let label = site::group_label(place.section, place.group);
        writer.write(&root.join(place.folder()).join("_category_.json"), &site::category_json(&label, place.group + 1))?;
        previous = Some((place.section, place.group));
    }
    Ok(())
}

fn write_site_files(writer: &mut Writer, options: &CorpusOptions, versions: &[String]) -> Result<(), BenchError> {
    writer.write(Path::new("docusaurus.config.js"), &site::config_js(options))?;
    writer.write(Path::new("sidebars.js"), site::SIDEBARS_JS)?;
    if !versions.is_empty() {
        writer.write(Path::new("versions.json"), &site::versions_json(versions))?;
        for version in versions {
            let file = format!("versioned_sidebars/version-{version}-sidebars.json");
            writer.write(Path::new(&file), site::VERSIONED_SIDEBARS_JSON)?;
        }
    }
    if options.custom_component_percent > 0 {
        writer.write(Path::new("src/components/Counter.jsx"), site::COUNTER_JSX)?;
    }
    Ok(())
}

fn write_blog(writer: &mut Writer, posts: usize) -> Result<(), BenchError> {
    if posts == 0 {
        return Ok(());
    }
    writer.write(Path::new("blog/authors.yml"), &site::authors_yml())?;
    writer.write(Path::new("blog/tags.yml"), &site::tags_yml())?;
    for index in 0..posts {
        writer.write(&Path::new("blog").join(site::blog_file_name(index)), &site::blog_post(index))?;
    }
    Ok(())
}

/// Writes files under the corpus root, creating folders, and counts them.
struct Writer {
    root: PathBuf,
    files: usize,
}

impl Writer {
    fn write(&mut self, relative: &Path, text: &str) -> Result<(), BenchError> {
        let path = self.root.join(relative);
        if let Some(parent) = path.parent() {
            fs::create_dir_all(parent).map_err(|source| BenchError::Write { path: parent.to_path_buf(), source })?;
        }
        fs::write(&path, text).map_err(|source| BenchError::Write { path, source })?;
        self.files += 1;
        Ok(())
    }
}
