//! The exact MDX path, as a stage between content and assets: every Markdown/MDX page whose
//! source needs JavaScript (see `ferrosaurus_mdx::needs_js`) is compiled to a JSX module, given
//! to the bundler in memory at the source's own path (so its relative imports resolve as
//! written), registered in `@generated/pages`, and named by `PageData.content_component`; the
//! theme renders that component, and SSR puts its real output in the HTML. Imported `.md`/`.mdx`
//! partials are compiled too. The fast path's warnings about what it could not render are
//! dropped for those pages, since the exact path renders it.

use std::borrow::Cow;
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use ferrosaurus_core::hash::content_hash;
use ferrosaurus_core::{paths, Diagnostic, Diagnostics, MarkdownSource, PageKind, SiteConfig};
use ferrosaurus_markdown::{parse_front_matter, parse_markdown_source, LinkResolver, MarkdownOptions};
use ferrosaurus_mdx::{classify, compile, CompileInput, Compiled, PagePath};

use crate::pages::Content;
use crate::plugins::NodeAccess;
use crate::BuildError;

/// Messages of the fast path that do not hold for a page `@mdx-js/mdx` compiled with the site's
/// plugins (those plugins may give fences their meaning).
const FAST_PATH_ONLY: &[&str] = &["unknown code block language"];

/// Messages of the fast path about constructs it left out; the exact path renders them.
const FAST_PATH_OMISSIONS: &[&str] = &[
    "unknown component <",
    "MDX expression `",
    // `<img src={imported} />`
    "is a JS expression that cannot be evaluated at build time",
    "is used without importing it",
    "is rendered only with toc={toc}",
    // `<IdealImage img={imported}>`: the exact path gives it the imported value
    "<IdealImage> needs img=",
];

/// Compiles the pages that need JavaScript and wires them into `content`: first every page of
/// a content plugin configured with a remark/rehype plugin ferrosaurus has no native version of
/// (through `@mdx-js/mdx` in Node, with the site's plugins), then the other pages that need
/// JavaScript (in Rust).
pub(crate) fn compile_pages(
    config: &SiteConfig,
    site_dir: &Path,
    folders: &SourceFolders,
    content: &mut Content,
    diagnostics: &mut Diagnostics,
    node: &mut NodeAccess,
    dev: bool,
) -> Result<(), BuildError> {
    let ideal_images = IdealImages::configured(config, site_dir, dev, diagnostics);
    let resolver = SiteLinks::new(site_dir, config, content, folders.content_dirs.clone());
    let options = MarkdownOptions::for_site(config, &resolver);
    let mut compiled_files: Vec<String> = Vec::new();
    compile_with_site_plugins(config, (site_dir, folders), content, (&options, &resolver), node, diagnostics, &mut compiled_files)?;
    drop_fast_path_warnings(diagnostics, &compiled_files, FAST_PATH_ONLY);
    let mut unparsed = Vec::new();
    for (i, abs, markdown, path) in pages_needing_js(content, folders, &options, ideal_images.is_some()) {
        let route = &mut content.routes[i];
        let Some(source) = route.source.clone() else { continue };
        if let PagePath::Unparsed { line, message } = path {
            if fast_path_left_out(diagnostics, &source) {
                unparsed.push(Unparsed { route: i, line, message });
                continue;
            }
            if !(ideal_images.is_some() && markdown.body().contains("<IdealImage")) {
                continue;
            }
        }
        let mut input = CompileInput::new(&source, markdown.body(), markdown.body_line, &options);
        input.front_matter = markdown.front_matter.as_written();
        input.toc = &route.page.toc;
        match compile(&input) {
            Ok(compiled) => {
                compile_partials((site_dir, folders), &source, &compiled, &options, &mut content.mdx_sources, diagnostics);
                use_compiled(&mut route.page, &source, abs, compiled.js, (&mut content.mdx_sources, &mut content.components));
                compiled_files.push(slash_path(&source));
            }
            Err(e) => diagnostics.push(Diagnostic::error(e.to_string()).in_file(&source)),
        }
    }
    compile_unparsed_in_node(config, (site_dir, folders), content, (&options, &resolver), node, (unparsed, diagnostics), &mut compiled_files)?;
    drop_fast_path_warnings(diagnostics, &compiled_files, FAST_PATH_OMISSIONS);
    if let Some(images) = &ideal_images {
        images.apply(site_dir, content, diagnostics);
    }
    // the sources have served: the rest of the build works from the pages (10,000 docs' text
    // held through SSR would be 100 MB of the memory budget)
    for route in &mut content.routes {
        route.markdown = None;
    }
    content.copies.extend(resolver.copies.into_inner().unwrap_or_else(|e| e.into_inner()));
    content.copies.sort();
    content.copies.dedup();
    content.components.sort();
    Ok(())
}

