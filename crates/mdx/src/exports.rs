//! What Docusaurus's mdx-loader adds to every compiled page: `frontMatter`, `contentTitle` and
//! `toc` exports (a page's own `export const toc` wins), so `{frontMatter.title}` and
//! `<TOCInline toc={toc} />` work.

use crate::{classify, CompileInput};

/// The module: Docusaurus's exports first, then the generated module.
pub(crate) fn prepend(input: &CompileInput<'_>, esm: &[String], body: &str) -> String {
    let mut out = String::with_capacity(body.len() + 256);
    out.push_str(&format!("export const frontMatter = {};\n", json(&input.front_matter)));
    out.push_str(&format!("export const contentTitle = {};\n", json(&input.content_title)));
    if !esm.iter().any(|block| exports_name(block, "toc")) {
        let toc: Vec<_> = input
            .toc
            .iter()
            .map(|item| serde_json::json!({"value": item.value, "id": item.id, "level": item.level}))
            .collect();
        out.push_str(&format!("export const toc = {};\n", json(&toc)));
    }
    out.push_str(body);
    out
}

/// Specifiers of imported `.md`/`.mdx` files.
pub(crate) fn mdx_imports(esm: &[String]) -> Vec<String> {
    esm.iter()
        .flat_map(|block| classify::module_specifiers(block))
        .filter(|spec| {
            let path = spec.split('?').next().unwrap_or(spec);
            path.ends_with(".md") || path.ends_with(".mdx")
        })
        .collect()
}

fn exports_name(block: &str, name: &str) -> bool {
    block.split([';', '\n']).any(|statement| {
        let words: Vec<&str> = statement.split_whitespace().collect();
        matches!(words.as_slice(), ["export", "const" | "let" | "var" | "function", n, ..] if n.trim_end_matches(['=', '(']) == name)
    })
}

fn json<T: serde::Serialize + ?Sized>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_else(|_| "null".to_owned()).replace('\u{2028}', "\\u2028").replace('\u{2029}', "\\u2029")
}
