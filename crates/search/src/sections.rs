//! Cutting a built page into search sections as `@cmfcmf/docusaurus-search-local` does
//! (its `html2text`), in one streaming pass instead of a DOM: with the strict tokenizer of
//! `ferrosaurus_html_scan` where it is sure of the page (every page the build writes), else with
//! `lol_html`. Both feed the same splitter the same events (an element opens, an element ends,
//! a text node), with end tags matched to elements as lol_html matches them;
//! [`compare_readings`] reads a page both ways, for tests over generated pages and whole sites.
//!
//! The plugin's rules, as applied here:
//!
//! - **Docs and blog posts** (inside `<article>`): every `h1`, `h2`, `h3` starts a section; its
//!   title is the heading's text without direct `a[aria-hidden=true]` / `a.hash-link` children,
//!   its hash the first `a.hash-link`'s `#fragment`. Its content is the text of the elements
//!   that follow the heading (or the `<header>` around it) at the same level, up to the next
//!   `h1`–`h3` or `<header>` at that level; `h4`–`h6` are just text of that run. Only the
//!   Markdown content (`.markdown`) is content: in ferrosaurus's theme the title sits in its own
//!   `div.theme-doc-title.markdown` next to `div.theme-doc-markdown.markdown`, so the top level
//!   of every `.markdown` of the article counts as one run of siblings (what the plugin sees in
//!   Docusaurus's markup, where both are in one `div`). A heading outside `.markdown` (a blog
//!   post's title) starts a top-level section.
//! - Text of `.markdown` before the first `header`/`h1` becomes a section with empty title and
//!   hash, when there is such a heading (as the plugin's `prevAll()` of it).
//! - Tags (`article footer ul[class^=tags] li`) go to the first heading's section only.
//! - Docs: copy buttons of code blocks and `span.badge` starting with `Version:` are removed;
//!   sidebar parent categories are the texts of `.theme-doc-sidebar-container
//!   .menu__link--active` without the last one.
//! - **Pages**: `a[aria-hidden=true]` removed; title = first `h1`, else `<title>`; one section
//!   whose content is the whole first `<main>`.
//! - Text: entities decoded, `<script>`/`<style>`/`<template>` never read, a space after every
//!   block element and code line, whitespace runs collapsed (JavaScript's `\s`), trimmed.
//! - A section's text is capped at [`MAX_SECTION_TEXT`] bytes (the rest is dropped and the page
//!   reports it), so one generated page cannot blow up the index.
//!
//! ```
//! use ferrosaurus_search::sections::{split_page, PageType};
//! let html = r##"<html><head><meta name="docusaurus_tag" content="docs-default-current"></head><body>
//! <article><div class="markdown"><header><h1>Intro</h1></header><p>Hello &amp; welcome.</p>
//! <h2 id="next">Next<a href="#next" class="hash-link">&#8203;</a></h2><p>More.</p></div></article>
//! </body></html>"##;
//! let page = split_page(html.as_bytes(), PageType::Docs).unwrap();
//! assert_eq!(page.page_title, "Intro");
//! assert_eq!(page.sections[0].content, "Hello & welcome.");
//! assert_eq!((page.sections[1].title.as_str(), page.sections[1].hash.as_str()), ("Next", "#next"));
//! assert_eq!(page.docusaurus_tag.as_deref(), Some("docs-default-current"));
//! ```

use std::borrow::Cow;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::sync::LazyLock;

use aho_corasick::{AhoCorasick, MatchKind};
use ferrosaurus_html_scan::{for_each_token_passing_over, AttributeReading, Next, PassingReader, Token};
use lol_html::html_content::{Element, TextChunk};
use lol_html::{doc_text, element, HtmlRewriter, Settings};

use crate::pipeline::words;
use crate::SearchError;

/// Most bytes of text kept per section (title, content, tag) and per page title.
pub const MAX_SECTION_TEXT: usize = 512 * 1024;

/// The elements the splitter tells apart, by their lowercase names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Tag {
    A,
    Article,
    Button,
    Footer,
    /// `h1`: a section and, the first one, the page title.
    H1,
    /// `h2`, `h3`: sections.
    H2OrH3,
    Header,
    Li,
    Main,
    Meta,
    Script,
    Span,
    Style,
    Svg,
    Template,
    Title,
    Ul,
    /// Another element after whose text the plugin inserts a space.
    OtherBlock,
    Other,
}

impl Tag {
    #[inline]
    fn of(lowercase_name: &[u8]) -> Self {
        match lowercase_name {
            b"a" => Tag::A,
            b"article" => Tag::Article,
            b"button" => Tag::Button,
            b"footer" => Tag::Footer,
            b"h1" => Tag::H1,
            b"h2" | b"h3" => Tag::H2OrH3,
            b"header" => Tag::Header,
            b"li" => Tag::Li,
            b"main" => Tag::Main,
            b"meta" => Tag::Meta,
            b"script" => Tag::Script,
            b"span" => Tag::Span,
            b"style" => Tag::Style,
            b"svg" => Tag::Svg,
            b"template" => Tag::Template,
            b"title" => Tag::Title,
            b"ul" => Tag::Ul,
            b"address" | b"aside" | b"blockquote" | b"canvas" | b"dd" | b"div" | b"dl" | b"dt" | b"fieldset" | b"figcaption" | b"figure"
            | b"form" | b"h4" | b"h5" | b"h6" | b"hr" | b"nav" | b"noscript" | b"ol" | b"p" | b"pre" | b"section" | b"table" | b"tfoot"
            | b"video" | b"td" | b"th" => Tag::OtherBlock,
            _ => Tag::Other,
        }
    }

    /// An element after whose text the plugin inserts a space.
    fn is_block(self) -> bool {
        matches!(
            self,
            Tag::Article | Tag::Footer | Tag::H1 | Tag::H2OrH3 | Tag::Header | Tag::Li | Tag::Main | Tag::Ul | Tag::OtherBlock
        )
    }

    /// `h1`, `h2`, `h3`: they start sections.
    fn is_heading(self) -> bool {
        matches!(self, Tag::H1 | Tag::H2OrH3)
    }
}

/// How the plugin reads a page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PageType {
    /// A docs page: article sections, tags, version badges removed, sidebar categories.
    Docs,
    /// A blog post: article sections and tags.
    Blog,
    /// Any other page: one section with the whole `<main>`.
    Page,
}

