//! Doc ids, slugs and permalinks, computed as Docusaurus's docs plugin does.

/// Splits a Docusaurus number prefix: `"01-intro"` → `("intro", Some(1))`. Names that look
/// like dates or versions (`2021-11-foo`, `7.0-foo`) are left alone.
///
/// ```
/// use ferrosaurus_content_docs::strip_number_prefix;
/// assert_eq!(strip_number_prefix("01-intro"), ("intro", Some(1.0)));
/// assert_eq!(strip_number_prefix("2021-11-notes"), ("2021-11-notes", None));
/// ```
pub fn strip_number_prefix(name: &str) -> (&str, Option<f64>) {
    let digits = name.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return (name, None);
    }
    let rest = &name[digits..];
    // ignored pattern: digits, one separator, digits
    let mut sep_then = rest.chars();
    if matches!(sep_then.next(), Some('-' | '_' | '.')) && sep_then.next().is_some_and(|c| c.is_ascii_digit()) {
        return (name, None);
    }
    let after_spaces = rest.trim_start_matches(' ');
    let after_seps = after_spaces.trim_start_matches(['-', '_', '.']);
    if after_seps.len() == after_spaces.len() {
        return (name, None); // no separator
    }
    let suffix = after_seps.trim_start_matches(' ');
    match suffix.chars().next() {
        Some(c) if !matches!(c, '-' | '_' | '.') && !c.is_whitespace() => (suffix, name[..digits].parse().ok()),
        _ => (name, None),
    }
}

/// Strips number prefixes from every segment of a `/`-separated dir path.
pub(crate) fn strip_dir_prefixes(dir: &str) -> String {
    dir.split('/').filter(|s| !s.is_empty() && *s != ".").map(|s| strip_number_prefix(s).0).collect::<Vec<_>>().join("/")
}

/// True for `index`, `readme` (any case) or a file named like its folder.
pub(crate) fn is_category_index(file_stem: &str, dir: &str) -> bool {
    let stem = strip_number_prefix(file_stem).0.to_lowercase();
    let folder = dir.rsplit('/').next().map(|f| strip_number_prefix(f).0.to_lowercase());
    stem == "index" || stem == "readme" || folder.as_deref() == Some(stem.as_str())
}

/// Why a slug is invalid.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum SlugError {
    /// `..` would leave the docs root.
    EscapesRoot,
    /// Characters a URL path cannot hold.
    Invalid,
}

/// Resolves `slug` (front matter) or the default against the doc's stripped dir, as a URL path
/// starting with `/`. Rejects slugs that climb above the root.
pub(crate) fn resolve_slug(front_matter_slug: Option<&str>, base_id: &str, stripped_dir: &str, category_index: bool) -> Result<String, SlugError> {
    let (base, slug) = match front_matter_slug {
        Some(s) if s.starts_with('/') => ("", s.to_string()),
        Some(s) => (stripped_dir, s.to_string()),
        None if category_index => ("", format!("/{stripped_dir}")),
        None => (stripped_dir, base_id.to_string()),
    };
    if slug.contains(['?', '#', '\\']) || slug.chars().any(char::is_control) {
        return Err(SlugError::Invalid);
    }
    let mut segments: Vec<&str> = base.split('/').filter(|s| !s.is_empty()).collect();
    for seg in slug.split('/') {
        match seg {
            "" | "." => {}
            ".." => {
                if segments.pop().is_none() {
                    return Err(SlugError::EscapesRoot);
                }
            }
            s => segments.push(s),
        }
    }
    let mut out = format!("/{}", segments.join("/"));
    if slug.ends_with('/') && out.len() > 1 {
        out.push('/');
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn number_prefixes() {
        assert_eq!(strip_number_prefix("01-intro"), ("intro", Some(1.0)));
        assert_eq!(strip_number_prefix("2 - setup"), ("setup", Some(2.0)));
        assert_eq!(strip_number_prefix("3_a.b"), ("a.b", Some(3.0)));
        assert_eq!(strip_number_prefix("2021-11-foo"), ("2021-11-foo", None));
        assert_eq!(strip_number_prefix("7.0-foo"), ("7.0-foo", None));
        assert_eq!(strip_number_prefix("intro"), ("intro", None));
        assert_eq!(strip_number_prefix("12"), ("12", None));
        assert_eq!(strip_number_prefix("01-"), ("01-", None));
        assert_eq!(strip_dir_prefixes("01-guides/02-api"), "guides/api");
    }

    #[test]
    fn category_index_names() {
        assert!(is_category_index("index", "guides"));
        assert!(is_category_index("README", "guides"));
        assert!(is_category_index("guides", "x/guides"));
        assert!(is_category_index("01-guides", "x/02-guides"));
        assert!(!is_category_index("introduction", "guides"));
    }

    #[test]
    fn slugs() {
        assert_eq!(resolve_slug(None, "intro", "guides", false).unwrap(), "/guides/intro");
        assert_eq!(resolve_slug(None, "index", "guides/lms", true).unwrap(), "/guides/lms");
        assert_eq!(resolve_slug(None, "index", "", true).unwrap(), "/");
        assert_eq!(resolve_slug(Some("/glossary"), "index", "glossary", true).unwrap(), "/glossary");
        assert_eq!(resolve_slug(Some("other"), "intro", "guides", false).unwrap(), "/guides/other");
        assert_eq!(resolve_slug(Some("../top"), "intro", "guides", false).unwrap(), "/top");
        assert_eq!(resolve_slug(Some("../../x"), "intro", "guides", false), Err(SlugError::EscapesRoot));
        assert_eq!(resolve_slug(Some("/../x"), "intro", "", false), Err(SlugError::EscapesRoot));
        assert_eq!(resolve_slug(Some("a?b"), "intro", "", false), Err(SlugError::Invalid));
    }
}
