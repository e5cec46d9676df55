//! Tags: the tags file (`tags.yml`), each doc's tag links, and the tags list and tag pages.

use std::path::Path;

use ferrosaurus_core::{url, Diagnostic, DocsOptions, NavLink, PageData, PageKind, Route, TagLink, TagRef};
use indexmap::IndexMap;
use serde_json::Value;

use crate::DocSource;

/// One known tag.
#[derive(Debug, Clone)]
struct TagDef {
    label: String,
    permalink: String,
    description: Option<String>,
}

/// The tags of a docs instance: those declared in the tags file plus inline ones.
#[derive(Debug, Default)]
pub(crate) struct TagIndex {
    declared: IndexMap<String, TagDef>,
    has_file: bool,
    tags_path: String,
    trailing_slash: Option<bool>,
}

impl TagIndex {
    /// Reads the tags file, if the docs options name one.
    pub(crate) fn load(site_dir: &Path, options: &DocsOptions, content_dir: &str, version_path: &str, trailing_slash: Option<bool>, diags: &mut Vec<Diagnostic>) -> Self {
        let tags_path = url::join([version_path, "tags"]);
        let mut index = TagIndex { tags_path, trailing_slash, ..Default::default() };
        let Some(file) = &options.tags else { return index };
        let rel = Path::new(content_dir).join(file);
        let Ok(text) = std::fs::read_to_string(site_dir.join(&rel)) else {
            diags.push(Diagnostic::error(format!("the tags file {} does not exist", rel.display())).in_file(&rel));
            return index;
        };
        index.has_file = true;
        let value: Value = match serde_norway::from_str(&text) {
            Ok(v) => v,
            Err(e) => {
                let line = e.location().map(|l| l.line()).unwrap_or(1);
                diags.push(Diagnostic::error(format!("invalid tags file: {e}")).at_line(&rel, line));
                return index;
            }
        };
        let Value::Object(map) = value else { return index };
        for (key, def) in map {
            let label = def.get("label").and_then(Value::as_str).map(String::from).unwrap_or_else(|| capitalize(&key));
            let slug = def.get("permalink").and_then(Value::as_str).map(|p| p.trim_start_matches('/').to_string()).unwrap_or_else(|| url::kebab_case(&key));
            let permalink = index.tag_url(&slug);
            let description = def.get("description").and_then(Value::as_str).map(String::from);
            index.declared.insert(key, TagDef { label, permalink, description });
        }
        index
    }

    fn tag_url(&self, slug: &str) -> String {
        url::apply_trailing_slash(&url::join([self.tags_path.as_str(), slug]), self.trailing_slash)
    }

    fn resolve(&self, tag: &TagRef) -> (String, TagDef) {
        match tag {
            TagRef::Label(key) => match self.declared.get(key) {
                Some(def) => (key.clone(), def.clone()),
                None => (key.clone(), TagDef { label: key.clone(), permalink: self.tag_url(&url::kebab_case(key)), description: None }),
            },
            TagRef::Object { label, permalink, description } => {
                let slug = permalink.clone().map(|p| p.trim_start_matches('/').to_string()).unwrap_or_else(|| url::kebab_case(label));
                (label.clone(), TagDef { label: label.clone(), permalink: self.tag_url(&slug), description: description.clone() })
            }
        }
    }

    /// A doc's tags as links; inline tags missing from a tags file are warnings.
    pub(crate) fn links_for(&self, tags: &[TagRef], file: &Path, diags: &mut Vec<Diagnostic>) -> Vec<TagLink> {
        tags.iter()
            .map(|t| {
                if let TagRef::Label(key) = t {
                    if self.has_file && !self.declared.contains_key(key) {
                        diags.push(
                            Diagnostic::warning(format!("tag `{key}` is not declared in the tags file"))
                                .in_file(file)
                                .with_help("add it to tags.yml or use one of the declared keys"),
                        );
                    }
                }
                let (_, def) = self.resolve(t);
                TagLink { label: def.label, permalink: def.permalink, description: def.description, count: None }
            })
            .collect()
    }

    /// The tags list page and one page per tag used by a listed doc.
    pub(crate) fn routes<'a>(&self, docs: impl Iterator<Item = (&'a DocSource, &'a str, Option<&'a str>)>) -> Vec<Route> {
        let mut by_tag: IndexMap<String, (TagDef, Vec<NavLink>)> = IndexMap::new();
        for (doc, title, excerpt) in docs {
            if doc.front_matter.is_unlisted() {
                continue;
            }
            for tag in doc.front_matter.tags.as_deref().unwrap_or_default() {
                let (_, def) = self.resolve(tag);
                let entry = by_tag.entry(def.permalink.clone()).or_insert_with(|| (def, Vec::new()));
                let description = doc.front_matter.description.clone().or_else(|| excerpt.map(String::from));
                entry.1.push(NavLink { title: title.to_string(), permalink: doc.permalink.clone(), description });
            }
        }
        if by_tag.is_empty() {
            return Vec::new();
        }
        let mut routes = Vec::new();
        let mut list: Vec<TagLink> = Vec::new();
        for (def, mut items) in by_tag.into_values() {
            items.sort_by_key(|a| a.title.to_lowercase());
            let n = items.len();
            let title = if n == 1 { format!("One doc tagged with \"{}\"", def.label) } else { format!("{n} docs tagged with \"{}\"", def.label) };
            let link = TagLink { label: def.label.clone(), permalink: def.permalink.clone(), description: def.description.clone(), count: Some(n) };
            let mut page = PageData::new(def.permalink.clone(), PageKind::TagDocs, title);
            page.description = def.description.clone();
            page.tags = vec![link.clone()];
            page.items = items;
            routes.push(Route::new(page, None));
            list.push(link);
        }
        list.sort_by_key(|a| a.label.to_lowercase());
        let mut page = PageData::new(url::apply_trailing_slash(&self.tags_path, self.trailing_slash), PageKind::TagsList, "Tags");
        page.tags = list;
        routes.insert(0, Route::new(page, None));
        routes
    }
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}
