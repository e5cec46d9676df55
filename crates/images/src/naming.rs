//! Output file names from the `name` template, and their URL form.

use crate::ImageError;

/// The values a template's placeholders take for one output file.
pub(crate) struct NameParts<'a> {
    pub(crate) name: &'a str,
    pub(crate) hash_hex: &'a str,
    pub(crate) width: u32,
    pub(crate) height: u32,
    pub(crate) ext: &'a str,
}

/// Every `[token]` of a template, with where it starts and ends.
fn tokens(template: &str) -> impl Iterator<Item = (usize, usize, &str)> {
    let mut from = 0;
    std::iter::from_fn(move || {
        let start = from + template[from..].find('[')?;
        let end = start + template[start..].find(']')?;
        from = end + 1;
        Some((start, end + 1, &template[start + 1..end]))
    })
}

/// The hash length a token asks for (`hash`, `hash:7`, `hash:hex:7`, `contenthash:8`), if it is one.
fn hash_length(token: &str) -> Option<Option<usize>> {
    let mut parts = token.split(':');
    if !matches!(parts.next(), Some("hash" | "contenthash")) {
        return None;
    }
    let rest: Vec<&str> = parts.collect();
    match rest.as_slice() {
        [] => Some(None),
        [len] | ["hex", len] => len.parse().ok().map(Some),
        _ => None,
    }
}

fn is_known(token: &str) -> bool {
    matches!(token, "name" | "width" | "height" | "ext") || hash_length(token).is_some()
}

/// Refuses templates with unknown placeholders, absolute paths or `..` segments.
pub(crate) fn validate_template(template: &str) -> Result<(), ImageError> {
    if let Some((_, _, token)) = tokens(template).find(|(_, _, t)| !is_known(t)) {
        return Err(ImageError::InvalidOptions {
            message: format!("`name` has the placeholder `[{token}]`; known: [name] [hash:hex:N] [width] [height] [ext]"),
        });
    }
    let escapes = template.starts_with('/') || template.contains('\\') || template.split('/').any(|segment| segment == "..");
    if escapes || template.is_empty() {
        return Err(ImageError::InvalidOptions { message: format!("`name` ({template}) must be a relative path inside the output folder") });
    }
    Ok(())
}

/// The template filled in.
pub(crate) fn render(template: &str, parts: &NameParts<'_>) -> String {
    let mut out = String::with_capacity(template.len() + 32);
    let mut last = 0;
    for (start, end, token) in tokens(template) {
        out.push_str(&template[last..start]);
        match token {
            "name" => out.push_str(parts.name),
            "width" => out.push_str(&parts.width.to_string()),
            "height" => out.push_str(&parts.height.to_string()),
            "ext" => out.push_str(parts.ext),
            _ => {
                let len = hash_length(token).flatten().unwrap_or(parts.hash_hex.len()).min(parts.hash_hex.len());
                out.push_str(&parts.hash_hex[..len]);
            }
        }
        last = end;
    }
    out.push_str(&template[last..]);
    out
}

/// A file stem safe as one path segment: path separators and control characters become `-`.
pub(crate) fn safe_stem(stem: &str) -> String {
    let cleaned: String = stem.chars().map(|c| if c == '/' || c == '\\' || c.is_control() { '-' } else { c }).collect();
    match cleaned.trim_matches('.') {
        "" => "image".into(),
        s => s.to_string(),
    }
}

/// The path as a URL path: bytes outside `A-Z a-z 0-9 - . _ ~ /` percent-encoded (a space or a
/// comma would break a `srcset`).
pub(crate) fn url_path(rel_path: &str) -> String {
    let mut out = String::with_capacity(rel_path.len());
    for byte in rel_path.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~/".contains(&byte) {
            out.push(byte as char);
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_the_docusaurus_template() {
        let parts = NameParts { name: "flow", hash_hex: "d7bcfd1aaaa", width: 1142, height: 700, ext: "png" };
        assert_eq!(render(crate::DEFAULT_NAME, &parts), "assets/ideal-img/flow.d7bcfd1.1142.png");
        assert_eq!(render("[name]-[hash:4]-[height].[ext]", &parts), "flow-d7bc-700.png");
    }

    #[test]
    fn refuses_unknown_placeholders_and_escaping_templates() {
        assert!(validate_template("img/[path][name].[ext]").is_err());
        assert!(validate_template("../[name].[ext]").is_err());
        assert!(validate_template("/abs/[name].[ext]").is_err());
        assert!(validate_template(crate::DEFAULT_NAME).is_ok());
    }

    #[test]
    fn url_paths_escape_what_breaks_srcset() {
        assert_eq!(url_path("assets/a b,c.png"), "assets/a%20b%2Cc.png");
        assert_eq!(url_path("é.png"), "%C3%A9.png");
        assert_eq!(safe_stem("../x"), "-x");
    }
}
