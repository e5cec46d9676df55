//! A fast, strict tokenizer for the HTML the build writes: every start tag with its
//! attributes, every end tag and every run of text, in document order ([`for_each_token`]), or
//! only the start tags ([`for_each_start_tag`]).
//!
//! The build's pages come from React's server renderer and the Markdown renderer: tags closed,
//! attribute values quoted, `<` in text escaped. Over such HTML, finding tags is a matter of
//! `memchr` for `<` and reading the tag, which goes about six times as fast as lol_html's
//! streaming rewriter (whose selector engine runs on every element). The tokenizer follows the
//! WHATWG tokenizer's states for tags, attributes, comments and the text of `<script>`,
//! `<style>`, `<title>` and the like, and lol_html's tree-builder simulation for when an
//! element's content is text (`context.rs`: a `<style>` in SVG is markup). Where it is not
//! sure of the reading — the script-data escapes (`<!--` in a script), CDATA, abruptly closed
//! comments, a text element inside `<select>` (where lol_html refuses the page too), a
//! carriage return or NUL inside a tag, a tag cut by the end of the input —
//! [`for_each_start_tag`] stops with [`Unsure`] and the caller reads the page with lol_html.
//! `crates/links` checks the two readings against each other on generated input and on every
//! page of this repository's site.
//!
//! A reader that asks about the attributes of few tags can have them read only when asked
//! ([`for_each_token_with`] and [`AttributeReading::WhenAsked`]): where every value of a tag is
//! quoted, as the build writes them, finding the tag's end does not need them.
//!
//! A reader that reads nothing of whole parts of a page (the search splitter, outside the
//! article) can have the tokenizer pass over them ([`for_each_token_passing_over`],
//! [`PassingReader`]): only the names of the elements opened there are kept, and the reader is
//! given those still open where the pass stops, before the first tag it asks for or the first
//! markup that is not plain.
//!
//! Attribute values and text are given as written: character references are not decoded. A
//! run of text is a text node as lol_html delivers it: everything between two tags, comments or
//! other markup, including the whole content of a text element (`<script>`, `<title>`, ...).
//! [`StartTag::has_content`] says whether the element stays open (lol_html's
//! `can_have_content`), so a reader can match end tags to start tags as lol_html does: an end
//! tag closes the latest open element of its name and every element opened after it.
//!
//! ```
//! use ferrosaurus_html_scan::for_each_start_tag;
//! let mut hrefs = Vec::new();
//! for_each_start_tag(br#"<p>a &lt; b <a class=x href="/docs/#top">docs</a></p>"#, |tag| {
//!     if tag.is("a") {
//!         hrefs.extend(tag.get("href").map(|v| String::from_utf8_lossy(v).into_owned()));
//!     }
//! })
//! .unwrap();
//! assert_eq!(hrefs, ["/docs/#top"]);
//! assert!(for_each_start_tag(b"<script><!-- <script></script> --></script>", |_| {}).is_err());
//! ```

use std::convert::Infallible;
use std::ops::{ControlFlow, Range};

use memchr::{memchr, memchr2, memchr3, memmem};

use context::{TextMode, TreeContext};

mod context;

/// Where the input left what this tokenizer is sure of; read the page with a full parser.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("byte {offset}: {reason}; read this HTML with a full parser")]
pub struct Unsure {
    /// Byte offset of the construct.
    pub offset: usize,
    /// What it is.
    pub reason: &'static str,
}

/// One start tag, of the HTML `'a`, read into the tokenizer's buffer `'t`.
#[derive(Debug)]
pub struct StartTag<'t, 'a> {
    html: &'a [u8],
    name: Range<usize>,
    /// Just after the tag's `>`.
    end: usize,
    /// The name in lowercase, for names as short as the HTML elements this reader tells apart.
    lower: LowerName<'a>,
    attributes: Attributes<'t>,
    /// Written as `<x ... />`.
    pub self_closing: bool,
    /// Whether the element has content and an end tag: an HTML element that is not void, or a
    /// foreign (SVG, MathML) element not written `/>`.
    has_content: bool,
}

/// One end tag.
#[derive(Debug, Clone, Copy)]
pub struct EndTag<'a> {
    name: &'a [u8],
}

impl<'a> EndTag<'a> {
    /// The tag name as written (HTML names ignore ASCII case).
    #[inline]
    pub fn name(&self) -> &'a [u8] {
        self.name
    }

    /// Whether this end tag closes an element whose name was written `name`: the same name,
    /// ignoring ASCII case. Nearly always written the same, which is compared first.
    #[inline]
    pub fn closes(&self, name: &[u8]) -> bool {
        same_bytes(name, self.name) || name.eq_ignore_ascii_case(self.name)
    }
}

