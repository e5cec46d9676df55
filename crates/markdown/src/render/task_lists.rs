//! Task lists with the classes Docusaurus gives them: `contains-task-list` on a list with a
//! checkbox item and `task-list-item` on that item, and the checkbox written as Docusaurus 3.10
//! writes it (`<input type="checkbox" disabled=""> ` then the text). It needs to change events
//! already passed (the list's start), so it runs over the page's finished event list.

use pulldown_cmark::{CowStr, Event, Tag};

/// Gives each list with a task item, and the item, their classes.
pub(super) fn mark(events: &mut [Event<'_>]) {
    let mut open_lists: Vec<usize> = Vec::new();
    let mut last_item: Option<usize> = None;
    for i in 0..events.len() {
        match &events[i] {
            Event::Start(Tag::List(_)) => open_lists.push(i),
            Event::End(pulldown_cmark::TagEnd::List(_)) => {
                open_lists.pop();
            }
            Event::Start(Tag::Item) => last_item = Some(i),
            Event::TaskListMarker(checked) => {
                let checked = *checked;
                mark_item(events, last_item.take(), open_lists.last().copied());
                events[i] = Event::Html(CowStr::from(if checked { CHECKED_BOX } else { EMPTY_BOX }));
            }
            _ => {}
        }
    }
}

const CHECKED_BOX: &str = "<input type=\"checkbox\" disabled=\"\" checked=\"\"> ";
const EMPTY_BOX: &str = "<input type=\"checkbox\" disabled=\"\"> ";

/// Writes the classes on the item at `item` and the list at `list`.
fn mark_item(events: &mut [Event<'_>], item: Option<usize>, list: Option<usize>) {
    if let Some(i) = item {
        if matches!(events[i], Event::Start(Tag::Item)) {
            events[i] = Event::Html(CowStr::from("<li class=\"task-list-item\">"));
        }
    }
    let Some(l) = list else { return };
    let replacement = match &events[l] {
        Event::Start(Tag::List(None)) => "<ul class=\"contains-task-list\">\n".to_owned(),
        Event::Start(Tag::List(Some(1))) => "<ol class=\"contains-task-list\">\n".to_owned(),
        Event::Start(Tag::List(Some(n))) => format!("<ol class=\"contains-task-list\" start=\"{n}\">\n"),
        _ => return,
    };
    events[l] = Event::Html(CowStr::from(replacement));
}

#[cfg(test)]
mod tests {
    use pulldown_cmark::{Options, Parser};

    use super::*;

    fn marked(markdown: &str) -> String {
        let mut events: Vec<Event<'_>> = Parser::new_ext(markdown, Options::ENABLE_TASKLISTS).collect();
        mark(&mut events);
        let mut html = String::new();
        pulldown_cmark::html::push_html(&mut html, events.into_iter());
        html
    }

    #[test]
    fn classes_of_task_lists() {
        let cases = [
            ("- [ ] a\n- b", "<ul class=\"contains-task-list\">\n<li class=\"task-list-item\"><input type=\"checkbox\" disabled=\"\"> a</li>\n<li>b</li>\n</ul>\n"),
            ("1. [x] a", "<ol class=\"contains-task-list\">\n<li class=\"task-list-item\"><input type=\"checkbox\" disabled=\"\" checked=\"\"> a</li>\n</ol>\n"),
            ("3. [ ] a", "<ol class=\"contains-task-list\" start=\"3\">\n<li class=\"task-list-item\"><input type=\"checkbox\" disabled=\"\"> a</li>\n</ol>\n"),
            ("- a\n- b", "<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n"),
        ];
        for (markdown, html) in cases {
            assert_eq!(marked(markdown), html, "{markdown}");
        }
    }

    #[test]
    fn only_the_innermost_list_is_marked() {
        let html = marked("- a\n  - [ ] b");
        assert!(html.starts_with("<ul>\n<li>a<ul class=\"contains-task-list\">\n<li class=\"task-list-item\">"), "{html}");
    }
}
