//! The API sidebar (`groupPathsBy: tag`): the intro doc, then one category per tag (spec `tags`
//! order, then tags only operations name), then "UNTAGGED"; plus breadcrumbs and previous/next
//! links in that order.

use std::collections::HashMap;

use ferrosaurus_core::{Breadcrumb, NavLink, SidebarItem};
use serde_json::Value;

use crate::model::{Api, Operation};

/// Label of the intro doc in the sidebar and breadcrumbs.
const INTRO_LABEL: &str = "Introduction";
/// Category of operations without tags.
const UNTAGGED: &str = "UNTAGGED";
/// Category of the schema pages (`showSchemas`).
const SCHEMAS: &str = "Schemas";

/// `sidebarOptions` of one spec.
#[derive(Debug, Clone, Copy)]
pub(crate) struct SidebarOptions {
    pub(crate) collapsible: bool,
    pub(crate) collapsed: bool,
    pub(crate) category_link_source: CategoryLinkSource,
    /// `groupPathsBy: tagGroup`: the tag categories inside one category per `x-tagGroups` entry.
    pub(crate) group_by_tag_groups: bool,
}

/// One entry of the spec's `x-tagGroups`: a name over some tags.
#[derive(Debug, Clone, serde::Deserialize)]
pub(crate) struct XTagGroup {
    pub(crate) name: String,
    #[serde(default)]
    pub(crate) tags: Vec<String>,
}

/// The spec's `x-tagGroups` (none when absent or not a list of `{name, tags}`).
pub(crate) fn x_tag_groups(api: &Api) -> Vec<XTagGroup> {
    api.spec.extensions.get("tagGroups").and_then(|v| serde_json::from_value(v.clone()).ok()).unwrap_or_default()
}

/// The rendered sidebar with what the pages need from it.
#[derive(Debug, Default)]
pub(crate) struct ApiSidebar {
    pub(crate) items: Vec<SidebarItem>,
    /// Links in reading order: (doc id, label, permalink).
    order: Vec<(String, String, String)>,
    /// Breadcrumbs per doc id (ancestors then the doc).
    breadcrumbs: HashMap<String, Vec<Breadcrumb>>,
}

/// What a page takes from the sidebar.
#[derive(Debug, Default)]
pub(crate) struct Neighbours {
    pub(crate) breadcrumbs: Vec<Breadcrumb>,
    pub(crate) previous: Option<NavLink>,
    pub(crate) next: Option<NavLink>,
}

/// A category of the sidebar: a tag (with its own page when `categoryLinkSource: tag`) and
/// the indexes of its operations.
#[derive(Debug, Clone)]
pub(crate) struct TagGroup {
    /// The tag name (`Line Items`).
    pub(crate) name: String,
    /// `x-displayName` ?? name.
    pub(crate) label: String,
    pub(crate) description: Option<String>,
    pub(crate) ops: Vec<usize>,
    /// Whether the spec's `tags` list declares it (only a declared tag gets a tag page, or a
    /// category link to the info page, as in the plugin).
    pub(crate) declared: bool,
}

impl TagGroup {
    /// The tag page slug: kebab(name).
    pub(crate) fn slug(&self) -> String {
        ferrosaurus_core::url::kebab_case(&self.name)
    }

    /// Where this category's label links for `source`: the tag page, the info page, or nowhere
    /// (a tag the spec's `tags` list does not declare, and "UNTAGGED", link nowhere).
    pub(crate) fn link_for(&self, source: CategoryLinkSource, tag_page: impl FnOnce() -> Link, intro: &Link) -> Option<Link> {
        match source {
            CategoryLinkSource::Tag if self.declared => Some(tag_page()),
            CategoryLinkSource::Info if self.declared => Some(intro.clone()),
            _ => None,
        }
    }
}

/// Where a category's label links (`sidebarOptions.categoryLinkSource`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) enum CategoryLinkSource {
    /// No link: the label only toggles.
    #[default]
    None,
    /// The tag's own page (`<tag>.tag.mdx`).
    Tag,
    /// The info page.
    Info,
}

/// A page the sidebar links to: (doc id, permalink).
pub(crate) type Link = (String, String);