/// What [`for_each_token`] finds, in document order.
#[derive(Debug)]
pub enum Token<'t, 'a> {
    /// A start tag.
    Start(&'t StartTag<'t, 'a>),
    /// An end tag (one that closes nothing is given too).
    End(EndTag<'a>),
    /// A run of text, as written; never empty.
    Text(&'a [u8]),
}

/// How [`for_each_token_with`] reads the attributes of start tags.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AttributeReading {
    /// All of them, before the tag is given: for a reader that asks about most tags.
    Always,
    /// Only where the tag ends, when that is sure without them (every value quoted right after
    /// its `name=`, as React and the Markdown renderer write them); [`StartTag::get`] reads
    /// them when asked. For a reader that asks about few tags.
    WhenAsked,
}

/// A start tag's attributes: read, or left until one is asked for.
#[derive(Debug, Clone, Copy)]
enum Attributes<'t> {
    Read(&'t [Attribute]),
    /// The tag is plain (see [`plain_tag_end`]): reading it again cannot fail.
    WhenAsked,
}

/// One attribute of a [`StartTag`]: ranges into the HTML.
#[derive(Debug, Clone)]
struct Attribute {
    name: Range<usize>,
    /// Empty for an attribute written without a value.
    value: Range<usize>,
}

impl<'a> StartTag<'_, 'a> {
    /// The tag name as written (compare with [`StartTag::is`]: HTML names ignore ASCII case).
    #[inline]
    pub fn name(&self) -> &'a [u8] {
        &self.html[self.name.clone()]
    }

    /// Where the tag is in the input: from its `<` to just after its `>`.
    #[inline]
    pub fn source(&self) -> Range<usize> {
        self.name.start - 1..self.end
    }

    /// Whether the tag is `name` (lowercase ASCII).
    pub fn is(&self, name: &str) -> bool {
        self.lowercase_name() == name.as_bytes()
    }

    /// The tag name in lowercase ASCII, for a name of up to 15 bytes (every element name of
    /// HTML, SVG and MathML the tokenizer tells apart); a longer name gives an empty slice.
    #[inline]
    pub fn lowercase_name(&self) -> &[u8] {
        self.lower.as_bytes()
    }

    /// The value of the attribute `name` (lowercase ASCII), as written; the first one when the
    /// tag repeats it, as the HTML tokenizer keeps the first. `Some(b"")` for an attribute
    /// written without a value.
    pub fn get(&self, name: &str) -> Option<&'a [u8]> {
        let html = self.html;
        let is_named = |a: &Attribute| html[a.name.clone()].eq_ignore_ascii_case(name.as_bytes());
        match self.attributes {
            Attributes::Read(list) => list.iter().find(|a| is_named(a)).map(|a| &html[a.value.clone()]),
            // a plain tag has no carriage return or NUL (`plain_tag_end` found none)
            Attributes::WhenAsked => match read_attributes(html, self.name.start - 1, self.name.end, false, |a| {
                if is_named(&a) {
                    ControlFlow::Break(a.value)
                } else {
                    ControlFlow::Continue(())
                }
            }) {
                Ok(ControlFlow::Break(value)) => Some(&html[value]),
                Ok(ControlFlow::Continue(_)) | Err(_) => None,
            },
        }
    }

    /// Whether the tag has the attribute `name` (lowercase ASCII).
    pub fn has(&self, name: &str) -> bool {
        self.get(name).is_some()
    }

    /// Whether the element stays open until its end tag (lol_html's `can_have_content`): an
    /// HTML element that is not void, or an SVG or MathML element not written `<x/>`.
    #[inline]
    pub fn has_content(&self) -> bool {
        self.has_content
    }
}

/// HTML elements without content (lol_html's list, which adds the obsolete `basefont`,
/// `bgsound` and `keygen` to the standard's).
#[inline]
fn is_void(lowercase_name: &[u8]) -> bool {
    matches!(
        lowercase_name,
        b"area" | b"base" | b"basefont" | b"bgsound" | b"br" | b"col" | b"embed" | b"hr" | b"img" | b"input" | b"keygen" | b"link" | b"meta" | b"param" | b"source"
            | b"track" | b"wbr"
    )
}

/// Calls `on_tag` for every start tag of `html`, in document order, or stops with [`Unsure`]
/// (after calls for the tags before it: a caller that falls back discards what it collected).
pub fn for_each_start_tag(html: &[u8], mut on_tag: impl FnMut(&StartTag<'_, '_>)) -> Result<(), Unsure> {
    for_each_token(html, |token| {
        if let Token::Start(tag) = token {
            on_tag(tag);
        }
    })
}

/// Calls `on_token` for every start tag, end tag and run of text of `html`, in document order,
/// or stops with [`Unsure`] (after calls for what came before it).
pub fn for_each_token<'a>(html: &'a [u8], on_token: impl FnMut(Token<'_, 'a>)) -> Result<(), Unsure> {
    for_each_token_with(html, AttributeReading::Always, on_token)
}