/// `@docusaurus/plugin-ideal-image`: every `.png`/`.jpg`/`.jpeg` a module imports (compiled MDX
/// pages, the site's React pages, theme components and client modules, and the site's modules
/// they import) becomes the processed image's value (widths in the source format and AVIF, the
/// placeholder), as the plugin's webpack loader makes it: the bundler takes the image's module
/// from memory at the image's path. The files go into the output. An import that leaves the
/// site folder is an error at its line (see `ferrosaurus_ideal_image::find_imported_images`).
struct IdealImages {
    plugin: ferrosaurus_ideal_image::IdealImagePlugin,
    cache_dir: PathBuf,
}

impl IdealImages {
    fn configured(config: &SiteConfig, site_dir: &Path, dev: bool, diagnostics: &mut Diagnostics) -> Option<Self> {
        let entry = config.plugins.iter().find(|e| e.name == "@docusaurus/plugin-ideal-image")?;
        match ferrosaurus_ideal_image::IdealImagePlugin::from_options(&entry.options, config) {
            Ok(plugin) if plugin.enabled(dev) => {
                Some(Self { plugin, cache_dir: ferrosaurus_ideal_image::IdealImagePlugin::cache_dir(site_dir) })
            }
            Ok(_) => None,
            Err(e) => {
                diagnostics.push(Diagnostic::error(e.to_string()));
                None
            }
        }
    }

    fn apply(&self, site_dir: &Path, content: &mut Content, diagnostics: &mut Diagnostics) {
        let scripts = site_script_files(site_dir, content);
        let found = ferrosaurus_ideal_image::find_imported_images(site_dir, &content.mdx_sources, &scripts);
        diagnostics.extend(found.diagnostics);
        let requests: Vec<ferrosaurus_images::ImageRequest> =
            found.images.iter().map(|i| ferrosaurus_images::ImageRequest::from_file(&i.file).with_label(&i.label)).collect();
        let results = self.plugin.process_each(&self.cache_dir, &requests);
        diagnostics.extend(ferrosaurus_ideal_image::IdealImagePlugin::diagnostics(&requests, &results));
        for (image, result) in found.images.iter().zip(&results) {
            let Ok(processed) = result else { continue };
            for (rel, path) in processed.files() {
                content.copies.push((rel.to_owned(), path.to_path_buf()));
            }
            let module = self.plugin.module_source(processed);
            for path in &image.module_paths {
                content.mdx_sources.insert(path.clone(), module.clone());
            }
        }
    }
}

/// The site's own script files the bundler starts from besides compiled MDX: React page
/// components, client modules, and every script under `src/theme` (the `@theme/` overrides).
fn site_script_files(site_dir: &Path, content: &Content) -> Vec<PathBuf> {
    let is_script = |p: &Path| p.extension().and_then(|e| e.to_str()).is_some_and(|e| matches!(e, "js" | "jsx" | "ts" | "tsx" | "mjs" | "cjs"));
    let mut files: Vec<PathBuf> = content.components.iter().map(|(_, path)| path.clone()).chain(content.client_modules.iter().cloned()).filter(|p| is_script(p)).collect();
    let theme = site_dir.join("src/theme");
    files.extend(walkdir::WalkDir::new(&theme).into_iter().flatten().filter(|e| e.file_type().is_file() && is_script(e.path())).map(|e| e.into_path()));
    files
}

/// Remark/rehype plugins ferrosaurus renders natively (by their npm package).
const NATIVE_MARKDOWN_PLUGINS: &[&str] = &["@docusaurus/remark-plugin-npm2yarn", "remark-math", "rehype-katex"];

