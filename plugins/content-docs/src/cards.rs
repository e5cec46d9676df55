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

/// The cards as Docusaurus DocCardList markup.
pub(crate) fn cards_html(cards: &[NavLink]) -> String {
    let mut html = String::from(r#"<section class="row">"#);
    for card in cards {
        let external = card.permalink.starts_with("http://") || card.permalink.starts_with("https://");
        let icon = if external { "🔗" } else if card.description.as_deref().is_some_and(|d| d.ends_with("items") || d == "1 item") { "🗃️" } else { "📄️" };
        let title = escape(&card.title);
        html.push_str(&format!(
            r#"<article class="col col--6 margin-bottom--lg"><a class="card padding--lg cardContainer" href="{}"><h2 class="text--truncate cardTitle" title="{title}">{icon} {title}</h2>"#,
            escape(&card.permalink)
        ));
        if let Some(d) = &card.description {
            let d = escape(d);
            html.push_str(&format!(r#"<p class="text--truncate cardDescription" title="{d}">{d}</p>"#));
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
        insta::assert_snapshot!(html, @r#"<section class="row"><article class="col col--6 margin-bottom--lg"><a class="card padding--lg cardContainer" href="/a"><h2 class="text--truncate cardTitle" title="A &lt;b&gt;">📄️ A &lt;b&gt;</h2><p class="text--truncate cardDescription" title="x &amp; y">x &amp; y</p></a></article></section>"#);
    }
}