/// [`for_each_token`], with start tags' attributes read as `reading` says.
pub fn for_each_token_with<'a>(html: &'a [u8], reading: AttributeReading, on_token: impl FnMut(Token<'_, 'a>)) -> Result<(), Unsure> {
    read_tokens(html, reading, &mut EveryToken(on_token))
}

/// What the reader of [`for_each_token_passing_over`] does after a token.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Next {
    /// Give the next token.
    Token,
    /// Pass over the elements that follow, with their text, without giving them: the caller
    /// reads nothing of them (see [`PassingReader`]).
    PassOver,
}

/// A reader of tokens that can have the reader pass over elements it does not need.
///
/// After a token, it may answer [`Next::PassOver`]: the text that follows goes nowhere, and
/// neither does the text of an element opened there, unless the element is one it asks for. The
/// tokenizer then goes on without giving tokens, and stops before the first piece of markup it
/// cannot pass over as the caller would have read it:
/// - a start tag that [`PassingReader::ends_pass`] asks for;
/// - a start tag whose content is not markup, or that changes the namespace or what a tag
///   means (`<script>`, `<svg>`, `<select>`, ...), or that is not plain (an unquoted value, a
///   carriage return);
/// - an end tag that does not close the element last opened in the pass, as written (it
///   closes one opened before the pass, or a name is written in upper case), or that has
///   attributes;
/// - a start tag with upper case in its name, a comment, a doctype, or other markup.
///
/// Before it stops, it gives the elements opened in the pass and still open
/// ([`PassingReader::passed_into`]), and from there it gives every token again, until the next
/// [`Next::PassOver`]. A pass starts only where the markup that follows is HTML at rest: not
/// inside SVG or MathML, not inside `<select>` (elsewhere it is ignored).
pub trait PassingReader<'a> {
    /// A token, in document order; and whether to pass over what follows.
    fn token(&mut self, token: Token<'_, 'a>) -> Next;

    /// Whether a pass must stop at the start tag at `source` (its `<` to just after its `>`),
    /// whose name, as written, is `lowercase_name`. Asked in document order.
    fn ends_pass(&mut self, lowercase_name: &[u8], source: Range<usize>) -> bool;

    /// The elements a pass opened and did not close, outermost first: names as written, in
    /// lowercase, each an HTML element with content (not void).
    fn passed_into(&mut self, names: &[&'a [u8]]);
}

/// Every token to a closure: no pass.
struct EveryToken<F>(F);

impl<'a, F: FnMut(Token<'_, 'a>)> PassingReader<'a> for EveryToken<F> {
    #[inline(always)]
    fn token(&mut self, token: Token<'_, 'a>) -> Next {
        (self.0)(token);
        Next::Token
    }

    fn ends_pass(&mut self, _: &[u8], _: Range<usize>) -> bool {
        true
    }

    fn passed_into(&mut self, _: &[&'a [u8]]) {}
}

/// [`for_each_token_with`], for a reader that can have elements passed over (see
/// [`PassingReader`]).
pub fn for_each_token_passing_over<'a>(html: &'a [u8], reading: AttributeReading, reader: &mut impl PassingReader<'a>) -> Result<(), Unsure> {
    read_tokens(html, reading, reader)
}

fn read_tokens<'a, R: PassingReader<'a>>(html: &'a [u8], reading: AttributeReading, consumer: &mut R) -> Result<(), Unsure> {
    // A carriage return or NUL is looked for in each attribute read: read them all, in one pass
    // over the input, or only when asked, in each tag as its end is found (a plain tag has none).
    let may_have_cr_or_nul = match reading {
        AttributeReading::Always => memchr2(b'\r', b'\0', html).is_some(),
        AttributeReading::WhenAsked => true,
    };
    let mut reader = Reader { html, pos: 0, context: TreeContext::new(), attributes: Vec::with_capacity(8), may_have_cr_or_nul, reading, passed: Vec::new() };
    // where the text being read started: after the last tag, comment or other markup
    let mut text_start = 0;
    // what the consumer asked after the last token
    let mut next = Next::Token;
    loop {
        if next == Next::PassOver {
            next = Next::Token;
            if reader.context.at_rest() {
                reader.pos = reader.pass_over(consumer);
                text_start = reader.pos;
            }
        }
        // markup often follows markup: a `<` right here needs no search
        let open = match html.get(reader.pos) {
            Some(b'<') => reader.pos,
            Some(_) => match memchr(b'<', &html[reader.pos..]) {
                Some(found) => reader.pos + found,
                None => break,
            },
            None => break,
        };
        let Some(kind) = markup_at(html, open) else {
            // `<` followed by anything else, or at the very end, is text
            reader.pos = open + 1;
            continue;
        };
        if text_start < open {
            next = consumer.token(Token::Text(&html[text_start..open]));
        }
        reader.pos = open + 1;
        // a comment or doctype gives no token: what was asked after the text before it holds
        match kind {
            Markup::StartTag => next = reader.start_tag(open, consumer)?,
            Markup::EndTag => next = reader.end_tag(open, consumer)?.unwrap_or(next),
            Markup::Declaration => reader.markup_declaration(open)?,
            Markup::ProcessingInstruction => reader.pos = reader.skip_to_gt(open)?,
        }
        text_start = reader.pos;
    }
    if text_start < html.len() {
        consumer.token(Token::Text(&html[text_start..]));
    }
    Ok(())
}

/// What a `<` starts.
enum Markup {
    StartTag,
    EndTag,
    Declaration,
    ProcessingInstruction,
}

/// The markup `<` at `open` starts, or `None` when it is text.
#[inline]
fn markup_at(html: &[u8], open: usize) -> Option<Markup> {
    match html.get(open + 1)? {
        c if c.is_ascii_alphabetic() => Some(Markup::StartTag),
        b'/' => Some(Markup::EndTag),
        b'!' => Some(Markup::Declaration),
        b'?' => Some(Markup::ProcessingInstruction),
        _ => None,
    }
}

struct Reader<'a> {
    html: &'a [u8],
    pos: usize,
    /// Whether an element's content is markup or text.
    context: TreeContext,
    attributes: Vec<Attribute>,
    /// The input may have a carriage return or NUL (each attribute read is then checked for one).
    may_have_cr_or_nul: bool,
    reading: AttributeReading,
    /// The elements open in the current pass over elements (see [`PassingReader`]).
    passed: Vec<&'a [u8]>,
}

fn is_space(c: u8) -> bool {
    is_of(c, SPACE)
}

/// Whether byte `c` is of `kind` (one of the kinds below, or several or-ed together).
fn is_of(c: u8, kind: u8) -> bool {
    BYTE_KIND[usize::from(c)] & kind != 0
}

/// HTML whitespace: tab, newline, form feed, carriage return, space.
const SPACE: u8 = 1;
/// Ends a tag name: whitespace, `/`, `>`.
const ENDS_TAG_NAME: u8 = 1 << 1;
/// Ends an attribute name: whitespace, `/`, `>`, `=`.
const ENDS_ATTRIBUTE_NAME: u8 = 1 << 2;
/// Ends an unquoted attribute value: whitespace, `>`.
const ENDS_UNQUOTED_VALUE: u8 = 1 << 3;
/// Ends a run of a plain tag's names, spaces and `/`: `>`, `=`, and a carriage return or NUL
/// (which a plain tag has not).
const ENDS_PLAIN_RUN: u8 = 1 << 4;
/// `A` to `Z`.
const UPPER_CASE: u8 = 1 << 5;

/// What each byte is to the tag reader: one lookup per byte instead of a chain of comparisons.
static BYTE_KIND: [u8; 256] = byte_kinds();

const fn byte_kinds() -> [u8; 256] {
    let mut kinds = [0u8; 256];
    let spaces = [b' ', b'\t', b'\n', b'\r', b'\x0c'];
    let mut i = 0;
    while i < spaces.len() {
        kinds[spaces[i] as usize] = SPACE | ENDS_TAG_NAME | ENDS_ATTRIBUTE_NAME | ENDS_UNQUOTED_VALUE;
        i += 1;
    }
    kinds[b'/' as usize] = ENDS_TAG_NAME | ENDS_ATTRIBUTE_NAME;
    kinds[b'>' as usize] = ENDS_TAG_NAME | ENDS_ATTRIBUTE_NAME | ENDS_UNQUOTED_VALUE;
    kinds[b'=' as usize] = ENDS_ATTRIBUTE_NAME | ENDS_PLAIN_RUN;
    kinds[b'>' as usize] |= ENDS_PLAIN_RUN;
    kinds[b'\r' as usize] |= ENDS_PLAIN_RUN;
    kinds[b'\0' as usize] |= ENDS_PLAIN_RUN;
    let mut upper = b'A';
    while upper <= b'Z' {
        kinds[upper as usize] = UPPER_CASE;
        upper += 1;
    }
    kinds
}

/// The first position from `from` whose byte is of `kind`, or the end of `html`.
fn run_until(html: &[u8], from: usize, kind: u8) -> usize {
    html[from..].iter().position(|&c| is_of(c, kind)).map_or(html.len(), |at| from + at)
}

/// The end of the tag name from `start`, or the first upper-case letter in it: a name in a
/// pass is lowercase as written. (A short loop, inlined: a call to [`run_until`] per tag cost
/// more than the names' few bytes.)
#[inline(always)]
fn name_run_end(html: &[u8], start: usize) -> usize {
    let mut end = start;
    while html.get(end).is_some_and(|&c| !is_of(c, ENDS_TAG_NAME | UPPER_CASE)) {
        end += 1;
    }
    end
}

/// `a == b`, for names of a few bytes: compared byte by byte, which costs less than the call
/// to `memcmp` that `==` makes.
#[inline]
fn same_bytes(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x == y)
}

