//! The client-redirects plugin (`@docusaurus/plugin-client-redirects`): after the build, writes
//! a static HTML page for every old path that leads to a page of the site (`redirects`,
//! `fromExtensions`, `toExtensions`), exactly as Docusaurus writes it: a meta refresh, a
//! canonical link and a script that forwards `?search#hash`. `createRedirects(existingPath)`,
//! a JS function of the config, runs in the config's Node host once per route (its path
//! without baseUrl) and may return old paths leading there.
//!
//! ```
//! use ferrosaurus_core::{BuiltRoute, PageData, PageKind, Plugin, PostBuildContext, SiteConfig};
//! use ferrosaurus_client_redirects::ClientRedirectsPlugin;
//!
//! let config = SiteConfig::default_for_test();
//! let plugin = ClientRedirectsPlugin::from_options(
//!     &serde_json::json!({"redirects": [{"from": "/old", "to": "/new"}]}),
//!     &config,
//! )
//! .unwrap();
//! let out = tempfile::tempdir().unwrap();
//! let page = PageData::new("/new", PageKind::Page, "New");
//! let routes = [BuiltRoute::new(&page, "new/index.html", None, "pages")];
//! let ctx = PostBuildContext::new(out.path(), &config, out.path(), &routes);
//! let built = plugin.post_build(&ctx).unwrap();
//! assert_eq!(built.files[0].0, "old/index.html");
//! assert!(String::from_utf8_lossy(&built.files[0].1.to_vec()).contains(r#"<link rel="canonical" href="/new" />"#));
//! ```

mod create;
mod options;

use std::collections::HashSet;

use ferrosaurus_core::{url, Diagnostic, JsFunction, Plugin, PluginError, PostBuildContext, PostBuildOutput, SiteConfig};
use serde_json::Value;

pub use options::{RedirectRule, RedirectsOptions};

/// What can go wrong with this plugin's input.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum RedirectsError {
    /// The options are invalid (unknown key, bad extension, a `from` that is not a pathname).
    #[error("{0}")]
    Options(String),
}

impl From<RedirectsError> for PluginError {
    fn from(e: RedirectsError) -> Self {
        PluginError::Options { plugin: PLUGIN_NAME.into(), message: e.to_string() }
    }
}

const PLUGIN_NAME: &str = "docusaurus-plugin-client-redirects";

/// One redirect: a path without baseUrl that leads to `to`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Redirect {
    /// Old path (no baseUrl).
    pub from: String,
    /// Target: a site path (no baseUrl) or any URL.
    pub to: String,
}

/// The plugin instance.
#[derive(Debug, Clone)]
pub struct ClientRedirectsPlugin {
    id: String,
    options: RedirectsOptions,
    create_redirects: Option<JsFunction>,
}

impl ClientRedirectsPlugin {
    /// The plugin from its options object as the config gives it; unknown keys and invalid
    /// values are errors.
    pub fn from_options(options: &Value, _config: &SiteConfig) -> Result<Self, PluginError> {
        let options = RedirectsOptions::parse(options)?;
        let id = options.id.clone().unwrap_or_else(|| ferrosaurus_core::DEFAULT_PLUGIN_ID.to_string());
        let create_redirects = match &options.create_redirects {
            None | Some(Value::Null) => None,
            Some(v) => Some(JsFunction::from_value(v).ok_or_else(|| RedirectsError::Options("`createRedirects` must be a function".into()))?),
        };
        Ok(Self { id, options, create_redirects })
    }

