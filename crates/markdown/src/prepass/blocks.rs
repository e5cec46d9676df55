//! Block-level constructs of the MDX layer: admonition fences, ESM blocks, and JSX container
//! tags (Tabs, TabItem, details, Admonition, CodeBlock, unknown components).

use super::*;
use crate::jsx::{self, JsxTag};

impl<'a> Prepass<'a> {
    // ---------------------------------------------------------------- admonitions

    /// `:::type[title]{attrs}`, `:::type title` or a closing `:::`. False when the line is
    /// not a directive after all (then it is text).
    pub(super) fn admonition_line(&mut self, idx: usize, line: &str, indent: usize) -> bool {
        let trimmed = line.trim();
        let colons = trimmed.bytes().take_while(|&b| b == b':').count();
        let rest = trimmed[colons..].trim_start();
        if rest.is_empty() {
            let closes = matches!(self.stack.last(), Some(Open { opener: Opener::Colons(n), .. }) if *n <= colons);
            if closes {
                self.close_top(indent);
            }
            return closes;
        }
        let kind_len = rest
            .bytes()
            .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_'))
            .count();
        if kind_len == 0 {
            return false;
        }
        let kind = rest[..kind_len].to_ascii_lowercase();
        let (title, problem) = directive_title(&rest[kind_len..]);
        if let Some(problem) = problem {
            self.out.diagnostics.push(self.place.warn(idx, problem));
        }
        let kind = match self.admonition_keyword(&kind) {
            Some(known) => known,
            None => {
                self.out.diagnostics.push(
                    self.place
                        .warn(idx, format!("unknown admonition type `:::{kind}`; rendered as a plain block"))
                        .with_help("use note, tip, info, warning, danger or caution, or add it to the `admonitions.keywords` option"),
                );
                String::new()
            }
        };
        self.open(Container::Admonition { kind, title }, Opener::Colons(colons), indent, idx);
        true
    }

    /// The kind an admonition keyword renders as under the `admonitions` option: itself for a
    /// theme type, `info` for a custom keyword (the theme's fallback), `None` when the
    /// keyword is not an admonition.
    fn admonition_keyword(&self, kind: &str) -> Option<String> {
        let options = &self.opts.features.admonitions;
        if !options.enabled {
            return None;
        }
        let defaults_on = options.keywords.is_empty() || options.extend_defaults;
        let is_default = crate::widgets::is_admonition_kind(kind);
        if is_default && (defaults_on || options.keywords.iter().any(|k| k == kind)) {
            return Some(kind.to_owned());
        }
        options.keywords.iter().any(|k| k == kind).then(|| "info".to_owned())
    }

    // ---------------------------------------------------------------- ESM

    /// Skips an ESM block (up to the next blank line), remembering `export const NAME = literal`
    /// values so `{NAME}` can be inlined.
    pub(super) fn skip_esm(&mut self, idx: usize) -> usize {
        let mut end = idx;
        while end < self.lines.len() && !is_blank(self.lines[end]) {
            end += 1;
        }
        let block = self.lines[idx..end].join("\n");
        for statement in esm_statements(&block) {
            let statement = statement.trim();
            if statement.starts_with("import") {
                self.imported.extend(imported_names(statement));
            } else if let Some((name, value)) = exported_literal(statement) {
                self.constants.insert(name, value);
            }
        }
        end - idx
    }

    // ---------------------------------------------------------------- block-level tags

    /// Reads a tag starting the line, joining following lines when the tag spans several.
    pub(super) fn read_tag(&self, idx: usize, line: &str) -> Option<(JsxTag, usize, String)> {
        let start = line.trim_start();
        if let Some(tag) = jsx::parse_tag(start) {
            return Some((tag, 1, start.to_owned()));
        }
        let second = start[1..].trim_start_matches('/');
        if !second.starts_with(jsx::is_name_start) {
            return None;
        }
        let mut joined = start.to_owned();
        for (n, next) in self.lines.iter().enumerate().skip(idx + 1).take(40) {
            joined.push('\n');
            joined.push_str(next);
            if let Some(tag) = jsx::parse_tag(&joined) {
                return Some((tag, n - idx + 1, joined));
            }
        }
        None
    }