impl PageType {
    /// The `type` the plugin writes into the index's documents.
    pub fn as_str(self) -> &'static str {
        match self {
            PageType::Docs => "docs",
            PageType::Blog => "blog",
            PageType::Page => "page",
        }
    }
}

/// One search section.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Section {
    /// Heading text ("" for text before the first heading).
    pub title: String,
    /// `#fragment` of the heading's hash link, or "".
    pub hash: String,
    /// The section's text.
    pub content: String,
    /// The page's tags (first heading's section only).
    pub tags: Vec<String>,
}

/// What the splitter found in a page.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct ParsedPage {
    /// First `article h1` (docs/blog) or first `h1`, else `<title>` (pages).
    pub page_title: String,
    /// The sections, in page order.
    pub sections: Vec<Section>,
    /// Docs only: the active sidebar path without the page itself, outermost first.
    pub sidebar_parent_categories: Option<Vec<String>>,
    /// `<meta name="docusaurus_tag">`, if the page has one.
    pub docusaurus_tag: Option<String>,
    /// Some text was longer than [`MAX_SECTION_TEXT`] and was cut.
    pub truncated: bool,
}

/// How a section's content is given.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ContentText {
    /// Whitespace runs collapsed to one space, trimmed: the plugin's `getText`.
    Collapsed,
    /// As read: lunr's tokenizer splits it into the same words, so an index needs no collapsing.
    AsRead,
}

/// Splits one page's HTML into sections.
pub fn split_page(html: &[u8], page_type: PageType) -> Result<ParsedPage, SearchError> {
    split_page_with(html, page_type, ContentText::Collapsed)
}

/// [`split_page`] for an index: each section's content is its text as read, whitespace runs not
/// collapsed nor trimmed. lunr's tokenizer splits on whitespace, so the index's terms are the
/// same, without one pass over all the text; titles, tags and everything else are as
/// [`split_page`] gives them.
pub fn split_page_for_index(html: &[u8], page_type: PageType) -> Result<ParsedPage, SearchError> {
    split_page_with(html, page_type, ContentText::AsRead)
}

fn split_page_with(html: &[u8], page_type: PageType, content_text: ContentText) -> Result<ParsedPage, SearchError> {
    match split_with_tokenizer(html, page_type, content_text) {
        Some(page) => Ok(page),
        None => split_with_lol_html(html, page_type, content_text),
    }
}

/// How a page was read (see [`compare_readings`]).
#[derive(Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Reading {
    /// The tokenizer read the page and cut the sections lol_html's reading cuts.
    Fast,
    /// The tokenizer stepped aside; lol_html reads the page.
    FellBack,
    /// The tokenizer read the page but cut other sections than lol_html's reading: a defect.
    Differs(String),
}

/// Splits `html` with the tokenizer and with lol_html, and compares.
pub fn compare_readings(html: &[u8], page_type: PageType) -> Reading {
    let Some(fast) = split_with_tokenizer(html, page_type, ContentText::Collapsed) else { return Reading::FellBack };
    match split_with_lol_html(html, page_type, ContentText::Collapsed) {
        Ok(oracle) if oracle == fast => Reading::Fast,
        Ok(oracle) => Reading::Differs(format!("the tokenizer cut {fast:?}, lol_html {oracle:?}")),
        Err(e) => Reading::Differs(format!("the tokenizer read a page lol_html refuses: {e}")),
    }
}

/// The splitter over the strict tokenizer, or `None` where it is unsure of the page or the page
/// is not UTF-8 (lol_html then reads it, replacing such bytes).
fn split_with_tokenizer(html: &[u8], page_type: PageType, content_text: ContentText) -> Option<ParsedPage> {
    // Checked once: every text and value the tokenizer gives is then a slice of `page` cut at
    // ASCII bytes, and so UTF-8 too.
    let page = PageText { text: std::str::from_utf8(html).ok()?, off_boundary: Cell::new(false), class_hints: ClassHints::of(html) };
    let mut reader = TokenizerSplit { splitter: Splitter::new(page_type, content_text), open: Vec::new(), page: &page };
    // the splitter asks for few tags' attributes: most tags' are never read
    for_each_token_passing_over(html, AttributeReading::WhenAsked, &mut reader).ok()?;
    (!page.off_boundary.get()).then(|| reader.splitter.finish())
}

/// The splitter fed by the strict tokenizer, which passes over the elements it reads nothing of.
struct TokenizerSplit<'a, 'p> {
    splitter: Splitter,
    /// The names, as written, of the elements open, as lol_html's stack holds them: one per
    /// frame of the splitter's stack, which opens a frame for each element with content.
    open: Vec<&'a [u8]>,
    page: &'p PageText<'a>,
}

impl<'a> PassingReader<'a> for TokenizerSplit<'a, '_> {
    #[inline]
    fn token(&mut self, token: Token<'_, 'a>) -> Next {
        let (splitter, page) = (&mut self.splitter, self.page);
        match token {
            Token::Start(tag) => {
                let kind = Tag::of(tag.lowercase_name());
                let class_may_matter = page.class_hints.in_tag(tag.source());
                let opened = if splitter.changes_nothing(kind, class_may_matter) {
                    splitter.open_plain(kind, tag.has_content())
                } else {
                    splitter.open(&StartTag::from_tokenizer(tag, kind, class_may_matter, page), tag.has_content())
                };
                if opened.is_some() {
                    self.open.push(tag.name());
                }
                debug_assert_eq!(self.open.len(), splitter.stack.len());
            }
            Token::End(end) => {
                // the latest element of that name ends, and every element opened inside it: nearly
                // always the last one
                if let Some(at) = self.open.iter().rposition(|name| end.closes(name)) {
                    self.open.truncate(at);
                    splitter.close_from(at);
                }
            }
            Token::Text(text) => {
                if splitter.reads_text_here() {
                    splitter.text_node(page.str_of(text));
                }
            }
        }
        if splitter.reads_nothing_here() {
            Next::PassOver
        } else {
            Next::Token
        }
    }

    /// Every element the splitter tells apart outside the article, or with a class it looks for.
    #[inline]
    fn ends_pass(&mut self, lowercase_name: &[u8], source: std::ops::Range<usize>) -> bool {
        !self.splitter.plain_outside_article(Tag::of(lowercase_name)) || self.page.class_hints.in_tag(source)
    }

