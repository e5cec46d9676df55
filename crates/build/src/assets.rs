//! The assets stage: the theme and the site's React pages bundled for the browser and for
//! Node, and the stylesheet (Infima, theme CSS, CSS modules, code highlighting, custom.css).
//!
//! The browser bundle is split: each `@generated/pages` component (React pages, plugin route
//! components, compiled MDX) and the search modal is an async chunk, loaded by the routes
//! that render it (their `<script>` tags list its chunks before the main chunk). The server
//! bundle imports everything up front, so SSR renders synchronously.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

use ferrosaurus_bundler::{bundle, content_hash, first_load_js, process_css, BundleOutput, BundleRequest, ChunkKind, EmittedAsset, JsSize, ModuleName, Target};
use ferrosaurus_core::{PageData, SiteConfig};

use crate::pages::Content;
use crate::BuildError;

/// The bundles of one build.
pub(crate) struct Bundles {
    /// Minified browser bundle: its main chunk.
    pub(crate) client_js: String,
    /// Its output path (`assets/js/main.<hash>.js`).
    pub(crate) client_js_path: String,
    /// The browser bundle's async chunks (output path, JS): one per page component, the
    /// search modal, and chunks they share.
    pub(crate) async_chunks: Vec<(String, String)>,
    /// A page component's key -> output paths of the async chunks it needs.
    pub(crate) component_chunks: HashMap<String, Vec<String>>,
    /// The SSR bundle (not written to the output).
    pub(crate) server_js: String,
    /// The stylesheet.
    pub(crate) css: String,
    /// Its output path.
    pub(crate) css_path: String,
    /// Images and fonts imported by theme or page code.
    pub(crate) assets: Vec<EmittedAsset>,
    /// Raw and gzip bytes of each JS file by output path, for first-load figures.
    pub(crate) sizes: HashMap<String, JsSize>,
    /// Every file the bundler read (modules, stylesheets): what a cached copy depends on.
    pub(crate) read_files: Vec<PathBuf>,
    /// Taken from the previous build (see `bundle_cache`), not bundled by this one.
    pub(crate) from_previous_build: bool,
}

impl Bundles {
    /// The output paths of the JS `page` loads first: the async chunks of its components
    /// (`component`, `contentComponent`), then the main chunk (chunks register before the
    /// main chunk's entry asks for them).
    pub(crate) fn page_script_paths(&self, page: &PageData) -> Vec<&str> {
        let mut paths: Vec<&str> = Vec::new();
        for key in [&page.component, &page.content_component].into_iter().flatten() {
            for chunk in self.component_chunks.get(key).into_iter().flatten() {
                if !paths.contains(&chunk.as_str()) {
                    paths.push(chunk);
                }
            }
        }
        paths.push(&self.client_js_path);
        paths
    }

    /// The first-load JS of `page`.
    pub(crate) fn first_load(&self, page: &PageData) -> JsSize {
        let mut total = JsSize::default();
        for path in self.page_script_paths(page) {
            if let Some(size) = self.sizes.get(path) {
                total.files += size.files;
                total.raw_bytes += size.raw_bytes;
                total.gzip_bytes += size.gzip_bytes;
            }
        }
        total
    }

    /// First-load JS per route kind (`doc`, `component`, ...): the largest page of each kind.
    pub(crate) fn first_load_by_kind<'a>(&self, pages: impl IntoIterator<Item = &'a PageData>) -> BTreeMap<String, JsSize> {
        let mut by_kind: BTreeMap<String, JsSize> = BTreeMap::new();
        for page in pages {
            let size = self.first_load(page);
            let kind = serde_json::to_value(page.kind).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default();
            let entry = by_kind.entry(kind).or_default();
            if size.gzip_bytes > entry.gzip_bytes {
                *entry = size;
            }
        }
        by_kind
    }

    /// `first-load JS (gzip, largest per kind): doc 80.1 KiB, component 95.2 KiB` for the
    /// build summary.
    pub(crate) fn first_load_summary<'a>(&self, pages: impl IntoIterator<Item = &'a PageData>) -> String {
        let kinds: Vec<String> = self.first_load_by_kind(pages).iter().map(|(kind, size)| format!("{kind} {:.1} KiB", size.gzip_bytes as f64 / 1024.0)).collect();
        format!("first-load JS (gzip, largest per kind): {}", kinds.join(", "))
    }
}

