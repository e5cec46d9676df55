//! Links and images: `.md`/`.mdx` links become the doc's URL through the [`LinkResolver`]
//! (a missing doc is reported as `onBrokenMarkdownLinks` says), relative files and images
//! become their hashed copies, external links open in a new tab, `javascript:` links become
//! `#`, and bare `https://`/`www.` URLs in text become links (GFM autolink literals). Every
//! href is recorded with its line for the link checker.
//!
//! [`LinkResolver`]: crate::LinkResolver

use ferrosaurus_core::{Diagnostic, ReportingSeverity, Severity};
use pulldown_cmark::{CowStr, Event, Tag, TagEnd};

use super::pipeline::{Chain, Next, Pass, Piece};
use super::plain_text;
use crate::escape::push_escaped;
use crate::prepass::{has_scheme, is_relative_url};
use crate::SourceLink;

/// An image being read: its alt text comes as the events inside it.
struct Image {
    src: String,
    title: String,
    alt: String,
}

/// Rewrites links and images and records every href.
#[derive(Default)]
pub(super) struct Links {
    /// Links open around the current event.
    link_depth: usize,
    image: Option<Image>,
    links: Vec<SourceLink>,
}

impl Links {
    /// Every href written, with its line, in document order.
    pub(super) fn into_links(self) -> Vec<SourceLink> {
        self.links
    }
}

impl<'e> Pass<'e> for Links {
    #[inline(always)]
    fn take(&mut self, piece: Piece<'_, 'e>, next: &mut Next<'_, 'e, impl Chain<'e>>) {
        match piece {
            Piece::Text(text) => match &mut self.image {
                Some(image) => image.alt.push_str(text),
                None => next.send(piece),
            },
            Piece::Event(event) => self.event(event, next),
            other => next.send(other),
        }
    }
}

impl Links {
    fn event<'e>(&mut self, event: Event<'e>, next: &mut Next<'_, 'e, impl Chain<'e>>) {
        if let Some(image) = &mut self.image {
            if !stays_in_image(&event) {
                image.alt.push_str(plain_text::of(&event).unwrap_or_default());
                return;
            }
        }
        match event {
            Event::Start(Tag::Link { dest_url, title, .. }) => self.open_link(&dest_url, &title, next),
            Event::End(TagEnd::Link) => {
                self.link_depth = self.link_depth.saturating_sub(1);
                next.html("</a>".to_owned());
            }
            Event::Start(Tag::Image { dest_url, title, .. }) => {
                let src = image_src(&dest_url, next);
                self.image = Some(Image { src, title: title.to_string(), alt: String::new() });
            }
            Event::End(TagEnd::Image) => {
                if let Some(image) = self.image.take() {
                    next.html(image_tag(&image));
                }
            }
            Event::Text(text) if self.link_depth == 0 && has_bare_url(&text) => {
                next.text(&text);
                let html = self.autolink(&text, next.line());
                next.html(html);
            }
            other => next.event(other),
        }
    }

    fn open_link<'e>(&mut self, dest: &str, title: &str, next: &mut Next<'_, 'e, impl Chain<'e>>) {
        let forced_plain = dest.starts_with("pathname://");
        let href = link_href(dest, next);
        let mut tag = String::from("<a href=\"");
        push_escaped(&mut tag, &href);
        tag.push('"');
        if !title.is_empty() {
            tag.push_str(" title=\"");
            push_escaped(&mut tag, title);
            tag.push('"');
        }
        if forced_plain {
            // Docusaurus does not check a `pathname://` link; the checker skips it by this mark
            tag.push_str(" data-no-broken-link-check=\"\"");
        } else if is_external(&href) {
            tag.push_str(" target=\"_blank\" rel=\"noopener noreferrer\"");
        }
        tag.push('>');
        let line = next.line();
        self.links.push(SourceLink { href, line });
        self.link_depth += 1;
        next.event(Event::Html(CowStr::from(tag)));
    }

    /// Text with bare `https://` / `www.` URLs turned into links (GFM autolink literals).
    fn autolink(&mut self, text: &str, line: usize) -> String {
        let mut html = String::with_capacity(text.len() + 64);
        let mut rest = text;
        while let Some((start, end)) = find_bare_url(rest) {
            push_escaped(&mut html, &rest[..start]);
            let url = &rest[start..end];
            let href = if url.starts_with("www.") { format!("http://{url}") } else { url.to_owned() };
            html.push_str("<a href=\"");
            push_escaped(&mut html, &href);
            html.push_str("\" target=\"_blank\" rel=\"noopener noreferrer\">");
            push_escaped(&mut html, url);
            html.push_str("</a>");
            self.links.push(SourceLink { href, line });
            rest = &rest[end..];
        }
        push_escaped(&mut html, rest);
        html
    }
}

