//! The exact MDX path: a page that needs JavaScript (it imports a module, uses a component the
//! fast path does not render, exports code, or writes an expression that is not a literal) is
//! compiled to a JSX module and rendered by React as Docusaurus renders it. Every other page
//! stays on the fast HTML path of `ferrosaurus-markdown`.
//!
//! Parsing is markdown-rs (`markdown`), the MDX 3 parser that `mdxjs` is built on; the JSX is
//! written here and compiled by ferrosaurus's own SWC bundler. (`mdxjs` 1.0.4 itself cannot be
//! used: it pins swc_core 27, whose swc_common 12 does not build against serde 1.0.220 and
//! later, and it would put a second SWC in the binary.)
//!
//! The passes, one concern each:
//! 1. `preprocess`: a line-preserving rewrite of the source (escaped `{#custom-id}` heading ids,
//!    `:::` admonitions as JSX containers, `<!-- -->` comments, `mdx-code-block` fences), so
//!    error lines stay true;
//! 2. `mdast_pass`: heading ids (github-slugger, custom ids), `.md` links and images resolved
//!    through the site's `LinkResolver`, code fences rendered by the fast path (same
//!    highlighting, same markup) and kept as static islands (`island`);
//! 3. `generate`: the tree as JSX with MDX 3's semantics: Markdown elements through the provided
//!    components (`h2` -> the theme's `Heading`, `admonition` -> `Admonition`), explicit JSX as
//!    written, components from the page's imports or the `@mdx-js/react` provider;
//! 4. `layout`: the page's `export default` as MDX 3's layout (`MDXLayout` wraps the content);
//! 5. `exports`: `frontMatter`, `contentTitle` and `toc` exported as Docusaurus's mdx-loader does.
//!
//! ```
//! use std::path::Path;
//! use ferrosaurus_markdown::{MarkdownFeatures, MarkdownOptions, NoLinks};
//! use ferrosaurus_mdx::{compile, needs_js, CompileInput};
//!
//! let body = "import Chart from '@site/src/components/Chart';\n\n# Sales\n\n<Chart year={2024} />\n";
//! let features = MarkdownFeatures::default();
//! let reason = needs_js(body, 1, &features).expect("an imported component needs JavaScript");
//! assert_eq!(reason.line, 1);
//! let opts = MarkdownOptions::new(&NoLinks);
//! let input = CompileInput::new(Path::new("docs/sales.mdx"), body, 1, &opts);
//! let js = compile(&input).unwrap().js;
//! assert!(js.contains("import Chart from '@site/src/components/Chart'"));
//! assert!(js.contains("export const frontMatter"));
//! assert!(js.contains("export default function MDXContent"));
//! assert!(js.contains("<Chart year={2024} />"));
//! assert!(needs_js("# Plain\n\nJust **Markdown**.\n", 1, &features).is_none());
//! ```

mod balance;
mod classify;
mod exports;
mod generate;
mod island;
mod layout;
mod mdast_pass;
mod preprocess;

use std::path::{Path, PathBuf};

use ferrosaurus_core::TocItem;
use ferrosaurus_markdown::MarkdownOptions;

pub use classify::{classify, needs_js, JsReason, PagePath, FAST_PATH_COMPONENTS};

/// The module that provides MDX components to compiled pages (Docusaurus's choice).
pub const PROVIDER_IMPORT_SOURCE: &str = "@mdx-js/react";

/// Why a page could not be compiled.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum MdxError {
    /// The source is not valid MDX 3 (the parser's message; the line is in the whole file).
    #[error("{file}:{line}:{column}: {message}")]
    Syntax {
        /// The source file.
        file: PathBuf,
        /// 1-based line in the whole file.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What the MDX parser said.
        message: String,
    },
}

/// What [`compile`] needs about one page.
#[non_exhaustive]
pub struct CompileInput<'a> {
    /// The source file (relative to the site folder, as the resolver expects it).
    pub file: &'a Path,
    /// The text after the front matter.
    pub body: &'a str,
    /// 1-based line of the whole file where `body` starts.
    pub body_line: usize,
    /// The front matter as JSON (exported as `frontMatter`).
    pub front_matter: serde_json::Value,
    /// The page's TOC (exported as `toc` unless the page exports its own).
    pub toc: &'a [TocItem],
    /// The first h1's text (exported as `contentTitle`).
    pub content_title: Option<&'a str>,
    /// The site's Markdown options: the link resolver and code-block settings of the fast path.
    pub markdown: &'a MarkdownOptions<'a>,
}

impl<'a> CompileInput<'a> {
    /// An input with empty front matter, no TOC and no content title.
    pub fn new(file: &'a Path, body: &'a str, body_line: usize, markdown: &'a MarkdownOptions<'a>) -> Self {
        Self {
            file,
            body,
            body_line,
            front_matter: serde_json::Value::Object(Default::default()),
            toc: &[],
            content_title: None,
            markdown,
        }
    }
}

/// A compiled page.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct Compiled {
    /// The ES module: `export default MDXContent` plus the page's own ESM and Docusaurus's exports.
    pub js: String,
    /// Specifiers of imported `.md`/`.mdx` files (partials), which must be compiled too.
    pub mdx_imports: Vec<String>,
}

