//! The plugin's options, parsed strictly once: `redirects`, `fromExtensions`, `toExtensions`,
//! `createRedirects` (a JS function: it arrives as a `{"$handle": ...}` value and runs in the
//! config's Node host).

use serde::Deserialize;
use serde_json::Value;

use crate::RedirectsError;

/// One `redirects` rule: every `from` path leads to `to`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
#[non_exhaustive]
pub struct RedirectRule {
    /// Paths (without baseUrl) that get a redirect page.
    #[serde(deserialize_with = "one_or_many")]
    pub from: Vec<String>,
    /// Where they lead: a path of the site (without baseUrl) or any URL.
    pub to: String,
}

fn one_or_many<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<String>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum OneOrMany {
        One(String),
        Many(Vec<String>),
    }
    Ok(match OneOrMany::deserialize(d)? {
        OneOrMany::One(s) => vec![s],
        OneOrMany::Many(v) => v,
    })
}

/// `@docusaurus/plugin-client-redirects` options with Docusaurus's defaults (all empty).
#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
#[serde(default, deny_unknown_fields, rename_all = "camelCase")]
#[non_exhaustive]
pub struct RedirectsOptions {
    /// Plugin instance id.
    pub id: Option<String>,
    /// `/page.html` → `/page` for each extension (`html`).
    pub from_extensions: Vec<String>,
    /// `/page` → `/page.html` for each route ending with one of these extensions.
    pub to_extensions: Vec<String>,
    /// Explicit rules.
    pub redirects: Vec<RedirectRule>,
    /// A JS function of the config (a handle), `createRedirects(existingPath)`.
    pub create_redirects: Option<Value>,
}

impl RedirectsOptions {
    /// Parses and validates the options object (`null` = defaults).
    pub fn parse(value: &Value) -> Result<Self, RedirectsError> {
        let options: RedirectsOptions = match value {
            Value::Null => RedirectsOptions::default(),
            v => serde_json::from_value(v.clone()).map_err(|e| RedirectsError::Options(e.to_string()))?,
        };
        for ext in options.from_extensions.iter().chain(&options.to_extensions) {
            validate_extension(ext)?;
        }
        for rule in &options.redirects {
            for from in &rule.from {
                validate_from(from)?;
            }
        }
        Ok(options)
    }
}

const EXTENSION_HINT: &str =
    "If the redirect extension system is not good enough for your use case, you can create redirects yourself with the 'createRedirects' plugin option.";

/// Docusaurus's rules for an extension: not empty, no dot, no slash, nothing to encode.
fn validate_extension(ext: &str) -> Result<(), RedirectsError> {
    let problem = if ext.is_empty() {
        "is not allowed"
    } else if ext.contains('.') {
        "contains a . (dot) and is not allowed"
    } else if ext.contains('/') {
        "contains a / and is not allowed"
    } else if !ext.chars().all(|c| c.is_ascii_alphanumeric() || "-_.!~*'()".contains(c)) {
        "contains invalid URI characters"
    } else {
        return Ok(());
    };
    Err(RedirectsError::Options(format!("Extension \"{ext}\" {problem}. {EXTENSION_HINT}")))
}

/// A `from` must be a pathname: it starts with `/` and has no query or fragment.
pub(crate) fn validate_from(from: &str) -> Result<(), RedirectsError> {
    if !from.starts_with('/') || from.starts_with("//") || from.contains(['?', '#']) {
        return Err(RedirectsError::Options(format!(
            "`from` \"{from}\" is not a valid pathname: it must start with / and have no ?query or #hash"
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn accepts_one_or_many_from_and_rejects_unknown_keys() {
        let o = RedirectsOptions::parse(&json!({"redirects": [{"from": "/a", "to": "/b"}, {"from": ["/c", "/d"], "to": "/b"}]})).unwrap();
        assert_eq!(o.redirects[1].from, ["/c", "/d"]);
        let e = RedirectsOptions::parse(&json!({"redirect": []})).unwrap_err().to_string();
        assert!(e.contains("unknown field `redirect`"), "{e}");
    }

    #[test]
    fn extensions_follow_docusaurus_rules() {
        for (ext, why) in [("", "is not allowed"), (".html", "(dot)"), ("a/b", "contains a /"), ("h tml", "invalid URI")] {
            let e = RedirectsOptions::parse(&json!({"fromExtensions": [ext]})).unwrap_err().to_string();
            assert!(e.contains(why), "{ext}: {e}");
        }
        assert!(RedirectsOptions::parse(&json!({"toExtensions": ["html", "php"]})).is_ok());
    }

    #[test]
    fn from_must_be_a_pathname() {
        assert!(RedirectsOptions::parse(&json!({"redirects": [{"from": "https://x.com/a", "to": "/b"}]})).is_err());
        assert!(RedirectsOptions::parse(&json!({"redirects": [{"from": "/a?x=1", "to": "/b"}]})).is_err());
    }
}
