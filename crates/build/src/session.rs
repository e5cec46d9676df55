//! The build kept alive for `ferrosaurus start`: the site is loaded once and kept in memory,
//! a route is server-rendered only when it is asked for (then cached), and a change to the
//! site's files rebuilds only the stages it touches:
//!
//! | what changed | what is redone |
//! |---|---|
//! | a file of a static folder | nothing (static files are read from disk on each request) |
//! | the text of a doc, not its front matter, title or description | that doc alone ([`Rebuild::Page`]) |
//! | Markdown, MDX, data or images of a content plugin | plugins' content phase; bundles only if their inputs changed |
//! | code or CSS under `src/` (or a plugin's theme path) | content phase and bundles |
//! | the config, a sidebars file, `package.json`, `i18n/`, a plugin's JS | everything from the config on |
//!
//! A rebuild that fails leaves the last good [`SiteSnapshot`] in place; the error comes back
//! with the places it names ([`Problem`]) so the dev server can show them in the browser.
//!
//! ```no_run
//! use ferrosaurus_build::{BuildOptions, DevSession};
//! let mut session = DevSession::load(BuildOptions::new("site")).unwrap();
//! let page = session.snapshot().file("docs/intro/index.html").unwrap();
//! let outcome = session.apply(&["site/docs/intro.md".into()]).unwrap();
//! println!("{:?} {:?}", outcome.rebuilt, outcome.changed_routes);
//! ```

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime};

use ferrosaurus_core::{CodeHighlighting, Diagnostic, Diagnostics, PageData, PageKind, Route, SiteConfig};
use ferrosaurus_ssr::NodePool;

use crate::assets::{bundle_all, Bundles};
use crate::output::{html_file, page_data_path};
use crate::pages::{not_found_page, page_assets, render_request, shared_data, Content, SharedData, TagsHtml};
use crate::plugins::{instantiate, run_content_phase, Instance, NodeAccess, PluginRegistry};
use crate::{theme, BuildError, BuildOptions};

mod page_edit;

/// The docs plugin's name (as its routes are stamped).
const DOCS_PLUGIN: &str = "docusaurus-plugin-content-docs";

/// The search plugin's name: its global data says, in `start`, that no index is built.
const SEARCH_PLUGIN: &str = "@cmfcmf/docusaurus-search-local";

/// How much of the site a change makes the session rebuild, least to most.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum Rebuild {
    /// Nothing is rebuilt: a static file, read from disk when asked for.
    Static,
    /// Only the edited docs, each re-rendered alone, everything else reused: a doc of the docs
    /// plugin saved with the same front matter, title and description, whose body needs
    /// not the exact MDX path (`<DocCardList />` included), on a site whose plugins all run in Rust.
    Page,
    /// The plugins' content phase (Markdown, front matter, sidebars built from folders).
    Content,
    /// The content phase and the bundles (components, CSS).
    Code,
    /// Everything: config, plugins, content, bundles.
    Config,
}

/// What [`DevSession::apply`] did.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct ChangeOutcome {
    /// How much was rebuilt.
    pub rebuilt: Rebuild,
    /// Routes whose page data changed, were added or were removed.
    pub changed_routes: Vec<String>,
    /// The client bundle changed: pages must load the new code (a full reload).
    pub code_changed: bool,
    /// The stylesheet changed; its new URL (with the base URL).
    pub stylesheet: Option<String>,
    /// The shared data (site config, global data, sidebars) changed: every page is affected.
    pub shared_changed: bool,
    /// How long the rebuild took.
    pub elapsed: Duration,
    /// How long each stage of it took (`config`, `content`, `bundle`, `snapshot`).
    pub stages: Vec<(&'static str, Duration)>,
    /// Warnings of the new version.
    pub warnings: Vec<Diagnostic>,
}

/// One place an error names, for the browser's error overlay.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Problem {
    /// The file, when known.
    pub file: Option<PathBuf>,
    /// 1-based line, when known.
    pub line: Option<usize>,
    /// 1-based column, when known.
    pub column: Option<usize>,
    /// What is wrong.
    pub message: String,
}

impl Problem {
    /// The places a failed build names: one per error diagnostic, or the error itself.
    pub fn from_error(error: &BuildError) -> Vec<Problem> {
        use ferrosaurus_config::ConfigError;
        let known = |n: usize| (n > 0).then_some(n);
        match error {
            BuildError::Content(diagnostics) => {
                let mut problems: Vec<Problem> = diagnostics
                    .errors()
                    .map(|d| Problem { file: d.file.clone(), line: d.line, column: d.column, message: d.message.clone() })
                    .collect();
                // the causes (in a file) before their consequences (a navbar link left dangling)
                problems.sort_by_key(|p| p.file.is_none());
                problems
            }
            BuildError::Config(ConfigError::Syntax { file, line, column, message, .. }) => {
                vec![Problem { file: Some(file.clone()), line: known(*line), column: known(*column), message: format!("syntax error: {message}") }]
            }
            BuildError::Config(ConfigError::Js { file, line, column, message, .. }) => {
                vec![Problem { file: Some(file.clone()), line: known(*line), column: known(*column), message: message.clone() }]
            }
            BuildError::Render { source_file, message, .. } => {
                vec![Problem { file: Some(PathBuf::from(source_file)), line: None, column: None, message: message.clone() }]
            }
            other => vec![Problem { file: None, line: None, column: None, message: other.to_string() }],
        }
    }
}

