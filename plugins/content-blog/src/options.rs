//! The plugin's options, read strictly from the config's JSON (unknown keys fail with a
//! "did you mean" hint), with Docusaurus 3.10's defaults.

use ferrosaurus_content_utils::last_update::LastUpdateOptions;
use ferrosaurus_core::{AdmonitionOptions, Diagnostic, JsFunction, ReportingSeverity, TagsFileOption};
use serde_json::{Map, Value};

use crate::{options_error, PLUGIN_NAME};

/// Every option name the plugin accepts.
const KNOWN: &[&str] = &[
    "id", "path", "routeBasePath", "tagsBasePath", "archiveBasePath", "pageBasePath", "authorsBasePath", "include", "exclude",
    "postsPerPage", "blogListComponent", "blogPostComponent", "blogTagsListComponent", "blogTagsPostsComponent",
    "blogArchiveComponent", "blogAuthorsListComponent", "blogAuthorsPostsComponent", "blogTitle", "blogDescription",
    "blogSidebarCount", "blogSidebarTitle", "truncateMarker", "showReadingTime", "feedOptions", "editUrl", "editLocalizedFiles",
    "admonitions", "remarkPlugins", "rehypePlugins", "recmaPlugins", "beforeDefaultRemarkPlugins", "beforeDefaultRehypePlugins",
    "authorsMapPath", "readingTime", "sortPosts", "showLastUpdateTime", "showLastUpdateAuthor", "processBlogPosts", "onInlineTags",
    "tags", "onInlineAuthors", "onUntruncatedBlogPosts",
];

const FEED_KEYS: &[&str] = &["type", "title", "description", "copyright", "language", "createFeedItems", "limit", "xslt"];

/// Which feeds to write.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum FeedType {
    /// `rss.xml`
    Rss,
    /// `atom.xml`
    Atom,
    /// `feed.json`
    Json,
}

/// A feed's `xslt` stylesheet (Docusaurus 3.8+).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Xslt {
    /// `true`: the built-in stylesheet (`rss.xsl` + `rss.css`, `atom.xsl` + `atom.css`).
    BuiltIn,
    /// A file relative to the blog folder, with a `.css` file of the same name beside it.
    File(String),
}

/// `feedOptions`.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct FeedOptions {
    pub(crate) types: Vec<FeedType>,
    pub(crate) title: Option<String>,
    pub(crate) description: Option<String>,
    pub(crate) copyright: Option<String>,
    pub(crate) language: Option<String>,
    /// `None`: every post.
    pub(crate) limit: Option<usize>,
    /// `xslt.rss`.
    pub(crate) rss_xslt: Option<Xslt>,
    /// `xslt.atom`.
    pub(crate) atom_xslt: Option<Xslt>,
    /// `createFeedItems`: a function of the config.
    pub(crate) create_feed_items: Option<JsFunction>,
}

/// `editUrl`: a base URL, or a function of the config.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum EditUrl {
    /// The repository URL the post's path is appended to.
    Base(String),
    /// `editUrl({blogDirPath, blogPath, permalink, locale})`.
    Function(JsFunction),
}

/// How many posts a list page or the sidebar shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Count {
    /// `'ALL'`.
    All,
    /// A number (0 disables the sidebar).
    Some(usize),
}

