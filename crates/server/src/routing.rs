//! What a request path means, before any file is read: a redirect, a list of files to try,
//! or a bad request. Mirrors `docusaurus serve` (serve-handler with `cleanUrls: true` and the
//! site's `trailingSlash`, behind Docusaurus's own baseUrl handling):
//!
//! | request | trailingSlash unset | `true` | `false` |
//! |---|---|---|---|
//! | `/a` | `a/index.html` or `a.html` | 301 → `/a/` | `a/index.html` or `a.html` |
//! | `/a/` | `a/index.html` or `a.html` | `a/index.html` or `a.html` | 301 → `/a` |
//! | `/a.html`, `/a/index` | 301 → `/a` | 301 → `/a` | 301 → `/a` |
//!
//! A path outside `baseUrl` answers 302 → `baseUrl`. With a `baseUrl` other than `/`,
//! Docusaurus fixes the trailing slash itself before serve-handler sees the request (302, for
//! paths that do not look like assets), and serve-handler's own redirects lose the base URL
//! (a Docusaurus bug); here every `Location` keeps it.

use axum::http::StatusCode;
use percent_encoding::{utf8_percent_encode, AsciiSet, CONTROLS};

use crate::files::SitePath;
use crate::options::TrailingSlash;

/// What to do with a request path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Route {
    /// Answer with a redirect.
    Redirect {
        /// 301 or 302.
        status: StatusCode,
        /// The `Location`, encoded, query kept.
        location: String,
    },
    /// Serve the first of these that is a file, else the 404 page.
    Files(Vec<SitePath>),
    /// The path cannot name a file of the site (`..`, NUL, backslash, bad encoding).
    BadRequest,
}

/// Characters `encodeURI` leaves alone are kept; the rest of a path is percent-encoded.
const LOCATION: &AsciiSet = &CONTROLS.add(b' ').add(b'"').add(b'<').add(b'>').add(b'`').add(b'{').add(b'}').add(b'|').add(b'\\').add(b'^').add(b'%');

/// Decides what `path` (raw, as in the request line) with `query` means.
pub(crate) fn route(path: &str, query: Option<&str>, base_url: &str, trailing_slash: TrailingSlash) -> Route {
    let with_query = |p: &str| match query {
        Some(q) => format!("{p}?{q}"),
        None => p.to_string(),
    };
    if !path.starts_with(base_url) {
        return Route::Redirect { status: StatusCode::FOUND, location: base_url.to_string() };
    }
    if base_url != "/" && !looks_like_asset(path) {
        let normalized = apply_trailing_slash(path, trailing_slash, base_url);
        if normalized != path {
            return Route::Redirect { status: StatusCode::FOUND, location: with_query(&normalized) };
        }
    }
    let rest = &path[base_url.len() - 1..];
    let Ok(decoded) = percent_encoding::percent_decode_str(rest).decode_utf8() else { return Route::BadRequest };
    if decoded.split('/').any(|s| s == "." || s == ".." || s.contains(['\\', '\0'])) {
        return Route::BadRequest;
    }
    if let Some(target) = clean_url_redirect(&decoded).or_else(|| slash_redirect(&decoded, trailing_slash)) {
        let location = format!("{}{}", base_url, utf8_percent_encode(target.trim_start_matches('/'), LOCATION));
        return Route::Redirect { status: StatusCode::MOVED_PERMANENTLY, location: with_query(&location) };
    }
    Route::Files(candidates(&collapse_slashes(&decoded)))
}

/// Docusaurus's test for "an asset" before it fixes trailing slashes: a 1-4 character
/// alphanumeric extension at the end.
fn looks_like_asset(path: &str) -> bool {
    let last = path.rsplit('/').next().unwrap_or_default();
    last.rfind('.').is_some_and(|dot| {
        let ext = &last[dot + 1..];
        (1..=4).contains(&ext.len()) && ext.bytes().all(|b| b.is_ascii_alphanumeric())
    })
}

/// Docusaurus's `applyTrailingSlash` on a path: the root and the base URL stay as they are.
fn apply_trailing_slash(path: &str, trailing_slash: TrailingSlash, base_url: &str) -> String {
    if path == "/" || path == base_url {
        return path.to_string();
    }
    match trailing_slash {
        TrailingSlash::Always if !path.ends_with('/') => format!("{path}/"),
        TrailingSlash::Never if path.ends_with('/') => path[..path.len() - 1].to_string(),
        _ => path.to_string(),
    }
}

