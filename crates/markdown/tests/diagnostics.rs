//! One test per diagnostic: each names the file, the line in the whole file, and the problem.

use crate::common;
use std::path::Path;

use ferrosaurus_core::{ReportingSeverity, Severity};
use ferrosaurus_markdown::{parse_front_matter, render, MarkdownOptions};

use common::{render_source, FixtureLinks};

/// The only diagnostic of `source` rendered as `docs/<name>`: (severity, line, message).
fn only(source: &str, name: &str) -> (Severity, usize, String) {
    let r = render_source(source, &format!("docs/{name}"), false);
    assert_eq!(r.diagnostics.len(), 1, "expected one diagnostic, got {:#?}", r.diagnostics);
    let d = &r.diagnostics[0];
    assert_eq!(d.file.as_deref(), Some(Path::new(&format!("docs/{name}"))));
    (d.severity, d.line.unwrap(), d.message.clone())
}

/// Two lines of front matter before the body, so body-relative lines would be off by 4.
const FM: &str = "---\ntitle: T\n---\n\n";

/// Front matter plus the imports theme components need: bodies start on line 10.
const FM_IMPORTS: &str = "---\ntitle: T\n---\n\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\nimport CodeBlock from '@theme/CodeBlock';\nimport IdealImage from '@theme/IdealImage';\n\n";

#[test]
fn malformed_yaml_is_an_error_with_file_and_line() {
    let err = parse_front_matter("---\ntitle: ok\ndescription: [unclosed\nid: x\n---\n", Path::new("docs/a.md")).unwrap_err();
    assert_eq!(err.severity, Severity::Error);
    assert_eq!(err.file.as_deref(), Some(Path::new("docs/a.md")));
    assert!((3..=5).contains(&err.line.unwrap()), "{err}");
    assert!(err.to_string().starts_with("error: docs/a.md:"), "{err}");
}

#[test]
fn unclosed_front_matter_is_an_error_on_line_1() {
    let err = parse_front_matter("---\ntitle: x\n# Body\n", Path::new("docs/a.md")).unwrap_err();
    assert_eq!(err.line, Some(1));
    assert!(err.message.contains("no closing"), "{err}");
}

#[test]
fn wrong_front_matter_type_names_its_line() {
    let (sev, line, msg) = only("---\ntitle: T\ndescription: D\ntags: api\n---\nx\n", "a.md");
    assert_eq!((sev, line, msg.as_str()), (Severity::Error, 4, "tags must be a list"));
}

#[test]
fn toc_min_greater_than_max() {
    let (sev, line, msg) = only("---\ntoc_min_heading_level: 4\ntoc_max_heading_level: 3\n---\n", "a.md");
    assert_eq!((sev, line), (Severity::Error, 2));
    assert!(msg.contains("toc_min_heading_level"), "{msg}");
}

#[test]
fn id_with_slash() {
    let (sev, line, msg) = only("---\ntitle: T\nid: a/b\n---\n", "a.md");
    assert_eq!((sev, line, msg.as_str()), (Severity::Error, 3, "id must not contain a slash"));
}

#[test]
fn unknown_admonition_type() {
    let (sev, line, msg) = only(&format!("{FM}:::fancy\nx\n:::\n"), "a.md");
    assert_eq!((sev, line), (Severity::Warning, 5));
    assert!(msg.contains(":::fancy"), "{msg}");
}

#[test]
fn unknown_component() {
    let (sev, line, msg) = only(&format!("{FM}text\n\n<Gadget size=\"3\" />\n"), "a.mdx");
    assert_eq!((sev, line), (Severity::Warning, 7));
    assert!(msg.contains("<Gadget>"), "{msg}");
}

#[test]
fn unclosed_jsx_container_in_mdx() {
    let (sev, line, msg) = only(&format!("{FM_IMPORTS}<Tabs>\n<TabItem value=\"a\">\n\nx\n\n</TabItem>\n"), "a.mdx");
    assert_eq!((sev, line), (Severity::Error, 10));
    assert!(msg.contains("<Tabs> is never closed"), "{msg}");
}

#[test]
fn theme_component_without_import() {
    let (sev, line, msg) = only(&format!("{FM}text\n\n<TOCInline toc={{toc}} />\n"), "a.mdx");
    assert_eq!((sev, line), (Severity::Warning, 7));
    assert!(msg.contains("<TOCInline> is used without importing it"), "{msg}");
}

#[test]
fn closing_tag_without_opening() {
    let (sev, line, msg) = only(&format!("{FM}x\n\n</details>\n"), "a.mdx");
    assert_eq!((sev, line), (Severity::Error, 7));
    assert!(msg.contains("</details>"), "{msg}");
}

#[test]
fn unclosed_expression_in_mdx() {
    let (sev, line, msg) = only(&format!("{FM}a {{ b\n"), "a.mdx");
    assert_eq!((sev, line), (Severity::Error, 5));
    assert!(msg.contains("never closed"), "{msg}");
}

#[test]
fn js_expression_left_out() {
    let (sev, line, msg) = only(&format!("{FM}Hello {{user.name}}\n"), "a.mdx");
    assert_eq!((sev, line), (Severity::Warning, 5));
    assert!(msg.contains("{user.name}"), "{msg}");
}

#[test]
fn stray_less_than_in_mdx() {
    let (sev, line, msg) = only(&format!("{FM}one\n\nif a <= b\n"), "a.mdx");
    assert_eq!((sev, line), (Severity::Error, 7));
    assert!(msg.contains("after `<`"), "{msg}");
}