/// `@generated/pages`: the site's React pages (and plugin route components, compiled MDX)
/// keyed by their path under the site folder. `pages` holds the loaded components and
/// `loadPage(key)` resolves to one. `lazy` (the browser): each component is an `import()`,
/// so its code is an async chunk, loaded for its routes only; otherwise (the server) every
/// component is imported up front and `pages` is full from the start.
fn pages_module(components: &[(String, PathBuf)], lazy: bool) -> String {
    let quote = |text: &str| serde_json::to_string(text).unwrap_or_default();
    let mut code = String::new();
    if lazy {
        code.push_str("const loaders = {\n");
        for (key, path) in components {
            code.push_str(&format!("  {}: () => import({}),\n", quote(key), quote(&path.to_string_lossy())));
        }
        code.push_str("};\nconst pages = {};\n");
        code.push_str("export function loadPage(key) {\n  if (pages[key] || !loaders[key]) return Promise.resolve(pages[key]);\n  return loaders[key]().then((m) => (pages[key] = m.default));\n}\n");
    } else {
        for (i, (_, path)) in components.iter().enumerate() {
            code.push_str(&format!("import Page{i} from {};\n", quote(&path.to_string_lossy())));
        }
        code.push_str("const pages = {\n");
        for (i, (key, _)) in components.iter().enumerate() {
            code.push_str(&format!("  {}: Page{i},\n", quote(key)));
        }
        code.push_str("};\nexport function loadPage(key) {\n  return Promise.resolve(pages[key]);\n}\n");
    }
    code.push_str("export default pages;\n");
    code
}

/// `@generated/mermaid`: the theme's Mermaid component and container hook when the site turns
/// mermaid on, else stand-ins, so a site without the `mermaid` package never imports it.
fn mermaid_module(enabled: bool) -> String {
    if enabled {
        "export { default } from '@theme/Mermaid';\nexport { useMermaidContainers } from '@theme/Mermaid/useMermaid';\n".into()
    } else {
        "export default null;\nexport function useMermaidContainers() {}\n".into()
    }
}

/// `@generated/client-modules`: the plugins' client modules, imported for their side effects
/// and exported in order so the theme can call their `onRouteUpdate`/`onRouteDidUpdate`.
fn client_modules_module(modules: &[PathBuf]) -> String {
    let mut code = String::new();
    for (i, path) in modules.iter().enumerate() {
        code.push_str(&format!("import * as m{i} from {};\n", serde_json::to_string(&path.to_string_lossy()).unwrap_or_default()));
    }
    code.push_str(&format!("export default [{}];\n", (0..modules.len()).map(|i| format!("m{i}")).collect::<Vec<_>>().join(", ")));
    code
}

/// The component aliases, as Docusaurus resolves them. Themes load in order: this theme (the
/// classic one) first, then the plugins' theme paths in plugin order; a later theme's component
/// shadows an earlier one's, and the site's `src/theme` shadows them all.
/// - `@theme/X`: the site's, else the last theme's that has X;
/// - `@theme-original/X`: the same without the site's (what a swizzled wrapper wraps);
/// - `@theme-init/X`: the first theme's that has X (what a theme enhancing X wraps).
fn theme_aliases(site_dir: &Path, plugin_theme_paths: &[PathBuf], theme_dir: &Path) -> Vec<(String, Vec<PathBuf>)> {
    let first_to_last: Vec<PathBuf> = std::iter::once(theme_dir.join("src/theme")).chain(plugin_theme_paths.iter().cloned()).collect();
    let last_to_first: Vec<PathBuf> = first_to_last.iter().rev().cloned().collect();
    let with_site = std::iter::once(site_dir.join("src/theme")).chain(last_to_first.iter().cloned()).collect();
    vec![("@theme/".into(), with_site), ("@theme-original/".into(), last_to_first), ("@theme-init/".into(), first_to_last)]
}

