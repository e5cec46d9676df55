//! The pages plugin (`@docusaurus/plugin-content-pages`): every file under `src/pages` is a
//! route. Markdown pages (`.md`/`.mdx`) are rendered to HTML here; React pages
//! (`.tsx`/`.jsx`/`.ts`/`.js`) are handed to the bundler as components and rendered by the
//! theme. `index.*` is its folder's route; `_`-prefixed files and folders, tests and CSS are
//! not pages.
//!
//! ```
//! use ferrosaurus_core::{LoadContext, PageKind, SiteConfig};
//! let dir = tempfile::tempdir().unwrap();
//! std::fs::create_dir_all(dir.path().join("src/pages/legal")).unwrap();
//! std::fs::write(dir.path().join("src/pages/index.tsx"), "export default () => null;").unwrap();
//! std::fs::write(dir.path().join("src/pages/legal/terms.md"), "# Terms\n\nBe nice.\n").unwrap();
//! let config = SiteConfig::default_for_test();
//! let out = ferrosaurus_content_pages::PagesPlugin::default().load(&LoadContext::new(dir.path(), &config)).unwrap();
//! assert_eq!(out.routes[0].page.route, "/");
//! assert_eq!(out.routes[0].page.kind, PageKind::Component);
//! assert_eq!(out.routes[1].page.route, "/legal/terms");
//! assert_eq!(out.routes[1].page.title, "Terms");
//! ```

use std::path::{Path, PathBuf};

use ferrosaurus_core::{paths, url, Actions, Diagnostic, LoadContext, PageData, PageKind, Plugin, PluginError, PluginOutput, Route};
use ferrosaurus_markdown::{LinkResolver, MarkdownOptions, ParsedSource};
use rayon::prelude::*;

/// The pages plugin.
#[derive(Debug, Clone, Default)]
pub struct PagesPlugin;

const COMPONENT_EXTS: [&str; 4] = ["tsx", "jsx", "ts", "js"];

/// One page file's outcome: its route, its diagnostics, and the component to bundle (React pages).
type PageOutcome = (Route, Vec<Diagnostic>, Option<(String, PathBuf)>);

/// Links in Markdown pages are written as URLs; relative `.md` links are not resolved here.
struct PageLinks<'a> {
    site_dir: &'a Path,
    base_url: &'a str,
}

impl LinkResolver for PageLinks<'_> {
    fn resolve_doc(&self, _from: &Path, _target: &str) -> Option<String> {
        None
    }
    /// Absolute references point into `static/`, confined to it by [`paths::confine`] (issue 13).
    fn resolve_asset(&self, _from: &Path, target: &str) -> Option<String> {
        let abs = target.strip_prefix('/')?;
        let static_dir = self.site_dir.join("static");
        let path = paths::confine(&static_dir, abs.split(['?', '#']).next().unwrap_or(abs), &[&static_dir]).ok()?;
        path.is_file().then(|| format!("{}{abs}", self.base_url))
    }
}

fn is_page_file(path: &Path) -> bool {
    let name = path.file_name().map(|n| n.to_string_lossy()).unwrap_or_default();
    let ext = path.extension().map(|e| e.to_string_lossy()).unwrap_or_default();
    let is_test = name.contains(".test.") || name.contains(".spec.");
    !is_test && !name.ends_with(".d.ts") && (ext == "md" || ext == "mdx" || COMPONENT_EXTS.contains(&ext.as_ref()))
}

/// The route of a page file, as Docusaurus's pages plugin makes it: `src/pages/b.md` → `/b`, an
/// index file is its folder's path with a slash (`src/pages/a/index.tsx` → `/a/`, the home page
/// `/`), then the site's `trailingSlash` (which never removes the base URL's own slash).
fn route_for(rel_in_pages: &Path, base: &str, trailing_slash: Option<bool>, base_url: &str) -> String {
    let mut segs: Vec<String> = rel_in_pages.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
    let mut index = false;
    if let Some(last) = segs.pop() {
        let stem = last.split('.').next().unwrap_or_default().to_string();
        if stem == "index" {
            index = true;
        } else {
            segs.push(stem);
        }
    }
    let mut route = url::join([base, &segs.join("/")]);
    if index && !route.ends_with('/') {
        route.push('/');
    }
    url::apply_trailing_slash_with_base(&route, trailing_slash, base_url)
}

impl Plugin for PagesPlugin {
    fn name(&self) -> &str {
        "docusaurus-plugin-content-pages"
    }

    fn content_loaded(&mut self, ctx: &LoadContext<'_>, actions: &mut Actions) -> Result<(), PluginError> {
        actions.extend(self.load(ctx)?);
        Ok(())
    }
}

