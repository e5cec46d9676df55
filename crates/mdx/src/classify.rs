//! Which path a page takes: the fast HTML path renders Markdown, the theme's containers and
//! literal values itself; anything that needs JavaScript to mean what it says takes the exact path.

use ferrosaurus_markdown::MarkdownFeatures;
use markdown::mdast::{AttributeContent, AttributeValue, Node};

use crate::preprocess;

/// JSX components the fast path renders itself (with literal attributes), besides
/// `ferrosaurus_markdown::KNOWN_COMPONENTS`.
pub const FAST_PATH_COMPONENTS: &[&str] = &["details", "summary", preprocess::ADMONITION_TAG];

/// Modules a page may import and still take the fast path (their components are known).
const FAST_PATH_IMPORTS: &[&str] = &[
    "@theme/Tabs",
    "@theme/TabItem",
    "@theme/Admonition",
    "@theme/IdealImage",
    "@theme/CodeBlock",
    "@theme/TOCInline",
    "@theme/Details",
    "@docusaurus/Link",
];

fn is_fast_path_component(name: &str) -> bool {
    FAST_PATH_COMPONENTS.contains(&name) || ferrosaurus_markdown::KNOWN_COMPONENTS.contains(&name)
}

/// The first thing in a page that needs JavaScript.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JsReason {
    /// 1-based line in the whole file.
    pub line: usize,
    /// What it is, e.g. "imports `@site/src/components/Chart`".
    pub what: String,
}

/// Which path a page takes.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum PagePath {
    /// The fast HTML path renders it exactly.
    Fast,
    /// It needs JavaScript, and the exact path in Rust compiles it.
    Exact(JsReason),
    /// markdown-rs, the MDX 3 parser the exact path uses, does not parse it, where
    /// `@mdx-js/mdx` may (markdown-rs 1.0 rejects a tab-indented list inside a JSX element that
    /// `@mdx-js/mdx` 3.1 accepts). The fast path renders it and reports what it left out.
    Unparsed {
        /// 1-based line in the whole file, when the parser gave one.
        line: Option<usize>,
        /// What markdown-rs said.
        message: String,
    },
}

/// Which path the MDX `body` takes. `features` are the site's: with remark-math,
/// `$\frac{a}{b}$` is math, not an expression.
pub fn classify(body: &str, body_line: usize, features: &MarkdownFeatures) -> PagePath {
    // most pages hold no MDX syntax at all: they need no parse (markdown-rs was a third of the
    // build's time on a 1,000-page corpus of plain Markdown)
    if !may_hold_mdx_syntax(body) {
        return PagePath::Fast;
    }
    let source = preprocess::rewrite(body);
    let tree = match crate::parse_with(&source, features.math) {
        Ok(tree) => tree,
        Err(e) => {
            let line = e.place.as_deref().map(|place| crate::place_line(place) + body_line.saturating_sub(1));
            return PagePath::Unparsed { line, message: e.reason };
        }
    };
    let mut found = None;
    visit(&tree, &mut found);
    match found {
        Some((line, what)) => PagePath::Exact(JsReason { line: line + body_line.saturating_sub(1), what }),
        None => PagePath::Fast,
    }
}

/// Returns why the MDX `body` needs the JavaScript path, or `None` when the fast path renders
/// it ([`classify`]'s [`PagePath::Exact`]).
pub fn needs_js(body: &str, body_line: usize, features: &MarkdownFeatures) -> Option<JsReason> {
    match classify(body, body_line, features) {
        PagePath::Exact(reason) => Some(reason),
        PagePath::Fast | PagePath::Unparsed { .. } => None,
    }
}

/// Whether `body` may hold MDX syntax outside code (a JSX tag or fragment, an expression, an
/// `import`/`export` line): false only when it certainly holds none, so [`needs_js`] can answer
/// without parsing. Fenced code blocks and inline code spans are skipped (a `<` or `{` inside them
/// is code); anything unsure (an indented block, an unclosed fence) counts as a maybe.
fn may_hold_mdx_syntax(body: &str) -> bool {
    let mut fence: Option<(char, usize)> = None;
    for line in body.lines() {
        let trimmed = line.trim_start();
        let indent = line.len() - trimmed.len();
        if let Some((marker, length)) = fence {
            let closing = indent < 4 && trimmed.chars().take_while(|&c| c == marker).count() >= length && trimmed.trim_start_matches(marker).trim().is_empty();
            if closing {
                fence = None;
            }
            continue;
        }
        if indent < 4 {
            let run = |marker: char| trimmed.chars().take_while(|&c| c == marker).count();
            if let Some((marker, length)) = ['`', '~'].into_iter().map(|m| (m, run(m))).find(|&(_, n)| n >= 3) {
                // a backtick in a backtick fence's info string makes the line no fence
                if marker == '~' || !trimmed[length..].contains('`') {
                    fence = Some((marker, length));
                    continue;
                }
            }
            if trimmed.starts_with("import") || trimmed.starts_with("export") {
                return true;
            }
        }
        if outside_code_spans(line).any(|c| c == '<' || c == '{') {
            return true;
        }
    }
    // an unclosed fence runs to the end: nothing after it is MDX
    false
}

