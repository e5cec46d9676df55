//! The splitter reads a page with the strict tokenizer where it is sure, and with lol_html
//! otherwise; where the tokenizer is sure, both readings must cut the same sections. Checked on
//! the fixtures, on pages that make it step aside, and on 3,000 pages generated from pieces of
//! the theme's markup and of broken HTML (where the tokenizer passes over the elements outside
//! the article that the splitter reads nothing of, and stops at what it must give).

use std::path::Path;

use ferrosaurus_search::sections::{compare_readings, split_page, split_page_for_index, PageType, Reading};
use ferrosaurus_search::words;

const PAGE_TYPES: [PageType; 3] = [PageType::Docs, PageType::Blog, PageType::Page];

#[test]
fn the_fixtures_are_read_by_the_tokenizer_as_lol_html_reads_them() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let mut pages = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "html") {
            let html = std::fs::read(&path).unwrap();
            for page_type in PAGE_TYPES {
                assert_eq!(compare_readings(&html, page_type), Reading::Fast, "{} as {page_type:?}", path.display());
                assert!(same_but_collapsed(&html, page_type), "{} as {page_type:?}", path.display());
            }
            pages += 1;
        }
    }
    assert!(pages >= 4, "{pages} fixtures");
}

/// `split_page_for_index` cuts what `split_page` cuts, with each content as read: the same words.
fn same_but_collapsed(html: &[u8], page_type: PageType) -> bool {
    let (Ok(collapsed), Ok(mut as_read)) = (split_page(html, page_type), split_page_for_index(html, page_type)) else {
        return split_page(html, page_type).is_err() && split_page_for_index(html, page_type).is_err();
    };
    for section in &mut as_read.sections {
        section.content = words(&section.content, false).collect::<Vec<_>>().join(" ");
    }
    collapsed == as_read
}

#[test]
fn pages_the_tokenizer_is_unsure_of_are_read_by_lol_html() {
    let cases: &[&[u8]] = &[
        b"<article><div class=markdown><h2>T</h2><p>one<script><!--<script></script>--></script>two</p></div></article>",
        b"<article><div class=markdown><h2>T</h2><svg><![CDATA[x]]></svg><p>two</p></div></article>",
        // text the splitter reads that is not UTF-8
        b"<article><div class=markdown><h2>T</h2><p>caf\xe9</p></div></article>",
    ];
    for html in cases {
        assert_eq!(compare_readings(html, PageType::Docs), Reading::FellBack, "{}", String::from_utf8_lossy(html));
        assert!(same_but_collapsed(html, PageType::Docs), "{}", String::from_utf8_lossy(html));
        let page = split_page(html, PageType::Docs).unwrap();
        assert_eq!(page.sections[0].title, "T", "{}", String::from_utf8_lossy(html));
    }
    // a page that is not UTF-8 anywhere, even where the splitter does not read, is read by
    // lol_html: the tokenizer's path checks the whole page once instead of each text it reads
    let html = b"<nav>caf\xe9</nav><article><div class=markdown><h2>T</h2><p>two</p></div></article>";
    assert_eq!(compare_readings(html, PageType::Docs), Reading::FellBack);
    let page = split_page(html, PageType::Docs).unwrap();
    assert_eq!((page.sections[0].title.as_str(), page.sections[0].content.as_str()), ("T", "two"));
}

mod generated {
    use super::*;
    use proptest::prelude::*;

    /// Pieces of the theme's pages and of broken HTML.
    const PIECES: &[&str] = &[
        "<article>", "</article>", "<div class=\"theme-doc-markdown markdown\">", "<div class=\"theme-doc-title markdown\">", "<div>", "</div>",
        "<header>", "</header>", "<h1>", "</h1>", "<h2 id=\"a\">", "</h2>", "<h3>", "</h3>", "<h4>", "</h4>",
        "<a href=\"#a\" class=\"hash-link\" aria-label=\"Direct link\">&#8203;</a>", "<a aria-hidden=\"true\" href=\"#b\">", "<a href=\"/x\">", "</a>",
        "<p>", "</p>", "<ul>", "<li>", "</li>", "</ul>", "<br>", "<span class=\"badge\">", "Version: 2.0", "</span>", "<span class=\"token-line\">",
        "<div class=\"codeBlockContent_abc\"><pre><code>", "</code></pre>", "<button>Copy</button>", "<footer>", "</footer>",
        "<ul class=\"tags_x padding--none\">", "<main>", "</main>", "<title>Head &amp; title</title>", "<meta name=\"docusaurus_tag\" content=\"docs-a\">",
        "<div class=\"theme-doc-sidebar-container\">", "<a class=\"menu__link menu__link--active\">", "<script>x<y</script>", "<style>p>a{}</style>",
        "<template>", "</template>", "<svg>", "</svg>", "<svg/>", "<title>", "</title>", "<noscript><p>no</p></noscript>", "<textarea>", "</textarea>",
        "<!-- c -->", "<!--", "-->", "<!DOCTYPE html>", "</>", "<", "</", ">", "\"", "&amp;", "&lt;h2&gt;", "&bogus;", "&", "\n", "\r", " ", "word ",
        "é", "\u{a0}", "<H2>", "</H2>", "<DIV CLASS=markdown>", "<h2/>", "<img src=x.png>",
        // what the tokenizer passes over outside the article, and what stops it
        "<nav class=\"menu\">", "</nav>", "<li class=\"menu__list-item\">", "<Li>", "<span class=x>", "</div x>", "<select>", "</select>",
        "<math>", "</math>", "<custom-element-with-a-long-name>",
    ];

    proptest! {
        #![proptest_config(ProptestConfig { cases: 3000, ..ProptestConfig::default() })]
        #[test]
        fn the_tokenizer_cuts_what_lol_html_cuts(pieces in proptest::collection::vec(0..PIECES.len(), 0..50), kind in 0..3usize) {
            let html: String = pieces.iter().map(|&i| PIECES[i]).collect();
            let reading = compare_readings(html.as_bytes(), PAGE_TYPES[kind]);
            prop_assert!(!matches!(reading, Reading::Differs(_)), "{:?}: {:?}", html, reading);
            prop_assert!(same_but_collapsed(html.as_bytes(), PAGE_TYPES[kind]), "{:?}", html);
        }
    }
}
