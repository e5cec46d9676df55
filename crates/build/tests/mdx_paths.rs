//! Both MDX paths render the constructs they share identically (issue 8). Random documents of
//! shared constructs (headings, emphasis, code spans, links, lists, quotes, tables, fences,
//! admonitions, breaks) are generated from fixed seeds; each is built twice in one site: as
//! `fast-N.md` (the Rust HTML path) and as `js-N.mdx` with an `export` that sends it down the
//! exact path (compiled MDX rendered by React). The content HTML of each pair must be equal
//! after removing what React adds and what cannot be seen (`<!-- -->` text separators, blank
//! text between blocks). A failing seed is printed with both HTML.

use crate::common;
use std::fmt::Write;

use common::page;
use ferrosaurus_build::{build, BuildOptions, ProgressMode};

/// xorshift64*: a small seeded generator, so every run builds the same documents.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len() as u64) as usize]
    }
}

const WORDS: &[&str] = &["course", "grade", "launch", "roster", "token", "deep", "link", "tool", "LTI", "score", "42", "café"];

/// One to `most` words.
fn words(rng: &mut Rng, most: u64) -> String {
    let n = 1 + rng.below(most);
    (0..n).map(|_| rng.pick(WORDS)).collect::<Vec<_>>().join(" ")
}

fn inline(rng: &mut Rng) -> String {
    let mut out = words(rng, 4);
    for _ in 0..rng.below(4) {
        let w = words(rng, 2);
        let piece = match rng.below(5) {
            0 => format!("**{w}**"),
            1 => format!("*{w}*"),
            2 => format!("`{w}`"),
            3 => format!("[{w}](https://example.com/{})", rng.below(100)),
            _ => w,
        };
        write!(out, " {piece} {}", words(rng, 3)).unwrap();
    }
    out
}

fn block(rng: &mut Rng, out: &mut String) {
    match rng.below(9) {
        0 => writeln!(out, "## {}\n", words(rng, 3)).unwrap(),
        1 => writeln!(out, "### {}\n", words(rng, 3)).unwrap(),
        2 => {
            let ordered = rng.below(2) == 0;
            for i in 0..1 + rng.below(4) {
                let marker = if ordered { format!("{}.", i + 1) } else { "-".to_owned() };
                writeln!(out, "{marker} {}", inline(rng)).unwrap();
            }
            out.push('\n');
        }
        3 => writeln!(out, "> {}\n", inline(rng)).unwrap(),
        4 => {
            let lang = rng.pick(&["js", "bash", "json", ""]);
            writeln!(out, "```{lang}\nconst {} = {};\n```\n", rng.pick(&["a", "b"]), rng.below(9)).unwrap();
        }
        5 => {
            let kind = rng.pick(&["note", "tip", "info", "warning", "danger"]);
            let title = if rng.below(2) == 0 { format!("[{}]", words(rng, 2)) } else { String::new() };
            writeln!(out, ":::{kind}{title}\n\n{}\n\n:::\n", inline(rng)).unwrap();
        }
        6 => {
            writeln!(out, "| {} | {} |\n|---|---|", words(rng, 1), words(rng, 1)).unwrap();
            for _ in 0..1 + rng.below(3) {
                writeln!(out, "| {} | {} |", words(rng, 1), words(rng, 2)).unwrap();
            }
            out.push('\n');
        }
        7 => out.push_str("---\n\n"),
        _ => writeln!(out, "{}\n", inline(rng)).unwrap(),
    }
}

fn document(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut out = String::new();
    for _ in 0..3 + rng.below(6) {
        block(&mut rng, &mut out);
    }
    out
}

