//! The section splitter against the plugin itself (issue 10): generated pages in Docusaurus's
//! markup (the markup `@cmfcmf/docusaurus-search-local` was written for) go through the
//! plugin's own `html2text` (installed by `npm ci` in `tests/oracle/`, run with cheerio in
//! Node) and through `split_page`; page titles, sections (title, hash, content, tags), sidebar
//! parent categories and `docusaurus_tag` must be equal.
//!
//! Deliberate differences, not generated here: a code line whose class is not exactly
//! `token-line` (Docusaurus adds a class with line numbers) still gets its trailing space, and
//! ferrosaurus's theme markup (title in its own `.markdown` div, `ul.tags`, `codeBlockContent`
//! without a hash suffix) is read by its meaning; see `src/sections.rs`.

use crate::common::{install_oracle, oracle_dir};
use std::process::Command;

use ferrosaurus_search::sections::{split_page, PageType};
use serde_json::{json, Value};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 11) as usize
    }

    fn chance(&mut self, percent: usize) -> bool {
        self.next() % 100 < percent
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.next() % items.len()]
    }
}

const WORDS: &[&str] = &[
    "launch", "token", "the", "platform", "&amp;", "&lt;tag&gt;", "&#8212;", "&nbsp;", "caf&eacute;", "日本語", "deep-linking",
    "id_token", "(see", "below)", "grades", "roster", "\n", "  ", "Ünïcödé", "&quot;quoted&quot;", "v1.3", "&#x1F600;",
];

struct Generator {
    rng: Rng,
    ids: usize,
}

impl Generator {
    fn words(&mut self, n: usize) -> String {
        (0..n).map(|_| self.rng.pick(WORDS)).collect::<Vec<_>>().join(" ")
    }

    fn inline(&mut self) -> String {
        let n = 1 + self.rng.next() % 12;
        let mut out = self.words(n);
        match self.rng.next() % 6 {
            0 => out.push_str(&format!(" <code>{}</code>", self.words(1))),
            1 => out.push_str(&format!(" <a href=\"/x\">{}</a>", self.words(2))),
            2 => out.push_str(&format!("<br>{}", self.words(2))),
            3 => out.push_str(&format!(" <strong>{}</strong>{}", self.words(1), self.words(1))),
            4 => out.push_str(" <span class=\"badge badge--info\">Beta</span>"),
            _ => {}
        }
        out
    }

    fn heading(&mut self, level: usize) -> String {
        self.ids += 1;
        let id = format!("h{}", self.ids);
        let text = self.inline();
        if self.rng.chance(10) {
            return format!("<h{level}>{text}</h{level}>");
        }
        format!(
            "<h{level} class=\"anchor anchorWithStickyNavbar_LWe7\" id=\"{id}\">{text}<a href=\"#{id}\" class=\"hash-link\" aria-label=\"Direct link to {id}\" title=\"Direct link to {id}\">&#8203;</a></h{level}>"
        )
    }

    fn code_block(&mut self) -> String {
        let lines: String = (0..1 + self.rng.next() % 3)
            .map(|_| format!("<span class=\"token-line\"><span class=\"token keyword\">const</span> {}<br></span>", self.words(2)))
            .collect();
        format!(
            "<div class=\"language-js codeBlockContainer_Ckt0 theme-code-block\"><div class=\"codeBlockContent_biex\"><pre tabindex=\"0\" class=\"prism-code language-js codeBlock_bY9V\"><code class=\"codeBlockLines_e6Vv\">{lines}</code></pre><div class=\"buttonGroup__atx\"><button type=\"button\" aria-label=\"Copy code to clipboard\" title=\"Copy\" class=\"clean-btn\"><span class=\"copyButtonIcons_eSgA\" aria-hidden=\"true\">Copy</span></button></div></div></div>"
        )
    }