fn unsure(offset: usize, reason: &'static str) -> Unsure {
    Unsure { offset, reason }
}

impl<'a> Reader<'a> {
    /// `<name attributes>` at `open`, then the text of a text element (`<script>`, `<title>`),
    /// up to its end tag.
    fn start_tag(&mut self, open: usize, consumer: &mut impl PassingReader<'a>) -> Result<Next, Unsure> {
        let (name, lower) = self.tag_name(open + 1);
        let html = self.html;
        let plain = match self.reading {
            AttributeReading::WhenAsked => plain_tag_end(html, self.pos),
            AttributeReading::Always => None,
        };
        let (attributes, self_closing) = match plain {
            Some(end) => {
                self.pos = end.after;
                (Attributes::WhenAsked, end.self_closing)
            }
            None => {
                let self_closing = self.read_attributes(open, true)?;
                (Attributes::Read(&self.attributes), self_closing)
            }
        };
        let mut tag = StartTag { html, name: name.clone(), end: self.pos, lower, attributes, self_closing, has_content: false };
        let mode = self.context.start_tag(tag.lowercase_name(), self_closing, |attribute| tag.get(attribute)).map_err(|reason| unsure(open, reason))?;
        // the namespace the element is in once its start tag is read (lol_html's rule)
        tag.has_content = if self.context.in_html() { !is_void(tag.lowercase_name()) } else { !self_closing };
        let mut next = consumer.token(Token::Start(&tag));
        let content_end = match mode {
            TextMode::Markup => return Ok(next),
            // the rest of the input is text
            TextMode::PlainText => html.len(),
            TextMode::RawText | TextMode::Rcdata | TextMode::ScriptData => self.text_content_end(open, &html[name], mode)?,
        };
        if self.pos < content_end {
            next = consumer.token(Token::Text(&html[self.pos..content_end]));
        }
        self.pos = content_end;
        Ok(next)
    }

