//! `createSitemapItems`: the config's function, called in its Node host as Docusaurus calls it,
//! `createSitemapItems({routes, siteConfig, defaultCreateSitemapItems})`. `routes` are the
//! built routes (`path`, `exact`, `metadata.sourceFilePath`, `metadata.lastUpdatedAt` in ms),
//! `siteConfig` the resolved config, and `defaultCreateSitemapItems({routes})` gives the
//! default item of each listed route among the routes it is handed (ignored patterns,
//! `noindex` pages and the 404 page have none), so a function may filter routes first.

use std::path::Path;

use ferrosaurus_core::{Diagnostic, JsFunction, JsFunctions, PageData, SiteConfig};
use serde_json::{json, Map, Value};

use crate::{SitemapItem, PLUGIN_NAME};

/// The glue around the config's function: Docusaurus's arguments, the default items by path.
const GLUE: &str = r#"async (createSitemapItems, routes, siteConfig, itemsByPath) => {
  const flatten = (list) => (list || []).flatMap((route) => [route, ...flatten(route.routes)]);
  const defaultCreateSitemapItems = async (params) =>
    flatten(params && params.routes).filter((route) => route && itemsByPath[route.path]).map((route) => ({ ...itemsByPath[route.path] }));
  const items = await createSitemapItems({ routes, siteConfig, defaultCreateSitemapItems });
  if (!Array.isArray(items)) throw new Error(`it must return an array of sitemap items, not ${items === null ? 'null' : typeof items}`);
  return items;
}"#;

/// Runs the function; the items it returns, or an error naming the plugin and the hook.
pub(crate) fn run(
    js: &dyn JsFunctions,
    function: JsFunction,
    config: &SiteConfig,
    pages: &[(&PageData, Option<&Path>)],
    defaults: &[(String, SitemapItem)],
) -> Result<Vec<SitemapItem>, Box<Diagnostic>> {
    let fail = |message: String| Box::new(Diagnostic::error(format!("plugin `{PLUGIN_NAME}`, option `createSitemapItems`: {message}")));
    let routes: Vec<Value> = pages.iter().map(|(page, source)| route_json(page, *source)).collect();
    let by_path: Map<String, Value> = defaults.iter().map(|(path, item)| (path.clone(), serde_json::to_value(item).unwrap_or_default())).collect();
    let site_config = serde_json::to_value(config).unwrap_or_default();
    let glue = js.define(GLUE).map_err(|e| fail(e.to_string()))?;
    let returned = js
        .call(glue, &[function.as_argument(), Value::Array(routes), site_config, Value::Object(by_path)])
        .map_err(|e| fail(format!("the function threw: {e}")))?;
    let Value::Array(list) = returned else { return Err(fail("it must return an array".into())) };
    list.into_iter()
        .enumerate()
        .map(|(i, item)| item_of(item).map_err(|problem| fail(format!("item {i}: {problem}"))))
        .collect()
}

/// A route as Docusaurus's `RouteConfig` shows it to plugins.
fn route_json(page: &PageData, source: Option<&Path>) -> Value {
    let mut metadata = Map::new();
    if let Some(source) = source {
        metadata.insert("sourceFilePath".into(), json!(source.to_string_lossy().replace('\\', "/")));
    }
    let own = page.doc.as_ref().and_then(|d| d.last_update.as_ref()).or_else(|| page.blog.as_ref()?.post.as_ref()?.last_update.as_ref());
    if let Some(seconds) = own.and_then(|u| u.last_updated_at) {
        metadata.insert("lastUpdatedAt".into(), json!(seconds * 1000));
    }
    json!({"path": page.route, "exact": true, "metadata": metadata})
}

/// One returned item, checked: `url` a string; `lastmod`, `changefreq`, `priority` optional.
fn item_of(value: Value) -> Result<SitemapItem, String> {
    let Value::Object(map) = value else { return Err(format!("must be an object with a `url`, found {value}")) };
    let url = map.get("url").and_then(Value::as_str).ok_or("`url` must be a string")?.to_string();
    let text = |key: &str| match map.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.clone())),
        Some(other) => Err(format!("`{key}` must be a string, found {other}")),
    };
    let priority = match map.get("priority") {
        None | Some(Value::Null) => None,
        Some(Value::Number(n)) => n.as_f64(),
        Some(other) => return Err(format!("`priority` must be a number, found {other}")),
    };
    Ok(SitemapItem { url, lastmod: text("lastmod")?, changefreq: text("changefreq")?, priority })
}
