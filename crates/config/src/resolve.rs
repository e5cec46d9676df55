//! From the evaluated JSON to a typed [`SiteConfig`]: one parse → validate → resolve pass.
//! Unknown keys are errors with a "did you mean" hint; renamed keys say how to migrate;
//! dynamic values are errors only where the value is needed.

use std::path::Path;

use ferrosaurus_core::{
    Diagnostic, DocsOptions, PagesOptions, PluginEntry, ReportingSeverity, SiteConfig, ThemeConfig,
};
use serde_json::{Map, Value};

use crate::eval::{as_dynamic, DYNAMIC_KEY};
use crate::ConfigError;

const TOP_LEVEL_KEYS: &[&str] = &[
    "title", "tagline", "url", "baseUrl", "favicon", "trailingSlash", "onBrokenLinks", "onBrokenMarkdownLinks",
    "onBrokenAnchors", "onDuplicateRoutes", "organizationName", "projectName", "deploymentBranch", "githubHost",
    "githubPort", "i18n", "customFields", "presets", "plugins", "themes", "themeConfig", "future", "markdown",
    "staticDirectories", "headTags", "scripts", "stylesheets", "clientModules", "noIndex", "baseUrlIssueBanner",
    "titleDelimiter", "storage", "ssrTemplate", "webpack",
];

/// Keys renamed or moved in Docusaurus's history, with the migration hint.
const RENAMED_KEYS: &[(&str, &str)] = &[
    ("themeConfig.navbar.links", "navbar.links has been renamed as navbar.items"),
    ("themeConfig.sidebarCollapsible", "themeConfig.sidebarCollapsible moved to the docs plugin option sidebarCollapsible"),
    ("themeConfig.hideableSidebar", "themeConfig.hideableSidebar moved to themeConfig.docs.sidebar.hideable"),
    ("themeConfig.autoCollapseSidebarCategories", "moved to themeConfig.docs.sidebar.autoCollapseCategories"),
    ("themeConfig.disableDarkMode", "use themeConfig.colorMode.disableSwitch instead"),
    ("themeConfig.defaultDarkMode", "use themeConfig.colorMode.defaultMode: 'dark' instead"),
];

const DOCS_OPTION_KEYS: &[&str] = &[
    "id", "path", "routeBasePath", "sidebarPath", "sidebarCollapsible", "sidebarCollapsed", "editUrl", "tags",
    "breadcrumbs", "docItemComponent", "include", "exclude", "onInlineTags", "showLastUpdateTime",
    "showLastUpdateAuthor", "numberPrefixParser", "lastVersion", "versions", "includeCurrentVersion",
    "onlyIncludeVersions", "disableVersioning", "docsRootComponent", "docVersionRootComponent",
    "docTagDocListComponent", "docTagsListComponent", "docCategoryGeneratedIndexComponent", "remarkPlugins",
    "rehypePlugins", "recmaPlugins", "beforeDefaultRemarkPlugins", "beforeDefaultRehypePlugins", "admonitions",
    "tagsBasePath", "sidebarItemsGenerator", "editLocalizedFiles", "editCurrentVersion", "exclude",
];

/// Plugins ferrosaurus knows by name (some implemented in later versions).
const KNOWN_PLUGINS: &[&str] = &[
    "@docusaurus/plugin-content-docs", "@docusaurus/plugin-content-pages", "@docusaurus/plugin-sitemap",
    "@cmfcmf/docusaurus-search-local", "@docusaurus/plugin-pwa", "@docusaurus/plugin-ideal-image",
    "docusaurus-plugin-openapi-docs",
];

/// Where a dynamic value cannot be tolerated: these config paths feed the build or the theme.
const NEEDED_PREFIXES: &[&str] = &[
    "title", "tagline", "url", "baseUrl", "favicon", "trailingSlash", "titleDelimiter", "presets",
    "themeConfig.navbar", "themeConfig.footer", "themeConfig.announcementBar", "themeConfig.colorMode",
    "themeConfig.tableOfContents",
];

