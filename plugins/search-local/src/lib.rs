//! The `@cmfcmf/docusaurus-search-local` plugin: on `post_build` it reads every built page
//! once (in parallel, streaming), cuts it into sections as the plugin does, groups them by
//! `<meta name="docusaurus_tag">` and writes `search-index-<tag>.json` = `{documents, index}`
//! with a lunr 2.3.9 index that the browser loads with `lunr.Index.load()`. Its global data (the
//! boosts and result count the search bar needs) is set in `content_loaded`.
//!
//! Where it differs from the JavaScript plugin, on purpose:
//! - document ids count sections in route order (the plugin numbers them in the order its
//!   asynchronous file reads finish, which is not deterministic);
//! - a page without `<meta name="docusaurus_tag">` goes to the `default` index (the plugin
//!   fails the build; Docusaurus gives every non-doc page that tag, ferrosaurus's theme only
//!   writes it on docs);
//! - a page that cannot be read (missing, not UTF-8) is a warning and is left out;
//! - `language` is `en` or one of the languages whose lunr-languages pipeline uses a Snowball
//!   stemmer (`da`, `de`, `es`, `fi`, `fr`, `hu`, `it`, `nl`, `no`, `pt`, `ro`, `ru`, `sv`, `tr`:
//!   the stemmers of `rust-stemmers`, checked against lunr-languages by ferrosaurus-search's
//!   oracle test); the others (`ar`, `hi`, `ja`, `th`, `vi`, `zh`: segmenters or stemmers of
//!   their own), and several languages at once (`lunr.multiLanguage`), are an error naming the
//!   language and why ("not supported yet").
//!
//! ```
//! use ferrosaurus_core::{Plugin, SiteConfig};
//! use ferrosaurus_search_local::SearchLocalPlugin;
//!
//! let config = SiteConfig::default_for_test();
//! let options = serde_json::json!({"indexBlog": false, "maxSearchResults": 5});
//! let plugin = SearchLocalPlugin::from_options(&options, &config).unwrap();
//! assert_eq!(plugin.name(), "@cmfcmf/docusaurus-search-local");
//! assert!(SearchLocalPlugin::from_options(&serde_json::json!({"nope": 1}), &config).is_err());
//! ```

mod options;

use std::borrow::Cow;
use std::sync::Arc;

use ferrosaurus_core::{Actions, BuiltRoute, Diagnostic, FileBytes, LoadContext, Plugin, PluginError, PostBuildContext, PostBuildOutput, ReadBuffer, SiteConfig};
use ferrosaurus_search::sections::{split_page_for_index, PageType, ParsedPage};
use ferrosaurus_search::{AnalyzedDocuments, FieldSpec, FieldText, Index, IndexBuilder, SearchError};
use rayon::prelude::*;
use serde::Serialize;
use serde_json::{json, Value};

pub use options::{LunrOptions, SearchLocalOptions, Style, PLUGIN_LANGUAGES};

/// The plugin's name, as configs write it and as `usePluginData` looks it up.
pub const PLUGIN_NAME: &str = "@cmfcmf/docusaurus-search-local";

/// The tag of pages without `<meta name="docusaurus_tag">` (Docusaurus gives every non-doc
/// page `default`).
const DEFAULT_TAG: &str = "default";

/// Where one content plugin's routes live (`routeBasePath` without slashes at the ends).
#[derive(Debug, Clone, PartialEq, Eq)]
struct ContentBase {
    base: String,
    tags: Option<String>,
}

/// The search plugin.
#[derive(Debug, Clone)]
pub struct SearchLocalPlugin {
    options: SearchLocalOptions,
    docs: Vec<ContentBase>,
    blogs: Vec<ContentBase>,
    pages: Option<ContentBase>,
    /// [`PAGES_PER_JOB`] (other sizes in tests: the index does not depend on it).
    pages_per_job: usize,
}

fn trim_slashes(path: &str) -> String {
    let path = path.strip_prefix('/').unwrap_or(path);
    path.strip_suffix('/').unwrap_or(path).to_string()
}