    /// Opened as the tokens would have opened them: each [changes nothing](Splitter::changes_nothing).
    fn passed_into(&mut self, names: &[&'a [u8]]) {
        for &name in names {
            self.splitter.open_plain(Tag::of(name), true);
            self.open.push(name);
        }
    }
}

/// A page that is UTF-8, and the parts of it the tokenizer gives, as `str`s.
struct PageText<'a> {
    text: &'a str,
    /// A part did not start and end at character boundaries (never, for the tokenizer's cuts).
    off_boundary: Cell<bool>,
    class_hints: ClassHints,
}

/// What the splitter looks for in `class` attributes: a part of each name of [`Class`] and of
/// each prefix it tests, so a class that holds one of those holds a needle, as written in the
/// page. The parts are the ends of the names, which start less often than the names do: the
/// sidebar's many `menu__list` and `theme-doc-sidebar-item` classes start as two of the names,
/// and the pass stopped at each to see whether the rest followed.
const CLASS_NEEDLES: [&str; 8] = ["kdown", "n-line", "sh-link", "badge", "-container", "--active", "kContent", "tags"];

static CLASS_NEEDLE_FINDER: LazyLock<AhoCorasick> = LazyLock::new(|| {
    // constant patterns: a failure is a bug every test of the splitter meets
    AhoCorasick::builder().match_kind(MatchKind::LeftmostFirst).build(CLASS_NEEDLES).expect("class needles build")
});

/// Where the page may have a class the splitter looks for: the starts of the [`CLASS_NEEDLES`]
/// found in one pass over the whole page. Most start tags have none of them between their `<`
/// and `>`; their `class` is then not looked up nor read. (A match the pass skips overlaps one
/// it reports; needles hold no `<`, so the reported one starts in the same tag.)
struct ClassHints {
    starts: Vec<usize>,
    /// The first start not before the last tag asked about (tags come in page order).
    next: Cell<usize>,
}

impl ClassHints {
    fn of(html: &[u8]) -> Self {
        Self { starts: CLASS_NEEDLE_FINDER.find_iter(html).map(|found| found.start()).collect(), next: Cell::new(0) }
    }

    /// Whether a needle starts in `tag` (the byte range of a start tag, asked in page order).
    #[inline]
    fn in_tag(&self, tag: std::ops::Range<usize>) -> bool {
        let mut next = self.next.get();
        while self.starts.get(next).is_some_and(|&start| start < tag.start) {
            next += 1;
        }
        self.next.set(next);
        self.starts.get(next).is_some_and(|&start| start < tag.end)
    }
}

impl<'a> PageText<'a> {
    /// `part`, a slice of the page's bytes, as a slice of its text.
    fn str_of(&self, part: &[u8]) -> &'a str {
        let start = (part.as_ptr() as usize).wrapping_sub(self.text.as_ptr() as usize);
        match start.checked_add(part.len()).and_then(|end| self.text.get(start..end)) {
            Some(text) => text,
            None => {
                self.off_boundary.set(true);
                ""
            }
        }
    }
}

/// The splitter over lol_html's streaming rewriter.
fn split_with_lol_html(html: &[u8], page_type: PageType, content_text: ContentText) -> Result<ParsedPage, SearchError> {
    let state = Rc::new(RefCell::new(Splitter::new(page_type, content_text)));
    let on_element = Rc::clone(&state);
    let on_text = Rc::clone(&state);
    let settings = Settings::new()
        .append_element_content_handler(element!("*", move |el| {
            let start = StartTag::from_lol_html(el, html);
            let opened = on_element.borrow_mut().open(&start, el.can_have_content());
            drop(start);
            if let (Some(id), Some(handlers)) = (opened, el.end_tag_handlers()) {
                let on_end = Rc::clone(&on_element);
                handlers.push(Box::new(move |_end| {
                    on_end.borrow_mut().close(id);
                    Ok(())
                }));
            }
            Ok(())
        }))
        .append_document_content_handler(doc_text!(move |chunk| {
            on_text.borrow_mut().text(chunk);
            Ok(())
        }));
    let mut rewriter = HtmlRewriter::new(settings, |_: &[u8]| {});
    let html_error = |e: lol_html::errors::RewritingError| SearchError::Html { page: String::new(), message: e.to_string() };
    rewriter.write(html).map_err(html_error)?;
    rewriter.end().map_err(html_error)?;
    let splitter = state.borrow_mut().finish();
    Ok(splitter)
}

/// `raw` with its character references decoded, as `html_escape::decode_html_entities` decodes
/// them: the ones React and the Markdown renderer write (`&amp;` `&lt;` `&gt;` `&quot;` `&#x27;`
/// `&#39;` `&nbsp;`) are decoded here; a text with any other `&` is handed to html_escape whole.
/// A text with references is decoded into `decoded` (cleared first), which the caller keeps for
/// the next text: no allocation per text node.
fn decode_character_references<'t>(raw: &'t str, decoded: &'t mut String) -> &'t str {
    const COMMON: [(&[u8], &str); 7] =
        [(b"&amp;", "&"), (b"&lt;", "<"), (b"&gt;", ">"), (b"&quot;", "\""), (b"&#x27;", "'"), (b"&#39;", "'"), (b"&nbsp;", "\u{a0}")];
    let bytes = raw.as_bytes();
    let Some(first) = memchr::memchr(b'&', bytes) else { return raw };
    decoded.clear();
    let (mut copied, mut at) = (0, first);
    loop {
        let Some((reference, text)) = COMMON.iter().find(|(reference, _)| bytes[at..].starts_with(reference)) else {
            decoded.clear();
            return html_escape::decode_html_entities_to_string(raw, decoded);
        };
        decoded.push_str(&raw[copied..at]);
        decoded.push_str(text);
        copied = at + reference.len();
        match memchr::memchr(b'&', &bytes[copied..]) {
            Some(next) => at = copied + next,
            None => break,
        }
    }
    decoded.push_str(&raw[copied..]);
    decoded
}

/// The room a section's content starts with: a buffer that starts empty grows through a copy
/// at every doubling, and text runs are pushed into it one by one.
const SECTION_CONTENT_START: usize = 2048;

/// Text as the plugin's `getText` builds it: newlines of text nodes become spaces; collapsed
/// and trimmed at the end.
#[derive(Debug, Default, Clone)]
struct TextBuf {
    raw: String,
    truncated: bool,
}

impl TextBuf {
    fn with_capacity(bytes: usize) -> Self {
        Self { raw: String::with_capacity(bytes), truncated: false }
    }

    /// Newlines are kept as they are: [`TextBuf::finish`] collapses them with the other
    /// whitespace, as it would the spaces `getText` puts in their place.
    fn push(&mut self, text: &str) {
        if self.raw.len() + text.len() > MAX_SECTION_TEXT {
            self.truncated = true;
            return;
        }
        self.raw.push_str(text);
    }

