//! The MDX syntax tree as one JSX module, with MDX 3's semantics: Markdown elements go through
//! the provided components (`_components.p`, `_components.h2`...), explicit JSX is kept as
//! written, capitalised components come from the module's own imports and exports or else
//! from the provider (`@mdx-js/react`'s `useMDXComponents`), `props` is in scope, and the
//! page's layout (`export default`, see `layout`), else a provided `wrapper`, wraps the content. Text is written as JSON string literals, so no
//! Markdown text can become code.

use std::collections::{BTreeSet, HashMap};
use std::fmt::Write;

use markdown::mdast::{AlignKind, AttributeContent, AttributeValue, Node};

use crate::layout::LAYOUT;
use crate::preprocess::ADMONITION_TAG;

/// The JSX module of `tree` (ESM blocks first), without Docusaurus's exports. With
/// `has_layout`, the ESM binds `MDXLayout` (the `layout` pass) and it wraps the content.
pub(crate) fn module(tree: &Node, heading_ids: &[String], provider: &str, mermaid: bool, has_layout: bool) -> String {
    let mut generator = Generator::new(tree, heading_ids);
    generator.mermaid = mermaid;
    let mut content = String::new();
    generator.children(tree, &mut content, true);
    let footnotes = generator.footnotes_section();
    let bound = module_bindings(&generator.esm);

    let mut out = String::new();
    let _ = writeln!(out, "import {{useMDXComponents as _provideComponents}} from {};", json(provider));
    for block in &generator.esm {
        out.push_str(block);
        out.push('\n');
    }
    out.push_str("function _createMdxContent(props) {\n  const _components = {\n");
    for tag in &generator.tags {
        let _ = writeln!(out, "    {tag}: {},", json(tag));
    }
    out.push_str("    ..._provideComponents(),\n    ...props.components,\n  };\n");
    let from_provider: Vec<&String> = generator.components.iter().filter(|c| !bound.contains(c.as_str())).collect();
    if !from_provider.is_empty() {
        let names: Vec<&str> = from_provider.iter().map(|s| s.as_str()).collect();
        let _ = writeln!(out, "  const {{{}}} = _components;", names.join(", "));
        for name in names {
            let _ = writeln!(out, "  if (!{name}) _missingMdxReference({});", json(name));
        }
    }
    let _ = writeln!(out, "  return <>{content}{footnotes}</>;\n}}");
    out.push_str("export default function MDXContent(props = {}) {\n");
    if has_layout {
        let _ = writeln!(out, "  return <{LAYOUT} {{...props}}><_createMdxContent {{...props}} /></{LAYOUT}>;");
    } else {
        out.push_str(concat!(
            "  const {wrapper: MDXLayout} = {..._provideComponents(), ...props.components};\n",
            "  return MDXLayout ? <MDXLayout {...props}><_createMdxContent {...props} /></MDXLayout> : _createMdxContent(props);\n",
        ));
    }
    out.push_str(concat!(
        "}\n",
        "function _missingMdxReference(id) {\n",
        "  throw new Error(\"Expected component `\" + id + \"` to be defined: you likely forgot to import, pass, or provide it.\");\n",
        "}\n",
    ));
    out
}

struct Generator<'t> {
    heading_ids: &'t [String],
    next_heading: usize,
    definitions: HashMap<String, (String, Option<String>)>,
    /// Markdown element names used (each gets an overridable default).
    tags: BTreeSet<String>,
    /// Capitalised component roots used in explicit JSX.
    components: BTreeSet<String>,
    esm: Vec<String>,
    /// Footnote identifiers in order of first reference.
    footnote_order: Vec<String>,
    footnote_definitions: HashMap<String, &'t Node>,
    /// `mermaid` fences are diagrams (`@docusaurus/theme-mermaid`).
    mermaid: bool,
}

