//! GFM footnotes the way remark-gfm writes them: references numbered by first use, and the
//! definitions gathered in a `section.footnotes` at the end of the page, each with links back
//! to its references. Two passes: references are numbered where they stand (before the
//! headings pass, so a reference in a heading is written into it), definitions are collected
//! late (after the headings pass; a heading inside a definition stays where it is written).

use std::collections::HashMap;

use pulldown_cmark::{CowStr, Event, Tag, TagEnd};

use super::pipeline::{Chain, Next, Pass, Piece};

/// Numbers footnote references and writes their links.
#[derive(Debug, Default)]
pub(super) struct FootnoteReferences {
    /// Labels in order of first reference, with their reference count.
    referenced: Vec<(String, usize)>,
}

impl FootnoteReferences {
    /// The labels referenced, in order of first reference, with their reference count.
    pub(super) fn into_referenced(self) -> Vec<(String, usize)> {
        self.referenced
    }
}

impl<'e> Pass<'e> for FootnoteReferences {
    #[inline(always)]
    fn take(&mut self, piece: Piece<'_, 'e>, next: &mut Next<'_, 'e, impl Chain<'e>>) {
        let Piece::Event(Event::FootnoteReference(label)) = piece else { return next.send(piece) };
        let label = label.to_string();
        let id = footnote_id(&label);
        let (n, count) = match self.referenced.iter().position(|(l, _)| *l == label) {
            Some(i) => {
                self.referenced[i].1 += 1;
                (i + 1, self.referenced[i].1)
            }
            None => {
                self.referenced.push((label, 1));
                (self.referenced.len(), 1)
            }
        };
        let suffix = if count == 1 { String::new() } else { format!("-{count}") };
        next.html(format!(
            "<sup><a href=\"#user-content-fn-{id}\" id=\"user-content-fnref-{id}{suffix}\" data-footnote-ref=\"true\" aria-describedby=\"footnote-label\">{n}</a></sup>"
        ));
    }
}

/// Takes footnote definitions out of the page, to be written at its end.
#[derive(Debug, Default)]
pub(super) struct FootnoteDefinitions<'e> {
    /// The definition being read: its label and events.
    open: Option<(String, Vec<Event<'e>>)>,
    /// Definitions by label (the first one of a label wins).
    definitions: HashMap<String, Vec<Event<'e>>>,
}

impl<'e> FootnoteDefinitions<'e> {
    /// The definitions' events by label.
    pub(super) fn into_definitions(self) -> HashMap<String, Vec<Event<'e>>> {
        self.definitions
    }
}

impl<'e> Pass<'e> for FootnoteDefinitions<'e> {
    #[inline(always)]
    fn take(&mut self, piece: Piece<'_, 'e>, next: &mut Next<'_, 'e, impl Chain<'e>>) {
        match piece {
            Piece::Event(Event::Start(Tag::FootnoteDefinition(label))) => {
                self.open = Some((label.to_string(), Vec::new()));
            }
            Piece::Event(Event::End(TagEnd::FootnoteDefinition)) => {
                if let Some((label, events)) = self.open.take() {
                    self.definitions.entry(label).or_insert(events);
                }
            }
            Piece::Event(event) => match &mut self.open {
                Some((_, events)) => events.push(event),
                None => next.event(event),
            },
            other => next.send(other),
        }
    }
}

