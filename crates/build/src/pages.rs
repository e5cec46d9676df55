//! Routes from every plugin merged into one site, rendered through SSR and written out.

use std::path::{Path, PathBuf};

use ferrosaurus_bundler::content_hash;
use ferrosaurus_core::{
    Diagnostic, Diagnostics, Globals, HtmlTag, HtmlTags, NavbarItem, PageAssets, PageData, PageKind, RenderRequest, ReportingSeverity, Route, Severity,
    SharedRefs, SidebarItem, SiteConfig,
};
use ferrosaurus_ssr::{NodePool, Rendered};
use indexmap::IndexMap;

use rayon::prelude::*;

use crate::assets::Bundles;
use crate::reuse::{PageKey, PageReuse, SiteKey};
use ferrosaurus_links::{LinkSources, ReportedLinks};
use crate::output::{html_file, output_collisions, page_data_path, Staging};
use crate::BuildError;

/// Everything the plugins produced, merged.
#[derive(Debug, Default)]
pub(crate) struct Content {
    pub(crate) routes: Vec<Route>,
    pub(crate) sidebars: IndexMap<String, Vec<SidebarItem>>,
    pub(crate) components: Vec<(String, PathBuf)>,
    pub(crate) copies: Vec<(String, PathBuf)>,
    pub(crate) doc_permalinks: IndexMap<String, String>,
    /// CSS contributed by plugins.
    pub(crate) css: Vec<String>,
    /// The site's `customCss` stylesheets as the plugins' `configurePostCss` PostCSS made them,
    /// by their `customCss` entry ([`crate::post_css`]); read from their files when absent.
    pub(crate) post_css: std::collections::BTreeMap<String, String>,
    /// `setGlobalData` of every plugin: plugin name → instance id → data.
    pub(crate) global_data: IndexMap<String, IndexMap<String, serde_json::Value>>,
    /// Tags plugins add to every page.
    pub(crate) html_tags: HtmlTags,
    /// Modules the client runs on start.
    pub(crate) client_modules: Vec<PathBuf>,
    /// `@theme/*` folders plugins provide.
    pub(crate) theme_paths: Vec<PathBuf>,
    /// Compiled MDX modules (the exact path), keyed by their source file's absolute path.
    pub(crate) mdx_sources: std::collections::BTreeMap<PathBuf, String>,
    /// Derived from the rest and the config once the content is complete: the navbar's items
    /// with their links resolved, as the theme receives them ([`crate::navbar`]).
    pub(crate) navbar_items: Vec<NavbarItem>,
}

impl Content {
    /// Merges plugin outputs. Two routes at the same path are reported at `on_duplicate_routes`
    /// (Docusaurus's `onDuplicateRoutes`); below `throw` the one Docusaurus's router would
    /// serve is kept and the others are dropped (see [`route_precedence`]).
    pub(crate) fn merge(loaded: crate::plugins::LoadedContent, on_duplicate_routes: ReportingSeverity, diagnostics: &mut Diagnostics) -> Self {
        let mut content = Content {
            html_tags: loaded.html_tags,
            client_modules: loaded.client_modules,
            theme_paths: loaded.theme_paths,
            ..Content::default()
        };
        let mut awaited_sidebars = Vec::new();
        for (name, id, out) in loaded.outputs {
            if let Some(data) = &out.global_data {
                content.global_data.entry(name).or_default().insert(id, data.clone());
            }
            diagnostics.extend(out.diagnostics);
            content.routes.extend(out.routes);
            content.sidebars.extend(out.sidebars);
            content.components.extend(out.components);
            content.copies.extend(out.copies);
            content.doc_permalinks.extend(out.doc_permalinks);
            content.css.extend(out.css);
            awaited_sidebars.extend(out.awaited_sidebars);
        }
        // a sidebar one plugin could not read is no loss when another plugin provides it
        for (key, warning) in awaited_sidebars {
            if !content.sidebars.contains_key(&key) {
                diagnostics.push(warning);
            }
        }
        content.routes = dedupe_routes(std::mem::take(&mut content.routes), on_duplicate_routes, diagnostics);
        content.components.sort();
        content.copies.sort();
        content.copies.dedup();
        content
    }
}

