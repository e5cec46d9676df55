//! The `---` YAML block at the top of a doc: split off, parsed with serde_norway, each known
//! field checked for its type so a wrong one is reported at its own line.

use std::collections::HashMap;
use std::path::Path;

use ferrosaurus_core::{Diagnostic, FrontMatter, MarkdownSource};
use serde_json::{Map, Value};

/// A source split into its front matter and its body.
#[derive(Debug, Clone)]
pub struct ParsedSource<'s> {
    /// The typed front matter (default when the file has none).
    pub front_matter: FrontMatter,
    /// The text after the closing `---` (the whole source when there is no front matter).
    pub body: &'s str,
    /// 1-based line of the whole file where `body` starts.
    pub body_line: usize,
    /// Problems with individual fields (wrong types); the field is then ignored.
    pub diagnostics: Vec<Diagnostic>,
}

impl<'s> ParsedSource<'s> {
    /// The view of a source kept whole ([`MarkdownSource`]) that rendering takes; the field
    /// diagnostics were given when it was parsed ([`parse_markdown_source`]).
    pub fn of(source: &'s MarkdownSource) -> Self {
        Self { front_matter: source.front_matter.clone(), body: source.body(), body_line: source.body_line, diagnostics: Vec::new() }
    }
}

/// [`parse_front_matter`] for a text that is kept whole with its page (`Route::markdown`):
/// the source, where its body starts, its front matter, and the field diagnostics.
///
/// ```
/// # use std::path::Path;
/// let (md, diagnostics) = ferrosaurus_markdown::parse_markdown_source("---\ntitle: A\n---\n# A\n".into(), Path::new("a.md")).unwrap();
/// assert_eq!((md.body(), md.body_line, md.front_matter.title.as_deref()), ("# A\n", 4, Some("A")));
/// assert!(diagnostics.is_empty());
/// ```
pub fn parse_markdown_source(text: String, file: &Path) -> Result<(MarkdownSource, Vec<Diagnostic>), Diagnostic> {
    let ParsedSource { front_matter, body, body_line, diagnostics } = parse_front_matter(&text, file)?;
    let body_start = text.len() - body.len();
    Ok((MarkdownSource::new(text, body_start, body_line, front_matter), diagnostics))
}

/// Splits and parses the front matter. Only malformed YAML (or an unclosed block) is an `Err`;
/// a field of the wrong type is a diagnostic in the returned value.
///
/// ```
/// use std::path::Path;
/// let src = "---\ntitle: Intro\ntags: [a, b]\n---\n# Hello\n";
/// let parsed = ferrosaurus_markdown::parse_front_matter(src, Path::new("docs/intro.md")).unwrap();
/// assert_eq!(parsed.front_matter.title.as_deref(), Some("Intro"));
/// assert_eq!(parsed.body, "# Hello\n");
/// assert_eq!(parsed.body_line, 5);
/// ```
pub fn parse_front_matter<'s>(source: &'s str, file: &Path) -> Result<ParsedSource<'s>, Diagnostic> {
    let source = source.strip_prefix('\u{feff}').unwrap_or(source);
    let Some(block) = split_block(source) else {
        return Ok(ParsedSource {
            front_matter: FrontMatter::default(),
            body: source,
            body_line: 1,
            diagnostics: Vec::new(),
        });
    };
    let Some((yaml, body, body_line)) = block else {
        return Err(Diagnostic::error("front matter starts with `---` but has no closing `---` line")
            .at_line(file, 1)
            .with_help("end the front matter block with a line holding only `---`"));
    };
    let value = parse_yaml(yaml, file)?;
    let mut diagnostics = Vec::new();
    let front_matter = typed_front_matter(value, yaml, file, &mut diagnostics)?;
    Ok(ParsedSource { front_matter, body, body_line, diagnostics })
}

