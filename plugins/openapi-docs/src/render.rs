//! The pages of one spec as routes: the info page, a page per tag (`categoryLinkSource: tag`),
//! a page per operation and per schema (`showSchemas`), each with its place in the sidebar
//! (breadcrumbs, previous and next).

use std::collections::BTreeMap;
use std::path::Path;

use ferrosaurus_core::{Diagnostic, DocMeta, PageData, PageKind, Route, SidebarItem, TocItem};
use rayon::prelude::*;

use crate::explorer::ExplorerOptions;
use crate::layout::Layout;
use crate::model::Api;
use crate::sidebar::{ApiSidebar, CategoryLinkSource, Link, SidebarOptions, TagGroup};
use crate::{html, info, pages, schema, SIDEBAR_ID};

/// A page before its sidebar neighbours are known.
pub(crate) struct DraftPage {
    pub(crate) doc_id: String,
    pub(crate) permalink: String,
    pub(crate) title: String,
    description: Option<String>,
    html: String,
    toc: Vec<TocItem>,
    sidebar_class_name: Option<String>,
    /// The page ends with its sidebar category's cards (the info and tag pages), which
    /// describe these docs: doc id → description.
    category_cards: Option<BTreeMap<String, String>>,
}

/// Every page of one API, in sidebar order: the info page, the tag pages, the operations,
/// then the schemas.
pub(crate) fn render_api(api: &Api, layout: &Layout, options: &SidebarOptions, explorer: &ExplorerOptions) -> Vec<DraftPage> {
    let (info_html, info_toc) = info::info_html(api);
    let mut pages = vec![DraftPage {
        doc_id: layout.intro.0.clone(),
        permalink: layout.intro.1.clone(),
        title: api.title().to_string(),
        description: api.spec.info.description.as_deref().and_then(first_line),
        html: info_html,
        toc: info_toc,
        sidebar_class_name: None,
        category_cards: None,
    }];
    for (group, link) in layout.tag_pages(options) {
        pages.push(tag_page(api, group, link, &layout.op_links));
    }
    // operation pages are independent: render them on every core (the code samples dominate)
    let operation_pages: Vec<DraftPage> = api
        .operations
        .par_iter()
        .zip(&layout.op_links)
        .map(|(op, (doc_id, permalink))| DraftPage {
            doc_id: doc_id.clone(),
            permalink: permalink.clone(),
            title: op.title.clone(),
            description: op.description().and_then(first_line),
            html: pages::operation_html(api, op, explorer),
            toc: Vec::new(),
            // as the plugin's front matter writes it (v5)
            sidebar_class_name: Some(format!("{} api-method{}", op.method_name(), if op.deprecated() { " menu__list-item--deprecated" } else { "" })),
            category_cards: None,
        })
        .collect();
    pages.extend(operation_pages);
    pages.extend(schema_pages(api, layout));
    if options.category_link_source == CategoryLinkSource::Info {
        end_info_page_with_cards(&mut pages, &layout.sidebar);
    }
    pages
}

/// `categoryLinkSource: info`: the info page is the categories' link and, as the plugin's info
/// template does, ends with a DocCardList of its sidebar category (the first one linking it),
/// which the theme draws from the sidebar; the page carries the descriptions of its docs.
fn end_info_page_with_cards(pages: &mut [DraftPage], sidebar: &ApiSidebar) {
    let Some(SidebarItem::Category { items, .. }) = sidebar.category_linking(&pages[0].permalink) else { return };
    let descriptions: BTreeMap<String, String> = items
        .iter()
        .filter_map(|item| match item {
            SidebarItem::Link { doc_id: Some(id), .. } => {
                let description = pages.iter().find(|p| &p.doc_id == id).and_then(|p| p.description.clone())?;
                Some((id.clone(), description))
            }
            _ => None,
        })
        .collect();
    pages[0].category_cards = Some(descriptions);
}

/// `showSchemas`: a page per `components.schemas` entry.
fn schema_pages(api: &Api, layout: &Layout) -> Vec<DraftPage> {
    let Some(components) = &api.spec.components else { return Vec::new() };
    let walker = schema::SchemaWalker::new(api, schema::Direction::Both);
    layout
        .schemas
        .iter()
        .filter_map(|page| {
            let schema = components.schemas.get(&page.name)?;
            let html = format!("<h1 class=\"openapi__heading\">{}</h1>{}", html::escape(&page.title), walker.body_html(schema));
            Some(DraftPage { doc_id: page.link.0.clone(), permalink: page.link.1.clone(), title: page.title.clone(), description: None, html, toc: Vec::new(), sidebar_class_name: Some("schema".into()), category_cards: None })
        })
        .collect()
}

fn tag_page(api: &Api, group: &TagGroup, link: &Link, op_links: &[Link]) -> DraftPage {
    // the tag's category holds its operations: the cards the theme draws after the description
    let descriptions = group
        .ops
        .iter()
        .filter_map(|&i| Some((op_links[i].0.clone(), api.operations[i].description().and_then(first_line)?)))
        .collect();
    let (html, toc) = info::tag_html(api, group);
    DraftPage {
        doc_id: link.0.clone(),
        permalink: link.1.clone(),
        title: group.label.clone(),
        // the plugin's tag page is described by the tag's display name
        description: first_line(&group.label),
        html,
        toc,
        sidebar_class_name: None,
        category_cards: Some(descriptions),
    }
}

/// The first non-empty line of a description (the page's meta description).
pub(crate) fn first_line(text: &str) -> Option<String> {
    text.lines().map(str::trim).find(|l| !l.is_empty()).map(str::to_string)
}

/// Two pages with the same URL would overwrite each other.
pub(crate) fn check_duplicate_permalinks(drafts: &[DraftPage], shown: &Path, diags: &mut Vec<Diagnostic>) {
    for (i, d) in drafts.iter().enumerate() {
        if let Some(first) = drafts[..i].iter().find(|e| e.permalink == d.permalink) {
            diags.push(
                Diagnostic::error(format!("two API pages get the URL {}: \"{}\" and \"{}\"", d.permalink, first.title, d.title))
                    .in_file(shown)
                    .with_help("give the operations distinct `operationId`s (or summaries), and tags names that differ from them"),
            );
        }
    }
}

/// The route of a page, with its place in the sidebar.
pub(crate) fn route(draft: DraftPage, sidebar: &ApiSidebar, shown: &Path) -> Route {
    let nav = sidebar.neighbours(&draft.doc_id);
    let mut page = PageData::new(draft.permalink, PageKind::Doc, draft.title);
    page.description = draft.description;
    page.html = Some(draft.html);
    page.toc = draft.toc;
    page.hide_title = true;
    page.hide_table_of_contents = true;
    page.source = Some(shown.to_string_lossy().into_owned());
    page.doc = Some(DocMeta {
        id: draft.doc_id,
        sidebar_id: Some(SIDEBAR_ID.to_string()),
        breadcrumbs: nav.breadcrumbs,
        previous: nav.previous,
        next: nav.next,
        sidebar_class_name: draft.sidebar_class_name,
        ends_with_category_cards: draft.category_cards.is_some(),
        card_descriptions: draft.category_cards.unwrap_or_default(),
        ..Default::default()
    });
    Route::new(page, Some(shown.to_path_buf()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_lines() {
        assert_eq!(first_line("\n  Lists things.\nMore.").as_deref(), Some("Lists things."));
        assert_eq!(first_line("  \n"), None);
    }
}