/// Serialization that does not change the DOM: attributes in sorted order, `<path/>` written
/// `<path></path>`, numeric character references and `&quot;` in text decoded (React escapes a
/// quote in text, the fast path does not).
fn canonical(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(lt) = rest.find('<') {
        out.push_str(&decode_numeric(&rest[..lt]).replace("&quot;", "\""));
        let Some(gt) = rest[lt..].find('>') else { break };
        let tag = &rest[lt + 1..lt + gt];
        rest = &rest[lt + gt + 1..];
        if tag.starts_with('/') || tag.starts_with('!') {
            write!(out, "<{tag}>").unwrap();
            continue;
        }
        let self_closing = tag.ends_with('/');
        let tag = tag.trim_end_matches('/').trim_end();
        let (name, attrs) = tag.split_once(char::is_whitespace).unwrap_or((tag, ""));
        let mut list = attributes(attrs);
        list.sort();
        write!(out, "<{name}").unwrap();
        for a in &list {
            write!(out, " {a}").unwrap();
        }
        out.push('>');
        if self_closing && !matches!(name, "br" | "hr" | "img" | "input" | "meta" | "link") {
            write!(out, "</{name}>").unwrap();
        }
    }
    out.push_str(&decode_numeric(rest).replace("&quot;", "\""));
    out
}

/// `name="value"` as written (values are double-quoted in both outputs), bare names as `name=""`.
fn attributes(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text.trim();
    while !rest.is_empty() {
        let end = match rest.find(['=', ' ']) {
            Some(i) if rest.as_bytes()[i] == b'=' => {
                let close = rest[i + 2..].find('"').map_or(rest.len(), |j| i + 2 + j + 1);
                close
            }
            Some(i) => i,
            None => rest.len(),
        };
        // a bare name is the same attribute as `name=""`
        let attribute = &rest[..end];
        out.push(if attribute.contains('=') { attribute.to_owned() } else { format!("{attribute}=\"\"") });
        rest = rest[end..].trim_start();
    }
    out
}