/// What a path of the served site is.
#[derive(Debug, Clone)]
pub enum DevFile {
    /// Bytes held in memory (a rendered page, page data, a bundle).
    Bytes(Arc<Vec<u8>>),
    /// A file on disk, read when sent (static files, files plugins copy).
    Disk(PathBuf),
}

/// One loaded version of the site: everything needed to answer requests. Immutable but for
/// its cache of rendered pages; a rebuild makes a new one, sharing with the old one what did
/// not change (a doc re-rendered alone replaces one page and shares everything else).
pub struct SiteSnapshot {
    site_dir: PathBuf,
    config: Arc<SiteConfig>,
    /// The merged content; its routes are moved into `pages`.
    content: Arc<Content>,
    bundles: Arc<Bundles>,
    pool: Arc<RenderPool>,
    shared: Arc<SharedData>,
    tags: Arc<TagsHtml>,
    /// Every route's page data, sorted by route.
    pages: Vec<Arc<PageData>>,
    /// html path → index into `pages`.
    html_paths: Arc<HashMap<String, usize>>,
    /// page data path → index into `pages`.
    data_paths: Arc<HashMap<String, usize>>,
    /// Docs of the docs plugin by source file (site-relative): index into `pages`.
    doc_sources: Arc<HashMap<PathBuf, usize>>,
    /// Files pages re-rendered alone reference (images), besides the content's copies.
    extra_copies: Arc<Vec<(String, PathBuf)>>,
    /// Rendered pages by html path (`404.html` included).
    rendered: Mutex<HashMap<String, Arc<Vec<u8>>>>,
    /// Docs whose code the docs plugin left for the first request to highlight
    /// ([`CodeHighlighting::OnRequest`]): index into `pages`.
    highlight_on_request: Arc<HashSet<usize>>,
    /// Those of them rendered again, highlighted, by index.
    highlighted: Mutex<HashMap<usize, Arc<PageData>>>,
}

/// The SSR workers with the server bundle they run.
struct RenderPool {
    pool: NodePool,
    _dir: tempfile::TempDir,
}

impl RenderPool {
    fn start(bundles: &Bundles) -> Result<Self, BuildError> {
        let dir = tempfile::tempdir().map_err(|e| BuildError::io(Path::new("(temp)"), e))?;
        let server = dir.path().join("server.js");
        std::fs::write(&server, &bundles.server_js).map_err(|e| BuildError::io(&server, e))?;
        Ok(Self { pool: NodePool::start(&server, 1)?, _dir: dir })
    }
}

impl SiteSnapshot {
    fn new(site_dir: &Path, config: SiteConfig, mut content: Content, bundles: Arc<Bundles>, pool: Arc<RenderPool>, code_highlighting: CodeHighlighting) -> Self {
        let shared = shared_data(&config, &content);
        let tags = TagsHtml::with_config(&content.html_tags, &config);
        let routes = std::mem::take(&mut content.routes);
        let doc_sources = doc_sources(&routes);
        let highlight_on_request = match code_highlighting {
            CodeHighlighting::Now => HashSet::new(),
            CodeHighlighting::OnRequest => routes.iter().enumerate().filter(|(_, r)| rendered_by_docs_plugin(r)).map(|(i, _)| i).collect(),
        };
        let pages: Vec<Arc<PageData>> = routes.into_iter().map(|r| Arc::new(r.page)).collect();
        let base = &config.base_url;
        let html_paths = pages.iter().enumerate().map(|(i, p)| (html_file(&p.route, &config), i)).collect();
        let data_paths = pages.iter().enumerate().map(|(i, p)| (page_data_path(&p.route, base), i)).collect();
        Self {
            site_dir: site_dir.to_path_buf(),
            config: Arc::new(config),
            content: Arc::new(content),
            bundles,
            pool,
            shared: Arc::new(shared),
            tags: Arc::new(tags),
            pages,
            html_paths: Arc::new(html_paths),
            data_paths: Arc::new(data_paths),
            doc_sources: Arc::new(doc_sources),
            extra_copies: Arc::default(),
            rendered: Mutex::new(HashMap::new()),
            highlight_on_request: Arc::new(highlight_on_request),
            highlighted: Mutex::default(),
        }
    }

