//! The plugin contract: a name plus the lifecycle hooks of Docusaurus, each defaulting to
//! doing nothing. Built-in features (docs, pages, blog, search, sitemap...) and a program's own
//! plugins use the same trait; plugins written in JS run behind it too (the build's Node host).
//!
//! The order, as Docusaurus runs it (see `ARCHITECTURE.md`):
//!
//! 1. [`Plugin::load_content`] for every plugin (in parallel);
//! 2. [`Plugin::content_loaded`] with [`Actions`] (`add_route`, `create_data`, `set_global_data`);
//! 3. [`Plugin::all_content_loaded`] with what every plugin produced ([`AllContent`]);
//! 4. [`Plugin::inject_html_tags`], [`Plugin::client_modules`], [`Plugin::theme_path`];
//! 5. bundling and SSR of every route;
//! 6. [`Plugin::post_build`] with the output folder and every built route (in parallel).
//!
//! [`Plugin::paths_to_watch`] tells `start` what to watch.
//!
//! ```
//! use ferrosaurus_core::{Actions, LoadContext, PageData, PageKind, Plugin, PluginError, Route};
//!
//! struct Hello;
//! impl Plugin for Hello {
//!     fn name(&self) -> &str { "hello" }
//!     fn content_loaded(&mut self, _ctx: &LoadContext<'_>, actions: &mut Actions) -> Result<(), PluginError> {
//!         let mut page = PageData::new("/hello", PageKind::Page, "Hello");
//!         page.html = Some("<p>Hi</p>".into());
//!         actions.add_route(Route::new(page, None));
//!         actions.set_global_data(serde_json::json!({"greeting": "hi"}));
//!         Ok(())
//!     }
//! }
//! let mut actions = Actions::new("hello", "default");
//! let config = ferrosaurus_core::SiteConfig::default_for_test();
//! Hello.content_loaded(&LoadContext::new(std::path::Path::new("."), &config), &mut actions).unwrap();
//! let out = actions.finish();
//! assert_eq!(out.routes[0].page.route, "/hello");
//! assert_eq!(out.global_data.unwrap()["greeting"], "hi");
//! ```

use std::path::{Path, PathBuf};

use indexmap::IndexMap;
use serde::Serialize;
use serde_json::Value;

use crate::{Diagnostic, FrontMatter, JsFunctions, PageData, RoutePlugin, SidebarItem, SiteConfig};

/// The id of a plugin instance when the config gives none.
pub const DEFAULT_PLUGIN_ID: &str = "default";

/// One route a plugin adds.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct Route {
    /// The page's data (its `route` field is the URL path).
    pub page: PageData,
    /// Source file, relative to the site folder, for messages.
    pub source: Option<PathBuf>,
    /// The plugin that added it (name), filled by [`Actions::add_route`].
    pub plugin: String,
    /// The plugin instance id, filled by [`Actions::add_route`].
    pub plugin_id: String,
    /// The Markdown or MDX the page was rendered from, as its content plugin read and parsed
    /// it; the build's later passes over the source take it from here.
    pub markdown: Option<Box<MarkdownSource>>,
}

impl Route {
    /// A route for a page, from an optional source file.
    pub fn new(page: PageData, source: Option<PathBuf>) -> Self {
        Self { page, source, plugin: String::new(), plugin_id: String::new(), markdown: None }
    }

    /// The route with the Markdown it was rendered from.
    pub fn with_markdown(mut self, markdown: MarkdownSource) -> Self {
        self.markdown = Some(Box::new(markdown));
        self
    }
}

/// A Markdown or MDX file as a content plugin read it and parsed its front matter, kept with
/// its route so that the build's passes over the source (which pages need JavaScript, the MDX
/// compile) neither read the file again nor parse its front matter a second time.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct MarkdownSource {
    /// The whole file, front matter included.
    pub text: String,
    /// Where the body (what follows the front matter) starts in `text`, in bytes.
    pub body_start: usize,
    /// The 1-based line of `text` the body starts on.
    pub body_line: usize,
    /// The parsed front matter.
    pub front_matter: FrontMatter,
}

