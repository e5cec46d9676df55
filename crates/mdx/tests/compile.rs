//! Whole pages through the exact path, snapshotted.

use std::path::Path;

use ferrosaurus_markdown::{LinkResolver, MarkdownOptions};
use ferrosaurus_mdx::{compile, needs_js, CompileInput};

/// Resolves `.md` links to `/docs/<name>` and assets to `/assets/<name>`.
struct Links;

impl LinkResolver for Links {
    fn resolve_doc(&self, _from: &Path, target: &str) -> Option<String> {
        let (path, hash) = target.split_once('#').map_or((target, None), |(p, h)| (p, Some(h)));
        let name = path.trim_start_matches("./").trim_end_matches(".md");
        Some(format!("/docs/{name}{}", hash.map(|h| format!("#{h}")).unwrap_or_default()))
    }
    fn resolve_asset(&self, _from: &Path, target: &str) -> Option<String> {
        Some(format!("/assets/{}", target.trim_start_matches("./")))
    }
}

#[test]
fn a_page_with_components_compiles_to_one_jsx_module() {
    let source = include_str!("fixtures/components.mdx");
    let file = Path::new("docs/components.mdx");
    assert_eq!(needs_js(source, 1, &Default::default()).map(|r| r.line), Some(2));
    let opts = MarkdownOptions::new(&Links);
    let mut input = CompileInput::new(file, source, 1, &opts);
    input.front_matter = serde_json::json!({"title": "Components"});
    let compiled = compile(&input).unwrap();
    assert_eq!(compiled.mdx_imports, vec!["./_partial.mdx"]);
    insta::assert_snapshot!(compiled.js);
}

#[test]
fn syntax_errors_name_the_line_of_the_whole_file() {
    let opts = MarkdownOptions::new(&Links);
    let input = CompileInput::new(Path::new("docs/bad.mdx"), "# A\n\n<div>\n\ntext {\n", 4, &opts);
    let err = compile(&input).unwrap_err().to_string();
    assert!(err.starts_with("docs/bad.mdx:"), "{err}");
    let line: usize = err.split(':').nth(1).unwrap().parse().unwrap();
    assert!(line >= 7, "{err}");
}

#[test]
fn details_go_through_the_components_and_titles_keep_their_markdown() {
    let opts = MarkdownOptions::new(&Links);
    let body = "<details>\n<summary>More</summary>\n\nHidden **text**.\n\n</details>\n\n:::warning[Careful *now*]\nx\n:::\n\nimport X from './x';\n\n<X />\n";
    let input = CompileInput::new(Path::new("docs/d.mdx"), body, 1, &opts);
    let js = compile(&input).unwrap().js;
    assert!(js.contains("<_components.details><_components.summary>{\"More\"}</_components.summary>"), "{js}");
    assert!(js.contains("title={<>{\"Careful \"}<_components.em>{\"now\"}</_components.em></>}"), "{js}");
}

#[test]
fn math_is_rendered_at_build_time_and_mermaid_goes_to_the_theme() {
    let mut opts = MarkdownOptions::new(&Links);
    opts.features.math = true;
    opts.features.mermaid = true;
    let body = "import X from './x';\n\nEnergy $E = mc^2$ here.\n\n$$\n\\int_0^1 x\\,dx\n$$\n\n```mermaid\ngraph TD; A-->B;\n```\n\n<X />\n";
    let input = CompileInput::new(Path::new("docs/m.mdx"), body, 1, &opts);
    let js = compile(&input).unwrap().js;
    assert_eq!(js.matches("katex").count() >= 2, true, "KaTeX HTML for both formulas: {js}");
    assert!(js.contains("<_components.mermaid value={\"graph TD; A-->B;\"} />"), "{js}");
    assert!(!js.contains("$E = mc^2$"), "the formula was left as text: {js}");
}

/// Issue 8: inline math that opens its paragraph was left as its TeX text on the exact path
/// (the fast path wrote it without the paragraph the island looks inside).
#[test]
fn issue_8_inline_math_starting_a_paragraph_is_a_katex_island() {
    let mut opts = MarkdownOptions::new(&Links);
    opts.features.math = true;
    let body = "import X from './x';\n\n$e^{i\\pi} + 1 = 0$ is Euler's identity.\n\n<X />\n";
    let js = compile(&CompileInput::new(Path::new("docs/m.mdx"), body, 1, &opts)).unwrap().js;
    assert!(js.contains("<span className={\"katex\"} dangerouslySetInnerHTML"), "{js}");
    assert!(!js.contains("{\"e^{i\\\\pi} + 1 = 0\"}"), "the formula was left as text: {js}");
}

