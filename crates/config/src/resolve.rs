//! From the evaluated JSON to a typed [`SiteConfig`]: one parse → validate → resolve pass.
//! Unknown keys are errors with a "did you mean" hint; renamed keys say how to migrate;
//! dynamic values are errors only where the value is needed.

use std::path::Path;

use ferrosaurus_core::{
    Diagnostic, DocsOptions, DocsVersionOptions, HtmlTag, NavbarItemKind, PagesOptions, PluginEntry, PluginKind, PluginModule, ReportingSeverity, SidebarsOption,
    SiteConfig, ThemeConfig, VersionBanner,
};
use indexmap::IndexMap;
use ferrosaurus_node_host::as_handle;
use serde_json::{Map, Value};

use crate::eval::{as_dynamic, DYNAMIC_KEY};
use crate::ConfigError;

/// HTML attributes from a config object: `true` is a boolean attribute, `false`/`null` drop it.
fn tag_attributes(attributes: &Map<String, Value>) -> IndexMap<String, Option<String>> {
    attributes
        .iter()
        .filter(|(_, v)| !matches!(v, Value::Bool(false) | Value::Null))
        .map(|(k, v)| {
            let value = match v {
                Value::Bool(true) => None,
                Value::String(s) => Some(s.clone()),
                other => Some(other.to_string()),
            };
            (k.clone(), value)
        })
        .collect()
}

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

/// Docs plugin options ferrosaurus reads; any other documented one that a config sets gets a
/// warning saying it is not applied.
const DOCS_OPTIONS_APPLIED: &[&str] = &[
    "id", "path", "routeBasePath", "sidebarPath", "sidebarCollapsible", "sidebarCollapsed", "editUrl", "tags",
    "breadcrumbs", "docItemComponent", "include", "exclude", "versions", "lastVersion", "includeCurrentVersion",
    "onlyIncludeVersions", "disableVersioning", "showLastUpdateTime", "showLastUpdateAuthor", "admonitions", "onInlineTags",
];

/// Options that hold lists of remark/rehype/recma plugins.
const MARKDOWN_PLUGIN_KEYS: &[&str] =
    &["remarkPlugins", "rehypePlugins", "recmaPlugins", "beforeDefaultRemarkPlugins", "beforeDefaultRehypePlugins"];