/// Inside an image, text and inline formatting are its alt text; links, images and raw HTML
/// are written as they are.
fn stays_in_image(event: &Event<'_>) -> bool {
    matches!(
        event,
        Event::Start(Tag::Link { .. } | Tag::Image { .. })
            | Event::End(TagEnd::Link | TagEnd::Image)
            | Event::Html(_)
            | Event::InlineHtml(_)
    )
}

fn image_tag(image: &Image) -> String {
    let mut tag = String::from("<img src=\"");
    push_escaped(&mut tag, &image.src);
    tag.push_str("\" alt=\"");
    push_escaped(&mut tag, &image.alt);
    tag.push('"');
    if !image.title.is_empty() {
        tag.push_str(" title=\"");
        push_escaped(&mut tag, &image.title);
        tag.push('"');
    }
    tag.push_str(" loading=\"lazy\">");
    tag
}

/// The final href of a Markdown link.
fn link_href<'e>(dest: &str, next: &mut Next<'_, 'e, impl Chain<'e>>) -> String {
    if let Some(path) = dest.strip_prefix("pathname://") {
        return path.to_owned();
    }
    let (file, opts) = (next.file(), next.opts());
    if dest.trim_start().to_ascii_lowercase().starts_with("javascript:") {
        next.report(Diagnostic::warning("a `javascript:` link was replaced by `#`").at_line(file, next.line()));
        return "#".to_owned();
    }
    let path = dest.split(['#', '?']).next().unwrap_or(dest);
    let lower = path.to_ascii_lowercase();
    let doc_link = (lower.ends_with(".md") || lower.ends_with(".mdx")) && (is_relative_url(dest) || dest.starts_with('/'));
    if !doc_link && !is_relative_url(dest) {
        // `/docs/a` on a site served under `/proj/` is `/proj/docs/a`, as `@docusaurus/Link` has it
        return ferrosaurus_core::url::internal_link(dest, &opts.base_url, opts.trailing_slash);
    }
    if doc_link {
        if let Some(href) = opts.resolver.resolve_doc(file, dest) {
            return href;
        }
        if let Some(severity) = broken_link_severity(opts.on_broken_markdown_links) {
            next.report(
                Diagnostic::new(severity, format!("Markdown link `{dest}` points to a doc that does not exist"))
                    .at_line(file, next.line())
                    .with_help("check the relative path and file extension"),
            );
        }
        return dest.to_owned();
    }
    if has_file_extension(path) {
        if let Some(url) = opts.resolver.resolve_asset(file, dest) {
            return url;
        }
    }
    dest.to_owned()
}

/// What a link to a missing doc is reported as (`onBrokenMarkdownLinks`); `None`: not at all.
fn broken_link_severity(setting: ReportingSeverity) -> Option<Severity> {
    match setting {
        ReportingSeverity::Ignore => None,
        ReportingSeverity::Log | ReportingSeverity::Warn => Some(Severity::Warning),
        ReportingSeverity::Throw => Some(Severity::Error),
    }
}

/// The final src of a Markdown image: a relative one through the resolver (an error when the
/// file does not exist).
fn image_src<'e>(dest: &str, next: &mut Next<'_, 'e, impl Chain<'e>>) -> String {
    if !is_relative_url(dest) {
        // `/img/logo.svg` (a static file) is served under the site's base URL
        return ferrosaurus_core::url::with_base_url(dest, &next.opts().base_url);
    }
    let file = next.file();
    match next.opts().resolver.resolve_asset(file, dest) {
        Some(url) => url,
        None => {
            next.report(
                Diagnostic::error(format!("image `{dest}` not found"))
                    .at_line(file, next.line())
                    .with_help("the path is relative to the Markdown file"),
            );
            dest.to_owned()
        }
    }
}

fn is_external(href: &str) -> bool {
    href.starts_with("//") || has_scheme(href)
}

/// True when the last path segment has an extension (a file to copy), `.html` excepted.
fn has_file_extension(path: &str) -> bool {
    let name = path.rsplit('/').next().unwrap_or(path);
    name.rfind('.').is_some_and(|dot| dot > 0 && dot + 1 < name.len() && !name.ends_with(".html"))
}

fn has_bare_url(text: &str) -> bool {
    text.contains("http://") || text.contains("https://") || text.contains("www.")
}

