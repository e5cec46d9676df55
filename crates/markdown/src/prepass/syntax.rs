//! Small pure helpers of the MDX layer: indentation, fences, ESM lines, directive titles,
//! literal values, URLs, heading id forms.

use crate::jsx::{self, JsValue};
use ferrosaurus_core::TocItem;


/// Columns of leading whitespace (a tab counts to the next multiple of 4).
pub(super) fn indent_of(line: &str) -> usize {
    let mut col = 0;
    for c in line.chars() {
        match c {
            ' ' => col += 1,
            '\t' => col += 4 - col % 4,
            _ => break,
        }
    }
    col
}

/// `line` with up to `n` columns of leading whitespace removed.
pub(super) fn dedent(line: &str, n: usize) -> &str {
    let mut col = 0;
    for (i, c) in line.char_indices() {
        if col >= n {
            return &line[i..];
        }
        match c {
            ' ' => col += 1,
            '\t' => col += 4 - col % 4,
            _ => return &line[i..],
        }
    }
    ""
}

pub(super) fn is_blank(line: &str) -> bool {
    line.trim().is_empty()
}


/// Position of a `{` (outside code spans) that is not closed on this line and opens a comment
/// (or any expression, in MDX).
pub(super) fn unclosed_brace(text: &str, mdx: bool) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b'`' => i = skip_code_span(bytes, i),
            b'{' => match jsx::expression_end(text, i) {
                Some(end) => i = end,
                None => return (mdx || text[i..].starts_with("{/*")).then_some(i),
            },
            _ => i += 1,
        }
    }
    None
}

/// Index after the code span starting at `start`, or `start + run` when it is not closed.
pub(super) fn skip_code_span(bytes: &[u8], start: usize) -> usize {
    let run = bytes[start..].iter().take_while(|&&b| b == b'`').count();
    let mut i = start + run;
    while i < bytes.len() {
        if bytes[i] == b'`' {
            let r = bytes[i..].iter().take_while(|&&b| b == b'`').count();
            if r == run {
                return i + r;
            }
            i += r;
        } else {
            i += 1;
        }
    }
    start + run
}

/// `> > text` -> (`> > `, `text`): the blockquote markers and what follows them.
pub(super) fn split_quote_prefix(line: &str) -> Option<(&str, &str)> {
    let trimmed = line.trim_start();
    if !trimmed.starts_with('>') {
        return None;
    }
    let mut end = line.len() - trimmed.len();
    let bytes = line.as_bytes();
    while end < bytes.len() && (bytes[end] == b'>' || bytes[end] == b' ') {
        end += 1;
    }
    Some((&line[..end], &line[end..]))
}

/// A fence opening: (char, length).
pub(super) fn fence_open(trimmed: &str) -> Option<(u8, usize)> {
    let ch = *trimmed.as_bytes().first()?;
    if ch != b'`' && ch != b'~' {
        return None;
    }
    let len = trimmed.bytes().take_while(|&b| b == ch).count();
    if len < 3 || (ch == b'`' && trimmed[len..].contains('`')) {
        return None;
    }
    Some((ch, len))
}

/// A line that starts an ESM block: `import x from '..'`, `import '..'`, `import {`,
/// `export const ...` and friends. Prose such as "import the file" is not one.
pub(super) fn is_esm_start(trimmed: &str) -> bool {
    if let Some(rest) = trimmed.strip_prefix("import") {
        let rest = rest.trim_start();
        return rest.starts_with(['{', '*', '\'', '"'])
            || (trimmed.starts_with("import ") && (rest.contains(" from '") || rest.contains(" from \"") || rest.ends_with('{')));
    }
    if let Some(rest) = trimmed.strip_prefix("export") {
        let rest = rest.trim_start();
        let word = rest.split(|c: char| !c.is_ascii_alphanumeric()).next().unwrap_or("");
        return rest.starts_with(['{', '*'])
            || matches!(word, "const" | "let" | "var" | "function" | "default" | "class" | "async");
    }
    false
}

/// Title from the directive label: `[Title]`, `{title="..."}` or the rest of the line.
pub(super) fn directive_title(rest: &str) -> (Option<String>, Option<String>) {
    let rest = rest.trim();
    if rest.is_empty() {
        return (None, None);
    }
    if let Some(label) = rest.strip_prefix('[') {
        let mut depth = 1;
        for (i, c) in label.char_indices() {
            match c {
                '[' => depth += 1,
                ']' => {
                    depth -= 1;
                    if depth == 0 {
                        let title = label[..i].trim();
                        return ((!title.is_empty()).then(|| title.to_owned()), None);
                    }
                }
                _ => {}
            }
        }
        return (None, Some("admonition title `[` is never closed".to_owned()));
    }
    if rest.starts_with('{') {
        let title = rest
            .find("title=\"")
            .and_then(|s| rest[s + 7..].find('"').map(|e| rest[s + 7..s + 7 + e].to_owned()));
        return (title, None);
    }
    (Some(rest.to_owned()), None)
}

