//! Markup of the interactive and decorated blocks (admonitions, tabs, details): Infima/Docusaurus
//! class names plus the data attributes the theme enhances in the browser.

use ferrosaurus_core::TocItem;

use crate::escape::push_escaped;
use crate::prepass::{TabInfo, TOC_INLINE_PREFIX};

/// How an admonition keyword is shown: CSS type, Infima alert variant, default title, icon.
struct AdmonitionStyle {
    class_type: &'static str,
    variant: &'static str,
    title: &'static str,
    icon: &'static str,
}

const ICON_NOTE: &str = r#"<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><rect x="2.75" y="1.75" width="10.5" height="12.5" rx="1.5" fill="none" stroke="currentColor" stroke-width="1.5"/><path d="M5.5 5.25h5M5.5 8h5M5.5 10.75h3" stroke="currentColor" stroke-width="1.5" stroke-linecap="round"/></svg>"#;
const ICON_TIP: &str = r#"<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path d="M8 1.5a4.5 4.5 0 0 0-2.75 8.06V11.5h5.5V9.56A4.5 4.5 0 0 0 8 1.5z" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linejoin="round"/><path d="M6 14h4" stroke="currentColor" stroke-width="1.5" stroke-linecap="round"/></svg>"#;
const ICON_INFO: &str = r#"<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><circle cx="8" cy="8" r="6.25" fill="none" stroke="currentColor" stroke-width="1.5"/><path d="M8 7.25v4M8 4.75v.25" stroke="currentColor" stroke-width="1.75" stroke-linecap="round"/></svg>"#;
const ICON_WARNING: &str = r#"<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path d="M8 1.75 14.75 14H1.25z" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linejoin="round"/><path d="M8 6.25v3.5M8 11.75v.25" stroke="currentColor" stroke-width="1.75" stroke-linecap="round"/></svg>"#;
const ICON_DANGER: &str = r#"<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path d="M5.2 1.5h5.6l3.7 3.7v5.6l-3.7 3.7H5.2l-3.7-3.7V5.2z" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linejoin="round"/><path d="M8 4.75v4M8 11v.25" stroke="currentColor" stroke-width="1.75" stroke-linecap="round"/></svg>"#;

fn admonition_style(kind: &str) -> Option<AdmonitionStyle> {
    let (class_type, variant, title, icon) = match kind {
        "note" => ("note", "secondary", "note", ICON_NOTE),
        "secondary" => ("note", "secondary", "secondary", ICON_NOTE),
        "tip" => ("tip", "success", "tip", ICON_TIP),
        "success" => ("tip", "success", "success", ICON_TIP),
        "info" => ("info", "info", "info", ICON_INFO),
        "important" => ("info", "info", "important", ICON_INFO),
        "warning" => ("warning", "warning", "warning", ICON_WARNING),
        "caution" => ("caution", "warning", "caution", ICON_WARNING),
        "danger" => ("danger", "danger", "danger", ICON_DANGER),
        _ => return None,
    };
    Some(AdmonitionStyle { class_type, variant, title, icon })
}

/// The heading an admonition shows without a custom title (empty for unknown kinds).
pub(crate) fn default_title(kind: &str) -> &'static str {
    admonition_style(kind).map_or("", |s| s.title)
}

/// True for the keywords Docusaurus recognises.
pub(crate) fn is_admonition_kind(kind: &str) -> bool {
    admonition_style(kind).is_some()
}

/// Opens an admonition; `title_html` is the rendered custom title. Unknown kinds open a plain
/// `<div>`.
pub(crate) fn admonition_open(out: &mut String, kind: &str, title_html: Option<&str>) {
    let Some(style) = admonition_style(kind) else {
        out.push_str("<div>");
        return;
    };
    out.push_str("<div class=\"theme-admonition theme-admonition-");
    out.push_str(style.class_type);
    out.push_str(" alert alert--");
    out.push_str(style.variant);
    out.push_str(" admonition\"><div class=\"admonitionHeading\"><span class=\"admonitionIcon\">");
    out.push_str(style.icon);
    out.push_str("</span>");
    match title_html {
        Some(title) => out.push_str(title),
        None => out.push_str(style.title),
    }
    out.push_str("</div><div class=\"admonitionContent\">");
}

/// Closes what [`admonition_open`] opened.
pub(crate) fn admonition_close(out: &mut String, kind: &str) {
    out.push_str(if is_admonition_kind(kind) { "</div></div>" } else { "</div>" });
}

/// The value of the tab shown first: `defaultValue`, else the item marked `default`, else the
/// first item.
pub(crate) fn selected_tab<'t>(default_value: Option<&'t str>, items: &'t [TabInfo]) -> Option<&'t str> {
    default_value
        .filter(|v| items.iter().any(|i| i.value == *v))
        .or_else(|| items.iter().find(|i| i.default).map(|i| i.value.as_str()))
        .or_else(|| items.first().map(|i| i.value.as_str()))
}

/// Tabs settings as written on `<Tabs>`.
pub(crate) struct TabsAttrs<'a> {
    pub(crate) group_id: Option<&'a str>,
    pub(crate) query_string: Option<&'a str>,
    pub(crate) selected: Option<&'a str>,
    pub(crate) labels: &'a [(String, String)],
    pub(crate) items: &'a [TabInfo],
}

