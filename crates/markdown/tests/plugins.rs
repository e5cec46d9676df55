//! The native versions of remark/rehype plugins and themes, each with the options a config
//! gives (`MarkdownFeatures`): npm2yarn, remark-math + rehype-katex, theme-mermaid and the
//! `admonitions` option. One snapshot per fixture under tests/plugins.

use crate::common;
use std::fs;
use std::path::Path;

use ferrosaurus_markdown::{
    parse_front_matter, render, AdmonitionOptions, MarkdownFeatures, MarkdownOptions, Npm2YarnOptions, PackageManager,
};

fn render_plugin_fixture(name: &str, features: MarkdownFeatures) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/plugins").join(name);
    let source = fs::read_to_string(path).unwrap();
    let file = format!("docs/{name}");
    let mut opts = MarkdownOptions::new(&common::FixtureLinks);
    opts.highlight = false;
    opts.features = features;
    let parsed = parse_front_matter(&source, Path::new(&file)).unwrap();
    common::describe(&render(&parsed, Path::new(&file), &opts))
}

#[test]
fn npm2yarn_fences_become_synced_tabs() {
    let mut features = MarkdownFeatures::default();
    features.npm2yarn = Some(Npm2YarnOptions::new(true, vec![PackageManager::Yarn, PackageManager::Pnpm, PackageManager::Bun]));
    let out = render_plugin_fixture("npm2yarn.md", features);
    assert!(out.contains("data-group-id=\"npm2yarn\""), "{out}");
    assert!(out.contains("<span class=\"codeLineContent\">yarn add --dev @docusaurus/core</span>"), "{out}");
    assert!(out.contains("<span class=\"codeLineContent\">yarn build</span>"), "{out}");
    assert!(out.contains("language-bash theme-code-block codeBlockContainer\"><div class=\"codeBlockTitle\">not converted"), "{out}");
    insta::assert_snapshot!(out);
}

#[test]
fn npm2yarn_off_leaves_the_fence() {
    let out = render_plugin_fixture("npm2yarn.md", MarkdownFeatures::default());
    assert!(!out.contains("data-tabs"), "{out}");
}

#[test]
fn math_is_rendered_by_katex() {
    let mut features = MarkdownFeatures::default();
    features.math = true;
    let out = render_plugin_fixture("math.mdx", features);
    assert!(out.contains("<span class=\"katex-display\">"), "{out}");
    assert!(out.contains("price of $5"), "{out}");
    assert!(out.contains("<code>$not math$</code>"), "{out}");
    assert!(out.contains("docs/math.mdx:9: math: KaTeX parse error: Unexpected end of input"), "{out}");
    insta::assert_snapshot!(out);
}

#[test]
fn mermaid_fences_become_containers() {
    let mut features = MarkdownFeatures::default();
    features.mermaid = true;
    let out = render_plugin_fixture("mermaid.md", features);
    assert!(out.contains("<div class=\"docusaurus-mermaid-container\" data-mermaid><pre class=\"mermaid-source\">graph TD;\n  A--&gt;B &amp; &quot;C&quot;;</pre></div>"), "{out}");
    let plain = render_plugin_fixture("mermaid.md", MarkdownFeatures::default());
    assert!(plain.contains("language-mermaid"), "{plain}");
}

#[test]
fn admonition_keywords_without_defaults() {
    let mut features = MarkdownFeatures::default();
    features.admonitions = AdmonitionOptions::new(true, vec!["note".into(), "my-tip".into()], false);
    let out = render_plugin_fixture("admonitions.md", features);
    assert!(out.contains("theme-admonition-note"), "{out}");
    assert!(out.contains("theme-admonition-info alert alert--info"), "{out}");
    assert!(!out.contains("theme-admonition-danger"), "{out}");
    insta::assert_snapshot!(out);
}

/// Issue 8: inline math that starts a line (`$x$ is …`, `- $x$`) stays in its paragraph with the
/// Markdown after it, as remark-math parses it; its placeholder used to start an HTML block.
#[test]
fn issue_8_inline_math_starting_a_line_stays_in_its_paragraph() {
    let mut features = MarkdownFeatures::default();
    features.math = true;
    let mut opts = MarkdownOptions::new(&common::FixtureLinks);
    opts.highlight = false;
    opts.features = features;
    let source = "# The $x$ axis\n\n$x$ is **bold** here.\n\nA paragraph\n$y$ continues it.\n\n- $z$ in a *list*\n";
    let parsed = parse_front_matter(source, Path::new("docs/a.md")).unwrap();
    let out = render(&parsed, Path::new("docs/a.md"), &opts);
    let html = &out.html;
    assert!(!html.contains("ferrosaurus-math"), "a placeholder is left: {html}");
    assert!(html.contains("<p><span class=\"katex\">"), "{html}");
    assert!(html.contains("</span> is <strong>bold</strong> here.</p>"), "{html}");
    assert!(html.contains("<p>A paragraph\n<span class=\"katex\">"), "{html}");
    assert!(html.contains("</span> in a <em>list</em></li>"), "{html}");
    assert!(out.toc.iter().all(|t| !t.value.contains("ferrosaurus-math")), "{:?}", out.toc);
}