/// The option keys of content plugins that hold remark/rehype plugins, and their kind.
const MARKDOWN_PLUGIN_KEYS: &[(&str, &str)] = &[
    ("beforeDefaultRemarkPlugins", "remark"),
    ("remarkPlugins", "remark"),
    ("beforeDefaultRehypePlugins", "rehype"),
    ("rehypePlugins", "rehype"),
];

/// One content plugin instance's remark/rehype plugins, for Node: `[ref, options]` pairs where
/// `ref` is a function handle's id or an npm package name.
#[derive(Default)]
struct SitePlugins {
    remark: Vec<serde_json::Value>,
    rehype: Vec<serde_json::Value>,
    /// The plugins without a native version, described for the warning.
    foreign: Vec<String>,
}

fn site_plugins(options: &serde_json::Value, site_dir: &Path) -> SitePlugins {
    let mut out = SitePlugins::default();
    for (key, kind) in MARKDOWN_PLUGIN_KEYS {
        let Some(list) = options.get(*key).and_then(serde_json::Value::as_array) else { continue };
        for item in list {
            let (head, plugin_options) = match item {
                serde_json::Value::Array(pair) => (pair.first().cloned().unwrap_or_default(), pair.get(1).cloned().unwrap_or_default()),
                other => (other.clone(), serde_json::Value::Null),
            };
            let (reference, module) = match &head {
                serde_json::Value::String(name) => (serde_json::json!(name), name.clone()),
                other => match ferrosaurus_node_host::as_handle(other) {
                    Some(h) => (
                        h.get("id").cloned().unwrap_or_default(),
                        h.get("module").and_then(serde_json::Value::as_str).unwrap_or_default().to_owned(),
                    ),
                    None => continue,
                },
            };
            if !NATIVE_MARKDOWN_PLUGINS.contains(&module.as_str()) {
                let name = ferrosaurus_node_host::as_handle(&head).and_then(|h| h.get("name")).and_then(serde_json::Value::as_str).unwrap_or("");
                let site = site_dir.to_string_lossy();
                let module = module.strip_prefix(site.as_ref()).map(|m| format!(".{m}")).unwrap_or_else(|| module.clone());
                out.foreign.push(match (name.is_empty(), module.is_empty()) {
                    (false, false) => format!("`{name}` from `{module}`"),
                    (false, true) => format!("`{name}`"),
                    (true, false) => format!("`{module}`"),
                    (true, true) => "a JS function".to_owned(),
                } + &format!(" (`{key}`)"));
            }
            let pair = serde_json::json!([reference, plugin_options]);
            if *kind == "remark" { out.remark.push(pair) } else { out.rehype.push(pair) }
        }
    }
    out
}

/// The placeholder the Node side writes for a relative image (followed by its site-relative path).
const ASSET_PLACEHOLDER: &str = "/__ferrosaurus_asset__/";

/// Replaces asset placeholders with the URLs of the copied files (left as written when missing).
fn resolve_asset_placeholders(code: &str, resolver: &dyn LinkResolver) -> String {
    let mut out = String::with_capacity(code.len());
    let mut rest = code;
    while let Some(at) = rest.find(ASSET_PLACEHOLDER) {
        out.push_str(&rest[..at]);
        let after = &rest[at + ASSET_PLACEHOLDER.len()..];
        let end = after.find(['"', '\'', '`']).unwrap_or(after.len());
        let rel = &after[..end];
        match resolver.resolve_asset(Path::new("site-root"), rel) {
            Some(url) => out.push_str(&url),
            None => out.push_str(rel),
        }
        rest = &after[end..];
    }
    out.push_str(rest);
    out
}

/// The config entry of the plugin instance that added a route.
fn entry_options<'c>(config: &'c SiteConfig, plugin: &str, plugin_id: &str) -> Option<&'c serde_json::Value> {
    let short = plugin.trim_start_matches("docusaurus-");
    config
        .plugins
        .iter()
        .find(|e| {
            let id = e.options.get("id").and_then(serde_json::Value::as_str).unwrap_or("default");
            e.name.trim_start_matches("@docusaurus/").trim_start_matches("docusaurus-") == short && id == plugin_id
        })
        .map(|e| &e.options)
}

