//! The API sidebar (`groupPathsBy: tag`): the intro doc, then one category per tag (spec `tags`
//! order, then tags only operations name), then "UNTAGGED"; plus breadcrumbs and previous/next
//! links in that order.

use std::collections::HashMap;

use ferrosaurus_core::{Breadcrumb, NavLink, SidebarItem};
use serde_json::Value;

use crate::spec::{Operation, Spec};

/// Label of the intro doc in the sidebar and breadcrumbs.
const INTRO_LABEL: &str = "Introduction";
/// Category of operations without tags.
const UNTAGGED: &str = "UNTAGGED";

/// `sidebarOptions` of one spec.
#[derive(Debug, Clone, Copy)]
pub(crate) struct SidebarOptions {
    pub(crate) collapsible: bool,
    pub(crate) collapsed: bool,
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

/// A tag category being filled.
struct TagGroup {
    label: String,
    ops: Vec<usize>,
}

impl ApiSidebar {
    pub(crate) fn build(
        spec: &Spec,
        intro_id: &str,
        intro_permalink: &str,
        operations: &[Operation],
        doc_id: &dyn Fn(&str) -> String,
        permalink: &dyn Fn(&str) -> String,
        options: &SidebarOptions,
    ) -> Self {
        let mut sidebar = Self::default();
        sidebar.push_link(intro_id, INTRO_LABEL, intro_permalink, None, Vec::new());
        for group in tag_groups(spec, operations) {
            let category_crumb = Breadcrumb { label: group.label.clone(), href: None };
            let mut items = Vec::new();
            for &i in &group.ops {
                let op = &operations[i];
                let (id, href) = (doc_id(&op.slug), permalink(&op.slug));
                let mut class = format!("api-method {}", op.method);
                if op.deprecated() {
                    class.push_str(" menu__list-item--deprecated");
                }
                items.push(sidebar.link(&id, &op.title, &href, Some(class), vec![category_crumb.clone()]));
            }
            sidebar.items.push(SidebarItem::Category {
                label: group.label,
                href: None,
                items,
                collapsed: options.collapsed,
                collapsible: options.collapsible,
                class_name: None,
            });
        }
        sidebar
    }

    fn push_link(&mut self, id: &str, label: &str, href: &str, class_name: Option<String>, ancestors: Vec<Breadcrumb>) {
        let item = self.link(id, label, href, class_name, ancestors);
        self.items.push(item);
    }

    /// A link item, recorded in the reading order and with its breadcrumbs.
    fn link(&mut self, id: &str, label: &str, href: &str, class_name: Option<String>, mut ancestors: Vec<Breadcrumb>) -> SidebarItem {
        if !self.breadcrumbs.contains_key(id) {
            ancestors.push(Breadcrumb { label: label.to_string(), href: Some(href.to_string()) });
            self.breadcrumbs.insert(id.to_string(), ancestors);
            self.order.push((id.to_string(), label.to_string(), href.to_string()));
        }
        SidebarItem::Link { label: label.to_string(), href: href.to_string(), doc_id: Some(id.to_string()), class_name, unlisted: false }
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

/// Categories in order, each with the indexes of its operations; empty ones are dropped.
fn tag_groups(spec: &Spec, operations: &[Operation]) -> Vec<TagGroup> {
    let mut names: Vec<String> = Vec::new();
    let mut labels: HashMap<String, String> = HashMap::new();
    for tag in spec.doc.get("tags").and_then(Value::as_array).into_iter().flatten() {
        let Some(name) = tag.get("name").and_then(Value::as_str) else { continue };
        let label = tag.get("x-displayName").and_then(Value::as_str).unwrap_or(name);
        labels.insert(name.to_string(), label.to_string());
        names.push(name.to_string());
    }
    for op in operations {
        for tag in op.tags() {
            if !names.contains(&tag) {
                names.push(tag);
            }
        }
    }
    let mut groups: Vec<TagGroup> = names
        .iter()
        .map(|name| TagGroup {
            label: labels.get(name).cloned().unwrap_or_else(|| name.clone()),
            ops: operations.iter().enumerate().filter(|(_, op)| op.tags().contains(name)).map(|(i, _)| i).collect(),
        })
        .collect();
    groups.push(TagGroup { label: UNTAGGED.to_string(), ops: operations.iter().enumerate().filter(|(_, op)| op.tags().is_empty()).map(|(i, _)| i).collect() });
    groups.retain(|g| !g.ops.is_empty());
    groups
}