impl ApiSidebar {
    /// The sidebar: the intro link, then a category per group whose label links to
    /// `tag_links[i]` when given.
    pub(crate) fn build(intro: &Link, groups: &[TagGroup], tag_links: &[Option<Link>], operations: &[Operation], op_links: &[Link], options: &SidebarOptions) -> Self {
        let mut sidebar = Self::default();
        // with `categoryLinkSource: info` the info page is the categories' link, not an item
        if options.category_link_source != CategoryLinkSource::Info {
            sidebar.push_link(&intro.0, INTRO_LABEL, &intro.1, None, Vec::new());
        }
        for (group, tag_link) in groups.iter().zip(tag_links) {
            let category_crumb = Breadcrumb { label: group.label.clone(), href: tag_link.as_ref().map(|l| l.1.clone()) };
            if let Some((id, href)) = tag_link {
                // the first category linking a page gives it its place and breadcrumbs
                sidebar.record(id, &group.label, href, Vec::new());
            }
            let mut items = Vec::new();
            for &i in &group.ops {
                let op = &operations[i];
                let (id, href) = &op_links[i];
                items.push(sidebar.link(id, &op.title, href, Some(operation_class(op)), vec![category_crumb.clone()]));
            }
            sidebar.items.push(SidebarItem::Category {
                label: group.label.clone(),
                href: tag_link.as_ref().map(|l| l.1.clone()),
                items,
                collapsed: options.collapsed,
                collapsible: options.collapsible,
                class_name: None,
            });
        }
        sidebar
    }

    /// The first category (depth first) whose label links to `href`, as Docusaurus's
    /// `useCurrentSidebarCategory` finds it for a category's own page.
    pub(crate) fn category_linking(&self, href: &str) -> Option<&SidebarItem> {
        fn find<'a>(items: &'a [SidebarItem], href: &str) -> Option<&'a SidebarItem> {
            items.iter().find_map(|item| match item {
                SidebarItem::Category { href: Some(h), .. } if h == href => Some(item),
                SidebarItem::Category { items, .. } => find(items, href),
                _ => None,
            })
        }
        find(&self.items, href)
    }

    fn push_link(&mut self, id: &str, label: &str, href: &str, class_name: Option<String>, ancestors: Vec<Breadcrumb>) {
        let item = self.link(id, label, href, class_name, ancestors);
        self.items.push(item);
    }

    /// A link item, recorded in the reading order and with its breadcrumbs.
    fn link(&mut self, id: &str, label: &str, href: &str, class_name: Option<String>, ancestors: Vec<Breadcrumb>) -> SidebarItem {
        self.record(id, label, href, ancestors);
        SidebarItem::Link { label: label.to_string(), href: href.to_string(), doc_id: Some(id.to_string()), class_name, unlisted: false }
    }

    /// `groupPathsBy: tagGroup`: one category per `x-tagGroups` entry (collapsible and collapsed,
    /// as the plugin makes them) holding the categories of its tags in the entry's order; tag
    /// categories in no group (and "UNTAGGED") stay after the groups, so no page is lost.
    pub(crate) fn group_by_tag_groups(&mut self, tag_groups: &[XTagGroup], groups: &[TagGroup]) {
        if tag_groups.is_empty() {
            return;
        }
        // items: the intro link, then one category per entry of `groups`
        let intro_count = self.items.len() - groups.len();
        let mut categories: Vec<Option<SidebarItem>> = self.items.drain(intro_count..).map(Some).collect();
        for tag_group in tag_groups {
            let items: Vec<SidebarItem> = tag_group.tags.iter().filter_map(|tag| groups.iter().position(|g| &g.name == tag)).filter_map(|i| categories[i].take()).collect();
            if !items.is_empty() {
                self.items.push(SidebarItem::Category { label: tag_group.name.clone(), href: None, items, collapsed: true, collapsible: true, class_name: None });
            }
        }
        self.items.extend(categories.into_iter().flatten());
        self.follow_items();
    }

    /// Puts the reading order back in sidebar order and gives every doc under a group
    /// category that category's crumb first (after [`Self::group_by_tag_groups`]).
    fn follow_items(&mut self) {
        /// A sidebar entry in reading order: a doc by id, or a category's page by URL.
        enum Visit {
            Doc(String),
            CategoryPage(String),
        }
        fn walk(items: &[SidebarItem], group: Option<&str>, out: &mut Vec<(Visit, Option<String>)>) {
            for item in items {
                match item {
                    SidebarItem::Link { doc_id: Some(id), .. } => out.push((Visit::Doc(id.clone()), group.map(str::to_string))),
                    SidebarItem::Category { label, href, items, .. } => {
                        // a category without a link is a group: its label is the crumb
                        let (group, tag_page) = if href.is_none() && group.is_none() && items.iter().any(|i| matches!(i, SidebarItem::Category { .. })) { (Some(label.as_str()), None) } else { (group, href.as_ref()) };
                        if let Some(href) = tag_page {
                            out.push((Visit::CategoryPage(href.clone()), group.map(str::to_string)));
                        }
                        walk(items, group, out);
                    }
                    _ => {}
                }
            }
        }
        let mut visits = Vec::new();
        walk(&self.items, None, &mut visits);
        let old = std::mem::take(&mut self.order);
        for (visit, group) in visits {
            let found = match &visit {
                Visit::CategoryPage(href) => old.iter().find(|(_, _, h)| h == href),
                Visit::Doc(id) => old.iter().find(|(doc, _, _)| doc == id),
            };
            let Some(entry) = found.filter(|e| !self.order.iter().any(|o| o.0 == e.0)) else { continue };
            if let (Some(group), Some(crumbs)) = (group, self.breadcrumbs.get_mut(&entry.0)) {
                crumbs.insert(0, Breadcrumb { label: group, href: None });
            }
            self.order.push(entry.clone());
        }
        // anything the walk did not reach keeps its place at the end
        for entry in old {
            if !self.order.iter().any(|o| o.0 == entry.0) {
                self.order.push(entry);
            }
        }
    }

    /// A spec of a folder: its whole sidebar becomes one category named after the spec (its
    /// info title), which comes first in every breadcrumb trail.
    pub(crate) fn wrap_in_category(&mut self, label: &str, options: &SidebarOptions) {
        let items = std::mem::take(&mut self.items);
        self.items.push(SidebarItem::Category { label: label.to_string(), href: None, items, collapsed: options.collapsed, collapsible: options.collapsible, class_name: None });
        for crumbs in self.breadcrumbs.values_mut() {
            crumbs.insert(0, Breadcrumb { label: label.to_string(), href: None });
        }
    }

    /// Appends the "Schemas" category: one link per schema page (label, link).
    pub(crate) fn push_schemas(&mut self, schemas: &[(String, Link)], options: &SidebarOptions) {
        if schemas.is_empty() {
            return;
        }
        let crumb = Breadcrumb { label: SCHEMAS.to_string(), href: None };
        let items = schemas.iter().map(|(label, (id, href))| self.link(id, label, href, Some("schema".to_string()), vec![crumb.clone()])).collect();
        self.items.push(SidebarItem::Category { label: SCHEMAS.to_string(), href: None, items, collapsed: options.collapsed, collapsible: options.collapsible, class_name: None });
    }

    /// Puts a doc in the reading order with its breadcrumbs (once).
    fn record(&mut self, id: &str, label: &str, href: &str, mut ancestors: Vec<Breadcrumb>) {
        if !self.breadcrumbs.contains_key(id) {
            ancestors.push(Breadcrumb { label: label.to_string(), href: Some(href.to_string()) });
            self.breadcrumbs.insert(id.to_string(), ancestors);
            self.order.push((id.to_string(), label.to_string(), href.to_string()));
        }
    }

    /// Breadcrumbs and previous/next of a doc.
    pub(crate) fn neighbours(&self, id: &str) -> Neighbours {
        let nav = |(_, label, href): &(String, String, String)| NavLink { title: label.clone(), permalink: href.clone(), description: None };
        let Some(pos) = self.order.iter().position(|(doc, _, _)| doc == id) else { return Neighbours::default() };
        Neighbours {
            breadcrumbs: self.breadcrumbs.get(id).cloned().unwrap_or_default(),
            previous: pos.checked_sub(1).map(|p| nav(&self.order[p])),
            next: self.order.get(pos + 1).map(nav),
        }
    }
}