/// Issue 13 (hostile corpus): 10,000 nested block quotes and a 2,000-level list kept the
/// classifier in markdown-rs for minutes, and the build past its time limit. Such a page now
/// stays on the fast path at once (pulldown-cmark renders it and reports what it must).
#[test]
fn issue_13_deep_containers_are_classified_at_once() {
    let quotes = format!("{}x\n", "> ".repeat(10_000));
    let mut list = String::new();
    for depth in 0..2_000 {
        list.push_str(&"  ".repeat(depth));
        list.push_str("- x\n");
    }
    for body in [format!("# Deep\n\n{quotes}"), format!("# Deep\n\n{list}")] {
        let start = std::time::Instant::now();
        assert_eq!(ferrosaurus_mdx::needs_js(&body, 1, &Default::default()), None);
        assert!(start.elapsed() < std::time::Duration::from_secs(5), "took {:?}", start.elapsed());
    }
    let shallow = format!("import X from '@site/src/X';\n\n{}x\n\n<X />\n", "> ".repeat(20));
    assert!(ferrosaurus_mdx::needs_js(&shallow, 1, &Default::default()).is_some(), "ordinary nesting is still parsed");
}

/// Issue 8: a page's `export default` is MDX 3's layout (it wraps the content), not a second
/// default export clashing with `MDXContent`.
#[test]
fn issue_8_export_default_is_the_layout_that_wraps_the_content() {
    let opts = MarkdownOptions::new(&Links);
    let body = "import Frame from '@site/src/components/Frame';\n\nexport default function Layout({children}) {\n  return <Frame>{children}</Frame>;\n}\n\n# Framed\n\nInside the layout.\n";
    let js = compile(&CompileInput::new(Path::new("docs/framed.mdx"), body, 1, &opts)).unwrap().js;
    assert_eq!(js.matches("export default").count(), 1, "{js}");
    insta::assert_snapshot!(js);

    let re_export = "export {default} from './Layout.js';\n\n# Re-exported\n";
    let js = compile(&CompileInput::new(Path::new("docs/re.mdx"), re_export, 1, &opts)).unwrap().js;
    assert!(js.contains("import {default as MDXLayout} from './Layout.js';"), "{js}");
    assert!(js.contains("return <MDXLayout {...props}><_createMdxContent {...props} /></MDXLayout>;"), "{js}");
    assert!(!js.contains("wrapper: MDXLayout"), "a page with a layout does not take the provider's wrapper: {js}");
}

#[test]
fn issue_8_a_second_layout_is_an_error_at_its_line() {
    let opts = MarkdownOptions::new(&Links);
    let body = "export default A;\n\n# Two\n\nexport default B;\n";
    let err = compile(&CompileInput::new(Path::new("docs/two.mdx"), body, 3, &opts)).unwrap_err().to_string();
    assert!(err.starts_with("docs/two.mdx:7:"), "{err}");
    assert!(err.contains("duplicate layout") && err.contains("previous: line 3"), "{err}");
}

// Heading ids as Docusaurus 3.10 writes them (checked with `docusaurus build`): the text is
// slugged as written, so the space before a component stays and a double space is two
// hyphens (react-native-ama links to `#contrast_failed-`, the id of `### CONTRAST_FAILED <Must />`).
#[test]
fn issue_8_heading_ids_slug_the_text_as_written() {
    let opts = MarkdownOptions::new(&Links);
    let body = "import Must from './must';\n\n### CONTRAST_FAILED <Must />\n\n### <Must /> `onSubmit`\n\n### Two  spaces here\n\n### Trailing <span>inner</span>\n";
    let js = compile(&CompileInput::new(Path::new("docs/h.mdx"), body, 1, &opts)).unwrap().js;
    for id in ["contrast_failed-", "-onsubmit", "two--spaces-here", "trailing-inner"] {
        assert!(js.contains(&format!("id=\"{id}\"")) || js.contains(&format!("id: \"{id}\"")), "no id {id} in:\n{js}");
    }
}

// Issue 9: Docusaurus 3.10's own `create-docusaurus` template writes heading ids as MDX
// comments (`## Headings {/* #my-heading-id */}`) and links to them; its headings plugin takes
// the id from a last expression that is one comment whose first word is `#id`, and drops the
// comment from the heading. Anything else in the braces is not an id, and its text is slugged
// with the heading's (mdast-util-to-string gives an expression's source).
#[test]
fn issue_9_a_heading_comment_naming_an_id_is_its_id() {
    let opts = MarkdownOptions::new(&Links);
    let body = "export const X = 1;\n\n## Headings {/* #my-heading-id */}\n\n### Heading Ids {/* #my-custom-id: why */}\n\n### Plain comment {/* not an id */}\n\n### Two {/* #a */ /* #b */}\n";
    let js = compile(&CompileInput::new(Path::new("docs/h.mdx"), body, 1, &opts)).unwrap().js;
    for id in ["my-heading-id", "my-custom-id:", "plain-comment--not-an-id-", "two--a---b-"] {
        assert!(js.contains(&format!("id=\"{id}\"")) || js.contains(&format!("id: \"{id}\"")), "no id {id} in:\n{js}");
    }
    assert!(!js.contains("#my-heading-id"), "the comment is taken off the heading:\n{js}");
}