/// `None`: no front matter. `Some(None)`: opened but never closed. Otherwise the YAML text,
/// the body and the 1-based line where the body starts.
#[allow(clippy::type_complexity)]
fn split_block(source: &str) -> Option<Option<(&str, &str, usize)>> {
    let first_end = source.find('\n').unwrap_or(source.len());
    if source[..first_end].trim_end() != "---" {
        return None;
    }
    let yaml_start = (first_end + 1).min(source.len());
    let mut pos = yaml_start;
    let mut line = 2;
    while pos < source.len() {
        let end = source[pos..].find('\n').map_or(source.len(), |i| pos + i);
        if source[pos..end].trim_end() == "---" {
            let body_start = (end + 1).min(source.len());
            return Some(Some((&source[yaml_start..pos], &source[body_start..], line + 1)));
        }
        pos = end + 1;
        line += 1;
    }
    Some(None)
}

/// Deepest flow nesting (`[` and `{`) front matter may have. serde_norway refuses values nested
/// past 128 levels anyway, but only after its scanner has read the whole block, which takes
/// time quadratic in the depth (issue 13: 50,000 `[` took 17 s); refusing first changes no
/// outcome, only the time.
const MAX_FLOW_NESTING: usize = 1_000;

/// The 1-based YAML line where flow nesting first passes [`MAX_FLOW_NESTING`]. Brackets inside
/// quoted or plain scalars are counted too: an over-estimate only refuses absurd text.
fn too_deep(yaml: &str) -> Option<usize> {
    let mut depth = 0usize;
    let mut line = 1;
    for b in yaml.bytes() {
        match b {
            b'[' | b'{' => depth += 1,
            b']' | b'}' => depth = depth.saturating_sub(1),
            b'\n' => line += 1,
            _ => {}
        }
        if depth > MAX_FLOW_NESTING {
            return Some(line);
        }
    }
    None
}

fn parse_yaml(yaml: &str, file: &Path) -> Result<Value, Diagnostic> {
    if let Some(line) = too_deep(yaml) {
        return Err(Diagnostic::error(format!("front matter nested more than {MAX_FLOW_NESTING} levels deep"))
            .at_line(file, line + 1)
            .with_help("front matter must be valid YAML between two `---` lines"));
    }
    let parsed: serde_norway::Value = serde_norway::from_str(yaml).map_err(|e| {
        // The YAML starts on line 2 of the file (after `---`).
        let (line, column) = e.location().map_or((1, 1), |l| (l.line(), l.column()));
        let message = e.to_string();
        let message = message.split(" at line ").next().unwrap_or(&message).to_owned();
        Diagnostic::error(format!("malformed front matter YAML: {message}"))
            .at(file, line + 1, column)
            .with_help("front matter must be valid YAML between two `---` lines")
    })?;
    Ok(yaml_to_json(parsed))
}

fn yaml_to_json(value: serde_norway::Value) -> Value {
    use serde_norway::Value as Y;
    match value {
        Y::Null => Value::Null,
        Y::Bool(b) => Value::Bool(b),
        Y::Number(n) => {
            if let Some(i) = n.as_i64() {
                Value::from(i)
            } else if let Some(u) = n.as_u64() {
                Value::from(u)
            } else {
                n.as_f64().and_then(serde_json::Number::from_f64).map_or(Value::Null, Value::Number)
            }
        }
        Y::String(s) => Value::String(s),
        Y::Sequence(items) => Value::Array(items.into_iter().map(yaml_to_json).collect()),
        Y::Mapping(map) => Value::Object(
            map.into_iter().map(|(k, v)| (yaml_key(k), yaml_to_json(v))).collect(),
        ),
        Y::Tagged(tagged) => yaml_to_json(tagged.value),
    }
}

fn yaml_key(key: serde_norway::Value) -> String {
    match yaml_to_json(key) {
        Value::String(s) => s,
        other => other.to_string(),
    }
}