    /// A line that starts with a container tag. `None` when it is not one (inline handling).
    pub(super) fn block_tag(&mut self, idx: usize, line: &str, indent: usize) -> Option<usize> {
        let (tag, consumed, joined) = self.read_tag(idx, line)?;
        let rest = joined[tag.len..].trim();
        let name = tag.name.clone();
        if name == "summary" && !tag.closing {
            return Some(self.summary(idx, &joined[tag.len..]));
        }
        if name == "CodeBlock" && !tag.closing {
            return Some(self.code_block_tag(idx, &tag, &joined[tag.len..], consumed, indent));
        }
        let is_container = CONTAINER_TAGS.contains(&name.as_str());
        let is_component = name.starts_with(|c: char| c.is_ascii_uppercase()) || name.is_empty();
        if !is_container && !(is_component && (rest.is_empty() || tag.closing)) {
            return None;
        }
        if !is_container && tag.self_closing {
            return None; // IdealImage, Link... handled inline.
        }
        if tag.closing {
            self.closing_tag(idx, &name, indent, is_container);
            self.rest_of_line(idx, rest, consumed, indent);
            return Some(consumed);
        }
        let container = self.container_for(idx, &tag)?;
        if name == "TabItem" && !rest.is_empty() {
            if let Some(inner) = rest.strip_suffix("</TabItem>") {
                let mut container = container;
                if let Container::TabItem { inline, .. } = &mut container {
                    *inline = Some(inner.to_owned());
                }
                self.open(container, Opener::Tag(name), indent, idx);
                self.close_top(0);
                return Some(consumed);
            }
        }
        self.open(container, Opener::Tag(name.clone()), indent, idx);
        if tag.self_closing {
            self.close_top(0);
        }
        self.rest_of_line(idx, rest, consumed, indent);
        Some(consumed)
    }

    /// What follows a block tag on its line (`<Tabs><TabItem value="a">`,
    /// `</TabItem></Tabs>`, `<details><summary>..</summary>`): more block tags, handled in turn.
    pub(super) fn rest_of_line(&mut self, idx: usize, rest: &str, consumed: usize, indent: usize) {
        if rest.is_empty() || consumed != 1 {
            return;
        }
        if rest.starts_with('<') && self.same_line_tags < MAX_TAGS_PER_LINE {
            self.same_line_tags += 1;
            let handled = self.block_tag(idx, rest, indent).is_some();
            self.same_line_tags -= 1;
            if handled {
                return;
            }
        }
        self.out.text.push(' ');
        self.rewrite_inline_into_text(idx, rest);
    }

    pub(super) fn rewrite_inline_into_text(&mut self, idx: usize, text: &str) {
        let mut out = String::with_capacity(text.len());
        self.rewrite_inline(idx, text, &mut out);
        self.out.text.push_str(&out);
    }

    pub(super) fn closing_tag(&mut self, idx: usize, name: &str, indent: usize, is_container: bool) {
        let top_matches = matches!(self.stack.last(), Some(Open { opener: Opener::Tag(n), .. }) if n == name);
        if top_matches {
            self.close_top(indent);
            return;
        }
        let open_elsewhere = self.stack.iter().any(|o| o.opener == Opener::Tag(name.to_owned()));
        if open_elsewhere {
            // Close the unclosed ones in between, reporting them.
            while let Some(top) = self.stack.last() {
                if top.opener == Opener::Tag(name.to_owned()) {
                    break;
                }
                let what = match &top.opener {
                    Opener::Tag(n) => format!("<{n}>"),
                    Opener::Colons(_) => "admonition `:::`".to_owned(),
                };
                let d = self.place.error(top.line, format!("{what} is never closed before </{name}>"));
                self.out.diagnostics.push(d);
                self.close_top(0);
                self.out.text.push(' ');
            }
            self.close_top(indent);
        } else if is_container {
            let msg = format!("closing tag </{name}> has no matching opening tag");
            let d = if self.mdx { self.place.error(idx, msg) } else { self.place.warn(idx, msg) };
            self.out.diagnostics.push(d);
        }
    }

    pub(super) fn container_for(&mut self, idx: usize, tag: &JsxTag) -> Option<Container> {
        self.note_use(&tag.name, idx);
        Some(match tag.name.as_str() {
            "Tabs" => Container::Tabs {
                group_id: tag.string("groupId"),
                query_string: match tag.literal("queryString") {
                    Some(JsValue::Str(s)) => Some(s),
                    Some(JsValue::Bool(true)) => tag.string("groupId"),
                    _ => None,
                },
                default_value: tag.string("defaultValue"),
                labels: tab_labels(tag.literal("values")),
                items: Vec::new(),
            },
            "TabItem" => {
                let value = tag.string("value").unwrap_or_else(|| {
                    self.out.diagnostics.push(self.place.warn(idx, "<TabItem> has no `value`"));
                    String::new()
                });
                let tabs = self.enclosing_tabs();
                if tabs.is_none() {
                    self.out.diagnostics.push(self.place.warn(idx, "<TabItem> outside of <Tabs>"));
                }
                if let Some(Container::Tabs { items, .. }) = tabs.and_then(|t| self.out.containers.get_mut(t)) {
                    items.push(TabInfo { value: value.clone(), label: tag.string("label"), default: tag.flag("default") });
                }
                Container::TabItem { tabs, value, class_name: tag.string("className"), inline: None }
            }
            "details" => Container::Details { summary: None, open: tag.flag("open") },
            "Details" => Container::Details { summary: tag.string("summary"), open: tag.flag("open") },
            "Admonition" => {
                let mut kind = tag.string("type").unwrap_or_else(|| "note".to_owned());
                if !crate::widgets::is_admonition_kind(&kind) {
                    // The theme's Admonition falls back to `info` for a type it does not know.
                    self.out.diagnostics.push(
                        self.place.warn(idx, format!("unknown admonition type `{kind}`; rendered as `info`, as the theme does")),
                    );
                    kind = "info".to_owned();
                }
                Container::Admonition { kind, title: tag.string("title") }
            }
            name => {
                self.unknown_component(idx, name);
                Container::Transparent
            }
        })
    }