/// Every Markdown page of an instance with a foreign remark/rehype plugin, compiled by
/// `@mdx-js/mdx` in the Node host with the configured plugins (one batch per instance).
fn compile_with_site_plugins(
    config: &SiteConfig,
    (site_dir, folders): (&Path, &SourceFolders),
    content: &mut Content,
    (options, resolver): (&MarkdownOptions<'_>, &SiteLinks),
    node: &mut NodeAccess,
    diagnostics: &mut Diagnostics,
    compiled_files: &mut Vec<String>,
) -> Result<(), BuildError> {
    let markdown_routes = content.routes.iter().enumerate().filter(|(_, route)| renders_markdown(route)).map(|(i, _)| i);
    for ((plugin, plugin_id), routes) in by_instance(content, markdown_routes) {
        let Some(entry) = entry_options(config, &plugin, &plugin_id) else { continue };
        let plugins = site_plugins(entry, folders.canonical_site().unwrap_or(site_dir));
        if plugins.foreign.is_empty() {
            continue;
        }
        let host = node.host(site_dir, config)?;
        let batch = NodeBatch { host: &host, folders, options, resolver, plugins: &plugins };
        let results = batch.compile(&routes, content, compiled_files).map_err(|message| BuildError::PluginHook { plugin: plugin.clone(), id: plugin_id.clone(), hook: "remark/rehype plugins", message })?;
        for failure in results {
            let d = Diagnostic::error(format!("@mdx-js/mdx with the site's plugins: {}", failure.message));
            diagnostics.push(match failure.line {
                Some(line) => d.at_line(&failure.source, line),
                None => d.in_file(&failure.source),
            });
        }
        diagnostics.push(Diagnostic::warning(format!(
            "{}: no native version in ferrosaurus, so the {} Markdown pages of {plugin} (id `{plugin_id}`) were compiled by @mdx-js/mdx in Node with the configured remark/rehype plugins (exact, slower)",
            plugins.foreign.join(", "),
            routes.len()
        )));
    }
    Ok(())
}

/// Pages markdown-rs does not parse and whose fast-path render left something out (a component,
/// an expression), compiled by `@mdx-js/mdx` in the Node host instead, with their plugin
/// instance's remark/rehype plugins. A page that `@mdx-js/mdx` does not compile either keeps its
/// fast-path render and its warnings, with one more naming both parsers' messages.
fn compile_unparsed_in_node(
    config: &SiteConfig,
    (site_dir, folders): (&Path, &SourceFolders),
    content: &mut Content,
    (options, resolver): (&MarkdownOptions<'_>, &SiteLinks),
    node: &mut NodeAccess,
    (unparsed, diagnostics): (Vec<Unparsed>, &mut Diagnostics),
    compiled_files: &mut Vec<String>,
) -> Result<(), BuildError> {
    if unparsed.is_empty() {
        return Ok(());
    }
    let host = node.host(site_dir, config)?;
    for ((plugin, plugin_id), routes) in by_instance(content, unparsed.iter().map(|page| page.route)) {
        let plugins = entry_options(config, &plugin, &plugin_id).map(|entry| site_plugins(entry, folders.canonical_site().unwrap_or(site_dir))).unwrap_or_default();
        let batch = NodeBatch { host: &host, folders, options, resolver, plugins: &plugins };
        let failures = batch.compile(&routes, content, compiled_files).unwrap_or_else(|message| {
            let failed = |route: usize| Some(NodeFailure { route, source: content.routes[route].source.clone()?, message: message.clone(), line: None });
            routes.iter().filter_map(|&route| failed(route)).collect()
        });
        for failure in failures {
            let Some(page) = unparsed.iter().find(|page| page.route == failure.route) else { continue };
            let d = Diagnostic::warning(format!(
                "neither MDX parser compiles this page, so it is rendered without what the warnings above name: markdown-rs says {}, @mdx-js/mdx says {}",
                page.message, failure.message
            ));
            diagnostics.push(match page.line {
                Some(line) => d.at_line(&failure.source, line),
                None => d.in_file(&failure.source),
            });
        }
    }
    Ok(())
}

/// `routes` (indices into `content.routes`) grouped by the plugin instance that added them.
fn by_instance(content: &Content, routes: impl IntoIterator<Item = usize>) -> BTreeMap<(String, String), Vec<usize>> {
    let mut instances: BTreeMap<(String, String), Vec<usize>> = BTreeMap::new();
    for i in routes {
        let route = &content.routes[i];
        instances.entry((route.plugin.clone(), route.plugin_id.clone())).or_default().push(i);
    }
    instances
}

/// A page markdown-rs did not parse ([`ferrosaurus_mdx::PagePath::Unparsed`]).
struct Unparsed {
    route: usize,
    line: Option<usize>,
    message: String,
}

/// Why `@mdx-js/mdx` did not compile a page.
struct NodeFailure {
    /// The page's index in `content.routes`, and its source file.
    route: usize,
    source: PathBuf,
    message: String,
    /// In the whole file.
    line: Option<usize>,
}

/// One `compileMdx` request to the Node host: pages of one plugin instance, with its plugins.
struct NodeBatch<'a> {
    host: &'a ferrosaurus_node_host::NodeHost,
    folders: &'a SourceFolders,
    options: &'a MarkdownOptions<'a>,
    resolver: &'a SiteLinks,
    plugins: &'a SitePlugins,
}

impl NodeBatch<'_> {
    /// Compiles the Markdown pages of `routes` and makes each compiled one render its module.
    /// Gives the pages that did not compile; `Err` when the host could not be asked.
    fn compile(&self, routes: &[usize], content: &mut Content, compiled_files: &mut Vec<String>) -> Result<Vec<NodeFailure>, String> {
        let mut pages = Vec::new();
        let mut inputs = Vec::new();
        for &i in routes {
            let route = &content.routes[i];
            let Some(source) = route.source.clone() else { continue };
            let Some((abs, markdown)) = page_markdown(route, &source, self.folders) else { continue };
            let format = if markdown.front_matter.format.as_deref() == Some("md") { "md" } else { "mdx" };
            pages.push(serde_json::json!({"file": abs, "rel": slash_path(&source), "format": format, "source": ferrosaurus_mdx::prepare_source(markdown.body())}));
            inputs.push((i, source, abs, markdown.front_matter.clone(), markdown.body_line));
        }
        let links: serde_json::Map<String, serde_json::Value> =
            self.resolver.permalinks.iter().map(|(k, v)| (slash_path(k), serde_json::json!(v))).collect();
        let request = serde_json::json!({"pages": pages, "links": links, "remarkPlugins": self.plugins.remark, "rehypePlugins": self.plugins.rehype});
        let replies = self.host.request("compileMdx", request, Some(std::time::Duration::from_secs(600))).map_err(|e| e.to_string())?;
        let replies = replies.as_array().cloned().unwrap_or_default();
        let mut failures = Vec::new();
        for ((i, source, abs, front_matter, body_line), reply) in inputs.into_iter().zip(replies) {
            if let Some(code) = reply.get("code").and_then(serde_json::Value::as_str) {
                let route = &mut content.routes[i];
                let mut input = CompileInput::new(&source, "", body_line, self.options);
                input.front_matter = front_matter.as_written();
                input.toc = &route.page.toc;
                let code = resolve_asset_placeholders(code, self.options.resolver);
                let js = ferrosaurus_mdx::with_docusaurus_exports(&input, &code);
                use_compiled(&mut route.page, &source, abs, js, (&mut content.mdx_sources, &mut content.components));
                compiled_files.push(slash_path(&source));
            } else {
                let message = reply.get("error").and_then(serde_json::Value::as_str).unwrap_or("compile failed").to_owned();
                let line = reply.get("line").and_then(serde_json::Value::as_u64).map(|l| l as usize + body_line.saturating_sub(1));
                failures.push(NodeFailure { route: i, source, message, line });
            }
        }
        Ok(failures)
    }
}