    /// The page data of `pages[index]` as a build makes it: a doc whose code is still to be
    /// highlighted is rendered again, once.
    fn page(&self, index: usize) -> Arc<PageData> {
        let page = &self.pages[index];
        if !self.highlight_on_request.contains(&index) {
            return page.clone();
        }
        if let Some(done) = self.highlighted.lock().unwrap_or_else(|e| e.into_inner()).get(&index) {
            return done.clone();
        }
        // a file gone or broken since the load keeps the page as loaded: the watcher's rebuild follows
        let done = page_edit::with_highlighting(self, page).map_or_else(|| page.clone(), Arc::new);
        self.highlighted.lock().unwrap_or_else(|e| e.into_inner()).insert(index, done.clone());
        done
    }

    /// The config of this version, as loaded.
    pub fn config(&self) -> &SiteConfig {
        &self.config
    }

    /// Every route, sorted.
    pub fn routes(&self) -> Vec<&str> {
        self.pages.iter().map(|p| p.route.as_str()).collect()
    }

    /// The stylesheet's URL (with the base URL).
    pub fn stylesheet_url(&self) -> String {
        format!("{}{}", self.config.base_url, self.bundles.css_path)
    }

    /// The file at `rel` (a `/`-separated path under the base URL, no leading `/`), as a
    /// build would have written it: pages are rendered on the first request. `Ok(None)` when
    /// there is no such file; `Err` when rendering the page failed.
    pub fn file(&self, rel: &str) -> Result<Option<DevFile>, BuildError> {
        let bytes = |b: &[u8]| Ok(Some(DevFile::Bytes(Arc::new(b.to_vec()))));
        if let Some(&i) = self.html_paths.get(rel) {
            return self.page_html(rel, i).map(|h| Some(DevFile::Bytes(h)));
        }
        if rel == "404.html" {
            return self.not_found_html().map(|h| Some(DevFile::Bytes(h)));
        }
        if let Some(&i) = self.data_paths.get(rel) {
            return bytes(&serde_json::to_vec(&*self.page(i)).unwrap_or_default());
        }
        let not_found = not_found_page(&self.config);
        if rel == page_data_path(&not_found.route, &self.config.base_url) {
            return bytes(&serde_json::to_vec(&not_found).unwrap_or_default());
        }
        let b = &self.bundles;
        if rel == b.client_js_path {
            return bytes(b.client_js.as_bytes());
        }
        if let Some((_, code)) = b.async_chunks.iter().find(|(path, _)| path == rel) {
            return bytes(code.as_bytes());
        }
        if rel == b.css_path {
            return bytes(b.css.as_bytes());
        }
        if rel == self.shared.globals_path {
            return bytes(self.shared.globals_json.as_bytes());
        }
        if let Some((_, json)) = self.shared.sidebars.values().find(|(path, _)| path == rel) {
            return bytes(json.as_bytes());
        }
        if let Some(asset) = b.assets.iter().find(|a| a.file_name == rel) {
            return bytes(&asset.bytes);
        }
        if let Some((_, from)) = self.content.copies.iter().chain(self.extra_copies.iter()).find(|(to, _)| to == rel) {
            return Ok(Some(DevFile::Disk(from.clone())));
        }
        Ok(self.static_file(rel).map(DevFile::Disk))
    }

    /// A file of the static folders (the first that has it), never outside the site folder:
    /// the folder and `rel` (a decoded URL path, taken literally) go through
    /// [`ferrosaurus_core::paths::confine`] (issue 13).
    fn static_file(&self, rel: &str) -> Option<PathBuf> {
        let site = std::fs::canonicalize(&self.site_dir).ok()?;
        let roots = [self.site_dir.as_path(), site.as_path()];
        let literal = rel.replace('%', "%25");
        self.config.static_directories.iter().find_map(|dir| {
            let base = if Path::new(dir).is_absolute() { Path::new("/") } else { self.site_dir.as_path() };
            let folder = ferrosaurus_core::paths::confine(base, dir, &roots).ok()?;
            let path = ferrosaurus_core::paths::confine(&folder, &literal, &roots).ok()?;
            path.is_file().then_some(path)
        })
    }

    fn cached(&self, key: &str) -> Option<Arc<Vec<u8>>> {
        self.rendered.lock().unwrap_or_else(|e| e.into_inner()).get(key).cloned()
    }

    fn remember(&self, key: &str, html: String) -> Arc<Vec<u8>> {
        let html = Arc::new(html.into_bytes());
        self.rendered.lock().unwrap_or_else(|e| e.into_inner()).insert(key.to_string(), html.clone());
        html
    }