impl MarkdownSource {
    /// `text` whose body starts at byte `body_start`, on line `body_line`.
    ///
    /// ```
    /// let md = ferrosaurus_core::MarkdownSource::new("---\ntitle: A\n---\n# A\n".into(), 17, 4, Default::default());
    /// assert_eq!(md.body(), "# A\n");
    /// ```
    pub fn new(text: String, body_start: usize, body_line: usize, front_matter: FrontMatter) -> Self {
        Self { text, body_start, body_line, front_matter }
    }

    /// What follows the front matter (the whole text when `body_start` is not a character
    /// boundary of it).
    pub fn body(&self) -> &str {
        self.text.get(self.body_start..).unwrap_or(&self.text)
    }
}

/// Everything one plugin produced in `content_loaded` (and `all_content_loaded`).
#[derive(Debug, Default)]
#[non_exhaustive]
pub struct PluginOutput {
    /// Routes to render.
    pub routes: Vec<Route>,
    /// Sidebars by id (written to `__data/sidebar-<id>.<hash>.json`).
    pub sidebars: IndexMap<String, Vec<SidebarItem>>,
    /// React components to bundle: (registry key, absolute path of the .tsx/.jsx file).
    pub components: Vec<(String, PathBuf)>,
    /// Files to copy into the output: (output path relative to build/, source file).
    pub copies: Vec<(String, PathBuf)>,
    /// Problems found; errors fail the build after every plugin has run.
    pub diagnostics: Vec<Diagnostic>,
    /// Doc permalinks by id, shared with other plugins (navbar `doc` items use them).
    pub doc_permalinks: IndexMap<String, String>,
    /// CSS the plugin's pages need, added to the site stylesheet before the site's custom CSS.
    pub css: Vec<String>,
    /// `setGlobalData`: readable in the browser with `usePluginData(name, id)`.
    pub global_data: Option<Value>,
    /// `createData`: named data, usable as route props (`modules`).
    pub data: IndexMap<String, Value>,
    /// Sidebars this plugin names but could not read, which another plugin may provide (an
    /// API sidebar imported from the file openapi-docs generates): sidebar key → the warning
    /// to give when no plugin's output has that sidebar.
    pub awaited_sidebars: IndexMap<String, Diagnostic>,
}

impl PluginOutput {
    /// Adds everything of `other` to this output.
    pub fn extend(&mut self, other: PluginOutput) {
        self.routes.extend(other.routes);
        self.sidebars.extend(other.sidebars);
        self.components.extend(other.components);
        self.copies.extend(other.copies);
        self.diagnostics.extend(other.diagnostics);
        self.doc_permalinks.extend(other.doc_permalinks);
        self.css.extend(other.css);
        if other.global_data.is_some() {
            self.global_data = other.global_data;
        }
        self.data.extend(other.data);
        self.awaited_sidebars.extend(other.awaited_sidebars);
    }
}

/// The actions `content_loaded` and `all_content_loaded` receive: what a plugin adds to the
/// site. Docusaurus's `addRoute`, `createData` and `setGlobalData`, plus what ferrosaurus's
/// native plugins also hand over (sidebars, files to copy, CSS, React components).
#[derive(Debug)]
pub struct Actions {
    plugin: String,
    plugin_id: String,
    output: PluginOutput,
}

/// A name returned by [`Actions::create_data`]: the data it names becomes a route prop.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct DataRef(pub String);

impl Actions {
    /// Actions on behalf of one plugin instance.
    pub fn new(plugin: impl Into<String>, plugin_id: impl Into<String>) -> Self {
        Self { plugin: plugin.into(), plugin_id: plugin_id.into(), output: PluginOutput::default() }
    }

    /// The plugin these actions act for.
    pub fn plugin(&self) -> (&str, &str) {
        (&self.plugin, &self.plugin_id)
    }

