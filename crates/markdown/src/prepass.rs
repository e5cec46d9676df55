//! The MDX layer, as a line-preserving rewrite before CommonMark parsing.
//!
//! pulldown-cmark knows neither `:::` admonitions nor JSX components nor MDX expressions, so
//! this pass rewrites the body first: container openings and closings (admonitions, Tabs,
//! TabItem, details, Admonition, unknown components) become `<!--fs:N-->` / `<!--fs:/N-->`
//! marker lines (HTML comment blocks, which CommonMark lets interrupt a paragraph), content
//! inside JSX containers is de-indented (MDX has no indented code), import/export blocks and
//! `{/* comments */}` are blanked, literal `{expressions}` are inlined and inline JSX/HTML
//! tags with expression attributes become plain HTML. Every input line maps to exactly one
//! output line, so parser offsets still give the right line numbers.

use std::collections::HashMap;
use std::path::Path;

use ferrosaurus_core::Diagnostic;

use crate::escape::push_escaped;
use crate::jsx::{self, AttrValue, JsValue, JsxTag};
use crate::LinkResolver;

/// A block the renderer wraps around (or puts in place of) Markdown content.
#[derive(Debug, Clone)]
pub(crate) enum Container {
    /// `:::type[title]` or `<Admonition type title>`.
    Admonition {
        /// The keyword as written (`tip`, `important`, ...).
        kind: String,
        /// Title as inline Markdown, if given.
        title: Option<String>,
    },
    /// `<Tabs>`: its items are filled in as the TabItems are read.
    Tabs {
        group_id: Option<String>,
        query_string: Option<String>,
        default_value: Option<String>,
        /// `values={[{label, value}]}` labels.
        labels: Vec<(String, String)>,
        items: Vec<TabInfo>,
    },
    /// `<TabItem>`.
    TabItem {
        /// Index of the enclosing Tabs container.
        tabs: Option<usize>,
        value: String,
        class_name: Option<String>,
        /// Content written on the tag's own line, as inline Markdown.
        inline: Option<String>,
    },
    /// `<details>` with its `<summary>` (inline Markdown).
    Details { summary: Option<String>, open: bool },
    /// `<CodeBlock>`: rendered whole at its marker.
    CodeBlock { language: Option<String>, meta: String, code: String, line: usize },
    /// A component this layer cannot render: its children are kept.
    Transparent,
}

/// One tab of a Tabs block, as the header needs it.
#[derive(Debug, Clone)]
pub(crate) struct TabInfo {
    pub(crate) value: String,
    pub(crate) label: Option<String>,
    pub(crate) default: bool,
}

/// The rewritten body and what the renderer needs beside it.
#[derive(Debug, Default)]
pub(crate) struct Prepared {
    /// Same number of lines as the body.
    pub(crate) text: String,
    pub(crate) containers: Vec<Container>,
    /// Custom heading ids by 0-based body line.
    pub(crate) heading_ids: HashMap<usize, String>,
    pub(crate) diagnostics: Vec<Diagnostic>,
}

/// Where a diagnostic points: the file and the body's first line.
pub(crate) struct Place<'a> {
    pub(crate) file: &'a Path,
    pub(crate) body_line: usize,
}

impl Place<'_> {
    fn line(&self, idx: usize) -> usize {
        self.body_line + idx
    }
    fn warn(&self, idx: usize, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::warning(msg).at_line(self.file, self.line(idx))
    }
    fn error(&self, idx: usize, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::error(msg).at_line(self.file, self.line(idx))
    }
}

/// What kind of open container sits on the stack.
#[derive(Debug, Clone, PartialEq)]
enum Opener {
    Colons(usize),
    Tag(String),
}

#[derive(Debug)]
struct Open {
    id: usize,
    opener: Opener,
    tag_indent: usize,
    parent_strip: usize,
    strip: Option<usize>,
    line: usize,
}

/// JSX names with their own rendering.
const CONTAINER_TAGS: &[&str] = &["Tabs", "TabItem", "details", "Admonition"];

/// Theme components a doc must import (with where from) before using them.
const IMPORTED_COMPONENTS: &[(&str, &str)] = &[
    ("Tabs", "@theme/Tabs"),
    ("TabItem", "@theme/TabItem"),
    ("Admonition", "@theme/Admonition"),
    ("CodeBlock", "@theme/CodeBlock"),
    ("DocCardList", "@theme/DocCardList"),
    ("IdealImage", "@theme/IdealImage"),
    ("Link", "@docusaurus/Link"),
];

/// HTML elements without content: JSX (so MDX) requires `<br />`, not `<br>`.
const VOID_ELEMENTS: &[&str] =
    &["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"];

/// Components that render to nothing visible on their own and are fine to ignore silently.
const SILENT_COMPONENTS: &[&str] = &["BrowserWindow", "Fragment", ""];

