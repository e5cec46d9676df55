//! The page's plain text for search and previews: one search section before the first heading
//! and one per h1-h3 (deeper headings' text stays in their section), and the excerpt, the first
//! line of the first top-level paragraph.

use pulldown_cmark::{Event, Tag, TagEnd};

use super::pipeline::{Chain, Depth, Next, Pass, Piece};
use super::plain_text;
use crate::escape::{collapse_whitespace, push_collapsed};
use crate::SearchSection;

/// Longest excerpt kept, in bytes. Docusaurus's excerpt is the first line of the first
/// paragraph with no length limit; this bound only cuts pathological one-line documents (a
/// 50 MB line would otherwise be repeated in the meta description, `og:description` and the
/// page data), far above any line a person writes (issue 13).
const EXCERPT_MAX_BYTES: usize = 4096;

/// The excerpt's paragraph being read.
struct ExcerptBuf {
    text: String,
    /// The paragraph went past its first line (Docusaurus's excerpt is one line).
    line_ended: bool,
}

/// Collects the search sections and the excerpt. The last reader of plain text: text pieces
/// stop here.
pub(super) struct Search {
    depth: Depth,
    sections: Vec<SearchSection>,
    excerpt: Option<String>,
    excerpt_buf: Option<ExcerptBuf>,
}

impl Default for Search {
    fn default() -> Self {
        let before_headings = SearchSection { title: String::new(), anchor: None, text: String::new(), tags: Vec::new() };
        Self { depth: Depth::default(), sections: vec![before_headings], excerpt: None, excerpt_buf: None }
    }
}

impl<'e> Pass<'e> for Search {
    #[inline(always)]
    fn take(&mut self, piece: Piece<'_, 'e>, next: &mut Next<'_, 'e, impl Chain<'e>>) {
        self.depth.observe(&piece);
        match piece {
            Piece::Text(text) => self.add_text(text),
            Piece::Heading(heading) => {
                if heading.level > 3 {
                    self.add_text(&heading.text);
                    self.add_text(" ");
                } else {
                    self.sections.push(SearchSection {
                        title: heading.text.clone(),
                        anchor: (heading.level > 1).then(|| heading.id.clone()),
                        text: String::new(),
                        tags: Vec::new(),
                    });
                }
                next.send(Piece::Heading(heading));
            }
            Piece::Event(event) => {
                self.excerpt_event(&event);
                if let Some(text) = plain_text::of(&event) {
                    self.add_text(text);
                }
                next.event(event);
            }
            Piece::Nest(_) => next.send(piece),
        }
    }
}

impl Search {
    /// Starts, ends or cuts the excerpt's paragraph.
    #[inline]
    fn excerpt_event(&mut self, event: &Event<'_>) {
        match event {
            Event::Start(Tag::Paragraph) if self.depth.is_top_level() && self.excerpt.is_none() => {
                self.excerpt_buf = Some(ExcerptBuf { text: String::new(), line_ended: false });
            }
            Event::End(TagEnd::Paragraph) => {
                if let Some(buf) = self.excerpt_buf.take() {
                    let text = bounded_excerpt(collapse_whitespace(&buf.text));
                    if !text.is_empty() {
                        self.excerpt = Some(text);
                    }
                }
            }
            Event::SoftBreak | Event::HardBreak => {
                if let Some(buf) = &mut self.excerpt_buf {
                    buf.line_ended = true;
                }
            }
            _ => {}
        }
    }

    fn add_text(&mut self, text: &str) {
        if let Some(buf) = &mut self.excerpt_buf {
            if !buf.line_ended && buf.text.len() <= EXCERPT_MAX_BYTES {
                buf.text.push_str(text);
            }
        }
        if let Some(section) = self.sections.last_mut() {
            push_collapsed(&mut section.text, text);
        }
    }

    /// The excerpt and the sections: text trimmed, an empty first section dropped, the front
    /// matter `tags` on the first one.
    pub(super) fn finish(mut self, tags: Vec<String>) -> (Option<String>, Vec<SearchSection>) {
        for section in &mut self.sections {
            let len = section.text.trim_end().len();
            section.text.truncate(len);
        }
        if self.sections.first().is_some_and(|s| s.text.is_empty() && s.title.is_empty()) {
            self.sections.remove(0);
        }
        if let Some(first) = self.sections.first_mut() {
            first.tags = tags;
        }
        (self.excerpt, self.sections)
    }
}