    /// Adds a route (the plugin's name and id are recorded on it, and on its page unless the
    /// page names another instance: a plugin adding pages of another one, as the OpenAPI
    /// plugin adds docs of a docs instance).
    pub fn add_route(&mut self, mut route: Route) {
        route.plugin.clone_from(&self.plugin);
        route.plugin_id.clone_from(&self.plugin_id);
        if route.page.plugin.is_none() {
            route.page.plugin = Some(RoutePlugin::new(&self.plugin, &self.plugin_id));
        }
        self.output.routes.push(route);
    }

    /// Stores named data; a route's props can refer to it by the returned name.
    pub fn create_data(&mut self, name: impl Into<String>, data: Value) -> DataRef {
        let name = name.into();
        self.output.data.insert(name.clone(), data);
        DataRef(name)
    }

    /// The data `create_data` stored under `name`.
    pub fn data(&self, name: &DataRef) -> Option<&Value> {
        self.output.data.get(&name.0)
    }

    /// Sets the plugin's global data (`usePluginData(name, id)` in the browser).
    pub fn set_global_data(&mut self, data: Value) {
        self.output.global_data = Some(data);
    }

    /// Adds a sidebar.
    pub fn add_sidebar(&mut self, id: impl Into<String>, items: Vec<SidebarItem>) {
        self.output.sidebars.insert(id.into(), items);
    }

    /// Registers a React component to bundle under `key` (a route's `component`).
    pub fn add_component(&mut self, key: impl Into<String>, path: PathBuf) {
        self.output.components.push((key.into(), path));
    }

    /// Copies a file into the output folder at `rel`.
    pub fn copy_file(&mut self, rel: impl Into<String>, from: PathBuf) {
        self.output.copies.push((rel.into(), from));
    }

    /// Adds CSS to the site stylesheet.
    pub fn add_css(&mut self, css: impl Into<String>) {
        self.output.css.push(css.into());
    }

    /// Shares a doc permalink (navbar `doc` items resolve through these).
    pub fn add_doc_permalink(&mut self, id: impl Into<String>, permalink: impl Into<String>) {
        self.output.doc_permalinks.insert(id.into(), permalink.into());
    }

    /// Reports a problem (an error fails the build once every plugin has run).
    pub fn report(&mut self, diagnostic: Diagnostic) {
        self.output.diagnostics.push(diagnostic);
    }

    /// Adds a whole output at once (native plugins that compute everything in `load_content`).
    pub fn extend(&mut self, output: PluginOutput) {
        for route in output.routes {
            self.add_route(route);
        }
        let PluginOutput { routes: _, sidebars, components, copies, diagnostics, doc_permalinks, css, global_data, data, awaited_sidebars } = output;
        self.output.extend(PluginOutput { routes: Vec::new(), sidebars, components, copies, diagnostics, doc_permalinks, css, global_data, data, awaited_sidebars });
    }

    /// What was added.
    pub fn finish(self) -> PluginOutput {
        self.output
    }
}

/// What every plugin produced, for `all_content_loaded`.
#[derive(Debug, Clone, Copy)]
#[non_exhaustive]
pub struct AllContent<'a> {
    /// (plugin name, plugin id, output) in plugin order.
    pub plugins: &'a [(String, String, PluginOutput)],
}

impl<'a> AllContent<'a> {
    /// Wraps the outputs of every plugin.
    pub fn new(plugins: &'a [(String, String, PluginOutput)]) -> Self {
        Self { plugins }
    }

    /// Every route of every plugin.
    pub fn routes(&self) -> impl Iterator<Item = &'a Route> {
        self.plugins.iter().flat_map(|(_, _, out)| out.routes.iter())
    }

    /// The output of one plugin instance.
    pub fn get(&self, name: &str, id: &str) -> Option<&'a PluginOutput> {
        self.plugins.iter().find(|(n, i, _)| n == name && i == id).map(|(_, _, o)| o)
    }
}