/// Resolves the evaluated config. `file` is how the config file is named in messages.
pub fn resolve_site_config(raw: &Value, file: &Path) -> Result<(SiteConfig, Vec<Diagnostic>), ConfigError> {
    let mut r = Resolver { file, errors: Vec::new(), warnings: Vec::new() };
    let mut raw = raw.clone();
    r.report_dynamic(&mut raw, "");
    let Value::Object(top) = &raw else {
        return Err(ConfigError::Invalid(vec![Diagnostic::error("the config must export an object").in_file(file)]));
    };
    r.check_keys(top, TOP_LEVEL_KEYS, "");
    r.check_renamed(&raw);
    let config = r.site_config(top);
    if r.errors.is_empty() {
        Ok((config, r.warnings))
    } else {
        Err(ConfigError::Invalid(r.errors))
    }
}

struct Resolver<'a> {
    file: &'a Path,
    errors: Vec<Diagnostic>,
    warnings: Vec<Diagnostic>,
}

impl Resolver<'_> {
    fn error(&mut self, message: String) -> &mut Diagnostic {
        self.errors.push(Diagnostic::error(message).in_file(self.file));
        self.errors.last_mut().expect("just pushed")
    }

    fn warn(&mut self, message: String) {
        self.warnings.push(Diagnostic::warning(message).in_file(self.file));
    }

    /// Replaces every dynamic marker by null, reporting each: an error where needed, else a warning.
    fn report_dynamic(&mut self, value: &mut Value, path: &str) {
        if let Some((what, line, col)) = as_dynamic(value) {
            let needed = NEEDED_PREFIXES.iter().any(|p| path == *p || path.starts_with(&format!("{p}.")) || path.starts_with(&format!("{p}[")))
                && !path.contains("editUrl");
            let message = format!("`{path}` is {what}, which cannot be evaluated statically");
            let d = if needed {
                Diagnostic::error(message).with_help("ferrosaurus reads the config without running it: write this value as a literal")
            } else {
                Diagnostic::warning(format!("{message}; it is ignored"))
            };
            let d = d.at(self.file, line, col);
            if needed { self.errors.push(d) } else { self.warnings.push(d) }
            *value = Value::Null;
            return;
        }
        match value {
            Value::Object(map) => {
                // Keys made of spreads/computed names carry the marker as their value: drop the key.
                let odd: Vec<String> = map.keys().filter(|k| k.starts_with("...") || k.starts_with('[')).cloned().collect();
                for key in odd {
                    let mut v = map.shift_remove(&key).unwrap_or(Value::Null);
                    self.report_dynamic(&mut v, &join_path(path, &key));
                }
                for (k, v) in map.iter_mut() {
                    let child = join_path(path, k);
                    self.report_dynamic(v, &child);
                }
            }
            Value::Array(items) => {
                for (i, v) in items.iter_mut().enumerate() {
                    self.report_dynamic(v, &format!("{path}[{i}]"));
                }
            }
            _ => {}
        }
    }

    fn check_keys(&mut self, map: &Map<String, Value>, known: &[&str], path: &str) {
        for key in map.keys() {
            if key == DYNAMIC_KEY || known.contains(&key.as_str()) {
                continue;
            }
            let full = join_path(path, key);
            if RENAMED_KEYS.iter().any(|(k, _)| *k == full) {
                continue; // reported with its migration hint
            }
            let hint = closest(key, known).map(|k| format!("did you mean `{k}`?"));
            let d = self.error(format!("unknown config key `{full}`"));
            if let Some(hint) = hint {
                d.help = Some(hint);
            }
        }
    }

    fn check_renamed(&mut self, raw: &Value) {
        for (path, hint) in RENAMED_KEYS {
            if lookup(raw, path).is_some() {
                let d = self.error(format!("`{path}` is no longer supported"));
                d.help = Some((*hint).to_string());
            }
        }
    }

    fn string(&mut self, map: &Map<String, Value>, key: &str, required: bool) -> Option<String> {
        match map.get(key) {
            Some(Value::String(s)) => Some(s.clone()),
            None | Some(Value::Null) if !required => None,
            None | Some(Value::Null) => {
                self.error(format!("`{key}` is required"));
                None
            }
            Some(other) => {
                self.error(format!("`{key}` must be a string, found {}", type_name(other)));
                None
            }
        }
    }

    fn bool(&mut self, map: &Map<String, Value>, key: &str, path: &str) -> Option<bool> {
        match map.get(key) {
            Some(Value::Bool(b)) => Some(*b),
            None | Some(Value::Null) => None,
            Some(other) => {
                self.error(format!("`{}` must be a boolean, found {}", join_path(path, key), type_name(other)));
                None
            }
        }
    }

    fn severity(&mut self, map: &Map<String, Value>, key: &str, default: ReportingSeverity) -> ReportingSeverity {
        match map.get(key) {
            None | Some(Value::Null) => default,
            Some(v) => serde_json::from_value(v.clone()).unwrap_or_else(|_| {
                let d = self.error(format!("`{key}` must be one of ignore, log, warn, throw"));
                d.help = Some(format!("found {v}"));
                default
            }),
        }
    }

    fn site_config(&mut self, top: &Map<String, Value>) -> SiteConfig {
        let title = self.string(top, "title", true).unwrap_or_default();
        let url = self.string(top, "url", true).unwrap_or_default();
        let mut base_url = self.string(top, "baseUrl", true).unwrap_or_else(|| "/".into());
        if !base_url.starts_with('/') {
            self.error(format!("`baseUrl` must start with a slash, found \"{base_url}\"")).help = Some(format!("use \"/{base_url}\""));
        }
        if !base_url.ends_with('/') {
            base_url.push('/');
        }
        let markdown_hooks = top.get("markdown").and_then(|m| m.get("hooks")).and_then(Value::as_object).cloned().unwrap_or_default();
        let on_broken_md_default = self.severity(&markdown_hooks, "onBrokenMarkdownLinks", ReportingSeverity::Warn);
        let theme_config = self.theme_config(top.get("themeConfig"));
        let mut config = SiteConfig {
            tagline: self.string(top, "tagline", false).unwrap_or_default(),
            favicon: self.string(top, "favicon", false),
            trailing_slash: self.bool(top, "trailingSlash", ""),
            on_broken_links: self.severity(top, "onBrokenLinks", ReportingSeverity::Throw),
            on_broken_markdown_links: self.severity(top, "onBrokenMarkdownLinks", on_broken_md_default),
            on_broken_anchors: self.severity(top, "onBrokenAnchors", ReportingSeverity::Warn),
            title_delimiter: self.string(top, "titleDelimiter", false).unwrap_or_else(|| "|".into()),
            custom_fields: match top.get("customFields") {
                Some(Value::Object(m)) => m.clone().into_iter().collect(),
                None | Some(Value::Null) => Default::default(),
                Some(other) => {
                    self.error(format!("`customFields` must be an object, found {}", type_name(other)));
                    Default::default()
                }
            },
            base_url_issue_banner: self.bool(top, "baseUrlIssueBanner", "").unwrap_or(true),
            docs: Vec::new(),
            pages: PagesOptions::default(),
            custom_css: Vec::new(),
            plugins: Vec::new(),
            theme_config,
            static_directories: match top.get("staticDirectories") {
                Some(Value::Array(a)) => a.iter().filter_map(Value::as_str).map(String::from).collect(),
                _ => vec!["static".into()],
            },
            title,
            url: url.trim_end_matches('/').to_string(),
            base_url,
        };
        self.presets(top.get("presets"), &mut config);
        self.plugins(top.get("plugins"), &mut config);
        self.themes(top.get("themes"));
        config
    }

    fn presets(&mut self, presets: Option<&Value>, config: &mut SiteConfig) {
        let Some(Value::Array(list)) = presets else { return };
        for entry in list {
            let (name, options) = match plugin_name_and_options(entry) {
                Some(x) => x,
                None => {
                    self.error("each preset must be a name or [name, options]".into());
                    continue;
                }
            };
            if !matches!(name.as_str(), "classic" | "@docusaurus/preset-classic" | "@docusaurus/classic") {
                self.warn(format!("preset `{name}` is not supported by ferrosaurus; it is ignored"));
                continue;
            }
            let options = options.as_object().cloned().unwrap_or_default();
            self.check_keys(&options, &["docs", "blog", "pages", "theme", "sitemap", "gtag", "googleAnalytics", "googleTagManager", "svgr", "debug"], "presets.classic");
            match options.get("docs") {
                Some(Value::Bool(false)) => {}
                Some(Value::Object(docs)) => {
                    let d = self.docs_options(docs, "presets.classic.docs");
                    config.docs.push(d);
                }
                _ => config.docs.push(DocsOptions::defaults()),
            }
            match options.get("blog") {
                Some(Value::Bool(false)) | None => {}
                Some(_) => self.warn("the blog plugin is not supported by ferrosaurus yet; `blog` is ignored".into()),
            }
            if let Some(Value::Bool(false)) = options.get("pages") {
                config.pages.enabled = false;
            }
            if let Some(Value::Object(theme)) = options.get("theme") {
                match theme.get("customCss") {
                    Some(Value::String(s)) => config.custom_css.push(normalize_rel(s)),
                    Some(Value::Array(a)) => config.custom_css.extend(a.iter().filter_map(Value::as_str).map(normalize_rel)),
                    _ => {}
                }
            }
        }
    }

    fn docs_options(&mut self, map: &Map<String, Value>, path: &str) -> DocsOptions {
        self.check_keys(map, DOCS_OPTION_KEYS, path);
        let mut d = DocsOptions::defaults();
        if let Some(Value::String(id)) = map.get("id") {
            d.id = id.clone();
        }
        if let Some(Value::String(p)) = map.get("path") {
            d.path = normalize_rel(p);
        }
        if let Some(Value::String(p)) = map.get("routeBasePath") {
            d.route_base_path = p.clone();
        }
        d.sidebar_path = match map.get("sidebarPath") {
            Some(Value::String(p)) => Some(normalize_rel(p)),
            Some(Value::Bool(false)) => Some(String::new()),
            _ => None,
        };
        d.sidebar_collapsible = self.bool(map, "sidebarCollapsible", path).unwrap_or(true);
        d.sidebar_collapsed = self.bool(map, "sidebarCollapsed", path).unwrap_or(true);
        d.breadcrumbs = self.bool(map, "breadcrumbs", path).unwrap_or(true);
        d.edit_url = map.get("editUrl").and_then(Value::as_str).map(String::from);
        d.tags = map.get("tags").and_then(Value::as_str).map(normalize_rel);
        d.doc_item_component = map.get("docItemComponent").and_then(Value::as_str).map(String::from);
        if let Some(Value::Array(a)) = map.get("include") {
            d.include = a.iter().filter_map(Value::as_str).map(String::from).collect();
        }
        if let Some(Value::Array(a)) = map.get("exclude") {
            d.exclude = a.iter().filter_map(Value::as_str).map(String::from).collect();
        }
        d.current_version_label = lookup(&Value::Object(map.clone()), "versions.current.label").and_then(Value::as_str).map(String::from);
        d
    }

    fn plugins(&mut self, plugins: Option<&Value>, config: &mut SiteConfig) {
        let Some(Value::Array(list)) = plugins else { return };
        for (i, entry) in list.iter().enumerate() {
            let Some((name, options)) = plugin_name_and_options(entry) else {
                if !entry.is_null() {
                    self.error(format!("`plugins[{i}]` must be a name or [name, options]"));
                }
                continue;
            };
            match name.as_str() {
                "@docusaurus/plugin-content-docs" | "content-docs" => {
                    let opts = options.as_object().cloned().unwrap_or_default();
                    let d = self.docs_options(&opts, &format!("plugins[{i}]"));
                    config.docs.push(d);
                }
                "@docusaurus/plugin-content-pages" | "content-pages" => {
                    if let Some(Value::String(p)) = options.get("path") {
                        config.pages.path = normalize_rel(p);
                    }
                }
                known if KNOWN_PLUGINS.contains(&known) => {
                    config.plugins.push(PluginEntry { name: name.clone(), options: options.clone() });
                }
                unknown => {
                    self.warn(format!("unknown plugin `{unknown}`: ferrosaurus does not implement it, so it is ignored"));
                }
            }
        }
        let ids: Vec<&str> = config.docs.iter().map(|d| d.id.as_str()).collect();
        if ids.iter().enumerate().any(|(i, id)| ids[..i].contains(id)) {
            self.error("two docs plugin instances have the same id".into()).help =
                Some("give each extra @docusaurus/plugin-content-docs an `id` option".into());
        }
    }

    fn themes(&mut self, themes: Option<&Value>) {
        let Some(Value::Array(list)) = themes else { return };
        for entry in list {
            if let Some((name, _)) = plugin_name_and_options(entry) {
                // docusaurus-theme-openapi-docs: its pages are rendered by the openapi-docs plugin
                if !matches!(name.as_str(), "@docusaurus/theme-classic" | "classic" | "docusaurus-theme-openapi-docs") {
                    self.warn(format!("theme `{name}` is not implemented by ferrosaurus; its components are not available"));
                }
            }
        }
    }

    fn theme_config(&mut self, value: Option<&Value>) -> ThemeConfig {
        let Some(value) = value.filter(|v| !v.is_null()) else { return ThemeConfig::default() };
        match serde_path_to_error::deserialize::<_, ThemeConfig>(value.clone()) {
            Ok(tc) => {
                self.check_navbar_items(&tc.navbar.items, "themeConfig.navbar.items");
                let toc = tc.table_of_contents;
                if !(2..=6).contains(&toc.min_heading_level) || !(2..=6).contains(&toc.max_heading_level) || toc.min_heading_level > toc.max_heading_level {
                    self.error("`themeConfig.tableOfContents` levels must be 2..6 with min <= max".into());
                }
                tc
            }
            Err(e) => {
                let path = e.path().to_string();
                self.error(format!("`themeConfig.{path}`: {}", e.inner()));
                ThemeConfig::default()
            }
        }
    }

    fn check_navbar_items(&mut self, items: &[ferrosaurus_core::NavbarItem], path: &str) {
        const TYPES: &[&str] = &["default", "dropdown", "doc", "docSidebar", "docsVersion", "docsVersionDropdown", "localeDropdown", "search", "html"];
        for (i, item) in items.iter().enumerate() {
            let here = format!("{path}[{i}]");
            let kind = item.item_type.as_deref().unwrap_or(if item.items.is_empty() { "default" } else { "dropdown" });
            if !TYPES.contains(&kind) {
                let d = self.error(format!("No NavbarItem component found for type \"{kind}\" (`{here}`)"));
                d.help = closest(kind, TYPES).map(|t| format!("did you mean `{t}`?"));
            }
            match kind {
                "docSidebar" if item.sidebar_id.is_none() => {
                    self.error(format!("`{here}` of type docSidebar needs a `sidebarId`"));
                }
                "doc" if item.doc_id.is_none() => {
                    self.error(format!("`{here}` of type doc needs a `docId`"));
                }
                _ => {}
            }
            self.check_navbar_items(&item.items, &format!("{here}.items"));
        }
    }
}

