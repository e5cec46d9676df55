//! Static islands: a construct the fast path renders (a code fence: highlighting, title, line
//! numbers, magic comments, copy button) is rendered by it here too, and kept in the MDX tree as
//! its root element with the inner HTML set, so both paths write the same markup.

use markdown::mdast::{
    AttributeContent, AttributeValue, AttributeValueExpression, Code, MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement,
    Node,
};

use crate::CompileInput;

/// The fence rendered by the fast path as an element node, or None if it wrote no single root.
pub(crate) fn code_block(code: &Code, input: &CompileInput<'_>) -> Option<Node> {
    let fence = "`".repeat(longest_backtick_run(&code.value).max(2) + 1);
    let info = [code.lang.as_deref(), code.meta.as_deref()].into_iter().flatten().collect::<Vec<_>>().join(" ");
    let source = format!("{fence}{info}\n{}\n{fence}\n", code.value);
    let mut root = split_root(fast_path_html(&source, input)?.trim())?;
    if root.attributes.iter().any(|(name, _)| name == "data-tabs") {
        // npm2yarn tabs: static markup React does not manage; the theme wires these alone
        root.attributes.push((STATIC_TABS_ATTRIBUTE.to_owned(), String::new()));
    }
    Some(island(root, code.position.clone(), true))
}

/// `<CodeBlock language=".." title="..">{`code`}</CodeBlock>` with literal attributes and a
/// literal child (a template without `${}` or a string): the fast path renders the element's
/// source as it renders it in a `.md` page (highlighted at build time), so both paths write the
/// same markup. `source` is the text the tree was parsed from. Anything computed stays a JSX
/// element for the theme's `CodeBlock`.
pub(crate) fn code_block_element(element: &MdxJsxFlowElement, source: &str, input: &CompileInput<'_>) -> Option<Node> {
    let literal_attributes = element.attributes.iter().all(|a| matches!(a, AttributeContent::Property(MdxJsxAttribute { value: None | Some(AttributeValue::Literal(_)), .. })));
    let literal_child = match element.children.as_slice() {
        [Node::MdxFlowExpression(expression)] => {
            let value = expression.value.trim();
            let template = value.len() >= 2 && value.starts_with('`') && value.ends_with('`') && !value.contains("${");
            let string = value.len() >= 2 && ((value.starts_with('"') && value.ends_with('"')) || (value.starts_with('\'') && value.ends_with('\'')));
            template || string
        }
        _ => false,
    };
    if !literal_attributes || !literal_child {
        return None;
    }
    let position = element.position.as_ref()?;
    let written = source.get(position.start.offset..position.end.offset)?;
    let root = split_root(fast_path_html(&format!("{written}\n"), input)?.trim())?;
    Some(island(root, element.position.clone(), true))
}

/// Marks a static tabs island: the theme's compiled-content wiring (`useContentEnhancer` with
/// `staticOnly`) switches these, and leaves the `@theme/Tabs` React renders to React.
pub(crate) const STATIC_TABS_ATTRIBUTE: &str = "data-static-tabs";

/// `$$math$$` (block) or `$math$` (inline) rendered by the fast path (KaTeX at build time).
pub(crate) fn math(value: &str, block: bool, position: Option<markdown::unist::Position>, input: &CompileInput<'_>) -> Option<Node> {
    let source = if block { format!("$$\n{value}\n$$\n") } else { format!("${value}$\n") };
    let html = fast_path_html(&source, input)?;
    let mut root = split_root(html.trim())?;
    if !block {
        // inline math comes back in a paragraph: keep what is inside it
        root = split_root(root.inner.trim())?;
    }
    Some(island(root, position, block))
}

fn fast_path_html(source: &str, input: &CompileInput<'_>) -> Option<String> {
    let parsed = ferrosaurus_markdown::parse_front_matter(source, input.file).ok()?;
    Some(ferrosaurus_markdown::render(&parsed, input.file, input.markdown).html)
}