/// The plugin's `urlMatchesPrefix`.
fn matches_prefix(route: &str, prefix: &str) -> bool {
    prefix.is_empty() || route == prefix || route.strip_prefix(prefix).is_some_and(|rest| rest.starts_with('/'))
}

fn joined(base: &str, sub: &str) -> String {
    trim_slashes(&format!("{base}/{sub}"))
}

impl SearchLocalPlugin {
    /// The plugin with its options parsed (Docusaurus's defaults; an unknown option is an error).
    pub fn from_options(options: &Value, config: &SiteConfig) -> Result<Self, PluginError> {
        let options = SearchLocalOptions::parse(options).map_err(|message| PluginError::Options { plugin: PLUGIN_NAME.into(), message })?;
        let docs = config
            .docs
            .iter()
            .map(|d| ContentBase { base: trim_slashes(&d.route_base_path), tags: Some("tags".into()) })
            .collect();
        let blogs = config
            .plugins
            .iter()
            .filter(|p| p.name == "@docusaurus/plugin-content-blog" || p.name == "docusaurus-plugin-content-blog")
            .map(|p| {
                let option = |key: &str, default: &str| p.options.get(key).and_then(Value::as_str).unwrap_or(default).to_string();
                ContentBase { base: trim_slashes(&option("routeBasePath", "blog")), tags: Some(trim_slashes(&option("tagsBasePath", "tags"))) }
            })
            .collect();
        let pages = config.pages.enabled.then(|| ContentBase { base: trim_slashes(&config.pages.route_base_path), tags: None });
        Ok(Self { options, docs, blogs, pages, pages_per_job: PAGES_PER_JOB })
    }

    /// The parsed options.
    pub fn options(&self) -> &SearchLocalOptions {
        &self.options
    }

    /// The plugin's check that every enabled kind of page has a plugin to come from.
    fn check_sources(&self) -> Result<(), PluginError> {
        let missing = |what: &str, option: &str| PluginError::Options {
            plugin: PLUGIN_NAME.into(),
            message: format!("the \"{option}\" option is enabled but no {what} plugin has been found (set {option}: false)"),
        };
        if self.options.index_docs && self.docs.is_empty() {
            return Err(missing("docs", "indexDocs"));
        }
        if self.options.index_blog && self.blogs.is_empty() {
            return Err(missing("blog", "indexBlog"));
        }
        if self.options.index_pages && self.pages.is_none() {
            return Err(missing("pages", "indexPages"));
        }
        Ok(())
    }

    /// How the plugin reads a route (`None`: not indexed), checks in its order.
    fn classify(&self, url: &str, base_url: &str) -> Option<PageType> {
        let route = url.strip_prefix(base_url).unwrap_or(url.trim_start_matches('/'));
        if route == "404.html" {
            return None;
        }
        if self.options.index_docs {
            if let Some(docs) = self.docs.iter().find(|d| matches_prefix(route, &d.base)) {
                let tags = joined(&docs.base, docs.tags.as_deref().unwrap_or("tags"));
                let debug = joined(&docs.base, "__docusaurus");
                return (!matches_prefix(route, &tags) && !matches_prefix(route, &debug)).then_some(PageType::Docs);
            }
        }
        if self.options.index_blog {
            if let Some(blog) = self.blogs.iter().find(|b| matches_prefix(route, &b.base)) {
                let tags = joined(&blog.base, blog.tags.as_deref().unwrap_or("tags"));
                let skipped = route == blog.base || matches_prefix(route, &tags) || matches_prefix(route, &joined(&blog.base, "__docusaurus"));
                return (!skipped).then_some(PageType::Blog);
            }
        }
        if self.options.index_pages {
            if let Some(pages) = self.pages.as_ref().filter(|p| matches_prefix(route, &p.base)) {
                return (!matches_prefix(route, &joined(&pages.base, "__docusaurus"))).then_some(PageType::Page);
            }
        }
        None
    }

