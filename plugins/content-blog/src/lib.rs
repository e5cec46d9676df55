//! The blog plugin (`@docusaurus/plugin-content-blog`): posts from `blog/`
//! (`YYYY-MM-DD-slug.md`, `YYYY/MM/DD/slug.md`, folders with `index.md`), authors from
//! `authors.yml` or inline, tags (with `tags.yml`), the truncate marker, paginated list pages,
//! post pages with newer/older links, the recent posts sidebar, tag, archive and author pages,
//! reading time, and RSS 2.0 / Atom 1.0 / JSON feeds written after the build.
//!
//! The plugin follows the Docusaurus lifecycle: [`Plugin::load_content`] reads and renders
//! the posts, [`Plugin::content_loaded`] adds the routes, [`Plugin::inject_html_tags`] links
//! the feeds, and [`Plugin::post_build`] writes them.
//!
//! ```
//! use ferrosaurus_core::{Actions, LoadContext, PageKind, Plugin, SiteConfig};
//! use ferrosaurus_content_blog::BlogPlugin;
//! let dir = tempfile::tempdir().unwrap();
//! std::fs::create_dir_all(dir.path().join("blog")).unwrap();
//! std::fs::write(dir.path().join("blog/2021-08-26-welcome.md"), "---\ntags: [hello]\n---\n# Welcome\n\nFirst post.\n").unwrap();
//! let config = SiteConfig::default_for_test();
//! let mut blog = BlogPlugin::from_options(&serde_json::json!({}), &config).unwrap();
//! let ctx = LoadContext::new(dir.path(), &config);
//! blog.load_content(&ctx).unwrap();
//! let mut actions = Actions::new(blog.name().to_string(), blog.id().to_string());
//! blog.content_loaded(&ctx, &mut actions).unwrap();
//! let out = actions.finish();
//! let routes: Vec<_> = out.routes.iter().map(|r| (r.page.route.as_str(), r.page.kind)).collect();
//! assert!(routes.contains(&("/blog", PageKind::BlogList)));
//! assert!(routes.contains(&("/blog/2021/08/26/welcome", PageKind::BlogPost)));
//! assert!(routes.contains(&("/blog/tags/hello", PageKind::BlogTagPosts)));
//! ```

mod authors;
mod date;
mod feed;
mod js;
mod options;
mod pages;
mod post;
mod tags;
mod xslt;

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use ferrosaurus_core::{
    url, Actions, Diagnostic, HtmlTag, HtmlTags, LoadContext, Plugin, PluginError, PostBuildContext, PostBuildOutput, ReportingSeverity,
    SiteConfig,
};
use serde_json::Value;

use crate::options::{BlogOptions, EditUrl};
use crate::post::Post;

/// The plugin's npm name.
pub const PLUGIN_NAME: &str = "docusaurus-plugin-content-blog";

fn options_error(message: impl Into<String>) -> PluginError {
    PluginError::Options { plugin: PLUGIN_NAME.into(), message: message.into() }
}

/// A diagnostic at a front matter key's line of a post, or at the file when the key is absent.
pub(crate) struct Place<'a> {
    pub(crate) file: &'a Path,
    pub(crate) key_lines: &'a HashMap<String, usize>,
}

impl Place<'_> {
    pub(crate) fn at(&self, key: &str, d: Diagnostic) -> Diagnostic {
        match self.key_lines.get(key) {
            Some(&line) => d.at_line(self.file, line),
            None => d.in_file(self.file),
        }
    }
}

pub(crate) use ferrosaurus_content_utils::tags::with_severity as severity_diagnostic;

/// A YAML file of the site as JSON; `None` when it does not exist or is malformed (reported).
pub(crate) fn yaml_file(site_dir: &Path, rel: &Path, diags: &mut Vec<Diagnostic>) -> Option<Value> {
    let text = std::fs::read_to_string(site_dir.join(rel)).ok()?;
    match serde_norway::from_str::<Value>(&text) {
        Ok(v) => Some(v),
        Err(e) => {
            let line = e.location().map_or(1, |l| l.line());
            diags.push(Diagnostic::error(format!("malformed YAML: {e}")).at_line(rel, line));
            None
        }
    }
}