/// The resolved options.
#[derive(Debug, Clone)]
pub(crate) struct BlogOptions {
    pub(crate) id: String,
    pub(crate) path: String,
    pub(crate) route_base_path: String,
    pub(crate) tags_base_path: String,
    /// `None`: no archive page.
    pub(crate) archive_base_path: Option<String>,
    pub(crate) page_base_path: String,
    pub(crate) authors_base_path: String,
    pub(crate) include: Vec<String>,
    pub(crate) exclude: Vec<String>,
    pub(crate) posts_per_page: Count,
    pub(crate) blog_title: String,
    pub(crate) blog_description: String,
    pub(crate) blog_sidebar_count: Count,
    pub(crate) blog_sidebar_title: String,
    pub(crate) show_reading_time: bool,
    pub(crate) feed: FeedOptions,
    pub(crate) edit_url: Option<EditUrl>,
    /// `editLocalizedFiles`: edit links of translated posts point at the translation.
    pub(crate) edit_localized_files: bool,
    /// `showLastUpdateTime` / `showLastUpdateAuthor`.
    pub(crate) last_update: LastUpdateOptions,
    /// `truncateMarker` when the config sets one (a JS RegExp compiled here).
    pub(crate) truncate_marker: Option<regex::Regex>,
    /// `readingTime`: a function of the config.
    pub(crate) reading_time: Option<JsFunction>,
    /// `admonitions` of this plugin (the site-wide default when not set).
    pub(crate) admonitions: Option<AdmonitionOptions>,
    pub(crate) authors_map_path: String,
    pub(crate) sort_ascending: bool,
    /// `tags` option: the tags file (`tags.yml` when it exists, by default).
    pub(crate) tags_file: TagsFileOption,
    pub(crate) on_inline_tags: ReportingSeverity,
    pub(crate) on_inline_authors: ReportingSeverity,
    pub(crate) on_untruncated_blog_posts: ReportingSeverity,
}

impl Default for BlogOptions {
    fn default() -> Self {
        Self {
            id: ferrosaurus_core::DEFAULT_PLUGIN_ID.into(),
            path: "blog".into(),
            route_base_path: "blog".into(),
            tags_base_path: "tags".into(),
            archive_base_path: Some("archive".into()),
            page_base_path: "page".into(),
            authors_base_path: "authors".into(),
            include: vec!["**/*.{md,mdx}".into()],
            exclude: vec!["**/_*.{js,jsx,ts,tsx,md,mdx}".into(), "**/_*/**".into(), "**/*.test.{js,jsx,ts,tsx}".into(), "**/__tests__/**".into()],
            posts_per_page: Count::Some(10),
            blog_title: "Blog".into(),
            blog_description: "Blog".into(),
            blog_sidebar_count: Count::Some(5),
            blog_sidebar_title: "Recent posts".into(),
            show_reading_time: true,
            feed: FeedOptions {
                types: vec![FeedType::Rss, FeedType::Atom],
                title: None,
                description: None,
                copyright: None,
                language: None,
                limit: Some(20),
                rss_xslt: None,
                atom_xslt: None,
                create_feed_items: None,
            },
            edit_url: None,
            edit_localized_files: false,
            last_update: LastUpdateOptions::default(),
            truncate_marker: None,
            reading_time: None,
            admonitions: None,
            authors_map_path: "authors.yml".into(),
            sort_ascending: false,
            tags_file: TagsFileOption::Default,
            on_inline_tags: ReportingSeverity::Warn,
            on_inline_authors: ReportingSeverity::Warn,
            on_untruncated_blog_posts: ReportingSeverity::Warn,
        }
    }
}

/// A JS function from the config (`{"$handle": {...}}`).
fn is_handle(v: &Value) -> bool {
    v.get("$handle").is_some()
}

/// The known key closest to `key`, for "did you mean" hints.
pub(crate) fn closest<'k>(key: &str, known: &[&'k str]) -> Option<&'k str> {
    known
        .iter()
        .map(|k| (strsim::levenshtein(&key.to_lowercase(), &k.to_lowercase()), *k))
        .filter(|(d, _)| *d <= 3)
        .min()
        .map(|(_, k)| k)
}

fn check_keys(map: &Map<String, Value>, known: &[&str], prefix: &str) -> Result<(), ferrosaurus_core::PluginError> {
    for key in map.keys() {
        if !known.contains(&key.as_str()) {
            let hint = closest(key, known).map(|k| format!(" (did you mean `{prefix}{k}`?)")).unwrap_or_default();
            return Err(options_error(format!("unknown option `{prefix}{key}`{hint}")));
        }
    }
    Ok(())
}

fn string(map: &Map<String, Value>, key: &str, default: &str) -> Result<String, ferrosaurus_core::PluginError> {
    match map.get(key) {
        None | Some(Value::Null) => Ok(default.to_string()),
        Some(Value::String(s)) => Ok(s.clone()),
        Some(_) => Err(options_error(format!("`{key}` must be a string"))),
    }
}

