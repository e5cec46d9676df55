//! The sitemap plugin (`@docusaurus/plugin-sitemap`): after the build, `sitemap.xml` lists
//! every route with its absolute URL (baseUrl and `trailingSlash` applied), `changefreq`,
//! `priority` and, when asked, `lastmod`: the route's last update (docs and posts with
//! `showLastUpdateTime`, front matter `last_update` included), else the last git commit of its
//! source file (one history walk for every file). Pages with `noindex`, the 404 page and
//! routes matching `ignorePatterns` are left out. A `createSitemapItems` function of the
//! config runs in the config's Node host with Docusaurus's arguments (`routes`,
//! `siteConfig`, `defaultCreateSitemapItems`), and its items are written instead.
//!
//! ```
//! use ferrosaurus_core::{PageData, PageKind, SiteConfig};
//! use ferrosaurus_sitemap::SitemapPlugin;
//! let config = SiteConfig::default_for_test();
//! let plugin = SitemapPlugin::from_options(&serde_json::json!({"ignorePatterns": ["/tags/**"]}), &config).unwrap();
//! let intro = PageData::new("/intro", PageKind::Doc, "Intro");
//! let tag = PageData::new("/tags/x", PageKind::TagDocs, "x");
//! let (xml, warnings) = plugin.sitemap(std::path::Path::new("."), &config, [(&intro, None), (&tag, None)], None);
//! let xml = xml.unwrap();
//! assert!(xml.contains("<loc>https://example.com/intro</loc><changefreq>weekly</changefreq><priority>0.5</priority>"));
//! assert!(!xml.contains("/tags/x"));
//! assert!(warnings.is_empty());
//! ```

mod create_items;

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use ferrosaurus_content_utils::last_update::{read_last_updates, FileUpdate};

use ferrosaurus_core::{url, Diagnostic, JsFunction, JsFunctions, PageData, PageKind, Plugin, PluginError, PostBuildContext, PostBuildOutput, SiteConfig};
use globset::{GlobBuilder, GlobSet, GlobSetBuilder};
use jiff::Timestamp;
use serde_json::{Map, Value};

/// The plugin's npm name.
pub const PLUGIN_NAME: &str = "@docusaurus/plugin-sitemap";

const KNOWN: &[&str] = &["id", "lastmod", "changefreq", "priority", "ignorePatterns", "filename", "createSitemapItems"];
const CHANGEFREQS: &[&str] = &["always", "hourly", "daily", "weekly", "monthly", "yearly", "never"];

/// How `lastmod` is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lastmod {
    /// `2024-03-01`.
    Date,
    /// `2024-03-01T10:00:00.000Z`.
    DateTime,
}

/// The sitemap plugin for one `@docusaurus/plugin-sitemap` entry.
#[derive(Debug, Clone)]
pub struct SitemapPlugin {
    id: String,
    lastmod: Option<Lastmod>,
    changefreq: Option<String>,
    priority: Option<f64>,
    ignore: GlobSet,
    filename: String,
    /// `createSitemapItems`: a function of the config, run in its Node host.
    create_sitemap_items: Option<JsFunction>,
}

/// One `<url>` of the sitemap, as Docusaurus's `SitemapItem`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SitemapItem {
    /// Absolute URL.
    pub url: String,
    /// ISO 8601 date or date-time.
    #[serde(default)]
    pub lastmod: Option<String>,
    /// `always` ... `never`.
    #[serde(default)]
    pub changefreq: Option<String>,
    /// 0.0 to 1.0.
    #[serde(default)]
    pub priority: Option<f64>,
}

fn options_error(message: impl Into<String>) -> PluginError {
    PluginError::Options { plugin: PLUGIN_NAME.into(), message: message.into() }
}

fn nullable_string(map: &Map<String, Value>, key: &str, default: Option<&str>) -> Result<Option<String>, PluginError> {
    match map.get(key) {
        None => Ok(default.map(String::from)),
        Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.clone())),
        Some(_) => Err(options_error(format!("`{key}` must be a string or null"))),
    }
}