/// serve-handler's `cleanUrls`: `/a.html` and `/a/index` redirect to `/a` (one suffix per hop).
fn clean_url_redirect(decoded: &str) -> Option<String> {
    let stripped = decoded.strip_suffix(".html").or_else(|| decoded.strip_suffix("/index"))?;
    Some(ensure_slash_start(&collapse_slashes(stripped)))
}

/// serve-handler's `trailingSlash` redirect (and its collapse of `//`).
fn slash_redirect(decoded: &str, trailing_slash: TrailingSlash) -> Option<String> {
    let trailed = decoded.ends_with('/');
    let name = decoded.trim_end_matches('/').rsplit('/').next().unwrap_or_default();
    let has_extension = name.rfind('.').is_some_and(|i| i > 0 && i + 1 < name.len());
    let mut target = match trailing_slash {
        TrailingSlash::Never if trailed => Some(decoded[..decoded.len() - 1].to_string()),
        TrailingSlash::Always if !trailed && !has_extension && !name.starts_with('.') => Some(format!("{decoded}/")),
        _ => None,
    };
    if trailing_slash != TrailingSlash::Unset && decoded.contains("//") {
        target = Some(collapse_slashes(decoded));
    }
    target.filter(|t| !t.is_empty()).map(|t| ensure_slash_start(&t))
}

fn collapse_slashes(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    for c in path.chars() {
        if !(c == '/' && out.ends_with('/')) {
            out.push(c);
        }
    }
    out
}

fn ensure_slash_start(path: &str) -> String {
    if path.starts_with('/') { path.to_string() } else { format!("/{path}") }
}

/// serve-handler's lookup order: the path itself when it has an extension, then
/// `<path>/index.html`, then `<path>.html`, then the path itself.
fn candidates(decoded: &str) -> Vec<SitePath> {
    let bare = decoded.trim_end_matches('/');
    let exact = SitePath::parse(bare);
    let mut out = Vec::with_capacity(3);
    if let Some(p) = exact.as_ref().filter(|p| p.extension().is_some()) {
        out.push(p.clone());
    }
    let index = if bare.is_empty() { "index.html".to_string() } else { format!("{bare}/index.html") };
    out.extend(SitePath::parse(&index));
    if !bare.is_empty() {
        out.extend(SitePath::parse(&format!("{bare}.html")));
    }
    if let Some(p) = exact.filter(|p| p.extension().is_none() && !p.as_str().is_empty()) {
        out.push(p);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn show(path: &str, base: &str, ts: TrailingSlash) -> String {
        match route(path, None, base, ts) {
            Route::Redirect { status, location } => format!("{} {location}", status.as_u16()),
            Route::Files(c) => c.iter().map(|p| p.as_str().to_string()).collect::<Vec<_>>().join(" | "),
            Route::BadRequest => "400".into(),
        }
    }

    #[test]
    fn answers_like_docusaurus_serve_for_each_trailing_slash_setting() {
        let mut table = String::new();
        for base in ["/", "/base/"] {
            for ts in [TrailingSlash::Unset, TrailingSlash::Always, TrailingSlash::Never] {
                for rel in ["", "a", "a/", "a.html", "a/index", "a/index.html", "a/b.js", "a/.well", "x//y", "v1.2/c"] {
                    let path = format!("{base}{rel}");
                    table.push_str(&format!("{base:6} {ts:?}\t{path:20} => {}\n", show(&path, base, ts)));
                }
            }
        }
        table.push_str(&format!("outside base => {}\n", show("/elsewhere", "/base/", TrailingSlash::Unset)));
        table.push_str(&format!("base without slash => {}\n", show("/base", "/base/", TrailingSlash::Never)));
        insta::assert_snapshot!(table);
    }

    #[test]
    fn query_is_kept_in_redirects() {
        let r = route("/a.html", Some("x=1"), "/", TrailingSlash::Unset);
        assert_eq!(r, Route::Redirect { status: StatusCode::MOVED_PERMANENTLY, location: "/a?x=1".into() });
        let r = route("/base/a", Some("q"), "/base/", TrailingSlash::Always);
        assert_eq!(r, Route::Redirect { status: StatusCode::FOUND, location: "/base/a/?q".into() });
    }

    #[test]
    fn traversal_never_reaches_a_file() {
        for bad in ["/../etc/passwd", "/%2e%2e/etc/passwd", "/a/..%2f..%2fetc", "/a/%2E%2E/x", "/..\\x", "/a%5c..%5cb", "/a%00b", "/%ff"] {
            assert_eq!(route(bad, None, "/", TrailingSlash::Unset), Route::BadRequest, "{bad}");
        }
    }
}