/// Docusaurus's shorthand: `classic` is `@docusaurus/preset-classic`, a plugin `content-docs`
/// is `@docusaurus/plugin-content-docs`, a theme `mermaid` is `@docusaurus/theme-mermaid`.
fn normalize_module_name(name: &str, kind: &str) -> String {
    if name.starts_with('@') || name.starts_with('.') || name.starts_with('/') || name.starts_with(&format!("docusaurus-{kind}-")) {
        return name.to_string();
    }
    const OFFICIAL: &[&str] = &[
        "preset-classic", "plugin-content-docs", "plugin-content-blog", "plugin-content-pages", "plugin-sitemap",
        "plugin-pwa", "plugin-ideal-image", "plugin-client-redirects", "plugin-google-gtag", "plugin-google-analytics",
        "plugin-google-tag-manager", "plugin-debug", "plugin-svgr", "plugin-vercel-analytics", "plugin-rsdoctor",
        "theme-classic", "theme-mermaid", "theme-live-codeblock", "theme-search-algolia",
    ];
    let official = format!("{kind}-{name}");
    if OFFICIAL.contains(&official.as_str()) {
        format!("@docusaurus/{official}")
    } else {
        name.to_string()
    }
}

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

    /// `headTags`, then `stylesheets`, then `scripts` (Docusaurus's bootstrap plugin order), as
    /// head tags: `{tagName, attributes, innerHTML?}` objects; a stylesheet or script is a URL
    /// or an object of attributes (`{href}` / `{src}` plus any other).
    fn head_tags(&mut self, top: &Map<String, Value>) -> Vec<HtmlTag> {
        let mut tags = Vec::new();
        for (i, tag) in self.array(top, "headTags").into_iter().enumerate() {
            let name = tag.get("tagName").and_then(Value::as_str);
            let attributes = tag.get("attributes").map_or(Some(Map::new()), |a| a.as_object().cloned());
            match (name, attributes) {
                (Some(name), Some(attributes)) => tags.push(HtmlTag::Element {
                    tag_name: name.to_string(),
                    attributes: tag_attributes(&attributes),
                    inner_html: tag.get("innerHTML").and_then(Value::as_str).map(String::from),
                }),
                _ => {
                    self.error(format!("`headTags[{i}]` must be an object with a `tagName` string and an `attributes` object, found {tag}")).help =
                        Some("for example {tagName: 'link', attributes: {rel: 'preconnect', href: 'https://example.com'}}".into());
                }
            }
        }
        for (key, tag_name, url_attribute, fixed) in [("stylesheets", "link", "href", Some(("rel", "stylesheet"))), ("scripts", "script", "src", None)] {
            for (i, entry) in self.array(top, key).into_iter().enumerate() {
                let mut attributes = IndexMap::new();
                if let Some((name, value)) = fixed {
                    attributes.insert(name.to_string(), Some(value.to_string()));
                }
                match &entry {
                    Value::String(url) => {
                        attributes.insert(url_attribute.to_string(), Some(url.clone()));
                    }
                    Value::Object(o) if o.get(url_attribute).is_some_and(Value::is_string) => attributes.extend(tag_attributes(o)),
                    other => {
                        self.error(format!("`{key}[{i}]` must be a URL or an object with `{url_attribute}`, found {other}"));
                        continue;
                    }
                }
                tags.push(HtmlTag::Element { tag_name: tag_name.to_string(), attributes, inner_html: None });
            }
        }
        tags
    }

    /// The array at `key` (absent: empty; anything else: an error).
    fn array(&mut self, top: &Map<String, Value>, key: &str) -> Vec<Value> {
        match top.get(key) {
            None | Some(Value::Null) => Vec::new(),
            Some(Value::Array(a)) => a.clone(),
            Some(other) => {
                self.error(format!("`{key}` must be an array, found {}", type_name(other)));
                Vec::new()
            }
        }
    }

    /// `trailingSlash`: `true`, `false` or absent; anything else is an error with a hint (issue 17).
    fn trailing_slash(&mut self, top: &Map<String, Value>) -> Option<bool> {
        let value = top.get("trailingSlash")?;
        match value {
            Value::Bool(b) => Some(*b),
            Value::Null => None,
            other => {
                let help = match other.as_str() {
                    Some(text @ ("true" | "false")) => format!("write trailingSlash: {text} without quotes"),
                    _ => "use true (URLs end with a slash, pages are written as a/index.html), false (no slash, a.html) or leave it out (links as written, a/index.html)".to_string(),
                };
                self.error(format!("`trailingSlash` must be true, false or left out, found {other}")).help = Some(help);
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
            let suggestion = format!("/{}/", base_url.trim_matches('/'));
            self.error(format!("`baseUrl` must start with a slash, found \"{base_url}\"")).help = Some(format!("use \"{}\"", suggestion.replace("//", "/")));
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
            trailing_slash: self.trailing_slash(top),
            on_broken_links: self.severity(top, "onBrokenLinks", ReportingSeverity::Throw),
            on_broken_markdown_links: self.severity(top, "onBrokenMarkdownLinks", on_broken_md_default),
            on_broken_anchors: self.severity(top, "onBrokenAnchors", ReportingSeverity::Warn),
            on_duplicate_routes: self.severity(top, "onDuplicateRoutes", ReportingSeverity::Warn),
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
            markdown: Default::default(),
            pages: PagesOptions::default(),
            custom_css: Vec::new(),
            plugins: Vec::new(),
            theme_config,
            static_directories: match top.get("staticDirectories") {
                Some(Value::Array(a)) => a.iter().filter_map(Value::as_str).map(String::from).collect(),
                _ => vec!["static".into()],
            },
            i18n: self.i18n(top.get("i18n"), &base_url),
            no_index: self.bool(top, "noIndex", "").unwrap_or(false),
            head_tags: self.head_tags(top),
            title,
            url: url.trim_end_matches('/').to_string(),
            base_url,
        };
        self.presets(top.get("presets"), &mut config);
        self.plugins(top.get("plugins"), &mut config);
        self.themes(top.get("themes"), &mut config);
        config.markdown = self.markdown_features(top, &config.plugins);
        self.link_katex_stylesheet(&mut config);
        config
    }

    /// KaTeX's HTML needs KaTeX's stylesheet. Docusaurus has the site list it in `stylesheets`;
    /// a site with remark-math that lists none gets it linked once in every page's head (never
    /// inside the content, so both MDX paths write the same), and a warning says so.
    fn link_katex_stylesheet(&mut self, config: &mut SiteConfig) {
        let links_katex = config.head_tags.iter().any(|tag| match tag {
            HtmlTag::Element { attributes, .. } => attributes.get("href").and_then(Option::as_deref).is_some_and(|href| href.contains("katex")),
            HtmlTag::Raw(html) => html.contains("katex"),
        });
        if !config.markdown.math || links_katex {
            return;
        }
        let mut attributes = IndexMap::new();
        attributes.insert("rel".to_owned(), Some("stylesheet".to_owned()));
        attributes.insert("href".to_owned(), Some(KATEX_STYLESHEET.to_owned()));
        attributes.insert("crossorigin".to_owned(), Some("anonymous".to_owned()));
        config.head_tags.push(HtmlTag::Element { tag_name: "link".to_owned(), attributes, inner_html: None });
        self.warn(format!("remark-math is configured and no KaTeX stylesheet is: linked {KATEX_STYLESHEET} (the KaTeX that renders the formulas) in every page; list a KaTeX stylesheet in `stylesheets` to choose its version and host"));
    }

    /// `i18n`: `defaultLocale` (required when `i18n` is given), `locales` (must include it),
    /// `path`, `localeConfigs` (keys must be locales; label, direction, htmlLang, calendar, path).
    fn i18n(&mut self, value: Option<&Value>, base_url: &str) -> ferrosaurus_core::I18nConfig {
        use ferrosaurus_core::{I18nConfig, LocaleDirection};
        let Some(Value::Object(map)) = value else {
            if let Some(other) = value.filter(|v| !v.is_null()) {
                self.error(format!("`i18n` must be an object, found {}", type_name(other)));
            }
            return I18nConfig::new("en", vec!["en".into()], base_url);
        };
        self.check_keys(map, &["defaultLocale", "locales", "path", "localeConfigs"], "i18n");
        let default_locale = match map.get("defaultLocale") {
            Some(Value::String(s)) => s.clone(),
            _ => {
                self.error("`i18n.defaultLocale` is required and must be a string".into());
                "en".into()
            }
        };
        let mut locales: Vec<String> = match map.get("locales") {
            Some(Value::Array(a)) => a.iter().filter_map(Value::as_str).map(String::from).collect(),
            _ => vec![default_locale.clone()],
        };
        if !locales.contains(&default_locale) {
            self.error(format!("`i18n.locales` must contain the default locale `{default_locale}`")).help = Some(format!("add \"{default_locale}\" to i18n.locales"));
            locales.insert(0, default_locale.clone());
        }
        let mut i18n = I18nConfig::new(&default_locale, locales, base_url);
        if let Some(Value::String(p)) = map.get("path") {
            i18n.path = normalize_rel(p);
        }
        let Some(Value::Object(configs)) = map.get("localeConfigs") else { return i18n };
        for (locale, c) in configs {
            let Some(config) = i18n.locale_configs.get_mut(locale) else {
                self.warn(format!("`i18n.localeConfigs.{locale}` is for a locale not listed in `i18n.locales`; it is ignored"));
                continue;
            };
            let Value::Object(c) = c else { continue };
            let path = format!("i18n.localeConfigs.{locale}");
            self.check_keys(c, &["label", "direction", "htmlLang", "calendar", "path", "translate", "url", "baseUrl"], &path);
            let text = |k: &str| c.get(k).and_then(Value::as_str).map(String::from);
            if let Some(v) = text("label") {
                config.label = v;
            }
            if let Some(v) = text("htmlLang") {
                config.html_lang = v;
            }
            if let Some(v) = text("calendar") {
                config.calendar = v;
            }
            if let Some(v) = text("path") {
                config.path = normalize_rel(&v);
            }
            match text("direction").as_deref() {
                None => {}
                Some("ltr") => config.direction = LocaleDirection::Ltr,
                Some("rtl") => config.direction = LocaleDirection::Rtl,
                Some(other) => self.error(format!("`{path}.direction` must be \"ltr\" or \"rtl\", found \"{other}\"")).help = None,
            }
            for key in ["url", "baseUrl", "translate"].into_iter().filter(|k| c.contains_key(*k)) {
                self.warn(format!("`{path}.{key}` is not implemented by ferrosaurus yet; it is ignored"));
            }
        }
        i18n
    }

    fn presets(&mut self, presets: Option<&Value>, config: &mut SiteConfig) {
        let Some(Value::Array(list)) = presets else { return };
        let (mut plugins, mut themes) = (Vec::new(), Vec::new());
        for (i, entry) in list.iter().enumerate() {
            if is_disabled(entry) {
                continue;
            }
            let Some((name, options)) = self.entry_name_and_options(entry) else {
                self.error(format!("`presets[{i}]` must be a name or [name, options]"));
                continue;
            };
            let name = normalize_module_name(&name, "preset");
            if name != "@docusaurus/preset-classic" {
                self.warn(format!("preset `{name}` (`presets[{i}]`) is not supported by ferrosaurus: the plugins and themes it adds are not loaded"));
                continue;
            }
            let origin = format!("presets[{i}] (classic)");
            let options = options.as_object().cloned().unwrap_or_default();
            self.check_keys(&options, &["docs", "blog", "pages", "theme", "sitemap", "gtag", "googleAnalytics", "googleTagManager", "svgr", "debug"], "presets.classic");
            let part = |key: &str| -> Option<Value> {
                match options.get(key) {
                    Some(Value::Bool(false)) => None,
                    Some(v) if v.is_object() => Some(v.clone()),
                    _ => Some(Value::Object(Map::new())),
                }
            };
            let npm = |name: &str, opts: Value, key: &str, kind| PluginEntry::npm(name, opts, format!("{origin}.{key}"), kind);
            if let Some(docs) = part("docs") {
                let d = self.docs_options(docs.as_object().expect("object"), "presets.classic.docs");
                config.docs.push(d);
                plugins.push(npm("@docusaurus/plugin-content-docs", docs, "docs", PluginKind::Plugin));
            }
            if let Some(blog) = part("blog") {
                self.markdown_plugins(&blog, &format!("{origin}.blog"));
                plugins.push(npm("@docusaurus/plugin-content-blog", blog, "blog", PluginKind::Plugin));
            }
            match part("pages") {
                Some(pages) => {
                    self.markdown_plugins(&pages, &format!("{origin}.pages"));
                    if let Some(Value::String(p)) = pages.get("path") {
                        config.pages.path = normalize_rel(p);
                    }
                    plugins.push(npm("@docusaurus/plugin-content-pages", pages, "pages", PluginKind::Plugin));
                }
                None => config.pages.enabled = false,
            }
            if let Some(sitemap) = part("sitemap") {
                plugins.push(npm("@docusaurus/plugin-sitemap", sitemap, "sitemap", PluginKind::Plugin));
            }
            if let Some(svgr) = part("svgr") {
                plugins.push(npm("@docusaurus/plugin-svgr", svgr, "svgr", PluginKind::Plugin));
            }
            for (key, plugin) in [("gtag", "@docusaurus/plugin-google-gtag"), ("googleAnalytics", "@docusaurus/plugin-google-analytics"), ("googleTagManager", "@docusaurus/plugin-google-tag-manager")] {
                if let Some(v) = options.get(key).filter(|v| v.is_object()) {
                    plugins.push(npm(plugin, v.clone(), key, PluginKind::Plugin));
                }
            }
            if options.get("debug") == Some(&Value::Bool(true)) {
                plugins.push(npm("@docusaurus/plugin-debug", Value::Null, "debug", PluginKind::Plugin));
            }
            let theme = part("theme").unwrap_or_default();
            match theme.get("customCss") {
                Some(Value::String(s)) => config.custom_css.push(normalize_rel(s)),
                Some(Value::Array(a)) => config.custom_css.extend(a.iter().filter_map(Value::as_str).map(normalize_rel)),
                _ => {}
            }
            themes.push(npm("@docusaurus/theme-classic", theme, "theme", PluginKind::Theme));
            if config.theme_config.extra.get("algolia").is_some_and(|a| a.is_object()) {
                themes.push(npm("@docusaurus/theme-search-algolia", Value::Null, "themeConfig.algolia", PluginKind::Theme));
            }
        }
        config.plugins.extend(plugins);
        config.plugins.extend(themes);
    }

    /// `name` or `[name, options]` (a name is a string or a JS value: a function, a module).
    fn entry_name_and_options(&self, entry: &Value) -> Option<(String, Value)> {
        match entry {
            Value::String(name) => Some((name.clone(), Value::Null)),
            Value::Array(pair) if pair.len() <= 2 => {
                let (name, _) = self.entry_name_and_options(pair.first()?)?;
                Some((name, pair.get(1).cloned().unwrap_or(Value::Null)))
            }
            other => as_handle(other).map(|h| handle_name(h)),
        }
    }

    /// A `plugins`/`themes` entry as a [`PluginEntry`] (`None`: disabled or malformed, reported).
    fn plugin_entry(&mut self, entry: &Value, origin: String, kind: PluginKind) -> Option<PluginEntry> {
        if is_disabled(entry) {
            return None;
        }
        let (head, options) = match entry {
            Value::Array(pair) if !pair.is_empty() && pair.len() <= 2 => (&pair[0], pair.get(1).cloned().unwrap_or(Value::Null)),
            other => (other, Value::Null),
        };
        let kind_word = if kind == PluginKind::Theme { "theme" } else { "plugin" };
        let entry = match head {
            Value::String(name) => {
                let name = normalize_module_name(name, kind_word);
                let module = if name.starts_with('.') || name.starts_with('/') { PluginModule::File(name.clone().into()) } else { PluginModule::Npm(name.clone()) };
                PluginEntry::new(name, options, module, origin, kind)
            }
            other => match as_handle(other) {
                Some(h) => {
                    let (name, _) = handle_name(h);
                    let module = h.get("module").and_then(Value::as_str).filter(|m| !m.starts_with('/') && !m.starts_with('.'));
                    let id = h.get("id").and_then(Value::as_u64).unwrap_or(0);
                    match (module, h.get("kind").and_then(Value::as_str)) {
                        (Some(package), _) => PluginEntry::new(name, options, PluginModule::Npm(package.to_string()), origin, kind),
                        (None, Some("function")) => PluginEntry::new(name, options, PluginModule::Function(id), origin, kind),
                        _ => {
                            self.error(format!("`{origin}` must be a name, a function or [name, options], found {}", describe_handle(h)));
                            return None;
                        }
                    }
                }
                None => {
                    self.error(format!("`{origin}` must be a name, a function or [name, options], found {}", type_name(other)));
                    return None;
                }
            },
        };
        Some(entry)
    }

    /// Checks the remark/rehype/recma plugins of an options object. Native ones are applied by
    /// `markdown_features`; the build compiles the pages of a content plugin with any other one
    /// through `@mdx-js/mdx` in Node and warns once there, with the page count. Only entries
    /// that cannot be a plugin at all are reported here.
    fn markdown_plugins(&mut self, options: &Value, origin: &str) {
        for key in MARKDOWN_PLUGIN_KEYS {
            let Some(Value::Array(list)) = options.get(*key) else { continue };
            for (i, p) in list.iter().enumerate() {
                let head = match p {
                    Value::Array(pair) => pair.first().unwrap_or(&Value::Null),
                    other => other,
                };
                if native_markdown_plugin(head).is_some() {
                    continue; // rendered natively: see `markdown_features`
                }
                if !matches!(head, Value::String(_)) && as_handle(head).is_none() {
                    self.warn(format!("{key} entry (`{origin}.{key}[{i}]`) is {}, not a plugin: it is ignored", type_name(head)));
                }
            }
        }
    }

    fn docs_options(&mut self, map: &Map<String, Value>, path: &str) -> DocsOptions {
        self.check_keys(map, DOCS_OPTION_KEYS, path);
        self.markdown_plugins(&Value::Object(map.clone()), path);
        for key in map.keys().filter(|k| DOCS_OPTION_KEYS.contains(&k.as_str()) && !DOCS_OPTIONS_APPLIED.contains(&k.as_str()) && !MARKDOWN_PLUGIN_KEYS.contains(&k.as_str())) {
            self.warn(format!("docs option `{path}.{key}` is not implemented by ferrosaurus yet; it is ignored"));
        }
        let versions = self.docs_versions(map, path);
        let mut d = DocsOptions::defaults();
        if let Some(h) = map.get("editUrl").and_then(as_handle) {
            match (h.get("kind").and_then(Value::as_str), h.get("id").and_then(Value::as_u64)) {
                (Some("function"), Some(id)) => d.edit_url_function = Some(id),
                _ => self.warn(format!("docs option `{path}.editUrl` is {}, neither a string nor a function: docs get no edit link", describe_handle(h))),
            }
        }
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
            Some(Value::String(p)) => SidebarsOption::File(normalize_rel(p)),
            Some(Value::Bool(false)) => SidebarsOption::Disabled,
            None | Some(Value::Null) => SidebarsOption::Autogenerated,
            Some(other) => {
                self.error(format!("docs option `{path}.sidebarPath` must be a file path or false, found {}", type_name(other)));
                SidebarsOption::Autogenerated
            }
        };
        d.sidebar_collapsible = self.bool(map, "sidebarCollapsible", path).unwrap_or(true);
        d.sidebar_collapsed = self.bool(map, "sidebarCollapsed", path).unwrap_or(true);
        d.breadcrumbs = self.bool(map, "breadcrumbs", path).unwrap_or(true);
        d.edit_url = map.get("editUrl").and_then(Value::as_str).map(String::from);
        d.tags = match map.get("tags") {
            None => ferrosaurus_core::TagsFileOption::Default,
            Some(Value::Null | Value::Bool(false)) => ferrosaurus_core::TagsFileOption::Disabled,
            Some(Value::String(p)) => ferrosaurus_core::TagsFileOption::Path(normalize_rel(p)),
            Some(other) => {
                self.error(format!("docs option `{path}.tags` must be a file path, false or null, found {}", type_name(other)));
                ferrosaurus_core::TagsFileOption::Default
            }
        };
        d.on_inline_tags = self.severity(map, "onInlineTags", ReportingSeverity::Warn);
        d.doc_item_component = map.get("docItemComponent").and_then(Value::as_str).map(String::from);
        if let Some(Value::Array(a)) = map.get("include") {
            d.include = a.iter().filter_map(Value::as_str).map(String::from).collect();
        }
        if let Some(Value::Array(a)) = map.get("exclude") {
            d.exclude = a.iter().filter_map(Value::as_str).map(String::from).collect();
        }
        d.current_version_label = lookup(&Value::Object(map.clone()), "versions.current.label").and_then(Value::as_str).map(String::from);
        d.versions = versions;
        d.last_version = map.get("lastVersion").and_then(Value::as_str).map(String::from);
        d.include_current_version = self.bool(map, "includeCurrentVersion", path).unwrap_or(true);
        d.disable_versioning = self.bool(map, "disableVersioning", path).unwrap_or(false);
        d.only_include_versions = map.get("onlyIncludeVersions").and_then(Value::as_array).map(|a| a.iter().filter_map(Value::as_str).map(String::from).collect());
        d.show_last_update_time = self.bool(map, "showLastUpdateTime", path).unwrap_or(false);
        d.show_last_update_author = self.bool(map, "showLastUpdateAuthor", path).unwrap_or(false);
        d
    }

    /// `versions: {X: {label, path, banner, badge, noIndex, className}}`, strictly.
    fn docs_versions(&mut self, map: &Map<String, Value>, path: &str) -> IndexMap<String, DocsVersionOptions> {
        const VERSION_KEYS: &[&str] = &["label", "path", "banner", "badge", "noIndex", "className"];
        let mut out = IndexMap::new();
        let Some(Value::Object(versions)) = map.get("versions") else { return out };
        for (version, opts) in versions {
            let at = format!("{path}.versions.{version}");
            let Some(o) = opts.as_object() else {
                self.error(format!("`{at}` must be an object, found {}", type_name(opts)));
                continue;
            };
            self.check_keys(o, VERSION_KEYS, &at);
            let mut v = DocsVersionOptions::default();
            v.label = o.get("label").and_then(Value::as_str).map(String::from);
            v.path = o.get("path").and_then(Value::as_str).map(String::from);
            v.class_name = o.get("className").and_then(Value::as_str).map(String::from);
            v.badge = self.bool(o, "badge", &at);
            v.no_index = self.bool(o, "noIndex", &at);
            v.banner = match o.get("banner") {
                None | Some(Value::Null) => None,
                Some(b) => match serde_json::from_value::<VersionBanner>(b.clone()) {
                    Ok(b) => Some(b),
                    Err(_) => {
                        self.error(format!("`{at}.banner` must be one of none, unreleased, unmaintained"));
                        None
                    }
                },
            };
            out.insert(version.clone(), v);
        }
        out
    }

    fn plugins(&mut self, plugins: Option<&Value>, config: &mut SiteConfig) {
        let Some(Value::Array(list)) = plugins else { return };
        for (i, entry) in list.iter().enumerate() {
            let Some(entry) = self.plugin_entry(entry, format!("plugins[{i}]"), PluginKind::Plugin) else { continue };
            match &entry.module {
                PluginModule::Npm(name) if name == "@docusaurus/plugin-content-docs" => {
                    let opts = entry.options.as_object().cloned().unwrap_or_default();
                    let d = self.docs_options(&opts, &format!("plugins[{i}]"));
                    config.docs.push(d);
                }
                PluginModule::Npm(name) if name == "@docusaurus/plugin-content-pages" => {
                    self.markdown_plugins(&entry.options, &format!("plugins[{i}]"));
                    if let Some(Value::String(p)) = entry.options.get("path") {
                        config.pages.path = normalize_rel(p);
                    }
                }
                PluginModule::Npm(name) if name == "@docusaurus/plugin-content-blog" => {
                    self.markdown_plugins(&entry.options, &format!("plugins[{i}]"));
                }
                _ => {}
            }
            config.plugins.push(entry);
        }
        let ids: Vec<&str> = config.docs.iter().map(|d| d.id.as_str()).collect();
        if ids.iter().enumerate().any(|(i, id)| ids[..i].contains(id)) {
            self.error("two docs plugin instances have the same id".into()).help =
                Some("give each extra @docusaurus/plugin-content-docs an `id` option".into());
        }
    }

    fn themes(&mut self, themes: Option<&Value>, config: &mut SiteConfig) {
        let Some(Value::Array(list)) = themes else { return };
        for (i, entry) in list.iter().enumerate() {
            if let Some(entry) = self.plugin_entry(entry, format!("themes[{i}]"), PluginKind::Theme) {
                config.plugins.push(entry);
            }
        }
    }

    fn theme_config(&mut self, value: Option<&Value>) -> ThemeConfig {
        let Some(value) = value.filter(|v| !v.is_null()) else { return ThemeConfig::default() };
        let unknown_kinds = self.report_unknown_navbar_kinds(value.pointer("/navbar/items"), "themeConfig.navbar.items");
        match serde_path_to_error::deserialize::<_, ThemeConfig>(value.clone()) {
            Ok(tc) => {
                self.check_navbar_items(&tc.navbar.items, "themeConfig.navbar.items");
                let toc = tc.table_of_contents;
                if !(2..=6).contains(&toc.min_heading_level) || !(2..=6).contains(&toc.max_heading_level) || toc.min_heading_level > toc.max_heading_level {
                    self.error("`themeConfig.tableOfContents` levels must be 2..6 with min <= max".into());
                }
                tc
            }
            // each one already reported, with a hint
            Err(_) if unknown_kinds > 0 => ThemeConfig::default(),
            Err(e) => {
                let path = e.path().to_string();
                self.error(format!("`themeConfig.{path}`: {}", e.inner()));
                ThemeConfig::default()
            }
        }
    }

    /// Docusaurus's "No NavbarItem component found for type" for every navbar item (dropdown
    /// entries included) whose `type` is no [`NavbarItemKind`], with the closest kind as a
    /// hint; the typed config cannot hold them. Gives how many there are.
    fn report_unknown_navbar_kinds(&mut self, items: Option<&Value>, path: &str) -> usize {
        let Some(Value::Array(items)) = items else { return 0 };
        let mut unknown = 0;
        for (i, item) in items.iter().enumerate() {
            let here = format!("{path}[{i}]");
            if let Some(Value::String(written)) = item.get("type") {
                if let Err(e) = written.parse::<NavbarItemKind>() {
                    let names: Vec<&str> = NavbarItemKind::BUILT_IN.iter().map(NavbarItemKind::as_str).collect();
                    let d = self.error(format!("{e} (`{here}`)"));
                    d.help = Some(match closest(written, &names) {
                        Some(kind) => format!("did you mean `{kind}`?"),
                        None => format!("the types are {}, and `custom-*` for the site's own `@theme/NavbarItem/ComponentTypes`", names.join(", ")),
                    });
                    unknown += 1;
                }
            }
            unknown += self.report_unknown_navbar_kinds(item.get("items"), &format!("{here}.items"));
        }
        unknown
    }

    fn check_navbar_items(&mut self, items: &[ferrosaurus_core::NavbarItem], path: &str) {
        for (i, item) in items.iter().enumerate() {
            let here = format!("{path}[{i}]");
            match item.kind() {
                NavbarItemKind::DocSidebar if item.sidebar_id.is_none() => {
                    self.error(format!("`{here}` of type docSidebar needs a `sidebarId`"));
                }
                NavbarItemKind::Doc if item.doc_id.is_none() => {
                    self.error(format!("`{here}` of type doc needs a `docId`"));
                }
                _ => {}
            }
            self.check_navbar_items(&item.items, &format!("{here}.items"));
        }
    }
}