/// Compiles one page to a JSX module (the bundler turns JSX into `react/jsx-runtime` calls).
pub fn compile(input: &CompileInput<'_>) -> Result<Compiled, MdxError> {
    let source = preprocess::rewrite(input.body);
    let features = &input.markdown.features;
    let mut mdast = parse_with(&source, features.math).map_err(|m| syntax_error(input, &m))?;
    let heading_ids = mdast_pass::run(&mut mdast, input, &source);
    let has_layout = layout::run(&mut mdast).map_err(|duplicate| duplicate_layout_error(input, &duplicate))?;
    let body = generate::module(&mdast, &heading_ids, PROVIDER_IMPORT_SOURCE, features.mermaid, has_layout);
    let esm = mdast_pass::esm_sources(&mdast);
    Ok(Compiled { js: exports::prepend(input, &esm, &body), mdx_imports: exports::mdx_imports(&esm) })
}

/// The source as `@mdx-js/mdx` in Node should read it: Docusaurus's syntax that is not MDX
/// (`:::` admonitions, `{#id}` headings, `<!-- -->`, `mdx-code-block`) rewritten line for line.
/// Admonitions become `<FerrosaurusAdmonition type title>` containers, which the Node side turns
/// into `admonition` elements.
pub fn prepare_source(body: &str) -> String {
    preprocess::rewrite(body)
}

/// A module compiled elsewhere (by `@mdx-js/mdx` with the site's remark plugins) with
/// Docusaurus's exports added: `frontMatter`, `contentTitle`, and `toc` unless it exports one.
pub fn with_docusaurus_exports(input: &CompileInput<'_>, compiled: &str) -> String {
    let own_toc = compiled.lines().any(|l| l.trim_start().starts_with("export const toc"));
    let esm = if own_toc { vec!["export const toc".to_owned()] } else { Vec::new() };
    exports::prepend(input, &esm, compiled)
}

/// Parses MDX 3 (with GFM) as `@mdx-js/mdx` does, with markdown-rs.
pub(crate) fn parse(source: &str) -> Result<markdown::mdast::Node, markdown::message::Message> {
    parse_with(source, false)
}

/// [`parse`], with `$math$` and `$$math$$` when `remark-math` is configured.
pub(crate) fn parse_with(source: &str, math: bool) -> Result<markdown::mdast::Node, markdown::message::Message> {
    if let Some(line) = too_deep(source) {
        return Err(markdown::message::Message {
            place: None,
            reason: format!("line {line} nests block quotes or lists more than {MAX_CONTAINER_DEPTH} levels deep"),
            rule_id: Box::new("too-deep".into()),
            source: Box::new("ferrosaurus".into()),
        });
    }
    let mut options = markdown::ParseOptions::mdx();
    options.constructs.math_flow = math;
    options.constructs.math_text = math;
    let constructs = &mut options.constructs;
    constructs.gfm_autolink_literal = true;
    constructs.gfm_footnote_definition = true;
    constructs.gfm_label_start_footnote = true;
    constructs.gfm_strikethrough = true;
    constructs.gfm_table = true;
    constructs.gfm_task_list_item = true;
    options.mdx_esm_parse = Some(Box::new(esm_block_end));
    markdown::to_mdast(source, &options)
}

/// Deepest block quote or list nesting handed to markdown-rs. Its tokenizer re-checks every
/// open container on every line, so 10,000 nested `>` or a 2,000-level list kept a build busy
/// for minutes (issue 13, hostile corpus); no page a person writes comes near this.
const MAX_CONTAINER_DEPTH: usize = 500;

/// The first 1-based line whose leading block quote markers and indentation (two columns a
/// level, as list items nest) pass [`MAX_CONTAINER_DEPTH`].
fn too_deep(source: &str) -> Option<usize> {
    source.lines().position(|line| {
        let (mut quotes, mut columns) = (0usize, 0usize);
        for b in line.bytes() {
            match b {
                b'>' => quotes += 1,
                b' ' => columns += 1,
                b'\t' => columns += 4,
                _ => break,
            }
        }
        quotes + columns / 2 > MAX_CONTAINER_DEPTH
    }).map(|i| i + 1)
}

/// Tells markdown-rs whether an import/export block is complete: it is while a bracket,
/// string or comment is still open (a function body with blank lines continues the block).
fn esm_block_end(value: &str) -> markdown::MdxSignal {
    if balance::is_open(value) {
        markdown::MdxSignal::Eof("Unexpected end of file in import/export".into(), Box::new("esm".into()), Box::new("ferrosaurus".into()))
    } else {
        markdown::MdxSignal::Ok
    }
}

/// A second `export default` (layout), at its line of the whole file.
fn duplicate_layout_error(input: &CompileInput<'_>, duplicate: &layout::DuplicateLayout) -> MdxError {
    let in_file = |line: usize| line + input.body_line.saturating_sub(1);
    MdxError::Syntax {
        file: input.file.to_path_buf(),
        line: in_file(duplicate.line),
        column: 1,
        message: format!(
            "Unexpected duplicate layout (`export default`), expected a single layout (previous: line {})",
            in_file(duplicate.previous)
        ),
    }
}

/// The 1-based line and column a parser message points at (the start of a span).
fn place_line_column(place: &markdown::message::Place) -> (usize, usize) {
    match place {
        markdown::message::Place::Point(p) => (p.line, p.column),
        markdown::message::Place::Position(p) => (p.start.line, p.start.column),
    }
}

/// The 1-based line a parser message points at, in the parsed text.
pub(crate) fn place_line(place: &markdown::message::Place) -> usize {
    place_line_column(place).0
}

/// A parser message as an error at the line of the whole file.
fn syntax_error(input: &CompileInput<'_>, message: &markdown::message::Message) -> MdxError {
    let (line, column) = message.place.as_deref().map_or((1, 1), place_line_column);
    MdxError::Syntax {
        file: input.file.to_path_buf(),
        line: line + input.body_line.saturating_sub(1),
        column,
        message: message.reason.clone(),
    }
}