    /// The index fields, as the plugin declares them.
    fn fields(&self) -> Vec<FieldSpec> {
        FIELDS[..self.field_count()].iter().map(|name| FieldSpec::new(*name)).collect()
    }

    /// How many of [`FIELDS`] the index has: the parent categories only when they are indexed.
    fn field_count(&self) -> usize {
        if self.options.index_doc_sidebar_parent_categories > 0 {
            4
        } else {
            3
        }
    }

    /// `search-index-<tag>.json` for every tag, from the pages' sections in route order: the
    /// documents are numbered 1, 2, ... across all tags, as the plugin numbers them.
    fn build_indexes(&self, pages: Vec<PageDocs>, mut analysed: Vec<(String, Vec<AnalyzedDocuments>)>) -> Result<Vec<(String, FileBytes)>, SearchError> {
        let mut by_tag: Vec<(String, Vec<SectionDoc>)> = Vec::new();
        let mut next_id = 1u64;
        for PageDocs { tag, mut docs, .. } in pages {
            for doc in &mut docs {
                doc.id = next_id;
                next_id += 1;
            }
            group_of(&mut by_tag, tag).append(&mut docs);
        }
        let with_batches: Vec<(String, Vec<SectionDoc>, Vec<AnalyzedDocuments>)> = by_tag
            .into_iter()
            .map(|(tag, docs)| {
                let batches = analysed.iter_mut().find(|(t, _)| *t == tag).map(|(_, batches)| std::mem::take(batches)).unwrap_or_default();
                (tag, docs, batches)
            })
            .collect();
        with_batches.into_par_iter().map(|(tag, docs, batches)| Ok((format!("search-index-{tag}.json"), self.index_file(docs, batches)?))).collect()
    }

    /// The index file of one tag's documents, analysed in `batches` (in the documents' order).
    fn index_file(&self, docs: Vec<SectionDoc>, batches: Vec<AnalyzedDocuments>) -> Result<FileBytes, SearchError> {
        let refs: Vec<String> = docs.iter().map(|doc| doc.id.to_string()).collect();
        // The documents' JSON is written while the index is built.
        let (documents, index) = rayon::join(
            || {
                let documents: Vec<DocumentJson<'_>> = docs.iter().map(|d| d.json(self.options.include_parent_categories_in_page_title)).collect();
                serde_json::to_string(&documents).unwrap_or_else(|_| "[]".into())
            },
            || -> Result<Index, SearchError> {
                let mut builder = IndexBuilder::new(self.fields(), self.options.language)?;
                builder.k1(self.options.lunr.k1);
                builder.b(self.options.lunr.b);
                builder.add_analyzed(refs, batches)?;
                Ok(builder.build())
            },
        );
        let index = index?;
        // the file is written piece by piece, as the pieces were made: never copied into one buffer
        let mut pieces = vec![b"{\"documents\":".to_vec(), documents.into_bytes(), b",\"index\":".to_vec()];
        pieces.extend(index.json_pieces().into_iter().map(String::into_bytes));
        pieces.push(b"}".to_vec());
        // Freeing the index and the documents (about a million small allocations at 10,000
        // pages, a tenth of a second) is left to a thread of its own while the build writes the
        // file. Not to the pool: a pool thread waiting for the other plugins' `postBuild` would
        // take the job and hold the build until it is done.
        // (Where no thread can be started, the failed spawn drops the closure: freed here.)
        let free = move || drop((index, docs));
        let _ = std::thread::Builder::new().name("search-index-free".into()).spawn(free);
        Ok(FileBytes::Pieces(pieces))
    }
}

/// One section, ready to index.
#[derive(Debug)]
struct SectionDoc {
    id: u64,
    /// Shared by the sections of a page.
    page_title: Arc<str>,
    section_title: String,
    section_route: String,
    /// Read by the index only: dropped once its page's job has analysed it, as are the tags.
    content: String,
    tags: Vec<String>,
    /// Shared by the sections of a page.
    parents: Option<Arc<[String]>>,
    page_type: PageType,
}

