//! The golden normalizer: turns one built site (Docusaurus's or ferrosaurus's) into text that
//! can be compared file by file, with what legitimately differs between two builds removed.
//!
//! Per HTML page, [`summarize`] keeps these sections:
//! - `html` / `body`: the attributes of `<html>` and `<body>`, sorted by name, class tokens
//!   sorted; `data-has-hydrated` included;
//! - `head`: every `<meta>`, `<title>` and `<link>` of `<head>`, attributes sorted, without
//!   helmet's `data-rh` marker and without the asset plumbing (stylesheets, scripts, preloads,
//!   the `generator` meta, which names the tool), the viewport's value in one spelling (the
//!   HTML minifiers of Docusaurus's two bundlers write it differently), in document order;
//! - `structured data`: the `application/ld+json` scripts of `<head>`;
//! - `links`: the `href` of every `<a>` of `<body>` that points into the site (starts with `/`),
//!   in document order: the link form `trailingSlash` and `baseUrl` decide;
//! - `structure`: the element outline of `<body>` (tag, id, classes), CSS-module hashes
//!   (`docItemContainer_Djhp`, `docItemContainer_AIbrnW`) and asset hashes removed, SVG
//!   insides, scripts and React's `<link>` resource hints skipped. Left out (empty) for variants stored [`Detail::Head`].
//!
//! [`site_files`] lists the output files a host would serve, without the bundles (`assets/`)
//! and ferrosaurus's own data files (`__data/`).
//!
//! Used by `tests/golden.rs` and by `examples/golden_normalize.rs` (which
//! `benches/docusaurus/golden.sh` runs over Docusaurus's build).
#![allow(dead_code, unreachable_pub)]

use std::cell::RefCell;
use std::rc::Rc;
use std::path::Path;

use lol_html::html_content::Element;
use lol_html::{element, text, HtmlRewriter, Settings};

/// The comparable parts of one HTML page.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct PageSummary {
    /// `<html>` attributes, `name="value"`, sorted.
    pub html: Vec<String>,
    /// `<body>` attributes, sorted.
    pub body: Vec<String>,
    /// Head tags, normalized, in document order.
    pub head: Vec<String>,
    /// `application/ld+json` scripts of the head.
    pub structured_data: Vec<String>,
    /// The body's internal link targets, in document order.
    pub links: Vec<String>,
    /// The body's element outline, one element per line, indented by depth.
    pub structure: Vec<String>,
}

const SECTIONS: [&str; 6] = ["html", "body", "head", "structured data", "links", "structure"];

/// How much of each page a variant of the fixture stores.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Detail {
    /// Every section.
    Full,
    /// Everything but the body's outline (variants that only change URLs and head tags).
    Head,
}

impl Detail {
    /// `full` or `head`, as written in `golden/variants.txt`.
    pub fn parse(word: &str) -> Option<Self> {
        match word {
            "full" => Some(Detail::Full),
            "head" => Some(Detail::Head),
            _ => None,
        }
    }
}

impl PageSummary {
    /// The text form stored in `expected/pages/<file>.txt`: one `## section` per part.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        for (name, lines) in SECTIONS.iter().zip([&self.html, &self.body, &self.head, &self.structured_data, &self.links, &self.structure]) {
            out.push_str(&format!("## {name}\n"));
            for line in lines {
                out.push_str(line);
                out.push('\n');
            }
        }
        out
    }

    /// Reads [`PageSummary::to_text`] back.
    pub fn from_text(text: &str) -> Self {
        let mut summary = PageSummary::default();
        let mut current: Option<&mut Vec<String>> = None;
        for line in text.lines() {
            if let Some(name) = line.strip_prefix("## ") {
                current = match name {
                    "html" => Some(&mut summary.html),
                    "body" => Some(&mut summary.body),
                    "head" => Some(&mut summary.head),
                    "structured data" => Some(&mut summary.structured_data),
                    "links" => Some(&mut summary.links),
                    "structure" => Some(&mut summary.structure),
                    _ => None,
                };
                continue;
            }
            if let Some(lines) = current.as_mut() {
                lines.push(line.to_string());
            }
        }
        summary
    }

    /// The head tags sorted: which tags differ, whatever their order.
    pub fn head_set(&self) -> Vec<String> {
        let mut tags = self.head.clone();
        tags.sort();
        tags
    }

    /// The structured data parsed (key order aside), or the text where it is not JSON.
    pub fn structured_values(&self) -> Vec<serde_json::Value> {
        self.structured_data.iter().map(|text| serde_json::from_str(text).unwrap_or_else(|_| serde_json::Value::String(text.clone()))).collect()
    }
}