/// Makes `page` render the compiled module `js`, bundled from memory at the source's path.
fn use_compiled(
    page: &mut ferrosaurus_core::PageData,
    source: &Path,
    abs: PathBuf,
    js: String,
    (sources, components): (&mut BTreeMap<PathBuf, String>, &mut Vec<(String, PathBuf)>),
) {
    let key = format!("mdx:{}", slash_path(source));
    sources.insert(abs.clone(), js);
    components.push((key.clone(), abs));
    page.content_component = Some(key);
    page.html = None;
}

/// Drops the fast path's warnings whose message holds one of `messages`, for the compiled files.
fn drop_fast_path_warnings(diagnostics: &mut Diagnostics, compiled_files: &[String], messages: &[&str]) {
    diagnostics.0.retain(|d| {
        let matches = messages.iter().any(|m| d.message.contains(m));
        !(matches && d.file.as_ref().is_some_and(|f| compiled_files.contains(&slash_path(f))))
    });
}

/// The Markdown pages that need JavaScript, with their file, text and what `classify` said:
/// an exact-path page, an unparsed one (compiled in Node when the fast path left something
/// out), or a fast-path page that imports an ideal image. Read and classified in parallel: a
/// pass over every page of the site, 10,000 file reads and parses at 10,000 docs.
fn pages_needing_js(content: &Content, folders: &SourceFolders, options: &MarkdownOptions<'_>, ideal_images: bool) -> Vec<(usize, PathBuf, MarkdownSource, PagePath)> {
    use rayon::prelude::*;
    let features = &options.features;
    let classify_all = || -> Vec<_> {
        content.routes.par_iter()
            .enumerate()
            .filter_map(|(i, route)| {
                let source = route.source.as_deref().filter(|_| renders_markdown(route))?;
                let (abs, markdown) = page_markdown(route, source, folders)?;
                if markdown.front_matter.format.as_deref() == Some("md") {
                    return None;
                }
                let path = classify(markdown.body(), markdown.body_line, features);
                let needed = match &path {
                    PagePath::Exact(_) | PagePath::Unparsed { .. } => true,
                    _ => ideal_images && markdown.body().contains("<IdealImage"),
                };
                needed.then(|| (i, abs, markdown.into_owned(), path))
            })
            .collect()
    };
    // markdown-rs recurses once per level of JSX nesting: threads with more stack than the
    // main thread has (a doc of 10,000 nested elements is in the hostile corpus)
    let pool = rayon::ThreadPoolBuilder::new().stack_size(CLASSIFY_STACK_BYTES).thread_name(|i| format!("ferrosaurus-classify-{i}")).build();
    let mut found = match pool {
        Ok(pool) => pool.install(classify_all),
        Err(_) => classify_all(),
    };
    found.sort_by_key(|(i, ..)| *i);
    found
}