/// What every hook can see.
#[derive(Debug, Clone, Copy)]
#[non_exhaustive]
pub struct LoadContext<'a> {
    /// The site folder.
    pub site_dir: &'a Path,
    /// The resolved config.
    pub config: &'a SiteConfig,
    /// Calls the config's JS functions; `None` when no Node host evaluated the config (a
    /// config read statically has no functions).
    pub js: Option<&'a dyn JsFunctions>,
    /// A folder where a plugin may keep what it made for the next build of the same site
    /// (`<site>/node_modules/.cache/ferrosaurus`); `None` when the build must not reuse
    /// anything (`--no-cache`) or nothing may be kept.
    pub cache_dir: Option<&'a Path>,
    /// When content plugins highlight the code blocks of the pages they render.
    pub code_highlighting: CodeHighlighting,
}

/// When the code blocks of rendered Markdown are highlighted.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum CodeHighlighting {
    /// While the page is rendered: a build.
    #[default]
    Now,
    /// When the page is first requested: a dev session, which must serve its first page
    /// quickly and may never be asked for most pages. Highlighting is most of the time a
    /// Markdown render takes; without it a page's data is the same but for its code blocks'
    /// HTML, and the session renders a page again, highlighted, before it serves it.
    OnRequest,
}

impl<'a> LoadContext<'a> {
    /// A context over a site folder and its config.
    pub fn new(site_dir: &'a Path, config: &'a SiteConfig) -> Self {
        Self { site_dir, config, js: None, cache_dir: None, code_highlighting: CodeHighlighting::Now }
    }

    /// The same context, with code highlighting at another time.
    pub fn with_code_highlighting(mut self, code_highlighting: CodeHighlighting) -> Self {
        self.code_highlighting = code_highlighting;
        self
    }

    /// The same context, with a folder plugins may keep things in between builds.
    pub fn with_cache_dir(mut self, cache_dir: Option<&'a Path>) -> Self {
        self.cache_dir = cache_dir;
        self
    }

    /// The same context, able to call the config's JS functions.
    pub fn with_js(mut self, js: Option<&'a dyn JsFunctions>) -> Self {
        self.js = js;
        self
    }
}

/// An HTML tag a plugin injects (`injectHtmlTags`): raw HTML or an element.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HtmlTag {
    /// Written as is.
    Raw(String),
    /// `<tag attributes>inner_html</tag>`; attributes with `None` are boolean (`<script async>`).
    Element {
        /// Tag name.
        tag_name: String,
        /// Attributes in order.
        attributes: IndexMap<String, Option<String>>,
        /// Inner HTML (not escaped).
        inner_html: Option<String>,
    },
}

impl HtmlTag {
    /// An element with attributes and no content.
    pub fn element(tag_name: impl Into<String>, attributes: impl IntoIterator<Item = (String, String)>) -> Self {
        HtmlTag::Element { tag_name: tag_name.into(), attributes: attributes.into_iter().map(|(k, v)| (k, Some(v))).collect(), inner_html: None }
    }

    /// The tag as HTML (attribute values escaped; void elements written without a closing tag).
    pub fn to_html(&self) -> String {
        const VOID: &[&str] = &["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"];
        match self {
            HtmlTag::Raw(html) => html.clone(),
            HtmlTag::Element { tag_name, attributes, inner_html } => {
                let mut out = format!("<{tag_name}");
                for (k, v) in attributes {
                    match v {
                        Some(v) => out.push_str(&format!(" {k}=\"{}\"", escape_attribute(v))),
                        None => out.push_str(&format!(" {k}")),
                    }
                }
                out.push('>');
                if VOID.contains(&tag_name.as_str()) && inner_html.is_none() {
                    return out;
                }
                out.push_str(inner_html.as_deref().unwrap_or(""));
                out.push_str(&format!("</{tag_name}>"));
                out
            }
        }
    }
}

fn escape_attribute(v: &str) -> String {
    v.replace('&', "&amp;").replace('"', "&quot;").replace('<', "&lt;").replace('>', "&gt;")
}

/// Tags for the three places Docusaurus lets plugins write into every page.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct HtmlTags {
    /// Inside `<head>`.
    pub head_tags: Vec<HtmlTag>,
    /// First thing in `<body>`.
    pub pre_body_tags: Vec<HtmlTag>,
    /// Last thing in `<body>`.
    pub post_body_tags: Vec<HtmlTag>,
}