/// The next bare URL in `text` as a byte range.
fn find_bare_url(text: &str) -> Option<(usize, usize)> {
    let candidates = ["https://", "http://", "www."];
    let start = candidates
        .iter()
        .filter_map(|p| text.find(p))
        .filter(|&i| i == 0 || !text.as_bytes()[i - 1].is_ascii_alphanumeric())
        .min()?;
    let tail = &text[start..];
    let mut end = tail.find(|c: char| c.is_whitespace() || c == '<').unwrap_or(tail.len());
    // Trailing punctuation is not part of the URL.
    while end > 0 && tail[..end].ends_with(['.', ',', ':', ';', '!', '?', '"', '\'', ')', '*', '_', '~']) {
        if tail[..end].ends_with(')') && tail[..end].matches('(').count() >= tail[..end].matches(')').count() {
            break;
        }
        end -= 1;
    }
    let scheme_len = if tail.starts_with("www.") { 4 } else { tail.find("//").map_or(0, |i| i + 2) };
    if end <= scheme_len || !tail[scheme_len..end].contains('.') && tail.starts_with("www.") {
        return None;
    }
    Some((start, start + end))
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;
    use crate::render::pipeline::chain;
    use crate::render::pipeline::testing::render_with;
    use crate::{LinkResolver, MarkdownOptions};

    /// Knows the docs and files whose names do not contain `missing`.
    struct Known;

    impl LinkResolver for Known {
        fn resolve_doc(&self, _from: &Path, target: &str) -> Option<String> {
            let (path, fragment) = target.split_once('#').map_or((target, String::new()), |(p, f)| (p, format!("#{f}")));
            let stem = path.trim_start_matches("./").trim_start_matches('/').trim_end_matches(".mdx").trim_end_matches(".md");
            (!target.contains("missing")).then(|| format!("/docs/{stem}{fragment}"))
        }
        fn resolve_asset(&self, _from: &Path, target: &str) -> Option<String> {
            (!target.contains("missing")).then(|| format!("/assets/{}", target.trim_start_matches("./")))
        }
    }

    /// HTML, recorded hrefs with lines, and diagnostics of `markdown` through the links pass.
    fn links_of(markdown: &str, on_broken: ReportingSeverity) -> (String, Vec<(String, usize)>, Vec<String>) {
        let mut opts = MarkdownOptions::new(&Known);
        opts.on_broken_markdown_links = on_broken;
        let mut links = Links::default();
        let (html, diagnostics) = render_with(markdown, &opts, chain![&mut links]);
        let hrefs = links.into_links().into_iter().map(|l| (l.href, l.line)).collect();
        (html, hrefs, diagnostics)
    }

    #[test]
    fn link_resolution() {
        let cases = [
            ("[a](./intro.md#setup)", "<a href=\"/docs/intro#setup\">", "/docs/intro#setup"),
            ("[a](/abs/page.mdx)", "<a href=\"/docs/abs/page\">", "/docs/abs/page"),
            ("[a](missing.md)", "<a href=\"missing.md\">", "missing.md"),
            ("[a](./manual.pdf)", "<a href=\"/assets/manual.pdf\">", "/assets/manual.pdf"),
            ("[a](./page.html)", "<a href=\"./page.html\">", "./page.html"),
            ("[a](../folder/)", "<a href=\"../folder/\">", "../folder/"),
            ("[a](/docs/x)", "<a href=\"/docs/x\">", "/docs/x"),
            ("[a](https://x.io \"T\")", "<a href=\"https://x.io\" title=\"T\" target=\"_blank\" rel=\"noopener noreferrer\">", "https://x.io"),
            ("[a](//cdn.io/x)", "<a href=\"//cdn.io/x\" target=\"_blank\" rel=\"noopener noreferrer\">", "//cdn.io/x"),
            ("[a](pathname:///raw.html)", "<a href=\"/raw.html\" data-no-broken-link-check=\"\">", "/raw.html"),
            ("[a](JavaScript:alert(1))", "<a href=\"#\">", "#"),
        ];
        for (markdown, tag, href) in cases {
            let (html, hrefs, _) = links_of(markdown, ReportingSeverity::Warn);
            assert!(html.contains(tag), "{markdown}: {html}");
            assert_eq!(hrefs, [(href.to_owned(), 1)], "{markdown}");
        }
    }

    /// An absolute link is written as `@docusaurus/Link` writes it: with the site's base URL
    /// in front (unless it has it) and the `trailingSlash` policy applied (not to files).
    /// `pathname://` and external links are left alone.
    #[test]
    fn absolute_links_get_the_base_url_and_the_trailing_slash_policy() {
        let mut opts = MarkdownOptions::new(&Known);
        opts.base_url = "/proj/".to_owned();
        opts.trailing_slash = Some(true);
        let cases = [
            ("![logo](/img/logo.svg)", "/proj/img/logo.svg"),
            ("[a](/guides/x#y)", "/proj/guides/x/#y"),
            ("[a](/proj/guides/x)", "/proj/guides/x/"),
            ("[a](/files/spec.pdf)", "/proj/files/spec.pdf"),
            ("[a](pathname:///raw.html)", "/raw.html"),
            ("[a](https://x.io/a)", "https://x.io/a"),
            ("[a](#here)", "#here"),
        ];
        for (markdown, href) in cases {
            let mut links = Links::default();
            let (html, _) = render_with(markdown, &opts, chain![&mut links]);
            assert!(html.contains(&format!("href=\"{href}\"")) || html.contains(&format!("src=\"{href}\"")), "{markdown}: {html}");
        }
    }

    #[test]
    fn broken_doc_links_follow_the_setting() {
        let cases = [
            (ReportingSeverity::Ignore, None),
            (ReportingSeverity::Log, Some("warning")),
            (ReportingSeverity::Warn, Some("warning")),
            (ReportingSeverity::Throw, Some("error")),
        ];
        for (setting, expected) in cases {
            let (_, _, diagnostics) = links_of("text\n\n[a](./missing.md)", setting);
            match expected {
                None => assert!(diagnostics.is_empty(), "{setting:?}: {diagnostics:?}"),
                Some(severity) => {
                    assert_eq!(diagnostics.len(), 1, "{setting:?}");
                    assert!(diagnostics[0].contains(severity), "{}", diagnostics[0]);
                    assert!(diagnostics[0].contains("docs/test.md:3"), "{}", diagnostics[0]);
                    assert!(diagnostics[0].contains("`./missing.md` points to a doc that does not exist"), "{}", diagnostics[0]);
                }
            }
        }
    }

    #[test]
    fn images() {
        let cases = [
            ("![a *b*](./pic.png \"T\")", "<img src=\"/assets/pic.png\" alt=\"a b\" title=\"T\" loading=\"lazy\">", 0),
            ("![x](https://x.io/p.png)", "<img src=\"https://x.io/p.png\" alt=\"x\" loading=\"lazy\">", 0),
            ("![x](./missing.png)", "<img src=\"./missing.png\" alt=\"x\" loading=\"lazy\">", 1),
            ("![x <b>y</b>](p.png)", "<b></b><img src=\"/assets/p.png\" alt=\"x y\" loading=\"lazy\">", 0),
        ];
        for (markdown, img, diagnostics) in cases {
            let (html, _, found) = links_of(markdown, ReportingSeverity::Warn);
            assert_eq!(html, format!("<p>{img}</p>\n"), "{markdown}");
            assert_eq!(found.len(), diagnostics, "{markdown}: {found:?}");
        }
    }

    #[test]
    fn bare_urls_become_links_outside_links() {
        let (html, hrefs, _) = links_of("see https://a.io/x. or www.b.com\n\n[https://c.io](https://c.io)", ReportingSeverity::Warn);
        assert!(html.contains("see <a href=\"https://a.io/x\" target=\"_blank\" rel=\"noopener noreferrer\">https://a.io/x</a>. or <a href=\"http://www.b.com\""), "{html}");
        assert!(html.contains(">https://c.io</a>"), "{html}");
        let hrefs: Vec<&str> = hrefs.iter().map(|(h, _)| h.as_str()).collect();
        assert_eq!(hrefs, ["https://a.io/x", "http://www.b.com", "https://c.io"]);
    }

    #[test]
    fn bare_urls() {
        assert_eq!(find_bare_url("see https://a.io/x."), Some((4, 18)));
        assert_eq!(find_bare_url("go to www.x.com, now"), Some((6, 15)));
        assert_eq!(find_bare_url("no url"), None);
        assert_eq!(find_bare_url("(https://a.io/b_(c))"), Some((1, 19)));
        assert_eq!(find_bare_url("xhttps://a.io"), None);
    }

    #[test]
    fn file_extensions() {
        for (path, has) in [("a.pdf", true), ("./x/a.tar.gz", true), ("a.html", false), (".env", false), ("dir/", false), ("a.", false)] {
            assert_eq!(has_file_extension(path), has, "{path}");
        }
    }
}