impl<'t> Generator<'t> {
    fn new(tree: &'t Node, heading_ids: &'t [String]) -> Self {
        let mut g = Self {
            heading_ids,
            next_heading: 0,
            definitions: HashMap::new(),
            tags: BTreeSet::new(),
            components: BTreeSet::new(),
            esm: Vec::new(),
            footnote_order: Vec::new(),
            footnote_definitions: HashMap::new(),
            mermaid: false,
        };
        g.collect(tree);
        g
    }

    fn collect(&mut self, node: &'t Node) {
        match node {
            Node::Definition(d) => {
                self.definitions.entry(d.identifier.to_lowercase()).or_insert((d.url.clone(), d.title.clone()));
            }
            Node::FootnoteDefinition(d) => {
                self.footnote_definitions.entry(d.identifier.to_lowercase()).or_insert(node);
            }
            Node::MdxjsEsm(esm) => self.esm.push(esm.value.clone()),
            _ => {}
        }
        for child in node.children().map(Vec::as_slice).unwrap_or_default() {
            self.collect(child);
        }
    }

    /// Children of a block container, separated by newlines as mdast-util-to-hast does.
    fn children(&mut self, node: &Node, out: &mut String, block: bool) {
        let kids = node.children().map(Vec::as_slice).unwrap_or_default();
        let mut first = true;
        for child in kids {
            if matches!(child, Node::Definition(_) | Node::FootnoteDefinition(_) | Node::MdxjsEsm(_)) {
                continue;
            }
            if block && !first {
                out.push_str("{\"\\n\"}");
            }
            first = false;
            self.node(child, out, false);
        }
    }

    fn element(&mut self, tag: &str, attrs: &str, node: &Node, out: &mut String, block: bool) {
        self.tags.insert(tag.to_owned());
        let _ = write!(out, "<_components.{tag}{attrs}>");
        self.children(node, out, block);
        let _ = write!(out, "</_components.{tag}>");
    }

    fn void(&mut self, tag: &str, attrs: &str, out: &mut String) {
        self.tags.insert(tag.to_owned());
        let _ = write!(out, "<_components.{tag}{attrs} />");
    }