fn plugin_name_and_options(entry: &Value) -> Option<(String, Value)> {
    match entry {
        Value::String(name) => Some((name.clone(), Value::Null)),
        Value::Array(pair) => {
            let name = pair.first()?.as_str()?.to_string();
            Some((name, pair.get(1).cloned().unwrap_or(Value::Null)))
        }
        _ => None,
    }
}

/// `./sidebars.ts` → `sidebars.ts`.
fn normalize_rel(p: &str) -> String {
    p.trim_start_matches("./").to_string()
}

fn join_path(path: &str, key: &str) -> String {
    if path.is_empty() { key.to_string() } else { format!("{path}.{key}") }
}

fn lookup<'v>(value: &'v Value, path: &str) -> Option<&'v Value> {
    path.split('.').try_fold(value, |v, k| v.get(k))
}

fn type_name(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// The known key closest to `key` (edit distance ≤ 3), for "did you mean" hints.
fn closest<'k>(key: &str, known: &[&'k str]) -> Option<&'k str> {
    known
        .iter()
        .map(|k| (levenshtein(&key.to_lowercase(), &k.to_lowercase()), *k))
        .filter(|(d, _)| *d <= 3)
        .min()
        .map(|(_, k)| k)
}

fn levenshtein(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1];
        for (j, cb) in b.iter().enumerate() {
            let cost = usize::from(ca != *cb);
            cur.push((prev[j] + cost).min(prev[j + 1] + 1).min(cur[j] + 1));
        }
        prev = cur;
    }
    prev[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn resolve(v: Value) -> Result<(SiteConfig, Vec<Diagnostic>), ConfigError> {
        resolve_site_config(&v, Path::new("docusaurus.config.ts"))
    }

    fn errors(v: Value) -> Vec<String> {
        match resolve(v) {
            Err(ConfigError::Invalid(ds)) => ds.iter().map(|d| d.to_string()).collect(),
            other => panic!("expected errors, got {other:?}"),
        }
    }

    #[test]
    fn minimal_config_gets_docusaurus_defaults() {
        let (c, warnings) = resolve(json!({"title": "T", "url": "https://x.dev/", "baseUrl": "/"})).unwrap();
        assert!(warnings.is_empty());
        assert_eq!(c.url, "https://x.dev");
        assert_eq!(c.title_delimiter, "|");
        assert_eq!(c.on_broken_links, ReportingSeverity::Throw);
        assert_eq!(c.theme_config.color_mode.default_mode, "light");
        assert_eq!(c.theme_config.table_of_contents.max_heading_level, 3);
        assert!(c.docs.is_empty());
    }

    #[test]
    fn unknown_key_has_a_hint() {
        let e = errors(json!({"title": "T", "url": "u", "baseUrl": "/", "tagLine": "x"}));
        insta::assert_snapshot!(e.join("\n"), @r"
        error: docusaurus.config.ts: unknown config key `tagLine`
          help: did you mean `tagline`?
        ");
    }

    #[test]
    fn renamed_key_says_how_to_migrate() {
        let e = errors(json!({"title": "T", "url": "u", "baseUrl": "/", "themeConfig": {"navbar": {"links": []}}}));
        assert!(e.iter().any(|m| m.contains("navbar.links has been renamed as navbar.items")), "{e:?}");
    }

    #[test]
    fn unknown_navbar_type_is_an_error() {
        let e = errors(json!({"title": "T", "url": "u", "baseUrl": "/", "themeConfig": {"navbar": {"items": [{"type": "fancy", "label": "x"}]}}}));
        assert!(e[0].contains("No NavbarItem component found for type \"fancy\""), "{e:?}");
    }

    #[test]
    fn dynamic_value_is_an_error_only_where_needed() {
        let dynamic = |line| json!({"$dynamic": {"what": "a call of `f`", "line": line, "column": 10}});
        let e = errors(json!({"title": dynamic(2), "url": "u", "baseUrl": "/"}));
        assert!(e[0].starts_with("error: docusaurus.config.ts:2:10: `title` is a call of `f`"), "{e:?}");
        let (_, warnings) = resolve(json!({"title": "T", "url": "u", "baseUrl": "/", "themeConfig": {"prism": {"theme": dynamic(7)}}})).unwrap();
        assert_eq!(warnings[0].line, Some(7));
        assert!(warnings[0].message.contains("`themeConfig.prism.theme`"));
    }

    #[test]
    fn classic_preset_and_plugins() {
        let (c, warnings) = resolve(json!({
            "title": "T", "url": "u", "baseUrl": "/",
            "presets": [["classic", {"docs": {"routeBasePath": "/", "sidebarPath": "./sidebars.ts", "versions": {"current": {"label": "0.1.2"}}}, "blog": false, "theme": {"customCss": "./src/css/custom.css"}}]],
            "plugins": [["@docusaurus/plugin-pwa", {"debug": false}], "some-plugin"],
        }))
        .unwrap();
        assert_eq!(c.docs[0].route_base_path, "/");
        assert_eq!(c.docs[0].sidebar_path.as_deref(), Some("sidebars.ts"));
        assert_eq!(c.docs[0].current_version_label.as_deref(), Some("0.1.2"));
        assert_eq!(c.custom_css, ["src/css/custom.css"]);
        assert_eq!(c.plugins[0].name, "@docusaurus/plugin-pwa");
        assert!(warnings[0].message.contains("unknown plugin `some-plugin`"));
    }
}