/// Normalizes one page.
pub fn summarize(html: &str) -> PageSummary {
    let summary = RefCell::new(PageSummary::default());
    // the body's open elements, for the outline's depth
    let open_rc = Rc::new(RefCell::new(OpenElements::default()));
    let open = &open_rc;
    let title = RefCell::new(String::new());
    let ld_json = RefCell::new(String::new());
    let settings = Settings::new()
        .append_element_content_handler(element!("html", |el| {
            summary.borrow_mut().html = attributes(el);
            Ok(())
        }))
        .append_element_content_handler(element!("body", |el| {
            summary.borrow_mut().body = attributes(el);
            Ok(())
        }))
        .append_element_content_handler(element!("head meta, head link", |el| {
            if let Some(tag) = head_tag(el) {
                summary.borrow_mut().head.push(tag);
            }
            Ok(())
        }))
        .append_element_content_handler(text!("head title", |t| {
            title.borrow_mut().push_str(t.as_str());
            if t.last_in_text_node() {
                let text = decode(&std::mem::take(&mut *title.borrow_mut()));
                summary.borrow_mut().head.push(format!("<title>{}</title>", text.trim()));
            }
            Ok(())
        }))
        .append_element_content_handler(text!(r#"head script[type="application/ld+json"]"#, |t| {
            ld_json.borrow_mut().push_str(t.as_str());
            if t.last_in_text_node() {
                let json = std::mem::take(&mut *ld_json.borrow_mut());
                summary.borrow_mut().structured_data.push(json.trim().to_string());
            }
            Ok(())
        }))
        .append_element_content_handler(element!("body a[href]", |el| {
            let href = el.get_attribute("href").unwrap_or_default();
            if href.starts_with('/') && !href.starts_with("//") {
                summary.borrow_mut().links.push(normalize_value(&decode(&href)));
            }
            Ok(())
        }))
        .append_element_content_handler(element!("body *", |el| {
            let tag = el.tag_name();
            let mut open = open.borrow_mut();
            open.close_implied_by(&tag);
            let level = open.elements.len();
            let inside_skipped = open.elements.last().is_some_and(|e| e.skip_children);
            let mut skip_children = inside_skipped;
            if !inside_skipped {
                if matches!(tag.as_str(), "script" | "style" | "noscript" | "template" | "link") {
                    // `link`: React's resource hints (`<link rel="preload" as="image">`), written
                    // into the body when only the app is rendered (Docusaurus), into the head
                    // when the whole document is (ferrosaurus); left out with everything inside
                    skip_children = true;
                } else {
                    summary.borrow_mut().structure.push(format!("{}{}", "  ".repeat(level), outline_entry(el)));
                    skip_children = tag == "svg";
                }
            }
            if let Some(handlers) = el.end_tag_handlers() {
                let id = open.push(tag, skip_children);
                let open = Rc::clone(&open_rc);
                handlers.push(Box::new(move |_| {
                    open.borrow_mut().close(id);
                    Ok(())
                }));
            }
            Ok(())
        }));
    let mut rewriter = HtmlRewriter::new(settings, |_: &[u8]| {});
    let _ = rewriter.write(html.as_bytes());
    let _ = rewriter.end();
    summary.into_inner()
}

/// An open element of the body: its tag, an id to close exactly it, whether its insides are
/// left out of the outline (svg, script).
struct Open {
    id: usize,
    tag: String,
    skip_children: bool,
}

/// The body's open elements, as an HTML parser keeps them: minified HTML (Docusaurus's
/// `faster` build) leaves out the end tags HTML lets it leave out (`</li>`, `</p>`...), so a
/// start tag may close elements, as the HTML standard's tree construction closes them.
#[derive(Default)]
struct OpenElements {
    elements: Vec<Open>,
    next_id: usize,
}

/// Elements whose start closes an open `p` (HTML: "close a p element" in button scope).
const CLOSES_P: &[&str] = &[
    "address", "article", "aside", "blockquote", "details", "dialog", "div", "dl", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5",
    "h6", "header", "hgroup", "hr", "main", "menu", "nav", "ol", "p", "pre", "section", "summary", "table", "ul",
];