    fn node(&mut self, node: &Node, out: &mut String, tight: bool) {
        match node {
            Node::Root(_) => self.children(node, out, true),
            Node::Paragraph(_) if tight || only_summary(node) => self.children(node, out, false),
            Node::Paragraph(_) => self.element("p", "", node, out, false),
            Node::Heading(h) => {
                let id = self.heading_ids.get(self.next_heading).cloned();
                self.next_heading += 1;
                let attrs = id.map(|id| format!(" id={}", json(&id))).unwrap_or_default();
                self.element(&format!("h{}", h.depth), &attrs, node, out, false);
            }
            Node::Text(t) => out.push_str(&text(&t.value)),
            Node::Emphasis(_) => self.element("em", "", node, out, false),
            Node::Strong(_) => self.element("strong", "", node, out, false),
            Node::Delete(_) => self.element("del", "", node, out, false),
            Node::InlineCode(c) => {
                self.tags.insert("code".into());
                let _ = write!(out, "<_components.code>{}</_components.code>", text(&c.value));
            }
            Node::Break(_) => {
                self.void("br", "", out);
                out.push_str("{\"\\n\"}");
            }
            Node::ThematicBreak(_) => self.void("hr", "", out),
            Node::Blockquote(_) => {
                self.tags.insert("blockquote".into());
                out.push_str("<_components.blockquote>{\"\\n\"}");
                self.children(node, out, true);
                out.push_str("{\"\\n\"}</_components.blockquote>");
            }
            Node::List(list) => {
                let tag = if list.ordered { "ol" } else { "ul" };
                let mut attrs = String::new();
                if list.ordered && list.start.is_some_and(|s| s != 1) {
                    let _ = write!(attrs, " start={{{}}}", list.start.unwrap_or(1));
                }
                let tasks = list.children.iter().any(|c| matches!(c, Node::ListItem(i) if i.checked.is_some()));
                if tasks {
                    attrs.push_str(" className=\"contains-task-list\"");
                }
                self.tags.insert(tag.into());
                let _ = write!(out, "<_components.{tag}{attrs}>{{\"\\n\"}}");
                for item in &list.children {
                    self.list_item(item, list.spread, out);
                    out.push_str("{\"\\n\"}");
                }
                let _ = write!(out, "</_components.{tag}>");
            }
            Node::ListItem(_) => self.list_item(node, false, out),
            Node::Link(l) => {
                let mut attrs = format!(" href={}", json(&l.url));
                if let Some(title) = &l.title {
                    let _ = write!(attrs, " title={}", json(title));
                }
                self.element("a", &attrs, node, out, false);
            }
            Node::Image(i) => self.image(&i.url, &i.alt, i.title.as_deref(), out),
            Node::LinkReference(r) => match self.definitions.get(&r.identifier.to_lowercase()).cloned() {
                Some((url, title)) => {
                    let mut attrs = format!(" href={}", json(&url));
                    if let Some(title) = title {
                        let _ = write!(attrs, " title={}", json(&title));
                    }
                    self.element("a", &attrs, node, out, false);
                }
                None => {
                    out.push_str(&text("["));
                    self.children(node, out, false);
                    out.push_str(&text("]"));
                }
            },
            Node::ImageReference(r) => match self.definitions.get(&r.identifier.to_lowercase()).cloned() {
                Some((url, title)) => self.image(&url, &r.alt, title.as_deref(), out),
                None => out.push_str(&text(&format!("![{}]", r.alt))),
            },
            Node::Table(table) => self.table(node, &table.align, out),
            Node::Code(c) if self.mermaid && c.lang.as_deref() == Some("mermaid") => {
                self.tags.insert("mermaid".into());
                let _ = write!(out, "<_components.mermaid value={{{}}} />", json(&c.value));
            }
            Node::Code(c) => {
                // Islands replace fences; one that could not be rendered stays plain.
                self.tags.insert("pre".into());
                self.tags.insert("code".into());
                let class = c.lang.as_ref().map(|l| format!(" className={}", json(&format!("language-{l}")))).unwrap_or_default();
                let _ = write!(out, "<_components.pre><_components.code{class}>{}</_components.code></_components.pre>", text(&format!("{}\n", c.value)));
            }
            Node::FootnoteReference(r) => self.footnote_reference(&r.identifier, out),
            Node::MdxJsxFlowElement(e) => self.jsx(e.name.as_deref(), &e.attributes, node, out),
            Node::MdxJsxTextElement(e) => self.jsx(e.name.as_deref(), &e.attributes, node, out),
            Node::MdxFlowExpression(e) => {
                let _ = write!(out, "{{{}}}", e.value);
            }
            Node::MdxTextExpression(e) => {
                let _ = write!(out, "{{{}}}", e.value);
            }
            Node::Math(m) => out.push_str(&text(&m.value)),
            Node::InlineMath(m) => out.push_str(&text(&m.value)),
            _ => {}
        }
    }

    fn list_item(&mut self, item: &Node, list_spread: bool, out: &mut String) {
        let Node::ListItem(li) = item else { return self.node(item, out, false) };
        let spread = list_spread || li.spread;
        self.tags.insert("li".into());
        match li.checked {
            Some(checked) => {
                self.tags.insert("input".into());
                let _ = write!(
                    out,
                    "<_components.li className=\"task-list-item\"><_components.input type=\"checkbox\" disabled{} />{{\" \"}}",
                    if checked { " checked" } else { "" }
                );
            }
            None => out.push_str("<_components.li>"),
        }
        if spread {
            out.push_str("{\"\\n\"}");
            self.children(item, out, true);
            out.push_str("{\"\\n\"}");
        } else {
            let kids = li.children.as_slice();
            for (i, child) in kids.iter().enumerate() {
                if i > 0 {
                    out.push_str("{\"\\n\"}");
                }
                self.node(child, out, true);
            }
        }
        out.push_str("</_components.li>");
    }