/// Names an import line binds: `import X from`, `import {A, B as C} from`, `import X, {Y} from`,
/// `import * as N from`. Continuation lines of a multi-line `{...}` list also work.
pub(super) fn imported_names(line: &str) -> Vec<String> {
    let line = line.trim();
    let spec = match line.strip_prefix("import") {
        Some(rest) => rest.split(" from ").next().unwrap_or(""),
        None if !line.starts_with("export") => line.split(" from ").next().unwrap_or(""),
        None => return Vec::new(),
    };
    let mut names = Vec::new();
    for part in spec.split([',', '{', '}']) {
        let part = part.trim();
        let name = match part.rsplit_once(" as ") {
            Some((_, alias)) => alias.trim(),
            None => part.trim_start_matches("* "),
        };
        if !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$') {
            names.push(name.to_owned());
        }
    }
    names
}

/// The statements of an ESM block: split at `;` and at line starts that begin a new
/// `import`/`export`, outside strings, template literals, comments and brackets. So
/// `import A from 'a'; import B from 'b';` on one line is two statements.
pub(super) fn esm_statements(block: &str) -> Vec<&str> {
    let bytes = block.as_bytes();
    let mut statements = Vec::new();
    let mut depth = 0usize;
    let mut start = 0;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'{' | b'[' | b'(' => depth += 1,
            b'}' | b']' | b')' => depth = depth.saturating_sub(1),
            q @ (b'"' | b'\'' | b'`') => i = jsx::quoted_end(bytes, i, q).unwrap_or(bytes.len()),
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                i = block[i + 2..].find("*/").map_or(bytes.len(), |e| i + 2 + e + 1);
            }
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                i = block[i..].find('\n').map_or(bytes.len(), |e| i + e - 1);
            }
            b';' if depth == 0 => {
                statements.push(&block[start..i]);
                start = i + 1;
            }
            b'\n' if depth == 0 && is_esm_start(block[i + 1..].trim_start()) => {
                statements.push(&block[start..i]);
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    statements.push(&block[start.min(block.len())..]);
    statements.retain(|s| !s.trim().is_empty());
    statements
}

/// `export const NAME = literal` (one statement, possibly over several lines): the name and
/// the value.
pub(super) fn exported_literal(line: &str) -> Option<(String, JsValue)> {
    let rest = line.trim().strip_prefix("export const ")?;
    let (name, value) = rest.split_once('=')?;
    let name = name.trim();
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$') {
        return None;
    }
    let value = jsx::eval_literal(value.trim().trim_end_matches(';'))?;
    Some((name.to_owned(), value))
}

/// `values={[{label, value}]}` of Tabs as (value, label) pairs.
pub(super) fn tab_labels(values: Option<JsValue>) -> Vec<(String, String)> {
    let Some(JsValue::Array(items)) = values else { return Vec::new() };
    items
        .into_iter()
        .filter_map(|item| {
            let JsValue::Object(fields) = item else { return None };
            let get = |k: &str| {
                fields.iter().find(|(n, _)| n == k).and_then(|(_, v)| match v {
                    JsValue::Str(s) => Some(s.clone()),
                    _ => None,
                })
            };
            let value = get("value")?;
            Some((value.clone(), get("label").unwrap_or(value)))
        })
        .collect()
}

/// The code inside `<CodeBlock>`: a template literal `{`...`}` or plain text.
pub(super) fn code_block_children(body: &str) -> String {
    let trimmed = body.trim();
    if let Some(inner) = trimmed.strip_prefix("{`").and_then(|s| s.strip_suffix("`}")) {
        return inner.replace("\\`", "`").replace("\\$", "$").trim_matches('\n').to_owned();
    }
    if let Some(inner) = trimmed.strip_prefix('{').and_then(|s| s.strip_suffix('}')) {
        if let Some(JsValue::Str(s)) = jsx::eval_literal(inner) {
            return s;
        }
    }
    let lines: Vec<&str> = body.trim_matches('\n').lines().collect();
    let common = lines.iter().filter(|l| !is_blank(l)).map(|l| indent_of(l)).min().unwrap_or(0);
    lines.iter().map(|l| dedent(l, common)).collect::<Vec<_>>().join("\n")
}

/// A string value inserted into Markdown: ASCII punctuation backslash-escaped so it stays text.
pub(super) fn push_markdown_literal(out: &mut String, s: &str) {
    for c in s.chars() {
        if c.is_ascii_punctuation() {
            out.push('\\');
        }
        if c == '\n' {
            out.push(' ');
        } else {
            out.push(c);
        }
    }
}

