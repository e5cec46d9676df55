//! Arbitrary input through front matter + Markdown + MDX never panics, and the output keeps
//! its basic promises (diagnostics carry the file, lines stay inside the source).

use crate::common;
use proptest::prelude::*;

/// Text made mostly of the characters that drive the parsers, so cases hit real paths.
fn markdownish() -> impl Strategy<Value = String> {
    let atoms = prop::sample::select(vec![
        "---\n", "\n", "\n\n", " ", "  ", "    ", "#", "## ", ":::", "::::", "note", "tip[", "]", "{", "}", "{/*", "*/}",
        "<", ">", "</", "/>", "<Tabs>", "</Tabs>", "<TabItem value=\"a\">", "</TabItem>", "<details>", "<summary>",
        "</summary>", "</details>", "```", "```js {1,3}", "~~~", "`", "*", "_", "[", "](", ")", "![", "./a.md", "http://x.y",
        "import x from 'y'\n", "export const a = 1\n", "<!--", "-->", "{#id}", "|", "| - |", "- [ ] ", "1. ", "> ",
        "\\", "&", "\"", "'", "=", "title: x\n", "tags: [", "é", "🚀", "\t", "\r\n", "<CodeBlock>", "{`", "`}",
        "<IdealImage img={require('./x.png')} />", "<!-->", "{/*/}", "<Admonition type=\"tip\">", "</Admonition>", "<!-- #x -->", "{/* #y */}", "showLineNumbers=", "<img src=\"./a.png\" />", "className=\"x\"", "pathname://", "// highlight-next-line\n", "a", "word ",
    ]);
    prop::collection::vec(atoms, 0..60).prop_map(|v| v.concat())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, max_shrink_iters: 200, ..ProptestConfig::default() })]

    #[test]
    fn structured_input_never_panics(src in markdownish(), mdx in any::<bool>()) {
        let name = if mdx { "docs/x.mdx" } else { "docs/x.md" };
        let lines = src.lines().count().max(1) + 2;
        let r = common::render_source(&src, name, true);
        for d in &r.diagnostics {
            prop_assert_eq!(d.file.as_deref(), Some(std::path::Path::new(name)));
            prop_assert!(d.line.is_none_or(|l| l >= 1 && l <= lines), "line {:?} outside 1..={}: {}", d.line, lines, d);
        }
    }

    #[test]
    fn arbitrary_text_never_panics(src in "\\PC{0,400}", mdx in any::<bool>()) {
        let name = if mdx { "docs/x.mdx" } else { "docs/x.md" };
        let _ = common::render_source(&src, name, true);
    }
}