impl SectionDoc {
    fn json(&self, parents_in_title: bool) -> DocumentJson<'_> {
        let page_title = match &self.parents {
            Some(parents) if parents_in_title && !parents.is_empty() => {
                let mut parts: Vec<&str> = parents.iter().map(String::as_str).collect();
                parts.push(&self.page_title);
                Cow::Owned(parts.join(" > "))
            }
            _ => Cow::Borrowed(&*self.page_title),
        };
        DocumentJson { id: self.id, page_title, section_title: &self.section_title, section_route: &self.section_route, kind: self.page_type.as_str() }
    }
}

/// A document entry of the index file, keys in the plugin's order.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct DocumentJson<'a> {
    id: u64,
    page_title: Cow<'a, str>,
    section_title: &'a str,
    section_route: &'a str,
    #[serde(rename = "type")]
    kind: &'static str,
}

impl Plugin for SearchLocalPlugin {
    fn name(&self) -> &str {
        PLUGIN_NAME
    }

    fn content_loaded(&mut self, _ctx: &LoadContext<'_>, actions: &mut Actions) -> Result<(), PluginError> {
        let lunr = &self.options.lunr;
        let mut data = json!({
            "titleBoost": lunr.title_boost,
            "contentBoost": lunr.content_boost,
            "tagsBoost": lunr.tags_boost,
            "parentCategoriesBoost": lunr.parent_categories_boost,
            "indexDocSidebarParentCategories": self.options.index_doc_sidebar_parent_categories,
            "maxSearchResults": self.options.max_search_results,
            // the search bar loads lunr-languages' pipeline for this code before it loads an index
            "language": self.options.language.code(),
        });
        // `style: "none"`: the bar leaves out its own styles (the site brings its CSS)
        if self.options.style == Some(Style::None) {
            data["style"] = json!("none");
        }
        actions.set_global_data(data);
        Ok(())
    }

    fn post_build(&self, ctx: &PostBuildContext<'_>) -> Result<PostBuildOutput, PluginError> {
        self.check_sources()?;
        let urls: Vec<&str> = ctx.routes.iter().map(|r| r.page.route.as_str()).collect();
        self.index_pages(&ctx.config.base_url, &urls, |i, buffer| {
            let route: &BuiltRoute<'_> = &ctx.routes[i];
            ctx.read_html_into(route, buffer).map(drop).map_err(|e| format!("{}: {e}", route.html_file))
        })
    }
}

impl SearchLocalPlugin {
    /// The index files of the pages at `urls`; `read(i, buffer)` puts the HTML of `urls[i]` in
    /// `buffer`, which a job keeps from page to page ([`ReadBuffer::read`] a file into it,
    /// [`ReadBuffer::copy_from`] memory). Pages are read, split and analysed in parallel,
    /// [`PAGES_PER_JOB`] at a time; one that cannot be read is a warning and is left out.
    pub fn index_pages<F>(&self, base_url: &str, urls: &[&str], read: F) -> Result<PostBuildOutput, PluginError>
    where
        F: Fn(usize, &mut ReadBuffer) -> Result<(), String> + Sync,
    {
        let jobs: Vec<PagesRead> = urls
            .par_chunks(self.pages_per_job)
            .enumerate()
            .map(|(job, job_urls)| {
                let first = job * self.pages_per_job;
                let mut buffer = ReadBuffer::new();
                let pages = job_urls
                    .iter()
                    .enumerate()
                    .filter_map(|(k, url)| self.classify(url, base_url).map(|kind| read_page(&read, &mut buffer, first + k, url, kind)))
                    .collect();
                self.analyze_pages(pages)
            })
            .collect();
        let mut output = PostBuildOutput::default();
        let mut pages = Vec::new();
        let mut analysed: Vec<(String, Vec<AnalyzedDocuments>)> = Vec::new();
        for job in jobs {
            for result in job.pages {
                match result {
                    Ok(page) => pages.push(page),
                    Err(diagnostic) => output.diagnostics.push(diagnostic),
                }
            }
            for (tag, batch) in job.analysed {
                group_of(&mut analysed, tag).push(batch);
            }
        }
        let truncated: Vec<&str> = pages.iter().filter(|page| page.truncated).map(|page| page.url.as_str()).collect();
        if !truncated.is_empty() {
            output.diagnostics.push(Diagnostic::warning(format!(
                "search: text longer than {} KiB in one section was cut on {} page(s), e.g. {}",
                ferrosaurus_search::sections::MAX_SECTION_TEXT / 1024,
                truncated.len(),
                truncated[0]
            )));
        }
        output.files = self.build_indexes(pages, analysed).map_err(|e| PluginError::Failed { message: format!("search index: {e}") })?;
        Ok(output)
    }