/// `false`, `null` and `undefined` entries are skipped, as Docusaurus skips them
/// (`plugins: [isProd && 'x']`).
fn is_disabled(entry: &Value) -> bool {
    matches!(entry, Value::Null | Value::Bool(false))
}

/// A name for a JS value given as a plugin or preset: its module or its function name.
fn handle_name(h: &Map<String, Value>) -> (String, Value) {
    let s = |k: &str| h.get(k).and_then(Value::as_str).unwrap_or("");
    let name = if !s("module").is_empty() && !s("module").starts_with('/') {
        s("module").to_string()
    } else if !s("name").is_empty() {
        s("name").to_string()
    } else if !s("module").is_empty() {
        s("module").to_string()
    } else {
        "(anonymous function)".to_string()
    };
    (name, Value::Null)
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

fn type_name(v: &Value) -> String {
    if let Some(h) = as_handle(v) {
        return describe_handle(h);
    }
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
    .to_string()
}

/// `a JS function \`editUrl\``, `a value from \`prism-react-renderer\` (themes.dracula)`.
pub(crate) fn describe_handle(h: &Map<String, Value>) -> String {
    let s = |k: &str| h.get(k).and_then(Value::as_str).unwrap_or("");
    match s("kind") {
        "module" if s("path").is_empty() => format!("the module `{}`", s("module")),
        "module" => format!("a value from `{}` ({})", s("module"), s("path")),
        "function" if !s("module").is_empty() && !s("module").starts_with('/') => {
            format!("a JS function `{}` from `{}`", if s("name").is_empty() { s("export") } else { s("name") }, s("module"))
        }
        "function" if !s("name").is_empty() => format!("a JS function `{}`", s("name")),
        "function" => "a JS function".to_string(),
        _ => format!("a JS object ({})", if s("class").is_empty() { "instance" } else { s("class") }),
    }
}

/// The known key closest to `key` (edit distance ≤ 3), for "did you mean" hints.
fn closest<'k>(key: &str, known: &[&'k str]) -> Option<&'k str> {
    known
        .iter()
        .map(|k| (strsim::levenshtein(&key.to_lowercase(), &k.to_lowercase()), *k))
        .filter(|(d, _)| *d <= 3)
        .min()
        .map(|(_, k)| k)
}

