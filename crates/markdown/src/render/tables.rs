//! Table cells with their column's alignment written as Docusaurus 3.10 writes it
//! (`<th style="text-align:right">`, as React serializes a style; pulldown-cmark writes
//! `text-align: right`). Runs over the page's finished event list: the cell's alignment comes
//! from its table's start.

use pulldown_cmark::{Alignment, CowStr, Event, Tag, TagEnd};

/// Replaces the start of every aligned cell with its markup; the writer still closes it.
pub(super) fn align(events: &mut [Event<'_>]) {
    let mut alignments: Vec<Alignment> = Vec::new();
    let mut in_head = false;
    let mut column = 0;
    for event in events.iter_mut() {
        match event {
            Event::Start(Tag::Table(columns)) => alignments = columns.clone(),
            Event::Start(Tag::TableHead) => (in_head, column) = (true, 0),
            Event::End(TagEnd::TableHead) => in_head = false,
            Event::Start(Tag::TableRow) => column = 0,
            Event::End(TagEnd::TableCell) => column += 1,
            Event::Start(Tag::TableCell) => {
                let side = match alignments.get(column) {
                    Some(Alignment::Left) => "left",
                    Some(Alignment::Center) => "center",
                    Some(Alignment::Right) => "right",
                    Some(Alignment::None) | None => continue,
                };
                let tag = if in_head { "th" } else { "td" };
                *event = Event::Html(CowStr::from(format!("<{tag} style=\"text-align:{side}\">")));
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use pulldown_cmark::{Options, Parser};

    use super::*;

    #[test]
    fn aligned_cells_are_written_as_react_writes_the_style() {
        let markdown = "| a | b | c |\n|:--|:-:|--:|\n| 1 | 2 | 3 |\n\n| plain |\n|---|\n| x |\n";
        let mut events: Vec<Event<'_>> = Parser::new_ext(markdown, Options::ENABLE_TABLES).collect();
        align(&mut events);
        let mut html = String::new();
        pulldown_cmark::html::push_html(&mut html, events.into_iter());
        assert!(html.contains(r#"<th style="text-align:left">a</th><th style="text-align:center">b</th><th style="text-align:right">c</th>"#), "{html}");
        assert!(html.contains(r#"<td style="text-align:left">1</td><td style="text-align:center">2</td><td style="text-align:right">3</td>"#), "{html}");
        assert!(html.contains("<th>plain</th>") && html.contains("<td>x</td>"), "{html}");
    }
}
