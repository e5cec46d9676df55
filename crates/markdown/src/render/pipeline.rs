//! How the passes are chained. The driver feeds each pulldown-cmark event to the first pass;
//! a pass handles the [`Piece`]s it cares about and hands on, through [`Next`], what the passes
//! after it should see (the event as it came, a rewritten one, several, or nothing). What
//! leaves the last pass is the page's event list.
//!
//! Besides events, three kinds of pieces travel down the chain: the plain text a reader sees
//! (for image alt text, heading text, search sections and the excerpt), the opening and closing
//! of containers the parser does not know (admonitions, tabs, details) and finished headings.

use std::path::Path;

use ferrosaurus_core::Diagnostic;
use pulldown_cmark::{CowStr, Event, Parser, Tag, TagEnd};

use super::parser_options;
use crate::MarkdownOptions;

/// What one pass hands to the next.
pub(super) enum Piece<'t, 'e> {
    /// A pulldown-cmark event, as parsed or as an earlier pass rewrote it (often `Event::Html`).
    Event(Event<'e>),
    /// Plain text a reader sees, in reading order (spaces separate blocks and words).
    Text(&'t str),
    /// A container outside CommonMark (admonition, tabs, tab item, details, unknown component)
    /// opened or closed: it nests its content like a block quote does.
    Nest(Nesting),
    /// A finished heading, already written as HTML.
    Heading(Box<Heading>),
}

/// Whether a container opens or closes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Nesting {
    /// Its opening marker.
    Open,
    /// Its closing marker.
    Close,
}

/// A heading the headings pass has written: its markup, and what the search sections need.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Heading {
    /// The `<hN>` element, newline included.
    pub(super) html: String,
    /// 1 to 6.
    pub(super) level: u8,
    /// Its plain text, whitespace collapsed, without a trailing `{#id}`.
    pub(super) text: String,
    /// Its id (h1 has one too, though it is not written).
    pub(super) id: String,
}

/// One concern of the renderer, with its own state. Implementations mark `take`
/// `#[inline(always)]` (see [`Chain`]).
pub(super) trait Pass<'e> {
    /// Handles one piece from the pass before and sends on, through `next`, what the passes
    /// after it should see.
    fn take(&mut self, piece: Piece<'_, 'e>, next: &mut Next<'_, 'e, impl Chain<'e>>);
}

/// An ordered list of passes: `(&mut first, rest)`, ending in `()` (see [`chain!`]). Nested
/// pairs rather than a slice of trait objects, so that handing a piece on is a direct call;
/// with the passes' `take` marked `#[inline(always)]` the whole list becomes one function.
/// (Rendering without highlighting, measured in instructions against the single-match
/// renderer this replaced: trait objects cost 9% more, this 5%.)
pub(super) trait Chain<'e> {
    /// Hands `piece` to the first pass of the list; at its end, events (and headings' HTML)
    /// are written to `out` and the rest is dropped.
    fn send(&mut self, piece: Piece<'_, 'e>, document: &mut Document<'e>, out: &mut Vec<Event<'e>>);
}

impl<'e> Chain<'e> for () {
    fn send(&mut self, piece: Piece<'_, 'e>, _: &mut Document<'e>, out: &mut Vec<Event<'e>>) {
        match piece {
            Piece::Event(event) => out.push(event),
            Piece::Heading(heading) => out.push(Event::Html(CowStr::from(heading.html))),
            Piece::Text(_) | Piece::Nest(_) => {}
        }
    }
}

impl<'e, P: Pass<'e>, R: Chain<'e>> Chain<'e> for (&mut P, R) {
    #[inline(always)]
    fn send(&mut self, piece: Piece<'_, 'e>, document: &mut Document<'e>, out: &mut Vec<Event<'e>>) {
        self.0.take(piece, &mut Next { rest: &mut self.1, document, out });
    }
}

/// The list of passes `chain![&mut a, &mut b, &mut c]`, in that order.
macro_rules! chain {
    () => { () };
    ($pass:expr $(, $rest:expr)* $(,)?) => { ($pass, chain!($($rest),*)) };
}
pub(super) use chain;

/// The document being rendered, shared by the passes: its file and lines, the options, and
/// the diagnostics found so far.
pub(super) struct Document<'e> {
    file: &'e Path,
    opts: &'e MarkdownOptions<'e>,
    pub(super) diagnostics: Vec<Diagnostic>,
    body_line: usize,
    /// Byte offset of each line start in the prepared text.
    line_starts: Vec<usize>,
    /// Byte offset in the prepared text of the event the passes are handling.
    offset: usize,
}

impl<'e> Document<'e> {
    /// `text` is the prepared body, whose first line is line `body_line` of `file`.
    pub(super) fn new(file: &'e Path, body_line: usize, text: &str, opts: &'e MarkdownOptions<'e>) -> Self {
        let mut line_starts = vec![0];
        line_starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        Self { file, opts, diagnostics: Vec::new(), body_line, line_starts, offset: 0 }
    }

    fn line_idx(&self) -> usize {
        self.line_starts.partition_point(|&s| s <= self.offset).saturating_sub(1)
    }

    fn line(&self) -> usize {
        self.body_line + self.line_idx()
    }
}

/// The passes after the current one, and the document.
pub(super) struct Next<'n, 'e, R> {
    rest: &'n mut R,
    document: &'n mut Document<'e>,
    out: &'n mut Vec<Event<'e>>,
}

impl<'e, R: Chain<'e>> Next<'_, 'e, R> {
    /// Hands `piece` to the next pass.
    #[inline(always)]
    pub(super) fn send(&mut self, piece: Piece<'_, 'e>) {
        self.rest.send(piece, self.document, self.out);
    }