/// Routes sorted by path, one per path. Of several routes at one path, the first by
/// [`route_precedence`] is kept; each other one is a diagnostic at `severity` naming both
/// sources (none for `ignore`; for `throw` an error, which stops the build).
fn dedupe_routes(routes: Vec<Route>, severity: ReportingSeverity, diagnostics: &mut Diagnostics) -> Vec<Route> {
    let mut ranked: Vec<(usize, Route)> = routes.into_iter().enumerate().collect();
    ranked.sort_by(|(a_index, a), (b_index, b)| a.page.route.cmp(&b.page.route).then(route_precedence(a).cmp(&route_precedence(b))).then(a_index.cmp(b_index)));
    let mut kept: Vec<Route> = Vec::with_capacity(ranked.len());
    for (_, route) in ranked {
        match kept.last() {
            Some(served) if served.page.route == route.page.route => {
                if let Some(d) = duplicate_diagnostic(served, &route, severity) {
                    diagnostics.push(d);
                }
            }
            _ => kept.push(route),
        }
    }
    kept
}

/// Which of two routes at one path Docusaurus's router reaches first: its routes are sorted
/// with plain routes before routes nested under a parent (every route of the docs plugin is
/// nested under its version's route), and otherwise kept in plugin order (the sort is stable).
fn route_precedence(route: &Route) -> u8 {
    match route.page.kind {
        PageKind::Doc | PageKind::CategoryIndex | PageKind::TagsList | PageKind::TagDocs => 1,
        _ => 0,
    }
}

/// Docusaurus's "Duplicate routes found!" for one path, at `severity`.
fn duplicate_diagnostic(served: &Route, dropped: &Route, severity: ReportingSeverity) -> Option<Diagnostic> {
    let severity = match severity {
        ReportingSeverity::Ignore => return None,
        ReportingSeverity::Log | ReportingSeverity::Warn => Severity::Warning,
        ReportingSeverity::Throw => Severity::Error,
    };
    let name = |r: &Route| r.source.as_ref().map(|s| s.display().to_string()).unwrap_or_else(|| format!("the {:?} page of {}", r.page.kind, r.plugin));
    let outcome = if severity == Severity::Error { String::new() } else { format!("; {} is served", name(served)) };
    let mut d = Diagnostic::new(
        severity,
        format!(
            "Duplicate routes found: attempting to create page at {}, but a page already exists at this route ({} and {}){outcome}",
            dropped.page.route,
            name(served),
            name(dropped)
        ),
    )
    .with_help("this could lead to non-deterministic routing behavior: give one of the pages another path (slug, file name); `onDuplicateRoutes` sets how this is reported");
    if let Some(src) = &dropped.source {
        d = d.in_file(src);
    }
    Some(d)
}

/// Shared data files and their URLs.
pub(crate) struct SharedData {
    /// The globals every page reads.
    pub(crate) globals: Globals,
    /// The globals as written into the output (and sent to the SSR workers).
    pub(crate) globals_json: String,
    pub(crate) globals_path: String,
    /// sidebar id → (output path, JSON).
    pub(crate) sidebars: IndexMap<String, (String, String)>,
}

pub(crate) fn shared_data(config: &SiteConfig, content: &Content) -> SharedData {
    let sidebars: IndexMap<String, (String, String)> = content
        .sidebars
        .iter()
        .map(|(id, items)| {
            let json = serde_json::to_string(items).unwrap_or_default();
            let path = format!("__data/sidebar-{id}.{}.json", content_hash(json.as_bytes()));
            (id.clone(), (path, json))
        })
        .collect();
    let urls = sidebars.iter().map(|(id, (path, _))| (id.clone(), format!("{}{path}", config.base_url))).collect();
    let globals = Globals::new(theme_site_config(config, content), urls, content.global_data.clone());
    let globals_json = serde_json::to_string(&globals).unwrap_or_default();
    let globals_path = format!("__data/globals.{}.json", content_hash(globals_json.as_bytes()));
    SharedData { globals, globals_json, globals_path, sidebars }
}

/// The site config as the theme reads it: a copy of the config with the navbar's links
/// resolved.
fn theme_site_config(config: &SiteConfig, content: &Content) -> SiteConfig {
    let mut view = config.clone();
    view.theme_config.navbar.items = content.navbar_items.clone();
    view
}

/// The not-found page, written as `404.html`.
pub(crate) fn not_found_page(config: &SiteConfig) -> PageData {
    PageData::new(format!("{}404.html", config.base_url), PageKind::NotFound, "Page Not Found")
}