/// Line (1-based, in the whole file) of each top-level key.
fn key_lines(yaml: &str) -> HashMap<&str, usize> {
    let mut lines = HashMap::new();
    for (i, line) in yaml.lines().enumerate() {
        if line.starts_with([' ', '\t', '#', '-']) {
            continue;
        }
        if let Some(colon) = line.find(':') {
            let key = line[..colon].trim().trim_matches(['"', '\'']);
            lines.entry(key).or_insert(i + 2);
        }
    }
    lines
}

/// What a known field must hold.
#[derive(Clone, Copy)]
enum Expected {
    String,
    NullableString,
    Number,
    Bool,
    HeadingLevel,
    Tags,
    StringList,
    Object,
    Format,
}

fn expected_type(key: &str) -> Option<Expected> {
    use Expected::*;
    Some(match key {
        "id" | "title" | "sidebar_label" | "sidebar_class_name" | "sidebar_key" | "slug"
        | "description" | "image" | "pagination_label" => String,
        "displayed_sidebar" | "pagination_next" | "pagination_prev" | "custom_edit_url" => {
            NullableString
        }
        "sidebar_position" => Number,
        "hide_title" | "hide_table_of_contents" | "draft" | "unlisted" | "parse_number_prefixes" => {
            Bool
        }
        "toc_min_heading_level" | "toc_max_heading_level" => HeadingLevel,
        "tags" => Tags,
        "keywords" => StringList,
        "sidebar_custom_props" | "last_update" => Object,
        "format" => Format,
        _ => return None,
    })
}

/// Why `value` does not fit `expected`, or `None` when it does.
fn type_problem(key: &str, expected: Expected, value: &Value) -> Option<String> {
    let ok = match expected {
        Expected::String => value.is_string(),
        Expected::NullableString => value.is_string() || value.is_null(),
        Expected::Number => value.is_number(),
        Expected::Bool => value.is_boolean(),
        Expected::HeadingLevel => value.as_u64().is_some_and(|n| (2..=6).contains(&n)),
        Expected::Tags => return tags_problem(value),
        Expected::StringList => {
            value.as_array().is_some_and(|items| items.iter().all(Value::is_string))
        }
        Expected::Object => value.is_object(),
        Expected::Format => matches!(value.as_str(), Some("md" | "mdx" | "detect")),
    };
    if ok {
        return None;
    }
    Some(match expected {
        Expected::String => format!("{key} must be a string"),
        Expected::NullableString => format!("{key} must be a string or null"),
        Expected::Number => format!("{key} must be a number"),
        Expected::Bool => format!("{key} must be true or false"),
        Expected::HeadingLevel => format!("{key} must be an integer from 2 to 6"),
        Expected::StringList => format!("{key} must be a list of strings"),
        Expected::Object => format!("{key} must be an object"),
        Expected::Format => format!("{key} must be one of md, mdx, detect"),
        Expected::Tags => unreachable!("handled above"),
    })
}

fn tags_problem(value: &Value) -> Option<String> {
    let Some(items) = value.as_array() else {
        return Some("tags must be a list".to_owned());
    };
    for item in items {
        match item {
            Value::String(_) => {}
            Value::Object(map) => {
                if !map.get("label").is_some_and(Value::is_string) {
                    return Some("each tag object must have a string `label`".to_owned());
                }
                for key in ["permalink", "description"] {
                    if map.get(key).is_some_and(|v| !v.is_string() && !v.is_null()) {
                        return Some(format!("tag `{key}` must be a string"));
                    }
                }
            }
            _ => return Some("each tag must be a string or a {label, permalink} object".to_owned()),
        }
    }
    None
}