fn request(entry: PathBuf, target: Target, site_dir: &Path, theme_dir: &Path, content: &Content, config: &SiteConfig, minify: bool) -> BundleRequest {
    let mut r = BundleRequest::new(entry.to_string_lossy(), target);
    r.minify = minify && target == Target::Browser;
    r.code_splitting = target == Target::Browser;
    r.public_path = config.base_url.clone();
    r.aliases = theme_aliases(site_dir, &content.theme_paths, theme_dir);
    r.aliases.extend([
        ("@docusaurus/".into(), vec![theme_dir.join("src/docusaurus")]),
        ("@site/".into(), vec![site_dir.to_path_buf()]),
        // files JS plugins write into `generatedFilesDir` and import back as `@generated/...`
        // (@easyops-cn/docusaurus-search-local's generated.js); ferrosaurus's own generated
        // modules are virtual and found first
        ("@generated/".into(), vec![site_dir.join(".docusaurus")]),
    ]);
    // the theme's packages first (one React), then the site's own
    r.node_modules_roots = vec![theme_dir.join("node_modules"), site_dir.join("node_modules")];
    r.virtual_modules.insert("@generated/pages".into(), pages_module(&content.components, target == Target::Browser));
    r.sources = content.mdx_sources.clone();
    r.virtual_modules.insert("@generated/mermaid".into(), mermaid_module(config.markdown.mermaid));
    r.virtual_modules.insert("@generated/client-modules".into(), client_modules_module(&content.client_modules));
    r.virtual_modules.insert("@generated/docusaurus.config".into(), site_config_module(config));
    r
}

/// `@generated/docusaurus.config`: the site config as Docusaurus generates it for client code
/// (`export default siteConfig`), the same object `useDocusaurusContext().siteConfig` gives
/// (plugins such as docusaurus-plugin-image-zoom import it directly).
fn site_config_module(config: &SiteConfig) -> String {
    let json = serde_json::to_string(config).unwrap_or_else(|_| "{}".to_owned());
    format!("export default {json};\n")
}

/// Bundles client and server (in parallel) and assembles the stylesheet.
pub(crate) fn bundle_all(config: &SiteConfig, site_dir: &Path, theme_dir: &Path, content: &Content, minify: bool) -> Result<Bundles, BuildError> {
    let site_dir = &std::fs::canonicalize(site_dir).map_err(|e| BuildError::io(site_dir, e))?;
    let theme_dir = &std::fs::canonicalize(theme_dir).map_err(|e| BuildError::io(theme_dir, e))?;
    let client = request(theme_dir.join("src/client/entry.tsx"), Target::Browser, site_dir, theme_dir, content, config, minify);
    let server = request(theme_dir.join("src/server/entry.tsx"), Target::Node, site_dir, theme_dir, content, config, minify);
    let (client, server) = rayon::join(|| bundle(&client), || bundle(&server));
    let (client, server) = (client?, server?);

    let read = |path: PathBuf| -> Result<(PathBuf, String), BuildError> {
        let text = std::fs::read_to_string(&path).map_err(|e| BuildError::io(&path, e))?;
        Ok((path, text))
    };
    let mut sources = vec![
        read(theme_dir.join("node_modules/infima/dist/css/default/default.css"))?,
        read(theme_dir.join("src/css/theme.css"))?,
        (theme_dir.join("src/bundle.css"), client.css.clone()),
        (PathBuf::from("highlight.css"), ferrosaurus_markdown::highlight_css()),
    ];
    for (i, css) in content.css.iter().enumerate() {
        sources.push((PathBuf::from(format!("plugin-{i}.css")), css.clone()));
    }
    for css in &config.custom_css {
        match content.post_css.get(css) {
            Some(processed) => sources.push((site_dir.join(css), processed.clone())),
            None => sources.push(read(site_dir.join(css))?),
        }
    }
    let css = process_css(&sources, minify)?;

    if std::env::var_os("FERROSAURUS_CHUNK_REPORT").is_some() {
        print_chunk_report(&client);
    }
    let client_js_path = client.main_chunk().file_name.clone();
    let css_path = format!("assets/css/styles.{}.css", content_hash(css.as_bytes()));
    let component_chunks = component_chunks(&client, &content.components);
    let sizes = client.chunks.iter().map(|chunk| (chunk.file_name.clone(), first_load_js(&[chunk]))).collect();
    let async_chunks = client.chunks.iter().filter(|c| c.kind != ChunkKind::Main).map(|c| (c.file_name.clone(), c.code.clone())).collect();
    let mut read_files: Vec<PathBuf> = client
        .chunks
        .iter()
        .chain(&server.chunks)
        .flat_map(|chunk| &chunk.modules)
        .filter_map(|module| match module {
            ModuleName::File(path) => Some(path.clone()),
            _ => None,
        })
        .chain(sources.iter().map(|(path, _)| path.clone()).filter(|path| path.is_file()))
        .collect();
    read_files.sort();
    read_files.dedup();
    let mut assets = client.assets;
    for a in server.assets {
        if !assets.iter().any(|b| b.file_name == a.file_name) {
            assets.push(a);
        }
    }
    Ok(Bundles { client_js: client.js, client_js_path, async_chunks, component_chunks, server_js: server.js, css, css_path, assets, sizes, read_files, from_previous_build: false })
}