fn ignore_set(map: &Map<String, Value>) -> Result<GlobSet, PluginError> {
    let mut b = GlobSetBuilder::new();
    let patterns = match map.get("ignorePatterns") {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::Array(items)) => items.clone(),
        Some(_) => return Err(options_error("`ignorePatterns` must be a list of globs")),
    };
    for p in patterns {
        let p = p.as_str().ok_or_else(|| options_error("`ignorePatterns` must be a list of globs"))?;
        let glob = GlobBuilder::new(p).literal_separator(true).build().map_err(|e| options_error(format!("invalid glob `{p}`: {e}")))?;
        b.add(glob);
    }
    b.build().map_err(|e| options_error(e.to_string()))
}

impl SitemapPlugin {
    /// Reads the options (Docusaurus 3.10 names and defaults: `changefreq: 'weekly'`,
    /// `priority: 0.5`, `lastmod: null`, `filename: 'sitemap.xml'`); unknown keys fail with a
    /// "did you mean" hint.
    pub fn from_options(options: &Value, _config: &SiteConfig) -> Result<Self, PluginError> {
        let empty = Map::new();
        let map = match options {
            Value::Null => &empty,
            Value::Object(m) => m,
            _ => return Err(options_error("the options must be an object")),
        };
        for key in map.keys() {
            if !KNOWN.contains(&key.as_str()) {
                let hint = KNOWN
                    .iter()
                    .map(|k| (strsim::levenshtein(&key.to_lowercase(), &k.to_lowercase()), *k))
                    .filter(|(d, _)| *d <= 3)
                    .min()
                    .map(|(_, k)| format!(" (did you mean `{k}`?)"))
                    .unwrap_or_default();
                return Err(options_error(format!("unknown option `{key}`{hint}")));
            }
        }
        let lastmod = match nullable_string(map, "lastmod", None)?.as_deref() {
            None => None,
            Some("date") => Some(Lastmod::Date),
            Some("datetime") => Some(Lastmod::DateTime),
            Some(other) => return Err(options_error(format!("`lastmod` `{other}` is not 'date', 'datetime' or null"))),
        };
        let changefreq = nullable_string(map, "changefreq", Some("weekly"))?;
        if let Some(c) = changefreq.as_deref().filter(|c| !CHANGEFREQS.contains(c)) {
            return Err(options_error(format!("`changefreq` `{c}` is not one of {}", CHANGEFREQS.join(", "))));
        }
        let priority = match map.get("priority") {
            None => Some(0.5),
            Some(Value::Null) => None,
            Some(Value::Number(n)) => n.as_f64().filter(|p| (0.0..=1.0).contains(p)).map(Some).ok_or_else(|| options_error("`priority` must be between 0 and 1"))?,
            Some(_) => return Err(options_error("`priority` must be a number or null")),
        };
        let create_sitemap_items = match map.get("createSitemapItems") {
            None | Some(Value::Null) => None,
            Some(v) => Some(JsFunction::from_value(v).ok_or_else(|| options_error("`createSitemapItems` must be a function"))?),
        };
        Ok(Self {
            id: nullable_string(map, "id", Some(ferrosaurus_core::DEFAULT_PLUGIN_ID))?.unwrap_or_else(|| ferrosaurus_core::DEFAULT_PLUGIN_ID.into()),
            lastmod,
            changefreq,
            priority,
            ignore: ignore_set(map)?,
            filename: nullable_string(map, "filename", Some("sitemap.xml"))?.unwrap_or_else(|| "sitemap.xml".into()),
            create_sitemap_items,
        })
    }

    fn listed(&self, page: &PageData) -> bool {
        let path = page.route.split(['?', '#']).next().unwrap_or_default();
        !page.noindex && page.kind != PageKind::NotFound && !path.ends_with("404.html") && !self.ignore.is_match(path)
    }

    /// The route's last update time in seconds: the page's own (docs and posts with
    /// `showLastUpdateTime`), else the last commit of its source file.
    fn last_updated_at(page: &PageData, source: Option<&Path>, git: &HashMap<PathBuf, FileUpdate>) -> Option<i64> {
        let own = page.doc.as_ref().and_then(|d| d.last_update.as_ref()).or_else(|| page.blog.as_ref()?.post.as_ref()?.last_update.as_ref());
        own.and_then(|u| u.last_updated_at).or_else(|| git.get(source?).map(|u| u.timestamp))
    }

