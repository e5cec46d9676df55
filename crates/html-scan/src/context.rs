//! What the tokenizer needs to know of the tree: after a start tag, whether the element's
//! content is markup or text (`<script>` is text in HTML, markup in SVG), which depends on the
//! namespace (HTML, SVG, MathML) the tag is in. This follows lol_html's tree-builder
//! simulation, so that both readers of a page agree, including where lol_html refuses a page
//! (a text element inside `<select>` or after `<frameset>`): there, this is unsure too.
//!
//! Names come in lowercase (the tokenizer's `LowerName`); a name too long to be lowered is
//! empty, and no rule here names such an element.

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

/// A start tag that ends foreign content (SVG, MathML) when it appears inside it.
fn exits_foreign_content(name: &[u8]) -> bool {
    matches!(
        name,
        b"b" | b"big" | b"blockquote" | b"body" | b"br" | b"center" | b"code" | b"dd" | b"div" | b"dl" | b"dt" | b"em" | b"embed" | b"h1" | b"h2" | b"h3" | b"h4" | b"h5"
            | b"h6" | b"head" | b"hr" | b"i" | b"img" | b"li" | b"listing" | b"menu" | b"meta" | b"nobr" | b"ol" | b"p" | b"pre" | b"ruby" | b"s" | b"small" | b"span"
            | b"strike" | b"strong" | b"sub" | b"sup" | b"table" | b"tt" | b"u" | b"ul" | b"var"
    )
}

/// A tag whose content is text when it is HTML.
fn is_text_mode_tag(name: &[u8]) -> bool {
    text_mode_of(name) != TextMode::Markup
}

fn is_svg_html_integration_point(name: &[u8]) -> bool {
    matches!(name, b"desc" | b"title" | b"foreignobject")
}

fn is_mathml_text_integration_point(name: &[u8]) -> bool {
    matches!(name, b"mi" | b"mo" | b"mn" | b"ms" | b"mtext")
}

impl TreeContext {
    pub(crate) fn new() -> Self {
        Self { namespaces: vec![Namespace::Html], guard: Guard::Default }
    }

    /// Whether the markup that follows is HTML outside `<select>` and `<frameset>`, where an
    /// HTML end tag changes nothing here, nor does a start tag that [`changes_rest`] does not
    /// name.
    #[inline]
    pub(crate) fn at_rest(&self) -> bool {
        self.namespaces.len() == 1 && self.guard == Guard::Default
    }

    /// Whether the current namespace is HTML.
    #[inline]
    pub(crate) fn in_html(&self) -> bool {
        self.current() == Namespace::Html
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

    /// A start tag `name` (lowercase), with `attribute(name)` giving its attributes' values: how
    /// its content is read, or why that cannot be known without the tree.
    #[inline]
    pub(crate) fn start_tag<'a>(&mut self, name: &[u8], self_closing: bool, attribute: impl Fn(&str) -> Option<&'a [u8]>) -> Result<TextMode, &'static str> {
        self.guard_start(name)?;
        if name == b"svg" {
            self.enter(Namespace::Svg);
        } else if name == b"math" {
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
        let is = |n: &str| name == n.as_bytes();
        if exits_foreign_content(name) {
            self.leave();
        } else if (current == Namespace::Svg && is_svg_html_integration_point(name)) || (current == Namespace::MathMl && is_mathml_text_integration_point(name)) {
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

    /// An end tag `name` (lowercase).
    #[inline]
    pub(crate) fn end_tag(&mut self, name: &[u8]) {
        self.guard_end(name);
        let is = |n: &str| name == n.as_bytes();
        let current = self.current();
        if current == Namespace::Html {
            let outer = self.namespaces.len().checked_sub(2).map(|i| self.namespaces[i]);
            let leaves = match outer {
                Some(Namespace::MathMl) => is_mathml_text_integration_point(name) || is("annotation-xml"),
                Some(Namespace::Svg) => is_svg_html_integration_point(name),
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
        let is = |n: &str| name == n.as_bytes();
        let ambiguous = || if is_text_mode_tag(name) { Err("a text element inside <select> or after <frameset>") } else { Ok(()) };
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
        let is = |n: &str| name == n.as_bytes();
        match self.guard {
            Guard::InSelect if is("select") => self.guard = Guard::Default,
            Guard::InTemplateInSelect(1) if is("template") => self.guard = Guard::InSelect,
            Guard::InTemplateInSelect(depth) if is("template") => self.guard = Guard::InTemplateInSelect(depth - 1),
            _ => {}
        }
    }
}

/// Whether a start tag `name` (lowercase), met [at rest](TreeContext::at_rest), changes this
/// context or has text content.
pub(crate) fn changes_rest(name: &[u8]) -> bool {
    matches!(name, b"svg" | b"math" | b"select" | b"frameset") || is_text_mode_tag(name)
}

fn text_mode_of(name: &[u8]) -> TextMode {
    match name {
        b"textarea" | b"title" => TextMode::Rcdata,
        b"plaintext" => TextMode::PlainText,
        b"script" => TextMode::ScriptData,
        b"style" | b"iframe" | b"xmp" | b"noembed" | b"noframes" | b"noscript" => TextMode::RawText,
        _ => TextMode::Markup,
    }
}