    pub(super) fn enclosing_tabs(&self) -> Option<usize> {
        self.stack
            .iter()
            .rev()
            .find(|o| o.opener == Opener::Tag("Tabs".into()))
            .map(|o| o.id)
    }

    pub(super) fn unknown_component(&mut self, idx: usize, name: &str) {
        if SILENT_COMPONENTS.contains(&name) {
            return;
        }
        self.needs_js(idx, JsConstructKind::Component(name.to_owned()));
        self.out.diagnostics.push(
            self.place
                .warn(idx, format!("unknown component <{name}>: rendered without it (its children are kept)"))
                .with_help(format!("ferrosaurus renders {} itself", KNOWN_COMPONENTS.join(", "))),
        );
    }

    /// `<summary>text</summary>` (the text may run over lines). Returns lines consumed.
    pub(super) fn summary(&mut self, idx: usize, after_open: &str) -> usize {
        let (text, consumed) = match after_open.find("</summary>") {
            Some(end) => (after_open[..end].to_owned(), 1),
            None => {
                let mut text = after_open.to_owned();
                let mut consumed = 1;
                for next in self.lines.iter().skip(idx + 1).take(20) {
                    consumed += 1;
                    if let Some(end) = next.find("</summary>") {
                        text.push(' ');
                        text.push_str(&next[..end]);
                        break;
                    }
                    text.push(' ');
                    text.push_str(next.trim());
                }
                (text, consumed)
            }
        };
        let details = self.stack.last().and_then(|o| match o.opener {
            Opener::Tag(ref n) if n == "details" || n == "Details" => Some(o.id),
            _ => None,
        });
        match details.and_then(|d| self.out.containers.get_mut(d)) {
            Some(Container::Details { summary, .. }) => *summary = Some(text.trim().to_owned()),
            _ => self.out.diagnostics.push(self.place.warn(idx, "<summary> outside of <details>")),
        }
        consumed
    }

    /// `<CodeBlock language=.. title=..>{`code`}</CodeBlock>`.
    pub(super) fn code_block_tag(&mut self, idx: usize, tag: &JsxTag, after: &str, tag_lines: usize, indent: usize) -> usize {
        self.note_use("CodeBlock", idx);
        let mut body = after.to_owned();
        let mut consumed = tag_lines;
        if !tag.self_closing {
            let mut found = body.contains("</CodeBlock>");
            for next in self.lines.iter().skip(idx + tag_lines) {
                if found {
                    break;
                }
                consumed += 1;
                body.push('\n');
                body.push_str(next);
                found = next.contains("</CodeBlock>");
            }
            if !found {
                self.out.diagnostics.push(self.place.error(idx, "<CodeBlock> is never closed"));
            }
            body.truncate(body.find("</CodeBlock>").unwrap_or(body.len()));
        } else {
            body.clear();
        }
        let code = code_block_children(&body);
        let mut meta = String::new();
        if let Some(title) = tag.string("title") {
            meta.push_str(&format!("title=\"{}\" ", title.replace('"', "'")));
        }
        match tag.literal("showLineNumbers") {
            Some(JsValue::Bool(true)) => meta.push_str("showLineNumbers "),
            Some(JsValue::Num(n)) => meta.push_str(&format!("showLineNumbers={} ", jsx::format_number(n))),
            _ => {}
        }
        if let Some(lines) = tag.string("metastring") {
            meta.push_str(&lines);
        }
        let container = Container::CodeBlock {
            language: tag.string("language"),
            meta,
            code,
            line: self.place.line(idx),
        };
        let id = self.out.containers.len();
        self.out.containers.push(container);
        let strip = self.current_strip();
        self.push_marker(indent.saturating_sub(strip), id, false);
        consumed
    }

}