/// The characters of a line outside inline code spans (`` `x` ``, ``` ``x`` ```...).
fn outside_code_spans(line: &str) -> impl Iterator<Item = char> + '_ {
    let mut chars = line.chars().peekable();
    let mut open: Option<usize> = None;
    std::iter::from_fn(move || loop {
        let c = chars.next()?;
        if c == '`' {
            let mut run = 1;
            while chars.peek() == Some(&'`') {
                chars.next();
                run += 1;
            }
            match open {
                Some(n) if n == run => open = None,
                None => open = Some(run),
                _ => {}
            }
            continue;
        }
        if open.is_none() {
            return Some(c);
        }
    })
}

fn visit(node: &Node, found: &mut Option<(usize, String)>) {
    if found.is_some() {
        return;
    }
    let line = node.position().map_or(1, |p| p.start.line);
    let reason = match node {
        Node::MdxjsEsm(esm) => esm_reason(&esm.value),
        Node::MdxJsxFlowElement(el) => element_reason(el.name.as_deref(), &el.attributes).map(|w| (0, w)),
        Node::MdxJsxTextElement(el) => element_reason(el.name.as_deref(), &el.attributes).map(|w| (0, w)),
        Node::MdxFlowExpression(e) => expression_reason(&e.value).map(|w| (0, w)),
        Node::MdxTextExpression(e) => expression_reason(&e.value).map(|w| (0, w)),
        _ => None,
    };
    if let Some((offset, what)) = reason {
        *found = Some((line + offset, what));
        return;
    }
    for child in node.children().map(Vec::as_slice).unwrap_or_default() {
        visit(child, found);
    }
}

/// The reason and its line offset within the block.
fn esm_reason(esm: &str) -> Option<(usize, String)> {
    for (offset, line) in esm.lines().enumerate() {
        if line.split(';').any(|statement| statement.trim().starts_with("export")) {
            return Some((offset, "exports code".to_owned()));
        }
    }
    for specifier in module_specifiers(esm) {
        if !FAST_PATH_IMPORTS.contains(&specifier.as_str()) {
            let offset = esm.lines().position(|l| l.contains(&specifier)).unwrap_or(0);
            return Some((offset, format!("imports `{specifier}`")));
        }
    }
    None
}

/// The module specifiers of `import ... from 'x'` and `import 'x'` in an ESM block.
pub(crate) fn module_specifiers(esm: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = esm;
    while let Some(at) = rest.find("import") {
        let after = &rest[at + "import".len()..];
        let statement_end = after.find([';', '\n']).map_or(after.len(), |i| i);
        // `import x from 'y'` may span lines: look up to the `from` clause's string.
        let search = match after.find("from") {
            Some(f) if after[..f].chars().all(|c| c != '\'' && c != '"') => &after[f + 4..],
            _ => &after[..statement_end.max(1).min(after.len())],
        };
        if let Some(spec) = first_string(search) {
            out.push(spec);
        }
        rest = after;
    }
    out
}

fn first_string(text: &str) -> Option<String> {
    let start = text.find(['\'', '"'])?;
    let quote = text[start..].chars().next()?;
    let end = text[start + 1..].find(quote)?;
    Some(text[start + 1..start + 1 + end].to_owned())
}

fn element_reason(name: Option<&str>, attributes: &[AttributeContent]) -> Option<String> {
    let name = name?;
    if name == "head" {
        return Some("sets <head> tags".to_owned());
    }
    let component = name.chars().next().is_some_and(|c| c.is_uppercase()) || name.contains('.');
    if component && !is_fast_path_component(name) {
        return Some(format!("uses the component <{name}>"));
    }
    for attribute in attributes {
        match attribute {
            AttributeContent::Expression(_) => return Some(format!("spreads props on <{name}>")),
            AttributeContent::Property(p) => {
                if let Some(AttributeValue::Expression(e)) = &p.value {
                    if !is_literal(&e.value) && !is_fast_path_attribute(name, &p.name, &e.value) {
                        return Some(format!("computes the `{}` prop of <{name}>", p.name));
                    }
                }
            }
        }
    }
    None
}