fn optional_string(map: &Map<String, Value>, key: &str) -> Result<Option<String>, ferrosaurus_core::PluginError> {
    match map.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.clone())),
        Some(_) => Err(options_error(format!("`{key}` must be a string"))),
    }
}

fn boolean(map: &Map<String, Value>, key: &str, default: bool) -> Result<bool, ferrosaurus_core::PluginError> {
    match map.get(key) {
        None | Some(Value::Null) => Ok(default),
        Some(Value::Bool(b)) => Ok(*b),
        Some(_) => Err(options_error(format!("`{key}` must be true or false"))),
    }
}

fn count(map: &Map<String, Value>, key: &str, default: Count) -> Result<Count, ferrosaurus_core::PluginError> {
    match map.get(key) {
        None | Some(Value::Null) => Ok(default),
        Some(Value::String(s)) if s == "ALL" => Ok(Count::All),
        Some(Value::Number(n)) if n.as_u64().is_some() => Ok(Count::Some(n.as_u64().unwrap_or_default() as usize)),
        Some(_) => Err(options_error(format!("`{key}` must be a number or 'ALL'"))),
    }
}

fn severity(map: &Map<String, Value>, key: &str) -> Result<ReportingSeverity, ferrosaurus_core::PluginError> {
    match map.get(key) {
        None | Some(Value::Null) => Ok(ReportingSeverity::Warn),
        Some(v) => serde_json::from_value(v.clone())
            .map_err(|_| options_error(format!("`{key}` must be one of 'ignore', 'log', 'warn', 'throw'"))),
    }
}

fn string_list(map: &Map<String, Value>, key: &str, default: &[String]) -> Result<Vec<String>, ferrosaurus_core::PluginError> {
    match map.get(key) {
        None | Some(Value::Null) => Ok(default.to_vec()),
        Some(Value::Array(items)) => items
            .iter()
            .map(|i| i.as_str().map(String::from).ok_or_else(|| options_error(format!("`{key}` must be a list of globs"))))
            .collect(),
        Some(_) => Err(options_error(format!("`{key}` must be a list of globs"))),
    }
}

fn feed_type(name: &str) -> Result<Vec<FeedType>, ferrosaurus_core::PluginError> {
    match name {
        "rss" => Ok(vec![FeedType::Rss]),
        "atom" => Ok(vec![FeedType::Atom]),
        "json" => Ok(vec![FeedType::Json]),
        "all" => Ok(vec![FeedType::Rss, FeedType::Atom, FeedType::Json]),
        other => Err(options_error(format!("`feedOptions.type` `{other}` is not one of 'rss', 'atom', 'json', 'all'"))),
    }
}

fn feed_options(value: Option<&Value>) -> Result<FeedOptions, ferrosaurus_core::PluginError> {
    let mut feed = BlogOptions::default().feed;
    let Some(value) = value.filter(|v| !v.is_null()) else { return Ok(feed) };
    let map = value.as_object().ok_or_else(|| options_error("`feedOptions` must be an object"))?;
    check_keys(map, FEED_KEYS, "feedOptions.")?;
    feed.types = match map.get("type") {
        None => feed.types,
        Some(Value::Null) => Vec::new(),
        Some(Value::String(s)) => feed_type(s)?,
        Some(Value::Array(items)) => {
            let mut types = Vec::new();
            for item in items {
                let name = item.as_str().ok_or_else(|| options_error("`feedOptions.type` entries must be strings"))?;
                for t in feed_type(name)? {
                    if !types.contains(&t) {
                        types.push(t);
                    }
                }
            }
            types
        }
        Some(_) => return Err(options_error("`feedOptions.type` must be a string, a list or null")),
    };
    feed.title = optional_string(map, "title")?;
    feed.description = optional_string(map, "description")?;
    feed.copyright = optional_string(map, "copyright")?;
    feed.language = optional_string(map, "language")?;
    feed.limit = match map.get("limit") {
        None => feed.limit,
        Some(Value::Null | Value::Bool(false)) => None,
        Some(Value::Number(n)) if n.as_u64().is_some() => n.as_u64().map(|n| n as usize),
        Some(_) => return Err(options_error("`feedOptions.limit` must be a number, false or null")),
    };
    feed.create_feed_items = function(map, "feedOptions.createFeedItems", "createFeedItems")?;
    (feed.rss_xslt, feed.atom_xslt) = xslt(map.get("xslt"))?;
    Ok(feed)
}

