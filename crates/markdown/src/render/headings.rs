//! Headings: ids by github-slugger rules (or the heading's own `{#id}`), the anchor markup with
//! its hash link, the table of contents, and the content title (the first h1, when nothing but
//! text comes before it).

use std::collections::HashMap;

use ferrosaurus_core::TocItem;
use pulldown_cmark::{Event, HeadingLevel, Tag, TagEnd};

use super::pipeline::{Chain, Depth, Heading, Next, Pass, Piece};
use super::plain_text;
use crate::escape::{collapse_whitespace, escaped};
use crate::slug::Slugger;

/// A heading being read: its inner events (already rewritten by the passes before) and text.
struct Open<'e> {
    level: HeadingLevel,
    line_idx: usize,
    events: Vec<Event<'e>>,
    text: String,
}

/// Writes headings and collects the TOC and the content title.
pub(super) struct Headings<'e> {
    /// Ids written as `{#id}` on ATX headings (the MDX layer took them off), by body line.
    custom_ids: &'e HashMap<usize, String>,
    slugger: Slugger,
    open: Option<Open<'e>>,
    depth: Depth,
    /// A heading or a thematic break came already: a later h1 is not the content title.
    seen_heading: bool,
    toc: Vec<TocItem>,
    content_title: Option<String>,
}

impl<'e> Headings<'e> {
    /// `custom_ids`: the `{#id}` of ATX headings by 0-based body line.
    pub(super) fn new(custom_ids: &'e HashMap<usize, String>) -> Self {
        Self {
            custom_ids,
            slugger: Slugger::default(),
            open: None,
            depth: Depth::default(),
            seen_heading: false,
            toc: Vec::new(),
            content_title: None,
        }
    }

    /// Every h2-h6 in document order, and the content title.
    pub(super) fn into_toc_and_title(self) -> (Vec<TocItem>, Option<String>) {
        (self.toc, self.content_title)
    }
}

impl<'e> Pass<'e> for Headings<'e> {
    #[inline(always)]
    fn take(&mut self, piece: Piece<'_, 'e>, next: &mut Next<'_, 'e, impl Chain<'e>>) {
        if let Some(open) = &mut self.open {
            match piece {
                Piece::Text(text) => open.text.push_str(text),
                Piece::Event(Event::End(TagEnd::Heading(_))) => self.close(next),
                Piece::Event(event) => {
                    if let Some(text) = plain_text::of(&event) {
                        open.text.push_str(text);
                    }
                    open.events.push(event);
                }
                other => next.send(other),
            }
            return;
        }
        self.depth.observe(&piece);
        match piece {
            Piece::Event(Event::Start(Tag::Heading { level, .. })) => {
                self.open = Some(Open { level, line_idx: next.line_idx(), events: Vec::new(), text: String::new() });
            }
            Piece::Event(Event::Rule) => {
                // Docusaurus takes the content title only from an h1 before any thematic break.
                self.seen_heading = true;
                next.send(piece);
            }
            other => next.send(other),
        }
    }
}

impl Headings<'_> {
    fn close<'e>(&mut self, next: &mut Next<'_, 'e, impl Chain<'e>>) {
        let Some(open) = self.open.take() else { return };
        let mut text = collapse_whitespace(&open.text);
        let mut inner = String::new();
        pulldown_cmark::html::push_html(&mut inner, open.events.into_iter());
        let id = match self.custom_ids.get(&open.line_idx) {
            Some(custom) => custom.clone(),
            None => match take_trailing_id(&mut text, &mut inner) {
                Some(id) => id,
                // the text as written, as Docusaurus slugs it: `## A  b` is `a--b`, and the
                // space before a component (`### X <Badge />`) stays (`x-`)
                None => self.slugger.slug(&open.text),
            },
        };
        let level = open.level as u8;
        let html = if level == 1 {
            if !self.seen_heading && self.depth.is_top_level() {
                self.content_title = Some(text.clone());
            }
            format!("<h1>{inner}</h1>\n")
        } else {
            self.toc.push(TocItem { value: without_links(&inner), id: id.clone(), level });
            anchor_heading(level, &id, &text, &inner)
        };
        self.seen_heading = true;
        next.send(Piece::Heading(Box::new(Heading { html, level, text, id })));
    }
}