struct Prepass<'a> {
    mdx: bool,
    place: Place<'a>,
    resolver: &'a dyn LinkResolver,
    lines: Vec<&'a str>,
    out: Prepared,
    stack: Vec<Open>,
    fence: Option<(u8, usize)>,
    /// Block tags handled so far on the current line (they recurse).
    same_line_tags: usize,
    /// `export const NAME = literal` values of the ESM blocks.
    constants: HashMap<String, JsValue>,
    /// Names bound by the doc's `import` statements.
    imported: std::collections::HashSet<String>,
    /// First line using each theme component that needs an import.
    used_components: Vec<(&'static str, usize)>,
}

/// Block tags read from one line; the rest is text.
const MAX_TAGS_PER_LINE: usize = 16;

/// Runs the MDX layer over `body`.
pub(crate) fn prepare(
    body: &str,
    mdx: bool,
    place: Place<'_>,
    resolver: &dyn LinkResolver,
) -> Prepared {
    let lines: Vec<&str> = body.split('\n').collect();
    let mut pass = Prepass {
        mdx,
        place,
        resolver,
        lines,
        out: Prepared { text: String::with_capacity(body.len() + 64), ..Prepared::default() },
        stack: Vec::new(),
        fence: None,
        same_line_tags: 0,
        constants: HashMap::new(),
        imported: std::collections::HashSet::new(),
        used_components: Vec::new(),
    };
    pass.run();
    pass.out
}