    /// The text as a section's content.
    fn take_content(&mut self, content_text: ContentText) -> String {
        match content_text {
            ContentText::Collapsed => self.finish(),
            ContentText::AsRead => std::mem::take(&mut self.raw),
        }
    }

    /// The words (runs of non-whitespace) joined by one space.
    fn finish(&self) -> String {
        let mut out = String::with_capacity(self.raw.len());
        for word in words(&self.raw, false) {
            if !out.is_empty() {
                out.push(' ');
            }
            out.push_str(word);
        }
        out
    }
}

/// Where the text inside an element goes; each element inherits its parent's and adds its own.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Context {
    /// Text here is never read (script, style, removed elements).
    skip: bool,
    /// Inside a version badge being checked (text held back until its end).
    in_badge: bool,
    in_article: bool,
    in_markdown: bool,
    /// Level below the outermost `.markdown` (its children are 0, its own text -1).
    level: i32,
    in_footer: bool,
    in_tags_list: bool,
    /// The tag (`li`) being read.
    tag_item: Option<Slot>,
    in_sidebar: bool,
    /// The active sidebar link being read.
    sidebar_link: Option<Slot>,
    in_code_block: bool,
    /// The section whose heading this text is the title of.
    heading_of: Option<Slot>,
    /// A hash link or aria-hidden anchor directly in a heading: not part of the title.
    title_excluded: bool,
    /// Inside the first `h1` (the page title).
    in_page_title: bool,
    in_head_title: bool,
    in_first_main: bool,
    in_svg: bool,
}

/// A place in one of the splitter's lists (a tag, an active sidebar link, a section): four
/// bytes, as every element's context holds three and is copied for each element opened. A page
/// has far fewer than 2^32 of each (the last would be a place no list reaches: text for it goes
/// nowhere).
type Slot = u32;

fn slot(position: usize) -> Slot {
    Slot::try_from(position).unwrap_or(Slot::MAX)
}

#[derive(Debug)]
struct Frame {
    id: u64,
    tag: Tag,
    ctx: Context,
    block: bool,
}

#[derive(Debug, PartialEq, Eq)]
enum Phase {
    /// Still inside the heading (or its `<header>`).
    InRoot,
    Collecting,
    Done,
}

#[derive(Debug)]
struct SectionBuild {
    title: TextBuf,
    hash: Option<String>,
    content: TextBuf,
    level: i32,
    /// Stack index of the heading or its header.
    root_depth: usize,
    root_id: u64,
    phase: Phase,
}

#[derive(Debug)]
struct Splitter {
    page_type: PageType,
    content_text: ContentText,
    stack: Vec<Frame>,
    next_id: u64,
    pending_text: String,
    /// Where [`Splitter::text_node`] decodes a text with character references.
    decoded: String,
    sections: Vec<SectionBuild>,
    /// Every section before this one is [`Phase::Done`] (see [`Splitter::live_sections`]).
    done_before: usize,
    pre_heading: TextBuf,
    markdown_has_title: bool,
    page_title: TextBuf,
    page_title_seen: bool,
    head_title: TextBuf,
    head_title_seen: bool,
    main_seen: bool,
    main: TextBuf,
    tags: Vec<TextBuf>,
    sidebar_links: Vec<String>,
    docusaurus_tag: Option<String>,
    badge: String,
}

/// What the splitter looks at in a start tag, read once per element, from either reader.
struct StartTag<'a, 'r, 't> {
    attributes: TagAttributes<'a, 'r, 't>,
    /// The element, from its lowercase name.
    tag: Tag,
    class: Option<Cow<'a, str>>,
    /// The classes of `class` the splitter looks for, found in one pass over it.
    classes: ClassSet,
}

/// The classes the splitter looks for.
#[derive(Debug, Clone, Copy)]
enum Class {
    /// `.markdown`: the Markdown content of a doc or post.
    Markdown = 1,
    /// `span.token-line`: a line of a code block (a space follows it).
    TokenLine = 1 << 1,
    /// `a.hash-link`: a heading's anchor.
    HashLink = 1 << 2,
    /// `span.badge`: a version badge, when its text starts with `Version:`.
    Badge = 1 << 3,
    /// `.theme-doc-sidebar-container`.
    SidebarContainer = 1 << 4,
    /// `.menu__link--active`: a link of the active sidebar path.
    ActiveLink = 1 << 5,
}

impl Class {
    fn of(name: &str) -> Option<Self> {
        Some(match name {
            "markdown" => Class::Markdown,
            "token-line" => Class::TokenLine,
            "hash-link" => Class::HashLink,
            "badge" => Class::Badge,
            "theme-doc-sidebar-container" => Class::SidebarContainer,
            "menu__link--active" => Class::ActiveLink,
            _ => return None,
        })
    }
}

/// A set of [`Class`]es.
#[derive(Debug, Clone, Copy, Default)]
struct ClassSet(u8);

impl ClassSet {
    /// The classes of a class list (read only for the few tags [`ClassHints`] points at).
    fn of(class_attribute: &str) -> Self {
        Self(class_attribute.split_ascii_whitespace().filter_map(Class::of).fold(0, |bits, class| bits | class as u8))
    }

    fn contains(self, class: Class) -> bool {
        self.0 & class as u8 != 0
    }
}

/// Where a start tag's attributes are read.
enum TagAttributes<'a, 'r, 't> {
    /// lol_html's element: names and values are read in the page's bytes where lol_html says
    /// the tag is (no copy per element); lol_html's own accessors are the fallback for anything
    /// unusual (upper case, bytes that are not UTF-8).
    LolHtml { el: &'a Element<'r, 't>, html: &'a [u8] },
    /// The tokenizer's tag, in a page that is UTF-8.
    Tokenizer { tag: &'a ferrosaurus_html_scan::StartTag<'a, 'a>, page: &'a PageText<'a> },
}

impl<'a, 'r, 't> StartTag<'a, 'r, 't> {
    fn from_lol_html(el: &'a Element<'r, 't>, html: &'a [u8]) -> Self {
        let name = match source_tag_name(el, html) {
            Some(name) => Cow::Borrowed(name),
            None => Cow::Owned(el.tag_name()),
        };
        Self::with_class(TagAttributes::LolHtml { el, html }, Tag::of(name.as_bytes()), true)
    }