    /// `</name ...>`, `</>` or a bogus comment `</ ...>`; what the consumer asks after the end
    /// tag, `None` when there was none.
    fn end_tag(&mut self, open: usize, consumer: &mut impl PassingReader<'a>) -> Result<Option<Next>, Unsure> {
        match self.html.get(open + 2) {
            Some(c) if c.is_ascii_alphabetic() => {
                let (name, lower) = self.tag_name(open + 2);
                if self.html.get(self.pos) == Some(&b'>') {
                    self.pos += 1;
                } else {
                    // end tags' attributes are read (a quoted `>` does not end them) and dropped
                    self.read_attributes(open, false)?;
                }
                let name = &self.html[name];
                self.context.end_tag(lower.as_bytes());
                Ok(Some(consumer.token(Token::End(EndTag { name }))))
            }
            Some(b'>') => {
                self.pos = open + 3;
                Ok(None)
            }
            Some(_) => {
                self.pos = self.skip_to_gt(open)?;
                Ok(None)
            }
            None => Err(unsure(open, "a tag cut by the end of the input")),
        }
    }

    /// Passes over elements from `pos` as [`PassingReader`] says, with the context at rest;
    /// returns where reading goes on: the `<` of the markup it stopped before, or the end.
    fn pass_over(&mut self, consumer: &mut impl PassingReader<'a>) -> usize {
        let html = self.html;
        let open_elements = &mut self.passed;
        open_elements.clear();
        let mut at = self.pos;
        let stop = loop {
            // markup often follows markup: a `<` right here needs no search
            let open = match html.get(at) {
                Some(b'<') => at,
                Some(_) => match memchr(b'<', &html[at..]) {
                    Some(found) => at + found,
                    None => break html.len(),
                },
                None => break html.len(),
            };
            match html.get(open + 1) {
                Some(c) if c.is_ascii_alphabetic() => {
                    let name_end = name_run_end(html, open + 1);
                    let name = &html[open + 1..name_end];
                    // a name in upper case is lowered by the reader; a tag cut by the end of the
                    // input is the reader's to refuse
                    if html.get(name_end).is_none_or(|&c| is_of(c, UPPER_CASE)) || context::changes_rest(name) {
                        break open;
                    }
                    let Some(end) = plain_tag_end(html, name_end) else { break open };
                    if consumer.ends_pass(name, open..end.after) {
                        break open;
                    }
                    if !is_void(name) {
                        open_elements.push(name);
                    }
                    at = end.after;
                }
                Some(b'/') => {
                    if !html.get(open + 2).is_some_and(u8::is_ascii_alphabetic) {
                        break open;
                    }
                    let name_end = name_run_end(html, open + 2);
                    if html.get(name_end) != Some(&b'>') || !open_elements.last().is_some_and(|last| same_bytes(last, &html[open + 2..name_end])) {
                        break open;
                    }
                    open_elements.pop();
                    at = name_end + 1;
                }
                Some(b'!' | b'?') => break open,
                // text
                _ => at = open + 1,
            }
        };
        if !self.passed.is_empty() {
            consumer.passed_into(&self.passed);
        }
        stop
    }

