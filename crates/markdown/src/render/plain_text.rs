//! The plain text of an event, for the passes that read text rather than markup (image alt
//! text, heading text, search sections, the excerpt): text and inline code as they are, and a
//! space wherever a line or a block ends, so words never run together. A pass that replaces
//! text events by markup (bare URLs, code blocks, container titles) sends their text as a
//! [`Piece::Text`](super::pipeline::Piece::Text) instead.

use pulldown_cmark::{Event, Tag, TagEnd};

/// The text `event` adds to the plain text: its own text, a space after a line or a block, or
/// nothing.
#[inline]
pub(super) fn of<'a>(event: &'a Event<'_>) -> Option<&'a str> {
    match event {
        Event::Text(text) | Event::Code(text) => Some(text),
        Event::SoftBreak
        | Event::HardBreak
        | Event::Start(Tag::List(_) | Tag::FootnoteDefinition(_) | Tag::BlockQuote(_) | Tag::Table(_))
        | Event::End(TagEnd::Paragraph | TagEnd::Item | TagEnd::TableCell) => Some(" "),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use pulldown_cmark::{Options, Parser};

    use super::*;

    #[test]
    fn text_and_word_boundaries() {
        let cases = [
            ("a *b* `c`", "a b c "),
            ("line\nbreak", "line break "),
            ("- one\n- two", " one two "),
            ("> quoted", " quoted "),
            ("| a | b |\n|---|---|\n| 1 | 2 |", " a b 1 2 "),
            ("text[^n]\n\n[^n]: note", "text  note "),
            ("# Heading\n\n---", "Heading"),
            ("<div>html</div>", ""),
        ];
        for (markdown, expected) in cases {
            let options = Options::ENABLE_TABLES | Options::ENABLE_FOOTNOTES;
            let text: String = Parser::new_ext(markdown, options).filter_map(|e| of(&e).map(str::to_owned)).collect();
            assert_eq!(text, expected, "{markdown:?}");
        }
    }
}
