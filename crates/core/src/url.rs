//! URL path helpers shared by the plugins and the build.

/// Joins URL path segments with single slashes, keeping a leading slash and dropping empty
/// segments: `join(["/", "guides/", "/intro"]) == "/guides/intro"`.
pub fn join<'a>(parts: impl IntoIterator<Item = &'a str>) -> String {
    let mut out = String::from("/");
    for part in parts {
        for seg in part.split('/').filter(|s| !s.is_empty()) {
            if !out.ends_with('/') {
                out.push('/');
            }
            out.push_str(seg);
        }
    }
    out
}

/// Applies the `trailingSlash` policy to a route path (the root stays `/`).
///
/// Use [`apply_trailing_slash_with_base`] where the base URL is known: it also keeps the base
/// URL's own trailing slash, as Docusaurus does.
pub fn apply_trailing_slash(path: &str, trailing_slash: Option<bool>) -> String {
    apply_trailing_slash_with_base(path, trailing_slash, "/")
}

/// Docusaurus's `applyTrailingSlash`: with `trailingSlash` unset the path is left as written;
/// `true` adds a slash, `false` removes it, to the path part only (a `?query` or `#hash` is
/// kept), and never to `/` or to the base URL itself (`/base/` stays `/base/`). A path that is
/// only a `#hash` is left alone.
///
/// ```
/// use ferrosaurus_core::url::apply_trailing_slash_with_base as apply;
/// assert_eq!(apply("/docs/a#x", Some(true), "/"), "/docs/a/#x");
/// assert_eq!(apply("/base/", Some(false), "/base/"), "/base/");
/// assert_eq!(apply("/base/a/", Some(false), "/base/"), "/base/a");
/// assert_eq!(apply("/a/", None, "/"), "/a/");
/// ```
pub fn apply_trailing_slash_with_base(path: &str, trailing_slash: Option<bool>, base_url: &str) -> String {
    let Some(trailing) = trailing_slash else { return path.to_string() };
    if path.starts_with('#') {
        return path.to_string();
    }
    let end = path.find(['?', '#']).unwrap_or(path.len());
    let (pathname, rest) = path.split_at(end);
    if pathname == "/" || pathname == base_url {
        return path.to_string();
    }
    let fixed = if trailing {
        if pathname.ends_with('/') { pathname.to_string() } else { format!("{pathname}/") }
    } else {
        pathname.strip_suffix('/').unwrap_or(pathname).to_string()
    };
    format!("{fixed}{rest}")
}

/// Docusaurus's `withBaseUrl` for an absolute path: the base URL is put in front unless the
/// path already starts with it (or is the base URL without its slash). Anything that is not an
/// absolute path (`https://…`, `//cdn…`, `#x`, `./a`) is returned as is.
///
/// ```
/// use ferrosaurus_core::url::with_base_url;
/// assert_eq!(with_base_url("/docs/a", "/proj/"), "/proj/docs/a");
/// assert_eq!(with_base_url("/proj/docs/a", "/proj/"), "/proj/docs/a");
/// assert_eq!(with_base_url("/proj", "/proj/"), "/proj/");
/// assert_eq!(with_base_url("//cdn.example/x.js", "/proj/"), "//cdn.example/x.js");
/// assert_eq!(with_base_url("/docs/a", "/"), "/docs/a");
/// ```
pub fn with_base_url(path: &str, base_url: &str) -> String {
    if !path.starts_with('/') || path.starts_with("//") {
        return path.to_string();
    }
    let end = path.find(['?', '#']).unwrap_or(path.len());
    let (pathname, rest) = path.split_at(end);
    if pathname.starts_with(base_url) {
        path.to_string()
    } else if pathname == base_url.trim_end_matches('/') {
        format!("{base_url}{rest}")
    } else {
        format!("{base_url}{}", &path[1..])
    }
}