    /// The tag, with its `class` read when `class_may_matter` (else it has none the splitter
    /// looks for).
    fn with_class(attributes: TagAttributes<'a, 'r, 't>, tag: Tag, class_may_matter: bool) -> Self {
        let mut start = Self { attributes, tag, class: None, classes: ClassSet::default() };
        if class_may_matter {
            start.class = start.attribute("class");
            start.classes = start.class.as_deref().map(ClassSet::of).unwrap_or_default();
        }
        start
    }

    /// `getAttribute(name)` (`name` in lower case): the first attribute of that name, its value
    /// as written (entities are not decoded, as lol_html's `get_attribute`).
    fn attribute(&self, name: &str) -> Option<Cow<'a, str>> {
        match self.attributes {
            TagAttributes::LolHtml { el, html } => lol_html_attribute(el, html, name),
            TagAttributes::Tokenizer { tag, page } => tag.get(name).map(|value| Cow::Borrowed(page.str_of(value))),
        }
    }

    fn has_class(&self, class: Class) -> bool {
        self.classes.contains(class)
    }

    fn class_starts_with(&self, prefix: &str) -> bool {
        self.class.as_deref().is_some_and(|c| c.starts_with(prefix))
    }
}

impl<'a> StartTag<'a, 'static, 'static> {
    /// `kind` is from the tag's lowercase name (a name too long for the tokenizer to lower is
    /// none the splitter tells apart); `class_may_matter` from the page's [`ClassHints`].
    fn from_tokenizer(tag: &'a ferrosaurus_html_scan::StartTag<'a, 'a>, kind: Tag, class_may_matter: bool, page: &'a PageText<'a>) -> Self {
        Self::with_class(TagAttributes::Tokenizer { tag, page }, kind, class_may_matter)
    }
}

/// An attribute of lol_html's element, read where lol_html says it is in the page.
fn lol_html_attribute<'a>(el: &'a Element<'_, '_>, html: &'a [u8], name: &str) -> Option<Cow<'a, str>> {
    for attribute in el.attributes() {
        let Some(name_at) = attribute.name_source_location() else { return el.get_attribute(name).map(Cow::Owned) };
        let Some(written) = html.get(name_at.bytes()) else { return el.get_attribute(name).map(Cow::Owned) };
        if !written.eq_ignore_ascii_case(name.as_bytes()) {
            continue;
        }
        let value = match attribute.value_source_location() {
            None => Some(""),
            Some(value_at) => html.get(value_at.bytes()).and_then(|v| std::str::from_utf8(v).ok()),
        };
        return Some(value.map_or_else(|| Cow::Owned(attribute.value()), Cow::Borrowed));
    }
    None
}

/// The start tag's name as written in the page, when it is ASCII without upper case (what
/// lol_html's `tag_name()` would give, without the copy).
fn source_tag_name<'a>(el: &Element<'_, '_>, html: &'a [u8]) -> Option<&'a str> {
    let tag = html.get(el.source_location().bytes())?.strip_prefix(b"<")?;
    let end = tag.iter().position(|b| matches!(b, b'\t' | b'\n' | b'\x0C' | b'\r' | b' ' | b'/' | b'>')).unwrap_or(tag.len());
    let name = &tag[..end];
    if name.is_empty() || !name.iter().all(|b| b.is_ascii() && !b.is_ascii_uppercase()) {
        return None;
    }
    let name = std::str::from_utf8(name).ok()?;
    debug_assert_eq!(name, el.tag_name(), "the tag name read at lol_html's source location");
    Some(name)
}

impl Splitter {
    fn new(page_type: PageType, content_text: ContentText) -> Self {
        Self {
            page_type,
            content_text,
            stack: Vec::new(),
            next_id: 0,
            pending_text: String::new(),
            decoded: String::new(),
            sections: Vec::new(),
            done_before: 0,
            pre_heading: TextBuf::default(),
            markdown_has_title: false,
            page_title: TextBuf::default(),
            page_title_seen: false,
            head_title: TextBuf::default(),
            head_title_seen: false,
            main_seen: false,
            main: TextBuf::default(),
            tags: Vec::new(),
            sidebar_links: Vec::new(),
            docusaurus_tag: None,
            badge: String::new(),
        }
    }

    fn current(&self) -> Context {
        self.stack.last().map(|f| f.ctx).unwrap_or_default()
    }

    fn is_article_type(&self) -> bool {
        matches!(self.page_type, PageType::Docs | PageType::Blog)
    }

    /// An element starts: work out its context, end sections it stops, start the one it opens.
    /// Returns its id when it has content (and so an end, which [`Splitter::close`] is given).
    fn open(&mut self, start: &StartTag<'_, '_, '_>, has_content: bool) -> Option<u64> {
        let tag = start.tag;
        let parent = self.current();
        if tag == Tag::Meta && self.docusaurus_tag.is_none() && start.attribute("name").as_deref() == Some("docusaurus_tag") {
            self.docusaurus_tag = start.attribute("content").filter(|c| !c.is_empty()).map(Cow::into_owned);
        }
        let ctx = self.context_for(start, parent);
        if !has_content {
            return None; // void or self-closing: no text, no end
        }
        let id = self.next_id;
        self.next_id += 1;
        let block = tag.is_block() || (tag == Tag::Span && start.has_class(Class::TokenLine));
        let parent_is_header = self.stack.last().is_some_and(|f| f.tag == Tag::Header);
        let in_article = self.is_article_type() && ctx.in_article && !ctx.skip;
        self.stack.push(Frame { id, tag, ctx, block });
        if in_article {
            let depth = self.stack.len() - 1;
            self.article_element(start, parent_is_header, depth);
        }
        Some(id)
    }

    /// Whether an element of `kind` opened now takes its parent's context, one level deeper in
    /// `.markdown`, and changes nothing else, whatever its attributes: an element with no class
    /// the splitter looks for, and of a kind it does not tell apart by name where it is. Outside
    /// the article (where sections, titles and tags are), that is every kind but the few that
    /// start or stop reading; inside it, only the kinds that never start, end or name a
    /// section, a tag or a title. Such an element is opened by [`Splitter::open_plain`], its
    /// attributes never read. (Compare [`Splitter::context_for`] and
    /// [`Splitter::article_element`]: each element they tell apart is left out here.)
    #[inline]
    fn changes_nothing(&self, kind: Tag, class_may_matter: bool) -> bool {
        if class_may_matter {
            return false;
        }
        if let Some(parent) = self.stack.last().map(|f| &f.ctx).filter(|ctx| ctx.in_article) {
            return match kind {
                Tag::Span | Tag::Ul | Tag::OtherBlock | Tag::Other => true,
                // the first `li` of a tags list is a tag
                Tag::Li => !parent.in_tags_list,
                _ => false,
            };
        }
        self.plain_outside_article(kind)
    }

