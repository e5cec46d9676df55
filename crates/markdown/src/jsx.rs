//! Just enough JSX to read component tags in MDX: tag names, attributes, and attribute
//! expressions that are plain literals (strings, numbers, booleans, arrays and objects of
//! them, `require('./x.png')`).

/// One JSX tag: `<Name a="b" c={1}>`, `</Name>` or `<Name />`.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct JsxTag {
    /// Tag name (`""` for a fragment `<>`).
    pub(crate) name: String,
    /// Attributes in order; a spread `{...x}` has the name `...`.
    pub(crate) attrs: Vec<(String, AttrValue)>,
    /// `</Name>`.
    pub(crate) closing: bool,
    /// `<Name />`.
    pub(crate) self_closing: bool,
    /// Bytes the tag spans in the input.
    pub(crate) len: usize,
}

/// An attribute value as written.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum AttrValue {
    /// `a="text"` or `a='text'`.
    Str(String),
    /// `a` alone (true).
    Bool,
    /// `a={...}`: the source between the braces.
    Expr(String),
}

/// A literal JavaScript value found in an expression.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum JsValue {
    Str(String),
    Num(f64),
    Bool(bool),
    Null,
    Array(Vec<JsValue>),
    Object(Vec<(String, JsValue)>),
    /// `require('./x.png')` (optionally followed by `.default`).
    Require(String),
}

impl JsxTag {
    /// The attribute's value, if present.
    pub(crate) fn attr(&self, name: &str) -> Option<&AttrValue> {
        self.attrs.iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }

    /// The attribute as a literal value (a quoted string, `true` for a bare attribute, or a
    /// literal expression).
    pub(crate) fn literal(&self, name: &str) -> Option<JsValue> {
        match self.attr(name)? {
            AttrValue::Str(s) => Some(JsValue::Str(s.clone())),
            AttrValue::Bool => Some(JsValue::Bool(true)),
            AttrValue::Expr(e) => eval_literal(e),
        }
    }

    /// The attribute as a string (strings and numbers).
    pub(crate) fn string(&self, name: &str) -> Option<String> {
        match self.literal(name)? {
            JsValue::Str(s) => Some(s),
            JsValue::Num(n) => Some(format_number(n)),
            _ => None,
        }
    }

    /// True when the attribute is present and not `{false}`.
    pub(crate) fn flag(&self, name: &str) -> bool {
        match self.literal(name) {
            Some(JsValue::Bool(b)) => b,
            Some(_) => true,
            None => false,
        }
    }
}

/// Formats a number the way JavaScript prints it in the common cases.
pub(crate) fn format_number(n: f64) -> String {
    if n.fract() == 0.0 && n.abs() < 1e15 {
        format!("{}", n as i64)
    } else {
        format!("{n}")
    }
}

/// True for a character that may start a JSX tag name.
pub(crate) fn is_name_start(c: char) -> bool {
    c.is_ascii_alphabetic() || c == '_' || c == '$'
}

fn is_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '-' | '.' | ':')
}

/// Parses a tag at the start of `s` (which starts with `<`). `None` when `s` does not hold a
/// complete, well-formed tag.
pub(crate) fn parse_tag(s: &str) -> Option<JsxTag> {
    let mut p = Cursor { s, i: 0 };
    p.eat('<').then_some(())?;
    let closing = p.eat('/');
    let name = p.name();
    if name.is_empty() && !closing && !p.at('>') {
        return None;
    }
    if !name.is_empty() && !name.starts_with(is_name_start) {
        return None;
    }
    let mut attrs = Vec::new();
    loop {
        p.skip_ws();
        if p.s[p.i..].starts_with("/>") {
            p.i += 2;
            return Some(JsxTag { name, attrs, closing, self_closing: true, len: p.i });
        }
        if p.eat('>') {
            return Some(JsxTag { name, attrs, closing, self_closing: false, len: p.i });
        }
        if closing {
            return None;
        }
        if p.at('{') {
            let end = expression_end(s, p.i)?;
            attrs.push(("...".to_owned(), AttrValue::Expr(s[p.i + 1..end - 1].to_owned())));
            p.i = end;
            continue;
        }
        let attr = p.name();
        if attr.is_empty() {
            return None;
        }
        p.skip_ws();
        if !p.eat('=') {
            attrs.push((attr, AttrValue::Bool));
            continue;
        }
        p.skip_ws();
        let value = p.attr_value()?;
        attrs.push((attr, value));
    }
}

struct Cursor<'a> {
    s: &'a str,
    i: usize,
}

