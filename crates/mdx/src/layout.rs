//! MDX 3's layout: a page's `export default` is not a second default export of the module but
//! the component that wraps its content (`MDXLayout`), used instead of the provider's `wrapper`.
//! As `@mdx-js/mdx` does:
//! - `export default Expression` becomes `const MDXLayout = Expression` (a function or class
//!   declaration becomes the same as an expression, ended by a `;` so the next statement
//!   cannot continue it);
//! - a `default` in an export list (`export {default} from './Layout.js'`,
//!   `export {Frame as default} from './frame.js'`, `export {frame as default}`) is taken out of
//!   the list and bound to `MDXLayout` by an import or a `const`;
//! - a second layout is an error.
//!
//! The blocks are scanned, not parsed: strings, templates and comments are skipped and only
//! statements at the block's top level count.

use markdown::mdast::Node;

/// The name the layout is bound to in the compiled module.
pub(crate) const LAYOUT: &str = "MDXLayout";

/// A second layout in one page: the line of the first one (1-based, in the body).
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct DuplicateLayout {
    /// Line of the duplicate, in the body.
    pub(crate) line: usize,
    /// Line of the layout seen first.
    pub(crate) previous: usize,
}

/// Rewrites the default export of the tree's ESM blocks into `MDXLayout`; tells whether the page
/// has a layout.
pub(crate) fn run(tree: &mut Node) -> Result<bool, DuplicateLayout> {
    let mut first: Option<usize> = None;
    for child in tree.children_mut().map(|c| c.iter_mut()).into_iter().flatten() {
        let Node::MdxjsEsm(esm) = child else { continue };
        let line = esm.position.as_ref().map_or(1, |p| p.start.line);
        let (rewritten, layouts) = rewrite_block(&esm.value);
        if layouts == 0 {
            continue;
        }
        if let Some(previous) = first {
            return Err(DuplicateLayout { line, previous });
        }
        if layouts > 1 {
            return Err(DuplicateLayout { line, previous: line });
        }
        first = Some(line);
        esm.value = rewritten;
    }
    Ok(first.is_some())
}

/// One block with its default exports rewritten, and how many there were.
fn rewrite_block(block: &str) -> (String, usize) {
    let mut out = String::with_capacity(block.len() + 32);
    let mut copied = 0;
    let mut layouts = 0;
    for statement in top_level_exports(block) {
        let Some(replacement) = statement.layout_form(block) else { continue };
        out.push_str(&block[copied..statement.start]);
        out.push_str(&replacement);
        copied = statement.end;
        if let ExportKind::Default { declaration_end: Some(end) } = statement.kind {
            out.push_str(&block[copied..end]);
            out.push(';');
            copied = end;
        }
        layouts += 1;
    }
    out.push_str(&block[copied..]);
    (out, layouts)
}

/// An `export` at the top level of a block: `export default ...` or `export {...} [from '...']`.
#[derive(Debug)]
enum ExportKind {
    /// `export default`: `end` is right after `default`; a function or class declaration ends
    /// at `declaration_end` (after its body's `}`).
    Default { declaration_end: Option<usize> },
    /// `export {list} from 'source'`: the list between the braces, the source with its quotes.
    List { list: (usize, usize), source: Option<(usize, usize)> },
}

#[derive(Debug)]
struct Export {
    start: usize,
    end: usize,
    kind: ExportKind,
}

impl Export {
    /// The statement with its default export bound to `MDXLayout`; `None` when it exports none.
    fn layout_form(&self, block: &str) -> Option<String> {
        match &self.kind {
            ExportKind::Default { .. } => Some(format!("const {LAYOUT} =")),
            ExportKind::List { list, source } => {
                let specifiers: Vec<&str> = block[list.0..list.1].split(',').map(str::trim).filter(|s| !s.is_empty()).collect();
                let position = specifiers.iter().position(|s| exported_name(s) == "default")?;
                let local = local_name(specifiers[position]);
                let rest: Vec<&str> = specifiers.iter().enumerate().filter(|(i, _)| *i != position).map(|(_, s)| *s).collect();
                let binding = match source {
                    Some((a, b)) => format!("import {{{local} as {LAYOUT}}} from {}", &block[*a..*b]),
                    None => format!("const {LAYOUT} = {local}"),
                };
                if rest.is_empty() {
                    return Some(binding);
                }
                let from = source.map(|(a, b)| format!(" from {}", &block[a..b])).unwrap_or_default();
                Some(format!("export {{{}}}{from}; {binding}", rest.join(", ")))
            }
        }
    }
}

/// `a as b` exports `b`; `a` exports `a`.
fn exported_name(specifier: &str) -> &str {
    specifier.rsplit_once(" as ").map_or(specifier, |(_, exported)| exported).trim()
}

fn local_name(specifier: &str) -> &str {
    specifier.split_once(" as ").map_or(specifier, |(local, _)| local).trim()
}

/// The `export` statements at depth 0 of `block`, skipping strings, templates and comments.
fn top_level_exports(block: &str) -> Vec<Export> {
    let bytes = block.as_bytes();
    let mut exports = Vec::new();
    let mut depth = 0i64;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth -= 1,
            b'\'' | b'"' | b'`' => {
                i = skip_string(bytes, i);
                continue;
            }
            b'/' if matches!(bytes.get(i + 1), Some(b'/' | b'*')) => {
                i = skip_comment(bytes, i);
                continue;
            }
            b'e' if depth == 0 && word_at(bytes, i, "export") => {
                if let Some(export) = export_at(bytes, i) {
                    i = export.end;
                    exports.push(export);
                    continue;
                }
            }
            _ => {}
        }
        i += 1;
    }
    exports
}