/// What `@docusaurus/Link` makes of an absolute path a page links to: [`with_base_url`], then
/// the `trailingSlash` policy, which is not applied to a file (`/files/spec.pdf`).
///
/// ```
/// use ferrosaurus_core::url::internal_link;
/// assert_eq!(internal_link("/docs/a#x", "/proj/", Some(true)), "/proj/docs/a/#x");
/// assert_eq!(internal_link("/files/spec.pdf", "/proj/", Some(true)), "/proj/files/spec.pdf");
/// assert_eq!(internal_link("https://x.io/a", "/proj/", Some(true)), "https://x.io/a");
/// ```
pub fn internal_link(path: &str, base_url: &str, trailing_slash: Option<bool>) -> String {
    if !path.starts_with('/') || path.starts_with("//") {
        return path.to_string();
    }
    let with_base = with_base_url(path, base_url);
    let pathname = with_base.split(['?', '#']).next().unwrap_or_default();
    let last = pathname.rsplit('/').next().unwrap_or_default();
    if last.rfind('.').is_some_and(|dot| dot > 0) {
        return with_base;
    }
    apply_trailing_slash_with_base(&with_base, trailing_slash, base_url)
}

/// The file a route's HTML is written to, relative to the output folder, as Docusaurus's
/// `pathnameToFilename` names it (the base URL removed first):
///
/// | route | `trailingSlash` unset | `true` | `false` |
/// |---|---|---|---|
/// | `/` | `index.html` | `index.html` | `index.html` |
/// | `/a/b` | `a/b/index.html` | `a/b/index.html` | `a/b.html` |
/// | `/a/b/` | `a/b/index.html` | `a/b/index.html` | `a/b/index.html` |
/// | `/404.html` | `404.html` | `404.html` | `404.html` |
///
/// A route outside the base URL is taken as relative to it.
///
/// ```
/// use ferrosaurus_core::url::html_file_for_route;
/// assert_eq!(html_file_for_route("/docs/intro", "/", Some(false)), "docs/intro.html");
/// assert_eq!(html_file_for_route("/base/docs/intro", "/base/", None), "docs/intro/index.html");
/// assert_eq!(html_file_for_route("/base/", "/base/", Some(false)), "index.html");
/// ```
pub fn html_file_for_route(route: &str, base_url: &str, trailing_slash: Option<bool>) -> String {
    let pathname = match route.strip_prefix(base_url) {
        Some(rest) => format!("/{rest}"),
        None if format!("{route}/") == base_url => "/".to_string(),
        None => route.to_string(),
    };
    let file = pathname.trim_start_matches('/');
    let lower = file.to_ascii_lowercase();
    if lower.ends_with(".html") || lower.ends_with(".htm") {
        return file.to_string();
    }
    let folder = |f: &str| if f.is_empty() { "index.html".to_string() } else { format!("{}/index.html", f.trim_end_matches('/')) };
    match trailing_slash {
        Some(false) if !pathname.ends_with('/') => format!("{file}.html"),
        _ => folder(file),
    }
}

/// Where ferrosaurus writes a route's page data (`__page.json`, what client navigation loads),
/// relative to the output folder: under `__data/pages/`, so no layout ever gets a folder
/// beside a page's `.html` file. `/` → `__data/pages/__page.json`, `/a/b` and `/a/b/` →
/// `__data/pages/a/b/__page.json` (base URL removed; a `.html` route such as `/404.html` loses
/// its extension, so no folder is named like a page).
pub fn page_data_file_for_route(route: &str, base_url: &str) -> String {
    let rel = route.strip_prefix(base_url).unwrap_or(route).trim_matches('/');
    let rel = rel.strip_suffix(".html").unwrap_or(rel);
    if rel.is_empty() { "__data/pages/__page.json".to_string() } else { format!("__data/pages/{rel}/__page.json") }
}

/// Kebab-case as lodash's `kebabCase` does it for ASCII words: splits camelCase, digits and
/// non-alphanumerics, lowercases, joins with `-`. `getAdminPlatformsId` → `get-admin-platforms-id`.
pub fn kebab_case(s: &str) -> String {
    let mut words: Vec<String> = Vec::new();
    let mut cur = String::new();
    let chars: Vec<char> = s.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if !c.is_alphanumeric() {
            if !cur.is_empty() {
                words.push(std::mem::take(&mut cur));
            }
            continue;
        }
        if let Some(&prev) = cur.chars().last().as_ref() {
            let next = chars.get(i + 1).copied();
            let boundary = (prev.is_lowercase() && c.is_uppercase())
                || (prev.is_uppercase() && c.is_uppercase() && next.is_some_and(char::is_lowercase))
                || (prev.is_alphabetic() && c.is_numeric())
                || (prev.is_numeric() && c.is_alphabetic());
            if boundary {
                words.push(std::mem::take(&mut cur));
            }
        }
        cur.push(c);
    }
    if !cur.is_empty() {
        words.push(cur);
    }
    words.iter().map(|w| w.to_lowercase()).collect::<Vec<_>>().join("-")
}