fn decode_numeric(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("&#") {
        out.push_str(&rest[..at]);
        let after = &rest[at + 2..];
        let end = after.find(';').unwrap_or(0);
        let code = after[..end].strip_prefix('x').map_or_else(|| after[..end].parse().ok(), |h| u32::from_str_radix(h, 16).ok());
        match code.and_then(char::from_u32) {
            Some(c) if end > 0 => {
                out.push(c);
                rest = &after[end + 1..];
            }
            _ => {
                out.push_str("&#");
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// The content of a built page, without what does not show: React's text separators and the
/// whitespace between tags.
fn content(html: &str) -> String {
    let start = html.find(r#"<div class="theme-doc-markdown markdown""#).expect("the content div");
    let body = &html[start..];
    let body = &body[body.find('>').unwrap() + 1..];
    let end = body.find("</article>").unwrap_or(body.len());
    let mut text = body[..end].replace("<!-- -->", "");
    while text.contains(">\n") || text.contains("\n<") {
        text = text.replace(">\n", ">").replace("\n<", "<");
    }
    canonical(&text)
}

#[test]
fn both_paths_render_shared_constructs_identically() {
    const SEEDS: u64 = 40;
    let site = tempfile::tempdir().unwrap();
    let docs = site.path().join("docs");
    std::fs::create_dir_all(&docs).unwrap();
    std::fs::write(
        site.path().join("docusaurus.config.js"),
        "module.exports = {title: 'Paths', url: 'https://paths.example.com', baseUrl: '/', onBrokenLinks: 'ignore', presets: [['classic', {docs: {routeBasePath: '/'}, blog: false}]]};\n",
    )
    .unwrap();
    for seed in 0..SEEDS {
        let doc = document(seed);
        std::fs::write(docs.join(format!("fast-{seed}.md")), format!("# Doc {seed}\n\n{doc}")).unwrap();
        std::fs::write(docs.join(format!("js-{seed}.mdx")), format!("export const exact = true;\n\n# Doc {seed}\n\n{doc}")).unwrap();
    }
    let mut options = BuildOptions::new(site.path());
    options.progress = ProgressMode::Quiet;
    build(&options).expect("the generated site builds");
    let out = site.path().join("build");
    let mut failures = Vec::new();
    for seed in 0..SEEDS {
        let fast = page(&out, &format!("fast-{seed}"));
        let exact = page(&out, &format!("js-{seed}"));
        assert!(fast.contains("data-ferrosaurus-content"), "fast-{seed} took the fast path");
        assert!(!exact.contains("data-ferrosaurus-content"), "js-{seed} took the exact path");
        let (a, b) = (content(&fast).replace(r#" data-ferrosaurus-content="""#, ""), content(&exact));
        if a != b {
            failures.push(format!("seed {seed}:\n--- source\n{}\n--- fast\n{a}\n--- exact\n{b}\n", document(seed)));
        }
    }
    assert!(failures.is_empty(), "{} of {SEEDS} documents differ; first:\n{}", failures.len(), failures[0]);
}

/// The markdown crate's compat docs (`crates/markdown/tests/compat`: real-world pages of tabs,
/// admonitions, code, tables, details, TOCInline, links and images) built twice, as the fast
/// path and, with an `export` after the front matter, as the exact path: the content of each
/// pair is the same (issue 8: "test it on the compat docs").
#[test]
fn issue_8_the_compat_docs_render_alike_through_both_paths() {
    let compat = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../markdown/tests/compat");
    let site = tempfile::tempdir().unwrap();
    std::fs::write(
        site.path().join("docusaurus.config.js"),
        "module.exports = {title: 'Compat', url: 'https://compat.example.com', baseUrl: '/', onBrokenLinks: 'ignore', onBrokenMarkdownLinks: 'ignore', presets: [['classic', {docs: {routeBasePath: '/', sidebarPath: false}, blog: false}]]};\n",
    )
    .unwrap();
    let mut pairs = Vec::new();
    for entry in walkdir::WalkDir::new(&compat).sort_by_file_name().into_iter().flatten() {
        let rel = entry.path().strip_prefix(&compat).unwrap().to_path_buf();
        let is_doc = rel.extension().is_some_and(|e| e == "md" || e == "mdx");
        for side in ["fast", "exact"] {
            let to = site.path().join("docs").join(side).join(&rel);
            if entry.file_type().is_dir() {
                std::fs::create_dir_all(&to).unwrap();
            } else if !is_doc {
                std::fs::copy(entry.path(), &to).unwrap();
            }
        }
        if !is_doc {
            continue;
        }
        let text = std::fs::read_to_string(entry.path()).unwrap();
        // without `slug` (both copies would claim it) and `pagination_*` (doc ids of the compat folder)
        let (front, body) = match text.strip_prefix("---\n").and_then(|rest| rest.split_once("\n---\n")) {
            Some((front, body)) => {
                let kept: Vec<&str> = front.lines().filter(|l| !l.starts_with("slug:") && !l.starts_with("pagination_")).collect();
                (format!("---\n{}\n---\n", kept.join("\n")), body.to_string())
            }
            None => (String::new(), text.clone()),
        };
        std::fs::write(site.path().join("docs/fast").join(&rel), format!("{front}{body}")).unwrap();
        std::fs::write(site.path().join("docs/exact").join(&rel), format!("{front}\nexport const exact = true;\n{body}")).unwrap();
        pairs.push(rel);
    }
    let mut options = BuildOptions::new(site.path());
    options.progress = ProgressMode::Quiet;
    build(&options).unwrap_or_else(|e| panic!("{e}"));
    let out = site.path().join("build");
    let mut failures = Vec::new();
    let mut compared = 0;
    for rel in &pairs {
        let route = |side: &str| {
            let slug = rel.with_extension("");
            format!("{side}/{}", slug.to_string_lossy())
        };
        let (Ok(fast), Ok(exact)) = (std::fs::read_to_string(out.join(route("fast")).join("index.html")), std::fs::read_to_string(out.join(route("exact")).join("index.html"))) else {
            continue;
        };
        if !fast.contains("data-ferrosaurus-content") {
            continue; // the page needs JavaScript itself: both copies took the exact path
        }
        compared += 1;
        assert!(!exact.contains("data-ferrosaurus-content"), "exact/{} took the exact path", rel.display());
        let (a, b) = (content(&fast).replace(r#" data-ferrosaurus-content="""#, ""), content(&exact).replace("/exact/", "/fast/"));
        if a != b {
            let at = a.chars().zip(b.chars()).take_while(|(x, y)| x == y).count();
            let around = |s: &str| s.chars().skip(at.saturating_sub(150)).take(400).collect::<String>();
            failures.push(format!("{}:\n--- fast\n{}\n--- exact\n{}\n", rel.display(), around(&a), around(&b)));
        }
    }
    assert!(compared >= 20, "only {compared} compat docs were compared");
    assert!(failures.is_empty(), "{} of {compared} compat docs differ:\n{}", failures.len(), failures.join("\n"));
}