    /// `<!-- -->`, `<!DOCTYPE>` and other `<!...>`.
    fn markup_declaration(&mut self, open: usize) -> Result<(), Unsure> {
        let rest = &self.html[open..];
        if rest.starts_with(b"<!--") {
            let body = &self.html[open + 4..];
            if body.starts_with(b">") || body.starts_with(b"->") {
                return Err(unsure(open, "an abruptly closed comment"));
            }
            let end = memmem::find(body, b"-->").ok_or(unsure(open, "a comment cut by the end of the input"))?;
            if memmem::find(&body[..end + 2], b"--!").is_some() {
                return Err(unsure(open, "a comment with `--!`"));
            }
            self.pos = open + 4 + end + 3;
            Ok(())
        } else if rest.starts_with(b"<![") {
            Err(unsure(open, "CDATA"))
        } else {
            self.pos = self.skip_to_gt(open)?;
            Ok(())
        }
    }

    /// Just after the next `>` from `open` (a bogus comment or a doctype ends there).
    fn skip_to_gt(&self, open: usize) -> Result<usize, Unsure> {
        memchr(b'>', &self.html[open..]).map(|i| open + i + 1).ok_or(unsure(open, "markup cut by the end of the input"))
    }

    /// The tag name starting at `start`, in lowercase too; leaves `pos` after it.
    // inlined: called, it handed the lowered name back through memory, and the reload waited
    // on the store (about a tenth of the tokenizer's time over the build's pages)
    #[inline(always)]
    fn tag_name(&mut self, start: usize) -> (Range<usize>, LowerName<'a>) {
        let html = self.html;
        let mut end = start;
        // the kinds of the name's bytes, or-ed: whether it has upper case
        let mut kinds = 0;
        while let Some(&c) = html.get(end) {
            let kind = BYTE_KIND[usize::from(c)];
            if kind & ENDS_TAG_NAME != 0 {
                break;
            }
            kinds |= kind;
            end += 1;
        }
        self.pos = end;
        (start..end, LowerName::of(&html[start..end], kinds & UPPER_CASE != 0))
    }

    /// Reads attributes up to and past the tag's `>`; keeps them when `keep`. Returns whether
    /// the tag ends with `/>`.
    fn read_attributes(&mut self, open: usize, keep: bool) -> Result<bool, Unsure> {
        self.attributes.clear();
        let attributes = &mut self.attributes;
        let read = read_attributes(self.html, open, self.pos, self.may_have_cr_or_nul, |attribute| -> ControlFlow<Infallible> {
            if keep {
                attributes.push(attribute);
            }
            ControlFlow::Continue(())
        })?;
        match read {
            ControlFlow::Continue(end) => {
                self.pos = end.after;
                Ok(end.self_closing)
            }
            ControlFlow::Break(never) => match never {},
        }
    }

    /// Where the text of an element opened at `open` ends: at its end tag, or at the end of the
    /// input when it has none.
    fn text_content_end(&self, open: usize, name: &[u8], mode: TextMode) -> Result<usize, Unsure> {
        let html = self.html;
        let end = find_end_tag(html, self.pos, name).unwrap_or(html.len());
        // `<!--` in a script starts the escaped states, where `<script>` and `-->` move its end
        if mode == TextMode::ScriptData && memmem::find(&html[self.pos..end], b"<!--").is_some() {
            return Err(unsure(open, "a comment opener inside a script"));
        }
        Ok(end)
    }
}

/// Where a tag ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct TagEnd {
    /// Just after its `>`.
    after: usize,
    /// Written `/>`.
    self_closing: bool,
}

/// Reads the attributes of the tag opened at `open`, from `from` up to and past its `>`, giving
/// each to `each` until it breaks. With `check_cr_or_nul`, an attribute holding a carriage
/// return or NUL (which the HTML tokenizer turns into other characters) is [`Unsure`].
fn read_attributes<B>(html: &[u8], open: usize, from: usize, check_cr_or_nul: bool, mut each: impl FnMut(Attribute) -> ControlFlow<B>) -> Result<ControlFlow<B, TagEnd>, Unsure> {
    let cut = || unsure(open, "a tag cut by the end of the input");
    let mut i = from;
    loop {
        // before an attribute name
        while i < html.len() && is_space(html[i]) {
            i += 1;
        }
        match html.get(i) {
            None => return Err(cut()),
            Some(b'>') => return Ok(ControlFlow::Continue(TagEnd { after: i + 1, self_closing: false })),
            Some(b'/') => {
                if html.get(i + 1) == Some(&b'>') {
                    return Ok(ControlFlow::Continue(TagEnd { after: i + 2, self_closing: true }));
                }
                i += 1;
                continue;
            }
            Some(_) => {}
        }
        // the name: its first character may be `=`
        let name_start = i;
        i = run_until(html, i + 1, ENDS_ATTRIBUTE_NAME);
        let name = name_start..i;
        while i < html.len() && is_space(html[i]) {
            i += 1;
        }
        let mut value = i..i;
        if html.get(i) == Some(&b'=') {
            i += 1;
            while i < html.len() && is_space(html[i]) {
                i += 1;
            }
            match html.get(i) {
                None => return Err(cut()),
                Some(&quote @ (b'"' | b'\'')) => {
                    let len = memchr(quote, &html[i + 1..]).ok_or_else(cut)?;
                    value = i + 1..i + 1 + len;
                    i += len + 2;
                }
                // `name=>`: an empty value, and the tag ends
                Some(b'>') => value = i..i,
                Some(_) => {
                    let start = i;
                    i = run_until(html, i, ENDS_UNQUOTED_VALUE);
                    value = start..i;
                }
            }
        }
        // the tokenizer turns CR and NUL into other characters; leave those to a full parser
        if check_cr_or_nul && memchr2(b'\r', b'\0', &html[name.start..name.end.max(value.end)]).is_some() {
            return Err(unsure(name.start, "a carriage return or NUL in a tag"));
        }
        if let ControlFlow::Break(found) = each(Attribute { name, value }) {
            return Ok(ControlFlow::Break(found));
        }
    }
}