/// What a page's HTML refers to: its scripts (its components' chunks, then the main chunk),
/// the stylesheet and the data URLs the client fetches.
pub(crate) fn page_assets(page: &PageData, config: &SiteConfig, shared: &SharedData, bundles: &Bundles, page_data_url: &str) -> PageAssets {
    let base = &config.base_url;
    PageAssets::new(
        bundles.page_script_paths(page).iter().map(|path| format!("{base}{path}")).collect(),
        vec![format!("{base}{}", bundles.css_path)],
        format!("{base}{}", shared.globals_path),
        page_sidebar_id(page, shared).map(|id| format!("{base}{}", shared.sidebars[id].0)),
        page_data_url.to_string(),
    )
}

/// The id of the page's sidebar, when the site has it.
fn page_sidebar_id<'a>(page: &PageData, shared: &'a SharedData) -> Option<&'a String> {
    page.doc.as_ref().and_then(|d| d.sidebar_id.as_ref()).and_then(|id| shared.sidebars.get_key_value(id)).map(|(id, _)| id)
}

/// One SSR request as JSON text, the shared data inline (`content` has the page's sidebar).
pub(crate) fn render_request(page: &PageData, content: &Content, shared: &SharedData, assets: PageAssets) -> String {
    let sidebar = page_sidebar_id(page, shared).and_then(|id| content.sidebars.get(id)).map(Vec::as_slice);
    serde_json::to_string(&RenderRequest::inline(page, &shared.globals, sidebar, assets)).unwrap_or_default()
}

/// Id under which the workers hold the site globals ([`NodePool::share`]).
const SHARED_GLOBALS: &str = "globals";

/// Id under which the workers hold a sidebar.
fn shared_sidebar_id(sidebar_id: &str) -> String {
    format!("sidebar:{sidebar_id}")
}

/// One SSR request as JSON text, referring to the globals and the sidebar the workers already
/// hold.
fn render_request_by_reference(page: &PageData, shared: &SharedData, assets: PageAssets) -> String {
    let sidebar = page_sidebar_id(page, shared).map(|id| shared_sidebar_id(id));
    serde_json::to_string(&RenderRequest::by_reference(page, assets, SharedRefs::new(SHARED_GLOBALS, sidebar.as_deref()))).unwrap_or_default()
}

/// How many rendered pages may wait for the writer: enough to keep the workers busy while a
/// file is written, few enough that memory does not grow with the site.
const PAGES_IN_FLIGHT_PER_WORKER: usize = 4;