impl Cursor<'_> {
    fn peek(&self) -> Option<char> {
        self.s[self.i..].chars().next()
    }
    fn at(&self, c: char) -> bool {
        self.peek() == Some(c)
    }
    fn eat(&mut self, c: char) -> bool {
        if self.at(c) {
            self.i += c.len_utf8();
            true
        } else {
            false
        }
    }
    fn skip_ws(&mut self) {
        while let Some(c) = self.peek() {
            if !c.is_whitespace() {
                break;
            }
            self.i += c.len_utf8();
        }
    }
    fn name(&mut self) -> String {
        let start = self.i;
        while let Some(c) = self.peek() {
            if !is_name_char(c) {
                break;
            }
            self.i += c.len_utf8();
        }
        self.s[start..self.i].to_owned()
    }
    fn attr_value(&mut self) -> Option<AttrValue> {
        match self.peek()? {
            q @ ('"' | '\'') => {
                let rest = &self.s[self.i + 1..];
                let end = rest.find(q)?;
                let value = rest[..end].to_owned();
                self.i += end + 2;
                Some(AttrValue::Str(value))
            }
            '{' => {
                let end = expression_end(self.s, self.i)?;
                let value = self.s[self.i + 1..end - 1].to_owned();
                self.i = end;
                Some(AttrValue::Expr(value))
            }
            _ => None,
        }
    }
}

/// Given `s[start] == '{'`, the index just past the matching `}`, skipping strings, template
/// literals and comments. `None` when unbalanced.
pub(crate) fn expression_end(s: &str, start: usize) -> Option<usize> {
    let bytes = s.as_bytes();
    let mut depth = 0usize;
    let mut i = start;
    while i < bytes.len() {
        match bytes[i] {
            b'{' => depth += 1,
            b'}' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            q @ (b'"' | b'\'' | b'`') => i = string_end(bytes, i, q)?,
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                i = s[i + 2..].find("*/").map(|e| i + 2 + e + 1)?;
            }
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                i = s[i..].find('\n').map_or(bytes.len(), |e| i + e);
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// Index of the closing quote of the string starting at `start` (for other modules).
pub(crate) fn quoted_end(bytes: &[u8], start: usize, quote: u8) -> Option<usize> {
    string_end(bytes, start, quote)
}

/// Index of the closing quote of the string starting at `start`.
fn string_end(bytes: &[u8], start: usize, quote: u8) -> Option<usize> {
    let mut i = start + 1;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 1,
            b if b == quote => return Some(i),
            b'\n' if quote != b'`' => return None,
            _ => {}
        }
        i += 1;
    }
    None
}

/// Evaluates an expression made only of literals. `None` for anything else.
pub(crate) fn eval_literal(expr: &str) -> Option<JsValue> {
    let mut p = LiteralParser { s: expr.as_bytes(), src: expr, i: 0, depth: 0 };
    let value = p.value()?;
    p.skip_trivia();
    (p.i == p.s.len()).then_some(value)
}

struct LiteralParser<'a> {
    s: &'a [u8],
    src: &'a str,
    i: usize,
    /// Nesting of arrays and objects, bounded so hostile input cannot exhaust the stack.
    depth: usize,
}

/// Deepest array/object nesting evaluated.
const MAX_DEPTH: usize = 32;

