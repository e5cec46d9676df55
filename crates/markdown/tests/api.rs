//! The public API's promises: format choice, TOC level filtering, plain (unhighlighted) code,
//! excerpt and content title, diagnostics in whole-file lines.

use std::path::Path;

use ferrosaurus_markdown::{parse_front_matter, render, Format, MarkdownOptions, NoLinks, Rendered};

fn render_with(source: &str, name: &str, tweak: impl FnOnce(&mut MarkdownOptions<'_>)) -> Rendered {
    let file = Path::new(name);
    let parsed = parse_front_matter(source, file).expect("front matter parses");
    let mut opts = MarkdownOptions::new(&NoLinks);
    tweak(&mut opts);
    render(&parsed, file, &opts)
}

#[test]
fn format_detect_follows_the_extension_and_front_matter_wins() {
    let strict_only = "a {x} b\n";
    assert_eq!(render_with(strict_only, "d/a.mdx", |_| {}).diagnostics.len(), 1, "mdx evaluates {{x}}");
    assert!(render_with(strict_only, "d/a.md", |_| {}).diagnostics.is_empty(), "md keeps it as text");
    let forced_md = format!("---\nformat: md\n---\n{strict_only}");
    assert!(render_with(&forced_md, "d/a.mdx", |_| {}).diagnostics.is_empty());
    let forced_mdx = format!("---\nformat: mdx\n---\n{strict_only}");
    assert_eq!(render_with(&forced_mdx, "d/a.md", |_| {}).diagnostics.len(), 1);
    let all_mdx = render_with(strict_only, "d/a.md", |o| o.format = Format::Mdx);
    assert_eq!(all_mdx.diagnostics.len(), 1, "site-wide mdx format");
}

#[test]
fn toc_levels_come_from_options_then_front_matter() {
    let body = "## Two\n\n### Three\n\n#### Four\n";
    let levels = |r: &Rendered| r.toc.iter().map(|t| t.level).collect::<Vec<_>>();
    assert_eq!(levels(&render_with(body, "a.md", |_| {})), [2, 3]);
    assert_eq!(levels(&render_with(body, "a.md", |o| o.toc_max_heading_level = 4)), [2, 3, 4]);
    let fm = format!("---\ntoc_min_heading_level: 3\ntoc_max_heading_level: 4\n---\n{body}");
    assert_eq!(levels(&render_with(&fm, "a.md", |_| {})), [3, 4]);
}

#[test]
fn highlight_false_gives_plain_escaped_lines() {
    let r = render_with("```js title=\"a<b>.js\"\nconst a = '<b>';\n```\n", "a.md", |o| o.highlight = false);
    assert!(!r.html.contains("tok-"), "{}", r.html);
    assert!(r.html.contains("<span class=\"codeLineContent\">const a = '&lt;b&gt;';</span>"), "{}", r.html);
    assert!(r.html.contains("<div class=\"codeBlockTitle\">a&lt;b&gt;.js</div>"), "{}", r.html);
    let highlighted = render_with("```js\nconst a = 1;\n```\n", "a.md", |_| {});
    assert!(highlighted.html.contains("tok-"), "{}", highlighted.html);
}

#[test]
fn excerpt_and_content_title() {
    let r = render_with("# The *Title*\n\nFirst **para**\ngraph.\n\nSecond.\n", "a.md", |_| {});
    assert_eq!(r.content_title.as_deref(), Some("The Title"));
    assert_eq!(r.excerpt.as_deref(), Some("First para"), "Docusaurus's excerpt is the paragraph's first line");
    let late = render_with("Intro.\n\n## Setup\n\n# Late h1\n", "a.md", |_| {});
    assert_eq!(late.content_title, None, "an h1 after another heading is not the content title");
}

/// Issue 13: a 50 MB one-line doc repeated its whole text in the description (meta,
/// `og:description`, page data). The excerpt stops at the first line, as Docusaurus's
/// `createExcerpt` does, and a pathological line is cut at a word boundary.
#[test]
fn issue13_excerpt_is_one_bounded_line() {
    let hard_break = render_with("Line one  \nline two.\n", "a.md", |_| {});
    assert_eq!(hard_break.excerpt.as_deref(), Some("Line one"));
    let word = "lorem ipsum dolor sit amet ";
    let huge = format!("# Big\n\n{}\n", word.repeat(200_000));
    let r = render_with(&huge, "a.md", |_| {});
    let excerpt = r.excerpt.expect("an excerpt");
    assert!(excerpt.len() <= 4096 + '\u{2026}'.len_utf8(), "{} bytes", excerpt.len());
    assert!(excerpt.len() > 4000, "cut near the bound, not far before it: {} bytes", excerpt.len());
    assert!(excerpt.starts_with("lorem ipsum dolor sit amet lorem"));
    assert!(excerpt.ends_with("\u{2026}") && !excerpt.ends_with(" \u{2026}"), "{}", &excerpt[excerpt.len() - 20..]);
    let multibyte = render_with(&"\u{e9}".repeat(10_000), "a.md", |_| {});
    assert!(multibyte.excerpt.expect("an excerpt").ends_with('\u{2026}'), "cut on a char boundary without a space");
}

#[test]
fn diagnostics_count_lines_in_the_whole_file() {
    let source = "---\ntitle: x\ndescription: y\n---\n\n\n:::nope\nz\n:::\n";
    let r = render_with(source, "docs/x.md", |_| {});
    assert_eq!(r.diagnostics.len(), 1);
    assert_eq!(r.diagnostics[0].line, Some(7));
    assert_eq!(r.diagnostics[0].file.as_deref(), Some(Path::new("docs/x.md")));
}

#[test]
fn rendering_is_deterministic() {
    let source = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/compat/guides/first-launch.mdx")).unwrap();
    let a = render_with(&source, "guides/first-launch.mdx", |_| {});
    let b = render_with(&source, "guides/first-launch.mdx", |_| {});
    assert_eq!(a.html, b.html);
    assert_eq!(a.sections, b.sections);
}

/// Issue 13: the link checker reports a broken link at the Markdown line that wrote it.
#[test]
fn issue_13_links_carry_their_whole_file_line() {
    let source = "---\ntitle: T\n---\n# T\n\nSee [the guide](/docs/guide).\n\nAnd https://example.com/x\nthen [x](#y).\n";
    let links: Vec<(String, usize)> = render_with(source, "a.md", |_| {}).links.into_iter().map(|l| (l.href, l.line)).collect();
    assert_eq!(links, [("/docs/guide".to_owned(), 6), ("https://example.com/x".to_owned(), 8), ("#y".to_owned(), 9)]);
}

// Heading ids as Docusaurus 3.10 writes them (checked with `docusaurus build`): the text as
// written, so a component at the end of a heading leaves its space in the id, and the TOC
// agrees with the heading (react-native-ama links to `#contrast_failed-`).
#[test]
fn heading_ids_keep_the_space_before_a_component() {
    let body = "### CONTRAST_FAILED <Must />\n\n### <Required /> `onSubmit`\n\n### Plain title   \n\n### Two  spaces\n\n### Badge <Badge>new</Badge>\n";
    let rendered = render_with(body, "d/a.mdx", |_| {});
    let ids: Vec<&str> = rendered.toc.iter().map(|t| t.id.as_str()).collect();
    assert_eq!(ids, ["contrast_failed-", "-onsubmit", "plain-title", "two--spaces", "badge-new"]);
    for id in ids {
        assert!(rendered.html.contains(&format!("id=\"{id}\"")), "{id} in {}", rendered.html);
    }
}