/// Setext headings keep a trailing `{#id}` in their text (the MDX layer only sees ATX ones):
/// takes it off the text and the inner HTML and returns the id.
fn take_trailing_id(text: &mut String, inner: &mut String) -> Option<String> {
    let (id, kept) = trailing_brace_id(text)?;
    let cut = text.len() - kept;
    if inner.trim_end().ends_with(&text[kept..]) {
        let end = inner.trim_end().len() - cut;
        inner.truncate(end);
        inner.truncate(inner.trim_end().len());
    }
    text.truncate(kept);
    text.truncate(text.trim_end().len());
    Some(id)
}

/// A trailing `{#id}`: the id and the length of the text before it.
fn trailing_brace_id(text: &str) -> Option<(String, usize)> {
    let body = text.strip_suffix('}')?;
    let start = body.rfind("{#")?;
    let id = &body[start + 2..];
    (!id.is_empty() && !id.contains(char::is_whitespace) && !id.contains('{')).then(|| (id.to_owned(), start))
}

/// An h2-h6 as the theme's Heading writes it: the id, then a hash link after the content.
fn anchor_heading(level: u8, id: &str, text: &str, inner: &str) -> String {
    let id_attr = escaped(id);
    let label = escaped(&format!("Direct link to {text}"));
    format!(
        "<h{level} class=\"anchor anchorWithStickyNavbar\" id=\"{id_attr}\">{inner}<a href=\"#{id_attr}\" class=\"hash-link\" aria-label=\"{label}\" title=\"{label}\">&#8203;</a></h{level}>\n"
    )
}

