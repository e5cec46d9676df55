//! Blog tags: the tags file (`tags.yml` in the blog folder) and each post's tag links.

use std::path::Path;

use ferrosaurus_core::{url, Diagnostic, ReportingSeverity, TagLink, TagRef};
use indexmap::IndexMap;
use serde_json::Value;

use crate::{severity_diagnostic, yaml_file, Place};

/// The tags declared in the tags file, by key.
#[derive(Debug, Default)]
pub(crate) struct TagsFile {
    declared: IndexMap<String, TagLink>,
    exists: bool,
    tags_route: String,
    trailing_slash: Option<bool>,
}

impl TagsFile {
    /// Reads `<blog>/<tags>` when the option names one and it exists.
    pub(crate) fn load(site_dir: &Path, blog_dir: &str, file: Option<&str>, tags_route: &str, trailing_slash: Option<bool>, diags: &mut Vec<Diagnostic>) -> Self {
        let mut tags = TagsFile { tags_route: tags_route.to_string(), trailing_slash, ..Default::default() };
        let Some(file) = file else { return tags };
        let rel = Path::new(blog_dir).join(file);
        let Some(value) = yaml_file(site_dir, &rel, diags) else { return tags };
        tags.exists = true;
        let Value::Object(map) = value else { return tags };
        for (key, def) in map {
            let label = def.get("label").and_then(Value::as_str).map(String::from).unwrap_or_else(|| key.clone());
            let slug = def.get("permalink").and_then(Value::as_str).map(String::from).unwrap_or_else(|| url::kebab_case(&key));
            let description = def.get("description").and_then(Value::as_str).map(String::from);
            let permalink = tags.url(&slug);
            tags.declared.insert(key, TagLink { label, permalink, description, count: None });
        }
        tags
    }

    fn url(&self, slug: &str) -> String {
        url::apply_trailing_slash(&url::join([self.tags_route.as_str(), slug]), self.trailing_slash)
    }

    /// A post's tags as links; inline tags, when a tags file exists, are reported (onInlineTags).
    pub(crate) fn links(&self, tags: &[TagRef], on_inline: ReportingSeverity, place: &Place<'_>, diags: &mut Vec<Diagnostic>) -> Vec<TagLink> {
        let mut links: Vec<TagLink> = Vec::new();
        for tag in tags {
            let link = match tag {
                TagRef::Label(key) => match self.declared.get(key) {
                    Some(link) => link.clone(),
                    None => {
                        if self.exists {
                            let d = Diagnostic::warning(format!("tag `{key}` is not declared in the tags file (onInlineTags)"))
                                .with_help("add it to tags.yml or use one of its keys");
                            diags.extend(severity_diagnostic(on_inline, place.at("tags", d)));
                        }
                        TagLink { label: key.clone(), permalink: self.url(&url::kebab_case(key)), description: None, count: None }
                    }
                },
                TagRef::Object { label, permalink, description } => {
                    let slug = permalink.clone().unwrap_or_else(|| url::kebab_case(label));
                    TagLink { label: label.clone(), permalink: self.url(&slug), description: description.clone(), count: None }
                }
            };
            if !links.iter().any(|l| l.permalink == link.permalink) {
                links.push(link);
            }
        }
        links
    }
}
