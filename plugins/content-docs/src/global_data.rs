//! The docs plugin's global data, in the shape Docusaurus's `useDocsData(pluginId)` returns:
//! `{path, versions: [{name, label, isLast, path, mainDocId, docs: [{id, path, sidebar}],
//! draftIds, sidebars: {id: {link: {label, path}}}}], breadcrumbs}`. The navbar's
//! `docsVersionDropdown`, `docsPluginId` items and the version banner read it.

use ferrosaurus_core::{NavLink, PageKind, Route};
use indexmap::IndexMap;
use serde::Serialize;
use serde_json::Value;

use crate::sidebars::RenderedSidebar;
use crate::versions::Version;
use crate::DocRendered;

/// One doc (or category index) of a version.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct GlobalDoc {
    pub(crate) id: String,
    pub(crate) path: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) sidebar: Option<String>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub(crate) unlisted: bool,
}

/// The first link of a sidebar.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct SidebarLink {
    pub(crate) label: String,
    pub(crate) path: String,
}

/// A sidebar as the global data lists it.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct GlobalSidebar {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) link: Option<SidebarLink>,
}

/// One version in the global data.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct VersionGlobal {
    pub(crate) name: String,
    pub(crate) label: String,
    pub(crate) is_last: bool,
    pub(crate) path: String,
    pub(crate) main_doc_id: String,
    pub(crate) docs: Vec<GlobalDoc>,
    pub(crate) draft_ids: Vec<String>,
    pub(crate) sidebars: IndexMap<String, GlobalSidebar>,
}

/// A version's global data from its rendered docs, sidebars and routes.
pub(crate) fn version_global(
    version: &Version,
    rendered: &[DocRendered],
    sidebars: &IndexMap<String, RenderedSidebar>,
    routes: &[Route],
    draft_ids: Vec<String>,
) -> VersionGlobal {
    let sidebar_of = |doc_id: &str| sidebars.iter().find(|(_, s)| s.ancestors.contains_key(doc_id)).map(|(id, _)| id.clone());
    let mut docs: Vec<GlobalDoc> = rendered
        .iter()
        .map(|d| GlobalDoc {
            id: d.doc.id.clone(),
            path: d.doc.permalink.clone(),
            sidebar: d.doc.front_matter.displayed_sidebar.clone().unwrap_or_else(|| sidebar_of(&d.doc.id)),
            unlisted: d.doc.front_matter.is_unlisted(),
        })
        .collect();
    for (sidebar_id, s) in sidebars {
        for g in &s.generated {
            docs.push(GlobalDoc { id: g.permalink.clone(), path: g.permalink.clone(), sidebar: Some(sidebar_id.clone()), unlisted: false });
        }
    }
    let sidebars_global = sidebars
        .iter()
        .map(|(id, s)| {
            let link = s.nav.first().map(|n| SidebarLink { label: n.title.clone(), path: n.permalink.clone() });
            (id.clone(), GlobalSidebar { link })
        })
        .collect();
    VersionGlobal {
        name: version.name.clone(),
        label: version.label.clone(),
        is_last: version.is_last,
        path: version.path.clone(),
        main_doc_id: main_doc_id(version, rendered, sidebars, routes),
        docs,
        draft_ids,
        sidebars: sidebars_global,
    }
}

/// Docusaurus's main doc: the doc at the version's root, else the first doc of the first
/// sidebar, else the first doc.
fn main_doc_id(version: &Version, rendered: &[DocRendered], sidebars: &IndexMap<String, RenderedSidebar>, routes: &[Route]) -> String {
    let at_root = routes
        .iter()
        .filter(|r| r.page.kind == PageKind::Doc)
        .find(|r| r.page.route.trim_end_matches('/') == version.path.trim_end_matches('/'))
        .and_then(|r| r.page.doc.as_ref().map(|d| d.id.clone()));
    at_root
        .or_else(|| sidebars.values().next().and_then(|s| s.nav.iter().find_map(|n| n.doc_id.clone())))
        .or_else(|| rendered.first().map(|d| d.doc.id.clone()))
        .unwrap_or_default()
}

/// The plugin's global data.
pub(crate) fn plugin_global_data(path: &str, versions: &[VersionGlobal], breadcrumbs: bool) -> Value {
    serde_json::json!({ "path": path, "versions": versions, "breadcrumbs": breadcrumbs })
}

/// Gives each doc of a version other than the last the banner's "latest version" link: the
/// same doc id in the last version, else the last version's main doc.
pub(crate) fn link_to_latest(routes: &mut [Route], versions: &[VersionGlobal]) {
    let Some(last) = versions.iter().find(|v| v.is_last) else { return };
    let main = last.docs.iter().find(|d| d.id == last.main_doc_id).map(|d| d.path.clone()).unwrap_or_else(|| last.path.clone());
    for route in routes {
        let Some(doc) = route.page.doc.as_mut() else { continue };
        let Some(version) = doc.version.as_mut() else { continue };
        if version.is_last {
            continue;
        }
        let same = last.docs.iter().find(|d| !doc.id.is_empty() && d.id == doc.id).map(|d| d.path.clone());
        version.latest_version_link = Some(NavLink { title: last.label.clone(), permalink: same.unwrap_or_else(|| main.clone()), description: None });
    }
}