    /// Whether an element of `kind` with no class the splitter looks for changes nothing
    /// outside the article (see [`Splitter::changes_nothing`]).
    #[inline]
    fn plain_outside_article(&self, kind: Tag) -> bool {
        match kind {
            Tag::Span | Tag::Li | Tag::Ul | Tag::Footer | Tag::Header | Tag::OtherBlock | Tag::Other => true,
            // on other pages, `aria-hidden` anchors are skipped
            Tag::A => self.page_type != PageType::Page,
            Tag::Article | Tag::Button | Tag::H1 | Tag::H2OrH3 | Tag::Main | Tag::Meta | Tag::Script | Tag::Style | Tag::Svg | Tag::Template | Tag::Title => false,
        }
    }

    /// Whether nothing here is read, outside the article: no text of this element, nor of an
    /// element opened in it that [changes nothing](Splitter::changes_nothing) (which takes its
    /// context). The tokenizer may pass over such elements.
    #[inline]
    fn reads_nothing_here(&self) -> bool {
        self.stack.last().is_none_or(|frame| !frame.ctx.in_article && !self.reads_text(&frame.ctx))
    }

    /// [`Splitter::open`] for an element that [changes nothing](Splitter::changes_nothing): its
    /// parent's context, one level deeper inside `.markdown`.
    #[inline]
    fn open_plain(&mut self, tag: Tag, has_content: bool) -> Option<u64> {
        if !has_content {
            return None;
        }
        let id = self.next_id;
        self.next_id += 1;
        let mut ctx = self.current();
        if ctx.in_markdown {
            ctx.level += 1;
        }
        self.stack.push(Frame { id, tag, ctx, block: tag.is_block() });
        Some(id)
    }

    fn context_for(&mut self, start: &StartTag<'_, '_, '_>, parent: Context) -> Context {
        let tag = start.tag;
        let mut ctx = parent;
        ctx.skip |= matches!(tag, Tag::Script | Tag::Style | Tag::Template);
        ctx.in_svg |= tag == Tag::Svg;
        if tag == Tag::Title && !ctx.in_svg && !self.head_title_seen {
            self.head_title_seen = true;
            ctx.in_head_title = true;
        }
        if ctx.in_markdown {
            ctx.level += 1;
        }
        if ctx.in_article && !ctx.in_markdown && start.has_class(Class::Markdown) {
            ctx.in_markdown = true;
            ctx.level = -1;
        }
        ctx.in_article |= tag == Tag::Article;
        ctx.in_code_block |= start.class_starts_with("codeBlockContent");
        // Copy buttons of code blocks are removed on every kind of page.
        ctx.skip |= tag == Tag::Button && ctx.in_code_block;
        ctx.heading_of = None;
        ctx.title_excluded = false;
        if let Some(section) = parent.heading_of {
            // Direct children of the heading that are anchors do not count for the title.
            ctx.heading_of = Some(section);
            let anchor = tag == Tag::A && (start.attribute("aria-hidden").as_deref() == Some("true") || start.has_class(Class::HashLink));
            ctx.title_excluded = parent.title_excluded || (anchor && self.stack.last().is_some_and(|f| f.tag.is_heading()));
        }
        match self.page_type {
            PageType::Docs | PageType::Blog => self.article_context(start, &mut ctx),
            PageType::Page => self.page_context(start, &mut ctx),
        }
        ctx
    }

    fn article_context(&mut self, start: &StartTag<'_, '_, '_>, ctx: &mut Context) {
        let tag = start.tag;
        if self.page_type == PageType::Docs && tag == Tag::Span && start.has_class(Class::Badge) && !ctx.in_badge && !ctx.skip {
            ctx.in_badge = true;
            self.badge.clear();
        }
        if ctx.in_article {
            ctx.in_footer |= tag == Tag::Footer;
            if ctx.in_footer && tag == Tag::Ul && start.class_starts_with("tags") {
                ctx.in_tags_list = true;
            }
            if ctx.in_tags_list && tag == Tag::Li && ctx.tag_item.is_none() {
                ctx.tag_item = Some(slot(self.tags.len()));
                self.tags.push(TextBuf::default());
            }
            if tag == Tag::H1 && !self.page_title_seen {
                self.page_title_seen = true;
                ctx.in_page_title = true;
            }
        }
        if self.page_type == PageType::Docs {
            ctx.in_sidebar |= start.has_class(Class::SidebarContainer);
            if ctx.in_sidebar && start.has_class(Class::ActiveLink) && ctx.sidebar_link.is_none() {
                ctx.sidebar_link = Some(slot(self.sidebar_links.len()));
                self.sidebar_links.push(String::new());
            }
        }
    }

    fn page_context(&mut self, start: &StartTag<'_, '_, '_>, ctx: &mut Context) {
        let tag = start.tag;
        if tag == Tag::A && start.attribute("aria-hidden").as_deref() == Some("true") {
            ctx.skip = true;
        }
        if tag == Tag::H1 && !self.page_title_seen && !ctx.skip {
            self.page_title_seen = true;
            ctx.in_page_title = true;
        }
        if tag == Tag::Main && !self.main_seen {
            self.main_seen = true;
            ctx.in_first_main = true;
        }
    }

    /// Section bookkeeping for an element inside an article.
    fn article_element(&mut self, start: &StartTag<'_, '_, '_>, parent_is_header: bool, depth: usize) {
        let tag = start.tag;
        let ctx = self.stack[depth].ctx;
        let level = if ctx.in_markdown { ctx.level } else { 0 };
        if tag.is_heading() || tag == Tag::Header {
            self.stop_sections_at(level, depth, ctx.in_markdown);
            if ctx.in_markdown && matches!(tag, Tag::H1 | Tag::Header) {
                self.markdown_has_title = true;
            }
        }
        if tag.is_heading() {
            let (root_depth, root_level) = if parent_is_header && depth > 0 {
                let parent = &self.stack[depth - 1];
                (depth - 1, if parent.ctx.in_markdown { parent.ctx.level } else { 0 })
            } else {
                (depth, level)
            };
            let index = self.sections.len();
            self.sections.push(SectionBuild {
                title: TextBuf::default(),
                hash: None,
                content: TextBuf::with_capacity(SECTION_CONTENT_START),
                level: root_level,
                root_depth,
                root_id: self.stack[root_depth].id,
                phase: Phase::InRoot,
            });
            self.stack[depth].ctx.heading_of = Some(slot(index));
        }
        if tag == Tag::A && start.has_class(Class::HashLink) {
            if let Some(section) = ctx.heading_of.and_then(|i| self.sections.get_mut(i as usize)) {
                if section.hash.is_none() {
                    let href = start.attribute("href").unwrap_or_default();
                    section.hash = Some(href.split_once('#').map(|(_, h)| format!("#{h}")).unwrap_or_default());
                }
            }
        }
    }