/// The footnotes section: one item per referenced label, in order of first reference, with
/// its definition and a back link per reference. Nothing when no footnote is referenced.
pub(super) fn write_section(html: &mut String, referenced: &[(String, usize)], mut definitions: HashMap<String, Vec<Event<'_>>>) {
    if referenced.is_empty() {
        return;
    }
    html.push_str("<section data-footnotes=\"true\" class=\"footnotes\"><h2 class=\"anchor anchorWithStickyNavbar sr-only\" id=\"footnote-label\">Footnotes<a href=\"#footnote-label\" class=\"hash-link\" aria-label=\"Direct link to Footnotes\" title=\"Direct link to Footnotes\">&#8203;</a></h2>\n<ol>\n");
    for (n, (label, count)) in referenced.iter().enumerate() {
        let id = footnote_id(label);
        html.push_str(&format!("<li id=\"user-content-fn-{id}\">\n"));
        let mut backrefs = String::new();
        for k in 1..=*count {
            let suffix = if k == 1 { String::new() } else { format!("-{k}") };
            backrefs.push_str(&format!(
                " <a href=\"#user-content-fnref-{id}{suffix}\" data-footnote-backref=\"\" aria-label=\"Back to reference {}\" class=\"data-footnote-backref\">↩</a>",
                n + 1
            ));
        }
        let mut events = definitions.remove(label).unwrap_or_default();
        // as mdast-util-to-hast (and Docusaurus) write it: at the end of the last paragraph
        if matches!(events.last(), Some(Event::End(TagEnd::Paragraph))) {
            events.insert(events.len() - 1, Event::Html(CowStr::from(backrefs)));
            pulldown_cmark::html::push_html(html, events.into_iter());
        } else {
            pulldown_cmark::html::push_html(html, events.into_iter());
            html.push_str(&backrefs);
        }
        if !html.ends_with('\n') {
            html.push('\n');
        }
        html.push_str("</li>\n");
    }
    html.push_str("</ol>\n</section>\n");
}

/// A footnote label as an id fragment: lowercase, anything but letters, digits, `-` and `_`
/// turned into `-`.
fn footnote_id(label: &str) -> String {
    label
        .chars()
        .map(|c| if c.is_alphanumeric() || c == '-' || c == '_' { c.to_ascii_lowercase() } else { '-' })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::pipeline::chain;
    use crate::render::pipeline::testing::render_with;
    use crate::MarkdownOptions;

    /// The page HTML with the footnotes section written after it.
    fn footnotes_of(markdown: &str) -> String {
        let opts = MarkdownOptions::new(&crate::NoLinks);
        let (mut references, mut definitions) = (FootnoteReferences::default(), FootnoteDefinitions::default());
        let (mut html, _) = render_with(markdown, &opts, chain![&mut references, &mut definitions]);
        write_section(&mut html, &references.into_referenced(), definitions.into_definitions());
        html
    }

    #[test]
    fn references_are_numbered_by_first_use() {
        let html = footnotes_of("b[^b] a[^a] b[^b]\n\n[^a]: A.\n[^b]: B.");
        let sups: Vec<&str> = html.match_indices("aria-describedby=\"footnote-label\">").map(|(i, m)| &html[i + m.len()..i + m.len() + 1]).collect();
        assert_eq!(sups, ["1", "2", "1"]);
        assert!(html.contains("id=\"user-content-fnref-b-2\""), "{html}");
        let b = html.find("<li id=\"user-content-fn-b\">").unwrap();
        let a = html.find("<li id=\"user-content-fn-a\">").unwrap();
        assert!(b < a, "{html}");
        assert!(html.contains("<a href=\"#user-content-fnref-b-2\" data-footnote-backref=\"\" aria-label=\"Back to reference 1\""), "{html}");
    }

    #[test]
    fn definitions_move_to_the_end() {
        let html = footnotes_of("[^n]: Defined first.\n\nText[^n] after.");
        assert!(html.starts_with("<p>Text<sup>"), "{html}");
        // the back reference ends the last paragraph, as Docusaurus 3.10 writes it
        assert!(html.contains("<li id=\"user-content-fn-n\">\n<p>Defined first. <a href=\"#user-content-fnref-n\""), "{html}");
        assert!(html.contains("↩</a></p>\n</li>"), "{html}");
    }

    #[test]
    fn unreferenced_definitions_and_no_references_write_nothing() {
        assert_eq!(footnotes_of("[^x]: Never used.\n\nText."), "<p>Text.</p>\n");
    }

    #[test]
    fn ids_of_labels() {
        for (label, id) in [("1", "1"), ("Note", "note"), ("a b.c", "a-b-c"), ("x_y-z", "x_y-z"), ("Ünï", "Ünï")] {
            assert_eq!(footnote_id(label), id, "{label}");
        }
    }
}