    fn page_html(&self, key: &str, index: usize) -> Result<Arc<Vec<u8>>, BuildError> {
        if let Some(html) = self.cached(key) {
            return Ok(html);
        }
        let page = self.page(index);
        let data_url = format!("{}{}", self.config.base_url, page_data_path(&page.route, &self.config.base_url));
        let html = self.render(&page, &data_url)?;
        Ok(self.remember(key, html))
    }

    fn not_found_html(&self) -> Result<Arc<Vec<u8>>, BuildError> {
        if let Some(html) = self.cached("404.html") {
            return Ok(html);
        }
        let page = not_found_page(&self.config);
        let data_url = format!("{}{}", self.config.base_url, page_data_path(&page.route, &self.config.base_url));
        let html = self.render(&page, &data_url)?;
        Ok(self.remember("404.html", html))
    }

    fn render(&self, page: &PageData, data_url: &str) -> Result<String, BuildError> {
        let assets = page_assets(page, &self.config, &self.shared, &self.bundles, data_url);
        let request = render_request(page, &self.content, &self.shared, assets);
        let rendered = self.pool.pool.try_render_all(&[request])?.pop().expect("one request, one result");
        let html = rendered.result.map_err(|e| BuildError::Render {
            route: page.route.clone(),
            source_file: page.source.clone().unwrap_or_else(|| "(generated page)".into()),
            message: e.message,
            stack: e.stack.lines().take(8).collect::<Vec<_>>().join("\n"),
        })?;
        Ok(self.tags.inject(&html))
    }

    /// Keeps the rendered pages of `older` whose page data, shared data and bundles are the same.
    fn adopt_rendered(&self, older: &SiteSnapshot) {
        if !Arc::ptr_eq(&self.bundles, &older.bundles) || self.shared.globals_json != older.shared.globals_json || self.shared.sidebars != older.shared.sidebars {
            return;
        }
        let old_highlighted = older.highlighted.lock().unwrap_or_else(|e| e.into_inner());
        let mut highlighted = self.highlighted.lock().unwrap_or_else(|e| e.into_inner());
        for (i, page) in self.pages.iter().enumerate().filter(|(i, _)| self.highlight_on_request.contains(i)) {
            let same = older.html_paths.get(&html_file(&page.route, &self.config)).filter(|&&j| older.pages[j] == *page);
            if let Some(done) = same.and_then(|j| old_highlighted.get(j)) {
                highlighted.insert(i, done.clone());
            }
        }
        let old = older.rendered.lock().unwrap_or_else(|e| e.into_inner());
        let mut new = self.rendered.lock().unwrap_or_else(|e| e.into_inner());
        for (key, &i) in self.html_paths.iter() {
            let same = older.html_paths.get(key).is_some_and(|&j| older.pages[j] == self.pages[i]);
            if let (true, Some(html)) = (same, old.get(key)) {
                new.insert(key.clone(), html.clone());
            }
        }
        if let Some(html) = old.get("404.html") {
            new.insert("404.html".into(), html.clone());
        }
    }
}

/// What the bundles are made from, besides the files they import: equal keys, equal bundles.
#[derive(Debug, Clone, PartialEq)]
struct BundleKey {
    base_url: String,
    custom_css: Vec<String>,
    components: Vec<(String, PathBuf)>,
    client_modules: Vec<PathBuf>,
    theme_paths: Vec<PathBuf>,
    css: Vec<String>,
    /// Compiled MDX modules (the exact MDX path) by source path.
    mdx_sources: std::collections::BTreeMap<PathBuf, String>,
    /// The customCss stylesheets as `configurePostCss` made them (tailwind's output follows the
    /// classes the content uses).
    post_css: std::collections::BTreeMap<String, String>,
}

impl BundleKey {
    fn of(config: &SiteConfig, content: &Content) -> Self {
        Self {
            base_url: config.base_url.clone(),
            custom_css: config.custom_css.clone(),
            components: content.components.clone(),
            client_modules: content.client_modules.clone(),
            theme_paths: content.theme_paths.clone(),
            css: content.css.clone(),
            mdx_sources: content.mdx_sources.clone(),
            post_css: content.post_css.clone(),
        }
    }
}

/// A site loaded for the dev server. See the module documentation.
pub struct DevSession {
    options: BuildOptions,
    registry: PluginRegistry,
    site_dir: PathBuf,
    theme_dir: PathBuf,
    config: SiteConfig,
    config_warnings: Vec<Diagnostic>,
    node: NodeAccess,
    instances: Vec<Instance>,
    bundle_key: BundleKey,
    snapshot: Arc<SiteSnapshot>,
    warnings: Vec<Diagnostic>,
    /// Front matter fingerprints of the docs' sources as the current version read them.
    fingerprints: HashMap<PathBuf, u64>,
    /// No plugin may read other plugins' pages: a doc edit may be re-rendered alone.
    page_edits: bool,
}

