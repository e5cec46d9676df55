//! Doc cards: the items of a category as cards (DocCardList and generated index pages).

use ferrosaurus_core::{NavLink, SidebarItem};
use indexmap::IndexMap;

use ferrosaurus_markdown::escape_html as escape;

use crate::DocRendered;

/// Cards for the items of a category: docs show their description, categories their size.
pub(crate) fn cards_for(items: &[SidebarItem], all: &[DocRendered], docs_by_id: &IndexMap<String, usize>) -> Vec<NavLink> {
    items
        .iter()
        .filter_map(|item| match item {
            SidebarItem::Link { label, href, doc_id, unlisted: false, .. } => {
                let description = doc_id.as_deref().and_then(|id| docs_by_id.get(id)).and_then(|&i| {
                    let d = &all[i];
                    d.doc.front_matter.description.clone().or_else(|| d.rendered.excerpt.clone())
                });
                Some(NavLink { title: label.clone(), permalink: href.clone(), description })
            }
            SidebarItem::Category { label, href: Some(href), items, .. } => {
                let n = items.len();
                let description = if n == 1 { "1 item".to_string() } else { format!("{n} items") };
                Some(NavLink { title: label.clone(), permalink: href.clone(), description: Some(description) })
            }
            _ => None,
        })
        .collect()
}

/// The icon Docusaurus's DocCard shows for a card whose label starts with no emoji.
fn fallback_icon(card: &NavLink) -> &'static str {
    let external = card.permalink.starts_with("http://") || card.permalink.starts_with("https://");
    if external {
        "🔗"
    } else if card.description.as_deref().is_some_and(|d| d.ends_with("items") || d == "1 item") {
        "🗃"
    } else {
        "📄\u{fe0f}"
    }
}

/// A label's leading emoji (with its variation selector) and the rest, trimmed: Docusaurus's
/// card icon and title (`⚠️ Hello` → `⚠️`, `Hello`). Emoji here: the pictographic blocks.
fn leading_emoji(label: &str) -> Option<(&str, &str)> {
    let first = label.chars().next()?;
    let pictographic = matches!(u32::from(first), 0x1F300..=0x1FAFF | 0x2600..=0x27BF | 0x2B00..=0x2BFF);
    if !pictographic {
        return None;
    }
    let mut end = first.len_utf8();
    if label[end..].starts_with('\u{fe0f}') {
        end += '\u{fe0f}'.len_utf8();
    }
    Some((&label[..end], label[end..].trim()))
}

/// The cards as Docusaurus 3.10's DocCardList markup (the theme's `@theme/DocCard` writes the same).
pub(crate) fn cards_html(cards: &[NavLink]) -> String {
    let mut html = String::from(r#"<section class="row">"#);
    for card in cards {
        let (icon, title) = leading_emoji(&card.title).unwrap_or((fallback_icon(card), card.title.trim()));
        let title = escape(title);
        html.push_str(&format!(
            r#"<article class="docCardListItem col col--6"><a class="card padding--lg theme-doc-card-container cardContainer" href="{}"><h2 class="theme-doc-card-heading cardTitle" title="{title}"><span class="theme-doc-card-icon cardTitleIcon">{}</span><span class="text--truncate theme-doc-card-title cardTitleText">{title}</span></h2>"#,
            escape(&card.permalink),
            escape(icon)
        ));
        if let Some(d) = &card.description {
            let d = escape(d);
            html.push_str(&format!(r#"<p class="text--truncate theme-doc-card-description cardDescription" title="{d}">{d}</p>"#));
        }
        html.push_str("</a></article>");
    }
    html.push_str("</section>");
    html
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards_markup_escapes() {
        let html = cards_html(&[NavLink { title: "A <b>".into(), permalink: "/a".into(), description: Some("x & y".into()) }]);
        insta::assert_snapshot!(html, @r#"<section class="row"><article class="docCardListItem col col--6"><a class="card padding--lg theme-doc-card-container cardContainer" href="/a"><h2 class="theme-doc-card-heading cardTitle" title="A &lt;b&gt;"><span class="theme-doc-card-icon cardTitleIcon">📄️</span><span class="text--truncate theme-doc-card-title cardTitleText">A &lt;b&gt;</span></h2><p class="text--truncate theme-doc-card-description cardDescription" title="x &amp; y">x &amp; y</p></a></article></section>"#);
    }

    // issue 17: a label's leading emoji is the card's icon, as Docusaurus 3.10's DocCard picks it
    #[test]
    fn issue_17_cards_take_the_leading_emoji_as_icon() {
        let card = |title: &str, description: Option<&str>| NavLink { title: title.into(), permalink: "/a".into(), description: description.map(Into::into) };
        let html = cards_html(&[card("⚠️ Careful", None), card("Guides", Some("2 items"))]);
        assert!(html.contains(r#"<span class="theme-doc-card-icon cardTitleIcon">⚠️</span><span class="text--truncate theme-doc-card-title cardTitleText">Careful</span>"#), "{html}");
        assert!(html.contains(r#"<span class="theme-doc-card-icon cardTitleIcon">🗃</span>"#), "{html}");
    }
}