    /// `nextUntil("h1, h2, h3, header")`: a heading or header at a section's level ends it.
    fn stop_sections_at(&mut self, level: i32, depth: usize, in_markdown: bool) {
        for section in self.live_sections() {
            if section.phase != Phase::Collecting {
                continue;
            }
            let sibling = if section.level == 0 { !in_markdown || level == 0 } else { depth == section.root_depth };
            if sibling {
                section.phase = Phase::Done;
            }
        }
    }

    /// The sections from the first that is not [`Phase::Done`]: a section that is done stays
    /// done, and every walk over the sections passes by the ones that are.
    fn live_sections(&mut self) -> &mut [SectionBuild] {
        while self.sections.get(self.done_before).is_some_and(|s| s.phase == Phase::Done) {
            self.done_before += 1;
        }
        &mut self.sections[self.done_before..]
    }

    /// An element ends (and with it any element left open inside it).
    fn close(&mut self, id: u64) {
        self.flush_text();
        if let Some(position) = self.stack.iter().rposition(|f| f.id == id) {
            self.close_from(position);
        }
    }

    /// The element at `position` of the stack ends, and every element above it (with no text
    /// of lol_html's pending).
    #[inline]
    fn close_from(&mut self, position: usize) {
        while self.stack.len() > position {
            let depth = self.stack.len() - 1;
            let frame = &self.stack[depth];
            let (ctx, block, frame_id, is_article) = (frame.ctx, frame.block, frame.id, frame.tag == Tag::Article);
            if block && self.reads_text(&ctx) {
                self.route(" ", ctx);
            }
            if ctx.in_badge && !self.stack.get(depth.wrapping_sub(1)).is_some_and(|p| p.ctx.in_badge) {
                self.release_badge(depth);
            }
            self.stack.pop();
            // sections start and end inside the article; an element outside it ends after it
            if ctx.in_article {
                self.after_pop(frame_id, depth, is_article);
            }
        }
    }

    fn after_pop(&mut self, frame_id: u64, depth: usize, is_article: bool) {
        for section in self.live_sections() {
            if section.root_id == frame_id && section.phase == Phase::InRoot {
                section.phase = Phase::Collecting;
            } else if section.phase == Phase::Collecting && (is_article || (section.level > 0 && depth < section.root_depth)) {
                section.phase = Phase::Done;
            }
        }
    }

    /// A `span.badge` ended: a version badge is dropped, any other badge's text is read.
    fn release_badge(&mut self, depth: usize) {
        let text = std::mem::take(&mut self.badge);
        if text.starts_with("Version:") {
            return;
        }
        let mut ctx = self.stack[depth].ctx;
        ctx.in_badge = false;
        self.route(&text, ctx);
    }

    /// A chunk of a text node from lol_html.
    fn text(&mut self, chunk: &TextChunk<'_>) {
        // A text node's chunks all come in one context; most of a page's text goes nowhere.
        if !self.reads_text_here() {
            return;
        }
        self.pending_text.push_str(chunk.as_str());
        if chunk.last_in_text_node() {
            self.flush_text();
        }
    }

    /// A whole text node as written (from the tokenizer, or lol_html's chunks joined): its
    /// character references decoded, sent where the current element's context reads it.
    fn text_node(&mut self, raw: &str) {
        let ctx = self.current();
        if !ctx.skip {
            let mut decoded = std::mem::take(&mut self.decoded);
            self.route(decode_character_references(raw, &mut decoded), ctx);
            self.decoded = decoded;
        }
    }

    /// The text node whose chunks lol_html has given so far.
    fn flush_text(&mut self) {
        if self.pending_text.is_empty() {
            return;
        }
        let raw = std::mem::take(&mut self.pending_text);
        self.text_node(&raw);
        // keep the buffer's capacity for the next text node
        self.pending_text = raw;
        self.pending_text.clear();
    }

    /// Whether text here, in the current element, goes anywhere.
    #[inline]
    fn reads_text_here(&self) -> bool {
        self.stack.last().is_some_and(|frame| self.reads_text(&frame.ctx))
    }

    /// Whether [`Splitter::route`] sends text in this context anywhere.
    fn reads_text(&self, ctx: &Context) -> bool {
        let read_by_page_type = match self.page_type {
            PageType::Page => ctx.in_first_main,
            PageType::Docs | PageType::Blog => ctx.in_article,
        };
        !ctx.skip && (ctx.in_badge || ctx.in_head_title || ctx.sidebar_link.is_some() || ctx.in_page_title || read_by_page_type)
    }

    /// Sends text to everything that reads it at this place.
    fn route(&mut self, text: &str, ctx: Context) {
        if ctx.skip {
            return;
        }
        if ctx.in_badge {
            self.badge.push_str(text);
            return;
        }
        if ctx.in_head_title {
            self.head_title.push(text);
        }
        if let Some(link) = ctx.sidebar_link.and_then(|link| self.sidebar_links.get_mut(link as usize)) {
            link.push_str(text);
        }
        if ctx.in_page_title {
            self.page_title.push(text);
        }
        match self.page_type {
            PageType::Page => {
                if ctx.in_first_main {
                    self.main.push(text);
                }
            }
            PageType::Docs | PageType::Blog => self.route_article(text, ctx),
        }
    }

    fn route_article(&mut self, text: &str, ctx: Context) {
        if !ctx.in_article {
            return;
        }
        if let Some(item) = ctx.tag_item.and_then(|item| self.tags.get_mut(item as usize)) {
            item.push(text);
        }
        if let Some(section) = ctx.heading_of.and_then(|section| self.sections.get_mut(section as usize)) {
            if !ctx.title_excluded {
                section.title.push(text);
            }
        }
        if !ctx.in_markdown || ctx.level < 0 {
            return;
        }
        if !self.markdown_has_title {
            self.pre_heading.push(text);
        }
        for section in self.live_sections() {
            if section.phase == Phase::Collecting && ctx.level >= section.level {
                section.content.push(text);
            }
        }
    }