impl PagesPlugin {
    /// Loads and renders everything this plugin contributes to the site.
    pub fn load(&self, ctx: &LoadContext<'_>) -> Result<PluginOutput, PluginError> {
        let mut out = PluginOutput::default();
        let options = &ctx.config.pages;
        let root = ctx.site_dir.join(&options.path);
        if !options.enabled || !root.is_dir() {
            return Ok(out);
        }
        let base = url::join([ctx.config.base_url.as_str(), options.route_base_path.as_str()]);
        let mut files: Vec<PathBuf> = Vec::new();
        let walker = walkdir::WalkDir::new(&root).sort_by_file_name().into_iter().filter_entry(|e| {
            let n = e.file_name().to_string_lossy();
            e.depth() == 0 || !(n.starts_with('_') || n.starts_with('.') || n == "__tests__" || n == "node_modules")
        });
        for entry in walker {
            let entry = entry.map_err(|e| PluginError::Io { path: root.clone(), source: e.into() })?;
            if entry.file_type().is_file() && is_page_file(entry.path()) {
                files.push(entry.into_path());
            }
        }
        let resolver = PageLinks { site_dir: ctx.site_dir, base_url: &ctx.config.base_url };
        let md_opts = MarkdownOptions::for_site(ctx.config, &resolver);
        let results: Vec<Result<PageOutcome, PluginError>> = files
            .par_iter()
            .map(|path| {
                let rel_site = path.strip_prefix(ctx.site_dir).unwrap_or(path).to_path_buf();
                let rel_pages = path.strip_prefix(&root).unwrap_or(path);
                let route = route_for(rel_pages, &base, ctx.config.trailing_slash, &ctx.config.base_url);
                let key = rel_site.to_string_lossy().replace('\\', "/");
                let ext = path.extension().map(|e| e.to_string_lossy().into_owned()).unwrap_or_default();
                if COMPONENT_EXTS.contains(&ext.as_str()) {
                    let mut page = PageData::new(route, PageKind::Component, "");
                    page.component = Some(key.clone());
                    page.source = Some(key.clone());
                    return Ok((Route::new(page, Some(rel_site)), Vec::new(), Some((key, path.clone()))));
                }
                let source = std::fs::read_to_string(path).map_err(|source| PluginError::Io { path: path.clone(), source })?;
                Ok(markdown_page(route, &source, &rel_site, &md_opts))
            })
            .collect();
        for r in results {
            let (route, diags, component) = r?;
            out.diagnostics.extend(diags);
            out.components.extend(component);
            out.routes.push(route);
        }
        Ok(out)
    }
}

fn markdown_page(route: String, source: &str, rel_site: &Path, opts: &MarkdownOptions<'_>) -> PageOutcome {
    let (markdown, front_matter_diagnostics) = match ferrosaurus_markdown::parse_markdown_source(source.to_string(), rel_site) {
        Ok(parsed) => parsed,
        Err(d) => return (Route::new(PageData::new(route, PageKind::Page, ""), Some(rel_site.to_path_buf())), vec![d], None),
    };
    let parsed = ParsedSource::of(&markdown);
    let rendered = ferrosaurus_markdown::render(&parsed, rel_site, opts);
    let fm = &parsed.front_matter;
    let title = fm.title.clone().or_else(|| rendered.content_title.clone()).unwrap_or_default();
    let mut page = PageData::new(route, PageKind::Page, title);
    page.description = fm.description.clone().or_else(|| rendered.excerpt.clone());
    page.keywords = fm.keywords.clone().unwrap_or_default();
    page.hide_title = fm.hide_title.unwrap_or(false) || rendered.content_title.is_some();
    page.hide_table_of_contents = fm.hide_table_of_contents.unwrap_or(false);
    page.toc = rendered.toc;
    page.html = Some(rendered.html);
    page.noindex = fm.is_unlisted();
    page.source = Some(rel_site.to_string_lossy().into_owned());
    page.source_links = rendered.links.iter().map(|l| (l.href.clone(), l.line)).collect();
    let mut diagnostics = front_matter_diagnostics;
    diagnostics.extend(rendered.diagnostics);
    (Route::new(page, Some(rel_site.to_path_buf())).with_markdown(markdown), diagnostics, None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn routes_of_page_files() {
        assert_eq!(route_for(Path::new("index.tsx"), "/", None, "/"), "/");
        assert_eq!(route_for(Path::new("pricing.tsx"), "/", None, "/"), "/pricing");
        assert_eq!(route_for(Path::new("a/index.md"), "/base/", None, "/base/"), "/base/a/");
        assert_eq!(route_for(Path::new("a/b.mdx"), "/", Some(true), "/"), "/a/b/");
        // issue 17: the home page under a base URL keeps the base URL's slash with each setting
        for ts in [None, Some(true), Some(false)] {
            assert_eq!(route_for(Path::new("index.tsx"), "/base/", ts, "/base/"), "/base/");
        }
        assert_eq!(route_for(Path::new("a/index.md"), "/", Some(false), "/"), "/a");
        assert!(!is_page_file(Path::new("x.module.css")));
        assert!(!is_page_file(Path::new("x.test.tsx")));
        assert!(is_page_file(Path::new("x.md")));
    }

    /// Issue 13: an absolute asset reference stays inside `static/`, however it is written.
    #[test]
    fn issue_13_dotdot_static_asset_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let site = dir.path().join("site");
        std::fs::create_dir_all(site.join("static/img")).unwrap();
        std::fs::write(site.join("static/img/a.png"), "png").unwrap();
        std::fs::write(dir.path().join("secret.txt"), "secret").unwrap();
        let links = PageLinks { site_dir: &site, base_url: "/" };
        let from = Path::new("src/pages/x.md");
        assert_eq!(links.resolve_asset(from, "/img/a.png").as_deref(), Some("/img/a.png"));
        for written in ["/../../secret.txt", "/%2e%2e/%2e%2e/secret.txt", "/..%2f..%2fsecret.txt", "/..\\..\\secret.txt"] {
            assert_eq!(links.resolve_asset(from, written), None, "{written}");
        }
    }
}