/// What `load_content` found, for `content_loaded` and `post_build`.
#[derive(Debug, Default)]
struct Loaded {
    posts: Vec<Post>,
    /// The authors of `authors.yml`: all of them on the authors list page, those with
    /// `page` on a page of their own (Docusaurus 3.10's `createAuthorsRoutes`).
    mapped_authors: Vec<ferrosaurus_core::BlogAuthor>,
    copies: Vec<(String, PathBuf)>,
    diagnostics: Vec<Diagnostic>,
}

/// The blog plugin for one `docusaurus-plugin-content-blog` instance.
#[derive(Debug)]
pub struct BlogPlugin {
    options: BlogOptions,
    /// Options that are accepted but not applied yet (JS functions, remark plugins...).
    option_warnings: Vec<Diagnostic>,
    loaded: Loaded,
}

impl BlogPlugin {
    /// Reads the plugin options as the config gives them (Docusaurus 3.10 names and defaults);
    /// unknown keys fail with a "did you mean" hint.
    pub fn from_options(options: &Value, _config: &SiteConfig) -> Result<Self, PluginError> {
        let (options, option_warnings) = options::parse(options)?;
        Ok(Self { options, option_warnings, loaded: Loaded::default() })
    }

    /// baseUrl + routeBasePath.
    fn blog_route(&self, config: &SiteConfig) -> String {
        url::join([config.base_url.as_str(), self.options.route_base_path.as_str()])
    }

    /// The feeds `feedOptions.type` asks for, as (path in the output folder, bytes): what
    /// `post_build` writes (`blog/rss.xml`, `blog/atom.xml`, `blog/feed.json`, and the XSLT
    /// stylesheets `feedOptions.xslt` asks for), with the problems found. With
    /// `feedOptions.createFeedItems` and the config's JS functions, its items are the feed's.
    pub fn feed_files(&self, site_dir: &Path, config: &SiteConfig, js: Option<&dyn ferrosaurus_core::JsFunctions>) -> (Vec<(String, Vec<u8>)>, Vec<Diagnostic>) {
        let mut diags = Vec::new();
        if self.options.feed.types.is_empty() {
            return (Vec::new(), diags);
        }
        let feed_site = self.feed_site(config);
        let posts = feed::feed_posts(&feed_site, &self.loaded.posts);
        if posts.is_empty() {
            return (Vec::new(), diags); // Docusaurus writes no feed for a blog without posts
        }
        let defaults = feed::default_items(&feed_site, &posts);
        let items = match (self.options.feed.create_feed_items, js) {
            (None, _) => defaults,
            (Some(function), Some(js)) => match js::create_feed_items(js, function, &posts, &defaults, config) {
                Ok(items) => items,
                Err(d) => return (Vec::new(), vec![*d]),
            },
            (Some(_), None) => {
                diags.push(Diagnostic::warning(format!("{PLUGIN_NAME}: `feedOptions.createFeedItems` is a JS function and no Node host runs this config; the feeds list the default items")));
                defaults
            }
        };
        let updated = posts.first().map(|p| p.date);
        let dir = self.options.route_base_path.trim_matches('/');
        let in_dir = |file: &str| if dir.is_empty() { file.to_string() } else { format!("{dir}/{file}") };
        let mut files = Vec::new();
        for kind in &self.options.feed.types {
            let (_, file, _) = feed::link_of(*kind);
            let mut text = feed::write(*kind, &feed_site, &items, updated);
            if let Some(xslt) = self.xslt_of(*kind) {
                match xslt::stylesheet(site_dir, &self.xslt_dirs(config), *kind, xslt) {
                    Ok(sheet) => {
                        text = xslt::inject(&text, &sheet.xsl_name);
                        files.push((in_dir(&sheet.xsl_name), sheet.xsl));
                        files.push((in_dir(&sheet.css_name), sheet.css));
                    }
                    Err(d) => diags.push(*d),
                }
            }
            files.push((in_dir(file), text.into_bytes()));
        }
        (files, diags)
    }

    fn xslt_of(&self, kind: options::FeedType) -> Option<&options::Xslt> {
        match kind {
            options::FeedType::Rss => self.options.feed.rss_xslt.as_ref(),
            options::FeedType::Atom => self.options.feed.atom_xslt.as_ref(),
            options::FeedType::Json => None,
        }
    }

