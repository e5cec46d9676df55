//! Blog posts: found under the blog folder, dated from front matter or the file name,
//! rendered with ferrosaurus-markdown, cut at the truncate marker.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use ferrosaurus_core::hash::content_hash;
use ferrosaurus_core::{paths, url, BlogAuthor, Diagnostic, LoadContext, MarkdownSource, PluginError, TagLink, TocItem};
use ferrosaurus_markdown::{LinkResolver, MarkdownOptions, ParsedSource};
use globset::{Glob, GlobSet, GlobSetBuilder};
use indexmap::IndexMap;
use jiff::Timestamp;
use rayon::prelude::*;
use serde_json::Value;
use unicode_segmentation::UnicodeSegmentation;

use crate::authors::AuthorsMap;
use crate::options::{BlogOptions, EditUrl};
use ferrosaurus_content_utils::last_update::read_last_updates;
use crate::tags::BlogTags;
use crate::{date, options_error, Place};

/// Docusaurus's default reading speed (words per minute).
const WORDS_PER_MINUTE: f64 = 200.0;

/// One post, ready for pages and feeds.
#[derive(Debug, Clone)]
pub(crate) struct Post {
    /// Source file relative to the site folder.
    pub(crate) source: PathBuf,
    /// The file as read, its front matter parsed (the build's MDX passes take it from here).
    pub(crate) markdown: MarkdownSource,
    pub(crate) permalink: String,
    pub(crate) title: String,
    pub(crate) date: Timestamp,
    pub(crate) description: Option<String>,
    pub(crate) keywords: Vec<String>,
    pub(crate) image: Option<String>,
    pub(crate) authors: Vec<BlogAuthor>,
    pub(crate) tags: Vec<TagLink>,
    /// The whole content.
    pub(crate) html: String,
    /// The content up to the truncate marker, when the post has one.
    pub(crate) truncated_html: Option<String>,
    /// Minutes, two decimals (`None` when a `readingTime` function returns nothing).
    pub(crate) reading_time: Option<f64>,
    /// The Markdown body (what `readingTime` counts).
    pub(crate) content: String,
    /// The front matter (`readingTime` receives it; `last_update` overrides git).
    pub(crate) front_matter: ferrosaurus_core::FrontMatter,
    /// The folder the file was read from: the locale's translation folder or the blog folder.
    pub(crate) dir: PathBuf,
    /// `showLastUpdateTime` / `showLastUpdateAuthor`.
    pub(crate) last_update: Option<ferrosaurus_core::LastUpdate>,
    pub(crate) toc: Vec<TocItem>,
    pub(crate) unlisted: bool,
    pub(crate) hide_table_of_contents: bool,
    pub(crate) edit_url: Option<String>,
    /// Every link the content writes, with its line in the source file (the link checker
    /// reports broken ones at that line).
    pub(crate) source_links: Vec<(String, usize)>,
}

/// A post's source before rendering: what permalinks need.
struct Draft {
    /// The post's file, its front matter parsed once, when the draft is read; and what the
    /// front matter's fields gave to say.
    markdown: MarkdownSource,
    front_matter_diagnostics: Vec<Diagnostic>,
    /// The folder `rel` is in (translation or blog folder).
    dir: PathBuf,
    /// The file read: the current locale's translation when there is one.
    rel: PathBuf,
    /// The post's file in the blog folder (edit links, links between posts).
    default_rel: PathBuf,
    permalink: String,
    date: Timestamp,
}

/// The loaded posts and the files they refer to: (output path, source file).
pub(crate) type LoadedPosts = (Vec<Post>, Vec<(String, PathBuf)>);

/// One file's draft (none for drafts and unreadable front matter) and its diagnostics.
type DraftOutcome = Result<(Option<Draft>, Vec<Diagnostic>), PluginError>;

/// Everything post loading needs besides the files.
pub(crate) struct Inputs<'a> {
    pub(crate) ctx: &'a LoadContext<'a>,
    pub(crate) options: &'a BlogOptions,
    /// baseUrl + routeBasePath.
    pub(crate) blog_route: &'a str,
    pub(crate) authors: &'a AuthorsMap,
    pub(crate) tags: &'a BlogTags,
}

fn glob_set(globs: &[String]) -> Result<GlobSet, PluginError> {
    let mut b = GlobSetBuilder::new();
    for g in globs {
        b.add(Glob::new(g).map_err(|e| options_error(format!("invalid glob `{g}`: {e}")))?);
    }
    b.build().map_err(|e| options_error(e.to_string()))
}