/// With `FERROSAURUS_CHUNK_REPORT` set: each browser chunk's size and its largest modules
/// (on stderr), to see what first-load JS is made of.
fn print_chunk_report(client: &BundleOutput) {
    for chunk in &client.chunks {
        let size = first_load_js(&[chunk]);
        eprintln!("{} ({:?}): {} modules, {} bytes, {} gzip", chunk.file_name, chunk.kind, chunk.modules.len(), size.raw_bytes, size.gzip_bytes);
        let mut modules: Vec<(usize, &ModuleName)> = chunk.module_bytes.iter().copied().zip(&chunk.modules).collect();
        modules.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(b.1)));
        for (bytes, name) in modules.iter().take(25) {
            eprintln!("  {bytes:>8}  {name}");
        }
    }
}

/// The async chunks each `@generated/pages` component needs.
fn component_chunks(client: &BundleOutput, components: &[(String, PathBuf)]) -> HashMap<String, Vec<String>> {
    components
        .iter()
        .map(|(key, path)| {
            let target = ModuleName::File(path.clone());
            let chunks = client.dynamic_imports.iter().find(|d| d.target == target).map(|d| d.chunks.clone()).unwrap_or_default();
            (key.clone(), chunks)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn theme_aliases_shadow_in_load_order_and_init_is_the_first_theme() {
        let aliases = theme_aliases(Path::new("/site"), &[PathBuf::from("/a/theme"), PathBuf::from("/b/theme")], Path::new("/ferrosaurus"));
        let roots = |prefix: &str| -> Vec<String> {
            let (_, dirs) = aliases.iter().find(|(p, _)| p == prefix).unwrap_or_else(|| panic!("no {prefix} alias"));
            dirs.iter().map(|d| d.to_string_lossy().into_owned()).collect()
        };
        assert_eq!(roots("@theme/"), ["/site/src/theme", "/b/theme", "/a/theme", "/ferrosaurus/src/theme"]);
        assert_eq!(roots("@theme-original/"), ["/b/theme", "/a/theme", "/ferrosaurus/src/theme"]);
        assert_eq!(roots("@theme-init/"), ["/ferrosaurus/src/theme", "/a/theme", "/b/theme"]);
    }

    #[test]
    fn eager_pages_module_imports_each_page_by_path() {
        let code = pages_module(&[("src/pages/index.tsx".into(), PathBuf::from("/s/src/pages/index.tsx"))], false);
        insta::assert_snapshot!(code);
    }

    #[test]
    fn lazy_pages_module_loads_each_page_with_import() {
        let code = pages_module(&[("src/pages/index.tsx".into(), PathBuf::from("/s/src/pages/index.tsx"))], true);
        insta::assert_snapshot!(code);
    }
}