/// `{{color: 'red', fontSize: 12}}` as CSS text.
pub(super) fn style_object(expr: &str) -> Option<String> {
    let JsValue::Object(fields) = jsx::eval_literal(expr)? else { return None };
    let mut css = String::new();
    for (key, value) in fields {
        for c in key.chars() {
            if c.is_ascii_uppercase() {
                css.push('-');
                css.push(c.to_ascii_lowercase());
            } else {
                css.push(c);
            }
        }
        css.push(':');
        match value {
            JsValue::Str(s) => css.push_str(&s),
            JsValue::Num(0.0) => css.push('0'),
            JsValue::Num(n) => css.push_str(&format!("{}px", jsx::format_number(n))),
            _ => return None,
        }
        css.push(';');
    }
    Some(css)
}

/// True for a relative reference (not absolute, no scheme, not a fragment or data URI).
pub(crate) fn is_relative_url(url: &str) -> bool {
    !(url.is_empty()
        || url.starts_with('/')
        || url.starts_with('#')
        || url.starts_with("data:")
        || has_scheme(url))
}

/// `scheme:` prefix (http:, mailto:, ...).
pub(crate) fn has_scheme(url: &str) -> bool {
    let Some(colon) = url.find(':') else { return false };
    let scheme = &url[..colon];
    !scheme.is_empty()
        && scheme.starts_with(|c: char| c.is_ascii_alphabetic())
        && scheme.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'))
}

/// `<!-- #id -->` or `{/* #id */}` at the end of a heading source line.
pub(super) fn trailing_comment_id(source: &str) -> Option<String> {
    let (open, close) = if source.ends_with("*/}") {
        ("{/*", "*/}")
    } else if source.ends_with("-->") {
        ("<!--", "-->")
    } else {
        return None;
    };
    let start = source.rfind(open)?;
    let inner = source.get(start + open.len()..source.len() - close.len())?;
    if inner.contains(close.trim_end_matches('}')) {
        return None; // two comments, or a comment and code: not an id (Docusaurus 3.10)
    }
    // as Docusaurus 3.10 reads it: the comment's first word, when it starts with `#`
    let id = inner.trim().split(' ').next()?.strip_prefix('#')?;
    (!id.is_empty()).then(|| id.to_owned())
}

/// Removes a trailing `{#id}` from a heading line.
pub(super) fn split_brace_id(line: &str) -> (String, Option<String>) {
    let trimmed = line.trim_end();
    let trimmed = trimmed.trim_end_matches('#').trim_end();
    if let Some(body) = trimmed.strip_suffix('}') {
        if let Some(start) = body.rfind("{#") {
            let id = &body[start + 2..];
            if !id.is_empty() && !id.contains(char::is_whitespace) && !id.contains('{') {
                return (body[..start].trim_end().to_owned(), Some(id.to_owned()));
            }
        }
    }
    (line.to_owned(), None)
}

/// A fence info string `mdx-code-block` (Docusaurus renders its content as MDX).
pub(super) fn is_mdx_code_block(fence_line: &str) -> bool {
    fence_line.trim_start_matches(['`', '~']).split_whitespace().next() == Some("mdx-code-block")
}

/// `frontMatter.a.b` / `frontMatter['a']`: the keys, or `None` for any other expression.
pub(super) fn front_matter_path(expr: &str) -> Option<Vec<&str>> {
    let mut rest = expr.trim().strip_prefix("frontMatter")?;
    let mut keys = Vec::new();
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix('.').or_else(|| rest.strip_prefix("?.")) {
            let end = after.find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '$')).unwrap_or(after.len());
            if end == 0 {
                return None;
            }
            keys.push(&after[..end]);
            rest = &after[end..];
        } else if let Some(after) = rest.strip_prefix("['").or_else(|| rest.strip_prefix("[\"")) {
            let end = after.find(['\'', '"'])?;
            keys.push(&after[..end]);
            rest = after[end + 1..].strip_prefix(']')?;
        } else {
            return None;
        }
    }
    (!keys.is_empty()).then_some(keys)
}

/// One `{value, id, level}` object of an exported `toc`.
pub(super) fn toc_item(value: &JsValue) -> Option<TocItem> {
    let JsValue::Object(fields) = value else { return None };
    let get = |k: &str| fields.iter().find(|(n, _)| n == k).map(|(_, v)| v);
    let (Some(JsValue::Str(text)), Some(JsValue::Str(id)), Some(JsValue::Num(level))) = (get("value"), get("id"), get("level")) else {
        return None;
    };
    Some(TocItem { value: text.clone(), id: id.clone(), level: *level as u8 })
}