/// `xslt: true | {rss, atom}`, each `true` (built in), a file, or `false`/`null`.
fn xslt(value: Option<&Value>) -> Result<(Option<Xslt>, Option<Xslt>), ferrosaurus_core::PluginError> {
    let one = |v: Option<&Value>, key: &str| match v {
        None | Some(Value::Null | Value::Bool(false)) => Ok(None),
        Some(Value::Bool(true)) => Ok(Some(Xslt::BuiltIn)),
        Some(Value::String(file)) => Ok(Some(Xslt::File(file.clone()))),
        Some(_) => Err(options_error(format!("`feedOptions.xslt.{key}` must be true, false, null or a file path"))),
    };
    match value {
        None | Some(Value::Null | Value::Bool(false)) => Ok((None, None)),
        Some(Value::Bool(true)) => Ok((Some(Xslt::BuiltIn), Some(Xslt::BuiltIn))),
        Some(Value::Object(m)) => {
            check_keys(m, &["rss", "atom"], "feedOptions.xslt.")?;
            Ok((one(m.get("rss"), "rss")?, one(m.get("atom"), "atom")?))
        }
        Some(_) => Err(options_error("`feedOptions.xslt` must be true, false, null or {rss, atom}")),
    }
}

/// An option that must be a JS function of the config, when set.
fn function(map: &Map<String, Value>, name: &str, key: &str) -> Result<Option<JsFunction>, ferrosaurus_core::PluginError> {
    match map.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(v) => JsFunction::from_value(v).map(Some).ok_or_else(|| options_error(format!("`{name}` must be a function"))),
    }
}

/// A JS `RegExp` of the config (`{"$regexp": {source, flags}}`) as a Rust regex; `i`, `m`
/// and `s` carry over, `g`, `u` and `y` do not matter for finding the first marker.
fn regexp(value: &Value, key: &str, warnings: &mut Vec<Diagnostic>) -> Result<Option<regex::Regex>, ferrosaurus_core::PluginError> {
    let Some(re) = value.get("$regexp") else {
        return Err(options_error(format!("`{key}` must be a regular expression")));
    };
    let source = re.get("source").and_then(Value::as_str).unwrap_or_default();
    let flags: String = re.get("flags").and_then(Value::as_str).unwrap_or_default().chars().filter(|c| "ims".contains(*c)).collect();
    let pattern = if flags.is_empty() { source.to_string() } else { format!("(?{flags}){source}") };
    match regex::Regex::new(&pattern) {
        Ok(r) => Ok(Some(r)),
        Err(e) => {
            warnings.push(Diagnostic::warning(format!(
                "{PLUGIN_NAME}: `{key}` /{source}/ uses JavaScript regular expression syntax ferrosaurus cannot run ({e}); the default truncate markers are used"
            )));
            Ok(None)
        }
    }
}

/// `admonitions`: `false`, or `{keywords, extendDefaults}`.
fn admonitions(value: Option<&Value>) -> Result<Option<AdmonitionOptions>, ferrosaurus_core::PluginError> {
    match value {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Bool(enabled)) => Ok(Some(AdmonitionOptions::new(*enabled, Vec::new(), true))),
        Some(Value::Object(m)) => {
            check_keys(m, &["keywords", "extendDefaults"], "admonitions.")?;
            let keywords = string_list(m, "keywords", &[])?;
            Ok(Some(AdmonitionOptions::new(true, keywords, boolean(m, "extendDefaults", true)?)))
        }
        Some(_) => Err(options_error("`admonitions` must be true, false or {keywords, extendDefaults}")),
    }
}

fn not_applied(option: &str) -> Diagnostic {
    Diagnostic::warning(format!("{PLUGIN_NAME}: the `{option}` option is not applied yet; the default behaviour is used"))
}