    /// Every redirect for these site routes (paths without baseUrl), with problems: targets
    /// that are not pages are errors; duplicates and redirects over existing pages are
    /// warnings and are dropped, as Docusaurus does.
    /// `created` are the redirects `createRedirects` returned (they come last, as in Docusaurus).
    pub fn collect(&self, routes: &[String], created: Vec<Redirect>, trailing_slash: Option<bool>, base_url: &str) -> (Vec<Redirect>, Vec<Diagnostic>) {
        let mut diags = Vec::new();
        let mut all = from_extensions(routes, &self.options.from_extensions);
        all.extend(to_extensions(routes, &self.options.to_extensions));
        for rule in &self.options.redirects {
            all.extend(rule.from.iter().map(|from| Redirect { from: from.clone(), to: rule.to.clone() }));
        }
        all.extend(created);
        for r in &mut all {
            r.to = apply_trailing_slash(&r.to, trailing_slash, base_url);
        }
        let existing: HashSet<&str> = routes.iter().map(String::as_str).collect();
        let missing: Vec<&str> = all
            .iter()
            .filter(|r| target_path(&r.to).is_some_and(|p| !existing.contains(p.as_str())))
            .map(|r| r.to.as_str())
            .collect();
        if !missing.is_empty() {
            diags.push(
                Diagnostic::error(format!(
                    "You are trying to create client-side redirections to invalid paths. These paths are redirected to but do not exist: {}",
                    missing.join(", ")
                ))
                .with_help("redirect to an existing page (paths without baseUrl)"),
            );
        }
        let mut seen = HashSet::new();
        let mut out = Vec::new();
        for r in all {
            if !seen.insert(r.from.clone()) {
                diags.push(Diagnostic::warning(format!(
                    "{PLUGIN_NAME}: multiple redirects are created with the same \"from\" pathname: path={}; only the first is kept",
                    r.from
                )));
            } else if existing.contains(r.from.as_str()) {
                diags.push(Diagnostic::warning(format!(
                    "{PLUGIN_NAME}: the redirect from {} to {} would override an existing page, and is ignored",
                    r.from, r.to
                )));
            } else {
                out.push(r);
            }
        }
        (out, diags)
    }
}

impl Plugin for ClientRedirectsPlugin {
    fn name(&self) -> &str {
        PLUGIN_NAME
    }

    fn id(&self) -> &str {
        &self.id
    }

    fn post_build(&self, ctx: &PostBuildContext<'_>) -> Result<PostBuildOutput, PluginError> {
        let base_url = ctx.config.base_url.as_str();
        let routes: Vec<String> = ctx.routes.iter().map(|r| relative_path(&r.page.route, base_url)).collect();
        let mut out = PostBuildOutput::default();
        let created = match (self.create_redirects, ctx.js) {
            (None, _) => Vec::new(),
            (Some(function), Some(js)) => match create::run(js, function, &routes) {
                Ok(created) => created,
                Err(d) => {
                    out.diagnostics.push(*d);
                    return Ok(out);
                }
            },
            (Some(_), None) => {
                out.diagnostics.push(Diagnostic::warning(format!(
                    "{PLUGIN_NAME}: `createRedirects` is a JS function and no Node host runs this config; the redirects it would create are not written"
                )));
                Vec::new()
            }
        };
        let (redirects, diagnostics) = self.collect(&routes, created, ctx.config.trailing_slash, base_url);
        out.diagnostics.extend(diagnostics);
        if out.diagnostics.iter().any(Diagnostic::is_error) {
            return Ok(out);
        }
        for r in redirects {
            let file = redirect_file_path(&r.from, ctx.config.trailing_slash);
            if ctx.out_dir.join(&file).exists() {
                out.diagnostics.push(Diagnostic::error(format!(
                    "{PLUGIN_NAME}: the redirect from {} would overwrite the existing file {file}",
                    r.from
                )));
                continue;
            }
            out.files.push((file, redirect_page(&to_url(base_url, &r.to)).into()));
        }
        Ok(out)
    }
}

/// A route path without the baseUrl (`/base/docs/a` → `/docs/a`).
fn relative_path(route: &str, base_url: &str) -> String {
    match route.strip_prefix(base_url) {
        Some(rest) => format!("/{rest}"),
        None => route.to_string(),
    }
}

fn has_extension(path: &str, extensions: &[String]) -> Option<usize> {
    extensions.iter().find(|e| path.ends_with(&format!(".{e}"))).map(|e| e.len() + 1)
}

/// `fromExtensions`: `/page.html` leads to `/page` (routes ending with `/` or an extension get none).
fn from_extensions(routes: &[String], extensions: &[String]) -> Vec<Redirect> {
    routes
        .iter()
        .filter(|p| !p.is_empty() && !p.ends_with('/') && has_extension(p, extensions).is_none())
        .flat_map(|p| extensions.iter().map(move |e| Redirect { from: format!("{p}.{e}"), to: p.clone() }))
        .collect()
}