    /// One job's pages, their documents analysed, per tag in the order the pages first give
    /// it. What only the index reads of a document (its content, its tags) is dropped then.
    fn analyze_pages(&self, mut pages: Vec<Result<PageDocs, Diagnostic>>) -> PagesRead {
        let deepest = self.options.index_doc_sidebar_parent_categories;
        // a page's parent categories as the index reads them, the deepest first: one text for
        // all its sections, which share them (`PageDocs::of`)
        let parents: Vec<Option<String>> = pages
            .iter()
            .map(|page| match page {
                Ok(page) if deepest > 0 => page.docs.first().and_then(|doc| doc.parents.as_ref()).map(|parents| parents.iter().rev().take(deepest).map(String::as_str).collect::<Vec<_>>().join(" ")),
                _ => None,
            })
            .collect();
        // the pages of each tag, by position
        let mut by_tag: Vec<(&str, Vec<usize>)> = Vec::new();
        for (at, page) in pages.iter().enumerate() {
            if let Ok(page) = page {
                group_of(&mut by_tag, page.tag.as_str()).push(at);
            }
        }
        let language = self.options.language;
        let analysed = by_tag
            .into_iter()
            .map(|(tag, positions)| {
                let docs = positions.into_iter().filter_map(|at| Some((pages[at].as_ref().ok()?, parents[at].as_deref())));
                let values = docs.flat_map(|(page, parents)| page.docs.iter().map(move |doc| self.field_texts(doc, parents)));
                (tag.to_string(), AnalyzedDocuments::analyze_texts(language, values))
            })
            .collect();
        for doc in pages.iter_mut().flatten().flat_map(|page| &mut page.docs) {
            doc.content = String::new();
            doc.tags = Vec::new();
        }
        PagesRead { pages, analysed }
    }

    /// A document's values for the index's [fields](SearchLocalPlugin::fields), borrowed;
    /// `parents` is its page's parent categories text.
    fn field_texts<'a>(&self, doc: &'a SectionDoc, parents: Option<&'a str>) -> impl Iterator<Item = FieldText<'a>> {
        let texts = [FieldText::Text(&doc.section_title), FieldText::Text(&doc.content), FieldText::List(&doc.tags), parents.map_or(FieldText::Missing, FieldText::Text)];
        texts.into_iter().take(self.field_count())
    }
}

/// The group of `key` in `groups`, which keep the order in which their keys first came (a
/// site has few `docusaurus_tag`s): a new, empty one at the end for a key not seen before.
fn group_of<K: PartialEq, V: Default>(groups: &mut Vec<(K, V)>, key: K) -> &mut V {
    let at = match groups.iter().position(|(k, _)| *k == key) {
        Some(at) => at,
        None => {
            groups.push((key, V::default()));
            groups.len() - 1
        }
    };
    &mut groups[at].1
}

/// The index's fields, in its order (see [`SearchLocalPlugin::field_count`]).
const FIELDS: [&str; 4] = ["title", "content", "tags", "sidebarParentCategories"];

/// Pages read, split and analysed by index together, in one pipeline per tag.
const PAGES_PER_JOB: usize = 128;

