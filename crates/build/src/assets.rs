//! The assets stage: the theme and the site's React pages bundled for the browser and for
//! Node, and the stylesheet (Infima, theme CSS, CSS modules, code highlighting, custom.css).

use std::path::{Path, PathBuf};

use ferrosaurus_bundler::{bundle, content_hash, process_css, BundleRequest, EmittedAsset, Target};
use ferrosaurus_core::SiteConfig;

use crate::pages::Content;
use crate::BuildError;

/// The bundles of one build.
pub(crate) struct Bundles {
    /// Minified browser bundle.
    pub(crate) client_js: String,
    /// Its output path (`assets/js/main.<hash>.js`).
    pub(crate) client_js_path: String,
    /// The SSR bundle (not written to the output).
    pub(crate) server_js: String,
    /// The stylesheet.
    pub(crate) css: String,
    /// Its output path.
    pub(crate) css_path: String,
    /// Images and fonts imported by theme or page code.
    pub(crate) assets: Vec<EmittedAsset>,
}

/// `@generated/pages`: the site's React pages keyed by their path under the site folder.
fn pages_module(components: &[(String, PathBuf)]) -> String {
    let mut code = String::new();
    for (i, (_, path)) in components.iter().enumerate() {
        code.push_str(&format!("import Page{i} from {};\n", serde_json::to_string(&path.to_string_lossy()).unwrap_or_default()));
    }
    code.push_str("const pages = {\n");
    for (i, (key, _)) in components.iter().enumerate() {
        code.push_str(&format!("  {}: Page{i},\n", serde_json::to_string(key).unwrap_or_default()));
    }
    code.push_str("};\nexport default pages;\n");
    code
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

fn request(entry: PathBuf, target: Target, site_dir: &Path, theme_dir: &Path, content: &Content, config: &SiteConfig, minify: bool) -> BundleRequest {
    let mut r = BundleRequest::new(entry.to_string_lossy(), target);
    r.minify = minify && target == Target::Browser;
    r.public_path = config.base_url.clone();
    let mut theme_roots = vec![site_dir.join("src/theme")];
    theme_roots.extend(content.theme_paths.iter().cloned());
    theme_roots.push(theme_dir.join("src/theme"));
    r.aliases = vec![
        ("@theme/".into(), theme_roots),
        ("@theme-original/".into(), vec![theme_dir.join("src/theme")]),
        ("@docusaurus/".into(), vec![theme_dir.join("src/docusaurus")]),
        ("@site/".into(), vec![site_dir.to_path_buf()]),
    ];
    // the theme's packages first (one React), then the site's own
    r.node_modules_roots = vec![theme_dir.join("node_modules"), site_dir.join("node_modules")];
    r.virtual_modules.insert("@generated/pages".into(), pages_module(&content.components));
    r.sources = content.mdx_sources.clone();
    r.virtual_modules.insert("@generated/client-modules".into(), client_modules_module(&content.client_modules));
    r
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
        sources.push(read(site_dir.join(css))?);
    }
    let css = process_css(&sources, minify)?;

    let client_js_path = format!("assets/js/main.{}.js", content_hash(client.js.as_bytes()));
    let css_path = format!("assets/css/styles.{}.css", content_hash(css.as_bytes()));
    let mut assets = client.assets;
    for a in server.assets {
        if !assets.iter().any(|b| b.file_name == a.file_name) {
            assets.push(a);
        }
    }
    Ok(Bundles { client_js: client.js, client_js_path, server_js: server.js, css, css_path, assets })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_module_imports_each_page_by_path() {
        let code = pages_module(&[("src/pages/index.tsx".into(), PathBuf::from("/s/src/pages/index.tsx"))]);
        assert_eq!(code, "import Page0 from \"/s/src/pages/index.tsx\";\nconst pages = {\n  \"src/pages/index.tsx\": Page0,\n};\nexport default pages;\n");
    }
}
