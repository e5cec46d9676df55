//! The section splitter on bad input: bytes that are not UTF-8, empty and garbage documents,
//! huge sections (cut at `MAX_SECTION_TEXT`, flagged), script/style. Never a panic.

use ferrosaurus_search::sections::{split_page, PageType, MAX_SECTION_TEXT};

#[test]
fn bytes_that_are_not_utf8_split_without_panic() {
    let mut html = b"<article><div class=\"markdown\"><h1>Caf".to_vec();
    html.extend_from_slice(&[0xE9, 0xFF, 0xFE, 0xC3]);
    html.extend_from_slice(b" bar</h1><p>text \xF0\x9F</p><h2 id=\"x\">X</h2><p>more</p></div></article>");
    let page = split_page(&html, PageType::Docs).expect("no error for stray bytes");
    assert_eq!(page.sections.len(), 2);
    assert!(page.page_title.starts_with("Caf"));
    assert!(page.sections.iter().all(|s| s.title.is_char_boundary(s.title.len())));
}

#[test]
fn empty_and_garbage_documents_have_no_sections_and_no_error() {
    for html in ["", "   ", "<<<>>>", "</article></div>", "<article>", "<h1><h2><h3>", "\u{0}\u{0}", "<script>", "<style><article><div class=\"markdown\"><h1>x</h1>"] {
        let page = split_page(html.as_bytes(), PageType::Docs).unwrap_or_else(|e| panic!("{html:?}: {e}"));
        assert!(page.sections.iter().all(|s| !s.content.contains('<') || html.contains("<<<")), "{html:?}: {page:?}");
        assert!(!page.truncated);
    }
}

#[test]
fn a_huge_section_is_cut_at_the_cap_and_flagged() {
    let paragraph = "<p>lorem ipsum dolor sit amet</p>".repeat(2 * MAX_SECTION_TEXT / 20);
    let html = format!("<article><div class=\"markdown\"><h1>Big</h1>{paragraph}<h2 id=\"after\">After</h2><p>tail</p></div></article>");
    let page = split_page(html.as_bytes(), PageType::Docs).unwrap();
    assert!(page.truncated);
    assert!(page.sections[0].content.len() <= MAX_SECTION_TEXT, "{} bytes", page.sections[0].content.len());
    assert!(page.sections[0].content.len() > MAX_SECTION_TEXT / 2);
    assert_eq!(page.sections[1].content, "tail");
}

#[test]
fn script_and_style_text_is_never_section_text() {
    let html = "<article><div class=\"markdown\"><h1>T</h1><p>a<script>secret()</script>b</p><style>p{x:y}</style><noscript>kept?</noscript></div></article>";
    let page = split_page(html.as_bytes(), PageType::Docs).unwrap();
    let text = &page.sections[0].content;
    assert!(!text.contains("secret") && !text.contains("x:y"), "{text:?}");
}

#[test]
fn huge_text_under_the_title_is_cut_and_flagged() {
    let paragraph = "<p>lorem ipsum dolor sit amet</p>".repeat(2 * MAX_SECTION_TEXT / 20);
    let html = format!("<article><div class=\"markdown\"><header><h1>Big</h1></header>{paragraph}<h2 id=\"a\">A</h2><p>tail</p></div></article>");
    let page = split_page(html.as_bytes(), PageType::Docs).unwrap();
    assert!(page.sections.iter().map(|s| s.content.len()).max().unwrap() <= MAX_SECTION_TEXT);
    assert!(page.truncated, "{:?}", page.sections.iter().map(|s| (s.title.clone(), s.content.len())).collect::<Vec<_>>());
}
