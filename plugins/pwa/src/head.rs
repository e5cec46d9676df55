//! `pwaHead`: the tags every page gets in its `<head>`; `href` and `content` values that name
//! a file get the base URL in front, as Docusaurus does.

use ferrosaurus_core::HtmlTag;

use crate::options::PwaHeadTag;

/// The attributes whose value may be a file path.
const PATH_ATTRIBUTES: &[&str] = &["href", "content"];

/// Whether `value` is a site path to a file: no URL scheme, no spaces, and a last segment with
/// an extension (`/img/icon.png`, `manifest.json`). Docusaurus tests `path.extname` alone,
/// which also prefixes `https://x/a.png` and `initial-scale=1.0`; those are left alone here.
fn is_file_path(value: &str) -> bool {
    let has_scheme = value.split_once(':').is_some_and(|(scheme, _)| !scheme.is_empty() && scheme.chars().all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c)));
    if has_scheme || value.starts_with("//") || value.chars().any(char::is_whitespace) {
        return false;
    }
    let path = value.split(['?', '#']).next().unwrap_or_default();
    let last = path.rsplit('/').next().unwrap_or_default();
    match last.rsplit_once('.') {
        Some((stem, ext)) => !stem.is_empty() && !ext.is_empty() && ext.chars().all(|c| c.is_ascii_alphanumeric()),
        None => false,
    }
}

/// `value` under the base URL, unless it is not a file path or already starts with it.
fn with_base_url(value: &str, base_url: &str) -> String {
    if !is_file_path(value) || value.starts_with(base_url) {
        return value.to_string();
    }
    format!("{}/{}", base_url.trim_end_matches('/'), value.trim_start_matches('/'))
}

/// The `pwaHead` entries as tags.
pub(crate) fn head_tags(tags: &[PwaHeadTag], base_url: &str) -> Vec<HtmlTag> {
    tags.iter()
        .map(|tag| {
            let attributes = tag.attributes.iter().map(|(name, value)| {
                let value = if PATH_ATTRIBUTES.contains(&name.as_str()) { with_base_url(value, base_url) } else { value.clone() };
                (name.clone(), value)
            });
            HtmlTag::element(tag.tag_name.clone(), attributes)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::options::PwaOptions;

    fn render(base_url: &str) -> String {
        let (options, _) = PwaOptions::parse(&serde_json::json!({"pwaHead": [
            {"tagName": "link", "rel": "icon", "href": "/img/pwa/icon-192.png"},
            {"tagName": "link", "rel": "manifest", "href": "manifest.json"},
            {"tagName": "meta", "name": "theme-color", "content": "#1b5e8c"},
            {"tagName": "meta", "name": "apple-mobile-web-app-capable", "content": "yes"},
            {"tagName": "link", "rel": "mask-icon", "href": "/docs/img/logo.svg", "color": "#1b5e8c"},
            {"tagName": "meta", "name": "msapplication-TileImage", "content": "/img/pwa/icon-144.png"},
            {"tagName": "link", "rel": "preconnect", "href": "https://cdn.example.com/x.css"},
            {"tagName": "meta", "name": "viewport", "content": "width=device-width, initial-scale=1.0"}
        ]}))
        .unwrap();
        head_tags(&options.pwa_head, base_url).iter().map(HtmlTag::to_html).collect::<Vec<_>>().join("\n")
    }

    #[test]
    fn file_paths_get_the_base_url() {
        insta::assert_snapshot!(render("/docs/"));
    }

    #[test]
    fn at_the_root_paths_stay_as_written() {
        let html = render("/");
        assert!(html.contains(r#"<link rel="manifest" href="/manifest.json">"#), "{html}");
        assert!(html.contains(r#"href="/img/pwa/icon-192.png""#), "{html}");
    }

    #[test]
    fn file_path_detection() {
        for yes in ["/a.png", "manifest.json", "/img/x.svg?v=2"] {
            assert!(is_file_path(yes), "{yes}");
        }
        for no in ["#1b5e8c", "yes", "https://x.com/a.png", "//cdn/a.js", "rgb(1, 2, 3)", "/img/", "/.well-known", "data:image/png;base64,AA"] {
            assert!(!is_file_path(no), "{no}");
        }
    }
}