/// Where a plain tag whose attributes start at `from` ends, found without reading them; `None`
/// when the tag is not plain. A tag is plain when every `=` outside values comes right after
/// an attribute name and right before a quote: every value is quoted, as `name="..."`. (A
/// quote anywhere else is part of a name to the HTML tokenizer.) The tag then ends at its
/// first `>` outside values, as [`read_attributes`] reads it, and is written `/>` when a `/`
/// comes right before that `>`. A plain tag has no carriage return or NUL up to its `>`.
#[inline]
fn plain_tag_end(html: &[u8], from: usize) -> Option<TagEnd> {
    let mut at = from;
    loop {
        // names, spaces and `/` (short runs: a loop costs less than setting up `memchr2`)
        let found = run_until(html, at, ENDS_PLAIN_RUN);
        match *html.get(found)? {
            b'>' => return Some(TagEnd { after: found + 1, self_closing: found > at && html[found - 1] == b'/' }),
            // `name="` or `name='`: a value
            b'=' if found > at && !is_of(html[found - 1], ENDS_ATTRIBUTE_NAME) && matches!(html.get(found + 1), Some(b'"' | b'\'')) => {
                let quote = html[found + 1];
                let value_end = found + 2 + memchr3(quote, b'\r', b'\0', &html[found + 2..])?;
                if html[value_end] != quote {
                    return None;
                }
                at = value_end + 1;
            }
            _ => return None,
        }
    }
}

/// A tag name in lowercase: the name as written when it has no upper case (nearly always),
/// else a lowered copy on the stack; empty when longer than 15 bytes (no element the
/// tokenizer tells apart has such a name).
#[derive(Debug, Clone, Copy)]
enum LowerName<'a> {
    AsWritten(&'a [u8]),
    Lowered { bytes: [u8; 15], len: u8 },
}

impl<'a> LowerName<'a> {
    /// `name`, which has upper case where `has_upper_case` says.
    fn of(name: &'a [u8], has_upper_case: bool) -> Self {
        if name.len() > 15 {
            return LowerName::AsWritten(&[]);
        }
        if !has_upper_case {
            return LowerName::AsWritten(name);
        }
        let mut bytes = [0; 15];
        for (to, from) in bytes.iter_mut().zip(name) {
            *to = from.to_ascii_lowercase();
        }
        LowerName::Lowered { bytes, len: name.len() as u8 }
    }

    #[inline]
    fn as_bytes(&self) -> &[u8] {
        match self {
            LowerName::AsWritten(name) => name,
            LowerName::Lowered { bytes, len } => &bytes[..usize::from(*len)],
        }
    }
}