/// What one job of [`SearchLocalPlugin::index_pages`] made of its pages.
struct PagesRead {
    pages: Vec<Result<PageDocs, Diagnostic>>,
    /// Per tag, the documents of its pages, analysed.
    analysed: Vec<(String, AnalyzedDocuments)>,
}

/// One page's sections as documents to index (numbered later, in route order).
struct PageDocs {
    url: String,
    /// `docusaurus_tag`, or the default tag.
    tag: String,
    /// Some text of the page was cut at the section cap.
    truncated: bool,
    docs: Vec<SectionDoc>,
}

impl PageDocs {
    fn of(url: &str, page_type: PageType, page: ParsedPage) -> Self {
        let ParsedPage { page_title, sections, sidebar_parent_categories, docusaurus_tag, truncated, .. } = page;
        let page_title: Arc<str> = page_title.into();
        let parents: Option<Arc<[String]>> = sidebar_parent_categories.map(Into::into);
        let docs = sections
            .into_iter()
            .map(|section| SectionDoc {
                id: 0,
                page_title: Arc::clone(&page_title),
                section_title: section.title,
                section_route: format!("{url}{}", section.hash),
                content: section.content,
                tags: section.tags,
                parents: parents.clone(),
                page_type,
            })
            .collect();
        Self { url: url.to_string(), tag: docusaurus_tag.unwrap_or_else(|| DEFAULT_TAG.to_string()), truncated, docs }
    }
}

