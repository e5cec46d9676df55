//! What the tokenizer needs to know of the tree: after a start tag, whether the element's
//! content is markup or text (`<script>` is text in HTML, markup in SVG), which depends on the
//! namespace (HTML, SVG, MathML) the tag is in. This follows lol_html's tree-builder
//! simulation, so that both readers of a page agree, including where lol_html refuses a page
//! (a text element inside `<select>` or after `<frameset>`): there, this is unsure too.

/// How the content of the element just opened is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum TextMode {
    /// Tags and text.
    Markup,
    /// Text up to the element's end tag (`<style>`, `<noscript>`, `<iframe>`, `<xmp>`, ...).
    RawText,
    /// Like raw text, with the script-data escapes (`<!--` inside changes where it ends).
    ScriptData,
    /// Text with character references, up to the end tag (`<title>`, `<textarea>`).
    Rcdata,
    /// Text to the end of the input (`<plaintext>`).
    PlainText,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Namespace {
    Html,
    Svg,
    MathMl,
}

/// Where text-mode tags cannot be placed without building the tree.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Guard {
    Default,
    InSelect,
    InTemplateInSelect(u32),
    InOrAfterFrameset,
}

/// The namespace stack and the ambiguity guard.
#[derive(Debug)]
pub(crate) struct TreeContext {
    namespaces: Vec<Namespace>,
    guard: Guard,
}

/// Start tags that end foreign content (SVG, MathML) when they appear inside it.
const FOREIGN_CONTENT_EXITS: &[&str] = &[
    "b", "big", "blockquote", "body", "br", "center", "code", "dd", "div", "dl", "dt", "em", "embed", "h1", "h2", "h3", "h4", "h5", "h6", "head", "hr", "i", "img", "li",
    "listing", "menu", "meta", "nobr", "ol", "p", "pre", "ruby", "s", "small", "span", "strike", "strong", "sub", "sup", "table", "tt", "u", "ul", "var",
];

/// Tags whose content is text when they are HTML.
const TEXT_MODE_TAGS: &[&str] = &["textarea", "title", "plaintext", "script", "style", "iframe", "xmp", "noembed", "noframes", "noscript"];

const SVG_HTML_INTEGRATION_POINTS: &[&str] = &["desc", "title", "foreignobject"];
const MATHML_TEXT_INTEGRATION_POINTS: &[&str] = &["mi", "mo", "mn", "ms", "mtext"];

fn is_one_of(name: &[u8], names: &[&str]) -> bool {
    names.iter().any(|n| name.eq_ignore_ascii_case(n.as_bytes()))
}

impl TreeContext {
    pub(crate) fn new() -> Self {
        Self { namespaces: vec![Namespace::Html], guard: Guard::Default }
    }

    fn current(&self) -> Namespace {
        *self.namespaces.last().unwrap_or(&Namespace::Html)
    }

    fn enter(&mut self, namespace: Namespace) {
        self.namespaces.push(namespace);
    }

    fn leave(&mut self) {
        if self.namespaces.len() > 1 {
            self.namespaces.pop();
        }
    }