/// Renders every route (and the 404 page) through a pool of node workers and writes each
/// page's HTML and `__page.json` into the staging folder as soon as it is rendered (a bounded
/// queue between the workers and the writer): memory stays at a few pages per worker. The
/// globals and sidebars go to each worker once. A page the previous build wrote from the same
/// inputs is taken from it instead ([`PageReuse`]); workers start only when a page is left to
/// render. Gives the number of pages written, a warning for each line a page printed while
/// it rendered, and for each of `content.routes` the links its check covers
/// ([`LinkSources`]: what its render reported, or what an earlier check left out of a reused
/// page).
pub(crate) fn render_routes(
    staging: &mut Staging,
    config: &SiteConfig,
    content: &Content,
    bundles: &Bundles,
    shared: &SharedData,
    workers: Option<usize>,
    reuse: &mut PageReuse,
) -> Result<RenderedRoutes, BuildError> {
    let not_found = not_found_page(config);
    let pages: Vec<&PageData> = content.routes.iter().map(|r| &r.page).chain(std::iter::once(&not_found)).collect();
    let data_url = |page: &PageData| format!("{}{}", config.base_url, page_data_path(&page.route, &config.base_url));
    let tags = TagsHtml::with_config(&content.html_tags, config);
    // a request names the globals and its sidebar by URLs that hold their content hashes
    let requests: Vec<String> = pages.par_iter().map(|page| render_request_by_reference(page, shared, page_assets(page, config, shared, bundles, &data_url(page)))).collect();
    let site_key = SiteKey::new(&bundles.server_js, &tags.fingerprint());
    let keys: Vec<PageKey> = requests.par_iter().map(|request| site_key.page(&[], request)).collect();
    let mut to_render = Vec::new();
    let mut link_sources = vec![LinkSources::AllInHtml; pages.len()];
    for (i, page) in pages.iter().enumerate() {
        match reuse.reuse(staging, &page_html_path(config, page), &keys[i])? {
            Some(reused) => {
                if let Some(unchecked) = reused.unchecked_links {
                    link_sources[i] = LinkSources::AllBut(unchecked.into_iter().collect());
                }
                write_page_data(staging, config, page)?;
            }
            None => to_render.push(i),
        }
    }
    let routes = content.routes.len();
    if to_render.is_empty() {
        link_sources.truncate(routes);
        return Ok(RenderedRoutes { written: pages.len(), diagnostics: Vec::new(), link_sources });
    }

    let dir = tempfile::tempdir().map_err(|e| BuildError::io(Path::new("(temp)"), e))?;
    let server = dir.path().join("server.js");
    std::fs::write(&server, &bundles.server_js).map_err(|e| BuildError::io(&server, e))?;
    let workers = workers.unwrap_or_else(|| std::thread::available_parallelism().map(|n| n.get()).unwrap_or(2)).min(to_render.len());
    let pool = NodePool::start(&server, workers)?;
    pool.share(SHARED_GLOBALS, &shared.globals_json)?;
    for (id, (_, json)) in &shared.sidebars {
        pool.share(&shared_sidebar_id(id), json)?;
    }
    let (sender, receiver) = std::sync::mpsc::sync_channel::<(usize, Rendered)>(workers * PAGES_IN_FLIGHT_PER_WORKER);
    let mut diagnostics = Vec::new();
    std::thread::scope(|s| -> Result<RenderedRoutes, BuildError> {
        let rendering = s.spawn(|| {
            let sender = sender;
            pool.render_each(
                to_render.len(),
                |j| requests[to_render[j]].clone(),
                |j, rendered| {
                    let failed = rendered.result.is_err();
                    sender.send((to_render[j], rendered)).is_ok() && !failed
                },
            )
        });
        let mut written = pages.len() - to_render.len();
        let mut failure = None;
        for (i, rendered) in receiver.iter() {
            let page = pages[i];
            diagnostics.extend(printed_warnings(page, &rendered.printed));
            match rendered.result {
                Ok(html) if failure.is_none() => {
                    link_sources[i] = LinkSources::Reported(ReportedLinks::new(&rendered.links));
                    write_page(staging, config, page, &tags.inject(&html))?;
                    reuse.record(staging, &page_html_path(config, page), keys[i].clone());
                    written += 1;
                }
                Ok(_) => {}
                Err(e) => {
                    failure.get_or_insert(BuildError::Render {
                        route: page.route.clone(),
                        source_file: page.source.clone().unwrap_or_else(|| "(generated page)".into()),
                        message: e.message,
                        stack: e.stack.lines().take(8).collect::<Vec<_>>().join("\n"),
                    });
                }
            }
        }
        rendering.join().unwrap_or_else(|_| Err(ferrosaurus_ssr::SsrError::WorkerDied("the render thread panicked".into())))?;
        let outside = pool.take_stderr();
        if !outside.is_empty() {
            diagnostics.push(Diagnostic::warning(format!("the server bundle printed outside any page's render:\n{}", outside.join("\n"))));
        }
        match failure {
            Some(error) => Err(error),
            None => {
                link_sources.truncate(routes);
                Ok(RenderedRoutes { written, diagnostics, link_sources })
            }
        }
    })
}

/// What [`render_routes`] did.
pub(crate) struct RenderedRoutes {
    /// Pages written (rendered or reused).
    pub(crate) written: usize,
    /// What the pages printed while they rendered.
    pub(crate) diagnostics: Vec<Diagnostic>,
    /// For each of `content.routes`, in order: the links its check covers.
    pub(crate) link_sources: Vec<LinkSources>,
}

/// What a page printed while it rendered (React's server warnings, a component's
/// `console.error`): a warning per distinct line, naming the route and its source.
fn printed_warnings(page: &PageData, printed: &[String]) -> Vec<Diagnostic> {
    let mut seen = std::collections::HashSet::new();
    printed
        .iter()
        .filter(|line| seen.insert(line.as_str()))
        .map(|line| {
            let warning = Diagnostic::warning(format!("rendering {} printed: {line}", page.route));
            match &page.source {
                Some(source) => warning.in_file(source),
                None => warning,
            }
        })
        .collect()
}