/// Reads and splits one page into its documents, in the pool; a page that cannot be read is a
/// warning, not a failed build.
fn read_page<F>(read: &F, buffer: &mut ReadBuffer, i: usize, url: &str, kind: PageType) -> Result<PageDocs, Diagnostic>
where
    F: Fn(usize, &mut ReadBuffer) -> Result<(), String>,
{
    read(i, buffer).map_err(|e| Diagnostic::warning(format!("search: cannot read {e}; {url} not indexed")))?;
    let page = split_page_for_index(buffer.bytes(), kind).map_err(|e| Diagnostic::warning(format!("search: {url}: {e}; not indexed")))?;
    Ok(PageDocs::of(url, kind, page))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plugin(options: Value) -> SearchLocalPlugin {
        let mut config = SiteConfig::default_for_test();
        config.docs.push(ferrosaurus_core::DocsOptions::defaults());
        SearchLocalPlugin::from_options(&options, &config).unwrap()
    }

    /// Pages of two tags, untagged ones and an unreadable one, interleaved, cut into jobs of
    /// several sizes (a job then holds several tags, or one page): the same files and warnings.
    #[test]
    fn the_index_files_do_not_depend_on_how_pages_are_cut_into_jobs() {
        let page = |i: usize| {
            let meta = match i % 3 {
                0 => r#"<meta name="docusaurus_tag" content="docs-a">"#,
                1 => r#"<meta name="docusaurus_tag" content="docs-b">"#,
                _ => "",
            };
            let words = format!("word{} shared running{} topic{}", i, i % 7, i % 4);
            format!(
                r##"<html><head>{meta}<title>T</title></head><body><article><div class="markdown"><header><h1>Page {i}</h1></header><p>{words}</p><h2 id="more">More {i}<a href="#more" class="hash-link">#</a></h2><p>words{} {words}</p></div></article></body></html>"##,
                i % 5
            )
        };
        let urls: Vec<String> = (0..40).map(|i| format!("/docs/page-{i}")).collect();
        let urls: Vec<&str> = urls.iter().map(String::as_str).collect();
        let pages: Vec<String> = (0..40).map(page).collect();
        let mut p = plugin(json!({"indexBlog": false}));
        let files = |p: &SearchLocalPlugin| {
            let out = p.index_pages("/", &urls, |i, buffer| {
                if i == 17 {
                    return Err("unreadable".to_string());
                }
                buffer.copy_from(pages[i].as_bytes());
                Ok(())
            }).unwrap();
            let files: Vec<(String, Vec<u8>)> = out.files.iter().map(|(name, bytes)| (name.clone(), bytes.to_vec())).collect();
            (files, out.diagnostics.iter().map(ToString::to_string).collect::<Vec<_>>())
        };
        let (expected, warnings) = files(&p);
        assert_eq!(expected.iter().map(|(name, _)| name.as_str()).collect::<Vec<_>>(), ["search-index-docs-a.json", "search-index-docs-b.json", "search-index-default.json"]);
        assert_eq!(warnings.len(), 1, "{warnings:?}");
        for pages_per_job in [1, 2, 5, 39, 1000] {
            p.pages_per_job = pages_per_job;
            assert!(files(&p) == (expected.clone(), warnings.clone()), "{pages_per_job} pages per job");
        }
    }

    #[test]
    fn routes_are_classified_in_the_plugins_order() {
        let p = plugin(json!({"indexBlog": false, "indexPages": true}));
        let base = p.docs[0].base.clone();
        let doc = format!("/{base}/intro").replace("//", "/");
        assert_eq!(p.classify(&doc, "/"), Some(PageType::Docs));
        assert_eq!(p.classify("/404.html", "/"), None);
        if !base.is_empty() {
            assert_eq!(p.classify(&format!("/{base}/tags/x"), "/"), None);
            assert_eq!(p.classify("/pricing", "/"), Some(PageType::Page));
        }
    }

    #[test]
    fn base_url_and_route_base_paths_are_stripped() {
        let mut config = SiteConfig::default_for_test();
        config.base_url = "/site/".into();
        let mut docs = ferrosaurus_core::DocsOptions::defaults();
        docs.route_base_path = "/guides/".into();
        config.docs.push(docs);
        let p = SearchLocalPlugin::from_options(&json!({"indexBlog": false}), &config).unwrap();
        assert_eq!(p.classify("/site/guides/intro/", "/site/"), Some(PageType::Docs));
        assert_eq!(p.classify("/site/guides", "/site/"), Some(PageType::Docs));
        assert_eq!(p.classify("/site/guidesx", "/site/"), None);
        assert_eq!(p.classify("/site/guides/tags/a", "/site/"), None);
        assert_eq!(p.classify("/site/guides/__docusaurus/debug", "/site/"), None);
        assert_eq!(p.classify("/site/about", "/site/"), None, "pages are not indexed by default");
    }

    #[test]
    fn docs_at_the_root_take_every_route() {
        let mut config = SiteConfig::default_for_test();
        let mut docs = ferrosaurus_core::DocsOptions::defaults();
        docs.route_base_path = "/".into();
        config.docs.push(docs);
        let p = SearchLocalPlugin::from_options(&json!({"indexBlog": false, "indexPages": true}), &config).unwrap();
        assert_eq!(p.classify("/", "/"), Some(PageType::Docs));
        assert_eq!(p.classify("/about", "/"), Some(PageType::Docs));
        assert_eq!(p.classify("/tags/x", "/"), None);
    }

    /// Issue 10: `style: "none"` reaches the bar (which then leaves out its styles); by default
    /// the global data has no `style`.
    #[test]
    fn issue_10_style_none_is_passed_to_the_search_bar() {
        let global_data = |options: Value| {
            let mut config = SiteConfig::default_for_test();
            config.docs.push(ferrosaurus_core::DocsOptions::defaults());
            let mut plugin = SearchLocalPlugin::from_options(&options, &config).unwrap();
            let mut actions = Actions::new(PLUGIN_NAME, "default");
            plugin.content_loaded(&LoadContext::new(std::path::Path::new("."), &config), &mut actions).unwrap();
            actions.finish().global_data.unwrap()
        };
        assert_eq!(global_data(json!({"indexBlog": false, "style": "none"}))["style"], "none");
        assert!(global_data(json!({"indexBlog": false})).get("style").is_none());
    }

    #[test]
    fn enabled_kinds_without_a_plugin_fail() {
        let p = plugin(json!({}));
        assert!(p.check_sources().unwrap_err().to_string().contains("indexBlog"));
    }
}