/// Decodes `%XX` escapes of a URL path (invalid escapes are kept as written; bytes that are
/// not UTF-8 become U+FFFD).
pub fn percent_decode(s: &str) -> String {
    percent_encoding::percent_decode_str(s).decode_utf8_lossy().into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn joins() {
        assert_eq!(join(["/", "guides/", "/intro"]), "/guides/intro");
        assert_eq!(join(["/", "/"]), "/");
        assert_eq!(join(["/base/", "docs", "a/b/"]), "/base/docs/a/b");
    }

    #[test]
    fn kebab() {
        assert_eq!(kebab_case("getAdminPlatformsId"), "get-admin-platforms-id");
        assert_eq!(kebab_case("postAdminPlatformsPlatformIdActivate"), "post-admin-platforms-platform-id-activate");
        assert_eq!(kebab_case("postAdminPlatformsPlatformIDActivate"), "post-admin-platforms-platform-id-activate");
        assert_eq!(kebab_case("Getting Started"), "getting-started");
        assert_eq!(kebab_case("ID Token"), "id-token");
        assert_eq!(kebab_case("putApiLineitemsLineitemid"), "put-api-lineitems-lineitemid");
    }

    #[test]
    fn percent_decoding() {
        assert_eq!(percent_decode("/a%20b/%2e%2e"), "/a b/..");
        assert_eq!(percent_decode("100%"), "100%");
        assert_eq!(percent_decode("%zz%4"), "%zz%4");
        assert_eq!(percent_decode("%C3%A9"), "é");
        assert_eq!(percent_decode("%+1%-1"), "%+1%-1", "a sign is not a hex digit");
        assert_eq!(percent_decode("%FF"), "\u{FFFD}");
    }

    #[test]
    fn trailing() {
        assert_eq!(apply_trailing_slash("/a", Some(true)), "/a/");
        assert_eq!(apply_trailing_slash("/a/", Some(false)), "/a");
        assert_eq!(apply_trailing_slash("/", Some(false)), "/");
        assert_eq!(apply_trailing_slash("/a", None), "/a");
        assert_eq!(apply_trailing_slash("/a/?q=1#h", Some(false)), "/a?q=1#h");
        assert_eq!(apply_trailing_slash("#h", Some(true)), "#h");
        assert_eq!(apply_trailing_slash_with_base("/base/", Some(false), "/base/"), "/base/");
        assert_eq!(apply_trailing_slash_with_base("/base", Some(true), "/base/"), "/base/");
    }

    #[test]
    fn html_files_for_each_trailing_slash_setting() {
        let mut table = String::new();
        for (route, base) in [("/", "/"), ("/a/b", "/"), ("/a/b/", "/"), ("/404.html", "/"), ("/base/", "/base/"), ("/base", "/base/"), ("/base/a", "/base/"), ("/base/a/", "/base/")] {
            let files: Vec<String> = [None, Some(true), Some(false)].iter().map(|ts| html_file_for_route(route, base, *ts)).collect();
            table.push_str(&format!("{route} (base {base}): {}\n", files.join(" | ")));
        }
        assert_eq!(
            table,
            "/ (base /): index.html | index.html | index.html\n\
             /a/b (base /): a/b/index.html | a/b/index.html | a/b.html\n\
             /a/b/ (base /): a/b/index.html | a/b/index.html | a/b/index.html\n\
             /404.html (base /): 404.html | 404.html | 404.html\n\
             /base/ (base /base/): index.html | index.html | index.html\n\
             /base (base /base/): index.html | index.html | index.html\n\
             /base/a (base /base/): a/index.html | a/index.html | a.html\n\
             /base/a/ (base /base/): a/index.html | a/index.html | a/index.html\n"
        );
        assert_eq!(page_data_file_for_route("/", "/"), "__data/pages/__page.json");
        assert_eq!(page_data_file_for_route("/base/a/b/", "/base/"), "__data/pages/a/b/__page.json");
        assert_eq!(page_data_file_for_route("/404.html", "/"), "__data/pages/404/__page.json");
    }
}
