//! Where the pages of one spec go and how its sidebar is laid out, shared by the build (the
//! pages rendered in Rust) and `gen-api-docs` (the MDX files and `sidebar.ts`), so both give
//! the same doc ids, URLs and sidebar.
//!
//! A spec of a folder (`specPath` a folder) gets its own space: its pages go one folder down,
//! named after the spec file (`specs/v2/store.yaml` → `api/v2/store/…`), so two specs with the
//! same operation ids (two petstores) never share a URL.

use ferrosaurus_core::url;

use crate::model::{self, oa, Api};
use crate::sidebar::{self, ApiSidebar, CategoryLinkSource, Link, SidebarOptions, TagGroup};

/// Where the pages of one spec go.
#[derive(Debug, Clone)]
pub(crate) struct SiteFolder {
    /// Doc id folder (`api`, `api/petstore`).
    pub(crate) doc_folder: String,
    /// URL folder (`/api`, `/api/petstore`).
    pub(crate) route_folder: String,
    pub(crate) trailing_slash: Option<bool>,
}

impl SiteFolder {
    /// The doc id and permalink of the page `slug`.
    pub(crate) fn link(&self, slug: &str) -> Link {
        let id = if self.doc_folder.is_empty() { slug.to_string() } else { format!("{}/{slug}", self.doc_folder) };
        (id, url::apply_trailing_slash(&url::join([self.route_folder.as_str(), slug]), self.trailing_slash))
    }

    /// The folder of a spec's own space (`petstore` under `api`).
    pub(crate) fn within(&self, space: &str) -> SiteFolder {
        let doc_folder = if self.doc_folder.is_empty() { space.to_string() } else { format!("{}/{space}", self.doc_folder) };
        SiteFolder { doc_folder, route_folder: url::join([self.route_folder.as_str(), space]), trailing_slash: self.trailing_slash }
    }
}

/// One schema page (`showSchemas`).
#[derive(Debug, Clone)]
pub(crate) struct SchemaPage {
    /// Its name in `components.schemas`.
    pub(crate) name: String,
    /// The page title: the schema's `title`, else its name.
    pub(crate) title: String,
    /// The file slug (`pet`), under `schemas/`.
    pub(crate) slug: String,
    pub(crate) link: Link,
}

/// The pages of one spec and its sidebar.
#[derive(Debug)]
pub(crate) struct Layout {
    /// The info page.
    pub(crate) intro: Link,
    /// The sidebar categories (tags, then "UNTAGGED").
    pub(crate) groups: Vec<TagGroup>,
    /// Where each category of `groups` links (its tag page, the info page, or nowhere).
    pub(crate) tag_links: Vec<Option<Link>>,
    /// One link per operation, in `api.operations` order.
    pub(crate) op_links: Vec<Link>,
    /// The schema pages, when `showSchemas` is set.
    pub(crate) schemas: Vec<SchemaPage>,
    pub(crate) sidebar: ApiSidebar,
}

impl Layout {
    /// The layout of `api` in `site`, with schema pages when `show_schemas`.
    pub(crate) fn new(api: &Api, site: &SiteFolder, options: &SidebarOptions, show_schemas: bool) -> Self {
        let intro = site.link(&model::info_slug(api.title()));
        let groups = sidebar::tag_groups(api);
        let tag_links: Vec<Option<Link>> = groups.iter().map(|g| g.link_for(options.category_link_source, || site.link(&g.slug()), &intro)).collect();
        let op_links: Vec<Link> = api.operations.iter().map(|op| site.link(&op.slug)).collect();
        let mut sidebar = ApiSidebar::build(&intro, &groups, &tag_links, &api.operations, &op_links, options);
        if options.group_by_tag_groups {
            sidebar.group_by_tag_groups(&sidebar::x_tag_groups(api), &groups);
        }
        let schemas = if show_schemas { schema_pages(api, site) } else { Vec::new() };
        let schema_links: Vec<(String, Link)> = schemas.iter().map(|s| (s.title.clone(), s.link.clone())).collect();
        sidebar.push_schemas(&schema_links, options);
        Self { intro, groups, tag_links, op_links, schemas, sidebar }
    }

    /// Whether the categories link to tag pages (so there are tag pages).
    pub(crate) fn tag_pages(&self, options: &SidebarOptions) -> impl Iterator<Item = (&TagGroup, &Link)> {
        let tags = options.category_link_source == CategoryLinkSource::Tag;
        self.groups.iter().zip(&self.tag_links).filter_map(move |(g, l)| l.as_ref().filter(|_| tags).map(|l| (g, l)))
    }
}

/// A page per `components.schemas` entry, named as the plugin names it: the schema's `title`
/// with its first space turned into `-`, lowercased and kebab-cased (the component's name when
/// it has no title, where the plugin writes no page).
fn schema_pages(api: &Api, site: &SiteFolder) -> Vec<SchemaPage> {
    let Some(components) = &api.spec.components else { return Vec::new() };
    components
        .schemas
        .iter()
        .map(|(name, schema)| {
            let title = schema_title(schema).unwrap_or_else(|| name.clone());
            let slug = match schema_title(schema) {
                Some(t) => model::info_slug(&t),
                None => url::kebab_case(name),
            };
            let link = site.link(&format!("schemas/{slug}"));
            SchemaPage { name: name.clone(), title, slug, link }
        })
        .collect()
}

fn schema_title(schema: &oa::Schema) -> Option<String> {
    match schema {
        oa::Schema::Object(boxed) => match boxed.as_ref() {
            oa::ObjectOrReference::Object(o) => o.title.clone().filter(|t| !t.trim().is_empty()),
            oa::ObjectOrReference::Ref { .. } => None,
        },
        oa::Schema::Boolean(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spaces_go_one_folder_down() {
        let site = SiteFolder { doc_folder: "api".into(), route_folder: "/api".into(), trailing_slash: Some(false) };
        assert_eq!(site.within("v2/store").link("get-pet"), ("api/v2/store/get-pet".to_string(), "/api/v2/store/get-pet".to_string()));
        let root = SiteFolder { doc_folder: String::new(), route_folder: "/".into(), trailing_slash: Some(true) };
        assert_eq!(root.within("pets").link("x"), ("pets/x".to_string(), "/pets/x/".to_string()));
    }

    #[test]
    fn schema_pages_are_named_by_title() {
        let api = model::test_api("openapi: 3.1.0\ninfo: {title: T, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n    PetV2: {title: The Pet, type: object}\n    Error: {type: object}\n");
        let site = SiteFolder { doc_folder: "api".into(), route_folder: "/api".into(), trailing_slash: Some(false) };
        let pages = schema_pages(&api, &site);
        let shown: Vec<(&str, &str, &str)> = pages.iter().map(|p| (p.title.as_str(), p.slug.as_str(), p.link.1.as_str())).collect();
        assert_eq!(shown, [("The Pet", "the-pet", "/api/schemas/the-pet"), ("Error", "error", "/api/schemas/error")]);
    }
}