/// Heading HTML without `<a>` tags (their text stays): TOC entries are links themselves.
fn without_links(html: &str) -> String {
    if !html.contains("<a ") {
        return html.to_owned();
    }
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(start) = rest.find("<a ").or_else(|| rest.find("</a>")) {
        let open = rest.find("<a ").unwrap_or(usize::MAX);
        let close = rest.find("</a>").unwrap_or(usize::MAX);
        let at = open.min(close).min(start);
        out.push_str(&rest[..at]);
        let end = rest[at..].find('>').map_or(rest.len(), |e| at + e + 1);
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// The TOC entries within `min..=max` (the doc's `toc_min/max_heading_level`).
pub(super) fn toc_in_range(toc: Vec<TocItem>, min: u8, max: u8) -> Vec<TocItem> {
    toc.into_iter().filter(|t| t.level >= min && t.level <= max).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::pipeline::chain;
    use crate::render::pipeline::testing::render_with;
    use crate::MarkdownOptions;

    /// A TOC entry as (level, id, value).
    type Entry = (u8, String, String);
    /// Markdown and the TOC entries it gives.
    type Case<'a> = (&'a str, &'a [(u8, &'a str, &'a str)]);

    /// The TOC, the content title and the HTML of `markdown`.
    fn headings_of(markdown: &str, custom_ids: &HashMap<usize, String>) -> (Vec<Entry>, Option<String>, String) {
        let opts = MarkdownOptions::new(&crate::NoLinks);
        let mut headings = Headings::new(custom_ids);
        let (html, _) = render_with(markdown, &opts, chain![&mut headings]);
        let (toc, title) = headings.into_toc_and_title();
        (toc.into_iter().map(|t| (t.level, t.id, t.value)).collect(), title, html)
    }

    fn toc(items: &[(u8, &str, &str)]) -> Vec<Entry> {
        items.iter().map(|&(l, id, v)| (l, id.to_owned(), v.to_owned())).collect()
    }

    #[test]
    fn ids_follow_github_slugger() {
        let cases: &[Case<'_>] = &[
            ("## Hello World", &[(2, "hello-world", "Hello World")]),
            ("## Setup\n## Setup\n## Setup 1", &[(2, "setup", "Setup"), (2, "setup-1", "Setup"), (2, "setup-1-1", "Setup 1")]),
            ("### `code` and *em*", &[(3, "code-and-em", "<code>code</code> and <em>em</em>")]),
            ("## C++ & Rust?", &[(2, "c--rust", "C++ &amp; Rust?")]),
            ("## [Linked](/x) title", &[(2, "linked-title", "Linked title")]),
            // as Docusaurus 3.10 writes them (checked with `docusaurus build`): whitespace is
            // not collapsed, and the space before an element stays
            ("### Two  spaces here", &[(3, "two--spaces-here", "Two  spaces here")]),
            ("### CONTRAST_FAILED <br/>", &[(3, "contrast_failed-", "CONTRAST_FAILED <br/>")]),
            ("### NO_UPPERCASE_TEXT <MustNot />", &[(3, "no_uppercase_text-", "NO_UPPERCASE_TEXT <MustNot />")]),
        ];
        for (markdown, expected) in cases {
            assert_eq!(headings_of(markdown, &HashMap::new()).0, toc(expected), "{markdown}");
        }
    }

    #[test]
    fn custom_ids() {
        let atx: HashMap<usize, String> = [(0, "from-mdx-layer".to_owned())].into();
        assert_eq!(headings_of("## Title", &atx).0, toc(&[(2, "from-mdx-layer", "Title")]));
        let cases: &[Case<'_>] = &[
            ("Setext {#own-id}\n---", &[(2, "own-id", "Setext")]),
            ("Setext *b* {#x}\n---", &[(2, "x", "Setext <em>b</em>")]),
            ("Spaced {#a b}\n---", &[(2, "spaced-a-b", "Spaced {#a b}")]),
            ("Empty {#}\n---", &[(2, "empty-", "Empty {#}")]),
        ];
        for (markdown, expected) in cases {
            assert_eq!(headings_of(markdown, &HashMap::new()).0, toc(expected), "{markdown}");
        }
    }

    #[test]
    fn markup_of_levels() {
        let (_, _, html) = headings_of("# Top\n\n## Sub *x*", &HashMap::new());
        assert_eq!(
            html,
            "<h1>Top</h1>\n<h2 class=\"anchor anchorWithStickyNavbar\" id=\"sub-x\">Sub <em>x</em><a href=\"#sub-x\" class=\"hash-link\" aria-label=\"Direct link to Sub x\" title=\"Direct link to Sub x\">&#8203;</a></h2>\n"
        );
    }

    #[test]
    fn content_title_is_the_first_h1_at_top_level() {
        let cases = [
            ("# Title\n\n# Second", Some("Title")),
            ("text\n\n# Title", Some("Title")),
            ("## Sub\n\n# Title", None),
            ("---\n\n# Title", None),
            ("> # Quoted", None),
            ("- # In a list", None),
            ("no heading", None),
        ];
        for (markdown, title) in cases {
            assert_eq!(headings_of(markdown, &HashMap::new()).1.as_deref(), title, "{markdown}");
        }
    }

    #[test]
    fn toc_levels() {
        let (toc, _, _) = headings_of("# 1\n## 2\n### 3\n#### 4\n##### 5\n###### 6", &HashMap::new());
        let items: Vec<TocItem> = toc.into_iter().map(|(level, id, value)| TocItem { value, id, level }).collect();
        let cases = [((2, 3), vec![2, 3]), ((2, 6), vec![2, 3, 4, 5, 6]), ((4, 4), vec![4]), ((5, 2), vec![])];
        for ((min, max), levels) in cases {
            let kept: Vec<u8> = toc_in_range(items.clone(), min, max).iter().map(|t| t.level).collect();
            assert_eq!(kept, levels, "{min}..={max}");
        }
    }

    #[test]
    fn toc_values_drop_links() {
        assert_eq!(without_links("See <a href=\"/x\">the <code>x</code></a> doc"), "See the <code>x</code> doc");
        assert_eq!(without_links("plain"), "plain");
    }
}