    fn blocks(&mut self, depth: usize) -> String {
        let mut out = String::new();
        for _ in 0..2 + self.rng.next() % 7 {
            let block = match self.rng.next() % 14 {
                0..=2 => format!("<p>{}</p>", self.inline()),
                3..=4 => {
                    let level = 2 + self.rng.next() % 2;
                    self.heading(level)
                }
                5 => {
                    let level = 4 + self.rng.next() % 3;
                    self.heading(level)
                }
                6 => format!("<ul><li>{}</li><li>{}</li></ul>", self.inline(), self.inline()),
                7 => self.code_block(),
                8 if depth < 2 => format!(
                    "<div class=\"tabs-container tabList__CuJ\"><ul role=\"tablist\" class=\"tabs\"><li role=\"tab\">{}</li></ul><div class=\"margin-top--md\"><div role=\"tabpanel\">{}</div></div></div>",
                    self.words(1),
                    self.blocks(depth + 1)
                ),
                9 if depth < 2 => format!("<details><summary>{}</summary><div>{}</div></details>", self.words(2), self.blocks(depth + 1)),
                10 => format!("<table><thead><tr><th>{}</th></tr></thead><tbody><tr><td>{}</td></tr></tbody></table>", self.words(1), self.inline()),
                11 => format!(
                    "<div class=\"theme-admonition alert alert--info\"><div class=\"admonitionHeading_Gvgb\">note</div><div class=\"admonitionContent_BuS1\"><p>{}</p></div></div>",
                    self.inline()
                ),
                12 => format!("<script>var x = \"{}\";</script><style>p {{ color: red }}</style>", self.words(1)),
                _ => format!("{} ", self.words(2)),
            };
            out.push_str(&block);
            out.push('\n');
        }
        out
    }

    fn tags(&mut self) -> String {
        if self.rng.chance(40) {
            return String::new();
        }
        let items: String = (0..1 + self.rng.next() % 3).map(|_| format!("<li class=\"tag_QGVx\"><a class=\"tag_zVej tagRegular_sFm0\" href=\"/t\">{}</a></li>", self.words(1))).collect();
        format!("<footer class=\"theme-doc-footer docusaurus-mt-lg\"><div class=\"row margin-bottom--sm\"><div class=\"col\"><b>Tags:</b><ul class=\"tags_jXut padding--none margin-left--sm\">{items}</ul></div></div></footer>")
    }

    fn head(&mut self, tag: Option<&str>) -> String {
        let meta = tag.map(|t| format!("<meta name=\"docusaurus_tag\" content=\"{t}\">")).unwrap_or_default();
        format!("<!DOCTYPE html><html><head><title>{} | Site</title>{meta}</head><body>", self.words(2))
    }

    fn sidebar(&mut self) -> String {
        let links: String = (0..self.rng.next() % 4)
            .map(|_| format!("<li><a class=\"menu__link menu__link--sublist menu__link--active\" href=\"/c\">{}</a></li>", self.words(2)))
            .collect();
        format!("<aside class=\"theme-doc-sidebar-container docSidebarContainer_YfHR\"><nav><ul class=\"menu__list\">{links}<li><a class=\"menu__link\" href=\"/o\">Other</a></li></ul></nav></aside>")
    }

    fn doc(&mut self) -> String {
        let mut html = self.head(Some("docs-default-current"));
        html.push_str(&self.sidebar());
        html.push_str("<main class=\"docMainContainer_TBSr\"><article>");
        if self.rng.chance(70) {
            html.push_str(&format!("<nav class=\"theme-doc-breadcrumbs\"><ul class=\"breadcrumbs\"><li class=\"breadcrumbs__item\"><span>{}</span></li></ul></nav>", self.words(1)));
        }
        if self.rng.chance(40) {
            html.push_str("<span class=\"theme-doc-version-badge badge badge--secondary\">Version: 2.0</span>");
        }
        html.push_str("<div class=\"theme-doc-markdown markdown\">");
        if self.rng.chance(10) {
            html.push_str(&format!("<p>{}</p>", self.inline()));
        }
        if self.rng.chance(85) {
            html.push_str(&format!("<header><h1>{}</h1></header>", self.inline()));
        }
        html.push_str(&self.blocks(0));
        html.push_str("</div>");
        html.push_str(&self.tags());
        html.push_str("</article></main></body></html>");
        html
    }