impl HtmlTags {
    /// Adds every tag of `other`.
    pub fn extend(&mut self, other: HtmlTags) {
        self.head_tags.extend(other.head_tags);
        self.pre_body_tags.extend(other.pre_body_tags);
        self.post_body_tags.extend(other.post_body_tags);
    }

    /// True when there is no tag at all.
    pub fn is_empty(&self) -> bool {
        self.head_tags.is_empty() && self.pre_body_tags.is_empty() && self.post_body_tags.is_empty()
    }
}

/// One route as written to the output, for `post_build`.
#[derive(Debug, Clone, Copy)]
#[non_exhaustive]
pub struct BuiltRoute<'a> {
    /// The route's data (its URL path is `page.route`).
    pub page: &'a PageData,
    /// The HTML file, relative to the output folder (`guides/intro/index.html`).
    pub html_file: &'a str,
    /// Source file relative to the site folder, when there is one.
    pub source: Option<&'a Path>,
    /// The plugin that added the route.
    pub plugin: &'a str,
}

impl<'a> BuiltRoute<'a> {
    /// A built route.
    pub fn new(page: &'a PageData, html_file: &'a str, source: Option<&'a Path>, plugin: &'a str) -> Self {
        Self { page, html_file, source, plugin }
    }
}

/// What `post_build` sees: the finished output (not yet swapped in), every route.
#[derive(Debug, Clone, Copy)]
#[non_exhaustive]
pub struct PostBuildContext<'a> {
    /// The site folder.
    pub site_dir: &'a Path,
    /// The resolved config.
    pub config: &'a SiteConfig,
    /// The output folder as it will be published (files are read from here).
    pub out_dir: &'a Path,
    /// Every route, in route order (the 404 page is not among them).
    pub routes: &'a [BuiltRoute<'a>],
    /// Calls the config's JS functions (see [`LoadContext::js`]).
    pub js: Option<&'a dyn JsFunctions>,
}

impl<'a> PostBuildContext<'a> {
    /// A context over an output folder and its routes.
    pub fn new(site_dir: &'a Path, config: &'a SiteConfig, out_dir: &'a Path, routes: &'a [BuiltRoute<'a>]) -> Self {
        Self { site_dir, config, out_dir, routes, js: None }
    }

    /// The same context, able to call the config's JS functions.
    pub fn with_js(mut self, js: Option<&'a dyn JsFunctions>) -> Self {
        self.js = js;
        self
    }

    /// Reads a built route's HTML, as bytes (a reader that needs text checks it as it reads).
    pub fn read_html(&self, route: &BuiltRoute<'_>) -> std::io::Result<Vec<u8>> {
        std::fs::read(self.out_dir.join(route.html_file))
    }

    /// [`PostBuildContext::read_html`] into a buffer a reader of many pages keeps from page to
    /// page.
    pub fn read_html_into<'b>(&self, route: &BuiltRoute<'_>, buffer: &'b mut ReadBuffer) -> std::io::Result<&'b [u8]> {
        buffer.read(&self.out_dir.join(route.html_file))
    }
}

/// One file's bytes at a time, read into the same memory: a reader of many files (the search
/// index reads every page) allocates, and the system maps in, new memory only for a file
/// longer than all before, and asks no file its size (the read goes on to the end).
#[derive(Debug, Default)]
pub struct ReadBuffer {
    /// Initialized up to its length, which only grows; the file's bytes are the first `len`.
    bytes: Vec<u8>,
    len: usize,
}

impl ReadBuffer {
    /// The room the first file gets; a longer one doubles it until it fits.
    const START: usize = 64 * 1024;

    /// An empty buffer.
    pub fn new() -> Self {
        Self::default()
    }

    /// Reads the whole file at `path`, in place of the one read before.
    pub fn read(&mut self, path: &Path) -> std::io::Result<&[u8]> {
        use std::io::Read;
        self.len = 0;
        let mut file = std::fs::File::open(path)?;
        loop {
            if self.len == self.bytes.len() {
                let room = (self.bytes.len() * 2).max(Self::START);
                self.bytes.resize(room, 0);
            }
            match file.read(&mut self.bytes[self.len..]) {
                Ok(0) => return Ok(self.bytes()),
                Ok(read) => self.len += read,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) => {
                    self.len = 0;
                    return Err(e);
                }
            }
        }
    }