/// A Markdown page's file and its text with the front matter parsed: as its content plugin
/// read it (`Route::markdown`), else (a plugin that keeps no source, a page from the render
/// cache) read from the file here.
fn page_markdown<'r>(route: &'r ferrosaurus_core::Route, source: &Path, folders: &SourceFolders) -> Option<(PathBuf, Cow<'r, MarkdownSource>)> {
    let abs = folders.confined(source)?;
    if let Some(markdown) = &route.markdown {
        return Some((abs, Cow::Borrowed(&**markdown)));
    }
    let (markdown, _) = parse_markdown_source(std::fs::read_to_string(&abs).ok()?, source).ok()?;
    Some((abs, Cow::Owned(markdown)))
}

/// Stack of the threads that classify the Markdown pages (see [`pages_needing_js`]).
const CLASSIFY_STACK_BYTES: usize = 64 << 20;

/// Whether the fast path reported leaving something of `source` out (a component, an expression).
fn fast_path_left_out(diagnostics: &Diagnostics, source: &Path) -> bool {
    diagnostics.0.iter().any(|d| d.file.as_deref() == Some(source) && FAST_PATH_OMISSIONS.iter().any(|m| d.message.contains(m)))
}

/// Compiles the `.md`/`.mdx` files a compiled page imports (and theirs), once each.
fn compile_partials(
    (site_dir, folders): (&Path, &SourceFolders),
    from: &Path,
    compiled: &Compiled,
    options: &MarkdownOptions<'_>,
    sources: &mut BTreeMap<PathBuf, String>,
    diagnostics: &mut Diagnostics,
) {
    let dir = from.parent().unwrap_or(Path::new(""));
    for specifier in &compiled.mdx_imports {
        let written = specifier.trim_start_matches("@site/");
        let rel = if specifier.starts_with("@site/") { PathBuf::from(written) } else { dir.join(written) };
        let Some(abs) = folders.confined(&rel) else {
            diagnostics.push(Diagnostic::error(format!("imported file `{specifier}` is outside the site folder and its content folders")).in_file(from));
            continue;
        };
        if sources.contains_key(&abs) {
            continue;
        }
        let text = match std::fs::read_to_string(&abs) {
            Ok(t) => t,
            Err(e) => {
                diagnostics.push(Diagnostic::error(format!("cannot read imported `{specifier}`: {e}")).in_file(from));
                continue;
            }
        };
        let rel = abs.strip_prefix(site_dir).map(Path::to_path_buf).unwrap_or(rel);
        let Ok(parsed) = parse_front_matter(&text, &rel) else { continue };
        let mut input = CompileInput::new(&rel, parsed.body, parsed.body_line, options);
        input.front_matter = parsed.front_matter.as_written();
        match compile(&input) {
            Ok(partial) => {
                sources.insert(abs, partial.js.clone());
                compile_partials((site_dir, folders), &rel, &partial, options, sources, diagnostics);
            }
            Err(e) => diagnostics.push(Diagnostic::error(e.to_string()).in_file(&rel)),
        }
    }
}