impl DevSession {
    /// Loads the site with the built-in plugins: config, plugins, content and bundles (no page
    /// is rendered yet).
    pub fn load(options: BuildOptions) -> Result<Self, BuildError> {
        Self::load_with(options, PluginRegistry::with_builtins())
    }

    /// Loads the site with a registry of plugins of the program's own.
    pub fn load_with(options: BuildOptions, mut registry: PluginRegistry) -> Result<Self, BuildError> {
        // as in `docusaurus start`: no service worker, manifest tags or registration in dev
        registry.register(ferrosaurus_plugin_pwa::PLUGIN_NAME, |i| {
            let plugin = ferrosaurus_plugin_pwa::PwaPlugin::from_options(&i.entry.options, i.config)?;
            Ok(Box::new(plugin.with_mode(ferrosaurus_plugin_pwa::BuildMode::Development)))
        });
        let site_dir = std::fs::canonicalize(&options.site_dir).map_err(|e| BuildError::io(&options.site_dir, e))?;
        let theme_dir = match options.theme_dir() {
            Some(dir) => dir,
            None => theme::install_embedded(&mut |m| eprintln!("{m}"))?,
        };
        crate::npm::ensure_installed(&theme_dir, &mut |m| eprintln!("{m}"))?;
        let since = SystemTime::now();
        let (config, config_warnings, node) = load_config(&site_dir, &options)?;
        let mut node = NodeAccess::new(node);
        let mut instances = Vec::new();
        let (content, warnings) = load_content(&registry, &site_dir, &config, &config_warnings, &mut node, &mut instances, options.cache)?;
        let bundles = Arc::new(bundles_of(&site_dir, &theme_dir, &config, &content, &options, options.cache)?);
        let pool = Arc::new(RenderPool::start(&bundles)?);
        let bundle_key = BundleKey::of(&config, &content);
        let snapshot = Arc::new(SiteSnapshot::new(&site_dir, config.clone(), content, bundles, pool, code_highlighting(&config)));
        let fingerprints = page_edit::fingerprints(&site_dir, snapshot.doc_sources.keys(), since);
        let page_edits = page_edit::plugins_allow_page_edits(&config);
        Ok(Self { options, registry, site_dir, theme_dir, config, config_warnings, node, instances, bundle_key, snapshot, warnings, fingerprints, page_edits })
    }

    /// The current version of the site (the last one that built).
    pub fn snapshot(&self) -> Arc<SiteSnapshot> {
        self.snapshot.clone()
    }

    /// The site folder (absolute).
    pub fn site_dir(&self) -> &Path {
        &self.site_dir
    }

    /// Warnings of the current version.
    pub fn warnings(&self) -> &[Diagnostic] {
        &self.warnings
    }

    /// What to watch: the config and sidebars, `src/`, the static folders, `package.json`, and
    /// every plugin's `paths_to_watch` (docs, blog, pages, an OpenAPI spec...), those that exist.
    pub fn paths_to_watch(&self) -> Vec<PathBuf> {
        let ctx = ferrosaurus_core::LoadContext::new(&self.site_dir, &self.config);
        let mut paths: Vec<PathBuf> = self.instances.iter().flat_map(|i| i.plugin.paths_to_watch(&ctx)).collect();
        for name in ["src", "i18n", "package.json", "tsconfig.json"] {
            paths.push(self.site_dir.join(name));
        }
        paths.extend(self.config.static_directories.iter().map(|d| self.site_dir.join(d)));
        if let Ok(entries) = std::fs::read_dir(&self.site_dir) {
            let top_level = entries.flatten().map(|e| e.path()).filter(|p| {
                let name = p.file_name().and_then(|n| n.to_str()).unwrap_or_default();
                name.starts_with("docusaurus.config.") || name.starts_with("sidebars")
            });
            paths.extend(top_level);
        }
        paths.retain(|p| p.exists());
        paths.sort();
        paths.dedup();
        paths
    }

    /// How much rebuilding a change to `path` needs (see the module documentation).
    pub fn classify(&self, path: &Path) -> Rebuild {
        classify(&self.site_dir, &self.config.static_directories, path)
    }