#[test]
fn unclosed_void_element_in_mdx() {
    let (sev, line, msg) = only(&format!("{FM}| a |\n| - |\n| x<br>y |\n"), "a.mdx");
    assert_eq!((sev, line), (Severity::Error, 7));
    assert!(msg.contains("<br> must be self-closed"), "{msg}");
    let fine = render_source(&format!("{FM}x<br>y and <br/>\n"), "docs/a.md", false);
    assert!(fine.diagnostics.is_empty(), "{:?}", fine.diagnostics);
}

#[test]
fn stray_less_than_in_md_is_fine() {
    let r = render_source(&format!("{FM}if a <= b and {{x}}\n"), "docs/a.md", false);
    assert!(r.diagnostics.is_empty(), "{:?}", r.diagnostics);
}

#[test]
fn unknown_code_language() {
    let (sev, line, msg) = only(&format!("{FM}```klingon\nx\n```\n"), "a.md");
    assert_eq!((sev, line), (Severity::Warning, 5));
    assert!(msg.contains("klingon"), "{msg}");
}

#[test]
fn additional_languages_do_not_warn() {
    let file = Path::new("docs/a.md");
    let parsed = parse_front_matter("```abap\nx\n```\n", file).unwrap();
    let mut opts = MarkdownOptions::new(&FixtureLinks);
    opts.additional_languages = vec!["abap".into()];
    assert!(render(&parsed, file, &opts).diagnostics.is_empty());
}

#[test]
fn broken_markdown_link_follows_the_configured_severity() {
    let source = format!("{FM}See [x](./missing.md#a).\n");
    let (sev, line, msg) = only(&source, "a.md");
    assert_eq!((sev, line), (Severity::Warning, 5));
    assert!(msg.contains("./missing.md#a"), "{msg}");

    let file = Path::new("docs/a.md");
    let parsed = parse_front_matter(&source, file).unwrap();
    let mut opts = MarkdownOptions::new(&FixtureLinks);
    opts.on_broken_markdown_links = ReportingSeverity::Throw;
    assert_eq!(render(&parsed, file, &opts).diagnostics[0].severity, Severity::Error);
    opts.on_broken_markdown_links = ReportingSeverity::Ignore;
    assert!(render(&parsed, file, &opts).diagnostics.is_empty());
}

#[test]
fn missing_image() {
    let (sev, line, msg) = only(&format!("{FM}text\n\n![alt](./img/missing.png)\n"), "a.md");
    assert_eq!((sev, line), (Severity::Error, 7));
    assert!(msg.contains("./img/missing.png"), "{msg}");
}

#[test]
fn missing_required_image() {
    let (sev, line, msg) = only(&format!("{FM}<img src={{require('./missing.png').default}} />\n"), "a.mdx");
    assert_eq!((sev, line), (Severity::Error, 5));
    assert!(msg.contains("./missing.png"), "{msg}");
}

#[test]
fn missing_plain_img_src_is_only_a_warning() {
    let (sev, line, msg) = only(&format!("{FM}<img src=\"./missing.png\" alt=\"x\" />\n"), "a.md");
    assert_eq!((sev, line), (Severity::Warning, 5));
    assert!(msg.contains("./missing.png"), "{msg}");
}

#[test]
fn tab_item_without_value() {
    let (sev, line, msg) = only(&format!("{FM_IMPORTS}<Tabs>\n<TabItem label=\"A\">\n\nx\n\n</TabItem>\n</Tabs>\n"), "a.mdx");
    assert_eq!((sev, line), (Severity::Warning, 11));
    assert!(msg.contains("no `value`"), "{msg}");
}

#[test]
fn tab_item_outside_tabs() {
    let (sev, line, msg) = only(&format!("{FM_IMPORTS}<TabItem value=\"a\">\n\nx\n\n</TabItem>\n"), "a.mdx");
    assert_eq!((sev, line), (Severity::Warning, 10));
    assert!(msg.contains("outside of <Tabs>"), "{msg}");
}

#[test]
fn summary_outside_details() {
    let (sev, line, msg) = only(&format!("{FM}<summary>Hi</summary>\n"), "a.mdx");
    assert_eq!((sev, line), (Severity::Warning, 5));
    assert!(msg.contains("<summary>"), "{msg}");
}

#[test]
fn ideal_image_without_img() {
    let (sev, line, msg) = only(&format!("{FM_IMPORTS}<IdealImage img={{someVariable}} />\n"), "a.mdx");
    assert_eq!((sev, line), (Severity::Warning, 10));
    assert!(msg.contains("IdealImage"), "{msg}");
}

#[test]
fn attribute_expression_left_out() {
    let (sev, line, msg) = only(&format!("{FM}<div title={{t('x')}}>hi</div>\n"), "a.mdx");
    assert_eq!((sev, line), (Severity::Warning, 5));
    assert!(msg.contains("attribute `title`"), "{msg}");
}

#[test]
fn code_block_component_never_closed() {
    let (sev, line, msg) = only(&format!("{FM_IMPORTS}<CodeBlock language=\"js\">\nx\n"), "a.mdx");
    assert_eq!((sev, line), (Severity::Error, 10));
    assert!(msg.contains("<CodeBlock>"), "{msg}");
}

#[test]
fn admonition_title_bracket_never_closed() {
    let (sev, line, msg) = only(&format!("{FM}:::tip[Oops\nx\n:::\n"), "a.md");
    assert_eq!((sev, line), (Severity::Warning, 5));
    assert!(msg.contains("never closed"), "{msg}");
}
