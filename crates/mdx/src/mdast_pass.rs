//! Docusaurus's remark passes over the MDX syntax tree: heading ids, links and images through
//! the site's resolver, and code fences rendered by the fast path as static islands.

use std::collections::HashMap;

use markdown::mdast::{Heading, Node};

use crate::{island, CompileInput};

/// Runs the passes; returns the heading ids in document order (for the hast pass).
pub(crate) fn run(tree: &mut Node, input: &CompileInput<'_>, source: &str) -> Vec<String> {
    let mut pass = Pass { input, source, ids: Vec::new(), occurrences: HashMap::new() };
    pass.node(tree);
    pass.ids
}

/// The source of every ESM block (imports and exports), in order.
pub(crate) fn esm_sources(tree: &Node) -> Vec<String> {
    let mut out = Vec::new();
    for child in tree.children().map(Vec::as_slice).unwrap_or_default() {
        if let Node::MdxjsEsm(esm) = child {
            out.push(esm.value.clone());
        }
    }
    out
}

struct Pass<'a, 'i> {
    input: &'a CompileInput<'i>,
    /// The text the tree was parsed from (positions are offsets into it).
    source: &'a str,
    ids: Vec<String>,
    /// github-slugger's memory of the ids given so far.
    occurrences: HashMap<String, usize>,
}

impl Pass<'_, '_> {
    fn node(&mut self, node: &mut Node) {
        match node {
            Node::Heading(heading) => {
                let id = self.heading_id(heading);
                self.ids.push(id);
            }
            Node::Link(link) => {
                if is_markdown_link(&link.url) {
                    if let Some(href) = self.input.markdown.resolver.resolve_doc(self.input.file, &link.url) {
                        link.url = href;
                    }
                }
            }
            Node::Image(image) => {
                if is_relative_asset(&image.url) {
                    if let Some(url) = self.input.markdown.resolver.resolve_asset(self.input.file, &image.url) {
                        image.url = url;
                    }
                }
            }
            _ => {}
        }
        if let Some(children) = node.children_mut() {
            for child in children.iter_mut() {
                let rendered = match child {
                    // diagrams are drawn by the theme's Mermaid component (see `generate`)
                    Node::Code(code) if code.lang.as_deref() == Some("mermaid") && self.input.markdown.features.mermaid => None,
                    Node::Code(code) => island::code_block(code, self.input),
                    Node::Math(math) => island::math(&math.value, true, math.position.clone(), self.input),
                    Node::InlineMath(math) => island::math(&math.value, false, math.position.clone(), self.input),
                    Node::MdxJsxFlowElement(element) if element.name.as_deref() == Some("CodeBlock") => island::code_block_element(element, self.source, self.input),
                    _ => None,
                };
                match rendered {
                    Some(island) => *child = island,
                    None => self.node(child),
                }
            }
        }
    }

    /// The heading's own id, taken off its text: a last `{/* #id */}` comment (Docusaurus
    /// 3.10's form, which its `create-docusaurus` template uses), else a custom `{#id}`; or
    /// the slug of the heading's text.
    fn heading_id(&mut self, heading: &mut Heading) -> String {
        if let Some(id) = heading.children.last().and_then(comment_heading_id) {
            heading.children.pop();
            if let Some(Node::Text(last)) = heading.children.last_mut() {
                last.value.truncate(last.value.trim_end().len());
            }
            return id;
        }
        if let Some(Node::Text(last)) = heading.children.last_mut() {
            let trimmed = last.value.trim_end();
            if trimmed.ends_with('}') {
                if let Some(start) = trimmed.rfind("{#") {
                    let id = trimmed[start + 2..trimmed.len() - 1].to_owned();
                    let kept = trimmed[..start].trim_end().len();
                    last.value.truncate(kept);
                    return id;
                }
            }
        }
        // the text as written, as Docusaurus slugs it (`### X <Badge />` is `x-`)
        self.slug(&Node::Heading(heading.clone()).to_string())
    }

    /// github-slugger 1.5: the slug, with `-1`, `-2`... for repeats.
    fn slug(&mut self, text: &str) -> String {
        let base = ferrosaurus_markdown::slugify(text);
        let mut slug = base.clone();
        while self.occurrences.contains_key(&slug) {
            let count = self.occurrences.entry(base.clone()).or_insert(0);
            *count += 1;
            slug = format!("{base}-{count}");
        }
        self.occurrences.insert(slug.clone(), 0);
        slug
    }
}


/// The id a heading's last child gives when it is an expression holding one comment and
/// nothing else, whose first word is `#id` (`{/* #my-id */}`, `{/* #my-id: why */}`), as
/// Docusaurus 3.10's headings plugin reads it; none for `{/* my-id */}`, two comments, or code.
fn comment_heading_id(node: &Node) -> Option<String> {
    let Node::MdxTextExpression(expression) = node else { return None };
    let inner = expression.value.trim().strip_prefix("/*")?.strip_suffix("*/")?;
    if inner.contains("*/") {
        return None;
    }
    let first = inner.trim().split(' ').next()?;
    let id = first.strip_prefix('#')?;
    (!id.is_empty()).then(|| id.to_owned())
}

/// A link to another Markdown file (`./a.md`, `../b.mdx#x`, `/docs/c.md`), not a URL.
fn is_markdown_link(url: &str) -> bool {
    let path = url.split(['#', '?']).next().unwrap_or("");
    !url.contains("://") && !url.starts_with("mailto:") && (path.ends_with(".md") || path.ends_with(".mdx"))
}

/// An image path relative to the page (not a URL, not a site-absolute path).
fn is_relative_asset(url: &str) -> bool {
    !url.is_empty() && !url.contains("://") && !url.starts_with('/') && !url.starts_with("data:")
}
