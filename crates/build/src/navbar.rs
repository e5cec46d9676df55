//! The navbar the theme receives: the config's items with the links of `doc`, `docSidebar`
//! and `docsVersionDropdown` items resolved from the content. A view derived from the config
//! and the content, computed once per build after the plugins ran; the config itself is never
//! changed after it is loaded.

use ferrosaurus_core::{Diagnostic, Diagnostics, NavbarItem, NavbarItemKind, SidebarItem, SiteConfig};

use crate::pages::Content;

/// The navbar's items with their links resolved; a `doc` item whose doc does not exist and a
/// `docSidebar` item whose sidebar leads nowhere are errors.
pub(crate) fn resolved_items(config: &SiteConfig, content: &Content, diagnostics: &mut Diagnostics) -> Vec<NavbarItem> {
    let version_label = config.docs.first().and_then(|d| d.current_version_label.clone()).unwrap_or_else(|| "Next".into());
    let resolver = Resolver { content, version_label: &version_label };
    config.theme_config.navbar.items.iter().map(|item| resolver.resolve(item, diagnostics)).collect()
}

struct Resolver<'a> {
    content: &'a Content,
    /// What a lone `docsVersionDropdown` shows without a `label`.
    version_label: &'a str,
}

impl Resolver<'_> {
    /// A copy of `item` (and of its dropdown entries) with its link resolved.
    fn resolve(&self, item: &NavbarItem, diagnostics: &mut Diagnostics) -> NavbarItem {
        let mut resolved = item.clone();
        match item.kind() {
            NavbarItemKind::DocsVersionDropdown => {
                // one version: the dropdown names it and leads to the docs' first page
                resolved.label.get_or_insert_with(|| self.version_label.to_string());
                resolved.resolved_to = self.content.sidebars.values().find_map(|s| first_link(s));
            }
            NavbarItemKind::Doc => resolved.resolved_to = self.doc_link(item, diagnostics),
            NavbarItemKind::DocSidebar => resolved.resolved_to = self.sidebar_link(item, diagnostics),
            _ => {}
        }
        resolved.items = item.items.iter().map(|i| self.resolve(i, diagnostics)).collect();
        resolved
    }

    /// The permalink of a `doc` item's doc; another docs instance's docs are keyed
    /// `<pluginId>:<docId>`.
    fn doc_link(&self, item: &NavbarItem, diagnostics: &mut Diagnostics) -> Option<String> {
        let id = item.doc_id.as_deref().unwrap_or_default();
        let key = match item.docs_plugin_id() {
            Some(plugin) => format!("{plugin}:{id}"),
            None => id.to_string(),
        };
        let link = self.content.doc_permalinks.get(&key).cloned();
        if link.is_none() {
            diagnostics.push(Diagnostic::error(format!("navbar item of type doc refers to the doc id `{id}`, which does not exist")));
        }
        link
    }

    /// The first doc of a `docSidebar` item's sidebar; another instance's sidebars are keyed
    /// `<pluginId>/<sidebarId>`.
    fn sidebar_link(&self, item: &NavbarItem, diagnostics: &mut Diagnostics) -> Option<String> {
        let id = item.sidebar_id.as_deref().unwrap_or_default();
        let key = match item.docs_plugin_id() {
            Some(plugin) => format!("{plugin}/{id}"),
            None => id.to_string(),
        };
        let link = self.content.sidebars.get(&key).and_then(|s| first_link(s));
        if link.is_none() {
            diagnostics.push(Diagnostic::error(format!("navbar item of type docSidebar: the sidebar `{id}` has no doc to link to")));
        }
        link
    }
}

/// The first doc (or category page) a sidebar leads to.
fn first_link(items: &[SidebarItem]) -> Option<String> {
    items.iter().find_map(|i| match i {
        SidebarItem::Link { href, doc_id: Some(_), .. } => Some(href.clone()),
        SidebarItem::Category { href: Some(h), .. } => Some(h.clone()),
        SidebarItem::Category { items, .. } => first_link(items),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn link(label: &str, href: &str) -> SidebarItem {
        SidebarItem::Link { label: label.into(), href: href.into(), doc_id: Some(label.into()), class_name: None, unlisted: false }
    }

    fn content() -> Content {
        let mut content = Content::default();
        content.doc_permalinks.insert("intro".into(), "/docs/intro".into());
        content.doc_permalinks.insert("community:support".into(), "/community/support".into());
        let guides = SidebarItem::Category { label: "Guides".into(), href: None, items: vec![link("setup", "/docs/setup")], collapsed: true, collapsible: true, class_name: None };
        content.sidebars.insert("guides".into(), vec![SidebarItem::Html { value: "<hr>".into(), default_style: false, class_name: None }, guides]);
        content.sidebars.insert("community/main".into(), vec![link("support", "/community/support")]);
        content
    }

    fn config(items: serde_json::Value) -> SiteConfig {
        let mut config = SiteConfig::default_for_test();
        config.theme_config.navbar.items = serde_json::from_value(items).unwrap();
        config
    }

    // See: issue 16 (the build filled `resolvedTo` into the loaded config after the plugins ran).
    #[test]
    fn issue_16_links_are_resolved_into_a_copy_and_the_config_is_left_as_loaded() {
        let config = config(serde_json::json!([
            {"type": "doc", "docId": "intro", "label": "Intro"},
            {"type": "docSidebar", "sidebarId": "guides"},
            {"label": "More", "items": [{"type": "doc", "docId": "support", "docsPluginId": "community"}, {"type": "docSidebar", "sidebarId": "main", "docsPluginId": "community"}]},
            {"type": "docsVersionDropdown"},
            {"to": "/blog", "label": "Blog"},
        ]));
        let loaded = config.clone();
        let mut diagnostics = Diagnostics::default();
        let items = resolved_items(&config, &content(), &mut diagnostics);
        assert!(diagnostics.0.is_empty(), "{:?}", diagnostics.0);
        assert_eq!(config, loaded);
        let links = |items: &[NavbarItem]| items.iter().map(|i| i.resolved_to.clone()).collect::<Vec<_>>();
        assert_eq!(links(&items), [Some("/docs/intro".into()), Some("/docs/setup".into()), None, Some("/docs/setup".into()), None]);
        assert_eq!(links(&items[2].items), [Some("/community/support".into()), Some("/community/support".into())]);
        assert_eq!(items[3].label.as_deref(), Some("Next"), "a lone version dropdown is named after the current version");
        assert_eq!(items[4], config.theme_config.navbar.items[4], "other items are copied as they are");
    }

    #[test]
    fn issue_16_links_to_nothing_are_errors() {
        let config = config(serde_json::json!([{"type": "doc", "docId": "missing"}, {"items": [{"type": "docSidebar", "sidebarId": "nowhere"}]}]));
        let mut diagnostics = Diagnostics::default();
        let items = resolved_items(&config, &content(), &mut diagnostics);
        let messages: Vec<String> = diagnostics.0.iter().map(|d| d.to_string()).collect();
        assert_eq!(
            messages,
            [
                "error: navbar item of type doc refers to the doc id `missing`, which does not exist",
                "error: navbar item of type docSidebar: the sidebar `nowhere` has no doc to link to"
            ]
        );
        assert_eq!(items[0].resolved_to, None);
    }
}