/// Post files (relative to the blog folder) in path order.
pub(crate) fn discover(blog_dir: &Path, options: &BlogOptions) -> Result<Vec<PathBuf>, PluginError> {
    if !blog_dir.is_dir() {
        return Ok(Vec::new());
    }
    let include = glob_set(&options.include)?;
    let exclude = glob_set(&options.exclude)?;
    let mut files = Vec::new();
    for entry in walkdir::WalkDir::new(blog_dir).sort_by_file_name() {
        let entry = entry.map_err(|e| PluginError::Io { path: blog_dir.to_path_buf(), source: e.into() })?;
        if !entry.file_type().is_file() {
            continue;
        }
        let rel = entry.path().strip_prefix(blog_dir).unwrap_or(entry.path()).to_path_buf();
        if include.is_match(&rel) && !exclude.is_match(&rel) {
            files.push(rel);
        }
    }
    Ok(files)
}

/// Where the last `YYYY-MM-DD` (or `YYYY/MM/DD`) of a post path is: (folder, date, rest).
pub(crate) fn split_date(path: &str) -> Option<(&str, &str, &str)> {
    (0..path.len()).rev().filter(|&i| path.is_char_boundary(i)).find_map(|i| {
        let len = date_len(&path[i..])?;
        let rest = &path[i + len..];
        Some((&path[..i], &path[i..i + len], rest.strip_prefix(['-', '/']).unwrap_or(rest)))
    })
}

/// Length of a `\d{4}[-/]\d{1,2}[-/]\d{1,2}` prefix.
fn date_len(s: &str) -> Option<usize> {
    let b = s.as_bytes();
    let digits = |from: usize, max: usize| b[from..].iter().take(max).take_while(|c| c.is_ascii_digit()).count();
    if digits(0, 4) != 4 || !matches!(b.get(4), Some(b'-' | b'/')) {
        return None;
    }
    let m = digits(5, 2);
    if m == 0 || !matches!(b.get(5 + m), Some(b'-' | b'/')) {
        return None;
    }
    let d = digits(6 + m, 2);
    (d > 0).then_some(6 + m + d)
}

/// The post path without extension and trailing `/index`, with `/` separators.
fn stem_path(rel: &Path) -> String {
    let posix = rel.to_string_lossy().replace('\\', "/");
    let no_ext = posix.rsplit_once('.').map_or(posix.as_str(), |(s, _)| s).to_string();
    no_ext.strip_suffix("/index").map(String::from).unwrap_or(no_ext)
}

/// The slug a file name gives: `2021-08-26-welcome` → `2021/08/26/welcome`.
fn file_slug(stem: &str) -> (String, Option<&str>) {
    match split_date(stem) {
        Some((folder, date, text)) => (format!("{folder}{}/{text}", date.replace('-', "/")), Some(date)),
        None => (stem.to_string(), None),
    }
}

/// Position of the truncate marker in a body: the `truncateMarker` option's match, else
/// Docusaurus's default (`<!-- truncate -->` or `{/* truncate */}`).
pub(crate) fn find_truncate_marker(body: &str, custom: Option<&regex::Regex>) -> Option<usize> {
    match custom {
        Some(re) => re.find(body).map(|m| m.start()),
        None => truncate_marker(body),
    }
}

/// Position of the default truncate marker (`<!-- truncate -->` or `{/* truncate */}`).
pub(crate) fn truncate_marker(body: &str) -> Option<usize> {
    let forms: [(&str, &str); 2] = [("<!--", "-->"), ("{/*", "*/}")];
    let mut best: Option<usize> = None;
    for (open, close) in forms {
        let mut from = 0;
        while let Some(i) = body[from..].find(open).map(|i| i + from) {
            let inner_start = i + open.len();
            let Some(end) = body[inner_start..].find(close) else { break };
            if body[inner_start..inner_start + end].trim() == "truncate" {
                best = Some(best.map_or(i, |b: usize| b.min(i)));
                break;
            }
            from = inner_start;
        }
    }
    best
}

/// Reading time in minutes (two decimals) at Docusaurus's default speed.
pub(crate) fn reading_time(body: &str) -> f64 {
    let words = body.unicode_words().count() as f64;
    (words / WORDS_PER_MINUTE * 100.0).round() / 100.0
}

/// Line of each top-level front matter key (1-based, in the whole file).
fn key_lines(source: &str) -> HashMap<String, usize> {
    let mut lines = HashMap::new();
    let mut it = source.lines().enumerate();
    if it.next().map(|(_, l)| l.trim_end()) != Some("---") {
        return lines;
    }
    for (i, line) in it {
        if line.trim_end() == "---" {
            break;
        }
        if let Some((key, _)) = line.split_once(':').filter(|_| !line.starts_with([' ', '\t', '-', '#'])) {
            lines.entry(key.trim().to_string()).or_insert(i + 1);
        }
    }
    lines
}

