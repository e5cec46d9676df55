//! Docusaurus-flavoured Markdown and MDX rendered to HTML at build time.
//!
//! A doc goes through two calls: [`parse_front_matter`] (cheap: the docs plugin calls it for
//! every file first to compute ids and permalinks) and [`render`], which turns the body into
//! the content HTML, the table of contents, the search sections, the outgoing links and
//! diagnostics. Rendering never panics: every problem in the input becomes a [`Diagnostic`]
//! that names the file and the line in the whole file.
//!
//! The passes, one concern each:
//! 1. front matter (`front_matter`): the `---` block is split off by hand and parsed with
//!    serde_norway, so malformed YAML reports its line; each known field is type-checked on its
//!    own line ("tags must be a list") and dropped when wrong.
//! 2. the MDX layer (`prepass`): a line-preserving rewrite that turns `:::` admonitions and JSX
//!    containers (Tabs, TabItem, details, Admonition, unknown components) into marker comments,
//!    blanks import/export blocks and `{/* comments */}`, inlines literal `{expressions}`, and
//!    turns inline JSX (`<IdealImage>`, `<img src={require(..)}>`, `className`) into HTML.
//! 3. CommonMark + GFM (`render`): pulldown-cmark's events go through an ordered list of small
//!    passes, each a module with its own state and tests: HTML blocks and the markers'
//!    containers, code blocks, footnotes, links and images (doc links through the
//!    [`LinkResolver`], external ones in a new tab), headings (github-slugger ids, `{#custom}`
//!    ids, hash links, TOC), then the search sections and the excerpt.
//! 4. code blocks (`code`, `highlight`): meta string, magic comments, and class-based
//!    highlighting with syntect and the bat grammars of two-face; [`highlight_css`] holds the
//!    light and dark colours.
//! 5. native remark/rehype plugins, on when the config names them ([`MarkdownFeatures`]):
//!    `npm2yarn` fences become Tabs (`npm2yarn`, the npm-to-yarn rules), `$math$`/`$$` blocks
//!    are rendered by KaTeX (`math`), `mermaid` fences become theme-mermaid containers, and the
//!    `admonitions` option's keywords apply in the MDX layer.
//! 6. placeholders filled once the whole doc is known: `<TOCInline toc={toc} />` (the TOC, or
//!    a literal `export const toc`) and the math.
//!
//! What the fast path cannot render (a component outside [`KNOWN_COMPONENTS`], an expression
//! that is not inlinable) is left out with a warning and listed in
//! [`Rendered::js_constructs`], so a caller can send that page to a JavaScript MDX compiler.
//!
//! The HTML follows the markup contract the theme enhances (tabs, details, copy buttons) with
//! Infima/Docusaurus class names, so existing custom CSS keeps working.
//!
//! ```
//! use std::path::Path;
//! use ferrosaurus_markdown::{parse_front_matter, render, MarkdownOptions, NoLinks};
//!
//! let source = "---\ntitle: Intro\n---\n# Welcome\n\n## Set up {#setup}\n\n:::tip\nRead **this**.\n:::\n";
//! let file = Path::new("docs/intro.md");
//! let parsed = parse_front_matter(source, file).unwrap();
//! let rendered = render(&parsed, file, &MarkdownOptions::new(&NoLinks));
//! assert_eq!(rendered.content_title.as_deref(), Some("Welcome"));
//! assert_eq!(rendered.toc[0].id, "setup");
//! assert!(rendered.html.contains(r#"<h2 class="anchor anchorWithStickyNavbar" id="setup">"#));
//! assert!(rendered.html.contains("theme-admonition-tip"));
//! assert!(rendered.diagnostics.is_empty());
//! ```

mod code;
mod escape;
mod front_matter;
mod highlight;
mod jsx;
mod links;
mod math;
mod npm2yarn;
mod prepass;
mod render;
mod slug;
mod widgets;

use std::path::Path;

use ferrosaurus_core::{Diagnostic, ReportingSeverity, SiteConfig, TocItem};
pub use ferrosaurus_core::{AdmonitionOptions, MarkdownFeatures, Npm2YarnOptions, PackageManager};

pub use code::MagicComment;
pub use links::{doc_link_candidates, resolve_doc_link};
pub use front_matter::{parse_front_matter, parse_markdown_source, ParsedSource};
pub use highlight::{highlight_css, Highlighter};
pub use slug::slugify;

/// Escapes text for HTML element content and double-quoted attribute values
/// (`&`, `<`, `>`, `"`), the escaping every page builder in ferrosaurus uses.
pub fn escape_html(text: &str) -> String {
    escape::escaped(text)
}

