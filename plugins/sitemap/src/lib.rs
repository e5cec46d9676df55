//! The sitemap plugin (`@docusaurus/plugin-sitemap`): after the build, `sitemap.xml` lists
//! every route with its absolute URL (baseUrl and `trailingSlash` applied), `changefreq`,
//! `priority` and, when asked, `lastmod` from the page's front matter `last_update.date`.
//! Pages with `noindex`, the 404 page and routes matching `ignorePatterns` are left out.
//!
//! ```
//! use ferrosaurus_core::{PageData, PageKind, SiteConfig};
//! use ferrosaurus_sitemap::SitemapPlugin;
//! let config = SiteConfig::default_for_test();
//! let plugin = SitemapPlugin::from_options(&serde_json::json!({"ignorePatterns": ["/tags/**"]}), &config).unwrap();
//! let intro = PageData::new("/intro", PageKind::Doc, "Intro");
//! let tag = PageData::new("/tags/x", PageKind::TagDocs, "x");
//! let (xml, warnings) = plugin.sitemap(std::path::Path::new("."), &config, [(&intro, None), (&tag, None)]);
//! let xml = xml.unwrap();
//! assert!(xml.contains("<loc>https://example.com/intro</loc><changefreq>weekly</changefreq><priority>0.5</priority>"));
//! assert!(!xml.contains("/tags/x"));
//! assert!(warnings.is_empty());
//! ```

use std::path::Path;

use ferrosaurus_core::{url, Diagnostic, PageData, PageKind, Plugin, PluginError, PostBuildContext, PostBuildOutput, SiteConfig};
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
    /// Options accepted but not applied yet (`createSitemapItems`).
    warnings: Vec<Diagnostic>,
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
        let mut warnings = Vec::new();
        if map.get("createSitemapItems").is_some_and(|v| !v.is_null()) {
            warnings.push(Diagnostic::warning(format!("{PLUGIN_NAME}: the `createSitemapItems` function is not applied yet; the sitemap lists the default items")));
        }
        Ok(Self {
            id: nullable_string(map, "id", Some(ferrosaurus_core::DEFAULT_PLUGIN_ID))?.unwrap_or_else(|| ferrosaurus_core::DEFAULT_PLUGIN_ID.into()),
            lastmod,
            changefreq,
            priority,
            ignore: ignore_set(map)?,
            filename: nullable_string(map, "filename", Some("sitemap.xml"))?.unwrap_or_else(|| "sitemap.xml".into()),
            warnings,
        })
    }

    fn listed(&self, page: &PageData) -> bool {
        let path = page.route.split(['?', '#']).next().unwrap_or_default();
        !page.noindex && page.kind != PageKind::NotFound && !path.ends_with("404.html") && !self.ignore.is_match(path)
    }

    /// `last_update.date` of the page's front matter, as `lastmod` asks.
    fn lastmod_of(&self, site_dir: &Path, source: Option<&Path>) -> Option<String> {
        let kind = self.lastmod?;
        let source = source.filter(|s| s.extension().is_some_and(|e| e == "md" || e == "mdx"))?;
        let text = std::fs::read_to_string(site_dir.join(source)).ok()?;
        let parsed = ferrosaurus_markdown::parse_front_matter(&text, source).ok()?;
        let date = parsed.front_matter.last_update.as_ref()?.get("date")?.as_str()?.to_string();
        let ts = parse_date(&date)?;
        Some(match kind {
            Lastmod::Date => ts.strftime("%Y-%m-%d").to_string(),
            Lastmod::DateTime => ts.strftime("%Y-%m-%dT%H:%M:%S.%3fZ").to_string(),
        })
    }

    /// The sitemap of the given pages (route data and source file relative to `site_dir`);
    /// `None` when no page is listed. The warnings name options not applied yet.
    pub fn sitemap<'a>(&self, site_dir: &Path, config: &SiteConfig, pages: impl IntoIterator<Item = (&'a PageData, Option<&'a Path>)>) -> (Option<String>, Vec<Diagnostic>) {
        let site_url = config.url.trim_end_matches('/');
        let mut xml = String::from(
            r#"<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">"#,
        );
        let mut count = 0;
        for (page, source) in pages {
            if !self.listed(page) {
                continue;
            }
            count += 1;
            let loc = format!("{site_url}{}", url::apply_trailing_slash_with_base(&page.route, config.trailing_slash, &config.base_url));
            xml.push_str(&format!("<url><loc>{}</loc>", ferrosaurus_markdown::escape_html(&loc)));
            if let Some(lastmod) = self.lastmod_of(site_dir, source) {
                xml.push_str(&format!("<lastmod>{lastmod}</lastmod>"));
            }
            if let Some(c) = &self.changefreq {
                xml.push_str(&format!("<changefreq>{c}</changefreq>"));
            }
            if let Some(p) = self.priority {
                xml.push_str(&format!("<priority>{p:?}</priority>"));
            }
            xml.push_str("</url>");
        }
        xml.push_str("</urlset>");
        ((count > 0).then_some(xml), self.warnings.clone())
    }
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
        let (xml, warnings) = self.sitemap(ctx.site_dir, ctx.config, ctx.routes.iter().map(|r| (r.page, r.source)));
        out.diagnostics = warnings;
        if let Some(xml) = xml {
            out.files.push((self.filename.trim_start_matches('/').to_string(), xml.into_bytes()));
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
        let p = SitemapPlugin::from_options(&json!({"createSitemapItems": {"$handle": {"id": 3}}, "changefreq": null, "priority": null}), &config).unwrap();
        assert_eq!(p.warnings.len(), 1);
        let page = PageData::new("/a", PageKind::Page, "A");
        let (xml, _) = p.sitemap(Path::new("."), &config, [(&page, None)]);
        assert!(xml.unwrap().contains("<url><loc>https://example.com/a</loc></url>"));
    }

    #[test]
    fn dates_for_lastmod() {
        assert_eq!(parse_date("2024-03-01").unwrap().to_string(), "2024-03-01T00:00:00Z");
        assert_eq!(parse_date("2024-03-01T10:00:00+01:00").unwrap().to_string(), "2024-03-01T09:00:00Z");
        assert!(parse_date("soon").is_none());
    }
}