/// A root element with its inner HTML set, as an MDX JSX node (flow or text).
fn island(root: Root, position: Option<markdown::unist::Position>, block: bool) -> Node {
    let mut attributes: Vec<AttributeContent> = root
        .attributes
        .into_iter()
        .map(|(name, value)| {
            AttributeContent::Property(MdxJsxAttribute {
                name: jsx_attribute_name(&name),
                value: Some(AttributeValue::Literal(value)),
            })
        })
        .collect();
    let inner = serde_json::to_string(&root.inner).unwrap_or_else(|_| "\"\"".to_owned());
    attributes.push(AttributeContent::Property(MdxJsxAttribute {
        name: "dangerouslySetInnerHTML".to_owned(),
        value: Some(AttributeValue::Expression(AttributeValueExpression {
            value: format!("{{__html: {inner}}}"),
            stops: Vec::new(),
        })),
    }));
    if block {
        Node::MdxJsxFlowElement(MdxJsxFlowElement { children: Vec::new(), position, name: Some(root.tag), attributes })
    } else {
        Node::MdxJsxTextElement(MdxJsxTextElement { children: Vec::new(), position, name: Some(root.tag), attributes })
    }
}

fn longest_backtick_run(text: &str) -> usize {
    let mut longest = 0;
    let mut run = 0;
    for c in text.chars() {
        run = if c == '`' { run + 1 } else { 0 };
        longest = longest.max(run);
    }
    longest
}

/// One root element of fast-path HTML.
#[derive(Debug, PartialEq)]
pub(crate) struct Root {
    pub(crate) tag: String,
    /// Attribute values decoded (the fast path escapes `&`, `<`, `>`, `"`).
    pub(crate) attributes: Vec<(String, String)>,
    pub(crate) inner: String,
}

/// Splits `<tag a="b" c>inner</tag>` when the HTML is exactly one element.
pub(crate) fn split_root(html: &str) -> Option<Root> {
    let rest = html.strip_prefix('<')?;
    let tag_end = rest.find(|c: char| c.is_whitespace() || c == '>')?;
    let tag = &rest[..tag_end];
    let close = format!("</{tag}>");
    let body = html.strip_suffix(&close)?;
    let mut attributes = Vec::new();
    let mut at = 1 + tag_end;
    loop {
        let trimmed = body[at..].trim_start();
        at = body.len() - trimmed.len();
        if let Some(after) = trimmed.strip_prefix('>') {
            let inner = after.to_owned();
            // the root must close at the end: no sibling after it
            if has_single_root(tag, &inner) {
                return Some(Root { tag: tag.to_owned(), attributes, inner });
            }
            return None;
        }
        let name_end = trimmed.find(|c: char| c == '=' || c == '>' || c.is_whitespace())?;
        let name = trimmed[..name_end].to_owned();
        let after_name = &trimmed[name_end..];
        if let Some(value) = after_name.strip_prefix("=\"") {
            let end = value.find('"')?;
            attributes.push((name, unescape(&value[..end])));
            at += name_end + 2 + end + 1;
        } else {
            attributes.push((name, String::new()));
            at += name_end;
        }
    }
}

/// True when `inner` (the text after the root's start tag, before its end tag) does not close
/// the root early: every `<tag` of the root's name is matched by its `</tag>`.
fn has_single_root(tag: &str, inner: &str) -> bool {
    let open = format!("<{tag}");
    let close = format!("</{tag}>");
    let mut depth = 0i64;
    let mut i = 0;
    while i < inner.len() {
        let rest = &inner[i..];
        if rest.starts_with(&close) {
            depth -= 1;
            if depth < 0 {
                return false;
            }
            i += close.len();
        } else if rest.starts_with(&open) && rest[open.len()..].starts_with([' ', '>', '/']) {
            depth += 1;
            i += open.len();
        } else {
            i += rest.chars().next().map_or(1, char::len_utf8);
        }
    }
    depth == 0
}

fn unescape(value: &str) -> String {
    value.replace("&quot;", "\"").replace("&lt;", "<").replace("&gt;", ">").replace("&#39;", "'").replace("&amp;", "&")
}

/// HTML attribute names as React props.
fn jsx_attribute_name(name: &str) -> String {
    match name {
        "class" => "className".to_owned(),
        "tabindex" => "tabIndex".to_owned(),
        "for" => "htmlFor".to_owned(),
        other => other.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_one_root() {
        let root = split_root("<div class=\"a &amp; b\" data-x><div>i</div></div>").unwrap();
        assert_eq!(root.tag, "div");
        assert_eq!(root.attributes, vec![("class".into(), "a & b".into()), ("data-x".into(), String::new())]);
        assert_eq!(root.inner, "<div>i</div>");
    }

    #[test]
    fn refuses_siblings() {
        assert_eq!(split_root("<div>a</div><div>b</div>"), None);
        assert_eq!(split_root("<p>a</p>\n<p>b</p>"), None);
    }
}