    fn blog(&mut self) -> String {
        let mut html = self.head(Some("default"));
        html.push_str("<main><article class=\"blogPostItem\">");
        html.push_str(&format!("<header><h1 class=\"title_f1Hy\">{}</h1><div class=\"container_mt6G\"><time>Jan 1</time></div></header>", self.inline()));
        html.push_str(&format!("<div class=\"markdown\">{}</div>", self.blocks(0)));
        html.push_str(&self.tags());
        html.push_str("</article></main></body></html>");
        html
    }

    fn page(&mut self) -> String {
        let tag = if self.rng.chance(80) { Some("default") } else { None };
        let mut html = self.head(tag);
        html.push_str(&format!("<nav class=\"navbar\">{}</nav><main class=\"container\">", self.words(2)));
        if self.rng.chance(70) {
            html.push_str(&format!("<h1>{}<a aria-hidden=\"true\" class=\"hash-link\" href=\"#t\">#</a></h1>", self.inline()));
        }
        html.push_str(&self.blocks(0));
        html.push_str("</main><footer>Footer</footer></body></html>");
        html
    }
}

fn page_type(kind: &str) -> PageType {
    match kind {
        "docs" => PageType::Docs,
        "blog" => PageType::Blog,
        _ => PageType::Page,
    }
}

#[test]
fn split_page_matches_the_plugins_html2text() {
    install_oracle();
    let mut generator = Generator { rng: Rng(0xD0C5_EA5C), ids: 0 };
    let pages: Vec<(String, &str)> = (0..150)
        .map(|i| match i % 10 {
            0 | 1 => (generator.blog(), "blog"),
            2 => (generator.page(), "page"),
            _ => (generator.doc(), "docs"),
        })
        .collect();
    let input = json!(pages.iter().map(|(html, kind)| json!({"html": html, "type": kind})).collect::<Vec<_>>());
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("pages.json");
    std::fs::write(&path, serde_json::to_vec(&input).unwrap()).unwrap();
    let output = Command::new("node").arg(oracle_dir().join("sections.mjs")).arg(&path).output().expect("node runs");
    assert!(output.status.success(), "sections.mjs failed: {}", String::from_utf8_lossy(&output.stderr));
    let expected: Vec<Value> = serde_json::from_slice(&output.stdout).unwrap();

    let mut sections = 0;
    for (i, ((html, kind), want)) in pages.iter().zip(&expected).enumerate() {
        let got = split_page(html.as_bytes(), page_type(kind)).unwrap();
        let got_sections: Vec<Value> =
            got.sections.iter().map(|s| json!({"title": s.title, "hash": s.hash, "content": s.content, "tags": s.tags})).collect();
        let context = || format!("page {i} ({kind}):\n{html}");
        assert_eq!(json!(got.page_title), want["pageTitle"], "page title, {}", context());
        assert_eq!(Value::Array(got_sections), want["sections"], "sections, {}", context());
        let parents = got.sidebar_parent_categories.map_or(Value::Null, |p| json!(p));
        assert_eq!(parents, *want.get("docSidebarParentCategories").unwrap_or(&Value::Null), "sidebar, {}", context());
        assert_eq!(json!(got.docusaurus_tag), want["tag"], "docusaurus_tag, {}", context());
        sections += got.sections.len();
    }
    eprintln!("{} pages, {sections} sections: the same as the plugin's html2text", pages.len());
    assert!(sections > 300, "the pages must have many sections, got {sections}");
}
