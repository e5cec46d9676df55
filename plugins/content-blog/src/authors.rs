//! Authors: the authors map (`authors.yml`) and each post's `authors` front matter (keys,
//! inline objects, and the legacy `author*` fields).

use std::path::Path;

use ferrosaurus_core::{url, BlogAuthor, Diagnostic, ReportingSeverity};
use indexmap::IndexMap;
use serde_json::{Map, Value};

use crate::{severity_diagnostic, yaml_file, Place};

/// Where author pages and site-relative avatars live.
#[derive(Debug, Clone, Copy)]
pub(crate) struct AuthorRoutes<'a> {
    /// baseUrl + routeBasePath + authorsBasePath.
    pub(crate) authors_route: &'a str,
    pub(crate) base_url: &'a str,
    pub(crate) trailing_slash: Option<bool>,
}

/// `/img/a.png` → `<baseUrl>img/a.png` (a site-relative avatar); URLs stay as written.
fn with_base_url(image: &str, base_url: &str) -> String {
    match image.strip_prefix('/') {
        Some(rest) if !image.starts_with("//") => format!("{}/{rest}", base_url.trim_end_matches('/')),
        _ => image.to_string(),
    }
}

/// The authors declared in the authors map, by key.
#[derive(Debug, Default)]
pub(crate) struct AuthorsMap {
    by_key: IndexMap<String, BlogAuthor>,
    /// The map file, relative to the site, when there is one.
    file: Option<std::path::PathBuf>,
}

fn author_from(map: &Map<String, Value>) -> BlogAuthor {
    let field = |keys: &[&str]| keys.iter().find_map(|k| map.get(*k).and_then(Value::as_str)).map(String::from);
    let mut author = BlogAuthor::default();
    author.name = field(&["name"]);
    author.title = field(&["title"]);
    author.url = field(&["url"]);
    author.image_url = field(&["image_url", "imageURL"]);
    author.email = field(&["email"]);
    author
}

impl AuthorsMap {
    /// Reads `<blog>/<authorsMapPath>` when it exists.
    pub(crate) fn load(site_dir: &Path, blog_dir: &str, map_path: &str, routes: AuthorRoutes<'_>, diags: &mut Vec<Diagnostic>) -> Self {
        let AuthorRoutes { authors_route, base_url, trailing_slash } = routes;
        let rel = Path::new(blog_dir).join(map_path);
        let Some(value) = yaml_file(site_dir, &rel, diags) else { return Self::default() };
        let mut by_key = IndexMap::new();
        let Value::Object(entries) = value else {
            diags.push(Diagnostic::error("the authors map must map author keys to author objects").at_line(&rel, 1));
            return Self { by_key, file: Some(rel) };
        };
        for (key, entry) in entries {
            let Value::Object(fields) = entry else {
                diags.push(Diagnostic::error(format!("author `{key}` must be an object with at least a name")).in_file(&rel));
                continue;
            };
            let mut author = author_from(&fields);
            author.key = Some(key.clone());
            author.image_url = author.image_url.map(|i| with_base_url(&i, base_url));
            author.page_permalink = match fields.get("page") {
                Some(Value::Bool(true)) => Some(url::join([authors_route, key.as_str()])),
                Some(Value::Object(page)) => page.get("permalink").and_then(Value::as_str).map(|p| url::join([authors_route, p])),
                _ => None,
            }
            .map(|p| url::apply_trailing_slash(&p, trailing_slash));
            by_key.insert(key, author);
        }
        Self { by_key, file: Some(rel) }
    }

    /// The authors of one post, in order. Unknown keys are errors at the `authors` line.
    pub(crate) fn resolve(&self, front_matter: &IndexMap<String, Value>, on_inline: ReportingSeverity, place: &Place<'_>) -> (Vec<BlogAuthor>, Vec<Diagnostic>) {
        let mut authors = Vec::new();
        let mut diags = Vec::new();
        let entries: Vec<Value> = match front_matter.get("authors") {
            None | Some(Value::Null) => Vec::new(),
            Some(Value::Array(items)) => items.clone(),
            Some(one) => vec![one.clone()],
        };
        for entry in entries {
            match entry {
                Value::String(key) => match self.by_key.get(&key) {
                    Some(a) => authors.push(a.clone()),
                    None => {
                        let where_ = self.file.as_ref().map_or("no authors map exists".to_string(), |f| format!("{} has no such key", f.display()));
                        diags.push(place.at("authors", Diagnostic::error(format!("blog author with key `{key}` not found in the authors map ({where_})"))).with_help(
                            "add the author to authors.yml or write the author inline: `authors: [{name: ..., title: ...}]`",
                        ));
                    }
                },
                Value::Object(fields) => {
                    if let Some(key) = fields.get("key").and_then(Value::as_str) {
                        // a key with overrides
                        let mut a = self.by_key.get(key).cloned().unwrap_or_default();
                        let over = author_from(&fields);
                        a.name = over.name.or(a.name);
                        a.title = over.title.or(a.title);
                        a.url = over.url.or(a.url);
                        a.image_url = over.image_url.or(a.image_url);
                        a.email = over.email.or(a.email);
                        authors.push(a);
                        continue;
                    }
                    if self.file.is_some() {
                        let d = Diagnostic::warning("an inline author is used while an authors map exists (onInlineAuthors)")
                            .with_help("declare the author in authors.yml and refer to it by key");
                        diags.extend(severity_diagnostic(on_inline, place.at("authors", d)));
                    }
                    authors.push(author_from(&fields));
                }
                _ => diags.push(place.at("authors", Diagnostic::error("`authors` entries must be keys or author objects"))),
            }
        }
        let legacy = legacy_author(front_matter);
        authors.extend(legacy);
        (authors, diags)
    }

    /// Every author of the authors map, in its order.
    pub(crate) fn mapped(&self) -> impl Iterator<Item = &BlogAuthor> {
        self.by_key.values()
    }
}

/// `author`, `author_title`, `author_url`, `author_image_url` (and their camelCase forms).
fn legacy_author(front_matter: &IndexMap<String, Value>) -> Option<BlogAuthor> {
    let field = |keys: &[&str]| keys.iter().find_map(|k| front_matter.get(*k).and_then(Value::as_str)).map(String::from);
    let name = field(&["author"]);
    let image_url = field(&["author_image_url", "authorImageURL"]);
    if name.is_none() && image_url.is_none() {
        return None;
    }
    let mut a = BlogAuthor::default();
    a.name = name;
    a.title = field(&["author_title", "authorTitle"]);
    a.url = field(&["author_url", "authorURL"]);
    a.image_url = image_url;
    Some(a)
}