/// Pages whose body is the Markdown source (not lists or generated pages).
/// A page whose HTML a content plugin rendered from a Markdown or MDX file.
fn renders_markdown(route: &ferrosaurus_core::Route) -> bool {
    route.source.as_deref().is_some_and(is_markdown_file) && takes_markdown(route.page.kind) && route.page.html.is_some()
}

fn takes_markdown(kind: PageKind) -> bool {
    matches!(kind, PageKind::Doc | PageKind::Page | PageKind::BlogPost | PageKind::CategoryIndex)
}

fn is_markdown_file(path: &Path) -> bool {
    path.extension().is_some_and(|e| e == "md" || e == "mdx")
}

/// The folders a page source or an MDX partial may be read from: the site folder and the
/// content folders its plugins were configured with (`path: '../packages/x/docs'`), canonical.
pub(crate) struct SourceFolders {
    site: Option<PathBuf>,
    roots: Vec<PathBuf>,
    /// The content folders as the plugins name them, relative to the site folder
    /// (`docs`, `../packages/x/docs`).
    content_dirs: Vec<PathBuf>,
}

impl SourceFolders {
    /// The site folder and `content_roots` (the plugins' `paths_to_watch`: their content
    /// folders, sidebars and spec files; those that do not exist are left out).
    pub(crate) fn new(site_dir: &Path, content_roots: &[PathBuf]) -> Self {
        let site = std::fs::canonicalize(site_dir).ok();
        let folders: Vec<&PathBuf> = content_roots.iter().filter(|r| r.is_dir()).collect();
        let roots = site.iter().cloned().chain(folders.iter().filter_map(|r| std::fs::canonicalize(r).ok())).collect();
        let content_dirs = folders.iter().filter_map(|r| r.strip_prefix(site_dir).ok()).map(Path::to_path_buf).collect();
        Self { site, roots, content_dirs }
    }

    /// The site folder's canonical path.
    fn canonical_site(&self) -> Option<&Path> {
        self.site.as_deref()
    }

    /// The absolute, canonical path of a site-relative file, if it stays inside these folders.
    fn confined(&self, rel: &Path) -> Option<PathBuf> {
        let site = self.site.as_deref()?;
        let roots: Vec<&Path> = self.roots.iter().map(PathBuf::as_path).collect();
        let path = paths::confine(site, &slash_path(rel), &roots).ok()?;
        let real = std::fs::canonicalize(&path).ok()?;
        roots.iter().any(|root| real.starts_with(root)).then_some(real)
    }
}

fn slash_path(path: &Path) -> String {
    path.to_string_lossy().replace('\\', "/")
}