impl OpenElements {
    fn push(&mut self, tag: String, skip_children: bool) -> usize {
        self.next_id += 1;
        self.elements.push(Open { id: self.next_id, tag, skip_children });
        self.next_id
    }

    /// The element's end tag: it and what is still open inside it are closed.
    fn close(&mut self, id: usize) {
        if let Some(i) = self.elements.iter().rposition(|e| e.id == id) {
            self.elements.truncate(i);
        }
    }

    /// Closes the nearest open element named in `targets`, unless one named in `boundaries`
    /// is nearer (the scope the standard looks in).
    fn close_nearest(&mut self, targets: &[&str], boundaries: &[&str]) {
        for i in (0..self.elements.len()).rev() {
            let tag = self.elements[i].tag.as_str();
            if targets.contains(&tag) {
                self.elements.truncate(i);
                return;
            }
            if boundaries.contains(&tag) {
                return;
            }
        }
    }

    /// What the start of a `tag` element closes when its end tags were left out.
    fn close_implied_by(&mut self, tag: &str) {
        const BUTTON_SCOPE: &[&str] = &["applet", "caption", "html", "table", "td", "th", "marquee", "object", "template", "button"];
        if CLOSES_P.contains(&tag) {
            self.close_nearest(&["p"], BUTTON_SCOPE);
        }
        match tag {
            "li" => self.close_nearest(&["li"], &["ul", "ol", "menu"]),
            "dt" | "dd" => self.close_nearest(&["dt", "dd"], &["dl"]),
            "tr" => self.close_nearest(&["tr"], &["table", "thead", "tbody", "tfoot"]),
            "td" | "th" => self.close_nearest(&["td", "th"], &["tr", "table"]),
            "thead" | "tbody" | "tfoot" => self.close_nearest(&["thead", "tbody", "tfoot"], &["table"]),
            "option" => self.close_nearest(&["option"], &["select", "datalist", "optgroup"]),
            "optgroup" => self.close_nearest(&["optgroup", "option"], &["select"]),
            "rt" | "rp" => self.close_nearest(&["rt", "rp"], &["ruby"]),
            _ => {}
        }
    }
}

/// `name="value"` per attribute, sorted; class tokens normalized and sorted.
fn attributes(el: &Element<'_, '_>) -> Vec<String> {
    let mut out: Vec<String> = el
        .attributes()
        .iter()
        .filter(|a| a.name() != "data-rh" && a.name() != "suppresshydrationwarning")
        .map(|a| {
            let name = a.name();
            let value = if name == "class" { classes(&a.value()) } else { normalize_value(&decode(&a.value())) };
            format!("{name}=\"{value}\"")
        })
        .collect();
    out.sort();
    out
}

/// A head `<meta>`/`<link>` as text, or `None` for asset plumbing.
fn head_tag(el: &Element<'_, '_>) -> Option<String> {
    let tag = el.tag_name();
    let rel = el.get_attribute("rel").unwrap_or_default();
    if tag == "link" && ["stylesheet", "preload", "prefetch", "modulepreload"].contains(&rel.as_str()) {
        return None;
    }
    if tag == "meta" && el.get_attribute("name").as_deref() == Some("generator") {
        return None;
    }
    let mut attrs = attributes(el);
    if el.get_attribute("name").as_deref() == Some("viewport") {
        // Docusaurus writes `width=device-width, initial-scale=1.0`; its webpack build's HTML
        // minifier shortens it to `width=device-width,initial-scale=1`, its `faster` build does not
        attrs = attrs.iter().map(|a| if a.starts_with("content=") { a.replace(", ", ",").replace("initial-scale=1.0", "initial-scale=1") } else { a.clone() }).collect();
    }
    Some(format!("<{tag} {}>", attrs.join(" ")))
}

/// `tag#id.class.class` for the outline.
fn outline_entry(el: &Element<'_, '_>) -> String {
    let mut entry = el.tag_name();
    if let Some(id) = el.get_attribute("id") {
        entry.push('#');
        entry.push_str(&id);
    }
    if let Some(class) = el.get_attribute("class") {
        for token in classes(&class).split(' ').filter(|t| !t.is_empty()) {
            entry.push('.');
            entry.push_str(token);
        }
    }
    entry
}