/// Where a page's HTML goes: its route's file, `404.html` for the not-found page.
fn page_html_path(config: &SiteConfig, page: &PageData) -> String {
    if page.kind == PageKind::NotFound {
        "404.html".to_string()
    } else {
        html_file(&page.route, config)
    }
}

/// A page's `__page.json`.
fn write_page_data(staging: &mut Staging, config: &SiteConfig, page: &PageData) -> Result<(), BuildError> {
    let json = serde_json::to_vec(page).unwrap_or_default();
    staging.write(&page_data_path(&page.route, &config.base_url), &json)
}

/// A rendered page's HTML file and its `__page.json`; the 404 page is `404.html`.
fn write_page(staging: &mut Staging, config: &SiteConfig, page: &PageData, html: &str) -> Result<(), BuildError> {
    staging.write(&page_html_path(config, page), html.as_bytes())?;
    write_page_data(staging, config, page)
}

/// Copies every file of the site's static folders (problems are diagnostics, see
/// [`crate::output::copy_static_dirs`]).
fn copy_static(staging: &mut Staging, site_dir: &Path, config: &SiteConfig) -> Result<(), BuildError> {
    crate::output::copy_static_dirs(staging, site_dir, &config.static_directories)
}

/// Writes every file of the site but the rendered pages into the staging folder: static
/// files, copies, bundles, shared data (a route over a static file is an error here, before
/// any page is rendered).
pub(crate) fn write_all(staging: &mut Staging, site_dir: &Path, config: &SiteConfig, content: &Content, bundles: &Bundles, shared: &SharedData) -> Result<(), BuildError> {
    copy_static(staging, site_dir, config)?;
    for (rel, from) in &content.copies {
        staging.copy(rel, from)?;
    }
    // issue 17: two routes on one file under the layout, or a route over a static file
    let over_static: Vec<String> = content.routes.iter().map(|r| html_file(&r.page.route, config)).filter(|f| staging.has_written(f)).collect();
    let collisions = output_collisions(content.routes.iter().map(|r| (r.page.route.as_str(), r.source.as_deref())), &over_static, config);
    if collisions.has_errors() {
        return Err(BuildError::Content(collisions));
    }
    for asset in &bundles.assets {
        staging.write(&asset.file_name, &asset.bytes)?;
    }
    staging.write(&bundles.client_js_path, bundles.client_js.as_bytes())?;
    for (path, code) in &bundles.async_chunks {
        staging.write(path, code.as_bytes())?;
    }
    staging.write(&bundles.css_path, bundles.css.as_bytes())?;
    staging.write(&shared.globals_path, shared.globals_json.as_bytes())?;
    for (path, json) in shared.sidebars.values() {
        staging.write(path, json.as_bytes())?;
    }
    Ok(())
}

/// Plugins' `injectHtmlTags` output as HTML, written into every page: head tags before the
/// app's stylesheets (Docusaurus's template writes them after the page's own head tags and
/// before its CSS, so the theme's CSS comes later in the cascade) or else before `</head>`,
/// pre-body tags right after `<body ...>`, post-body tags before `</body>`. React 19 skips
/// unexpected nodes in `<head>` and `<body>` when it hydrates the document.
pub(crate) struct TagsHtml {
    head: String,
    pre_body: String,
    post_body: String,
}

impl TagsHtml {
    pub(crate) fn new(tags: &HtmlTags) -> Self {
        let join = |t: &[HtmlTag]| t.iter().map(HtmlTag::to_html).collect::<String>();
        Self { head: join(&tags.head_tags), pre_body: join(&tags.pre_body_tags), post_body: join(&tags.post_body_tags) }
    }

    /// The plugins' tags, then the config's `headTags`, `stylesheets` and `scripts` in the head
    /// (Docusaurus's order, issue 17).
    pub(crate) fn with_config(tags: &HtmlTags, config: &SiteConfig) -> Self {
        let mut all = tags.clone();
        all.head_tags.extend(config.head_tags.iter().cloned());
        Self::new(&all)
    }

    /// The three parts, for a key of what pages are made of.
    pub(crate) fn fingerprint(&self) -> String {
        [self.head.as_str(), self.pre_body.as_str(), self.post_body.as_str()].join("\u{0}")
    }