    /// Sends an event.
    pub(super) fn event(&mut self, event: Event<'e>) {
        self.send(Piece::Event(event));
    }

    /// Sends raw HTML.
    pub(super) fn html(&mut self, html: String) {
        self.event(Event::Html(CowStr::from(html)));
    }

    /// Sends plain text.
    pub(super) fn text(&mut self, text: &str) {
        self.send(Piece::Text(text));
    }

    /// The file being rendered.
    pub(super) fn file(&self) -> &'e Path {
        self.document.file
    }

    /// The rendering options.
    pub(super) fn opts(&self) -> &'e MarkdownOptions<'e> {
        self.document.opts
    }

    /// 1-based line in the whole file of the event being handled.
    pub(super) fn line(&self) -> usize {
        self.document.line()
    }

    /// 0-based line in the body of the event being handled.
    pub(super) fn line_idx(&self) -> usize {
        self.document.line_idx()
    }

    /// Adds a diagnostic.
    pub(super) fn report(&mut self, diagnostic: Diagnostic) {
        self.document.diagnostics.push(diagnostic);
    }
}

/// Parses `text` and feeds every event through `passes`; returns what left the last one.
pub(super) fn run<'e>(text: &'e str, mut passes: impl Chain<'e>, document: &mut Document<'e>) -> Vec<Event<'e>> {
    let mut out = Vec::with_capacity(text.len() / 16);
    for (event, range) in Parser::new_ext(text, parser_options()).into_offset_iter() {
        document.offset = range.start;
        passes.send(Piece::Event(event), document, &mut out);
    }
    out
}

/// How deep in blocks the pieces are: lists, block quotes, tables, footnote definitions and
/// containers count; paragraphs and headings do not.
#[derive(Debug, Default)]
pub(super) struct Depth(usize);

impl Depth {
    /// Follows the blocks `piece` opens or closes.
    pub(super) fn observe(&mut self, piece: &Piece<'_, '_>) {
        match piece {
            Piece::Event(Event::Start(
                Tag::List(_) | Tag::FootnoteDefinition(_) | Tag::BlockQuote(_) | Tag::Table(_),
            ))
            | Piece::Nest(Nesting::Open) => self.0 += 1,
            Piece::Event(Event::End(
                TagEnd::List(_) | TagEnd::FootnoteDefinition | TagEnd::BlockQuote(_) | TagEnd::Table,
            ))
            | Piece::Nest(Nesting::Close) => self.0 = self.0.saturating_sub(1),
            _ => {}
        }
    }

    /// True outside every block that nests.
    pub(super) fn is_top_level(&self) -> bool {
        self.0 == 0
    }
}

#[cfg(test)]
pub(super) mod testing {
    //! Runs a few passes over a Markdown text, for the passes' unit tests.

    use std::path::Path;

    use pulldown_cmark::Event;

    use super::{run, Chain, Document};
    use crate::MarkdownOptions;

    /// The file the tests render.
    pub(crate) const FILE: &str = "docs/test.md";

    /// Renders `text` through `passes` with `opts`: the HTML and the diagnostics.
    pub(crate) fn render_with<'e>(text: &'e str, opts: &'e MarkdownOptions<'e>, passes: impl Chain<'e>) -> (String, Vec<String>) {
        let mut document = Document::new(Path::new(FILE), 1, text, opts);
        let events: Vec<Event<'e>> = run(text, passes, &mut document);
        let mut html = String::new();
        pulldown_cmark::html::push_html(&mut html, events.into_iter());
        (html, document.diagnostics.iter().map(ToString::to_string).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn depth_counts_nesting_blocks() {
        let cases: &[(&[Piece<'_, '_>], bool)] = &[
            (&[], true),
            (&[Piece::Event(Event::Start(Tag::List(None)))], false),
            (&[Piece::Event(Event::Start(Tag::List(None))), Piece::Event(Event::End(TagEnd::List(false)))], true),
            (&[Piece::Nest(Nesting::Open)], false),
            (&[Piece::Nest(Nesting::Open), Piece::Nest(Nesting::Close)], true),
            (&[Piece::Nest(Nesting::Close), Piece::Nest(Nesting::Close)], true),
            (&[Piece::Event(Event::Start(Tag::Paragraph))], true),
            (&[Piece::Event(Event::Start(Tag::FootnoteDefinition("a".into())))], false),
        ];
        for (pieces, top) in cases {
            let mut depth = Depth::default();
            pieces.iter().for_each(|p| depth.observe(p));
            assert_eq!(depth.is_top_level(), *top, "after {} pieces", pieces.len());
        }
    }

    /// Counts what it sees and hands on every other event.
    struct DropEveryOther(usize);

    impl<'e> Pass<'e> for DropEveryOther {
        fn take(&mut self, piece: Piece<'_, 'e>, next: &mut Next<'_, 'e, impl Chain<'e>>) {
            self.0 += 1;
            if self.0 % 2 == 1 {
                next.send(piece);
            }
        }
    }

    #[test]
    fn passes_run_in_order_and_see_what_the_one_before_let_through() {
        let opts = MarkdownOptions::new(&crate::NoLinks);
        let (mut first, mut second) = (DropEveryOther(0), DropEveryOther(0));
        let (html, _) = testing::render_with("a *b* c", &opts, chain![&mut first, &mut second]);
        // Paragraph, a, <em>, b, </em>, c, /paragraph: the first keeps <p>, <em>, </em>, </p>; the
        // second keeps the first and third of those.
        assert_eq!((first.0, second.0), (7, 4));
        assert_eq!(html, "<p></em>");
    }
}
