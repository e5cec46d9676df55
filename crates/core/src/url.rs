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
pub fn apply_trailing_slash(path: &str, trailing_slash: Option<bool>) -> String {
    match trailing_slash {
        Some(true) if !path.ends_with('/') => format!("{path}/"),
        Some(false) if path.len() > 1 && path.ends_with('/') => path.trim_end_matches('/').to_string(),
        _ => path.to_string(),
    }
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

/// Decodes `%XX` escapes of a URL path (invalid escapes are kept as written).
pub fn percent_decode(s: &str) -> String {
    if !s.contains('%') {
        return s.to_string();
    }
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            if let Some(b) = s.get(i + 1..i + 3).and_then(|h| u8::from_str_radix(h, 16).ok()) {
                out.push(b);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
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
    }

    #[test]
    fn trailing() {
        assert_eq!(apply_trailing_slash("/a", Some(true)), "/a/");
        assert_eq!(apply_trailing_slash("/a/", Some(false)), "/a");
        assert_eq!(apply_trailing_slash("/", Some(false)), "/");
        assert_eq!(apply_trailing_slash("/a", None), "/a");
    }
}