fn mtime(path: &Path) -> Option<Timestamp> {
    let modified = std::fs::metadata(path).ok()?.modified().ok()?;
    Timestamp::try_from(modified).ok()
}

/// Reads front matter and dates: permalinks must be known before any post renders.
fn draft(inputs: &Inputs<'_>, blog_rel: &Path, localized: Option<&Path>, file: &Path, diags: &mut Vec<Diagnostic>) -> Result<Option<Draft>, PluginError> {
    let default_rel = blog_rel.join(file);
    let (dir, rel) = match localized.filter(|dir| inputs.ctx.site_dir.join(dir.join(file)).is_file()) {
        Some(dir) => (dir.to_path_buf(), dir.join(file)),
        None => (blog_rel.to_path_buf(), default_rel.clone()),
    };
    let abs = inputs.ctx.site_dir.join(&rel);
    let source_text = std::fs::read_to_string(&abs).map_err(|source| PluginError::Io { path: abs.clone(), source })?;
    let (markdown, front_matter_diagnostics) = match ferrosaurus_markdown::parse_markdown_source(source_text, &rel) {
        Ok(parsed) => parsed,
        Err(d) => {
            diags.push(d);
            return Ok(None);
        }
    };
    let fm = &markdown.front_matter;
    if fm.is_draft() {
        return Ok(None);
    }
    let lines = key_lines(&markdown.text);
    let place = Place { file: &rel, key_lines: &lines };
    let stem = stem_path(file);
    let (slug, file_date) = file_slug(&stem);
    let date = match fm.extra.get("date") {
        Some(Value::String(text)) => date::parse(text).or_else(|| {
            let d = Diagnostic::error(format!("blog post date `{text}` cannot be parsed"))
                .with_help("write the date as YYYY-MM-DD, optionally followed by a time: 2021-08-26T10:00:00Z");
            diags.push(place.at("date", d));
            None
        }),
        Some(other) => {
            diags.push(place.at("date", Diagnostic::error(format!("blog post date must be a date, found {other}"))));
            None
        }
        None => file_date.and_then(date::parse),
    };
    let Some(date) = date.or_else(|| mtime(&abs)) else { return Ok(None) };
    let slug = fm.slug.clone().unwrap_or(slug);
    let permalink = url::apply_trailing_slash(&url::join([inputs.blog_route, slug.as_str()]), inputs.ctx.config.trailing_slash);
    Ok(Some(Draft { markdown, front_matter_diagnostics, dir, rel, default_rel, permalink, date }))
}

/// Links between posts (`./2021-08-26-other.md`) and relative images.
struct Resolver<'a> {
    site_dir: &'a Path,
    base_url: &'a str,
    permalinks: HashMap<PathBuf, String>,
    copies: Mutex<IndexMap<String, PathBuf>>,
}

fn join_relative(from: &Path, target: &str) -> Option<PathBuf> {
    let mut out = from.parent()?.to_path_buf();
    for part in target.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                if !out.pop() {
                    return None;
                }
            }
            p => out.push(p),
        }
    }
    Some(out)
}

impl LinkResolver for Resolver<'_> {
    fn resolve_doc(&self, from: &Path, target: &str) -> Option<String> {
        let (path, fragment) = target.split_once('#').map_or((target, None), |(p, f)| (p, Some(f)));
        let rel = join_relative(from, &url::percent_decode(path))?;
        let permalink = self.permalinks.get(&rel)?;
        Some(fragment.map_or_else(|| permalink.clone(), |f| format!("{permalink}#{f}")))
    }

    /// Every path goes through [`paths::confine`] (issue 13), as the docs plugin's: decoded
    /// once, normalised, and never outside the site folder (or `static/` for absolute
    /// references), symbolic links included.
    fn resolve_asset(&self, from: &Path, target: &str) -> Option<String> {
        let written = target.split(['?', '#']).next().unwrap_or(target);
        if let Some(abs) = written.strip_prefix('/') {
            let static_dir = self.site_dir.join("static");
            return paths::confine(&static_dir, abs, &[&static_dir]).ok()?.is_file().then(|| format!("{}{}", self.base_url, &target[1..]));
        }
        let path = paths::confine(&self.site_dir.join(from.parent()?), written, &[self.site_dir]).ok()?;
        let bytes = std::fs::read(&path).ok()?;
        let stem = path.file_stem()?.to_string_lossy();
        let ext = path.extension().map(|e| format!(".{}", e.to_string_lossy())).unwrap_or_default();
        let out = format!("assets/images/{stem}-{}{ext}", content_hash(&bytes));
        self.copies.lock().unwrap_or_else(|e| e.into_inner()).insert(out.clone(), path);
        Some(format!("{}{out}", self.base_url))
    }
}