/// `toExtensions`: `/page` leads to `/page.html`.
fn to_extensions(routes: &[String], extensions: &[String]) -> Vec<Redirect> {
    routes
        .iter()
        .filter_map(|p| has_extension(p, extensions).map(|len| Redirect { from: p[..p.len() - len].to_string(), to: p.clone() }))
        .collect()
}

/// Docusaurus's `applyTrailingSlash` on the pathname part (`/` and the baseUrl stay as they are).
fn apply_trailing_slash(to: &str, trailing_slash: Option<bool>, base_url: &str) -> String {
    if to.starts_with('#') || trailing_slash.is_none() {
        return to.to_string();
    }
    let end = to.find(['?', '#']).unwrap_or(to.len());
    let (pathname, rest) = to.split_at(end);
    if pathname == "/" || pathname == base_url {
        return to.to_string();
    }
    format!("{}{rest}", url::apply_trailing_slash(pathname, trailing_slash))
}

/// The decoded pathname of a target that is a site path (starts with `/`), to check it exists.
fn target_path(to: &str) -> Option<String> {
    if !to.starts_with('/') || to.starts_with("//") {
        return None;
    }
    let end = to.find(['?', '#']).unwrap_or(to.len());
    Some(url::percent_decode(&to[..end]))
}

/// Where the redirect page goes: `/a` → `a/index.html` (so the host prefers the real
/// `a.html`); with `trailingSlash: false`, `/a.html` → `a.html.html`.
fn redirect_file_path(from: &str, trailing_slash: Option<bool>) -> String {
    let from = from.trim_start_matches('/');
    let (dir, name) = match from.rsplit_once('/') {
        Some((d, n)) => (d, n),
        None => ("", from),
    };
    let file = if trailing_slash == Some(false) && name.ends_with(".html") {
        format!("{name}.html")
    } else if name.is_empty() {
        "index.html".to_string()
    } else {
        format!("{name}/index.html")
    };
    if dir.is_empty() {
        file
    } else {
        format!("{dir}/{file}")
    }
}

/// `normalizeUrl([baseUrl, to])` for a site path; any other target as written.
fn to_url(base_url: &str, to: &str) -> String {
    if to.starts_with('/') {
        let keep_slash = to.ends_with('/') || to.contains("/?") || to.contains("/#");
        let end = to.find(['?', '#']).unwrap_or(to.len());
        let mut joined = url::join([base_url, &to[..end]]);
        if keep_slash && !joined.ends_with('/') && end == to.len() {
            joined.push('/');
        }
        format!("{joined}{}", &to[end..])
    } else {
        to.to_string()
    }
}

/// JavaScript's `encodeURI`: UTF-8 percent-encoding of everything but the URI characters
/// (an existing `%` is encoded too, as `encodeURI` does).
fn encode_uri(s: &str) -> String {
    const KEEP: &str = ";,/?:@&=+$-_.!~*'()#";
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if c.is_ascii_alphanumeric() || KEEP.contains(c) {
            out.push(c);
        } else {
            let mut buf = [0u8; 4];
            for b in c.encode_utf8(&mut buf).bytes() {
                out.push_str(&format!("%{b:02X}"));
            }
        }
    }
    out
}

/// The escaping eta's `<%= %>` applies.
fn escape_html(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;").replace('\'', "&#39;")
}