    /// Where a custom stylesheet is looked for: the locale's blog folder, then the blog folder.
    fn xslt_dirs(&self, config: &SiteConfig) -> Vec<PathBuf> {
        config.i18n.plugin_dir(PLUGIN_NAME, &self.options.id).map(PathBuf::from).into_iter().chain([PathBuf::from(&self.options.path)]).collect()
    }

    /// `<locale folder>/options.json`: `title`, `description` and `sidebar.title` of the blog
    /// in the locale being built; a malformed file is an error at its line.
    fn translate_options(&mut self, site_dir: &Path, localized: &str, diags: &mut Vec<Diagnostic>) {
        let rel = Path::new(localized).join("options.json");
        let Ok(text) = std::fs::read_to_string(site_dir.join(&rel)) else { return };
        let map = match serde_json::from_str::<serde_json::Map<String, Value>>(&text) {
            Ok(map) => map,
            Err(e) => {
                diags.push(Diagnostic::error(format!("translation file: {e}")).at_line(&rel, e.line()));
                return;
            }
        };
        let message = |key: &str| map.get(key).and_then(|e| e.get("message")).and_then(Value::as_str).map(String::from);
        if let Some(t) = message("title") {
            self.options.blog_title = t;
        }
        if let Some(d) = message("description") {
            self.options.blog_description = d;
        }
        if let Some(t) = message("sidebar.title") {
            self.options.blog_sidebar_title = t;
        }
    }

    fn feed_title(&self, config: &SiteConfig) -> String {
        self.options.feed.title.clone().unwrap_or_else(|| config.title.clone())
    }

    /// What the feeds and their head links are made from.
    fn feed_site<'a>(&'a self, config: &'a SiteConfig) -> feed::FeedSite<'a> {
        feed::FeedSite { config, options: &self.options.feed, title: self.feed_title(config), blog_route: self.blog_route(config) }
    }
}

/// One warning naming every post without a truncate marker (`onUntruncatedBlogPosts`).
fn untruncated_warning(posts: &[Post], severity: ReportingSeverity) -> Option<Diagnostic> {
    let files: Vec<String> = posts.iter().filter(|p| p.truncated_html.is_none()).map(|p| format!("- {}", p.source.display())).collect();
    if files.is_empty() {
        return None;
    }
    let d = Diagnostic::warning(format!("blog posts without a truncation marker:\n{}", files.join("\n"))).with_help(
        "add `<!-- truncate -->` (or `{/* truncate */}` in MDX) to show a shorter preview on list pages, or set `onUntruncatedBlogPosts: 'ignore'`",
    );
    severity_diagnostic(severity, d)
}

impl Plugin for BlogPlugin {
    fn name(&self) -> &str {
        PLUGIN_NAME
    }

    fn id(&self) -> &str {
        &self.options.id
    }

    fn paths_to_watch(&self, ctx: &LoadContext<'_>) -> Vec<PathBuf> {
        let mut paths = vec![ctx.site_dir.join(&self.options.path)];
        // the locale's translations (`i18n/fr/docusaurus-plugin-content-blog`)
        paths.extend(ctx.config.i18n.plugin_dir("docusaurus-plugin-content-blog", &self.options.id).map(|d| ctx.site_dir.join(d)));
        paths
    }