    fn format_lastmod(&self, ts: Timestamp) -> Option<String> {
        Some(match self.lastmod? {
            Lastmod::Date => ts.strftime("%Y-%m-%d").to_string(),
            Lastmod::DateTime => ts.strftime("%Y-%m-%dT%H:%M:%S.%3fZ").to_string(),
        })
    }

    /// Docusaurus's `defaultCreateSitemapItems`: an item per listed route, by route path.
    fn default_items<'a>(&self, site_dir: &Path, config: &SiteConfig, pages: &[(&'a PageData, Option<&'a Path>)]) -> Vec<(String, SitemapItem)> {
        let site_url = config.url.trim_end_matches('/');
        let listed: Vec<&(&PageData, Option<&Path>)> = pages.iter().filter(|(page, _)| self.listed(page)).collect();
        let git = match self.lastmod {
            Some(_) => {
                let sources: Vec<&Path> = listed.iter().filter_map(|(_, source)| *source).collect();
                read_last_updates(site_dir, &sources)
            }
            None => HashMap::new(),
        };
        listed
            .into_iter()
            .map(|(page, source)| {
                let loc = format!("{site_url}{}", url::apply_trailing_slash_with_base(&page.route, config.trailing_slash, &config.base_url));
                let lastmod = Self::last_updated_at(page, *source, &git).and_then(|s| Timestamp::from_second(s).ok()).and_then(|ts| self.format_lastmod(ts));
                let item = SitemapItem { url: loc, lastmod, changefreq: self.changefreq.clone(), priority: self.priority };
                (page.route.clone(), item)
            })
            .collect()
    }

    /// The sitemap of the given pages (route data and source file relative to `site_dir`);
    /// `None` when no page is listed. With `createSitemapItems` and the config's JS functions,
    /// its items are written; its errors are diagnostics naming the plugin and the hook.
    pub fn sitemap<'a>(
        &self,
        site_dir: &Path,
        config: &SiteConfig,
        pages: impl IntoIterator<Item = (&'a PageData, Option<&'a Path>)>,
        js: Option<&dyn JsFunctions>,
    ) -> (Option<String>, Vec<Diagnostic>) {
        let pages: Vec<(&PageData, Option<&Path>)> = pages.into_iter().collect();
        let defaults = self.default_items(site_dir, config, &pages);
        let items: Vec<SitemapItem> = match (self.create_sitemap_items, js) {
            (None, _) => defaults.into_iter().map(|(_, item)| item).collect(),
            (Some(function), Some(js)) => match create_items::run(js, function, config, &pages, &defaults) {
                Ok(items) => items.into_iter().map(|item| self.normalize_lastmod(item)).collect(),
                Err(d) => return (None, vec![*d]),
            },
            (Some(_), None) => {
                let warning = Diagnostic::warning(format!("{PLUGIN_NAME}: `createSitemapItems` is a JS function and no Node host runs this config; the sitemap lists the default items"));
                return (write_xml(&defaults.into_iter().map(|(_, item)| item).collect::<Vec<_>>()), vec![warning]);
            }
        };
        (write_xml(&items), Vec::new())
    }

    /// A `lastmod` a function returned, written as the `lastmod` option asks (the `sitemap`
    /// package Docusaurus uses reformats it the same way); one that is not a date stays as is.
    fn normalize_lastmod(&self, mut item: SitemapItem) -> SitemapItem {
        if let Some(ts) = item.lastmod.as_deref().and_then(parse_date) {
            item.lastmod = Some(match self.lastmod {
                Some(_) => self.format_lastmod(ts).unwrap_or_default(),
                None => ts.strftime("%Y-%m-%dT%H:%M:%S.%3fZ").to_string(),
            });
        }
        item
    }
}