/// `<TOCInline toc={toc} />`: the fast path writes the page's own TOC.
fn is_fast_path_attribute(element: &str, attribute: &str, value: &str) -> bool {
    element == "TOCInline" && attribute == "toc" && value.trim() == "toc"
}

fn expression_reason(expr: &str) -> Option<String> {
    let trimmed = strip_comments(expr);
    if trimmed.trim().is_empty() || is_literal(&trimmed) || ferrosaurus_markdown::is_inlinable_expression(expr) {
        return None;
    }
    let shown: String = expr.trim().chars().take(40).collect();
    Some(format!("evaluates the expression `{{{shown}}}`"))
}

fn strip_comments(expr: &str) -> String {
    let mut out = String::new();
    let mut rest = expr;
    while let Some(start) = rest.find("/*") {
        out.push_str(&rest[..start]);
        rest = rest[start + 2..].find("*/").map_or("", |end| &rest[start + 2 + end + 2..]);
    }
    out.push_str(rest);
    out
}

/// A JavaScript literal the fast path inlines: strings, numbers, booleans, null, arrays and
/// objects of them, and `require('./file')` (optionally `.default`).
pub(crate) fn is_literal(expr: &str) -> bool {
    let expr = expr.trim();
    if let Some(inner) = expr.strip_prefix("require(") {
        let inner = inner.trim_end_matches(".default").trim_end();
        return inner.strip_suffix(')').is_some_and(|s| first_string(s).is_some() && !s.contains('+'));
    }
    let mut chars = expr.char_indices().peekable();
    let bytes = expr.as_bytes();
    while let Some((i, c)) = chars.next() {
        match c {
            '\'' | '"' | '`' => {
                let mut escaped = false;
                loop {
                    match chars.next() {
                        None => return false,
                        Some((_, '\\')) if !escaped => escaped = true,
                        Some((_, '$')) if c == '`' && !escaped => {
                            if chars.peek().is_some_and(|(_, n)| *n == '{') {
                                return false;
                            }
                        }
                        Some((_, q)) if q == c && !escaped => break,
                        Some(_) => escaped = false,
                    }
                }
            }
            c if c.is_alphabetic() || c == '_' || c == '$' => {
                let mut end = i + c.len_utf8();
                while let Some(&(j, n)) = chars.peek() {
                    if n.is_alphanumeric() || n == '_' || n == '$' {
                        end = j + n.len_utf8();
                        chars.next();
                    } else {
                        break;
                    }
                }
                let word = &expr[i..end];
                let next = expr[end..].trim_start();
                let is_key = next.starts_with(':') && !bytes.get(i.wrapping_sub(1)).is_some_and(|b| *b == b'.');
                if !(is_key || matches!(word, "true" | "false" | "null") || is_number_suffix(expr, i)) {
                    return false;
                }
            }
            '(' | ')' | '=' | '?' | '+' | '*' | '/' | '<' | '>' | '!' | '&' | '|' => return false,
            _ => {}
        }
    }
    true
}