    fn image(&mut self, url: &str, alt: &str, title: Option<&str>, out: &mut String) {
        let mut attrs = format!(" src={} alt={}", json(url), json(alt));
        if let Some(title) = title {
            let _ = write!(attrs, " title={}", json(title));
        }
        self.void("img", &attrs, out);
    }

    fn table(&mut self, node: &Node, align: &[AlignKind], out: &mut String) {
        for tag in ["table", "thead", "tbody", "tr", "th", "td"] {
            self.tags.insert(tag.into());
        }
        let rows = node.children().map(Vec::as_slice).unwrap_or_default();
        out.push_str("<_components.table>{\"\\n\"}");
        for (r, row) in rows.iter().enumerate() {
            if r == 0 {
                out.push_str("<_components.thead>{\"\\n\"}");
            } else if r == 1 {
                out.push_str("<_components.tbody>{\"\\n\"}");
            }
            out.push_str("<_components.tr>{\"\\n\"}");
            let cell_tag = if r == 0 { "th" } else { "td" };
            for (c, cell) in row.children().map(Vec::as_slice).unwrap_or_default().iter().enumerate() {
                let style = match align.get(c) {
                    Some(AlignKind::Left) => " style={{textAlign: \"left\"}}",
                    Some(AlignKind::Right) => " style={{textAlign: \"right\"}}",
                    Some(AlignKind::Center) => " style={{textAlign: \"center\"}}",
                    _ => "",
                };
                let _ = write!(out, "<_components.{cell_tag}{style}>");
                self.children(cell, out, false);
                let _ = write!(out, "</_components.{cell_tag}>{{\"\\n\"}}");
            }
            out.push_str("</_components.tr>{\"\\n\"}");
            if r == 0 {
                out.push_str("</_components.thead>{\"\\n\"}");
            }
        }
        if rows.len() > 1 {
            out.push_str("</_components.tbody>{\"\\n\"}");
        }
        out.push_str("</_components.table>");
    }

    fn jsx(&mut self, name: Option<&str>, attributes: &[AttributeContent], node: &Node, out: &mut String) {
        let Some(name) = name else {
            out.push_str("<>");
            self.children(node, out, false);
            out.push_str("</>");
            return;
        };
        let (open, close) = if name == ADMONITION_TAG {
            self.tags.insert("admonition".into());
            ("_components.admonition".to_owned(), "_components.admonition".to_owned())
        } else if matches!(name, "details" | "summary" | "head") {
            // Docusaurus renders `<details>` written in MDX with its Details component, and
            // `<head>` with its Head (the tags go into the page's head)
            self.tags.insert(name.to_owned());
            (format!("_components.{name}"), format!("_components.{name}"))
        } else {
            let root = name.split(['.', ':']).next().unwrap_or(name);
            if root.chars().next().is_some_and(char::is_uppercase) {
                self.components.insert(root.to_owned());
            }
            (name.to_owned(), name.to_owned())
        };
        let _ = write!(out, "<{open}");
        for attribute in attributes {
            match attribute {
                AttributeContent::Expression(e) => {
                    let _ = write!(out, " {{{}}}", e.value);
                }
                AttributeContent::Property(p) => match &p.value {
                    None => {
                        let _ = write!(out, " {}", p.name);
                    }
                    Some(AttributeValue::Literal(v)) if name == ADMONITION_TAG && p.name == "title" => {
                        let _ = write!(out, " title={{{}}}", self.inline_markdown(v));
                    }
                    Some(AttributeValue::Literal(v)) => {
                        let _ = write!(out, " {}={{{}}}", p.name, json(v));
                    }
                    Some(AttributeValue::Expression(e)) => {
                        let _ = write!(out, " {}={{{}}}", p.name, e.value);
                    }
                },
            }
        }
        if node.children().is_none_or(Vec::is_empty) {
            out.push_str(" />");
            return;
        }
        out.push('>');
        let block = matches!(node, Node::MdxJsxFlowElement(_));
        self.children(node, out, block);
        let _ = write!(out, "</{close}>");
    }

