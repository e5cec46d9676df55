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

use ferrosaurus_core::{Diagnostic, FrontMatter, TocItem};

use crate::jsx::JsValue;
use crate::math::{self, Math};
use crate::{JsConstruct, JsConstructKind, MarkdownOptions};

mod blocks;
mod inline;
mod syntax;

pub(crate) use syntax::{has_scheme, is_relative_url};

/// True for `frontMatter.key` paths (what `{frontMatter.x}` inlines).
pub(crate) fn is_front_matter_path(expr: &str) -> bool {
    syntax::front_matter_path(expr).is_some()
}
use syntax::*;

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

/// A placeholder comment the renderer fills with the page's table of contents
/// (`<TOCInline toc={toc} />`): `<!--ferrosaurus:toc-inline:MIN:MAX-->`.
pub(crate) const TOC_INLINE_PREFIX: &str = "<!--ferrosaurus:toc-inline:";

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
    /// `export const toc = [...]` when the doc writes it as a literal: it replaces the computed
    /// TOC, as in Docusaurus.
    pub(crate) exported_toc: Option<Vec<TocItem>>,
    /// What this layer could not render and only a JavaScript MDX compiler can.
    pub(crate) js_constructs: Vec<JsConstruct>,
    /// Math expressions, by placeholder number (remark-math).
    pub(crate) math: Vec<Math>,
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
const CONTAINER_TAGS: &[&str] = &["Tabs", "TabItem", "details", "Details", "Admonition"];

/// The JSX components this layer renders itself (with the theme's markup); any other
/// capitalised component needs JavaScript.
pub(crate) const KNOWN_COMPONENTS: &[&str] = &[
    "Tabs",
    "TabItem",
    "Details",
    "Admonition",
    "CodeBlock",
    "IdealImage",
    "Link",
    "TOCInline",
    "Fragment",
];

/// Theme components a doc must import (with where from) before using them.
const IMPORTED_COMPONENTS: &[(&str, &str)] = &[
    ("Tabs", "@theme/Tabs"),
    ("TabItem", "@theme/TabItem"),
    ("Admonition", "@theme/Admonition"),
    ("CodeBlock", "@theme/CodeBlock"),
    ("DocCardList", "@theme/DocCardList"),
    ("IdealImage", "@theme/IdealImage"),
    ("Link", "@docusaurus/Link"),
    ("TOCInline", "@theme/TOCInline"),
    ("Details", "@theme/Details"),
];

/// HTML elements without content: JSX (so MDX) requires `<br />`, not `<br>`.
const VOID_ELEMENTS: &[&str] =
    &["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"];

/// Components that render to nothing visible on their own and are fine to ignore silently.
const SILENT_COMPONENTS: &[&str] = &["BrowserWindow", "Fragment", ""];

struct Prepass<'a> {
    mdx: bool,
    place: Place<'a>,
    opts: &'a MarkdownOptions<'a>,
    front_matter: &'a FrontMatter,
    /// The front matter as JSON, made on the first `{frontMatter.x}`.
    front_matter_json: Option<serde_json::Value>,
    /// The closing fence of the `mdx-code-block` being read (its content is MDX).
    mdx_code_block: Option<(u8, usize)>,
    /// The `$$` math block being read: its dollar count and its index in `out.math`.
    math_block: Option<(usize, usize)>,
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
    /// The line being rewritten is an ATX heading.
    in_heading: bool,
}

/// Block tags read from one line; the rest is text.
const MAX_TAGS_PER_LINE: usize = 16;

/// Runs the MDX layer over `body`.
pub(crate) fn prepare<'a>(
    body: &'a str,
    mdx: bool,
    place: Place<'a>,
    front_matter: &'a FrontMatter,
    opts: &'a MarkdownOptions<'a>,
) -> Prepared {
    let lines: Vec<&str> = body.split('\n').collect();
    let mut pass = Prepass {
        mdx,
        place,
        opts,
        front_matter,
        front_matter_json: None,
        mdx_code_block: None,
        math_block: None,
        lines,
        out: Prepared { text: String::with_capacity(body.len() + 64), ..Prepared::default() },
        stack: Vec::new(),
        fence: None,
        same_line_tags: 0,
        constants: HashMap::new(),
        imported: std::collections::HashSet::new(),
        used_components: Vec::new(),
        in_heading: false,
    };
    pass.run();
    pass.out
}