/// `text` cut to [`EXCERPT_MAX_BYTES`] at the last word boundary before it, with an ellipsis;
/// shorter text is returned as is.
fn bounded_excerpt(text: String) -> String {
    if text.len() <= EXCERPT_MAX_BYTES {
        return text;
    }
    let mut end = EXCERPT_MAX_BYTES;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    let cut = text[..end].rfind(' ').filter(|&i| i > 0).unwrap_or(end);
    let mut out = String::with_capacity(cut + 3);
    out.push_str(text[..cut].trim_end());
    out.push('\u{2026}');
    out
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;
    use crate::render::headings::Headings;
    use crate::render::pipeline::chain;
    use crate::render::pipeline::testing::render_with;
    use crate::MarkdownOptions;

    /// A section as (title, anchor, text).
    type Section = (String, Option<String>, String);
    /// Markdown and the sections it gives.
    type Case<'a> = (&'a str, &'a [(&'a str, Option<&'a str>, &'a str)]);

    /// The excerpt and the sections of `markdown`.
    fn search_of(markdown: &str) -> (Option<String>, Vec<Section>) {
        let opts = MarkdownOptions::new(&crate::NoLinks);
        let ids = HashMap::new();
        let (mut headings, mut search) = (Headings::new(&ids), Search::default());
        render_with(markdown, &opts, chain![&mut headings, &mut search]);
        let (excerpt, sections) = search.finish(vec!["tag".to_owned()]);
        (excerpt, sections.into_iter().map(|s| (s.title, s.anchor, s.text)).collect())
    }

    fn section(title: &str, anchor: Option<&str>, text: &str) -> Section {
        (title.to_owned(), anchor.map(str::to_owned), text.to_owned())
    }

    #[test]
    fn sections_split_at_h1_to_h3() {
        let cases: &[Case<'_>] = &[
            ("intro *text*\n\n## Setup\n\nrun `it`", &[("", None, "intro text"), ("Setup", Some("setup"), "run it")]),
            ("# Title\n\nbody", &[("Title", None, "body")]),
            ("## A\n\n#### Deep\n\nx\n\n### B", &[("A", Some("a"), "Deep x"), ("B", Some("b"), "")]),
            ("- one\n- two\n\n> quote", &[("", None, "one two quote")]),
            ("", &[]),
        ];
        for (markdown, expected) in cases {
            let sections: Vec<_> = expected.iter().map(|&(t, a, x)| section(t, a, x)).collect();
            assert_eq!(search_of(markdown).1, sections, "{markdown}");
        }
    }

    #[test]
    fn tags_go_on_the_first_section() {
        let opts = MarkdownOptions::new(&crate::NoLinks);
        let ids = HashMap::new();
        let (mut headings, mut search) = (Headings::new(&ids), Search::default());
        render_with("## A\n\n## B", &opts, chain![&mut headings, &mut search]);
        let (_, sections) = search.finish(vec!["t".to_owned()]);
        assert_eq!(sections[0].tags, ["t"]);
    }

    #[test]
    fn excerpt_is_the_first_line_of_the_first_top_level_paragraph() {
        let cases = [
            ("First *para*.\n\nSecond.", Some("First para.")),
            ("Line one\nline two", Some("Line one")),
            ("Hard  \nbreak", Some("Hard")),
            ("# Title\n\nBody", Some("Body")),
            ("- in a list\n\n> quoted\n\nTop", Some("Top")),
            ("```\ncode\n```", None),
            ("", None),
        ];
        for (markdown, excerpt) in cases {
            assert_eq!(search_of(markdown).0.as_deref(), excerpt, "{markdown}");
        }
    }

    #[test]
    fn long_excerpts_are_cut_at_a_word() {
        let word = "word ";
        let long = word.repeat(EXCERPT_MAX_BYTES);
        let cut = bounded_excerpt(long.trim_end().to_owned());
        assert!(cut.len() <= EXCERPT_MAX_BYTES + 3 && cut.ends_with("word\u{2026}"), "{}", cut.len());
        assert_eq!(bounded_excerpt("short".to_owned()), "short");
    }
}