/// A front matter image as the absolute URL social cards need (site url + baseUrl + path).
fn absolute_url(config: &ferrosaurus_core::SiteConfig, path: &str) -> String {
    if path.starts_with("http://") || path.starts_with("https://") {
        path.to_string()
    } else {
        format!("{}{}", config.url.trim_end_matches('/'), url::join([config.base_url.as_str(), path]))
    }
}

/// The first `<h1>` of the content, when the content starts with it (Docusaurus removes the
/// content title of blog posts: the post header shows it).
fn without_leading_h1(html: &str) -> String {
    let trimmed = html.trim_start();
    if trimmed.starts_with("<h1") {
        if let Some(end) = trimmed.find("</h1>") {
            return trimmed[end + "</h1>".len()..].trim_start().to_string();
        }
    }
    html.to_string()
}

/// Loads, dates and renders every post; the result is sorted as `sortPosts` asks. Also
/// returns the files to copy (images the posts refer to).
pub(crate) fn load_posts(inputs: &Inputs<'_>, diags: &mut Vec<Diagnostic>) -> Result<LoadedPosts, PluginError> {
    let blog_rel = PathBuf::from(&inputs.options.path);
    let files = discover(&inputs.ctx.site_dir.join(&blog_rel), inputs.options)?;
    let localized = inputs.ctx.config.i18n.plugin_dir("docusaurus-plugin-content-blog", &inputs.options.id).map(PathBuf::from);
    if let Some(dir) = &localized {
        report_orphans(inputs, dir, &blog_rel, &files, diags)?;
    }
    let drafted: Vec<DraftOutcome> = files
        .par_iter()
        .map(|file| {
            let mut d = Vec::new();
            draft(inputs, &blog_rel, localized.as_deref(), file, &mut d).map(|draft| (draft, d))
        })
        .collect();
    let mut drafts = Vec::new();
    for r in drafted {
        let (draft, d) = r?;
        diags.extend(d);
        drafts.extend(draft);
    }
    let resolver = Resolver {
        site_dir: inputs.ctx.site_dir,
        base_url: &inputs.ctx.config.base_url,
        permalinks: drafts.iter().flat_map(|d| [(d.rel.clone(), d.permalink.clone()), (d.default_rel.clone(), d.permalink.clone())]).collect(),
        copies: Mutex::new(IndexMap::new()),
    };
    let mut md = MarkdownOptions::for_site(inputs.ctx.config, &resolver);
    if let Some(admonitions) = &inputs.options.admonitions {
        md.features.admonitions = admonitions.clone();
    }
    let rendered: Vec<(Option<Post>, Vec<Diagnostic>)> = drafts.into_par_iter().map(|d| render_post(inputs, d, &md)).collect();
    let mut posts = Vec::new();
    for (post, d) in rendered {
        diags.extend(d);
        posts.extend(post);
    }
    if inputs.options.last_update.any() {
        let files: Vec<&Path> = posts.iter().map(|p| p.source.as_path()).collect();
        let git = read_last_updates(inputs.ctx.site_dir, &files);
        for post in &mut posts {
            post.last_update = inputs.options.last_update.resolve(&post.front_matter, git.get(&post.source));
        }
    }
    // stable: same-date posts keep file order, as Docusaurus's sort does
    posts.sort_by(|a, b| if inputs.options.sort_ascending { a.date.cmp(&b.date) } else { b.date.cmp(&a.date) });
    let copies = resolver.copies.into_inner().unwrap_or_else(|e| e.into_inner()).into_iter().collect();
    Ok((posts, copies))
}

/// A warning per post of the locale's folder that translates no post of the blog folder.
fn report_orphans(inputs: &Inputs<'_>, localized: &Path, blog_rel: &Path, files: &[PathBuf], diags: &mut Vec<Diagnostic>) -> Result<(), PluginError> {
    let translated = discover(&inputs.ctx.site_dir.join(localized), inputs.options)?;
    let markdown = |p: &Path| p.extension().is_some_and(|e| e == "md" || e == "mdx");
    for rel in translated.iter().filter(|r| markdown(r) && !files.contains(r)) {
        diags.push(
            Diagnostic::warning(format!("this translation has no post to translate: {} does not exist", blog_rel.join(rel).display()))
                .in_file(&localized.join(rel))
                .with_help(format!("rename it after an existing post of {}, or remove it", blog_rel.display())),
        );
    }
    Ok(())
}

