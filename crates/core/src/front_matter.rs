//! Doc and page front matter, as Docusaurus's docs plugin reads it.

use indexmap::IndexMap;
use serde::{Deserialize, Serialize};

/// A tag in front matter: a plain label or an object with its own permalink.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum TagRef {
    /// `tags: [api]`: a label, or a key of the site's tags file.
    Label(String),
    /// `tags: [{label: API, permalink: /api}]`.
    Object {
        /// Shown label.
        label: String,
        /// Tag permalink under the tags route (kebab-case of the label when absent).
        #[serde(default)]
        permalink: Option<String>,
        /// Shown on the tag page.
        #[serde(default)]
        description: Option<String>,
    },
}

/// Every front matter field the docs plugin knows. Unknown keys are kept in `extra`
/// (other plugins, e.g. openapi-docs, put their own keys there).
///
/// `Option<Option<String>>` fields tell "absent" (`None`) from an explicit `null`
/// (`Some(None)`), which Docusaurus gives a meaning (e.g. `pagination_next: null` disables it).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[allow(missing_docs)]
pub struct FrontMatter {
    pub id: Option<String>,
    pub title: Option<String>,
    pub sidebar_label: Option<String>,
    pub sidebar_position: Option<f64>,
    pub sidebar_class_name: Option<String>,
    pub sidebar_custom_props: Option<serde_json::Value>,
    pub sidebar_key: Option<String>,
    #[serde(default, deserialize_with = "explicit_null")]
    pub displayed_sidebar: Option<Option<String>>,
    pub slug: Option<String>,
    pub tags: Option<Vec<TagRef>>,
    pub description: Option<String>,
    pub keywords: Option<Vec<String>>,
    pub image: Option<String>,
    pub hide_title: Option<bool>,
    pub hide_table_of_contents: Option<bool>,
    pub toc_min_heading_level: Option<u8>,
    pub toc_max_heading_level: Option<u8>,
    pub draft: Option<bool>,
    pub unlisted: Option<bool>,
    #[serde(default, deserialize_with = "explicit_null")]
    pub pagination_next: Option<Option<String>>,
    #[serde(default, deserialize_with = "explicit_null")]
    pub pagination_prev: Option<Option<String>>,
    pub pagination_label: Option<String>,
    #[serde(default, deserialize_with = "explicit_null")]
    pub custom_edit_url: Option<Option<String>>,
    pub last_update: Option<serde_json::Value>,
    pub parse_number_prefixes: Option<bool>,
    /// `md`, `mdx` or `detect`.
    pub format: Option<String>,
    /// Keys the docs plugin does not know.
    #[serde(flatten)]
    pub extra: IndexMap<String, serde_json::Value>,
}

impl FrontMatter {
    /// The front matter as Docusaurus hands it to the page (`frontMatter`): the fields as
    /// written, unknown keys included, no nulls for absent ones.
    pub fn as_written(&self) -> serde_json::Value {
        let mut value = serde_json::to_value(self).unwrap_or_default();
        if let serde_json::Value::Object(map) = &mut value {
            let extra = map.remove("extra");
            map.retain(|_, v| !v.is_null());
            if let Some(serde_json::Value::Object(extra)) = extra {
                map.extend(extra);
            }
        }
        value
    }
}

impl FrontMatter {
    /// True when the doc is a draft (left out of production builds).
    pub fn is_draft(&self) -> bool {
        self.draft.unwrap_or(false)
    }

    /// True when the doc is built but hidden from lists.
    pub fn is_unlisted(&self) -> bool {
        self.unlisted.unwrap_or(false)
    }
}

/// Deserializes `Option<Option<T>>` so that an explicit `null` is `Some(None)`.
fn explicit_null<'de, D, T>(de: D) -> Result<Option<Option<T>>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: Deserialize<'de>,
{
    Option::<T>::deserialize(de).map(Some)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn explicit_null_differs_from_absent() {
        let fm: FrontMatter = serde_json::from_str(r#"{"pagination_next": null}"#).unwrap();
        assert_eq!(fm.pagination_next, Some(None));
        assert_eq!(fm.pagination_prev, None);
        let fm: FrontMatter = serde_json::from_str(r#"{"pagination_next": "a/b", "api": 1}"#).unwrap();
        assert_eq!(fm.pagination_next, Some(Some("a/b".into())));
        assert_eq!(fm.extra["api"], 1);
    }
}
