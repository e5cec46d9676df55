//! Small HTML builders shared by the pages: escaping, Markdown, code blocks, tabs, details and
//! headings, all in the markup contract the theme enhances.

use std::fmt::Write as _;
use std::path::Path;

use ferrosaurus_markdown::{Format, MarkdownOptions, NoLinks};

pub(crate) use ferrosaurus_markdown::escape_html as escape;

/// Renders a Markdown description (CommonMark + GFM, no MDX) to HTML. Links are kept as written.
pub(crate) fn markdown(text: &str, spec_file: &Path) -> String {
    markdown_with_toc(text, spec_file).0
}

/// Like [`markdown`], also returning the headings for a table of contents.
pub(crate) fn markdown_with_toc(text: &str, spec_file: &Path) -> (String, Vec<ferrosaurus_core::TocItem>) {
    // A leading `---` in a description is not front matter: guard it with an empty line.
    let source = if text.starts_with("---") { format!("\n{text}") } else { text.to_string() };
    let Ok(parsed) = ferrosaurus_markdown::parse_front_matter(&source, spec_file) else {
        return (format!("<p>{}</p>", escape(text)), Vec::new());
    };
    let mut opts = MarkdownOptions::new(&NoLinks);
    opts.format = Format::Md;
    let rendered = ferrosaurus_markdown::render(&parsed, spec_file, &opts);
    (rendered.html, rendered.toc)
}

/// A highlighted code block (the markup contract's), through the Markdown renderer.
pub(crate) fn code_block(lang: &str, code: &str) -> String {
    let fence = if code.contains("```") { "~~~~" } else { "```" };
    markdown(&format!("{fence}{lang}\n{code}\n{fence}\n"), Path::new("openapi.md"))
}

/// An h2..h6 with an anchor and a hash link.
pub(crate) fn heading(level: u8, id: &str, text: &str) -> String {
    let (id, text) = (escape(id), escape(text));
    format!(
        "<h{level} class=\"anchor anchorWithStickyNavbar\" id=\"{id}\">{text}<a href=\"#{id}\" class=\"hash-link\" aria-label=\"Direct link to {text}\" title=\"Direct link to {text}\">&#8203;</a></h{level}>"
    )
}

/// A collapsible block; `summary_html` and `body_html` are already HTML.
pub(crate) fn details(class: &str, summary_html: &str, body_html: &str, open: bool) -> String {
    let (collapsed, open_attr) = if open { ("false", " open") } else { ("true", "") };
    format!("<details class=\"{class}\" data-collapsed=\"{collapsed}\"{open_attr}><summary>{summary_html}</summary><div class=\"collapsibleContent\">{body_html}</div></details>")
}

/// A tabs block: (value, label, panel HTML) per tab, the first one selected.
pub(crate) fn tabs(class: &str, panels: &[(String, String, String)]) -> String {
    tabs_with(class, None, panels, |_| "")
}

/// A tabs block whose choice is synced and remembered under `docusaurus.tab.<group_id>` by
/// the theme's content enhancer; `item_class` adds a class to a tab (its value given).
pub(crate) fn tabs_with(class: &str, group_id: Option<&str>, panels: &[(String, String, String)], item_class: impl Fn(&str) -> &'static str) -> String {
    tabs_selecting(class, group_id, panels, 0, item_class)
}

/// Like [`tabs_with`], with the tab at `selected` chosen (the first when out of range).
pub(crate) fn tabs_selecting(class: &str, group_id: Option<&str>, panels: &[(String, String, String)], selected: usize, item_class: impl Fn(&str) -> &'static str) -> String {
    let selected = if selected < panels.len() { selected } else { 0 };
    let group = group_id.map(|g| format!(" data-group-id=\"{}\"", escape(g))).unwrap_or_default();
    let mut out = format!("<div class=\"tabs-container tabList {class}\" data-tabs{group}><ul role=\"tablist\" aria-orientation=\"horizontal\" class=\"tabs\">");
    for (i, (value, label, _)) in panels.iter().enumerate() {
        let (tabindex, aria_selected, active) = if i == selected { ("0", "true", " tabs__item--active") } else { ("-1", "false", "") };
        let extra = item_class(value);
        let extra = if extra.is_empty() { String::new() } else { format!(" {extra}") };
        let _ = write!(
            out,
            "<li role=\"tab\" tabindex=\"{tabindex}\" aria-selected=\"{aria_selected}\" class=\"tabs__item{extra}{active}\" data-value=\"{}\">{}</li>",
            escape(value),
            escape(label)
        );
    }
    out.push_str("</ul><div class=\"margin-top--md\">");
    for (i, (value, _, panel)) in panels.iter().enumerate() {
        let hidden = if i == selected { "" } else { " hidden" };
        let _ = write!(out, "<div role=\"tabpanel\" class=\"tabItem\" data-value=\"{}\"{hidden}>{panel}</div>", escape(value));
    }
    out.push_str("</div></div>");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_markup() {
        // every attribute the pages write is double-quoted, so `'` needs no escape
        assert_eq!(escape("<a href=\"x\">&'"), "&lt;a href=&quot;x&quot;&gt;&amp;'");
    }

    #[test]
    fn code_block_uses_the_contract_markup() {
        let html = code_block("json", "{\n  \"a\": 1\n}");
        assert!(html.starts_with("<div class=\"language-json theme-code-block codeBlockContainer\""), "{html}");
        assert!(html.contains("data-copy-code"));
        assert_eq!(html.matches("codeLineContent").count(), 3);
    }

    #[test]
    fn markdown_description_renders_inline_code() {
        let html = markdown("Use `limit` and **next**.", Path::new("s.yaml"));
        assert!(html.contains("<code>limit</code>") && html.contains("<strong>next</strong>"), "{html}");
    }

    #[test]
    fn tabs_select_the_first() {
        let html = tabs("x", &[("200".into(), "200".into(), "ok".into()), ("404".into(), "404".into(), "no".into())]);
        assert!(html.contains("class=\"tabs__item tabs__item--active\" data-value=\"200\""));
        assert!(html.contains("data-value=\"404\" hidden>no</div>"));
    }
}