/// How a file's body is parsed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Format {
    /// CommonMark + GFM, lenient: a stray `<` or `{` is text.
    Md,
    /// MDX rules: `{expressions}`, JSX tags, import/export lines.
    Mdx,
    /// By file extension: `.mdx` is MDX, anything else Markdown. Front matter `format` wins.
    #[default]
    Detect,
}

/// Turns relative links and asset references found in a doc into final URLs.
pub trait LinkResolver: Sync {
    /// `from`: the source file, relative to the site folder (e.g. "docs/guides/intro.md").
    /// `target`: the link as written, e.g. "./lms/canvas.md#setup" or "../api/roster.mdx".
    /// Returns the final href (permalink + fragment) or None if the target is not a known doc.
    fn resolve_doc(&self, from: &Path, target: &str) -> Option<String>;
    /// A relative image/file reference (Markdown image, `<img src>`, `require('./x.png')`):
    /// returns the URL of its hashed copy in the output (the caller copies the file) or None
    /// if the file does not exist.
    fn resolve_asset(&self, from: &Path, target: &str) -> Option<String>;
}

/// A resolver that knows no doc and no asset: every Markdown link to a `.md` file is reported
/// as broken and every relative image as missing. Handy in examples and tests.
#[derive(Debug, Clone, Copy, Default)]
pub struct NoLinks;

impl LinkResolver for NoLinks {
    fn resolve_doc(&self, _from: &Path, _target: &str) -> Option<String> {
        None
    }
    fn resolve_asset(&self, _from: &Path, _target: &str) -> Option<String> {
        None
    }
}

/// The JSX components the fast path renders itself, with the theme's markup: `Tabs`,
/// `TabItem`, `Details`, `Admonition`, `CodeBlock`, `IdealImage`, `Link`, `TOCInline` (with
/// `toc={toc}`) and `Fragment`. A page using any other capitalised component needs a JavaScript
/// MDX compiler to keep that component's output; `<DocCardList />` is one of them: its cards are
/// the theme's `@theme/DocCardList`, rendered from the sidebar, so such a page takes the exact path.
pub const KNOWN_COMPONENTS: &[&str] = prepass::KNOWN_COMPONENTS;

/// True when the fast path can inline the MDX expression `expr` (the text between `{` and
/// `}`) at build time: comments, string/number/boolean/null literals (arrays and objects of
/// them as attribute values) and `frontMatter.key` paths. Names of the doc's own
/// `export const NAME = literal` are inlinable too but need the doc: see
/// [`Rendered::js_constructs`], which lists what a rendered doc could not inline.
///
/// ```
/// use ferrosaurus_markdown::is_inlinable_expression;
/// assert!(is_inlinable_expression("'text'"));
/// assert!(is_inlinable_expression("/* a comment */"));
/// assert!(is_inlinable_expression("frontMatter.title"));
/// assert!(!is_inlinable_expression("new Date().getFullYear()"));
/// ```
pub fn is_inlinable_expression(expr: &str) -> bool {
    let inner = expr.trim();
    inner.is_empty()
        || (inner.starts_with("/*") && inner.ends_with("*/"))
        || jsx::eval_literal(inner).is_some()
        || prepass::is_front_matter_path(inner)
}

/// Something in a doc the fast path could not render and left out (with a warning): the
/// page needs the JavaScript MDX path to keep it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct JsConstruct {
    /// What it is.
    pub kind: JsConstructKind,
    /// 1-based line in the whole source file.
    pub line: usize,
}

/// The kinds of [`JsConstruct`].
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub enum JsConstructKind {
    /// A JSX component not in [`KNOWN_COMPONENTS`] (its name as written).
    Component(String),
    /// An MDX expression that is not inlinable (its source, braces excluded).
    Expression(String),
}

/// Site-wide settings for rendering.
pub struct MarkdownOptions<'a> {
    /// Smallest heading level in the TOC (site default 2; front matter overrides).
    pub toc_min_heading_level: u8,
    /// Largest heading level in the TOC (site default 3; front matter overrides).
    pub toc_max_heading_level: u8,
    /// How to parse bodies.
    pub format: Format,
    /// False renders code as plain escaped text (no token spans), e.g. for benchmarks.
    pub highlight: bool,
    /// `themeConfig.prism.additionalLanguages`: languages the site declares; they never warn.
    pub additional_languages: Vec<String>,
    /// Magic comments that mark highlighted lines (the first one also styles `{1,3-5}` ranges).
    pub magic_comments: Vec<MagicComment>,
    /// What a link to a missing `.md`/`.mdx` file is.
    pub on_broken_markdown_links: ReportingSeverity,
    /// Resolves doc links and assets.
    pub resolver: &'a dyn LinkResolver,
    /// Native remark/rehype plugins and themes the config turns on (npm2yarn, math, mermaid,
    /// admonition keywords).
    pub features: MarkdownFeatures,
    /// The site's `baseUrl`: an absolute link (`[x](/docs/a)`) is written as `@docusaurus/Link`
    /// writes it, with the base URL in front.
    pub base_url: String,
    /// The site's `trailingSlash`, applied to absolute links as `@docusaurus/Link` does.
    pub trailing_slash: Option<bool>,
}

