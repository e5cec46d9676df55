//! Helpers shared by the integration tests: a resolver that knows a few docs and assets, and a
//! one-call render.

#![allow(dead_code, unreachable_pub)]

use std::path::Path;

use ferrosaurus_markdown::{parse_front_matter, render, LinkResolver, MarkdownOptions, Rendered};

/// Knows every `.md`/`.mdx` target except those naming `missing`; maps it to `/docs/<stem>`.
/// Assets likewise become `/assets/<name>.0123abcd.<ext>`.
pub struct FixtureLinks;

fn file_name(target: &str) -> &str {
    let path = target.split(['#', '?']).next().unwrap_or(target);
    path.rsplit('/').next().unwrap_or(path)
}

impl LinkResolver for FixtureLinks {
    fn resolve_doc(&self, _from: &Path, target: &str) -> Option<String> {
        if target.contains("missing") {
            return None;
        }
        let name = file_name(target);
        let stem = name.rsplit_once('.').map_or(name, |(s, _)| s);
        let fragment = target.find('#').map_or("", |i| &target[i..]);
        Some(format!("/docs/{stem}{fragment}"))
    }

    fn resolve_asset(&self, _from: &Path, target: &str) -> Option<String> {
        if target.contains("missing") {
            return None;
        }
        let name = file_name(target);
        let (stem, ext) = name.rsplit_once('.').unwrap_or((name, "bin"));
        Some(format!("/assets/{stem}.0123abcd.{ext}"))
    }
}

/// Parses and renders `source` as the file `name`; a front matter error is returned as the
/// only diagnostic.
pub fn render_source(source: &str, name: &str, highlight: bool) -> Rendered {
    let file = Path::new(name);
    let mut opts = MarkdownOptions::new(&FixtureLinks);
    opts.highlight = highlight;
    match parse_front_matter(source, file) {
        Ok(parsed) => {
            let mut rendered = render(&parsed, file, &opts);
            let mut all = parsed.diagnostics.clone();
            all.append(&mut rendered.diagnostics);
            rendered.diagnostics = all;
            rendered
        }
        Err(d) => Rendered { diagnostics: vec![d], ..Rendered::default() },
    }
}

/// A readable dump of everything `render` returned.
pub fn describe(r: &Rendered) -> String {
    let mut s = String::new();
    s.push_str("=== html\n");
    s.push_str(&r.html);
    s.push_str("\n=== toc\n");
    for t in &r.toc {
        s.push_str(&format!("{} #{} {}\n", t.level, t.id, t.value));
    }
    s.push_str(&format!("=== title: {:?}\n=== excerpt: {:?}\n=== sections\n", r.content_title, r.excerpt));
    for sec in &r.sections {
        s.push_str(&format!("[{}] #{:?} tags={:?}: {}\n", sec.title, sec.anchor, sec.tags, sec.text));
    }
    let hrefs: Vec<&str> = r.links.iter().map(|l| l.href.as_str()).collect();
    s.push_str(&format!("=== links: {hrefs:?}\n=== diagnostics\n"));
    for d in &r.diagnostics {
        s.push_str(&format!("{d}\n"));
    }
    if !r.js_constructs.is_empty() {
        s.push_str("=== needs the JS path\n");
        for c in &r.js_constructs {
            s.push_str(&format!("{}: {:?}\n", c.line, c.kind));
        }
    }
    s
}