    /// An admonition title written in Markdown (`:::tip[Read *this*]`) as a JSX fragment; plain
    /// text stays a string.
    fn inline_markdown(&mut self, text: &str) -> String {
        if !text.contains(['*', '_', '`', '[', '<', '~']) {
            return json(text);
        }
        let Ok(tree) = crate::parse(text) else { return json(text) };
        let Some(Node::Paragraph(_)) = tree.children().and_then(|c| c.first()) else { return json(text) };
        let mut out = String::from("<>");
        if let Some(paragraph) = tree.children().and_then(|c| c.first()) {
            self.children(paragraph, &mut out, false);
        }
        out.push_str("</>");
        out
    }

    fn footnote_reference(&mut self, identifier: &str, out: &mut String) {
        let key = identifier.to_lowercase();
        let index = match self.footnote_order.iter().position(|k| *k == key) {
            Some(i) => i,
            None => {
                self.footnote_order.push(key.clone());
                self.footnote_order.len() - 1
            }
        };
        let n = index + 1;
        let id = slug_id(&key);
        self.tags.insert("sup".into());
        self.tags.insert("a".into());
        let _ = write!(
            out,
            "<_components.sup><_components.a href=\"#user-content-fn-{id}\" id=\"user-content-fnref-{id}\" data-footnote-ref aria-describedby=\"footnote-label\">{n}</_components.a></_components.sup>"
        );
    }

    /// The GFM footnotes section (as mdast-util-to-hast writes it), when any is referenced.
    fn footnotes_section(&mut self) -> String {
        if self.footnote_order.is_empty() {
            return String::new();
        }
        for tag in ["section", "h2", "ol", "li", "a"] {
            self.tags.insert(tag.into());
        }
        let mut out = String::from(
            "{\"\\n\"}<_components.section data-footnotes className=\"footnotes\"><_components.h2 className=\"sr-only\" id=\"footnote-label\">Footnotes</_components.h2>{\"\\n\"}<_components.ol>{\"\\n\"}",
        );
        for key in self.footnote_order.clone() {
            let id = slug_id(&key);
            let _ = write!(out, "<_components.li id=\"user-content-fn-{id}\">");
            let backref = format!(
                "{{\" \"}}<_components.a href=\"#user-content-fnref-{id}\" data-footnote-backref=\"\" aria-label=\"Back to reference {}\" className=\"data-footnote-backref\">↩</_components.a>",
                self.footnote_order.iter().position(|k| *k == key).map_or(1, |i| i + 1)
            );
            let definition = self.footnote_definitions.get(&key).copied();
            let kids = definition.and_then(Node::children).map(Vec::as_slice).unwrap_or_default();
            match kids.split_last() {
                // as mdast-util-to-hast (and Docusaurus) write it: the back reference goes at the
                // end of the definition's last paragraph
                Some((last @ Node::Paragraph(_), before)) => {
                    for child in before {
                        self.node(child, &mut out, false);
                        out.push_str("{\"\\n\"}");
                    }
                    self.tags.insert("p".into());
                    out.push_str("<_components.p>");
                    self.children(last, &mut out, false);
                    out.push_str(&backref);
                    out.push_str("</_components.p>");
                }
                _ => {
                    if let Some(definition) = definition {
                        self.children(definition, &mut out, true);
                    }
                    out.push_str(&backref);
                }
            }
            out.push_str("</_components.li>{\"\\n\"}");
        }
        out.push_str("</_components.ol>{\"\\n\"}</_components.section>");
        out
    }
}