impl<'a> MarkdownOptions<'a> {
    /// Docusaurus defaults (TOC levels 2-3, detect format, highlighting on, default magic
    /// comments, broken Markdown links warn) with the given resolver.
    pub fn new(resolver: &'a dyn LinkResolver) -> Self {
        Self {
            toc_min_heading_level: 2,
            toc_max_heading_level: 3,
            format: Format::Detect,
            highlight: true,
            additional_languages: Vec::new(),
            magic_comments: MagicComment::defaults(),
            on_broken_markdown_links: ReportingSeverity::Warn,
            resolver,
            features: MarkdownFeatures::default(),
            base_url: "/".to_owned(),
            trailing_slash: None,
        }
    }

    /// The options a site's config implies (TOC levels from `themeConfig.tableOfContents`,
    /// `prism.additionalLanguages`, `onBrokenMarkdownLinks`, the native Markdown features,
    /// `baseUrl` and `trailingSlash`), shared by the content plugins.
    pub fn for_site(config: &SiteConfig, resolver: &'a dyn LinkResolver) -> Self {
        let mut opts = Self::new(resolver);
        opts.toc_min_heading_level = config.theme_config.table_of_contents.min_heading_level;
        opts.toc_max_heading_level = config.theme_config.table_of_contents.max_heading_level;
        opts.additional_languages = config.theme_config.prism.additional_languages.clone();
        opts.on_broken_markdown_links = config.on_broken_markdown_links;
        opts.features = config.markdown.clone();
        opts.base_url = config.base_url.clone();
        opts.trailing_slash = config.trailing_slash;
        opts
    }
}

/// One searchable part of a doc: the text before the first heading, then one per h1-h3.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SearchSection {
    /// Heading text (empty for the part before the first heading).
    pub title: String,
    /// The heading's id, when it has one (h1 has none).
    pub anchor: Option<String>,
    /// Plain text of the section, whitespace collapsed.
    pub text: String,
    /// Front matter tag labels (first section only).
    pub tags: Vec<String>,
}

/// A link the renderer wrote and the line of the source file it came from (for the link checker).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SourceLink {
    /// The href as written into the HTML (after `.md` links are resolved).
    pub href: String,
    /// 1-based line in the whole source file (front matter included).
    pub line: usize,
}

/// What [`render`] produces for one doc (serializable, so a content plugin can keep it between
/// builds).
#[derive(Debug, Clone, Default, serde::Serialize, serde::Deserialize)]
pub struct Rendered {
    /// The content HTML (the theme mounts it as is).
    pub html: String,
    /// Headings within the doc's TOC level range, in document order.
    pub toc: Vec<TocItem>,
    /// Plain text of the first h1, when it is the first heading.
    pub content_title: Option<String>,
    /// Plain text of the first top-level paragraph.
    pub excerpt: Option<String>,
    /// Sections for the search index.
    pub sections: Vec<SearchSection>,
    /// Final hrefs of every link in the content, with their source lines.
    pub links: Vec<SourceLink>,
    /// Problems found, with file and whole-file line.
    pub diagnostics: Vec<Diagnostic>,
    /// Components and expressions only a JavaScript MDX compiler renders (left out here).
    pub js_constructs: Vec<JsConstruct>,
}

/// Renders a parsed source. Never panics: problems become diagnostics.
pub fn render(parsed: &ParsedSource<'_>, file: &Path, opts: &MarkdownOptions<'_>) -> Rendered {
    let format = effective_format(parsed, file, opts.format);
    render::render_body(parsed, file, format, opts)
}

/// Md or Mdx: front matter `format` first, then the option, then the file extension.
fn effective_format(parsed: &ParsedSource<'_>, file: &Path, option: Format) -> Format {
    let chosen = match parsed.front_matter.format.as_deref() {
        Some("md") => Format::Md,
        Some("mdx") => Format::Mdx,
        Some("detect") => Format::Detect,
        _ => option,
    };
    match chosen {
        Format::Detect => {
            if file.extension().is_some_and(|e| e.eq_ignore_ascii_case("mdx")) {
                Format::Mdx
            } else {
                Format::Md
            }
        }
        other => other,
    }
}