    fn load_content(&mut self, ctx: &LoadContext<'_>) -> Result<(), PluginError> {
        let mut diagnostics = self.option_warnings.clone();
        let localized = ctx.config.i18n.plugin_dir("docusaurus-plugin-content-blog", &self.options.id);
        if let Some(dir) = &localized {
            self.translate_options(ctx.site_dir, dir, &mut diagnostics);
        }
        // authors.yml and tags.yml: the locale's own when it has them, as Docusaurus reads them
        let data_dir = |file: &str| match &localized {
            Some(dir) if ctx.site_dir.join(dir).join(file).is_file() => dir.clone(),
            _ => self.options.path.clone(),
        };
        let authors_dir = data_dir(&self.options.authors_map_path);
        let tags_dirs: Vec<PathBuf> = localized.iter().map(PathBuf::from).chain([PathBuf::from(&self.options.path)]).collect();
        let blog_route = self.blog_route(ctx.config);
        let authors_route = url::join([blog_route.as_str(), self.options.authors_base_path.as_str()]);
        let tags_route = url::join([blog_route.as_str(), self.options.tags_base_path.as_str()]);
        let author_routes = authors::AuthorRoutes { authors_route: &authors_route, base_url: &ctx.config.base_url, trailing_slash: ctx.config.trailing_slash };
        let authors = authors::AuthorsMap::load(ctx.site_dir, &authors_dir, &self.options.authors_map_path, author_routes, &mut diagnostics);
        let tags = tags::BlogTags::load(ctx.site_dir, &self.options.tags_file, &tags_dirs, &tags_route, ctx.config.trailing_slash, &mut diagnostics);
        let inputs = post::Inputs { ctx, options: &self.options, blog_route: &blog_route, authors: &authors, tags: &tags };
        let (mut posts, copies) = post::load_posts(&inputs, &mut diagnostics)?;
        let locale = ctx.config.i18n.current_locale.as_str();
        if let Some(EditUrl::Function(function)) = self.options.edit_url {
            js::apply_edit_url(ctx.js, function, &mut posts, locale, &mut diagnostics);
        }
        if let Some(function) = self.options.reading_time.filter(|_| self.options.show_reading_time) {
            js::apply_reading_time(ctx.js, function, &mut posts, locale, &mut diagnostics);
        }
        diagnostics.extend(untruncated_warning(&posts, self.options.on_untruncated_blog_posts));
        let mapped_authors = authors.mapped().cloned().collect();
        self.loaded = Loaded { posts, mapped_authors, copies, diagnostics };
        Ok(())
    }

    fn content_loaded(&mut self, ctx: &LoadContext<'_>, actions: &mut Actions) -> Result<(), PluginError> {
        for d in std::mem::take(&mut self.loaded.diagnostics) {
            actions.report(d);
        }
        for (rel, from) in std::mem::take(&mut self.loaded.copies) {
            actions.copy_file(rel, from);
        }
        let site = pages::Site {
            options: &self.options,
            blog_route: self.blog_route(ctx.config),
            trailing_slash: ctx.config.trailing_slash,
        };
        // Docusaurus adds no blog route (list, tags, archive, authors) when there is no post,
        // e.g. the classic preset's default blog on a docs-only site without a `blog/` folder
        if !self.loaded.posts.is_empty() {
            for route in site.routes(&self.loaded.posts, &self.loaded.mapped_authors) {
                actions.add_route(route);
            }
        }
        actions.set_global_data(serde_json::json!({
            "path": url::apply_trailing_slash(&self.blog_route(ctx.config), ctx.config.trailing_slash),
            "postCount": self.loaded.posts.iter().filter(|p| !p.unlisted).count(),
            // Docusaurus's `useBlogMetadata()`: the posts' structured data names their blog
            "blogBasePath": self.blog_route(ctx.config),
            "blogTitle": self.options.blog_title,
        }));
        Ok(())
    }

    fn inject_html_tags(&self, ctx: &LoadContext<'_>) -> Result<HtmlTags, PluginError> {
        let mut tags = HtmlTags::default();
        // as Docusaurus: no feed links without posts, since no feed is written (a docs-only site
        // with the classic preset's default blog linked /blog/rss.xml on every page: broken links)
        let feed_site = self.feed_site(ctx.config);
        if feed::feed_posts(&feed_site, &self.loaded.posts).is_empty() {
            return Ok(tags);
        }
        let (title, blog_route) = (feed_site.title, feed_site.blog_route);
        for kind in &self.options.feed.types {
            let (mime, file, label) = feed::link_of(*kind);
            tags.head_tags.push(HtmlTag::element(
                "link",
                [
                    ("rel".to_string(), "alternate".to_string()),
                    ("type".to_string(), mime.to_string()),
                    ("href".to_string(), url::join([blog_route.as_str(), file])),
                    ("title".to_string(), format!("{title} {label}")),
                ],
            ));
        }
        Ok(tags)
    }

    fn post_build(&self, ctx: &PostBuildContext<'_>) -> Result<PostBuildOutput, PluginError> {
        let mut out = PostBuildOutput::default();
        let (files, diagnostics) = self.feed_files(ctx.site_dir, ctx.config, ctx.js);
        out.files = files.into_iter().map(|(path, bytes)| (path, bytes.into())).collect();
        out.diagnostics = diagnostics;
        Ok(out)
    }
}