/// The `<urlset>` document; `None` for no item (Docusaurus writes no file then).
fn write_xml(items: &[SitemapItem]) -> Option<String> {
    if items.is_empty() {
        return None;
    }
    let mut xml = String::from(
        r#"<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">"#,
    );
    for item in items {
        xml.push_str(&format!("<url><loc>{}</loc>", ferrosaurus_markdown::escape_html(&item.url)));
        if let Some(lastmod) = &item.lastmod {
            xml.push_str(&format!("<lastmod>{}</lastmod>", ferrosaurus_markdown::escape_html(lastmod)));
        }
        if let Some(c) = &item.changefreq {
            xml.push_str(&format!("<changefreq>{}</changefreq>", ferrosaurus_markdown::escape_html(c)));
        }
        if let Some(p) = item.priority {
            xml.push_str(&format!("<priority>{p:?}</priority>"));
        }
        xml.push_str("</url>");
    }
    xml.push_str("</urlset>");
    Some(xml)
}

/// `2024-03-01`, `2024-03-01T10:00:00Z`, `2024-03-01T10:00` (UTC).
fn parse_date(text: &str) -> Option<Timestamp> {
    let text = text.trim();
    if let Ok(ts) = text.parse::<Timestamp>() {
        return Some(ts);
    }
    if let Ok(dt) = text.replacen(' ', "T", 1).parse::<jiff::civil::DateTime>() {
        return jiff::tz::TimeZone::UTC.to_timestamp(dt).ok();
    }
    let date = text.parse::<jiff::civil::Date>().ok()?;
    jiff::tz::TimeZone::UTC.to_timestamp(date.to_datetime(jiff::civil::Time::midnight())).ok()
}

impl Plugin for SitemapPlugin {
    fn name(&self) -> &str {
        PLUGIN_NAME
    }

    fn id(&self) -> &str {
        &self.id
    }

    fn post_build(&self, ctx: &PostBuildContext<'_>) -> Result<PostBuildOutput, PluginError> {
        let mut out = PostBuildOutput::default();
        let (xml, warnings) = self.sitemap(ctx.site_dir, ctx.config, ctx.routes.iter().map(|r| (r.page, r.source)), ctx.js);
        out.diagnostics = warnings;
        if let Some(xml) = xml {
            out.files.push((self.filename.trim_start_matches('/').to_string(), xml.into()));
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn options_defaults_hints_and_handles() {
        let config = SiteConfig::default_for_test();
        let p = SitemapPlugin::from_options(&json!({}), &config).unwrap();
        assert_eq!((p.changefreq.as_deref(), p.priority, p.lastmod, p.filename.as_str()), (Some("weekly"), Some(0.5), None, "sitemap.xml"));
        let err = SitemapPlugin::from_options(&json!({"changeFreq": "daily"}), &config).unwrap_err().to_string();
        assert!(err.contains("did you mean `changefreq`"), "{err}");
        assert!(SitemapPlugin::from_options(&json!({"lastmod": "week"}), &config).is_err());
        assert!(SitemapPlugin::from_options(&json!({"priority": 2}), &config).is_err());
        assert!(SitemapPlugin::from_options(&json!({"createSitemapItems": "items.js"}), &config).is_err());
        let p = SitemapPlugin::from_options(&json!({"createSitemapItems": {"$handle": {"id": 3}}, "changefreq": null, "priority": null}), &config).unwrap();
        assert_eq!(p.create_sitemap_items, Some(JsFunction(3)));
        let page = PageData::new("/a", PageKind::Page, "A");
        // no Node host to run it: the default items, and one warning saying so
        let (xml, warnings) = p.sitemap(Path::new("."), &config, [(&page, None)], None);
        assert!(xml.unwrap().contains("<url><loc>https://example.com/a</loc></url>"));
        assert_eq!(warnings.len(), 1, "{warnings:?}");
    }

    #[test]
    fn dates_for_lastmod() {
        assert_eq!(parse_date("2024-03-01").unwrap().to_string(), "2024-03-01T00:00:00Z");
        assert_eq!(parse_date("2024-03-01T10:00:00+01:00").unwrap().to_string(), "2024-03-01T09:00:00Z");
        assert!(parse_date("soon").is_none());
    }
}