    /// Holds a copy of `bytes` in place of what it held, for a reader whose pages are in memory.
    pub fn copy_from(&mut self, bytes: &[u8]) {
        if self.bytes.len() < bytes.len() {
            self.bytes.resize(bytes.len(), 0);
        }
        self.bytes[..bytes.len()].copy_from_slice(bytes);
        self.len = bytes.len();
    }

    /// The bytes of the file read last (none after a failed read).
    pub fn bytes(&self) -> &[u8] {
        &self.bytes[..self.len]
    }
}

/// What `post_build` hands back: files to add to the output, problems found.
#[derive(Debug, Default)]
#[non_exhaustive]
pub struct PostBuildOutput {
    /// (path relative to the output folder, bytes).
    pub files: Vec<(String, FileBytes)>,
    /// Problems; an error fails the build (the previous output stays).
    pub diagnostics: Vec<Diagnostic>,
}

/// The bytes of a file a plugin adds to the output: one buffer, or pieces written one after
/// the other (a large file made in parallel is then never copied into one buffer).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FileBytes {
    /// The whole file.
    Whole(Vec<u8>),
    /// The file's pieces, in order.
    Pieces(Vec<Vec<u8>>),
}

impl FileBytes {
    /// The file's pieces, in order (one for a whole file).
    pub fn pieces(&self) -> &[Vec<u8>] {
        match self {
            FileBytes::Whole(bytes) => std::slice::from_ref(bytes),
            FileBytes::Pieces(pieces) => pieces,
        }
    }

    /// The file's length in bytes.
    pub fn len(&self) -> usize {
        self.pieces().iter().map(Vec::len).sum()
    }

    /// Whether the file is empty.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The file's bytes in one buffer (a copy, for a file in pieces).
    pub fn to_vec(&self) -> Vec<u8> {
        self.pieces().concat()
    }
}

impl From<Vec<u8>> for FileBytes {
    fn from(bytes: Vec<u8>) -> Self {
        FileBytes::Whole(bytes)
    }
}

impl From<String> for FileBytes {
    fn from(text: String) -> Self {
        FileBytes::Whole(text.into_bytes())
    }
}

/// A plugin failed in a way that is not a diagnostic about the site author's input.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PluginError {
    /// Reading or writing a file failed.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
    /// The plugin's own options are invalid.
    #[error("invalid options for plugin {plugin}: {message}")]
    Options {
        /// Plugin name.
        plugin: String,
        /// What is wrong.
        message: String,
    },
    /// A hook failed (a JS plugin threw, a native plugin hit something it cannot handle).
    #[error("{message}")]
    Failed {
        /// What happened (for a JS plugin: the error with its stack).
        message: String,
    },
}

/// A build plugin. Every hook has a default that does nothing.
pub trait Plugin: Send + Sync {
    /// The name the config uses (`docusaurus-plugin-content-docs`).
    fn name(&self) -> &str;

    /// The instance id (`id` option), `default` when there is one instance.
    fn id(&self) -> &str {
        DEFAULT_PLUGIN_ID
    }

    /// Loads the plugin's content (reads files); runs for every plugin in parallel.
    fn load_content(&mut self, _ctx: &LoadContext<'_>) -> Result<(), PluginError> {
        Ok(())
    }

    /// Turns the loaded content into routes and data.
    fn content_loaded(&mut self, _ctx: &LoadContext<'_>, _actions: &mut Actions) -> Result<(), PluginError> {
        Ok(())
    }

    /// Runs once every plugin's content is loaded, with all of it.
    fn all_content_loaded(&mut self, _ctx: &LoadContext<'_>, _all: AllContent<'_>, _actions: &mut Actions) -> Result<(), PluginError> {
        Ok(())
    }

    /// Tags to add to every page.
    fn inject_html_tags(&self, _ctx: &LoadContext<'_>) -> Result<HtmlTags, PluginError> {
        Ok(HtmlTags::default())
    }