    fn finish(&mut self) -> ParsedPage {
        self.flush_text();
        let mut truncated = self.page_title.truncated || self.main.truncated;
        match self.page_type {
            PageType::Page => {
                let mut title = self.page_title.finish();
                if !self.page_title_seen {
                    title = self.head_title.finish();
                }
                let content = self.main.take_content(self.content_text);
                ParsedPage {
                    page_title: title.clone(),
                    sections: vec![Section { title, hash: String::new(), content, tags: Vec::new() }],
                    sidebar_parent_categories: None,
                    docusaurus_tag: self.docusaurus_tag.take(),
                    truncated,
                }
            }
            PageType::Docs | PageType::Blog => {
                let tags: Vec<String> = self.tags.iter().map(TextBuf::finish).collect();
                let mut sections = Vec::new();
                truncated |= self.pre_heading.truncated;
                let pre = self.pre_heading.take_content(self.content_text);
                if self.markdown_has_title && words(&pre, false).next().is_some() {
                    sections.push(Section { title: String::new(), hash: String::new(), content: pre, tags: Vec::new() });
                }
                for (i, s) in self.sections.iter_mut().enumerate() {
                    truncated |= s.title.truncated || s.content.truncated;
                    let tags = if i == 0 { tags.clone() } else { Vec::new() };
                    let content = s.content.take_content(self.content_text);
                    sections.push(Section { title: s.title.finish(), hash: s.hash.take().unwrap_or_default(), content, tags });
                }
                let sidebar = (self.page_type == PageType::Docs).then(|| {
                    let mut links = std::mem::take(&mut self.sidebar_links);
                    links.pop();
                    links
                });
                ParsedPage {
                    page_title: self.page_title.finish(),
                    sections,
                    sidebar_parent_categories: sidebar,
                    docusaurus_tag: self.docusaurus_tag.take(),
                    truncated,
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn class_lists_are_read_as_whitespace_separated_names() {
        let (markdown, token_line, hash_link, badge, sidebar, active) =
            (Class::Markdown as u8, Class::TokenLine as u8, Class::HashLink as u8, Class::Badge as u8, Class::SidebarContainer as u8, Class::ActiveLink as u8);
        for (list, classes) in [
            ("menu__link menu__link--active", active),
            ("markdown", markdown),
            ("\tmarkdown\n", markdown),
            ("theme-doc-sidebar-container docSidebarContainer_x", sidebar),
            ("menu__link--active\u{0}x badge", badge),
            ("a\u{1}markdown hash-link", hash_link),
            ("token-line\u{c}badge\rmarkdown--x", token_line | badge),
            ("caf\u{e9} menu__link--active-not badge", badge),
            ("\u{a0}markdown", 0),
        ] {
            assert_eq!(ClassSet::of(list).0, classes, "{list:?}");
        }
    }

    #[test]
    fn every_class_and_prefix_the_splitter_reads_holds_a_needle() {
        let source = include_str!("sections.rs");
        // the names `Class::of` matches, and the prefixes `class_starts_with` is called with
        let quoted_after = |marker: &'static str| source.split(marker).skip(1).filter_map(|rest| rest.split('"').next()).filter(|p| !p.is_empty());
        let names: Vec<&str> = quoted_after("\n            \"").filter(|name| Class::of(name).is_some()).collect();
        assert_eq!(names.len(), 6, "{names:?}");
        let prefixes: Vec<&str> = quoted_after("class_starts_with(\"").collect();
        assert!(prefixes.contains(&"codeBlockContent") && prefixes.contains(&"tags"), "{prefixes:?}");
        for class in names.into_iter().chain(prefixes) {
            assert!(CLASS_NEEDLES.iter().any(|needle| class.contains(needle)), "{class:?} holds no needle");
        }
    }

    #[test]
    fn class_hints_find_needles_in_the_tag_they_start_in() {
        let html = br#"<p class="x"><a class="codeBlockContent_y tags">t</a> markdown <div class="a markdown"></div>"#;
        let tag_at = |opening: &str| {
            let start = html.windows(opening.len()).position(|w| w == opening.as_bytes()).unwrap();
            start..start + html[start..].iter().position(|&b| b == b'>').unwrap() + 1
        };
        let hints = ClassHints::of(html);
        // `markdown` in the text between is in no tag
        assert_eq!((hints.in_tag(tag_at("<p")), hints.in_tag(tag_at("<a")), hints.in_tag(tag_at("<div"))), (false, true, true));
        let hints = ClassHints::of(br#"<p class="x">markdown</p><i>"#);
        assert_eq!((hints.in_tag(0..13), hints.in_tag(25..28)), (false, false));
    }

    #[test]
    fn common_references_are_decoded_as_html_escape_decodes_them() {
        for raw in ["a &amp; b", "&lt;T&gt;", "&quot;x&quot; &#x27;y&#39;", "a&nbsp;b", "&amp;lt;", "no reference", "&ampx &amp", "&copy; &amp;", "&#x27", "&"] {
            // the buffer holds what the text before decoded
            let mut decoded = String::from("&lt; left by the text before");
            assert_eq!(decode_character_references(raw, &mut decoded), html_escape::decode_html_entities(raw), "{raw:?}");
        }
        let raw = "plain text";
        assert!(std::ptr::eq(decode_character_references(raw, &mut String::new()), raw), "a text without references is not copied");
    }

    proptest! {
        #[test]
        fn text_is_decoded_as_html_escape_decodes_it(
            parts in proptest::collection::vec(
                prop_oneof![
                    Just("&amp;"), Just("&lt;"), Just("&gt;"), Just("&quot;"), Just("&#x27;"), Just("&#39;"), Just("&nbsp;"),
                    Just("&"), Just("&amp"), Just("&#"), Just("&#x"), Just("&#x2"), Just("&copy;"), Just("&AMP;"), Just("&#60;"),
                    Just(";"), Just("#"), Just("x"), Just("27"), Just("lt"), Just(" "), Just("\u{e9}"),
                ],
                0..16,
            )
        ) {
            let raw: String = parts.concat();
            let mut decoded = String::from("&amp;");
            prop_assert_eq!(decode_character_references(&raw, &mut decoded), html_escape::decode_html_entities(&raw), "{:?}", raw);
        }
    }
}