impl<'a> Prepass<'a> {
    fn run(&mut self) {
        let mut idx = 0;
        let mut at_esm_boundary = true;
        while idx < self.lines.len() {
            let raw = self.lines[idx];
            let consumed = self.line(idx, raw, at_esm_boundary);
            // An `mdx-code-block` fence starts MDX content, where imports may follow.
            at_esm_boundary = is_blank(raw) || (self.mdx && is_mdx_code_block(raw.trim_start()));
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
        self.take_exported_toc();
    }

    /// `export const toc = [{value, id, level}, ...]` as a literal replaces the computed TOC.
    fn take_exported_toc(&mut self) {
        let Some(JsValue::Array(items)) = self.constants.get("toc") else { return };
        let toc = items.iter().map(toc_item).collect::<Option<Vec<_>>>();
        self.out.exported_toc = toc;
    }

    /// A line inside a `$$` block: its TeX, or the closing `$$`.
    fn math_line(&mut self, raw: &str, dollars: usize, id: usize) {
        let line = dedent(raw, self.current_strip());
        if math::flow_close(line.trim(), dollars) {
            self.math_block = None;
            return;
        }
        if let Some(item) = self.out.math.get_mut(id) {
            if !item.tex.is_empty() {
                item.tex.push('\n');
            }
            item.tex.push_str(line);
        }
    }

    /// Registers a math expression and writes its placeholder; returns its number.
    fn push_math(&mut self, tex: String, display: bool, idx: usize) -> usize {
        let id = self.out.math.len();
        self.out.text.push_str(math::PLACEHOLDER);
        self.out.text.push_str(&id.to_string());
        self.out.text.push_str("-->");
        self.out.math.push(Math { tex, display, line: self.place.line(idx) });
        id
    }

    /// Records a construct only JavaScript can render.
    fn needs_js(&mut self, idx: usize, kind: JsConstructKind) {
        let line = self.place.line(idx);
        self.out.js_constructs.push(JsConstruct { kind, line });
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
        if let Some((dollars, id)) = self.math_block {
            self.math_line(raw, dollars, id);
            return 1;
        }
        if is_blank(raw) {
            return 1;
        }
        if let Some((ch, len)) = self.mdx_code_block {
            let t = raw.trim();
            if t.len() >= len && t.bytes().all(|b| b == ch) {
                self.mdx_code_block = None;
                return 1;
            }
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
            if self.mdx && is_mdx_code_block(trimmed) {
                // Docusaurus renders the content of an `mdx-code-block` fence as MDX.
                self.mdx_code_block = Some(fence);
                return 1;
            }
            self.fence = Some(fence);
            self.out.text.push_str(line);
            return 1;
        }
        if self.opts.features.math {
            if let Some(dollars) = math::flow_open(trimmed) {
                let id = self.push_math(String::new(), true, idx);
                self.math_block = Some((dollars, id));
                return 1;
            }
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

}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::NoLinks;

    fn prep(body: &str, mdx: bool) -> Prepared {
        let fm = FrontMatter::default();
        let opts = MarkdownOptions::new(&NoLinks);
        prepare(body, mdx, Place { file: Path::new("d.mdx"), body_line: 1 }, &fm, &opts)
    }

    #[test]
    fn several_imports_on_one_line_are_all_seen() {
        // issue 8: `import Tabs ...; import TabItem ...;` on one line gave false warnings.
        let p = prep("import Tabs from '@theme/Tabs'; import TabItem from '@theme/TabItem';\n\n<Tabs>\n<TabItem value=\"a\">\n\nx\n\n</TabItem>\n</Tabs>\n", true);
        assert!(p.diagnostics.is_empty(), "{:?}", p.diagnostics);
    }

    #[test]
    fn esm_statements_split() {
        assert_eq!(esm_statements("import A from 'a'; import B from 'b';"), ["import A from 'a'", " import B from 'b'"]);
        assert_eq!(esm_statements("import {\n  A,\n  B,\n} from 'x'\nexport const s = 'a;b'"), ["import {\n  A,\n  B,\n} from 'x'", "export const s = 'a;b'"]);
        assert_eq!(esm_statements("export const toc = [\n  {value: 'a', id: 'a', level: 2},\n];"), ["export const toc = [\n  {value: 'a', id: 'a', level: 2},\n]"]);
    }

    #[test]
    fn literal_toc_export_replaces_the_computed_one() {
        let p = prep("export const toc = [\n  {value: 'A', id: 'a', level: 2},\n  {value: 'B', id: 'b', level: 3},\n];\n\n## X\n", true);
        let toc = p.exported_toc.expect("literal toc");
        assert_eq!(toc.len(), 2);
        assert_eq!((toc[1].id.as_str(), toc[1].level), ("b", 3));
        assert!(prep("export const toc = makeToc();\n", true).exported_toc.is_none());
    }

    #[test]
    fn mdx_code_block_content_is_mdx() {
        let p = prep("````mdx-code-block\nimport Tabs from '@theme/Tabs';\n\n<Tabs>\n\n```js\nx\n```\n\n</Tabs>\n````\n", true);
        assert!(!p.text.contains("mdx-code-block"), "{}", p.text);
        assert!(p.text.contains("```js\nx\n```"), "{}", p.text);
        assert!(p.text.contains("<!--fs:0-->"), "{}", p.text);
        assert!(p.diagnostics.is_empty(), "{:?}", p.diagnostics);
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
        // as Docusaurus 3.10 reads a comment: its first word, when it starts with `#`; two
        // comments are no id
        let p = prep("## A {/* #x: why */}\n## B {/* #a */ /* #b */}\n## C {/* y */}\n", true);
        assert_eq!(p.heading_ids.get(&0).map(String::as_str), Some("x:"));
        assert_eq!(p.heading_ids.get(&1), None);
        assert_eq!(p.heading_ids.get(&2), None);
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