    /// A start tag `name`, with `attribute(name)` giving its attributes' values: how its content
    /// is read, or why that cannot be known without the tree.
    pub(crate) fn start_tag<'a>(&mut self, name: &[u8], self_closing: bool, attribute: impl Fn(&str) -> Option<&'a [u8]>) -> Result<TextMode, &'static str> {
        self.guard_start(name)?;
        let is = |n: &str| name.eq_ignore_ascii_case(n.as_bytes());
        if is("svg") {
            self.enter(Namespace::Svg);
        } else if is("math") {
            self.enter(Namespace::MathMl);
        } else if self.current() != Namespace::Html {
            self.foreign_start_tag(name, self_closing, attribute);
        } else {
            return Ok(text_mode_of(name));
        }
        Ok(TextMode::Markup)
    }

    fn foreign_start_tag<'a>(&mut self, name: &[u8], self_closing: bool, attribute: impl Fn(&str) -> Option<&'a [u8]>) {
        let current = self.current();
        let is = |n: &str| name.eq_ignore_ascii_case(n.as_bytes());
        if is_one_of(name, FOREIGN_CONTENT_EXITS) {
            self.leave();
        } else if (current == Namespace::Svg && is_one_of(name, SVG_HTML_INTEGRATION_POINTS)) || (current == Namespace::MathMl && is_one_of(name, MATHML_TEXT_INTEGRATION_POINTS)) {
            if !self_closing {
                self.enter(Namespace::Html);
            }
        } else if is("font") {
            if ["color", "size", "face"].iter().any(|a| attribute(a).is_some()) {
                self.leave();
            }
        } else if current == Namespace::MathMl && is("annotation-xml") && !self_closing {
            let html_encoding = attribute("encoding").is_some_and(|e| e.eq_ignore_ascii_case(b"text/html") || e.eq_ignore_ascii_case(b"application/xhtml+xml"));
            if html_encoding {
                self.enter(Namespace::Html);
            }
        }
    }

    /// An end tag `name`.
    pub(crate) fn end_tag(&mut self, name: &[u8]) {
        self.guard_end(name);
        let is = |n: &str| name.eq_ignore_ascii_case(n.as_bytes());
        let current = self.current();
        if current == Namespace::Html {
            let outer = self.namespaces.len().checked_sub(2).map(|i| self.namespaces[i]);
            let leaves = match outer {
                Some(Namespace::MathMl) => is_one_of(name, MATHML_TEXT_INTEGRATION_POINTS) || is("annotation-xml"),
                Some(Namespace::Svg) => is_one_of(name, SVG_HTML_INTEGRATION_POINTS),
                _ => false,
            };
            if leaves {
                self.leave();
            }
        } else if (current == Namespace::Svg && is("svg")) || (current == Namespace::MathMl && is("math")) || is("p") || is("br") {
            self.leave();
        }
    }

    fn guard_start(&mut self, name: &[u8]) -> Result<(), &'static str> {
        let is = |n: &str| name.eq_ignore_ascii_case(n.as_bytes());
        let ambiguous = || if is_one_of(name, TEXT_MODE_TAGS) { Err("a text element inside <select> or after <frameset>") } else { Ok(()) };
        match self.guard {
            Guard::Default if is("select") => self.guard = Guard::InSelect,
            Guard::Default if is("frameset") => self.guard = Guard::InOrAfterFrameset,
            Guard::Default => {}
            Guard::InSelect if is("select") || is("textarea") || is("input") || is("keygen") => self.guard = Guard::Default,
            Guard::InSelect if is("template") => self.guard = Guard::InTemplateInSelect(1),
            Guard::InSelect if is("script") => {}
            Guard::InSelect => ambiguous()?,
            Guard::InTemplateInSelect(depth) if is("template") => self.guard = Guard::InTemplateInSelect(depth + 1),
            Guard::InTemplateInSelect(_) => ambiguous()?,
            Guard::InOrAfterFrameset if is("noframes") => {}
            Guard::InOrAfterFrameset => ambiguous()?,
        }
        Ok(())
    }

    fn guard_end(&mut self, name: &[u8]) {
        let is = |n: &str| name.eq_ignore_ascii_case(n.as_bytes());
        match self.guard {
            Guard::InSelect if is("select") => self.guard = Guard::Default,
            Guard::InTemplateInSelect(1) if is("template") => self.guard = Guard::InSelect,
            Guard::InTemplateInSelect(depth) if is("template") => self.guard = Guard::InTemplateInSelect(depth - 1),
            _ => {}
        }
    }
}

fn text_mode_of(name: &[u8]) -> TextMode {
    let is = |n: &str| name.eq_ignore_ascii_case(n.as_bytes());
    if is("textarea") || is("title") {
        TextMode::Rcdata
    } else if is("plaintext") {
        TextMode::PlainText
    } else if is("script") {
        TextMode::ScriptData
    } else if is_one_of(name, &["style", "iframe", "xmp", "noembed", "noframes", "noscript"]) {
        TextMode::RawText
    } else {
        TextMode::Markup
    }
}