/// The offset of `</name` followed by a space, `/` or `>`, from `from`, ignoring ASCII case.
fn find_end_tag(html: &[u8], from: usize, name: &[u8]) -> Option<usize> {
    let mut at = from;
    while let Some(found) = memmem::find(&html[at..], b"</") {
        let tag = at + found;
        let after = tag + 2 + name.len();
        let name_matches = html.get(tag + 2..after).is_some_and(|n| n.eq_ignore_ascii_case(name));
        if name_matches && html.get(after).is_some_and(|&c| is_of(c, ENDS_TAG_NAME)) {
            return Some(tag);
        }
        at = tag + 2;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `name attr=value ...` of every start tag, values as written.
    fn tags(html: &str) -> Result<Vec<String>, Unsure> {
        let mut out = Vec::new();
        for_each_start_tag(html.as_bytes(), |tag| {
            let mut line = String::from_utf8_lossy(tag.name()).into_owned();
            let Attributes::Read(attributes) = tag.attributes else { unreachable!("for_each_start_tag reads every attribute") };
            for a in attributes {
                line.push_str(&format!(" {}={}", String::from_utf8_lossy(&html.as_bytes()[a.name.clone()]), String::from_utf8_lossy(&html.as_bytes()[a.value.clone()])));
            }
            if tag.self_closing {
                line.push_str(" /");
            }
            out.push(line);
        })?;
        Ok(out)
    }

    #[test]
    fn reads_tags_and_attributes_as_the_html_tokenizer_does() {
        let cases: &[(&str, &[&str])] = &[
            (r#"<a href="/x" class='y' hidden data-n=3>t</a>"#, &["a href=/x class=y hidden= data-n=3"]),
            ("<a href = \"/x\"\n id=\n'i'>", &["a href=/x id=i"]),
            (r#"<img src="a.png"/><br/>"#, &["img src=a.png /", "br /"]),
            (r#"<a/href="/x">"#, &["a href=/x"]),
            (r#"<a href="/x"class="c">"#, &["a href=/x class=c"]),
            (r#"<a =x href=y>"#, &["a =x= href=y"]),
            (r#"<a title="1 > 0" href=/z>"#, &["a title=1 > 0 href=/z"]),
            (r#"<a href=>x"#, &["a href="]),
            ("a < b <3 <", &[]),
            ("<!DOCTYPE html><html lang=en><!-- <a href=no> --><p>", &["html lang=en", "p"]),
            (r#"<?xml x="<a>"?><b>"#, &["b"]),
            (r#"</div title=">"><i>"#, &["i"]),
            ("</><u>", &["u"]),
            (r#"<script>if (a<b) x("<a href=no>")</script><em>"#, &["script", "em"]),
            (r#"<style>a>b{}</style ><title>a <b> c</title><s>"#, &["style", "title", "s"]),
            (r#"<SCRIPT>x="</scriptx>"</Script><q>"#, &["SCRIPT", "q"]),
            (r##"<svg><title>t</title><a href="#s"/></svg><p>"##, &["svg", "title", "a href=#s /", "p"]),
            (r#"<noscript>plain</noscript><p>"#, &["noscript", "p"]),
            (r#"<noscript><img src="/n.png"></noscript><p>"#, &["noscript", "p"]),
            (r#"<svg><style><a href="/s"></style></svg>"#, &["svg", "style", "a href=/s"]),
            (r#"<svg/><script><a href="/s"></script></svg><script><a></script>"#, &["svg /", "script", "a href=/s", "script"]),
            (r#"<svg><p><script><a></script></p>"#, &["svg", "p", "script"]),
            (r#"<svg><foreignObject><script><a></script></foreignObject><script><a href=/f></script>"#, &["svg", "foreignObject", "script", "script", "a href=/f"]),
            ("<plaintext><a href=x>", &["plaintext"]),
            ("<style>never ends <a href=x>", &["style"]),
        ];
        for (html, want) in cases {
            assert_eq!(tags(html).unwrap(), *want, "{html}");
        }
    }

    #[test]
    fn stops_where_a_full_parser_is_needed() {
        for html in [
            "<select><style></style></select>",
            "<frameset><script></script>",
            "<script><!--<script></script>--></script>",
            "<!--> <a href=x> -->",
            "<!---> <a href=x> -->",
            "<!-- --!> <a href=x> -->",
            "<svg><![CDATA[<a href=x>]]></svg>",
            "<a href=\"x",
            "<a href",
            "<a href=\"x\ry\">",
            "<!-- never ends",
        ] {
            assert!(tags(html).is_err(), "{html}");
        }
    }

    #[test]
    fn a_start_tag_knows_where_it_is() {
        let html = r#"<p>text <a href="/x" title="1 > 0">link</a><br/></p>"#;
        let mut sources = Vec::new();
        for_each_start_tag(html.as_bytes(), |tag| sources.push(&html[tag.source()])).unwrap();
        assert_eq!(sources, ["<p>", r#"<a href="/x" title="1 > 0">"#, "<br/>"]);
    }

    #[test]
    fn an_end_tag_closes_elements_of_its_name_in_any_case() {
        let mut ends = Vec::new();
        for_each_token(b"<div></DiV></span>", |token| {
            if let Token::End(end) = token {
                ends.push(end);
            }
        })
        .unwrap();
        let [div, span] = ends[..] else { panic!("two end tags: {ends:?}") };
        assert!(div.closes(b"div") && div.closes(b"DIV") && div.closes(b"DiV"));
        assert!(!div.closes(b"di") && !div.closes(b"divs") && !div.closes(b"span"));
        assert!(span.closes(b"span") && !span.closes(b"div"));
    }

    #[test]
    fn the_first_of_a_repeated_attribute_counts() {
        let mut got = None;
        for_each_start_tag(br#"<a href="/one" HREF="/two">"#, |tag| got = tag.get("href").map(<[u8]>::to_vec)).unwrap();
        assert_eq!(got.as_deref(), Some(&b"/one"[..]));
    }
}