/// Remark/rehype plugins ferrosaurus-markdown implements natively, by npm name.
const NATIVE_MARKDOWN_PLUGINS: &[&str] = &["@docusaurus/remark-plugin-npm2yarn", "remark-math", "rehype-katex"];

/// The native plugin a remarkPlugins/rehypePlugins entry names (`'name'` or `require('name')`).
fn native_markdown_plugin(head: &Value) -> Option<&'static str> {
    let name = match head {
        Value::String(s) => s.clone(),
        other => handle_name(as_handle(other)?).0,
    };
    NATIVE_MARKDOWN_PLUGINS.iter().copied().find(|n| name == *n || name.contains(&format!("node_modules/{n}/")))
}

/// The stylesheet KaTeX's HTML needs, of the KaTeX version that renders the formulas.
const KATEX_STYLESHEET: &str = "https://cdn.jsdelivr.net/npm/katex@0.16.4/dist/katex.min.css";

impl Resolver<'_> {
    /// `SiteConfig.markdown`: the native remark/rehype plugins the content plugins name (npm2yarn
    /// with its options, remark-math + rehype-katex), their `admonitions` option, and
    /// `markdown.mermaid`. Site-wide: the last content plugin that sets one wins.
    fn markdown_features(&mut self, top: &Map<String, Value>, plugins: &[PluginEntry]) -> ferrosaurus_core::MarkdownFeatures {
        let mut features = ferrosaurus_core::MarkdownFeatures::default();
        features.mermaid = top.get("markdown").and_then(|m| m.get("mermaid")) == Some(&Value::Bool(true));
        const CONTENT: &[&str] = &["@docusaurus/plugin-content-docs", "@docusaurus/plugin-content-blog", "@docusaurus/plugin-content-pages"];
        for entry in plugins.iter().filter(|e| CONTENT.contains(&e.name.as_str())) {
            for key in MARKDOWN_PLUGIN_KEYS {
                let Some(Value::Array(list)) = entry.options.get(*key) else { continue };
                for p in list {
                    let (head, options) = match p {
                        Value::Array(pair) => (pair.first().unwrap_or(&Value::Null), pair.get(1)),
                        other => (other, None),
                    };
                    match native_markdown_plugin(head) {
                        Some("@docusaurus/remark-plugin-npm2yarn") => features.npm2yarn = Some(self.npm2yarn_options(options, &entry.origin)),
                        Some("remark-math") => features.math = true,
                        _ => {}
                    }
                }
            }
            match entry.options.get("admonitions") {
                Some(Value::Bool(false)) => features.admonitions = ferrosaurus_core::AdmonitionOptions::new(false, Vec::new(), true),
                Some(Value::Object(a)) => {
                    let keywords = a.get("keywords").and_then(Value::as_array).map(|k| k.iter().filter_map(Value::as_str).map(String::from).collect()).unwrap_or_default();
                    let extend = a.get("extendDefaults").and_then(Value::as_bool).unwrap_or(true);
                    features.admonitions = ferrosaurus_core::AdmonitionOptions::new(true, keywords, extend);
                }
                _ => {}
            }
        }
        features
    }

    /// npm2yarn's `{sync, converters}`; a custom converter (a function) is skipped with a warning.
    fn npm2yarn_options(&mut self, options: Option<&Value>, origin: &str) -> ferrosaurus_core::Npm2YarnOptions {
        let mut result = ferrosaurus_core::Npm2YarnOptions::default();
        let Some(Value::Object(o)) = options else { return result };
        result.sync = o.get("sync").and_then(Value::as_bool).unwrap_or(false);
        if let Some(Value::Array(list)) = o.get("converters") {
            result.converters.clear();
            for c in list {
                match c.as_str().and_then(ferrosaurus_core::PackageManager::from_name) {
                    Some(pm) => result.converters.push(pm),
                    None => self.warn(format!("npm2yarn converter {c} (`{origin}`) is not applied: ferrosaurus converts to yarn, pnpm and bun only")),
                }
            }
        }
        result
    }
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

    /// Issue 8: math renders KaTeX's HTML, which needs KaTeX's stylesheet. A site that lists one
    /// gets exactly its own; a site that lists none gets KaTeX's linked once, and is told.
    #[test]
    fn math_links_katex_stylesheet_once_unless_the_site_lists_one() {
        let site = |stylesheets: Value| json!({
            "title": "T", "url": "https://x.example", "baseUrl": "/", "stylesheets": stylesheets,
            "presets": [["classic", {"docs": {"remarkPlugins": ["remark-math"]}}]]
        });
        let katex_links = |config: &SiteConfig| config.head_tags.iter().filter(|t| matches!(t, HtmlTag::Element { attributes, .. } if attributes.get("href").and_then(Option::as_deref).is_some_and(|h| h.contains("katex")))).count();
        let (config, warnings) = resolve(site(json!([]))).unwrap();
        assert!(config.markdown.math);
        assert_eq!(katex_links(&config), 1);
        assert!(warnings.iter().any(|w| w.to_string().contains("no KaTeX stylesheet is: linked")), "{warnings:?}");
        let own = "https://example.com/katex/0.16.9/katex.min.css";
        let (config, warnings) = resolve(site(json!([{"href": own}]))).unwrap();
        assert_eq!(katex_links(&config), 1);
        assert!(config.head_tags.iter().any(|t| matches!(t, HtmlTag::Element { attributes, .. } if attributes.get("href") == Some(&Some(own.to_owned())))));
        assert!(!warnings.iter().any(|w| w.to_string().contains("KaTeX")), "{warnings:?}");
    }

    // See: issue 17 (config headTags, stylesheets and scripts were accepted and never written; noIndex ignored).
    #[test]
    fn regression_17_head_tags_stylesheets_scripts_and_no_index() {
        let (c, _) = resolve(json!({
            "title": "T", "url": "u", "baseUrl": "/", "noIndex": true,
            "headTags": [{"tagName": "link", "attributes": {"rel": "preconnect", "href": "https://cdn.x"}}],
            "stylesheets": ["https://x/a.css", {"href": "/b.css", "crossorigin": "anonymous"}],
            "scripts": [{"src": "/c.js", "async": true, "defer": false}],
        }))
        .unwrap();
        let html: Vec<String> = c.head_tags.iter().map(HtmlTag::to_html).collect();
        assert_eq!(
            html,
            [
                r#"<link rel="preconnect" href="https://cdn.x">"#,
                r#"<link rel="stylesheet" href="https://x/a.css">"#,
                r#"<link rel="stylesheet" href="/b.css" crossorigin="anonymous">"#,
                r#"<script src="/c.js" async></script>"#,
            ]
        );
        assert!(c.no_index);
        let e = errors(json!({"title": "T", "url": "u", "baseUrl": "/", "headTags": ["<meta>"], "scripts": [3]}));
        assert_eq!(e.len(), 2, "{e:?}");
        assert!(e[0].contains("`headTags[0]` must be an object with a `tagName` string"), "{e:?}");
        assert!(e[1].contains("`scripts[0]` must be a URL or an object with `src`"), "{e:?}");
    }

    // See: issue 17 (an unknown trailingSlash value or a baseUrl without slashes is a diagnostic with a hint).
    #[test]
    fn regression_17_bad_trailing_slash_and_base_url_have_hints() {
        let e = errors(json!({"title": "T", "url": "u", "baseUrl": "/", "trailingSlash": "false"}));
        assert_eq!(e.len(), 1, "{e:?}");
        assert!(e[0].contains("`trailingSlash` must be true, false or left out, found \"false\""), "{e:?}");
        assert!(e[0].contains("write trailingSlash: false without quotes"), "{e:?}");
        let e = errors(json!({"title": "T", "url": "u", "baseUrl": "/", "trailingSlash": "always"}));
        assert!(e[0].contains("false (no slash, a.html)"), "{e:?}");
        let e = errors(json!({"title": "T", "url": "u", "baseUrl": "docs"}));
        assert!(e[0].contains("`baseUrl` must start with a slash, found \"docs\"") && e[0].contains("use \"/docs/\""), "{e:?}");
        let (c, _) = resolve(json!({"title": "T", "url": "u", "baseUrl": "/docs", "trailingSlash": false})).unwrap();
        assert_eq!((c.base_url.as_str(), c.trailing_slash), ("/docs/", Some(false)));
    }

    #[test]
    fn minimal_config_gets_docusaurus_defaults() {
        let (c, warnings) = resolve(json!({"title": "T", "url": "https://x.dev/", "baseUrl": "/"})).unwrap();
        assert!(warnings.is_empty());
        assert_eq!(c.url, "https://x.dev");
        assert_eq!(c.title_delimiter, "|");
        assert_eq!(c.on_broken_links, ReportingSeverity::Throw);
        assert_eq!(c.on_duplicate_routes, ReportingSeverity::Warn);
        assert_eq!(c.theme_config.color_mode.default_mode, "light");
        assert_eq!(c.theme_config.table_of_contents.max_heading_level, 3);
        assert!(c.docs.is_empty());
    }

    // See: issue 13 (`onDuplicateRoutes` was accepted and never read).
    #[test]
    fn issue_13_on_duplicate_routes_is_read() {
        for (written, severity) in [("ignore", ReportingSeverity::Ignore), ("log", ReportingSeverity::Log), ("warn", ReportingSeverity::Warn), ("throw", ReportingSeverity::Throw)] {
            let (c, _) = resolve(json!({"title": "T", "url": "u", "baseUrl": "/", "onDuplicateRoutes": written})).unwrap();
            assert_eq!(c.on_duplicate_routes, severity, "{written}");
        }
        let e = errors(json!({"title": "T", "url": "u", "baseUrl": "/", "onDuplicateRoutes": "fail"}));
        assert!(e[0].contains("`onDuplicateRoutes` must be one of ignore, log, warn, throw"), "{e:?}");
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

    // See: issue 16 (navbar item types were strings, matched in three places).
    #[test]
    fn issue_16_navbar_item_kinds_are_parsed_when_the_config_is_read() {
        let config = |items: Value| json!({"title": "T", "url": "u", "baseUrl": "/", "themeConfig": {"navbar": {"items": items}}});
        let e = errors(config(json!([{"type": "docSidebars", "sidebarId": "s"}, {"label": "More", "items": [{"type": "fancy"}, {"type": "doc", "docId": "a"}]}])));
        insta::assert_snapshot!(e.join("\n"), @r#"
        error: docusaurus.config.ts: No NavbarItem component found for type "docSidebars" (`themeConfig.navbar.items[0]`)
          help: did you mean `docSidebar`?
        error: docusaurus.config.ts: No NavbarItem component found for type "fancy" (`themeConfig.navbar.items[1].items[0]`)
          help: the types are default, dropdown, doc, docSidebar, docsVersion, docsVersionDropdown, localeDropdown, search, html, and `custom-*` for the site's own `@theme/NavbarItem/ComponentTypes`
        "#);
        let (c, _) = resolve(config(json!([{"type": "custom-status", "label": "S"}, {"label": "More", "items": [{"type": "docsVersion"}]}, {"to": "/a"}]))).unwrap();
        let kinds: Vec<&NavbarItemKind> = c.theme_config.navbar.items.iter().map(|i| i.kind()).collect();
        assert_eq!(kinds, [&NavbarItemKind::Custom("custom-status".into()), &NavbarItemKind::Dropdown, &NavbarItemKind::Default]);
        assert_eq!(c.theme_config.navbar.items[1].items[0].kind(), &NavbarItemKind::DocsVersion);
        let e = errors(config(json!([{"type": "docSidebar"}, {"items": [{"type": "doc"}]}])));
        assert_eq!(e.len(), 2, "{e:?}");
        assert!(e[0].contains("`themeConfig.navbar.items[0]` of type docSidebar needs a `sidebarId`"), "{e:?}");
        assert!(e[1].contains("`themeConfig.navbar.items[1].items[0]` of type doc needs a `docId`"), "{e:?}");
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
            "plugins": [["@docusaurus/plugin-pwa", {"debug": false}], "some-plugin", false, null, "./src/plugins/local"],
        }))
        .unwrap();
        assert_eq!(c.docs[0].route_base_path, "/");
        assert_eq!(c.docs[0].sidebar_path, SidebarsOption::File("sidebars.ts".into()));
        assert_eq!(c.docs[0].current_version_label.as_deref(), Some("0.1.2"));
        assert_eq!(c.custom_css, ["src/css/custom.css"]);
        let names: Vec<(&str, &str)> = c.plugins.iter().map(|p| (p.name.as_str(), p.origin.as_str())).collect();
        assert_eq!(
            names,
            [
                ("@docusaurus/plugin-content-docs", "presets[0] (classic).docs"),
                ("@docusaurus/plugin-content-pages", "presets[0] (classic).pages"),
                ("@docusaurus/plugin-sitemap", "presets[0] (classic).sitemap"),
                ("@docusaurus/plugin-svgr", "presets[0] (classic).svgr"),
                ("@docusaurus/theme-classic", "presets[0] (classic).theme"),
                ("@docusaurus/plugin-pwa", "plugins[0]"),
                ("some-plugin", "plugins[1]"),
                ("./src/plugins/local", "plugins[4]"),
            ]
        );
        assert_eq!(c.plugins[7].module, PluginModule::File("./src/plugins/local".into()));
        assert!(warnings.is_empty(), "the registry, not the reader, decides what is implemented: {warnings:?}");
    }

    #[test]
    fn plugins_given_as_js_values_keep_their_module() {
        let handle = |module: &str| json!({"$handle": {"id": 4, "kind": "module", "module": module, "path": ""}});
        let function = json!({"$handle": {"id": 9, "kind": "function", "name": "myPlugin"}});
        let (c, warnings) = resolve(json!({
            "title": "T", "url": "u", "baseUrl": "/",
            "presets": [["classic", {"docs": {"remarkPlugins": [[handle("remark-emoji"), {"sync": true}]], "numberPrefixParser": false}}]],
            "plugins": [[handle("@docusaurus/plugin-ideal-image"), {"quality": 70}], function],
        }))
        .unwrap();
        let ideal = c.plugins.iter().find(|p| p.origin == "plugins[0]").unwrap();
        assert_eq!(ideal.module, PluginModule::Npm("@docusaurus/plugin-ideal-image".into()));
        assert_eq!(ideal.options["quality"], 70);
        let local = c.plugins.iter().find(|p| p.origin == "plugins[1]").unwrap();
        assert_eq!((local.name.as_str(), &local.module), ("myPlugin", &PluginModule::Function(9)));
        let text: Vec<String> = warnings.iter().map(|w| w.message.clone()).collect();
        // a remark plugin without a native version is the build's to apply (in Node), not a config warning
        assert!(!text.iter().any(|w| w.contains("remark-emoji")), "{text:?}");
        assert!(text.iter().any(|w| w.contains("`presets.classic.docs.numberPrefixParser` is not implemented")), "{text:?}");
    }

    // See: issue 9 (docs `onInlineTags` warned "not implemented" on every build of this site).
    #[test]
    fn issue_9_docs_tags_file_and_on_inline_tags_are_read() {
        let (c, warnings) = resolve(json!({
            "title": "T", "url": "u", "baseUrl": "/",
            "presets": [["classic", {"docs": {"onInlineTags": "throw", "tags": "./meta/tags.yml"}}]],
            "plugins": [["content-docs", {"id": "two", "tags": false}]],
        }))
        .unwrap();
        assert!(warnings.is_empty(), "{warnings:?}");
        assert_eq!(c.docs[0].on_inline_tags, ReportingSeverity::Throw);
        assert_eq!(c.docs[0].tags, ferrosaurus_core::TagsFileOption::Path("meta/tags.yml".into()));
        assert_eq!((c.docs[1].tags.clone(), c.docs[1].on_inline_tags), (ferrosaurus_core::TagsFileOption::Disabled, ReportingSeverity::Warn));
        let e = errors(json!({"title": "T", "url": "u", "baseUrl": "/", "presets": [["classic", {"docs": {"onInlineTags": "loud", "tags": 3}}]]}));
        assert!(e.iter().any(|e| e.contains("`onInlineTags` must be one of")), "{e:?}");
        assert!(e.iter().any(|e| e.contains("`presets.classic.docs.tags` must be a file path, false or null")), "{e:?}");
    }

    #[test]
    fn native_remark_plugins_become_markdown_features() {
        let handle = |module: &str| json!({"$handle": {"id": 4, "kind": "module", "module": module, "path": ""}});
        let (c, warnings) = resolve(json!({
            "title": "T", "url": "u", "baseUrl": "/",
            "stylesheets": [{"href": "https://cdn.jsdelivr.net/npm/katex@0.16.4/dist/katex.min.css"}],
            "markdown": {"mermaid": true},
            "themes": ["@docusaurus/theme-mermaid"],
            "presets": [["classic", {
                "docs": {
                    "remarkPlugins": [[handle("@docusaurus/remark-plugin-npm2yarn"), {"sync": true, "converters": ["pnpm", "bun", "deno"]}], handle("remark-math")],
                    "rehypePlugins": [handle("rehype-katex")],
                    "admonitions": {"keywords": ["my-tip"], "extendDefaults": false},
                },
            }]],
        }))
        .unwrap();
        let m = &c.markdown;
        let npm2yarn = m.npm2yarn.as_ref().expect("npm2yarn recognised");
        assert!(npm2yarn.sync);
        assert_eq!(npm2yarn.converters, [ferrosaurus_core::PackageManager::Pnpm, ferrosaurus_core::PackageManager::Bun]);
        assert!(m.math && m.mermaid);
        assert_eq!((m.admonitions.keywords.as_slice(), m.admonitions.extend_defaults), (&["my-tip".to_string()][..], false));
        let text: Vec<String> = warnings.iter().map(|w| w.message.clone()).collect();
        assert_eq!(text.len(), 1, "only the unknown converter warns: {text:?}");
        assert!(text[0].contains("npm2yarn converter \"deno\""), "{text:?}");
    }

    #[test]
    fn a_js_function_where_a_string_is_needed_is_named() {
        let e = errors(json!({"title": {"$handle": {"id": 1, "kind": "function", "name": "makeTitle"}}, "url": "u", "baseUrl": "/"}));
        assert!(e[0].contains("`title` must be a string, found a JS function `makeTitle`"), "{e:?}");
    }
}