fn typed_front_matter(
    value: Value,
    yaml: &str,
    file: &Path,
    diagnostics: &mut Vec<Diagnostic>,
) -> Result<FrontMatter, Diagnostic> {
    let mut map = match value {
        Value::Null => Map::new(),
        Value::Object(map) => map,
        _ => {
            return Err(Diagnostic::error("front matter must be a mapping of keys to values")
                .at_line(file, 2)
                .with_help("write `key: value` lines between the `---` lines"))
        }
    };
    let lines = key_lines(yaml);
    let line_of = |key: &str| lines.get(key).copied().unwrap_or(2);
    let mut bad = Vec::new();
    for (key, value) in &map {
        let Some(expected) = expected_type(key) else { continue };
        if let Some(problem) = type_problem(key, expected, value) {
            diagnostics.push(Diagnostic::error(problem).at_line(file, line_of(key)));
            bad.push(key.clone());
        }
    }
    if let Some(Value::String(id)) = map.get("id") {
        if id.contains('/') {
            diagnostics.push(
                Diagnostic::error("id must not contain a slash")
                    .at_line(file, line_of("id"))
                    .with_help("the folder already forms the first part of the doc id"),
            );
            bad.push("id".to_owned());
        }
    }
    check_heading_range(&map, file, &line_of, diagnostics);
    for key in bad {
        map.remove(&key);
    }
    serde_json::from_value(Value::Object(map))
        .map_err(|e| Diagnostic::error(format!("front matter: {e}")).at_line(file, 2))
}

fn check_heading_range(
    map: &Map<String, Value>,
    file: &Path,
    line_of: &dyn Fn(&str) -> usize,
    diagnostics: &mut Vec<Diagnostic>,
) {
    let min = map.get("toc_min_heading_level").and_then(Value::as_u64);
    let max = map.get("toc_max_heading_level").and_then(Value::as_u64);
    if let (Some(min), Some(max)) = (min, max) {
        if min > max {
            diagnostics.push(
                Diagnostic::error("toc_min_heading_level must not be greater than toc_max_heading_level")
                    .at_line(file, line_of("toc_min_heading_level")),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(src: &str) -> Result<ParsedSource<'_>, Diagnostic> {
        parse_front_matter(src, Path::new("docs/a.md"))
    }

    #[test]
    fn no_front_matter_keeps_the_whole_body() {
        let p = parse("# Title\n").unwrap();
        assert_eq!(p.body, "# Title\n");
        assert_eq!(p.body_line, 1);
        assert_eq!(p.front_matter, FrontMatter::default());
    }

    #[test]
    fn reads_known_and_extra_fields() {
        let p = parse("---\nid: x\nsidebar_position: 2\ntags:\n  - a\n  - label: B\n    permalink: /b\npagination_next: null\napi: abc\n---\nbody").unwrap();
        assert!(p.diagnostics.is_empty(), "{:?}", p.diagnostics);
        let fm = &p.front_matter;
        assert_eq!(fm.id.as_deref(), Some("x"));
        assert_eq!(fm.sidebar_position, Some(2.0));
        assert_eq!(fm.tags.as_ref().map(Vec::len), Some(2));
        assert_eq!(fm.pagination_next, Some(None));
        assert_eq!(fm.extra["api"], "abc");
        assert_eq!(p.body, "body");
        assert_eq!(p.body_line, 11);
    }

    #[test]
    fn malformed_yaml_names_the_line() {
        let err = parse("---\ntitle: ok\ntags: [a, b\n---\n").unwrap_err();
        assert_eq!(err.file.as_deref(), Some(Path::new("docs/a.md")));
        assert!(err.line.unwrap() >= 3, "{err}");
        assert!(err.message.starts_with("malformed front matter YAML"), "{err}");
    }

    #[test]
    fn wrong_types_are_diagnostics_at_their_line() {
        let p = parse("---\ntitle: T\ntags: api\nhide_title: yes please\n---\n").unwrap();
        let msgs: Vec<_> = p.diagnostics.iter().map(|d| (d.message.as_str(), d.line)).collect();
        assert_eq!(msgs, [("tags must be a list", Some(3)), ("hide_title must be true or false", Some(4))]);
        assert_eq!(p.front_matter.title.as_deref(), Some("T"));
        assert_eq!(p.front_matter.tags, None);
    }

    #[test]
    fn unclosed_block_is_an_error() {
        let err = parse("---\ntitle: x\n").unwrap_err();
        assert_eq!(err.line, Some(1));
    }
}