    pub(crate) fn inject(&self, html: &str) -> String {
        if self.head.is_empty() && self.pre_body.is_empty() && self.post_body.is_empty() {
            return html.to_string();
        }
        let mut out = html.to_string();
        if let Some(head_end) = out.find("</head>") {
            let stylesheet = out[..head_end].find("<link rel=\"stylesheet\"");
            out.insert_str(stylesheet.unwrap_or(head_end), &self.head);
        }
        if let Some(start) = out.find("<body") {
            if let Some(end) = out[start..].find('>') {
                out.insert_str(start + end + 1, &self.pre_body);
            }
        }
        if let Some(i) = out.rfind("</body>") {
            out.insert_str(i, &self.post_body);
        }
        out
    }
}

#[cfg(test)]
mod tags_tests {
    use super::*;

    #[test]
    fn plugin_tags_go_to_their_three_places() {
        let mut tags = HtmlTags::default();
        tags.head_tags.push(HtmlTag::Raw("<meta name=\"a\">".into()));
        tags.pre_body_tags.push(HtmlTag::Raw("<i>pre</i>".into()));
        tags.post_body_tags.push(HtmlTag::Raw("<i>post</i>".into()));
        let html = TagsHtml::new(&tags).inject("<html><head><title>x</title></head><body class=\"b\"><div id=\"r\"></div></body></html>");
        assert_eq!(html, "<html><head><title>x</title><meta name=\"a\"></head><body class=\"b\"><i>pre</i><div id=\"r\"></div><i>post</i></body></html>");
    }