/// The redirect page, as Docusaurus's template renders it. `?search#hash` of the visited URL
/// is forwarded unless the target has its own.
pub fn redirect_page(to_url: &str) -> String {
    let encoded = encode_uri(to_url);
    let forward = {
        let query = to_url.split_once('?').map(|(_, q)| q.split('#').next().unwrap_or("")).unwrap_or("");
        let hash = to_url.split_once('#').map(|(_, h)| h).unwrap_or("");
        query.is_empty() && hash.is_empty()
    };
    let to = escape_html(&encoded);
    let forwarding = if forward { " + window.location.search + window.location.hash" } else { "" };
    format!(
        "<!DOCTYPE html>\n<html>\n  <head>\n    <meta charset=\"UTF-8\">\n    <meta http-equiv=\"refresh\" content=\"0; url={to}\">\n    <link rel=\"canonical\" href=\"{to}\" />\n  </head>\n  <script>\n    window.location.href = '{to}'{forwarding};\n  </script>\n</html>"
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn plugin(options: Value) -> ClientRedirectsPlugin {
        ClientRedirectsPlugin::from_options(&options, &SiteConfig::default_for_test()).unwrap()
    }

    impl ClientRedirectsPlugin {
        fn collect_plain(&self, routes: &[String], trailing_slash: Option<bool>, base_url: &str) -> (Vec<Redirect>, Vec<Diagnostic>) {
            self.collect(routes, Vec::new(), trailing_slash, base_url)
        }
    }

    fn routes(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn extensions_work_both_ways() {
        let p = plugin(json!({"fromExtensions": ["html", "htm"], "toExtensions": ["php"]}));
        let (r, d) = p.collect_plain(&routes(&["/", "/a", "/dir/", "/legacy.php"]), None, "/");
        assert!(d.is_empty(), "{d:?}");
        let pairs: Vec<(&str, &str)> = r.iter().map(|r| (r.from.as_str(), r.to.as_str())).collect();
        assert_eq!(pairs, [("/a.html", "/a"), ("/a.htm", "/a"), ("/legacy.php.html", "/legacy.php"), ("/legacy.php.htm", "/legacy.php"), ("/legacy", "/legacy.php")]);
    }

    #[test]
    fn a_missing_target_is_an_error_and_an_existing_from_is_skipped() {
        let p = plugin(json!({"redirects": [{"from": "/x", "to": "/nowhere"}]}));
        let (_, d) = p.collect_plain(&routes(&["/a"]), None, "/");
        assert!(d[0].is_error() && d[0].to_string().contains("/nowhere"), "{d:?}");
        let p = plugin(json!({"redirects": [{"from": ["/a", "/b", "/b"], "to": "/c#top"}]}));
        let (r, d) = p.collect_plain(&routes(&["/a", "/c"]), None, "/");
        assert_eq!(r, [Redirect { from: "/b".into(), to: "/c#top".into() }]);
        assert_eq!(d.len(), 2);
        assert!(d.iter().all(|d| !d.is_error()));
    }

    #[test]
    fn trailing_slash_is_applied_to_targets() {
        let p = plugin(json!({"redirects": [{"from": "/old", "to": "/new?x=1"}]}));
        let (r, d) = p.collect_plain(&routes(&["/new/"]), Some(true), "/");
        assert!(d.is_empty(), "{d:?}");
        assert_eq!(r[0].to, "/new/?x=1");
    }

    #[test]
    fn file_paths_and_urls() {
        assert_eq!(redirect_file_path("/a/b", None), "a/b/index.html");
        assert_eq!(redirect_file_path("/a/b.html", Some(false)), "a/b.html.html");
        assert_eq!(redirect_file_path("/a/b.html", None), "a/b.html/index.html");
        assert_eq!(to_url("/base/", "/docs/x"), "/base/docs/x");
        assert_eq!(to_url("/base/", "/docs/x/"), "/base/docs/x/");
        assert_eq!(to_url("/base/", "https://e.com/a"), "https://e.com/a");
        assert_eq!(encode_uri("/é a?q=1&b#h"), "/%C3%A9%20a?q=1&b#h");
    }

    #[test]
    fn pages_forward_search_and_hash_only_without_their_own() {
        insta::assert_snapshot!(redirect_page("/docs/new"), @r###"
        <!DOCTYPE html>
        <html>
          <head>
            <meta charset="UTF-8">
            <meta http-equiv="refresh" content="0; url=/docs/new">
            <link rel="canonical" href="/docs/new" />
          </head>
          <script>
            window.location.href = '/docs/new' + window.location.search + window.location.hash;
          </script>
        </html>
        "###);
        assert!(redirect_page("/a?x=1&y=2").contains("window.location.href = '/a?x=1&amp;y=2';"));
    }
}
