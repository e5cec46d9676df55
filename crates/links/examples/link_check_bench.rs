//! Link-check throughput: generates N built pages that look like docs pages (a navbar, a
//! sidebar of 60 links, a TOC, body links to other pages and anchors, a few broken ones), then
//! times `check` over them and prints pages/s.
//!
//! `cargo run --release -p ferrosaurus-links --example link_check_bench -- 10000`

use std::fmt::Write as _;
use std::time::Instant;

use ferrosaurus_links::{check, CheckOptions, PageToCheck};

fn page_html(i: usize, n: usize) -> String {
    let mut html = String::with_capacity(24 * 1024);
    html.push_str("<!doctype html><html><head><meta charset=\"utf-8\"><link rel=\"stylesheet\" href=\"/assets/css/styles.css\">");
    html.push_str("<link rel=\"canonical\" href=\"https://example.com/docs/p\"><script src=\"/assets/js/main.js\"></script></head><body>");
    html.push_str("<nav class=\"navbar\"><a href=\"/\">Home</a><a href=\"/docs/p0\">Docs</a><a href=\"https://github.com/x\">GitHub</a></nav>");
    html.push_str("<aside><ul class=\"menu\">");
    for k in 0..60 {
        let _ = write!(html, "<li><a class=\"menu__link\" href=\"/docs/p{}\">Page {k}</a></li>", (i / 60 * 60 + k) % n);
    }
    html.push_str("</ul></aside><main><article><div class=\"markdown\">");
    let _ = write!(html, "<h1 id=\"top\">Page {i}</h1>");
    for s in 0..8 {
        let _ = write!(html, "<h2 id=\"section-{s}\">Section {s}<a href=\"#section-{s}\" class=\"hash-link\">#</a></h2>");
        html.push_str("<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore. ");
        let _ = write!(html, "See <a href=\"/docs/p{}#section-{}\">another page</a> and <a href=\"./p{}?tab=2\">a relative one</a>.", (i * 7 + s) % n, s % 8, (i + s + 1) % n);
        let _ = write!(html, "<img src=\"/img/figure.png\" srcset=\"/img/figure.png 1x, /img/figure@2x.png 2x\" alt=\"\"></p>");
    }
    if i.is_multiple_of(100) {
        html.push_str("<p><a href=\"/docs/missing\">broken</a> <a href=\"/docs/p1#nowhere\">broken anchor</a></p>");
    }
    html.push_str("</div></article><nav class=\"table-of-contents\">");
    for s in 0..8 {
        let _ = write!(html, "<a href=\"#section-{s}\">Section {s}</a>");
    }
    html.push_str("</nav></main><footer><a href=\"/docs/p0\">Docs</a><a href=\"mailto:a@example.com\">Mail</a></footer></body></html>");
    html
}

fn main() {
    let n: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(1000);
    let dir = tempfile::tempdir().expect("temp dir");
    let out = dir.path();
    for file in ["assets/css/styles.css", "assets/js/main.js", "img/figure.png", "img/figure@2x.png", "index.html"] {
        let path = out.join(file);
        std::fs::create_dir_all(path.parent().expect("parent")).expect("mkdir");
        std::fs::write(path, "x").expect("write");
    }
    let mut pages = Vec::with_capacity(n);
    let mut bytes = 0;
    for i in 0..n {
        let html = page_html(i, n);
        bytes += html.len();
        let rel = format!("docs/p{i}/index.html");
        let path = out.join(&rel);
        std::fs::create_dir_all(path.parent().expect("parent")).expect("mkdir");
        std::fs::write(&path, html).expect("write");
        pages.push(PageToCheck::new(format!("/docs/p{i}"), rel).with_source(format!("docs/p{i}.md"), [("/docs/missing".to_owned(), 12)]));
    }
    pages.push(PageToCheck::new("/", "index.html"));
    let start = Instant::now();
    let report = check(out, &pages, &CheckOptions::new("/"));
    let elapsed = start.elapsed().as_secs_f64();
    println!(
        "{} pages ({:.1} MiB of HTML), {} links checked in {:.3} s: {:.0} pages/s, {:.0} MiB/s on {} threads",
        pages.len(),
        bytes as f64 / 1048576.0,
        report.links_checked,
        elapsed,
        pages.len() as f64 / elapsed,
        bytes as f64 / 1048576.0 / elapsed,
        rayon::current_num_threads(),
    );
    let broken: usize = report.broken_links.iter().map(|p| p.links.len()).sum();
    let anchors: usize = report.broken_anchors.iter().map(|p| p.links.len()).sum();
    println!("{broken} broken links on {} pages, {anchors} broken anchors on {} pages", report.broken_links.len(), report.broken_anchors.len());
}
