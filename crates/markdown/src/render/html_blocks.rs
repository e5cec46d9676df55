//! Raw HTML: comments are dropped (ferrosaurus's own `<!--ferrosaurus:…-->` placeholders are
//! kept), and the MDX layer's container markers `<!--fs:N-->` / `<!--fs:/N-->` are replaced by
//! their containers' markup (`containers`).

use pulldown_cmark::{CowStr, Event, Tag, TagEnd};

use super::containers::Containers;
use super::pipeline::{Chain, Next, Pass, Piece};

/// Rewrites HTML blocks and inline HTML.
pub(super) struct HtmlBlocks<'e> {
    containers: Containers<'e>,
    /// The HTML block being read.
    open: Option<String>,
}

impl<'e> HtmlBlocks<'e> {
    /// `containers`: what the MDX layer's markers stand for.
    pub(super) fn new(containers: Containers<'e>) -> Self {
        Self { containers, open: None }
    }
}

impl<'e> Pass<'e> for HtmlBlocks<'e> {
    #[inline(always)]
    fn take(&mut self, piece: Piece<'_, 'e>, next: &mut Next<'_, 'e, impl Chain<'e>>) {
        if let Some(block) = &mut self.open {
            match piece {
                Piece::Event(Event::Html(text) | Event::Text(text)) => block.push_str(&text),
                Piece::Event(Event::End(TagEnd::HtmlBlock)) => {
                    if let Some(block) = self.open.take() {
                        self.write_block(&block, next);
                    }
                }
                _ => {}
            }
            return;
        }
        match piece {
            Piece::Event(Event::Start(Tag::HtmlBlock)) => self.open = Some(String::new()),
            // Html outside an HtmlBlock does not occur, but it is handled the same way.
            Piece::Event(Event::Html(html)) => self.write_block(&html, next),
            Piece::Event(Event::InlineHtml(html)) => {
                if let Some(kept) = strip_comments(&html) {
                    next.event(Event::InlineHtml(CowStr::from(kept)));
                }
            }
            other => next.send(other),
        }
    }
}

impl HtmlBlocks<'_> {
    /// The block without its comments, each marker replaced by its container's markup.
    fn write_block<'e>(&mut self, block: &str, next: &mut Next<'_, 'e, impl Chain<'e>>) {
        let mut html = String::with_capacity(block.len());
        let mut rest = block;
        while let Some(start) = rest.find("<!--") {
            html.push_str(&rest[..start]);
            let after = &rest[start..];
            let Some(end) = after.find("-->") else {
                rest = "";
                break;
            };
            let comment = &after[..end + 3];
            if let Some(marker) = comment.strip_prefix("<!--fs:").and_then(|m| m.strip_suffix("-->")) {
                self.containers.marker(marker, &mut html, next);
            } else if comment.starts_with("<!--ferrosaurus:") {
                html.push_str(comment);
            }
            rest = &after[end + 3..];
        }
        html.push_str(rest);
        if !html.trim().is_empty() {
            next.html(html);
        }
    }
}

/// HTML with comments removed (except ferrosaurus placeholders); `None` when nothing is left.
fn strip_comments(html: &str) -> Option<String> {
    if !html.contains("<!--") {
        return Some(html.to_owned());
    }
    let mut out = String::new();
    let mut rest = html;
    while let Some(start) = rest.find("<!--") {
        out.push_str(&rest[..start]);
        let after = &rest[start..];
        let end = after.find("-->").map_or(after.len(), |e| e + 3);
        if after.starts_with("<!--ferrosaurus:") {
            out.push_str(&after[..end]);
        }
        rest = &after[end..];
    }
    out.push_str(rest);
    (!out.is_empty()).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::pipeline::chain;
    use crate::render::pipeline::testing::render_with;
    use crate::{MarkdownOptions, NoLinks};

    #[test]
    fn comments_are_removed() {
        assert_eq!(strip_comments("<!-- x -->"), None);
        assert_eq!(strip_comments("a<!-- x -->b").as_deref(), Some("ab"));
        assert_eq!(strip_comments("<!--ferrosaurus:math:0-->").as_deref(), Some("<!--ferrosaurus:math:0-->"));
    }

    #[test]
    fn html_blocks_and_inline_html() {
        let cases = [
            ("<!-- only a comment -->", ""),
            ("<div>\n<!-- note -->\n<p>kept</p>\n</div>", "<div>\n\n<p>kept</p>\n</div>"),
            ("<!--ferrosaurus:math:0-->", "<!--ferrosaurus:math:0-->"),
            ("a <b>b</b> <!-- c --> d", "<p>a <b>b</b>  d</p>\n"),
            ("<!-- unclosed", ""),
            ("<!--fs:7-->", ""),
        ];
        let opts = MarkdownOptions::new(&NoLinks);
        for (markdown, html) in cases {
            let mut pass = HtmlBlocks::new(Containers::new(&[]));
            assert_eq!(render_with(markdown, &opts, chain![&mut pass]).0, html, "{markdown}");
        }
    }
}
