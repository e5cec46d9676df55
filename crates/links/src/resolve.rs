//! Turning an href found on a page into the site path it points to, as a browser would.

use std::borrow::Cow;

/// An internal link resolved against the page that makes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Resolved {
    /// Absolute URL path, still percent-encoded, `.` and `..` applied.
    pub(crate) path: String,
    /// `?...` including the `?`, or empty.
    pub(crate) query: String,
    /// The fragment without `#`, when the link has one.
    pub(crate) fragment: Option<String>,
}

impl Resolved {
    /// Path, query and hash again, as Docusaurus prints a resolved link.
    pub(crate) fn serialize(&self) -> String {
        let mut out = format!("{}{}", self.path, self.query);
        if let Some(f) = &self.fragment {
            out.push('#');
            out.push_str(f);
        }
        out
    }
}

/// Resolves `href` found on the page served at `page_url`. `None` for links that leave the
/// site (any scheme, `//host`), for empty hrefs and for a bare `#`.
pub(crate) fn resolve(href: &str, page_url: &str) -> Option<Resolved> {
    let href = href.trim();
    if href.is_empty() || href == "#" || has_scheme(href) || href.starts_with("//") {
        return None;
    }
    let (rest, fragment) = match href.split_once('#') {
        Some((r, f)) => (r, Some(f.to_owned())),
        None => (href, None),
    };
    let (path, query) = match rest.split_once('?') {
        Some((p, q)) => (p, format!("?{q}")),
        None => (rest, String::new()),
    };
    let page_path = page_url.split(['?', '#']).next().unwrap_or("/");
    let joined = if path.is_empty() {
        page_path.to_owned()
    } else if path.starts_with('/') {
        path.to_owned()
    } else {
        let dir = &page_path[..page_path.rfind('/').map_or(0, |i| i + 1)];
        format!("{dir}{path}")
    };
    Some(Resolved { path: remove_dot_segments(&joined), query, fragment })
}

/// `scheme:` as in RFC 3986 (letters, digits, `+`, `-`, `.`, starting with a letter).
fn has_scheme(href: &str) -> bool {
    let Some(colon) = href.find(':') else { return false };
    let scheme = &href[..colon];
    scheme.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
        && scheme.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'))
        && !scheme.contains('/')
}

/// `/a/./b/../c` → `/a/c`; `..` never climbs above `/`; a trailing slash is kept.
fn remove_dot_segments(path: &str) -> String {
    if path.starts_with('/') && !path.split('/').any(|segment| segment == "." || segment == "..") {
        return path.to_owned();
    }
    let mut out: Vec<&str> = Vec::new();
    let segments: Vec<&str> = path.split('/').skip(1).collect();
    let last = segments.len().saturating_sub(1);
    let mut trailing = false;
    for (i, seg) in segments.iter().enumerate() {
        match *seg {
            "." => trailing = i == last,
            ".." => {
                out.pop();
                trailing = i == last;
            }
            s => {
                out.push(s);
                trailing = false;
            }
        }
    }
    let mut joined = format!("/{}", out.join("/"));
    if trailing && !joined.ends_with('/') {
        joined.push('/');
    }
    joined
}

/// Percent-decodes (invalid UTF-8 is kept lossily so the comparison still works).
pub(crate) fn decode(s: &str) -> Cow<'_, str> {
    percent_encoding::percent_decode_str(s).decode_utf8_lossy()
}

/// The key a route is matched by: decoded, without trailing slash, lowercase (react-router
/// matches routes without `strict` and without `sensitive`, as Docusaurus uses it).
pub(crate) fn route_key(path: &str) -> String {
    let decoded = decode(path);
    let trimmed = decoded.trim_end_matches('/');
    if trimmed.is_empty() {
        "/".to_owned()
    } else {
        trimmed.to_lowercase()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(href: &str, page: &str) -> Option<String> {
        resolve(href, page).map(|r| r.serialize())
    }

    #[test]
    fn resolves_like_a_browser() {
        assert_eq!(r("/a/b", "/x/y").as_deref(), Some("/a/b"));
        assert_eq!(r("c", "/x/y").as_deref(), Some("/x/c"));
        assert_eq!(r("c", "/x/y/").as_deref(), Some("/x/y/c"));
        assert_eq!(r("../c?q=1#h", "/x/y/z").as_deref(), Some("/x/c?q=1#h"));
        assert_eq!(r("#h", "/x/y").as_deref(), Some("/x/y#h"));
        assert_eq!(r("?q", "/x/y").as_deref(), Some("/x/y?q"));
        assert_eq!(r("../../../../c", "/x/").as_deref(), Some("/c"));
        assert_eq!(r("./", "/x/y").as_deref(), Some("/x/"));
        assert_eq!(r("/a//b/", "/x").as_deref(), Some("/a//b/"));
        assert_eq!(r("/a/./b/..", "/x").as_deref(), Some("/a/"));
    }

    #[test]
    fn leaving_the_site_is_not_checked() {
        for href in ["https://e.com/x", "mailto:a@b.c", "tel:1", "javascript:void(0)", "//cdn.e.com/x.js", "data:image/png;base64,x", "", "#"] {
            assert_eq!(r(href, "/x"), None, "{href}");
        }
    }

    #[test]
    fn route_keys_ignore_trailing_slash_case_and_encoding() {
        assert_eq!(route_key("/Docs/Caf%C3%A9/"), route_key("/docs/café"));
        assert_eq!(route_key("/"), "/");
    }
}