    /// Rebuilds what the changed `paths` need and makes it the current version. On error the
    /// current version stays as it was.
    pub fn apply(&mut self, paths: &[PathBuf]) -> Result<ChangeOutcome, BuildError> {
        let started = Instant::now();
        let rebuilt = paths.iter().map(|p| self.classify(p)).max().unwrap_or(Rebuild::Static);
        let old = self.snapshot.clone();
        if rebuilt == Rebuild::Static {
            return Ok(ChangeOutcome { rebuilt, changed_routes: Vec::new(), code_changed: false, stylesheet: None, shared_changed: false, elapsed: started.elapsed(), stages: Vec::new(), warnings: self.warnings.clone() });
        }
        if rebuilt == Rebuild::Content {
            if let Some(outcome) = self.apply_page_edits(paths, started) {
                return outcome;
            }
        }
        let since = SystemTime::now();
        let mut stages = Stages::new();
        let (config, config_warnings) = if rebuilt == Rebuild::Config {
            let (config, warnings, node) = load_config(&self.site_dir, &self.options)?;
            self.node = NodeAccess::new(node);
            (config, warnings)
        } else {
            (self.config.clone(), self.config_warnings.clone())
        };
        stages.lap("config");
        let mut instances = Vec::new();
        let (content, warnings) = load_content(&self.registry, &self.site_dir, &config, &config_warnings, &mut self.node, &mut instances, self.options.cache)?;
        stages.lap("content");
        let key = BundleKey::of(&config, &content);
        let (bundles, pool) = if rebuilt >= Rebuild::Code || key != self.bundle_key {
            // a file saved twice within the file system's time resolution, at one size, would
            // look unchanged to the record: a rebuild the watcher asked for always bundles
            let bundles = Arc::new(bundles_of(&self.site_dir, &self.theme_dir, &config, &content, &self.options, false)?);
            let pool = Arc::new(RenderPool::start(&bundles)?);
            (bundles, pool)
        } else {
            (old.bundles.clone(), old.pool.clone())
        };
        stages.lap("bundle");
        let snapshot = SiteSnapshot::new(&self.site_dir, config.clone(), content, bundles, pool, code_highlighting(&config));
        snapshot.adopt_rendered(&old);
        let outcome = ChangeOutcome {
            rebuilt,
            changed_routes: changed_routes(&old, &snapshot),
            code_changed: snapshot.bundles.client_js != old.bundles.client_js,
            stylesheet: (snapshot.bundles.css != old.bundles.css).then(|| snapshot.stylesheet_url()),
            shared_changed: snapshot.shared.globals_json != old.shared.globals_json || snapshot.shared.sidebars != old.shared.sidebars,
            elapsed: started.elapsed(),
            stages: {
                stages.lap("snapshot");
                stages.0
            },
            warnings: warnings.clone(),
        };
        self.fingerprints = page_edit::fingerprints(&self.site_dir, snapshot.doc_sources.keys(), since);
        self.page_edits = page_edit::plugins_allow_page_edits(&config);
        self.config = config;
        self.config_warnings = config_warnings;
        self.instances = instances;
        self.bundle_key = key;
        self.snapshot = Arc::new(snapshot);
        self.warnings = warnings;
        Ok(outcome)
    }

    /// The edited docs re-rendered alone, when every change can be (see [`Rebuild::Page`]);
    /// `None` when the content must be rebuilt. A doc that does not render is an error, and
    /// the current version stays.
    fn apply_page_edits(&mut self, paths: &[PathBuf], started: Instant) -> Option<Result<ChangeOutcome, BuildError>> {
        if !self.page_edits || paths.is_empty() {
            return None;
        }
        let mut stages = Stages::new();
        let old = self.snapshot.clone();
        let edits: Vec<page_edit::PageEdit> = paths.iter().map(|p| page_edit::render_alone(&old, &self.fingerprints, p)).collect::<Option<_>>()?;
        let diagnostics: Vec<Diagnostic> = edits.iter().flat_map(|e| e.diagnostics.iter().cloned()).collect();
        if diagnostics.iter().any(Diagnostic::is_error) {
            let mut diagnostics = Diagnostics(diagnostics);
            diagnostics.sort();
            return Some(Err(BuildError::Content(diagnostics)));
        }
        stages.lap("page");
        let snapshot = old.with_pages(&edits);
        let changed_routes = edits.iter().filter(|e| *old.pages[e.index] != e.page).map(|e| e.page.route.clone()).collect();
        for edit in &edits {
            self.warnings.retain(|w| w.file.as_deref() != Some(edit.source.as_path()));
            self.fingerprints.insert(edit.source.clone(), edit.fingerprint);
        }
        self.warnings.extend(diagnostics);
        self.snapshot = Arc::new(snapshot);
        stages.lap("snapshot");
        Some(Ok(ChangeOutcome {
            rebuilt: Rebuild::Page,
            changed_routes,
            code_changed: false,
            stylesheet: None,
            shared_changed: false,
            elapsed: started.elapsed(),
            stages: stages.0,
            warnings: self.warnings.clone(),
        }))
    }
}

/// The bundles of the site's code: with `use_record`, those a previous session recorded when
/// nothing they are made of changed (as a build reuses its own, `bundle_cache`); else bundled
/// anew; recorded for the next session.
fn bundles_of(site_dir: &Path, theme_dir: &Path, config: &SiteConfig, content: &Content, options: &BuildOptions, use_record: bool) -> Result<Bundles, BuildError> {
    crate::bundle_cache::bundles(site_dir, theme_dir, config, content, options.minify, use_record, || bundle_all(config, site_dir, theme_dir, content, options.minify))
}