fn render_post(inputs: &Inputs<'_>, d: Draft, md: &MarkdownOptions<'_>) -> (Option<Post>, Vec<Diagnostic>) {
    let parsed = ParsedSource::of(&d.markdown);
    let mut diags = d.front_matter_diagnostics.clone();
    let lines = key_lines(&d.markdown.text);
    let place = Place { file: &d.rel, key_lines: &lines };
    let rendered = ferrosaurus_markdown::render(&parsed, &d.rel, md);
    diags.extend(rendered.diagnostics.iter().cloned());
    let truncated_html = find_truncate_marker(parsed.body, inputs.options.truncate_marker.as_ref()).map(|at| {
        let head = ParsedSource { front_matter: parsed.front_matter.clone(), body: &parsed.body[..at], body_line: parsed.body_line, diagnostics: Vec::new() };
        without_leading_h1(&ferrosaurus_markdown::render(&head, &d.rel, md).html)
    });
    let fm = &parsed.front_matter;
    let fallback_title = stem_path(&d.rel).rsplit('/').next().unwrap_or_default().to_string();
    let title = fm.title.clone().or_else(|| rendered.content_title.clone()).unwrap_or_else(|| file_slug(&fallback_title).0);
    let (authors, author_diags) = inputs.authors.resolve(&fm.extra, inputs.options.on_inline_authors, &place);
    diags.extend(author_diags);
    let tags = inputs.tags.links(fm.tags.as_deref().unwrap_or_default(), inputs.options.on_inline_tags, &place, &mut diags);
    // editLocalizedFiles: a translated post's link edits the translation
    let edit_url = match &inputs.options.edit_url {
        Some(EditUrl::Base(base)) => {
            let file = if inputs.options.edit_localized_files { &d.rel } else { &d.default_rel };
            Some(format!("{}/{}", base.trim_end_matches('/'), file.to_string_lossy().replace('\\', "/")))
        }
        // a function: called for every post at once (js.rs)
        Some(EditUrl::Function(_)) | None => None,
    };
    let post = Post {
        permalink: d.permalink,
        title,
        date: d.date,
        description: fm.description.clone().or_else(|| rendered.excerpt.clone()),
        keywords: fm.keywords.clone().unwrap_or_default(),
        image: fm.image.as_deref().map(|i| absolute_url(inputs.ctx.config, i)),
        authors,
        tags,
        html: without_leading_h1(&rendered.html),
        truncated_html,
        reading_time: Some(reading_time(parsed.body)),
        content: parsed.body.to_string(),
        front_matter: fm.clone(),
        dir: d.dir,
        last_update: None,
        toc: rendered.toc,
        unlisted: fm.is_unlisted(),
        hide_table_of_contents: fm.hide_table_of_contents.unwrap_or(false),
        edit_url,
        source_links: rendered.links.iter().map(|l| (l.href.clone(), l.line)).collect(),
        source: d.rel,
        markdown: d.markdown,
    };
    (Some(post), diags)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_and_slugs_from_file_names() {
        assert_eq!(file_slug("2021-08-26-welcome"), ("2021/08/26/welcome".into(), Some("2021-08-26")));
        assert_eq!(file_slug("2021/08/26/welcome"), ("2021/08/26/welcome".into(), Some("2021/08/26")));
        assert_eq!(file_slug("news/2020-1-5-hi"), ("news/2020/1/5/hi".into(), Some("2020-1-5")));
        assert_eq!(file_slug("plain"), ("plain".into(), None));
        assert_eq!(stem_path(Path::new("2021-08-01-mdx/index.mdx")), "2021-08-01-mdx");
    }

    #[test]
    fn truncate_markers_both_forms() {
        assert_eq!(truncate_marker("a\n<!-- truncate -->\nb"), Some(2));
        assert_eq!(truncate_marker("a\n{/* truncate */}\nb"), Some(2));
        assert_eq!(truncate_marker("a <!-- other --> b <!--truncate-->"), Some(19));
        assert_eq!(truncate_marker("no marker"), None);
    }

    #[test]
    fn reading_time_counts_words_at_200_per_minute() {
        let body = "word ".repeat(300);
        assert_eq!(reading_time(&body), 1.5);
        assert_eq!(reading_time("**Hello**, world!"), 0.01);
    }

    #[test]
    fn front_matter_key_lines() {
        let lines = key_lines("---\ntitle: A\ntags:\n  - x\ndate: nope\n---\nbody: no\n");
        assert_eq!(lines["title"], 2);
        assert_eq!(lines["date"], 5);
        assert!(!lines.contains_key("body"));
    }
}