/// The export statement starting at `start` (the `e` of `export`), when it is one this module
/// rewrites.
fn export_at(bytes: &[u8], start: usize) -> Option<Export> {
    let next = skip_space(bytes, start + "export".len());
    if word_at(bytes, next, "default") {
        let end = next + "default".len();
        let declaration = skip_space(bytes, end);
        let declaration_end = ["function", "async", "class"].iter().any(|w| word_at(bytes, declaration, w)).then(|| body_end(bytes, declaration)).flatten();
        return Some(Export { start, end, kind: ExportKind::Default { declaration_end } });
    }
    if bytes.get(next) != Some(&b'{') {
        return None;
    }
    let close = next + bytes[next..].iter().position(|&b| b == b'}')?;
    let list = (next + 1, close);
    let after = skip_space(bytes, close + 1);
    if word_at(bytes, after, "from") {
        let quote = skip_space(bytes, after + "from".len());
        if matches!(bytes.get(quote), Some(b'\'' | b'"')) {
            let end = skip_string(bytes, quote);
            return Some(Export { start, end, kind: ExportKind::List { list, source: Some((quote, end)) } });
        }
    }
    Some(Export { start, end: close + 1, kind: ExportKind::List { list, source: None } })
}

/// The index after the body of the function or class declaration starting at `at`: its first
/// `{` outside parentheses and brackets (parameters, `extends` calls) to the matching `}`.
fn body_end(bytes: &[u8], at: usize) -> Option<usize> {
    let (mut parens, mut braces) = (0i64, 0i64);
    let mut i = at;
    while i < bytes.len() {
        match bytes[i] {
            b'(' | b'[' => parens += 1,
            b')' | b']' => parens -= 1,
            b'{' if parens == 0 => braces += 1,
            b'}' if parens == 0 => {
                braces -= 1;
                if braces == 0 {
                    return Some(i + 1);
                }
            }
            b'\'' | b'"' | b'`' => {
                i = skip_string(bytes, i);
                continue;
            }
            b'/' if matches!(bytes.get(i + 1), Some(b'/' | b'*')) => {
                i = skip_comment(bytes, i);
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// Whether `word` stands at `at` as a whole word.
fn word_at(bytes: &[u8], at: usize, word: &str) -> bool {
    let is_ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'$';
    bytes[at..].starts_with(word.as_bytes())
        && (at == 0 || !is_ident(bytes[at - 1]))
        && bytes.get(at + word.len()).is_none_or(|&b| !is_ident(b))
}

fn skip_space(bytes: &[u8], mut at: usize) -> usize {
    while bytes.get(at).is_some_and(u8::is_ascii_whitespace) {
        at += 1;
    }
    at
}

/// The index after the string or template opening at `at`.
fn skip_string(bytes: &[u8], at: usize) -> usize {
    let quote = bytes[at];
    let mut i = at + 1;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 1,
            b if b == quote => return i + 1,
            _ => {}
        }
        i += 1;
    }
    bytes.len()
}

/// The index after the `//` or `/* */` comment opening at `at`.
fn skip_comment(bytes: &[u8], at: usize) -> usize {
    if bytes[at + 1] == b'/' {
        return bytes[at..].iter().position(|&b| b == b'\n').map_or(bytes.len(), |n| at + n);
    }
    bytes[at + 2..].windows(2).position(|w| w == b"*/").map_or(bytes.len(), |n| at + 2 + n + 2)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rewrite(block: &str) -> String {
        let (out, layouts) = rewrite_block(block);
        assert_eq!(layouts, 1, "{block}");
        out
    }

    #[test]
    fn export_default_expression_and_declarations_bind_the_layout() {
        assert_eq!(rewrite("export default Frame;"), "const MDXLayout = Frame;");
        assert_eq!(
            rewrite("import X from './x';\nexport default function Layout({children}) {\n  return <X>{children}</X>;\n}"),
            "import X from './x';\nconst MDXLayout = function Layout({children}) {\n  return <X>{children}</X>;\n};"
        );
        assert_eq!(
            rewrite("export default class Frame extends make({a: '}'}) { render() { return null; } }\n[1].map(f);"),
            "const MDXLayout = class Frame extends make({a: '}'}) { render() { return null; } };\n[1].map(f);"
        );
        assert_eq!(rewrite("export default (props) => <main {...props} />"), "const MDXLayout = (props) => <main {...props} />");
    }

    #[test]
    fn a_default_in_an_export_list_becomes_an_import_or_a_const() {
        assert_eq!(rewrite("export {default} from './Layout.js'"), "import {default as MDXLayout} from './Layout.js'");
        assert_eq!(
            rewrite("export {a, Frame as default, b} from \"./frame.js\";"),
            "export {a, b} from \"./frame.js\"; import {Frame as MDXLayout} from \"./frame.js\";"
        );
        assert_eq!(rewrite("const frame = 1;\nexport {frame as default}"), "const frame = 1;\nconst MDXLayout = frame");
    }

    #[test]
    fn other_exports_strings_and_nested_code_are_left_alone() {
        for block in [
            "export const toc = [];",
            "export {a, b as c} from './x';",
            "export const s = 'export default x';",
            "// export default Old\nexport const t = `export default ${1}`;",
            "export function f() { const o = {export: 1}; return o; }",
        ] {
            assert_eq!(rewrite_block(block), (block.to_owned(), 0), "{block}");
        }
    }

    #[test]
    fn two_layouts_in_one_block_are_counted() {
        assert_eq!(rewrite_block("export default A;\nexport default B;").1, 2);
    }
}