/// Time per stage of a rebuild.
struct Stages(Vec<(&'static str, Duration)>, Instant);

impl Stages {
    fn new() -> Self {
        Self(Vec::new(), Instant::now())
    }

    fn lap(&mut self, name: &'static str) {
        self.0.push((name, self.1.elapsed()));
        self.1 = Instant::now();
    }
}

/// Routes added, removed, or whose page data differs.
fn changed_routes(old: &SiteSnapshot, new: &SiteSnapshot) -> Vec<String> {
    let before: HashMap<&str, &PageData> = old.pages.iter().map(|p| (p.route.as_str(), &**p)).collect();
    let after: HashMap<&str, &PageData> = new.pages.iter().map(|p| (p.route.as_str(), &**p)).collect();
    let mut changed: Vec<String> = after.iter().filter(|(route, page)| before.get(*route) != Some(*page)).map(|(r, _)| r.to_string()).collect();
    changed.extend(before.keys().filter(|r| !after.contains_key(*r)).map(|r| r.to_string()));
    changed.sort();
    changed
}

/// A doc the docs plugin rendered from Markdown itself (not through the exact MDX path):
/// what [`CodeHighlighting::OnRequest`] leaves unhighlighted.
fn rendered_by_docs_plugin(route: &Route) -> bool {
    route.plugin == DOCS_PLUGIN && route.page.kind == PageKind::Doc && route.page.content_component.is_none() && route.page.html.is_some() && route.page.source.is_some()
}

/// When a session highlights the docs' code: on request, unless a docs plugin reads a
/// translation of the current locale (a doc is then rendered again from its translated file
/// with the translated folders' links, which [`page_edit`] does not do).
fn code_highlighting(config: &SiteConfig) -> CodeHighlighting {
    if config.docs.iter().any(|docs| config.i18n.plugin_dir(DOCS_PLUGIN, &docs.id).is_some()) {
        CodeHighlighting::Now
    } else {
        CodeHighlighting::OnRequest
    }
}

/// The docs plugin's doc routes by source file; a file that is the source of two routes is left
/// out (it is never re-rendered alone).
fn doc_sources(routes: &[ferrosaurus_core::Route]) -> HashMap<PathBuf, usize> {
    let mut by_source: HashMap<PathBuf, usize> = HashMap::new();
    let mut shared: Vec<PathBuf> = Vec::new();
    for (i, route) in routes.iter().enumerate() {
        let Some(source) = &route.source else { continue };
        if route.plugin != DOCS_PLUGIN || route.page.kind != PageKind::Doc {
            continue;
        }
        if by_source.insert(source.clone(), i).is_some() {
            shared.push(source.clone());
        }
    }
    for source in shared {
        by_source.remove(&source);
    }
    by_source
}

type LoadedConfig = (SiteConfig, Vec<Diagnostic>, Option<Arc<ferrosaurus_node_host::NodeHost>>);

fn load_config(site_dir: &Path, options: &BuildOptions) -> Result<LoadedConfig, BuildError> {
    let mut load_options = ferrosaurus_config::LoadOptions::default();
    load_options.install_dependencies = options.install_dependencies;
    let loaded = ferrosaurus_config::load_site_config_with(site_dir, &load_options)?;
    for note in &loaded.notes {
        eprintln!("{note}");
    }
    // one locale, as `docusaurus start`: the one asked for (at the root, URLs not localized),
    // else the default one as a build of every locale writes it
    let asked: Vec<String> = options.locales.iter().take(1).cloned().collect();
    let locale = crate::i18n::locales_to_build(&loaded.config, &asked)?.into_iter().next().unwrap_or_else(|| loaded.config.i18n.default_locale.clone());
    let mut warnings = loaded.diagnostics;
    let config = crate::i18n::localize(&loaded.config, site_dir, &locale, asked.is_empty(), &mut warnings);
    Ok((config, warnings, loaded.node))
}

/// Plugins instantiated from `config` (into `instances`) and their content, merged, with the
/// navbar's links resolved from it; with `cache`, plugins reuse what earlier builds or
/// sessions of the site kept (rendered docs). Errors of the content are a
/// [`BuildError::Content`].
fn load_content(
    registry: &PluginRegistry,
    site_dir: &Path,
    config: &SiteConfig,
    config_warnings: &[Diagnostic],
    node: &mut NodeAccess,
    instances: &mut Vec<Instance>,
    cache: bool,
) -> Result<(Content, Vec<Diagnostic>), BuildError> {
    let mut warnings = config_warnings.to_vec();
    *instances = instantiate(registry, config, site_dir, node, Vec::new(), &mut warnings)?;
    let js = node.running().map(crate::js_functions::HostFunctions::new);
    let js: Option<&dyn ferrosaurus_core::JsFunctions> = js.as_ref().map(|j| j as _);
    let cache_dir = cache.then(|| crate::site_cache_dir(site_dir));
    let ctx = ferrosaurus_core::LoadContext::new(site_dir, config).with_js(js).with_cache_dir(cache_dir.as_deref()).with_code_highlighting(code_highlighting(config));
    let watched: Vec<PathBuf> = instances.iter().flat_map(|i| i.plugin.paths_to_watch(&ctx)).collect();
    let source_folders = crate::mdx::SourceFolders::new(site_dir, &watched);
    let loaded = run_content_phase(instances, &ctx)?;
    let mut diagnostics = Diagnostics(warnings);
    let mut content = Content::merge(loaded, config.on_duplicate_routes, &mut diagnostics);
    crate::mdx::compile_pages(config, site_dir, &source_folders, &mut content, &mut diagnostics, node, true)?;
    crate::post_css::apply(instances, node, (site_dir, config), &mut content, &mut diagnostics)?;
    content.navbar_items = crate::navbar::resolved_items(config, &content, &mut diagnostics);
    diagnostics.sort();
    if diagnostics.has_errors() {
        return Err(BuildError::Content(diagnostics));
    }
    mark_search_index_missing(&mut content);
    Ok((content, diagnostics.0))
}

/// In `start` no search index is built: the search plugin's global data says so, and the
/// search bar shows the plugin's message for it instead of "no results".
fn mark_search_index_missing(content: &mut Content) {
    if let Some(instances) = content.global_data.get_mut(SEARCH_PLUGIN) {
        for data in instances.values_mut() {
            if let Some(object) = data.as_object_mut() {
                object.insert("indexAvailable".into(), serde_json::Value::Bool(false));
            }
        }
    }
}

/// Extensions of code the bundler reads.
const CODE_EXTENSIONS: &[&str] = &["js", "jsx", "ts", "tsx", "mjs", "cjs", "mts", "cts", "css", "scss", "sass"];

fn classify(site_dir: &Path, static_directories: &[String], path: &Path) -> Rebuild {
    let rel = path.strip_prefix(site_dir).unwrap_or(path);
    if static_directories.iter().any(|d| rel.starts_with(d)) {
        return Rebuild::Static;
    }
    let name = rel.file_name().and_then(|n| n.to_str()).unwrap_or_default();
    let top_level = rel.components().count() == 1;
    let config_file = name.starts_with("docusaurus.config.") || name == "package.json" || name == "tsconfig.json";
    // translations of the theme's strings, navbar and footer live in the config
    if config_file || (top_level && name.starts_with("sidebars")) || rel.starts_with("i18n") {
        return Rebuild::Config;
    }
    let extension = rel.extension().and_then(|e| e.to_str()).unwrap_or_default();
    let code = CODE_EXTENSIONS.contains(&extension);
    match (code, rel.starts_with("src")) {
        (true, true) => Rebuild::Code,
        // a plugin's JS file or a sidebars module elsewhere: the config may load it
        (true, false) => Rebuild::Config,
        (false, _) => Rebuild::Content,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // A doc that starts using a tailwind class changes what `configurePostCss` makes of the
    // custom CSS: the dev server must bundle the stylesheet again (the build's bundle cache
    // counts it among its inputs too).
    #[test]
    fn the_bundles_follow_what_post_css_made_of_the_custom_css() {
        let config = SiteConfig::default_for_test();
        let mut content = Content::default();
        let before = BundleKey::of(&config, &content);
        content.post_css.insert("./src/css/custom.css".into(), ".flex{display:flex}".into());
        assert_ne!(BundleKey::of(&config, &content), before);
    }

    #[test]
    fn changes_are_classified_by_what_they_feed() {
        let site = Path::new("/s");
        let statics = vec!["static".to_string()];
        let kind = |p: &str| classify(site, &statics, &site.join(p));
        assert_eq!(kind("static/img/a.png"), Rebuild::Static);
        assert_eq!(kind("docs/intro.md"), Rebuild::Content);
        assert_eq!(kind("docs/_category_.json"), Rebuild::Content);
        assert_eq!(kind("blog/2024-01-01-a.mdx"), Rebuild::Content);
        assert_eq!(kind("src/pages/about.md"), Rebuild::Content);
        assert_eq!(kind("src/pages/index.tsx"), Rebuild::Code);
        assert_eq!(kind("src/css/custom.css"), Rebuild::Code);
        assert_eq!(kind("docusaurus.config.ts"), Rebuild::Config);
        assert_eq!(kind("sidebars.ts"), Rebuild::Config);
        assert_eq!(kind("plugins/my-plugin.js"), Rebuild::Config);
        assert_eq!(kind("package.json"), Rebuild::Config);
        assert_eq!(kind("i18n/fr/code.json"), Rebuild::Config);
    }
}
