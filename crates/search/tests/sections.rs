//! Sections of pages shaped like the theme's output (issue 10), as snapshots.

use std::fmt::Write as _;
use std::path::Path;

use ferrosaurus_search::sections::{split_page, PageType, ParsedPage};

fn fixture(name: &str) -> Vec<u8> {
    std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(name)).unwrap()
}

/// A readable rendering of what the splitter found.
fn render(page: &ParsedPage) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "page title: {:?}", page.page_title);
    let _ = writeln!(out, "docusaurus_tag: {:?}", page.docusaurus_tag);
    let _ = writeln!(out, "sidebar parents: {:?}", page.sidebar_parent_categories);
    for (i, s) in page.sections.iter().enumerate() {
        let _ = writeln!(out, "--- section {i}: {:?} {:?} tags {:?}", s.title, s.hash, s.tags);
        let _ = writeln!(out, "{:?}", s.content);
    }
    out
}

#[test]
fn doc_page_sections() {
    let page = split_page(&fixture("doc-page.html"), PageType::Docs).unwrap();
    insta::assert_snapshot!(render(&page));
}

#[test]
fn blog_post_sections() {
    let page = split_page(&fixture("blog-post.html"), PageType::Blog).unwrap();
    insta::assert_snapshot!(render(&page));
}

#[test]
fn page_is_one_section_of_main() {
    let page = split_page(&fixture("page.html"), PageType::Page).unwrap();
    insta::assert_snapshot!(render(&page));
}

#[test]
fn text_before_a_late_h1_is_its_own_section() {
    let page = split_page(&fixture("hidden-title.html"), PageType::Docs).unwrap();
    insta::assert_snapshot!(render(&page));
}

#[test]
fn bad_input_gives_empty_results_not_panics() {
    for html in [&b""[..], b"\xff\xfe<article><h2>x", b"<article><div class=markdown><h2><h3></article></div>", b"<p>&bogus; &#xFFFFFF;</p>"] {
        let page = split_page(html, PageType::Docs).unwrap();
        assert!(page.docusaurus_tag.is_none());
    }
    let page = split_page(b"<main>a<br>b</main>", PageType::Page).unwrap();
    assert_eq!(page.sections[0].content, "ab", "<br> is not a block element for the plugin");
}

#[test]
fn huge_sections_are_capped() {
    let mut html = String::from("<article><div class=\"markdown\"><header><h1>T</h1></header><p>");
    html.push_str(&"word ".repeat(200_000));
    html.push_str("</p></div></article>");
    let page = split_page(html.as_bytes(), PageType::Docs).unwrap();
    assert!(page.truncated);
    assert!(page.sections[0].content.len() <= ferrosaurus_search::sections::MAX_SECTION_TEXT);
}

/// A page as ferrosaurus builds it (a fixture site's doc, its own `# h1` inside the content).
#[test]
fn ferrosaurus_built_doc_page() {
    let page = split_page(&fixture("built-doc.html"), PageType::Docs).unwrap();
    insta::assert_snapshot!(render(&page));
}

/// Tag soup (unclosed, misnested, stray end tags, entities, headings everywhere) never panics
/// and never yields a section outside an article.
#[test]
fn tag_soup_never_panics() {
    const PIECES: &[&str] = &[
        "<article>", "</article>", "<div class=\"markdown\">", "<div class=\"theme-doc-markdown markdown\">", "</div>", "<header>",
        "</header>", "<h1>", "</h1>", "<h2 id=a>", "</h2>", "<h3>", "</h3>", "<h4>", "</h4>", "<p>", "</p>", "<li>", "<ul class=tags>",
        "</ul>", "<footer>", "</footer>", "<a class=hash-link href=\"#x#y\">", "<a aria-hidden=true>", "</a>", "<span class=badge>",
        "Version: 1", "</span>", "<script>", "</script>", "<style>", "</style>", "<br>", "<svg><path/></svg>", "<main>", "</main>",
        "<title>", "</title>", "text", " ", "&amp;", "&#0;", "&#xD800;", "&bogus", "\u{0}", "<!-- c -->", "<![CDATA[x]]>", "<",
        "<meta name=docusaurus_tag content=\"\">", "<div class=\"codeBlockContent\"><button>Copy", "<span class=token-line>", "<table>",
        "<td>", "<template>", "</template>", "<textarea>", "</textarea>", "<plaintext>",
    ];
    let mut state = 0x1234_5678_9abc_def0_u64;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state >> 11) as usize
    };
    for _ in 0..400 {
        let html: String = (0..next() % 80).map(|_| PIECES[next() % PIECES.len()]).collect();
        for kind in [PageType::Docs, PageType::Blog, PageType::Page] {
            let page = split_page(html.as_bytes(), kind).unwrap();
            if kind != PageType::Page && !html.contains("<article>") {
                assert!(page.sections.is_empty(), "sections without an article: {html}");
            }
        }
    }
}

/// Tag and attribute names are read in the page's bytes; written in upper case (or with
/// unquoted, single-quoted and valueless attributes) they mean what they mean in lower case.
#[test]
fn upper_case_markup_splits_like_lower_case() {
    let lower = r##"<html><head><meta name="docusaurus_tag" content='docs-x'><title>T</title></head><body>
<aside class="theme-doc-sidebar-container"><a class="menu__link menu__link--active">Guides</a><a class=menu__link--active>Intro</a></aside>
<article><div class=markdown data-x><header><h1>Intro</h1></header><p hidden>Hello <span class="badge">Version: 2</span> there.</p>
<h2 id="next">Next<a href="#next" class="hash-link">&#8203;</a><a aria-hidden="true">#</a></h2><p>More.</p></div>
<footer><ul class="tags_x"><li>one</li></ul></footer></article></body></html>"##;
    let upper = lower
        .replace("<html>", "<HTML>")
        .replace("<meta name=", "<META NAME=")
        .replace(" content=", " CONTENT=")
        .replace("<aside class=", "<ASIDE Class=")
        .replace("<a class=", "<A CLASS=")
        .replace("</a>", "</A>")
        .replace("<article>", "<Article>")
        .replace("<div class=markdown", "<DIV CLASS=markdown")
        .replace("<h1>", "<H1>")
        .replace("<h2 id=", "<H2 ID=")
        .replace(" href=", " HREF=")
        .replace("<a aria-hidden=", "<A ARIA-HIDDEN=")
        .replace("<span class=", "<SPAN CLASS=")
        .replace("<ul class=", "<UL CLASS=");
    assert_ne!(lower, upper);
    let read = |html: &str| render(&split_page(html.as_bytes(), PageType::Docs).unwrap());
    let expected = read(lower);
    assert!(expected.contains("\"docs-x\"") && expected.contains("Guides") && expected.contains("\"#next\""), "{expected}");
    assert_eq!(read(&upper), expected);
}