impl LiteralParser<'_> {
    fn skip_trivia(&mut self) {
        loop {
            while self.i < self.s.len() && self.s[self.i].is_ascii_whitespace() {
                self.i += 1;
            }
            if self.src[self.i..].starts_with("/*") {
                match self.src[self.i + 2..].find("*/") {
                    Some(e) => self.i += e + 4,
                    None => self.i = self.s.len(),
                }
            } else if self.src[self.i..].starts_with("//") {
                self.i = self.src[self.i..].find('\n').map_or(self.s.len(), |e| self.i + e);
            } else {
                return;
            }
        }
    }

    fn eat(&mut self, b: u8) -> bool {
        self.skip_trivia();
        if self.s.get(self.i) == Some(&b) {
            self.i += 1;
            true
        } else {
            false
        }
    }

    fn value(&mut self) -> Option<JsValue> {
        self.skip_trivia();
        let c = *self.s.get(self.i)?;
        match c {
            b'"' | b'\'' | b'`' => self.string().map(JsValue::Str),
            b'[' | b'{' if self.depth >= MAX_DEPTH => None,
            b'[' => {
                self.depth += 1;
                let v = self.array();
                self.depth -= 1;
                v
            }
            b'{' => {
                self.depth += 1;
                let v = self.object();
                self.depth -= 1;
                v
            }
            b'-' | b'0'..=b'9' | b'.' => self.number(),
            _ => self.word(),
        }
    }

    fn string(&mut self) -> Option<String> {
        let quote = self.s[self.i];
        let end = string_end(self.s, self.i, quote)?;
        let raw = &self.src[self.i + 1..end];
        if quote == b'`' && raw.contains("${") {
            return None;
        }
        self.i = end + 1;
        Some(unescape_js(raw))
    }

    fn number(&mut self) -> Option<JsValue> {
        let start = self.i;
        if self.s[self.i] == b'-' {
            self.i += 1;
        }
        while self.i < self.s.len() && (self.s[self.i].is_ascii_digit() || self.s[self.i] == b'.') {
            self.i += 1;
        }
        self.src[start..self.i].parse().ok().map(JsValue::Num)
    }

    fn ident(&mut self) -> &str {
        let start = self.i;
        while self.i < self.s.len() && (self.s[self.i].is_ascii_alphanumeric() || matches!(self.s[self.i], b'_' | b'$')) {
            self.i += 1;
        }
        &self.src[start..self.i]
    }

    fn word(&mut self) -> Option<JsValue> {
        match self.ident() {
            "true" => Some(JsValue::Bool(true)),
            "false" => Some(JsValue::Bool(false)),
            "null" | "undefined" => Some(JsValue::Null),
            "require" => {
                if !self.eat(b'(') {
                    return None;
                }
                self.skip_trivia();
                let path = self.string()?;
                if !self.eat(b')') {
                    return None;
                }
                let save = self.i;
                if self.eat(b'.') && self.ident() != "default" {
                    self.i = save;
                }
                Some(JsValue::Require(path))
            }
            _ => None,
        }
    }

    fn array(&mut self) -> Option<JsValue> {
        self.i += 1;
        let mut items = Vec::new();
        loop {
            if self.eat(b']') {
                return Some(JsValue::Array(items));
            }
            items.push(self.value()?);
            if !self.eat(b',') {
                return self.eat(b']').then_some(JsValue::Array(items));
            }
        }
    }

    fn object(&mut self) -> Option<JsValue> {
        self.i += 1;
        let mut fields = Vec::new();
        loop {
            if self.eat(b'}') {
                return Some(JsValue::Object(fields));
            }
            self.skip_trivia();
            let key = match self.s.get(self.i)? {
                b'"' | b'\'' => self.string()?,
                _ => {
                    let k = self.ident().to_owned();
                    if k.is_empty() {
                        return None;
                    }
                    k
                }
            };
            if !self.eat(b':') {
                return None;
            }
            fields.push((key, self.value()?));
            if !self.eat(b',') {
                return self.eat(b'}').then_some(JsValue::Object(fields));
            }
        }
    }
}

/// Resolves the common escapes of a JS string literal's body.
fn unescape_js(raw: &str) -> String {
    if !raw.contains('\\') {
        return raw.to_owned();
    }
    let mut out = String::with_capacity(raw.len());
    let mut chars = raw.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => out.push('\r'),
            Some('\n') | None => {}
            Some(other) => out.push(other),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_tags_with_all_attribute_forms() {
        let tag = parse_tag(r#"<TabItem value="a" label='A b' default attributes={{x: 1}}>rest"#).unwrap();
        assert_eq!(tag.name, "TabItem");
        assert_eq!(tag.string("value").as_deref(), Some("a"));
        assert_eq!(tag.string("label").as_deref(), Some("A b"));
        assert!(tag.flag("default"));
        assert_eq!(tag.attr("attributes"), Some(&AttrValue::Expr("{x: 1}".into())));
        assert_eq!(&r#"<TabItem value="a" label='A b' default attributes={{x: 1}}>rest"#[tag.len..], "rest");
        let closing = parse_tag("</Tabs>").unwrap();
        assert!(closing.closing && closing.name == "Tabs");
        let selfc = parse_tag("<DocCardList\n  />").unwrap();
        assert!(selfc.self_closing);
        assert!(parse_tag("< 5").is_none());
        assert!(parse_tag("<Tabs groupId=").is_none());
    }

    #[test]
    fn evaluates_literal_expressions() {
        assert_eq!(eval_literal("'x'"), Some(JsValue::Str("x".into())));
        assert_eq!(eval_literal("  42 "), Some(JsValue::Num(42.0)));
        assert_eq!(eval_literal("require('./a.png').default"), Some(JsValue::Require("./a.png".into())));
        assert_eq!(
            eval_literal("[{label: 'A', value: \"a\"},]"),
            Some(JsValue::Array(vec![JsValue::Object(vec![
                ("label".into(), JsValue::Str("A".into())),
                ("value".into(), JsValue::Str("a".into()))
            ])]))
        );
        assert_eq!(eval_literal("foo()"), None);
        let deep = format!("{}1{}", "[".repeat(100_000), "]".repeat(100_000));
        assert_eq!(eval_literal(&deep), None);
        assert_eq!(eval_literal("`a ${b}`"), None);
    }

    #[test]
    fn expression_end_skips_strings_and_comments() {
        let s = "{a: '}', b: `}` /* } */}x";
        assert_eq!(expression_end(s, 0), Some(s.len() - 1));
        assert_eq!(expression_end("{ {", 0), None);
    }
}