    // issue 17: the plugins' and the config's head tags come before the app's stylesheets, as
    // in Docusaurus's template (a `stylesheets` entry must not win over the theme's CSS)
    #[test]
    fn issue_17_head_tags_go_before_the_stylesheets() {
        let mut tags = HtmlTags::default();
        tags.head_tags.push(HtmlTag::Raw("<link rel=\"stylesheet\" href=\"/font.css\">".into()));
        let html = TagsHtml::new(&tags).inject("<html><head><title>x</title><link rel=\"stylesheet\" href=\"/app.css\"/></head><body></body></html>");
        assert_eq!(html, "<html><head><title>x</title><link rel=\"stylesheet\" href=\"/font.css\"><link rel=\"stylesheet\" href=\"/app.css\"/></head><body></body></html>");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn route(path: &str, kind: PageKind, source: &str, plugin: &str) -> Route {
        let mut r = Route::new(PageData::new(path, kind, source), Some(PathBuf::from(source)));
        r.plugin = plugin.into();
        r
    }

    /// A docs plugin's doc and a pages plugin's page at `/guide`, the doc added first (the
    /// classic preset's plugin order), two pages plugin pages at `/twice`, and one plain route.
    fn routes() -> Vec<Route> {
        vec![
            route("/guide", PageKind::Doc, "docs/guide.md", "docusaurus-plugin-content-docs"),
            route("/twice", PageKind::Page, "src/pages/twice.md", "docusaurus-plugin-content-pages"),
            route("/alone", PageKind::Page, "src/pages/alone.md", "docusaurus-plugin-content-pages"),
            route("/guide", PageKind::Page, "src/pages/guide.md", "docusaurus-plugin-content-pages"),
            route("/twice", PageKind::Component, "src/pages/twice.tsx", "docusaurus-plugin-content-pages"),
        ]
    }

    fn served(routes: &[Route]) -> Vec<(String, String)> {
        routes.iter().map(|r| (r.page.route.clone(), r.source.as_ref().unwrap().display().to_string())).collect()
    }

    // See: issue 13 (`onDuplicateRoutes` was accepted, and duplicates were always errors).
    #[test]
    fn issue_13_duplicate_routes_keep_the_route_docusaurus_serves() {
        let mut diagnostics = Diagnostics::default();
        let kept = dedupe_routes(routes(), ReportingSeverity::Warn, &mut diagnostics);
        assert_eq!(
            served(&kept),
            [("/alone", "src/pages/alone.md"), ("/guide", "src/pages/guide.md"), ("/twice", "src/pages/twice.md")].map(|(a, b)| (a.to_string(), b.to_string())),
            "a page wins over a doc (docs routes are nested, plain routes come first); otherwise the first plugin's route"
        );
        let messages: Vec<String> = diagnostics.0.iter().map(|d| d.to_string()).collect();
        assert_eq!(messages.len(), 2, "{messages:#?}");
        assert!(messages[0].starts_with("warning: docs/guide.md: Duplicate routes found: attempting to create page at /guide, but a page already exists at this route (src/pages/guide.md and docs/guide.md); src/pages/guide.md is served"), "{messages:#?}");
        assert!(messages[1].starts_with("warning: src/pages/twice.tsx: Duplicate routes found: attempting to create page at /twice"), "{messages:#?}");
    }

    #[test]
    fn issue_13_on_duplicate_routes_severities() {
        for (severity, expected) in [(ReportingSeverity::Ignore, None), (ReportingSeverity::Log, Some(Severity::Warning)), (ReportingSeverity::Warn, Some(Severity::Warning)), (ReportingSeverity::Throw, Some(Severity::Error))] {
            let mut diagnostics = Diagnostics::default();
            let kept = dedupe_routes(routes(), severity, &mut diagnostics);
            assert_eq!(kept.len(), 3, "{severity:?}");
            match expected {
                None => assert!(diagnostics.0.is_empty(), "{severity:?}: {:?}", diagnostics.0),
                Some(level) => {
                    assert_eq!(diagnostics.0.len(), 2, "{severity:?}");
                    assert!(diagnostics.0.iter().all(|d| d.severity == level), "{severity:?}: {:?}", diagnostics.0);
                }
            }
        }
    }

    /// A request by reference with `$shared` put back as the SSR worker does it.
    fn expanded(request: &str, shared: &SharedData) -> serde_json::Value {
        let mut request: serde_json::Value = serde_json::from_str(request).unwrap();
        let refs = request.as_object_mut().unwrap().shift_remove("$shared").unwrap();
        for (field, id) in refs.as_object().unwrap() {
            let json = match id.as_str().unwrap() {
                SHARED_GLOBALS => shared.globals_json.clone(),
                sidebar => shared.sidebars.iter().find(|(key, _)| shared_sidebar_id(key) == sidebar).map(|(_, (_, json))| json.clone()).unwrap(),
            };
            request[field] = serde_json::from_str(&json).unwrap();
        }
        request
    }

    // See: issue 16 (requests were built with format!, one way for the build, one for `start`).
    #[test]
    fn issue_16_a_request_by_reference_is_the_inline_request_once_expanded() {
        let mut content = Content::default();
        let sidebar = vec![SidebarItem::Link { label: "A".into(), href: "/docs/a".into(), doc_id: Some("a".into()), class_name: None, unlisted: false }];
        content.sidebars.insert("guides".into(), sidebar);
        content.global_data.entry("docs".into()).or_default().insert("default".into(), serde_json::json!({"path": "/docs"}));
        let shared = shared_data(&SiteConfig::default_for_test(), &content);
        let assets = |sidebar: Option<&str>| PageAssets::new(vec!["/main.js".into()], vec!["/s.css".into()], "/g.json".into(), sidebar.map(String::from), "/p.json".into());
        let mut doc = PageData::new("/docs/a", PageKind::Doc, "A");
        doc.doc = Some(ferrosaurus_core::DocMeta { id: "a".into(), sidebar_id: Some("guides".into()), ..Default::default() });
        let page = PageData::new("/about", PageKind::Page, "About");
        for (page, sidebar_url) in [(&doc, Some("/sidebar.json")), (&page, None)] {
            let by_reference = render_request_by_reference(page, &shared, assets(sidebar_url));
            let inline: serde_json::Value = serde_json::from_str(&render_request(page, &content, &shared, assets(sidebar_url))).unwrap();
            assert_eq!(expanded(&by_reference, &shared), inline, "{}", page.route);
        }
        let inline: serde_json::Value = serde_json::from_str(&render_request(&doc, &content, &shared, assets(None))).unwrap();
        assert_eq!(inline["sidebar"][0]["href"], "/docs/a");
        assert_eq!(inline["globals"]["globalData"]["docs"]["default"]["path"], "/docs");
    }

    #[test]
    fn routes_without_duplicates_are_sorted_and_all_kept() {
        let mut diagnostics = Diagnostics::default();
        let kept = dedupe_routes(vec![route("/b", PageKind::Doc, "b.md", "docs"), route("/a", PageKind::Page, "a.md", "pages")], ReportingSeverity::Throw, &mut diagnostics);
        assert_eq!(served(&kept), [("/a".to_string(), "a.md".to_string()), ("/b".to_string(), "b.md".to_string())]);
        assert!(diagnostics.0.is_empty());
    }
}
