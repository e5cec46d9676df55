//! Inline constructs of the MDX layer: `{expressions}` and comments, inline JSX and HTML tags,
//! custom heading ids.

use super::*;
use crate::escape::push_escaped;
use crate::jsx::{self, AttrValue, JsxTag};

impl<'a> Prepass<'a> {
    // ---------------------------------------------------------------- inline

    /// Rewrites expressions, comments and inline tags of one line (or more, when a comment or
    /// expression runs over lines). Returns the lines consumed.
    pub(super) fn inline_line(&mut self, idx: usize, line: &'a str) -> usize {
        let is_heading = line.trim_start().starts_with('#');
        let math = self.opts.features.math && line.contains('$');
        if !is_heading && !math && !line.contains(['{', '<']) {
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
        self.in_heading = is_heading;
        self.rewrite_inline(idx, &text, &mut out);
        self.in_heading = false;
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

    pub(super) fn rewrite_inline(&mut self, idx: usize, text: &str, out: &mut String) {
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
                b'$' if self.opts.features.math => match crate::math::inline_at(text, i) {
                    Some((tex, end)) => {
                        out.push_str(&text[last..i]);
                        let id = self.out.math.len();
                        out.push_str(crate::math::INLINE_OPEN);
                        out.push_str(crate::math::PLACEHOLDER);
                        out.push_str(&id.to_string());
                        out.push_str("-->");
                        out.push_str(crate::math::INLINE_CLOSE);
                        self.out.math.push(crate::math::Math { tex, display: false, line: self.place.line(idx) });
                        i = end;
                        last = i;
                    }
                    None => i += bytes[i..].iter().take_while(|&&b| b == b'$').count(),
                },
                _ => i += 1,
            }
        }
        out.push_str(&text[last.min(text.len())..]);
    }

    /// Handles `{...}` at `start`; returns where scanning goes on.
    pub(super) fn expression(&mut self, idx: usize, text: &str, start: usize, out: &mut String) -> usize {
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
        let value = jsx::eval_literal(inner)
            .or_else(|| self.constants.get(inner).cloned())
            .or_else(|| self.front_matter_value(inner));
        match value {
            Some(JsValue::Str(s)) => push_markdown_literal(out, &s),
            Some(JsValue::Num(n)) => out.push_str(&jsx::format_number(n)),
            Some(JsValue::Null | JsValue::Bool(_)) => {}
            _ => {
                self.needs_js(idx, JsConstructKind::Expression(inner.to_owned()));
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
    pub(super) fn inline_tag(&mut self, idx: usize, text: &str, start: usize, out: &mut String) -> usize {
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
            "IdealImage" => self.ideal_image(idx, &tag, out),
            "Link" => self.link_component(idx, &tag, out),
            "TOCInline" => self.toc_inline(idx, &tag, out),
            _ => {
                self.unknown_component(idx, name);
                if self.in_heading {
                    out.push_str(COMPONENT_IN_HEADING);
                }
            }
        }
        end
    }

    /// `{frontMatter.a.b}`: the front matter value, when the expression is such a path.
    /// A missing key is `undefined` in MDX, which renders nothing.
    pub(super) fn front_matter_value(&mut self, expr: &str) -> Option<JsValue> {
        let path = front_matter_path(expr)?;
        let json = self.front_matter_json.get_or_insert_with(|| {
            serde_json::to_value(self.front_matter).unwrap_or(serde_json::Value::Null)
        });
        let mut value = &*json;
        for key in path {
            match value.get(key) {
                Some(v) => value = v,
                None => return Some(JsValue::Null),
            }
        }
        Some(match value {
            serde_json::Value::String(s) => JsValue::Str(s.clone()),
            serde_json::Value::Number(n) => JsValue::Num(n.as_f64().unwrap_or(0.0)),
            serde_json::Value::Bool(b) => JsValue::Bool(*b),
            serde_json::Value::Null => JsValue::Null,
            // React cannot render an object or array child; leave it to the JS path.
            _ => return None,
        })
    }

    /// `<TOCInline toc={toc} minHeadingLevel={2} maxHeadingLevel={3} />`: a placeholder the
    /// renderer fills once every heading is known.
    pub(super) fn toc_inline(&mut self, idx: usize, tag: &JsxTag, out: &mut String) {
        if !matches!(tag.attr("toc"), Some(AttrValue::Expr(e)) if e.trim() == "toc") {
            self.needs_js(idx, JsConstructKind::Component("TOCInline".to_owned()));
            self.out.diagnostics.push(
                self.place.warn(idx, "<TOCInline> is rendered only with toc={toc}; it was left out"),
            );
            return;
        }
        let level = |name: &str, default: u8| match tag.literal(name) {
            Some(JsValue::Num(n)) if (1.0..=6.0).contains(&n) => n as u8,
            _ => default,
        };
        let min = level("minHeadingLevel", self.opts.toc_min_heading_level);
        let max = level("maxHeadingLevel", self.opts.toc_max_heading_level);
        out.push_str(&format!("{TOC_INLINE_PREFIX}{min}:{max}-->"));
    }

    /// `<Link to="/docs/x">` (from `@docusaurus/Link`) as a plain anchor.
    pub(super) fn link_component(&mut self, idx: usize, tag: &JsxTag, out: &mut String) {
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

    pub(super) fn needs_html_rewrite(&self, tag: &JsxTag) -> bool {
        tag.attrs.iter().any(|(n, v)| {
            matches!(v, AttrValue::Expr(_)) || (self.mdx && (n == "className" || n == "htmlFor")) || (n == "src" && tag.name == "img")
        })
    }

    /// Writes an HTML tag with JSX attributes turned into HTML ones.
    pub(super) fn html_tag(&mut self, idx: usize, tag: &JsxTag, out: &mut String) {
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
    pub(super) fn asset(&mut self, idx: usize, target: &str, required: bool) -> String {
        if !is_relative_url(target) {
            return target.to_owned();
        }
        match self.opts.resolver.resolve_asset(self.place.file, target) {
            Some(url) => url,
            None => {
                let msg = format!("image or file `{target}` not found");
                let d = if required { self.place.error(idx, msg) } else { self.place.warn(idx, msg) };
                self.out.diagnostics.push(d.with_help("the path is relative to the Markdown file"));
                target.to_owned()
            }
        }
    }

    pub(super) fn ideal_image(&mut self, idx: usize, tag: &JsxTag, out: &mut String) {
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
    pub(super) fn heading_id(&mut self, idx: usize, line: String) -> String {
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

/// What a component this layer leaves out becomes in a heading: Docusaurus slugs the heading's
/// text around it as written (`### X <Badge />` is `x-`, `### <Required /> onSubmit` is
/// `-onsubmit`), and an empty comment keeps the space beside it from being trimmed as heading
/// whitespace.
const COMPONENT_IN_HEADING: &str = "<!-- -->";