/// The sidebar class of an operation, in the plugin's order (clsx of
/// `{menu__list-item--deprecated, api-method}` then the method): `api-method get`,
/// `menu__list-item--deprecated api-method delete`.
pub(crate) fn operation_class(op: &Operation) -> String {
    let deprecated = if op.deprecated() { "menu__list-item--deprecated " } else { "" };
    format!("{deprecated}api-method {}", op.method_name())
}

/// Categories in order (spec `tags`, then tags only operations name, then "UNTAGGED"), each
/// with the indexes of its operations; empty ones are dropped.
pub(crate) fn tag_groups(api: &Api) -> Vec<TagGroup> {
    let mut groups: Vec<TagGroup> = api
        .spec
        .tags
        .iter()
        .map(|tag| TagGroup {
            name: tag.name.clone(),
            label: tag.extensions.get("displayName").and_then(Value::as_str).unwrap_or(&tag.name).to_string(),
            description: tag.description.clone(),
            ops: Vec::new(),
            declared: true,
        })
        .collect();
    for op in &api.operations {
        for tag in &op.op.tags {
            if !groups.iter().any(|g| &g.name == tag) {
                groups.push(TagGroup { name: tag.clone(), label: tag.clone(), description: None, ops: Vec::new(), declared: false });
            }
        }
    }
    for group in &mut groups {
        group.ops = api.operations.iter().enumerate().filter(|(_, op)| op.op.tags.contains(&group.name)).map(|(i, _)| i).collect();
    }
    groups.push(TagGroup {
        name: UNTAGGED.to_string(),
        label: UNTAGGED.to_string(),
        description: None,
        ops: api.operations.iter().enumerate().filter(|(_, op)| op.op.tags.is_empty()).map(|(i, _)| i).collect(),
        declared: false,
    });
    groups.retain(|g| !g.ops.is_empty());
    groups
}