/// Reads the options; JS functions and components that are not applied yet become warnings.
pub(crate) fn parse(value: &Value) -> Result<(BlogOptions, Vec<Diagnostic>), ferrosaurus_core::PluginError> {
    let empty = Map::new();
    let map = match value {
        Value::Null => &empty,
        Value::Object(map) => map,
        _ => return Err(options_error("the options must be an object")),
    };
    check_keys(map, KNOWN, "")?;
    let d = BlogOptions::default();
    let mut warnings = Vec::new();
    for key in ["processBlogPosts", "blogListComponent", "blogPostComponent", "blogTagsListComponent",
        "blogTagsPostsComponent", "blogArchiveComponent", "blogAuthorsListComponent", "blogAuthorsPostsComponent"]
    {
        if map.get(key).is_some_and(|v| !v.is_null()) {
            warnings.push(not_applied(key));
        }
    }
    // remark/rehype/recma plugin lists are accepted here and reported by the config reader,
    // which names each plugin that is not applied.
    let edit_url = match map.get("editUrl") {
        Some(v) if is_handle(v) => function(map, "editUrl", "editUrl")?.map(EditUrl::Function),
        _ => optional_string(map, "editUrl")?.map(EditUrl::Base),
    };
    let truncate_marker = match map.get("truncateMarker") {
        None | Some(Value::Null) => None,
        Some(v) => regexp(v, "truncateMarker", &mut warnings)?,
    };
    let archive_base_path = match map.get("archiveBasePath") {
        None => d.archive_base_path.clone(),
        Some(Value::Null) => None,
        Some(Value::String(s)) => Some(s.clone()),
        Some(_) => return Err(options_error("`archiveBasePath` must be a string or null")),
    };
    let tags_file = match map.get("tags") {
        None => d.tags_file.clone(),
        Some(Value::Null | Value::Bool(false)) => TagsFileOption::Disabled,
        Some(Value::String(s)) => TagsFileOption::Path(s.trim_start_matches("./").to_string()),
        Some(_) => return Err(options_error("`tags` must be a file path, false or null")),
    };
    let sort_ascending = match string(map, "sortPosts", "descending")?.as_str() {
        "descending" => false,
        "ascending" => true,
        other => return Err(options_error(format!("`sortPosts` `{other}` is not 'descending' or 'ascending'"))),
    };
    let options = BlogOptions {
        id: string(map, "id", &d.id)?,
        path: string(map, "path", &d.path)?,
        route_base_path: string(map, "routeBasePath", &d.route_base_path)?,
        tags_base_path: string(map, "tagsBasePath", &d.tags_base_path)?,
        archive_base_path,
        page_base_path: string(map, "pageBasePath", &d.page_base_path)?,
        authors_base_path: string(map, "authorsBasePath", &d.authors_base_path)?,
        include: string_list(map, "include", &d.include)?,
        exclude: string_list(map, "exclude", &d.exclude)?,
        posts_per_page: count(map, "postsPerPage", d.posts_per_page)?,
        blog_title: string(map, "blogTitle", &d.blog_title)?,
        blog_description: string(map, "blogDescription", &d.blog_description)?,
        blog_sidebar_count: count(map, "blogSidebarCount", d.blog_sidebar_count)?,
        blog_sidebar_title: string(map, "blogSidebarTitle", &d.blog_sidebar_title)?,
        show_reading_time: boolean(map, "showReadingTime", d.show_reading_time)?,
        feed: feed_options(map.get("feedOptions"))?,
        edit_url,
        edit_localized_files: boolean(map, "editLocalizedFiles", false)?,
        last_update: LastUpdateOptions { time: boolean(map, "showLastUpdateTime", false)?, author: boolean(map, "showLastUpdateAuthor", false)? },
        truncate_marker,
        reading_time: function(map, "readingTime", "readingTime")?,
        admonitions: admonitions(map.get("admonitions"))?,
        authors_map_path: string(map, "authorsMapPath", &d.authors_map_path)?,
        sort_ascending,
        tags_file,
        on_inline_tags: severity(map, "onInlineTags")?,
        on_inline_authors: severity(map, "onInlineAuthors")?,
        on_untruncated_blog_posts: severity(map, "onUntruncatedBlogPosts")?,
    };
    if options.posts_per_page == Count::Some(0) {
        return Err(options_error("`postsPerPage` must be at least 1 (or 'ALL')"));
    }
    Ok((options, warnings))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn defaults_are_docusaurus_defaults() {
        let (o, w) = parse(&json!({})).unwrap();
        assert_eq!(format!("{o:?}"), format!("{:?}", BlogOptions::default()));
        assert!(w.is_empty());
        assert_eq!(o.posts_per_page, Count::Some(10));
        assert_eq!(o.blog_sidebar_title, "Recent posts");
    }

    #[test]
    fn unknown_keys_get_a_hint() {
        let err = parse(&json!({"postPerPage": 3})).unwrap_err().to_string();
        assert!(err.contains("did you mean `postsPerPage`"), "{err}");
        let err = parse(&json!({"feedOptions": {"tipe": "all"}})).unwrap_err().to_string();
        assert!(err.contains("did you mean `feedOptions.type`"), "{err}");
    }

    #[test]
    fn feed_types_sidebar_count_and_handles() {
        let (o, w) = parse(&json!({
            "feedOptions": {"type": "all", "limit": false, "createFeedItems": {"$handle": {"id": 1}}},
            "blogSidebarCount": "ALL",
            "archiveBasePath": null,
            "onInlineTags": "throw"
        }))
        .unwrap();
        assert_eq!(o.feed.types, vec![FeedType::Rss, FeedType::Atom, FeedType::Json]);
        assert_eq!(o.feed.limit, None);
        assert_eq!(o.blog_sidebar_count, Count::All);
        assert_eq!(o.archive_base_path, None);
        assert_eq!(o.on_inline_tags, ReportingSeverity::Throw);
        assert!(w.is_empty(), "{w:?}");
        assert_eq!(o.feed.create_feed_items, Some(JsFunction(1)));
        assert!(parse(&json!({"feedOptions": {"type": null}})).unwrap().0.feed.types.is_empty());
    }

    // See: issue 9 (these options were accepted and dropped, or warned as not applied).
    #[test]
    fn issue_9_functions_regexps_xslt_last_update_and_admonitions() {
        let f = |id: u64| json!({"$handle": {"id": id, "kind": "function"}});
        let (o, w) = parse(&json!({
            "editUrl": f(2), "readingTime": f(3), "editLocalizedFiles": true, "showLastUpdateTime": true,
            "truncateMarker": {"$regexp": {"source": "<!--\\s*(more|truncate)\\s*-->", "flags": "i"}},
            "feedOptions": {"xslt": {"rss": true, "atom": "custom-atom.xsl"}},
            "admonitions": {"keywords": ["release"], "extendDefaults": true},
        }))
        .unwrap();
        assert!(w.is_empty(), "{w:?}");
        assert_eq!((o.edit_url, o.reading_time), (Some(EditUrl::Function(JsFunction(2))), Some(JsFunction(3))));
        assert!(o.edit_localized_files && o.last_update.time && !o.last_update.author);
        assert_eq!(o.truncate_marker.unwrap().find("a <!-- MORE --> b").map(|m| m.start()), Some(2));
        assert_eq!((o.feed.rss_xslt, o.feed.atom_xslt), (Some(Xslt::BuiltIn), Some(Xslt::File("custom-atom.xsl".into()))));
        assert_eq!(o.admonitions.unwrap().keywords, ["release"]);
        // a JS-only regular expression (a lookbehind) keeps the defaults, with one warning
        let (o, w) = parse(&json!({"truncateMarker": {"$regexp": {"source": "(?<=x)truncate", "flags": ""}}})).unwrap();
        assert!(o.truncate_marker.is_none());
        assert!(w.len() == 1 && w[0].message.contains("`truncateMarker` /(?<=x)truncate/"), "{w:?}");
        assert!(parse(&json!({"readingTime": 3})).is_err());
        assert!(parse(&json!({"feedOptions": {"xslt": {"rss": 1}}})).is_err());
    }
}