/// `1e3`, `0x1f`: letters inside a number literal.
fn is_number_suffix(expr: &str, i: usize) -> bool {
    expr[..i].chars().next_back().is_some_and(|c| c.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn why(body: &str) -> Option<String> {
        needs_js(body, 1, &MarkdownFeatures::default()).map(|r| format!("{}: {}", r.line, r.what))
    }

    /// Issue 8: markdown-rs 1.0 does not parse a tab-indented list inside a JSX element, which
    /// `@mdx-js/mdx` 3.1 compiles (react-native-ama's checks.mdx): such a page is `Unparsed`,
    /// with the parser's line in the whole file, not `Fast` as if it needed no JavaScript.
    #[test]
    fn issue_8_what_markdown_rs_rejects_is_unparsed_with_its_line() {
        let body = "# Checks\n\n<Card>\n\t\t<CardBody>\n\t\tExamples include:\n\t\t\t- aria-checked\n\t\t\t- aria-busy\n\t\t</CardBody>\n</Card>\n";
        match classify(body, 3, &MarkdownFeatures::default()) {
            PagePath::Unparsed { line, message } => {
                assert!(message.contains("CardBody"), "{message}");
                assert!(line.is_some_and(|l| l >= 5), "{line:?}");
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(classify("# Plain\n\nText.\n", 1, &MarkdownFeatures::default()), PagePath::Fast);
    }

    /// Issue 8: with remark-math configured, TeX braces are math; a page of Markdown and math
    /// stayed off the fast path because the classifier read `{i\pi}` as a JS expression.
    #[test]
    fn issue_8_math_braces_are_not_expressions_when_math_is_on() {
        let body = "Euler: $e^{i\\pi} + 1 = 0$.\n\n$$\n\\frac{n(n+1)}{2}\n$$\n";
        let mut math = MarkdownFeatures::default();
        math.math = true;
        assert_eq!(needs_js(body, 1, &math), None);
        assert!(why(body).is_some(), "without remark-math the braces are MDX expressions");
    }

    #[test]
    fn plain_markdown_and_theme_containers_stay_fast() {
        assert_eq!(why("# A\n\n:::tip\nx\n:::\n\n## B {#b}\n\n<!-- c -->\n"), None);
        let tabs = "import Tabs from '@theme/Tabs'; import TabItem from '@theme/TabItem';\n\n<Tabs groupId=\"os\">\n<TabItem value=\"a\" label=\"A\" default>\n\nx\n\n</TabItem>\n</Tabs>\n";
        assert_eq!(why(tabs), None);
        assert_eq!(why("<details>\n<summary>More</summary>\n\nx\n\n</details>\n"), None);
        assert_eq!(why("Size: {12} and {'a'} and {/* note */}\n"), None);
        assert_eq!(why("<img src={require('./a.png').default} alt=\"a\" />\n"), None);
    }

    /// The pre-filter never hides MDX syntax: each body that needs JavaScript is a maybe, and
    /// bodies with syntax only inside code are not.
    #[test]
    fn issue_15_only_bodies_without_mdx_syntax_skip_the_parse() {
        for body in [
            "import X from './X';\n\n<X />\n",
            "text\n\n<Highlight color=\"red\">x</Highlight>\n",
            "export const a = () => 1;\n",
            "Year: {new Date().getFullYear()}\n",
            "```js\ncode\n```\n\n<X />\n",
            "`a` and <X /> after a span\n",
            "    indented <X />\n",
            "  import X from './X';\n",
            "```js\nunclosed with ``` inside\n````\n\n{x}\n",
            "``` a`b\n<X />\n",
        ] {
            assert!(may_hold_mdx_syntax(body), "{body:?}");
        }
        for body in [
            "# Plain\n\nText with *emphasis* and a [link](a.md).\n",
            "```jsx\nconst a = <X prop={1} />;\nimport Y from 'y';\n```\n",
            "~~~~\n<X />\n~~~~\n\ntext\n",
            "Inline `<X />` and ``{a}`` code.\n",
            "```js\n<unclosed fence {\n",
        ] {
            assert!(!may_hold_mdx_syntax(body), "{body:?}");
            assert_eq!(why(body), None, "{body:?}");
        }
    }

    // See: issue 16 (one implementation of doc cards, the theme's): `<DocCardList />` is the
    // theme's component, rendered from the sidebar, so its page takes the exact path.
    #[test]
    fn issue_16_doc_card_list_takes_the_exact_path() {
        let imported = "import DocCardList from '@theme/DocCardList';\n\n# Guides\n\n<DocCardList />\n";
        assert_eq!(why(imported).as_deref(), Some("1: imports `@theme/DocCardList`"));
        assert_eq!(why("# Guides\n\n<DocCardList />\n").as_deref(), Some("3: uses the component <DocCardList>"));
    }

    #[test]
    fn javascript_needs_the_exact_path() {
        assert_eq!(why("import X from './X';\n\n<X />\n").as_deref(), Some("1: imports `./X`"));
        assert_eq!(why("text\n\n<Highlight color=\"red\">x</Highlight>\n").as_deref(), Some("3: uses the component <Highlight>"));
        assert_eq!(why("export const a = () => 1;\n").as_deref(), Some("1: exports code"));
        assert_eq!(why("Title: {frontMatter.title}\n"), None, "the fast path inlines front matter");
        assert_eq!(why("Year: {new Date().getFullYear()}\n").as_deref(), Some("1: evaluates the expression `{new Date().getFullYear()}`"));
        assert_eq!(why("<div style={{color: c}}>x</div>\n").as_deref(), Some("1: computes the `style` prop of <div>"));
        assert_eq!(why("import './custom.css';\n").as_deref(), Some("1: imports `./custom.css`"));
        assert_eq!(why("<head>\n  <title>Custom</title>\n</head>\n\ntext\n").as_deref(), Some("1: sets <head> tags"));
    }

    #[test]
    fn every_import_on_one_line_is_seen() {
        let specs = module_specifiers("import Tabs from '@theme/Tabs'; import X from \"@site/src/X\";");
        assert_eq!(specs, vec!["@theme/Tabs", "@site/src/X"]);
    }

    #[test]
    fn literals() {
        assert!(is_literal("{a: 1, b: [true, null, 'x']}"));
        assert!(is_literal("1e3"));
        assert!(!is_literal("`a${b}`"));
        assert!(!is_literal("props.x"));
        assert!(!is_literal("f(1)"));
    }
}