/// Columns of leading whitespace (a tab counts to the next multiple of 4).
fn indent_of(line: &str) -> usize {
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
fn dedent(line: &str, n: usize) -> &str {
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

fn is_blank(line: &str) -> bool {
    line.trim().is_empty()
}

impl<'a> Prepass<'a> {
    fn run(&mut self) {
        let mut idx = 0;
        let mut at_esm_boundary = true;
        while idx < self.lines.len() {
            let raw = self.lines[idx];
            let consumed = self.line(idx, raw, at_esm_boundary);
            at_esm_boundary = is_blank(raw);
            for _ in 1..consumed {
                self.newline();
            }
            idx += consumed;
            if idx < self.lines.len() {
                self.newline();
            }
        }
        self.close_remaining();
        self.check_imports();
    }

    /// Notes the first use of a component that Docusaurus only knows when imported.
    fn note_use(&mut self, name: &str, idx: usize) {
        if let Some((component, _)) = IMPORTED_COMPONENTS.iter().find(|(c, _)| *c == name) {
            if !self.used_components.iter().any(|(c, _)| c == component) {
                self.used_components.push((component, idx));
            }
        }
    }

    /// Docusaurus's MDX fails on a theme component used without its import: warn, since the
    /// site must build with Docusaurus too.
    fn check_imports(&mut self) {
        for &(component, idx) in &self.used_components {
            if self.imported.contains(component) {
                continue;
            }
            let module = IMPORTED_COMPONENTS.iter().find(|(c, _)| *c == component).map_or("", |(_, m)| m);
            self.out.diagnostics.push(
                self.place
                    .warn(idx, format!("<{component}> is used without importing it; Docusaurus would fail on this page"))
                    .with_help(format!("add `import {component} from '{module}';` at the top of the file")),
            );
        }
    }

    fn newline(&mut self) {
        self.out.text.push('\n');
    }

    fn current_strip(&self) -> usize {
        self.stack.last().map_or(0, |o| o.strip.unwrap_or(o.parent_strip))
    }

    /// Handles the line at `idx`; returns how many input lines it consumed (>= 1). Writes the
    /// output for the first line only; the caller adds the newlines.
    fn line(&mut self, idx: usize, raw: &'a str, esm_ok: bool) -> usize {
        let raw = raw.strip_suffix('\r').unwrap_or(raw);
        if let Some((ch, len)) = self.fence {
            let strip = self.current_strip();
            let line = dedent(raw, strip);
            let t = line.trim();
            if t.len() >= len && t.bytes().all(|b| b == ch) {
                self.fence = None;
            }
            self.out.text.push_str(line);
            return 1;
        }
        if is_blank(raw) {
            return 1;
        }
        let indent = indent_of(raw);
        if let Some(top) = self.stack.last_mut() {
            if top.strip.is_none() {
                top.strip = Some(top.parent_strip + indent.saturating_sub(top.tag_indent));
            }
        }
        let strip = self.current_strip();
        let line = dedent(raw, strip);
        let trimmed = line.trim_start();
        if let Some(fence) = fence_open(trimmed) {
            self.fence = Some(fence);
            self.out.text.push_str(line);
            return 1;
        }
        if trimmed.starts_with(":::") && self.admonition_line(idx, line, indent) {
            return 1;
        }
        if let Some((prefix, inner)) = split_quote_prefix(line) {
            if inner.starts_with(":::") {
                let before = self.out.text.len();
                self.out.text.push_str(prefix);
                if self.admonition_line(idx, inner, 0) {
                    return 1;
                }
                self.out.text.truncate(before);
            }
        }
        if esm_ok && self.stack.is_empty() && indent == 0 && is_esm_start(trimmed) {
            return self.skip_esm(idx);
        }
        if trimmed.starts_with('<') {
            if let Some(consumed) = self.block_tag(idx, line, indent) {
                return consumed;
            }
        }
        self.inline_line(idx, line)
    }

    fn push_marker(&mut self, indent: usize, id: usize, close: bool) {
        for _ in 0..indent {
            self.out.text.push(' ');
        }
        self.out.text.push_str(if close { "<!--fs:/" } else { "<!--fs:" });
        self.out.text.push_str(&id.to_string());
        self.out.text.push_str("-->");
    }

    fn open(&mut self, container: Container, opener: Opener, indent: usize, idx: usize) -> usize {
        let id = self.out.containers.len();
        self.out.containers.push(container);
        let parent_strip = self.current_strip();
        self.push_marker(indent.saturating_sub(parent_strip), id, false);
        self.stack.push(Open { id, opener, tag_indent: indent, parent_strip, strip: None, line: idx });
        id
    }

    fn close_top(&mut self, indent: usize) {
        if let Some(open) = self.stack.pop() {
            self.push_marker(indent.saturating_sub(open.parent_strip), open.id, true);
        }
    }

    fn close_remaining(&mut self) {
        while let Some(open) = self.stack.pop() {
            if let Opener::Tag(name) = &open.opener {
                let d = if self.mdx {
                    self.place.error(open.line, format!("<{name}> is never closed"))
                } else {
                    self.place.warn(open.line, format!("<{name}> is never closed"))
                };
                self.out.diagnostics.push(d.with_help(format!("add </{name}> where its content ends")));
            }
            self.out.text.push('\n');
            self.push_marker(0, open.id, true);
        }
    }

    // ---------------------------------------------------------------- admonitions

    /// `:::type[title]{attrs}`, `:::type title` or a closing `:::`. False when the line is
    /// not a directive after all (then it is text).
    fn admonition_line(&mut self, idx: usize, line: &str, indent: usize) -> bool {
        let trimmed = line.trim();
        let colons = trimmed.bytes().take_while(|&b| b == b':').count();
        let rest = trimmed[colons..].trim_start();
        if rest.is_empty() {
            let closes = matches!(self.stack.last(), Some(Open { opener: Opener::Colons(n), .. }) if *n <= colons);
            if closes {
                self.close_top(indent);
            }
            return closes;
        }
        let kind_len = rest
            .bytes()
            .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_'))
            .count();
        if kind_len == 0 {
            return false;
        }
        let kind = rest[..kind_len].to_ascii_lowercase();
        let (title, problem) = directive_title(&rest[kind_len..]);
        if let Some(problem) = problem {
            self.out.diagnostics.push(self.place.warn(idx, problem));
        }
        if !crate::widgets::is_admonition_kind(&kind) {
            self.out.diagnostics.push(
                self.place
                    .warn(idx, format!("unknown admonition type `:::{kind}`; rendered as a plain block"))
                    .with_help("use note, tip, info, warning, danger or caution"),
            );
        }
        self.open(Container::Admonition { kind, title }, Opener::Colons(colons), indent, idx);
        true
    }

    // ---------------------------------------------------------------- ESM

    /// Skips an ESM block (up to the next blank line), remembering `export const NAME = literal`
    /// values so `{NAME}` can be inlined.
    fn skip_esm(&mut self, idx: usize) -> usize {
        let mut end = idx;
        while end < self.lines.len() && !is_blank(self.lines[end]) {
            if let Some((name, value)) = exported_literal(self.lines[end]) {
                self.constants.insert(name, value);
            }
            self.imported.extend(imported_names(self.lines[end]));
            end += 1;
        }
        end - idx
    }

    // ---------------------------------------------------------------- block-level tags

    /// Reads a tag starting the line, joining following lines when the tag spans several.
    fn read_tag(&self, idx: usize, line: &str) -> Option<(JsxTag, usize, String)> {
        let start = line.trim_start();
        if let Some(tag) = jsx::parse_tag(start) {
            return Some((tag, 1, start.to_owned()));
        }
        let second = start[1..].trim_start_matches('/');
        if !second.starts_with(jsx::is_name_start) {
            return None;
        }
        let mut joined = start.to_owned();
        for (n, next) in self.lines.iter().enumerate().skip(idx + 1).take(40) {
            joined.push('\n');
            joined.push_str(next);
            if let Some(tag) = jsx::parse_tag(&joined) {
                return Some((tag, n - idx + 1, joined));
            }
        }
        None
    }

    /// A line that starts with a container tag. `None` when it is not one (inline handling).
    fn block_tag(&mut self, idx: usize, line: &str, indent: usize) -> Option<usize> {
        let (tag, consumed, joined) = self.read_tag(idx, line)?;
        let rest = joined[tag.len..].trim();
        let name = tag.name.clone();
        if name == "summary" && !tag.closing {
            return Some(self.summary(idx, &joined[tag.len..]));
        }
        if name == "CodeBlock" && !tag.closing {
            return Some(self.code_block_tag(idx, &tag, &joined[tag.len..], consumed, indent));
        }
        let is_container = CONTAINER_TAGS.contains(&name.as_str());
        let is_component = name.starts_with(|c: char| c.is_ascii_uppercase()) || name.is_empty();
        if !is_container && !(is_component && (rest.is_empty() || tag.closing)) {
            return None;
        }
        if !is_container && tag.self_closing {
            return None; // DocCardList, IdealImage... handled inline.
        }
        if tag.closing {
            self.closing_tag(idx, &name, indent, is_container);
            self.rest_of_line(idx, rest, consumed, indent);
            return Some(consumed);
        }
        let container = self.container_for(idx, &tag)?;
        if name == "TabItem" && !rest.is_empty() {
            if let Some(inner) = rest.strip_suffix("</TabItem>") {
                let mut container = container;
                if let Container::TabItem { inline, .. } = &mut container {
                    *inline = Some(inner.to_owned());
                }
                self.open(container, Opener::Tag(name), indent, idx);
                self.close_top(0);
                return Some(consumed);
            }
        }
        self.open(container, Opener::Tag(name.clone()), indent, idx);
        if tag.self_closing {
            self.close_top(0);
        }
        self.rest_of_line(idx, rest, consumed, indent);
        Some(consumed)
    }

    /// What follows a block tag on its line (`<Tabs><TabItem value="a">`,
    /// `</TabItem></Tabs>`, `<details><summary>..</summary>`): more block tags, handled in turn.
    fn rest_of_line(&mut self, idx: usize, rest: &str, consumed: usize, indent: usize) {
        if rest.is_empty() || consumed != 1 {
            return;
        }
        if rest.starts_with('<') && self.same_line_tags < MAX_TAGS_PER_LINE {
            self.same_line_tags += 1;
            let handled = self.block_tag(idx, rest, indent).is_some();
            self.same_line_tags -= 1;
            if handled {
                return;
            }
        }
        self.out.text.push(' ');
        self.rewrite_inline_into_text(idx, rest);
    }

    fn rewrite_inline_into_text(&mut self, idx: usize, text: &str) {
        let mut out = String::with_capacity(text.len());
        self.rewrite_inline(idx, text, &mut out);
        self.out.text.push_str(&out);
    }

    fn closing_tag(&mut self, idx: usize, name: &str, indent: usize, is_container: bool) {
        let top_matches = matches!(self.stack.last(), Some(Open { opener: Opener::Tag(n), .. }) if n == name);
        if top_matches {
            self.close_top(indent);
            return;
        }
        let open_elsewhere = self.stack.iter().any(|o| o.opener == Opener::Tag(name.to_owned()));
        if open_elsewhere {
            // Close the unclosed ones in between, reporting them.
            while let Some(top) = self.stack.last() {
                if top.opener == Opener::Tag(name.to_owned()) {
                    break;
                }
                let what = match &top.opener {
                    Opener::Tag(n) => format!("<{n}>"),
                    Opener::Colons(_) => "admonition `:::`".to_owned(),
                };
                let d = self.place.error(top.line, format!("{what} is never closed before </{name}>"));
                self.out.diagnostics.push(d);
                self.close_top(0);
                self.out.text.push(' ');
            }
            self.close_top(indent);
        } else if is_container {
            let msg = format!("closing tag </{name}> has no matching opening tag");
            let d = if self.mdx { self.place.error(idx, msg) } else { self.place.warn(idx, msg) };
            self.out.diagnostics.push(d);
        }
    }

    fn container_for(&mut self, idx: usize, tag: &JsxTag) -> Option<Container> {
        self.note_use(&tag.name, idx);
        Some(match tag.name.as_str() {
            "Tabs" => Container::Tabs {
                group_id: tag.string("groupId"),
                query_string: match tag.literal("queryString") {
                    Some(JsValue::Str(s)) => Some(s),
                    Some(JsValue::Bool(true)) => tag.string("groupId"),
                    _ => None,
                },
                default_value: tag.string("defaultValue"),
                labels: tab_labels(tag.literal("values")),
                items: Vec::new(),
            },
            "TabItem" => {
                let value = tag.string("value").unwrap_or_else(|| {
                    self.out.diagnostics.push(self.place.warn(idx, "<TabItem> has no `value`"));
                    String::new()
                });
                let tabs = self.enclosing_tabs();
                if tabs.is_none() {
                    self.out.diagnostics.push(self.place.warn(idx, "<TabItem> outside of <Tabs>"));
                }
                if let Some(Container::Tabs { items, .. }) = tabs.and_then(|t| self.out.containers.get_mut(t)) {
                    items.push(TabInfo { value: value.clone(), label: tag.string("label"), default: tag.flag("default") });
                }
                Container::TabItem { tabs, value, class_name: tag.string("className"), inline: None }
            }
            "details" => Container::Details { summary: None, open: tag.flag("open") },
            "Admonition" => {
                let kind = tag.string("type").unwrap_or_else(|| "note".to_owned());
                if !crate::widgets::is_admonition_kind(&kind) {
                    self.out.diagnostics.push(
                        self.place.warn(idx, format!("unknown admonition type `{kind}`; rendered as a plain block")),
                    );
                }
                Container::Admonition { kind, title: tag.string("title") }
            }
            name => {
                self.unknown_component(idx, name);
                Container::Transparent
            }
        })
    }

    fn enclosing_tabs(&self) -> Option<usize> {
        self.stack
            .iter()
            .rev()
            .find(|o| o.opener == Opener::Tag("Tabs".into()))
            .map(|o| o.id)
    }

    fn unknown_component(&mut self, idx: usize, name: &str) {
        if SILENT_COMPONENTS.contains(&name) {
            return;
        }
        self.out.diagnostics.push(
            self.place
                .warn(idx, format!("unknown component <{name}>: rendered without it (its children are kept)"))
                .with_help("ferrosaurus renders Tabs, TabItem, details, Admonition, CodeBlock, DocCardList, IdealImage and Link"),
        );
    }

    /// `<summary>text</summary>` (the text may run over lines). Returns lines consumed.
    fn summary(&mut self, idx: usize, after_open: &str) -> usize {
        let (text, consumed) = match after_open.find("</summary>") {
            Some(end) => (after_open[..end].to_owned(), 1),
            None => {
                let mut text = after_open.to_owned();
                let mut consumed = 1;
                for next in self.lines.iter().skip(idx + 1).take(20) {
                    consumed += 1;
                    if let Some(end) = next.find("</summary>") {
                        text.push(' ');
                        text.push_str(&next[..end]);
                        break;
                    }
                    text.push(' ');
                    text.push_str(next.trim());
                }
                (text, consumed)
            }
        };
        let details = self.stack.last().and_then(|o| match o.opener {
            Opener::Tag(ref n) if n == "details" => Some(o.id),
            _ => None,
        });
        match details.and_then(|d| self.out.containers.get_mut(d)) {
            Some(Container::Details { summary, .. }) => *summary = Some(text.trim().to_owned()),
            _ => self.out.diagnostics.push(self.place.warn(idx, "<summary> outside of <details>")),
        }
        consumed
    }

    /// `<CodeBlock language=.. title=..>{`code`}</CodeBlock>`.
    fn code_block_tag(&mut self, idx: usize, tag: &JsxTag, after: &str, tag_lines: usize, indent: usize) -> usize {
        self.note_use("CodeBlock", idx);
        let mut body = after.to_owned();
        let mut consumed = tag_lines;
        if !tag.self_closing {
            let mut found = body.contains("</CodeBlock>");
            for next in self.lines.iter().skip(idx + tag_lines) {
                if found {
                    break;
                }
                consumed += 1;
                body.push('\n');
                body.push_str(next);
                found = next.contains("</CodeBlock>");
            }
            if !found {
                self.out.diagnostics.push(self.place.error(idx, "<CodeBlock> is never closed"));
            }
            body.truncate(body.find("</CodeBlock>").unwrap_or(body.len()));
        } else {
            body.clear();
        }
        let code = code_block_children(&body);
        let mut meta = String::new();
        if let Some(title) = tag.string("title") {
            meta.push_str(&format!("title=\"{}\" ", title.replace('"', "'")));
        }
        match tag.literal("showLineNumbers") {
            Some(JsValue::Bool(true)) => meta.push_str("showLineNumbers "),
            Some(JsValue::Num(n)) => meta.push_str(&format!("showLineNumbers={} ", jsx::format_number(n))),
            _ => {}
        }
        if let Some(lines) = tag.string("metastring") {
            meta.push_str(&lines);
        }
        let container = Container::CodeBlock {
            language: tag.string("language"),
            meta,
            code,
            line: self.place.line(idx),
        };
        let id = self.out.containers.len();
        self.out.containers.push(container);
        let strip = self.current_strip();
        self.push_marker(indent.saturating_sub(strip), id, false);
        consumed
    }

    // ---------------------------------------------------------------- inline

    /// Rewrites expressions, comments and inline tags of one line (or more, when a comment or
    /// expression runs over lines). Returns the lines consumed.
    fn inline_line(&mut self, idx: usize, line: &'a str) -> usize {
        let is_heading = line.trim_start().starts_with('#');
        if !is_heading && !line.contains(['{', '<']) {
            self.out.text.push_str(line);
            return 1;
        }
        let mut text: std::borrow::Cow<'a, str> = line.into();
        let mut consumed = 1;
        // Join lines while a comment (or, in MDX, an expression) opened on this line is still
        // open, but only when it does close within a few lines.
        if let Some(open_at) = unclosed_brace(&text, self.mdx) {
            let mut joined = text.to_string();
            for n in 1..40 {
                let Some(next) = self.lines.get(idx + n) else { break };
                joined.push('\n');
                joined.push_str(dedent(next, self.current_strip()));
                if jsx::expression_end(&joined, open_at).is_some() {
                    text = joined.into();
                    consumed = n + 1;
                    break;
                }
            }
        }
        let mut out = String::with_capacity(text.len());
        self.rewrite_inline(idx, &text, &mut out);
        if consumed > 1 {
            // The joined lines become one: the caller writes the newlines they took.
            out = out.replace('\n', " ");
        }
        if is_heading {
            out = self.heading_id(idx, out);
        }
        self.out.text.push_str(&out);
        consumed
    }

    fn rewrite_inline(&mut self, idx: usize, text: &str, out: &mut String) {
        let bytes = text.as_bytes();
        let mut i = 0;
        let mut last = 0;
        while i < bytes.len() {
            match bytes[i] {
                b'\\' => i += 2,
                b'`' => i = skip_code_span(bytes, i),
                b'{' => {
                    out.push_str(&text[last..i]);
                    i = self.expression(idx, text, i, out);
                    last = i;
                }
                b'<' => {
                    out.push_str(&text[last..i]);
                    i = self.inline_tag(idx, text, i, out);
                    last = i;
                }
                _ => i += 1,
            }
        }
        out.push_str(&text[last.min(text.len())..]);
    }

    /// Handles `{...}` at `start`; returns where scanning goes on.
    fn expression(&mut self, idx: usize, text: &str, start: usize, out: &mut String) -> usize {
        let rest = &text[start..];
        if rest.starts_with("{#") {
            out.push('{');
            return start + 1;
        }
        let Some(end) = jsx::expression_end(text, start) else {
            if self.mdx {
                self.out.diagnostics.push(
                    self.place
                        .error(idx, "MDX: could not parse expression: `{` is never closed")
                        .with_help("escape a literal brace as `\\{`"),
                );
            }
            out.push('{');
            return start + 1;
        };
        let inner = text[start + 1..end - 1].trim();
        if inner.starts_with("/*") && inner.ends_with("*/") {
            return end; // comment
        }
        if !self.mdx {
            out.push_str(&text[start..end]);
            return end;
        }
        if inner.is_empty() {
            return end;
        }
        let value = jsx::eval_literal(inner).or_else(|| self.constants.get(inner).cloned());
        match value {
            Some(JsValue::Str(s)) => push_markdown_literal(out, &s),
            Some(JsValue::Num(n)) => out.push_str(&jsx::format_number(n)),
            Some(JsValue::Null | JsValue::Bool(_)) => {}
            _ => {
                let shown: String = inner.chars().take(40).collect();
                self.out.diagnostics.push(
                    self.place
                        .warn(idx, format!("MDX expression `{{{shown}}}` cannot be evaluated at build time; it was left out"))
                        .with_help("only string and number literals are inlined; write the value in Markdown instead"),
                );
            }
        }
        end
    }

    /// Handles a `<` at `start`: an inline tag, a strict-MDX error, or plain text.
    fn inline_tag(&mut self, idx: usize, text: &str, start: usize, out: &mut String) -> usize {
        let rest = &text[start..];
        let next = rest[1..].chars().next();
        let tag = if next.is_some_and(|c| jsx::is_name_start(c) || c == '/' || c == '>') {
            jsx::parse_tag(rest)
        } else {
            None
        };
        let Some(tag) = tag else {
            if self.mdx && !rest.starts_with("<!--") && next.is_some_and(|c| c.is_whitespace() || c.is_ascii_digit() || c == '=') {
                self.out.diagnostics.push(
                    self.place
                        .error(idx, format!("MDX: unexpected character `{}` after `<`", next.unwrap_or(' ')))
                        .with_help("escape a literal `<` as `\\<` or `&lt;`, or use a .md file"),
                );
                out.push_str("&lt;");
                return start + 1;
            }
            out.push('<');
            return start + 1;
        };
        let end = start + tag.len;
        let name = tag.name.as_str();
        let component = name.starts_with(|c: char| c.is_ascii_uppercase()) || name.is_empty();
        if !component {
            if self.mdx && !tag.closing && !tag.self_closing && VOID_ELEMENTS.contains(&name) {
                self.out.diagnostics.push(
                    self.place
                        .error(idx, format!("MDX: <{name}> must be self-closed"))
                        .with_help(format!("write <{name} /> (MDX follows JSX rules)")),
                );
            }
            if tag.closing || !self.needs_html_rewrite(&tag) {
                out.push_str(&text[start..end]);
            } else {
                self.html_tag(idx, &tag, out);
            }
            return end;
        }
        if tag.closing {
            if name == "Link" {
                out.push_str("</a>");
            }
            return end;
        }
        self.note_use(name, idx);
        match name {
            "DocCardList" => out.push_str(crate::widgets::DOC_CARD_LIST),
            "IdealImage" => self.ideal_image(idx, &tag, out),
            "Link" => self.link_component(idx, &tag, out),
            _ => self.unknown_component(idx, name),
        }
        end
    }

    /// `<Link to="/docs/x">` (from `@docusaurus/Link`) as a plain anchor.
    fn link_component(&mut self, idx: usize, tag: &JsxTag, out: &mut String) {
        let Some(href) = tag.string("to").or_else(|| tag.string("href")) else {
            self.out.diagnostics.push(self.place.warn(idx, "<Link> needs a `to` or `href` string"));
            out.push_str("<a>");
            return;
        };
        out.push_str("<a href=\"");
        push_escaped(out, &href);
        out.push('"');
        if let Some(class) = tag.string("className") {
            out.push_str(" class=\"");
            push_escaped(out, &class);
            out.push('"');
        }
        if href.starts_with("//") || has_scheme(&href) {
            out.push_str(" target=\"_blank\" rel=\"noopener noreferrer\"");
        }
        out.push_str(if tag.self_closing { "></a>" } else { ">" });
    }

    fn needs_html_rewrite(&self, tag: &JsxTag) -> bool {
        tag.attrs.iter().any(|(n, v)| {
            matches!(v, AttrValue::Expr(_)) || (self.mdx && (n == "className" || n == "htmlFor")) || (n == "src" && tag.name == "img")
        })
    }

    /// Writes an HTML tag with JSX attributes turned into HTML ones.
    fn html_tag(&mut self, idx: usize, tag: &JsxTag, out: &mut String) {
        out.push('<');
        out.push_str(&tag.name);
        for (name, value) in &tag.attrs {
            let html_name = match name.as_str() {
                "className" => "class",
                "htmlFor" => "for",
                "..." => continue,
                n => n,
            };
            let value = match value {
                AttrValue::Bool => {
                    out.push(' ');
                    out.push_str(html_name);
                    continue;
                }
                AttrValue::Str(s) => Some(JsValue::Str(s.clone())),
                AttrValue::Expr(e) if html_name == "style" => style_object(e).map(JsValue::Str),
                AttrValue::Expr(e) => jsx::eval_literal(e),
            };
            let text = match value {
                Some(JsValue::Str(s)) if html_name == "src" => self.asset(idx, &s, false),
                Some(JsValue::Require(path)) => self.asset(idx, &path, true),
                Some(JsValue::Str(s)) => s,
                Some(JsValue::Num(n)) => jsx::format_number(n),
                Some(JsValue::Bool(true)) => String::new(),
                Some(JsValue::Bool(false) | JsValue::Null) => continue,
                _ => {
                    self.out.diagnostics.push(self.place.warn(
                        idx,
                        format!("attribute `{name}` of <{}> is a JS expression that cannot be evaluated at build time; it was left out", tag.name),
                    ));
                    continue;
                }
            };
            out.push(' ');
            out.push_str(html_name);
            out.push_str("=\"");
            push_escaped(out, &text);
            out.push('"');
        }
        out.push_str(if tag.self_closing { " />" } else { ">" });
    }

    /// A relative asset through the resolver; other URLs unchanged. A missing `require`d file
    /// is an error (Docusaurus fails the build); a missing plain `src` only a warning.
    fn asset(&mut self, idx: usize, target: &str, required: bool) -> String {
        if !is_relative_url(target) {
            return target.to_owned();
        }
        match self.resolver.resolve_asset(self.place.file, target) {
            Some(url) => url,
            None => {
                let msg = format!("image or file `{target}` not found");
                let d = if required { self.place.error(idx, msg) } else { self.place.warn(idx, msg) };
                self.out.diagnostics.push(d.with_help("the path is relative to the Markdown file"));
                target.to_owned()
            }
        }
    }

    fn ideal_image(&mut self, idx: usize, tag: &JsxTag, out: &mut String) {
        let src = match tag.literal("img") {
            Some(JsValue::Require(path)) => self.asset(idx, &path, true),
            Some(JsValue::Str(s)) => self.asset(idx, &s, false),
            _ => {
                self.out.diagnostics.push(
                    self.place.warn(idx, "<IdealImage> needs img={require('./file.png')} or a string"),
                );
                return;
            }
        };
        let alt = tag.string("alt").unwrap_or_default();
        out.push_str("<img class=\"ideal-image\" src=\"");
        push_escaped(out, &src);
        out.push_str("\" alt=\"");
        push_escaped(out, &alt);
        out.push_str("\" loading=\"lazy\" data-ideal-image>");
    }

    /// Takes a trailing custom id off a heading line and records it: `{#id}` from the rewritten
    /// line, or the comment forms `{/* #id */}` / `<!-- #id -->` from the source line (the
    /// rewrite has already dropped `{/* */}` comments).
    fn heading_id(&mut self, idx: usize, line: String) -> String {
        let source = self.lines[idx].trim_end();
        let explicit = trailing_comment_id(source);
        let mut line = line;
        if explicit.is_some() && source.ends_with("-->") {
            if let Some(start) = line.rfind("<!--") {
                line.truncate(start);
            }
        }
        let (line, brace_id) = split_brace_id(&line);
        if let Some(id) = explicit.or(brace_id) {
            self.out.heading_ids.insert(idx, id);
        }
        line
    }
}

/// Position of a `{` (outside code spans) that is not closed on this line and opens a comment
/// (or any expression, in MDX).
fn unclosed_brace(text: &str, mdx: bool) -> Option<usize> {
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
fn skip_code_span(bytes: &[u8], start: usize) -> usize {
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
fn split_quote_prefix(line: &str) -> Option<(&str, &str)> {
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
fn fence_open(trimmed: &str) -> Option<(u8, usize)> {
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
fn is_esm_start(trimmed: &str) -> bool {
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
fn directive_title(rest: &str) -> (Option<String>, Option<String>) {
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
fn imported_names(line: &str) -> Vec<String> {
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

/// `export const NAME = 'literal';` on one line: the name and the value.
fn exported_literal(line: &str) -> Option<(String, JsValue)> {
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
fn tab_labels(values: Option<JsValue>) -> Vec<(String, String)> {
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
fn code_block_children(body: &str) -> String {
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
fn push_markdown_literal(out: &mut String, s: &str) {
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
fn style_object(expr: &str) -> Option<String> {
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
fn trailing_comment_id(source: &str) -> Option<String> {
    let (open, close) = if source.ends_with("*/}") {
        ("{/*", "*/}")
    } else if source.ends_with("-->") {
        ("<!--", "-->")
    } else {
        return None;
    };
    let start = source.rfind(open)?;
    let inner = source.get(start + open.len()..source.len() - close.len())?.trim();
    let id = inner.strip_prefix('#')?.trim();
    (!id.is_empty() && !id.contains(char::is_whitespace)).then(|| id.to_owned())
}

/// Removes a trailing `{#id}` from a heading line.
fn split_brace_id(line: &str) -> (String, Option<String>) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::NoLinks;

    fn prep(body: &str, mdx: bool) -> Prepared {
        prepare(body, mdx, Place { file: Path::new("d.mdx"), body_line: 1 }, &NoLinks)
    }

    #[test]
    fn keeps_line_count() {
        let body = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs>\n  <TabItem value=\"a\"\n    label=\"A\">\n\n    text\n\n  </TabItem>\n</Tabs>\n\n:::note[Hi]\nx {/* c */}\n:::\n";
        let p = prep(body, true);
        assert_eq!(p.text.lines().count(), body.lines().count(), "{}", p.text);
        assert!(p.diagnostics.is_empty(), "{:?}", p.diagnostics);
        assert_eq!(p.containers.len(), 3);
        assert!(p.text.contains("\ntext\n"), "{}", p.text);
    }

    #[test]
    fn custom_heading_ids() {
        let p = prep("## A {#x}\n## B {/* #y */}\n## C <!-- #z -->\n", true);
        assert_eq!(p.heading_ids.get(&0).map(String::as_str), Some("x"));
        assert_eq!(p.heading_ids.get(&1).map(String::as_str), Some("y"));
        assert_eq!(p.heading_ids.get(&2).map(String::as_str), Some("z"));
        // Overlapping comment delimiters are not ids (and do not panic).
        assert!(prep("## a <!-->\n## b {/*/}\n", true).heading_ids.is_empty());
        assert!(p.text.starts_with("## A\n"), "{}", p.text);
    }

    #[test]
    fn expressions_in_mdx_only() {
        let p = prep("a {'b*'} c {x}", true);
        assert_eq!(p.text, "a b\\* c ");
        assert_eq!(p.diagnostics.len(), 1);
        let p = prep("a {'b'} c {x}", false);
        assert_eq!(p.text, "a {'b'} c {x}");
        assert!(p.diagnostics.is_empty());
    }

    #[test]
    fn many_tags_on_one_line_do_not_recurse_without_bound() {
        let line = "<details>".repeat(50_000);
        let p = prep(&line, true);
        assert!(p.containers.len() <= MAX_TAGS_PER_LINE + 1);
    }

    #[test]
    fn fences_are_left_alone() {
        let p = prep("```js\n:::note\n{x} <Foo>\n```\n", true);
        assert_eq!(p.text, "```js\n:::note\n{x} <Foo>\n```\n");
    }

    #[test]
    fn esm_lines_but_not_prose() {
        assert!(is_esm_start("import Tabs from '@theme/Tabs';"));
        assert!(is_esm_start("import {a, b} from './x';"));
        assert!(is_esm_start("import './styles.css';"));
        assert!(is_esm_start("export const product = 'x';"));
        assert!(is_esm_start("export default function X() {"));
        assert!(!is_esm_start("import the file from the portal"));
        assert!(!is_esm_start("import the CSV file into your gradebook."));
        assert!(!is_esm_start("export your data as CSV."));
    }

    #[test]
    fn import_names() {
        assert_eq!(imported_names("import Tabs from '@theme/Tabs';"), ["Tabs"]);
        assert_eq!(imported_names("import {A, B as C} from './x';"), ["A", "C"]);
        assert_eq!(imported_names("import D, {E} from 'y'"), ["D", "E"]);
        assert_eq!(imported_names("  Foo,"), ["Foo"]);
        assert!(imported_names("export const a = 1;").is_empty());
    }

    #[test]
    fn theme_components_need_imports() {
        let p = prep("<Tabs>\n<TabItem value=\"a\">\n\nx\n\n</TabItem>\n</Tabs>\n", true);
        let msgs: Vec<_> = p.diagnostics.iter().map(|d| d.message.as_str()).collect();
        assert_eq!(msgs.len(), 2, "{msgs:?}");
        assert!(msgs[0].starts_with("<Tabs> is used without importing it"));
        let p = prep("import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs>\n<TabItem value=\"a\">\n\nx\n\n</TabItem>\n</Tabs>\n", true);
        assert!(p.diagnostics.is_empty(), "{:?}", p.diagnostics);
    }

    #[test]
    fn relative_urls() {
        assert!(is_relative_url("./a.png"));
        assert!(is_relative_url("a/b.md"));
        assert!(!is_relative_url("https://x"));
        assert!(!is_relative_url("/img/a.png"));
        assert!(!is_relative_url("mailto:a@b"));
    }
}