/// Class tokens without CSS-module hashes, sorted.
fn classes(value: &str) -> String {
    let mut tokens: Vec<String> = value.split_whitespace().map(strip_module_hash).collect();
    tokens.sort();
    tokens.dedup();
    tokens.join(" ")
}

/// `docItemContainer_Djhp`, `breadcrumbsContainer_Z_bl` → `docItemContainer`,
/// `breadcrumbsContainer` (Docusaurus: 4 hash characters, ferrosaurus: 6). Infima's BEM names
/// (`menu__link`, `navbar__inner`, `pagination-nav__sublabel`) are kept.
pub fn strip_module_hash(token: &str) -> String {
    if is_bem_element(token) {
        return token.to_string();
    }
    let hash_char = |b: &u8| b.is_ascii_alphanumeric() || *b == b'_' || *b == b'-';
    for hash_len in [6, 4] {
        let Some(cut) = token.len().checked_sub(hash_len + 1) else { continue };
        let (local, rest) = token.split_at(cut);
        let hash = &rest.as_bytes()[1..];
        let bem_element = local.ends_with('_') && hash.iter().all(|b| b.is_ascii_lowercase() || *b == b'-');
        if rest.starts_with('_') && hash.iter().all(hash_char) && local.bytes().next().is_some_and(|b| b.is_ascii_alphabetic()) && !bem_element {
            return local.trim_end_matches('_').to_string();
        }
    }
    token.to_string()
}

/// `block__element` (lowercase words and hyphens on both sides): Infima's names, never a
/// CSS module's (whose local names are camelCase and whose hashes mix cases and digits).
fn is_bem_element(token: &str) -> bool {
    let lower = |part: &str| !part.is_empty() && part.bytes().all(|b| b.is_ascii_lowercase() || b == b'-');
    token.split_once("__").is_some_and(|(block, element)| lower(block) && element.split("__").all(lower))
}

/// Asset hashes in URLs (`styles.7354dd5b.css`) become `[hash]`.
fn normalize_value(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for (i, part) in value.split('.').enumerate() {
        if i > 0 {
            out.push('.');
        }
        if part.len() >= 8 && part.bytes().all(|b| b.is_ascii_hexdigit()) && part.bytes().any(|b| b.is_ascii_digit()) {
            out.push_str("[hash]");
        } else {
            out.push_str(part);
        }
    }
    out
}

fn decode(value: &str) -> String {
    html_escape::decode_html_entities(value).into_owned()
}

/// Whether `rel` is in `assets/` (bundles) or `__data/` (ferrosaurus's page and site data), at
/// the root or in a locale's folder (`fr/assets/`).
fn is_bundle_file(rel: &str) -> bool {
    let mut segments = rel.split('/');
    let in_bundles = |segment: Option<&str>| matches!(segment, Some("assets" | "__data"));
    let first = segments.next();
    in_bundles(first) || (segments.clone().count() > 1 && in_bundles(segments.next()))
}

/// The files of a build a host serves, relative and sorted, without the bundles and data
/// files ([`is_bundle_file`]).
pub fn site_files(root: &Path) -> Vec<String> {
    let mut files: Vec<String> = walkdir::WalkDir::new(root)
        .into_iter()
        .flatten()
        .filter(|e| e.file_type().is_file())
        .filter_map(|e| {
            let rel = e.path().strip_prefix(root).ok()?;
            Some(rel.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect::<Vec<_>>().join("/"))
        })
        .filter(|rel| !is_bundle_file(rel))
        .collect();
    files.sort();
    files
}

/// Writes the normalized form of the build at `build` into `out`: `files.txt` and one
/// `pages/<file>.txt` per HTML file, with the sections `detail` keeps.
pub fn write_expected(build: &Path, out: &Path, detail: Detail) -> std::io::Result<usize> {
    let files = site_files(build);
    std::fs::create_dir_all(out)?;
    std::fs::write(out.join("files.txt"), files.iter().map(|f| format!("{f}\n")).collect::<String>())?;
    let mut pages = 0;
    for file in files.iter().filter(|f| f.ends_with(".html")) {
        let html = std::fs::read_to_string(build.join(file))?;
        let target = out.join("pages").join(format!("{file}.txt"));
        std::fs::create_dir_all(target.parent().unwrap_or(out))?;
        let mut summary = summarize(&html);
        if detail == Detail::Head {
            summary.structure.clear();
        }
        std::fs::write(target, summary.to_text())?;
        pages += 1;
    }
    Ok(pages)
}
