//! The markup of the containers the MDX layer found (`:::` admonitions, Tabs and TabItem,
//! details, `<CodeBlock>`, components it renders transparently), written where their markers
//! stand, with their titles and labels sent as plain text.

use std::collections::HashMap;

use pulldown_cmark::{Event, Parser, Tag, TagEnd};

use super::code_blocks::write_code;
use super::parser_options;
use super::pipeline::{Chain, Next, Nesting, Piece};
use crate::code;
use crate::prepass::Container;
use crate::widgets;

/// Writes containers' markup at their markers.
pub(super) struct Containers<'e> {
    /// The containers by marker number.
    list: &'e [Container],
    /// The selected tab of each Tabs container opened so far, by marker number.
    tab_selection: HashMap<usize, Option<String>>,
}

impl<'e> Containers<'e> {
    /// `list`: the MDX layer's containers, by marker number.
    pub(super) fn new(list: &'e [Container]) -> Self {
        Self { list, tab_selection: HashMap::new() }
    }

    /// Writes into `html` the opening (`3`) or closing (`/3`) markup of a marker; a
    /// `<CodeBlock>` is written whole, after what `html` holds is sent. Unknown markers write
    /// nothing.
    pub(super) fn marker<'d>(&mut self, marker: &str, html: &mut String, next: &mut Next<'_, 'd, impl Chain<'d>>) {
        let (closing, id) = match marker.strip_prefix('/') {
            Some(id) => (true, id),
            None => (false, marker),
        };
        let Ok(id) = id.parse::<usize>() else { return };
        let Some(container) = self.list.get(id) else { return };
        if closing {
            next.send(Piece::Nest(Nesting::Close));
            close(container, html);
            return;
        }
        if !matches!(container, Container::CodeBlock { .. }) {
            next.send(Piece::Nest(Nesting::Open));
        }
        self.open(id, container, html, next);
    }

    /// The opening markup of container `id`.
    fn open<'d>(&mut self, id: usize, container: &Container, html: &mut String, next: &mut Next<'_, 'd, impl Chain<'d>>) {
        match container {
            Container::Admonition { kind, title } => {
                let title_html = title.as_deref().map(|t| inline(t, next));
                if title_html.is_none() {
                    next.text(widgets::default_title(kind));
                    next.text(" ");
                }
                widgets::admonition_open(html, kind, title_html.as_deref());
            }
            Container::Tabs { group_id, query_string, default_value, labels, items } => {
                let selected = widgets::selected_tab(default_value.as_deref(), items);
                self.tab_selection.insert(id, selected.map(str::to_owned));
                for item in items {
                    let label = labels.iter().find(|(v, _)| *v == item.value).map(|(_, l)| l.as_str());
                    next.text(label.or(item.label.as_deref()).unwrap_or(&item.value));
                    next.text(" ");
                }
                let (group_id, query_string) = (group_id.as_deref(), query_string.as_deref());
                widgets::tabs_open(html, &widgets::TabsAttrs { group_id, query_string, selected, labels, items });
            }
            Container::TabItem { tabs, value, class_name, inline: text } => {
                let selected = tabs.and_then(|t| self.tab_selection.get(&t)).and_then(Option::as_deref);
                let hidden = selected.is_some_and(|selected| selected != value);
                widgets::tab_item_open(html, value, hidden, class_name.as_deref());
                if let Some(text) = text {
                    html.push_str(&inline(text, next));
                }
            }
            Container::Details { summary, open } => {
                let summary_html = inline(summary.as_deref().unwrap_or("Details"), next);
                widgets::details_open(html, &summary_html, *open);
            }
            Container::CodeBlock { language, meta, code, line } => {
                let info = format!("{} {meta}", language.as_deref().unwrap_or_default());
                if !html.is_empty() {
                    next.html(std::mem::take(html));
                }
                write_code(code::parse_info(&info), code, *line, next);
            }
            Container::Transparent => {}
        }
    }
}

/// The closing markup of `container`.
fn close(container: &Container, html: &mut String) {
    match container {
        Container::Admonition { kind, .. } => widgets::admonition_close(html, kind),
        Container::Tabs { .. } => widgets::tabs_close(html),
        Container::TabItem { .. } => html.push_str("</div>"),
        Container::Details { .. } => widgets::details_close(html),
        Container::CodeBlock { .. } | Container::Transparent => {}
    }
}