/// Opens a Tabs block: the tab list, then the panel container.
pub(crate) fn tabs_open(out: &mut String, tabs: &TabsAttrs<'_>) {
    out.push_str("<div class=\"tabs-container tabList\" data-tabs");
    if let Some(g) = tabs.group_id {
        out.push_str(" data-group-id=\"");
        push_escaped(out, g);
        out.push('"');
    }
    if let Some(q) = tabs.query_string {
        out.push_str(" data-query-string=\"");
        push_escaped(out, q);
        out.push('"');
    }
    out.push_str("><ul role=\"tablist\" aria-orientation=\"horizontal\" class=\"tabs\">");
    // With a `values` prop, the header follows it (order and labels); else the children.
    let header: Vec<(&str, &str)> = if tabs.labels.is_empty() {
        tabs.items.iter().map(|i| (i.value.as_str(), i.label.as_deref().unwrap_or(&i.value))).collect()
    } else {
        tabs.labels.iter().map(|(v, l)| (v.as_str(), l.as_str())).collect()
    };
    for (value, label) in header {
        let active = tabs.selected == Some(value);
        out.push_str(if active {
            "<li role=\"tab\" tabindex=\"0\" aria-selected=\"true\" class=\"tabs__item tabs__item--active\" data-value=\""
        } else {
            "<li role=\"tab\" tabindex=\"-1\" aria-selected=\"false\" class=\"tabs__item\" data-value=\""
        });
        push_escaped(out, value);
        out.push_str("\">");
        push_escaped(out, label);
        out.push_str("</li>");
    }
    out.push_str("</ul><div class=\"margin-top--md\">");
}

/// Closes what [`tabs_open`] opened.
pub(crate) fn tabs_close(out: &mut String) {
    out.push_str("</div></div>");
}

/// Opens one tab panel.
pub(crate) fn tab_item_open(out: &mut String, value: &str, hidden: bool, class_name: Option<&str>) {
    out.push_str("<div role=\"tabpanel\" class=\"tabItem");
    if let Some(c) = class_name {
        out.push(' ');
        push_escaped(out, c);
    }
    out.push_str("\" data-value=\"");
    push_escaped(out, value);
    out.push('"');
    if hidden {
        out.push_str(" hidden");
    }
    out.push('>');
}

/// Replaces each `<TOCInline toc={toc} />` placeholder with the TOC as the theme's TOCInline
/// writes it: `div.tableOfContentsInline` around nested lists (each heading under the nearest
/// previous heading of a lower level), levels outside MIN..=MAX dropped with their in-range
/// descendants kept, links `href="#id"`.
pub(crate) fn fill_toc_inline(html: String, toc: &[TocItem]) -> String {
    if !html.contains(TOC_INLINE_PREFIX) {
        return html;
    }
    let mut out = String::with_capacity(html.len() + toc.len() * 64);
    let mut rest = html.as_str();
    while let Some(start) = rest.find(TOC_INLINE_PREFIX) {
        out.push_str(&rest[..start]);
        let after = &rest[start + TOC_INLINE_PREFIX.len()..];
        let Some(end) = after.find("-->") else { break };
        let (min, max) = after[..end].split_once(':').unwrap_or(("2", "3"));
        let (min, max) = (min.parse().unwrap_or(2), max.parse().unwrap_or(3));
        out.push_str("<div class=\"tableOfContentsInline\">");
        let items: Vec<&TocItem> = toc.iter().filter(|t| t.level >= min && t.level <= max).collect();
        toc_list(&mut out, &items, true);
        out.push_str("</div>");
        rest = &after[end + 3..];
    }
    out.push_str(rest);
    out
}

/// One level of the TOC tree: each item, then the following items deeper than it as its
/// children (filtering first and nesting after gives Docusaurus's promotion of descendants).
fn toc_list(out: &mut String, items: &[&TocItem], root: bool) {
    if items.is_empty() {
        return;
    }
    out.push_str(if root { "<ul class=\"table-of-contents\">" } else { "<ul>" });
    let mut i = 0;
    while i < items.len() {
        let item = items[i];
        let children_end = items[i + 1..].iter().position(|c| c.level <= item.level).map_or(items.len(), |p| i + 1 + p);
        out.push_str("<li><a href=\"#");
        push_escaped(out, &item.id);
        out.push_str("\">");
        out.push_str(&item.value);
        out.push_str("</a>");
        toc_list(out, &items[i + 1..children_end], false);
        out.push_str("</li>");
        i = children_end;
    }
    out.push_str("</ul>");
}

/// Opens a details block with its rendered summary.
pub(crate) fn details_open(out: &mut String, summary_html: &str, open: bool) {
    out.push_str("<details class=\"details alert alert--info\" data-collapsed=\"");
    out.push_str(if open { "false\" open>" } else { "true\">" });
    out.push_str("<summary>");
    out.push_str(summary_html);
    out.push_str("</summary><div class=\"collapsibleContent\">");
}

/// Closes what [`details_open`] opened.
pub(crate) fn details_close(out: &mut String) {
    out.push_str("</div></details>");
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tab(value: &str, default: bool) -> TabInfo {
        TabInfo { value: value.into(), label: None, default }
    }

    #[test]
    fn selected_tab_rules() {
        let items = [tab("a", false), tab("b", true)];
        assert_eq!(selected_tab(None, &items), Some("b"));
        assert_eq!(selected_tab(Some("a"), &items), Some("a"));
        assert_eq!(selected_tab(Some("zz"), &items), Some("b"));
        assert_eq!(selected_tab(None, &[]), None);
    }

    #[test]
    fn unknown_admonition_is_plain() {
        let mut out = String::new();
        admonition_open(&mut out, "fancy", None);
        admonition_close(&mut out, "fancy");
        assert_eq!(out, "<div></div>");
    }
}