    /// Modules the client runs on start (absolute paths); they may export `onRouteUpdate`
    /// and `onRouteDidUpdate`.
    fn client_modules(&self, _ctx: &LoadContext<'_>) -> Vec<PathBuf> {
        Vec::new()
    }

    /// A folder of `@theme/*` components this plugin provides (below the site's `src/theme`).
    fn theme_path(&self, _ctx: &LoadContext<'_>) -> Option<PathBuf> {
        None
    }

    /// Files and folders whose change means this plugin must load again (`start`).
    fn paths_to_watch(&self, _ctx: &LoadContext<'_>) -> Vec<PathBuf> {
        Vec::new()
    }

    /// Runs after every page is written; may add files. Runs for every plugin in parallel.
    fn post_build(&self, _ctx: &PostBuildContext<'_>) -> Result<PostBuildOutput, PluginError> {
        Ok(PostBuildOutput::default())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_read_buffer_gives_each_file_whole_whatever_came_before() {
        let dir = tempfile::tempdir().unwrap();
        let mut buffer = ReadBuffer::new();
        // longer than the first room, then shorter, then empty, then longer still
        for (i, len) in [ReadBuffer::START * 2 + 5, 3, 0, ReadBuffer::START * 5, ReadBuffer::START].into_iter().enumerate() {
            let path = dir.path().join(format!("{i}.html"));
            let bytes: Vec<u8> = (0..len).map(|at| (at * 7 + i) as u8).collect();
            std::fs::write(&path, &bytes).unwrap();
            assert!(buffer.read(&path).unwrap() == bytes.as_slice(), "file {i} of {len} bytes");
        }
        assert!(buffer.read(&dir.path().join("missing.html")).is_err());
        assert!(buffer.bytes().is_empty(), "a failed read leaves no bytes of the file before");
        buffer.copy_from(b"in memory");
        assert_eq!(buffer.bytes(), b"in memory");
        buffer.copy_from(b"");
        assert!(buffer.bytes().is_empty());
    }

    #[test]
    fn html_tags_escape_attributes_and_know_void_elements() {
        let tag = HtmlTag::element("link", [("rel".to_string(), "manifest".to_string()), ("href".to_string(), "/a\"b".to_string())]);
        assert_eq!(tag.to_html(), r#"<link rel="manifest" href="/a&quot;b">"#);
        let script = HtmlTag::Element {
            tag_name: "script".into(),
            attributes: [("async".to_string(), None)].into_iter().collect(),
            inner_html: Some("1<2".into()),
        };
        assert_eq!(script.to_html(), "<script async>1<2</script>");
    }

    #[test]
    fn actions_stamp_routes_with_the_plugin() {
        let mut a = Actions::new("p", "second");
        a.add_route(Route::new(PageData::new("/x", crate::PageKind::Page, "X"), None));
        let data = a.create_data("d.json", serde_json::json!([1]));
        assert_eq!(a.data(&data), Some(&serde_json::json!([1])));
        let out = a.finish();
        assert_eq!((out.routes[0].plugin.as_str(), out.routes[0].plugin_id.as_str()), ("p", "second"));
        // issue 17: the page carries it too, for the theme's route context and plugin-id-* class
        assert_eq!(out.routes[0].page.plugin, Some(crate::RoutePlugin::new("p", "second")));
    }

    #[test]
    fn issue_17_a_page_of_another_plugin_keeps_its_instance() {
        let mut a = Actions::new("docusaurus-plugin-openapi-docs", "openapi");
        let mut page = PageData::new("/api/x", crate::PageKind::Doc, "X");
        page.plugin = Some(crate::RoutePlugin::new("docusaurus-plugin-content-docs", "default"));
        a.add_route(Route::new(page, None));
        let out = a.finish();
        assert_eq!(out.routes[0].page.plugin, Some(crate::RoutePlugin::new("docusaurus-plugin-content-docs", "default")));
        assert_eq!(out.routes[0].plugin, "docusaurus-plugin-openapi-docs");
    }
}