/// A paragraph holding only a `<summary>` (and whitespace): MDX wraps a one-line summary in a
/// paragraph, which `<details>` must not get.
fn only_summary(node: &Node) -> bool {
    let kids = node.children().map(Vec::as_slice).unwrap_or_default();
    let mut summaries = 0;
    for kid in kids {
        match kid {
            Node::MdxJsxTextElement(e) if e.name.as_deref() == Some("summary") => summaries += 1,
            Node::Text(t) if t.value.trim().is_empty() => {}
            _ => return false,
        }
    }
    summaries == 1
}

fn slug_id(key: &str) -> String {
    key.chars().map(|c| if c.is_alphanumeric() || c == '-' || c == '_' { c } else { '-' }).collect()
}

/// Text as a JSX expression container holding a string literal.
fn text(value: &str) -> String {
    if value.is_empty() {
        return String::new();
    }
    format!("{{{}}}", json(value))
}

fn json(value: &str) -> String {
    serde_json::to_string(value).unwrap_or_default().replace('\u{2028}', "\\u2028").replace('\u{2029}', "\\u2029")
}

/// Names an ESM block binds at module level: imports and exported declarations.
pub(crate) fn module_bindings(esm: &[String]) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for block in esm {
        let tokens = tokens(block);
        let mut i = 0;
        while i < tokens.len() {
            match tokens[i].as_str() {
                "import" => {
                    i += 1;
                    while i < tokens.len() && tokens[i] != "from" && !tokens[i].starts_with(['\'', '"']) {
                        let t = tokens[i].as_str();
                        if t == "as" {
                            if let Some(alias) = tokens.get(i + 1) {
                                names.insert(alias.clone());
                                i += 2;
                                continue;
                            }
                        }
                        let next_is_as = tokens.get(i + 1).is_some_and(|n| n == "as");
                        if is_identifier(t) && !next_is_as && t != "type" {
                            names.insert(t.to_owned());
                        }
                        i += 1;
                    }
                }
                "export" => {
                    let mut j = i + 1;
                    while tokens.get(j).is_some_and(|t| matches!(t.as_str(), "const" | "let" | "var" | "function" | "class" | "async" | "default")) {
                        j += 1;
                    }
                    if let Some(name) = tokens.get(j).filter(|t| is_identifier(t)) {
                        names.insert(name.clone());
                    }
                    i = j;
                }
                "const" | "let" | "var" | "function" | "class" => {
                    if let Some(name) = tokens.get(i + 1).filter(|t| is_identifier(t)) {
                        names.insert(name.clone());
                    }
                    i += 1;
                }
                _ => i += 1,
            }
        }
    }
    names
}

/// Identifiers, strings and punctuation of a block, roughly (enough for binding names).
fn tokens(block: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut chars = block.chars().peekable();
    while let Some(c) = chars.next() {
        if c.is_alphanumeric() || c == '_' || c == '$' {
            let mut word = c.to_string();
            while let Some(&n) = chars.peek() {
                if n.is_alphanumeric() || n == '_' || n == '$' {
                    word.push(n);
                    chars.next();
                } else {
                    break;
                }
            }
            out.push(word);
        } else if c == '\'' || c == '"' || c == '`' {
            let mut s = c.to_string();
            for n in chars.by_ref() {
                s.push(n);
                if n == c {
                    break;
                }
            }
            out.push(s);
        } else if c == '*' {
            out.push("*".into());
        }
    }
    out
}

fn is_identifier(t: &str) -> bool {
    t.chars().next().is_some_and(|c| c.is_alphabetic() || c == '_' || c == '$')
        && !matches!(t, "from" | "as" | "import" | "export" | "default" | "type")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bindings_of_imports_and_exports() {
        let names = module_bindings(&[
            "import Tabs from '@theme/Tabs'; import {A, B as C} from './x';\nimport * as NS from 'y';".into(),
            "export const Highlight = ({children}) => children;\nexport function f() {}".into(),
        ]);
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        assert_eq!(names, vec!["A", "C", "Highlight", "NS", "Tabs", "f"]);
    }
}