/// Links between the site's pages, by source file, and assets copied like the docs plugin
/// copies them (`assets/images/<stem>-<hash><ext>`).
struct SiteLinks {
    site_dir: PathBuf,
    base_url: String,
    /// Source path (site-relative) -> permalink.
    permalinks: HashMap<PathBuf, String>,
    /// The content folders, relative to the site folder.
    content_dirs: Vec<PathBuf>,
    copies: Mutex<Vec<(String, PathBuf)>>,
}

impl SiteLinks {
    fn new(site_dir: &Path, config: &SiteConfig, content: &Content, content_dirs: Vec<PathBuf>) -> Self {
        let permalinks = content
            .routes
            .iter()
            .filter_map(|r| Some((r.source.clone()?, r.page.route.clone())))
            .collect();
        Self { site_dir: site_dir.to_path_buf(), base_url: config.base_url.clone(), permalinks, content_dirs, copies: Mutex::new(Vec::new()) }
    }
}

impl LinkResolver for SiteLinks {
    /// As the content plugins resolve them ([`ferrosaurus_markdown::resolve_doc_link`]): next to
    /// the linking file, then in the content folder that holds it, then at the site root.
    fn resolve_doc(&self, from: &Path, target: &str) -> Option<String> {
        let own_dirs: Vec<&Path> = self.content_dirs.iter().map(PathBuf::as_path).filter(|dir| from.starts_with(dir)).collect();
        ferrosaurus_markdown::resolve_doc_link(from, target, &own_dirs, |candidate| self.permalinks.get(candidate))
    }

    fn resolve_asset(&self, from: &Path, target: &str) -> Option<String> {
        let written = target.split(['?', '#']).next().unwrap_or(target);
        if written.starts_with('/') {
            return None;
        }
        let path = paths::confine(&self.site_dir.join(from.parent()?), written, &[&self.site_dir]).ok()?;
        let bytes = std::fs::read(&path).ok()?;
        let hash = content_hash(&bytes);
        let stem = path.file_stem()?.to_string_lossy();
        let ext = path.extension().map(|e| format!(".{}", e.to_string_lossy())).unwrap_or_default();
        let out = format!("assets/images/{stem}-{hash}{ext}");
        self.copies.lock().unwrap_or_else(|e| e.into_inner()).push((out.clone(), path));
        Some(format!("{}{out}", self.base_url))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ferrosaurus_core::{FrontMatter, PageData, Route};

    /// Issue 16 item 3: a page's front matter is parsed once, by its content plugin. The pass
    /// that finds the pages needing JavaScript takes the text the plugin read (here an import,
    /// where the file on disk is plain Markdown), and reads the file only for a route that
    /// came without it.
    #[test]
    fn issue_16_pages_are_classified_from_the_text_their_plugin_read() {
        let site = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(site.path().join("docs")).unwrap();
        for name in ["kept.mdx", "read.mdx"] {
            std::fs::write(site.path().join("docs").join(name), "# Plain\n\nNo JavaScript here.\n").unwrap();
        }
        let page = |route: &str| {
            let mut page = PageData::new(route.to_string(), PageKind::Doc, "T");
            page.html = Some("<p>x</p>".into());
            page
        };
        let text = "---\ntitle: T\n---\nimport X from '@site/src/x';\n\n<X />\n";
        let kept = Route::new(page("/kept"), Some("docs/kept.mdx".into())).with_markdown(MarkdownSource::new(text.into(), 17, 4, FrontMatter::default()));
        let read = Route::new(page("/read"), Some("docs/read.mdx".into()));
        let content = Content { routes: vec![kept, read], ..Default::default() };
        let folders = SourceFolders::new(site.path(), &[site.path().join("docs")]);
        let resolver = SiteLinks::new(site.path(), &SiteConfig::default_for_test(), &content, Vec::new());
        let options = MarkdownOptions::new(&resolver);
        let found = pages_needing_js(&content, &folders, &options, false);
        let routes: Vec<usize> = found.iter().map(|(i, ..)| *i).collect();
        assert_eq!(routes, [0], "the kept text needs JavaScript; the file read for the other does not");
        assert_eq!(found[0].2.body(), "import X from '@site/src/x';\n\n<X />\n");
    }
}