/// A short inline Markdown text (a title, a summary) as HTML without `<p>`; its plain text is
/// sent.
fn inline<'e>(text: &str, next: &mut Next<'_, 'e, impl Chain<'e>>) -> String {
    let mut plain = String::new();
    let events: Vec<Event<'_>> = Parser::new_ext(text, parser_options())
        .filter(|e| !matches!(e, Event::Start(Tag::Paragraph) | Event::End(TagEnd::Paragraph)))
        .inspect(|e| {
            if let Event::Text(t) | Event::Code(t) = e {
                plain.push_str(t);
            }
        })
        .collect();
    let mut html = String::new();
    pulldown_cmark::html::push_html(&mut html, events.into_iter());
    next.text(&plain);
    next.text(" ");
    html.trim_end().to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::prepass::TabInfo;
    use crate::render::html_blocks::HtmlBlocks;
    use crate::render::pipeline::chain;
    use crate::render::pipeline::testing::render_with;
    use crate::render::pipeline::Pass;
    use crate::{MarkdownOptions, NoLinks};

    /// Collects the plain text and the nesting it is sent.
    #[derive(Default)]
    struct Collect(String);

    impl<'e> Pass<'e> for Collect {
        fn take(&mut self, piece: Piece<'_, 'e>, next: &mut Next<'_, 'e, impl Chain<'e>>) {
            match piece {
                Piece::Text(text) => self.0.push_str(text),
                Piece::Nest(Nesting::Open) => self.0.push('{'),
                Piece::Nest(Nesting::Close) => self.0.push('}'),
                other => next.send(other),
            }
        }
    }

    /// The HTML and the plain text of `markdown` whose markers stand for `containers`.
    fn containers_of(markdown: &str, containers: &[Container]) -> (String, String) {
        let mut opts = MarkdownOptions::new(&NoLinks);
        opts.highlight = false;
        let mut pass = HtmlBlocks::new(Containers::new(containers));
        let mut collect = Collect::default();
        let (html, _) = render_with(markdown, &opts, chain![&mut pass, &mut collect]);
        (html, collect.0)
    }

    fn admonition(kind: &str, title: Option<&str>) -> Container {
        Container::Admonition { kind: kind.to_owned(), title: title.map(str::to_owned) }
    }

    #[test]
    fn admonition_keywords() {
        let cases = [
            ("note", "theme-admonition-note alert alert--secondary", "note"),
            ("tip", "theme-admonition-tip alert alert--success", "tip"),
            ("info", "theme-admonition-info alert alert--info", "info"),
            ("warning", "theme-admonition-warning alert alert--warning", "warning"),
            ("danger", "theme-admonition-danger alert alert--danger", "danger"),
            ("caution", "theme-admonition-caution alert alert--warning", "caution"),
            ("important", "theme-admonition-info alert alert--info", "important"),
            ("success", "theme-admonition-tip alert alert--success", "success"),
            ("secondary", "theme-admonition-note alert alert--secondary", "secondary"),
        ];
        for (kind, class, title) in cases {
            let (html, text) = containers_of("<!--fs:0-->\n\nbody\n\n<!--fs:/0-->", &[admonition(kind, None)]);
            assert!(html.contains(class), "{kind}: {html}");
            assert!(html.contains(&format!("</span>{title}</div><div class=\"admonitionContent\">")), "{kind}: {html}");
            assert!(html.ends_with("</div></div>"), "{kind}: {html}");
            assert_eq!(text, format!("{{{title} }}"), "{kind}");
        }
        let (html, _) = containers_of("<!--fs:0--><!--fs:/0-->", &[admonition("custom", None)]);
        assert_eq!(html, "<div></div>");
    }

    #[test]
    fn titles_are_inline_markdown() {
        let (html, text) = containers_of("<!--fs:0-->\n<!--fs:/0-->", &[admonition("tip", Some("Read **this**"))]);
        assert!(html.contains("</span>Read <strong>this</strong></div>"), "{html}");
        assert_eq!(text, "{Read this }");
    }

    #[test]
    fn tabs_select_and_hide_items() {
        let tab = |value: &str| TabInfo { value: value.to_owned(), label: None, default: false };
        let containers = [
            Container::Tabs {
                group_id: Some("os".to_owned()),
                query_string: None,
                default_value: Some("b".to_owned()),
                labels: vec![],
                items: vec![tab("a"), tab("b")],
            },
            Container::TabItem { tabs: Some(0), value: "a".to_owned(), class_name: None, inline: None },
            Container::TabItem { tabs: Some(0), value: "b".to_owned(), class_name: None, inline: Some("*B*".to_owned()) },
        ];
        let (html, text) = containers_of("<!--fs:0--><!--fs:1--><!--fs:/1--><!--fs:2--><!--fs:/2--><!--fs:/0-->", &containers);
        assert!(html.starts_with("<div class=\"tabs-container tabList\" data-tabs data-group-id=\"os\">"), "{html}");
        assert!(html.contains("<div role=\"tabpanel\" class=\"tabItem\" data-value=\"a\" hidden></div>"), "{html}");
        assert!(html.contains("<div role=\"tabpanel\" class=\"tabItem\" data-value=\"b\"><em>B</em></div>"), "{html}");
        assert_eq!(text, "{a b {}{B }}");
    }

    #[test]
    fn details_and_code_blocks() {
        let containers = [
            Container::Details { summary: None, open: true },
            Container::CodeBlock { language: Some("js".to_owned()), meta: "title=\"x.js\"".to_owned(), code: "a()".to_owned(), line: 9 },
        ];
        let (html, text) = containers_of("<!--fs:0--><!--fs:1--><!--fs:/0-->", &containers);
        assert!(html.starts_with("<details class=\"details alert alert--info\" data-collapsed=\"false\" open><summary>Details</summary>"), "{html}");
        assert!(html.contains("<div class=\"codeBlockTitle\">x.js</div>"), "{html}");
        assert!(html.ends_with("</div></details>"), "{html}");
        assert_eq!(text, "{Details a() }");
    }

    #[test]
    fn unknown_markers_write_nothing() {
        for marker in ["<!--fs:9-->", "<!--fs:/9-->", "<!--fs:x-->"] {
            assert_eq!(containers_of(marker, &[]), (String::new(), String::new()), "{marker}");
        }
    }
}
