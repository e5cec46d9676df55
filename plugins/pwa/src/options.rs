//! The plugin's options, with Docusaurus 3's names and defaults, read strictly: an unknown key
//! fails with a "did you mean" hint, the removed `reloadPopup` with how to migrate.

use std::fmt;

use ferrosaurus_core::{Diagnostic, PluginError};
use indexmap::IndexMap;
use serde_json::{Map, Value};

use crate::PLUGIN_NAME;

const KNOWN: &[&str] = &["id", "debug", "offlineModeActivationStrategies", "injectManifestConfig", "pwaHead", "swCustom", "swRegister"];

/// `injectManifestConfig` keys the precache list applies; others get one warning.
const INJECT_MANIFEST_APPLIED: &[&str] = &["globPatterns", "globIgnores", "maximumFileSizeToCacheInBytes"];

/// Workbox's `maximumFileSizeToCacheInBytes` default (2 MiB).
pub const WORKBOX_MAX_FILE_SIZE: u64 = 2 * 1024 * 1024;

/// The glob patterns Docusaurus precaches (before the site's own `globPatterns`).
pub const DEFAULT_GLOB_PATTERNS: &[&str] = &["**/*.{js,json,css,html}", "**/*.{png,jpg,jpeg,gif,svg,ico}", "**/*.{woff,woff2,eot,ttf,otf}"];

/// Workbox's default `globIgnores`.
pub const DEFAULT_GLOB_IGNORES: &[&str] = &["**/node_modules/**/*"];

/// When the site works offline: offline mode is on when any configured strategy holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OfflineModeStrategy {
    /// The app was installed (a localStorage flag, or `getInstalledRelatedApps`).
    AppInstalled,
    /// The URL has `?offlineMode=true`.
    QueryString,
    /// The page runs as an installed app (`display-mode: standalone`).
    Standalone,
    /// The window is at most 996 px wide.
    Mobile,
    /// The browser asks to save data (`navigator.connection.saveData`).
    SaveData,
    /// Always.
    Always,
}

impl OfflineModeStrategy {
    /// Every strategy, in Docusaurus's documentation order.
    pub const ALL: [Self; 6] = [Self::AppInstalled, Self::QueryString, Self::Standalone, Self::Mobile, Self::SaveData, Self::Always];

    /// The option value (`appInstalled`).
    pub fn as_str(self) -> &'static str {
        match self {
            Self::AppInstalled => "appInstalled",
            Self::QueryString => "queryString",
            Self::Standalone => "standalone",
            Self::Mobile => "mobile",
            Self::SaveData => "saveData",
            Self::Always => "always",
        }
    }

    fn parse(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.as_str() == name)
    }
}

impl fmt::Display for OfflineModeStrategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What registers the service worker (`swRegister`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SwRegister {
    /// The plugin's own registration (workbox-window, offline-mode strategies, reload popup).
    Builtin,
    /// `false`: nothing registers it.
    Disabled,
    /// A module of the site's (path relative to the site folder) used as the client module.
    Custom(String),
}

/// `injectManifestConfig`: what goes into the precache list.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct InjectManifest {
    /// Globs over the output folder, Docusaurus's defaults first, then the site's.
    pub glob_patterns: Vec<String>,
    /// Globs left out.
    pub glob_ignores: Vec<String>,
    /// Files larger than this are left out (with a warning).
    pub maximum_file_size_to_cache_in_bytes: u64,
}

impl Default for InjectManifest {
    fn default() -> Self {
        Self {
            glob_patterns: DEFAULT_GLOB_PATTERNS.iter().map(|s| s.to_string()).collect(),
            glob_ignores: DEFAULT_GLOB_IGNORES.iter().map(|s| s.to_string()).collect(),
            maximum_file_size_to_cache_in_bytes: WORKBOX_MAX_FILE_SIZE,
        }
    }
}

/// One `pwaHead` entry: `{tagName, ...attributes}`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PwaHeadTag {
    /// `link`, `meta`...
    pub tag_name: String,
    /// Attributes in the order written.
    pub attributes: IndexMap<String, String>,
}

/// The options of one `@docusaurus/plugin-pwa` entry.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct PwaOptions {
    /// Instance id.
    pub id: String,
    /// Log what the worker and the registration do.
    pub debug: bool,
    /// When offline mode is on.
    pub offline_mode_activation_strategies: Vec<OfflineModeStrategy>,
    /// What is precached.
    pub inject_manifest: InjectManifest,
    /// Tags added to every page's head.
    pub pwa_head: Vec<PwaHeadTag>,
    /// A module of the site's whose default export the worker calls with its params.
    pub sw_custom: Option<String>,
    /// What registers the worker.
    pub sw_register: SwRegister,
}

impl Default for PwaOptions {
    fn default() -> Self {
        Self {
            id: ferrosaurus_core::DEFAULT_PLUGIN_ID.into(),
            debug: false,
            offline_mode_activation_strategies: vec![OfflineModeStrategy::AppInstalled, OfflineModeStrategy::QueryString, OfflineModeStrategy::Standalone],
            inject_manifest: InjectManifest::default(),
            pwa_head: Vec::new(),
            sw_custom: None,
            sw_register: SwRegister::Builtin,
        }
    }
}

fn options_error(message: impl Into<String>) -> PluginError {
    PluginError::Options { plugin: PLUGIN_NAME.into(), message: message.into() }
}

fn did_you_mean(key: &str, known: &[&str]) -> String {
    known
        .iter()
        .map(|k| (strsim::levenshtein(&key.to_lowercase(), &k.to_lowercase()), *k))
        .filter(|(d, _)| *d <= 3)
        .min()
        .map(|(_, k)| format!(" (did you mean `{k}`?)"))
        .unwrap_or_default()
}

fn strings(value: &Value, key: &str) -> Result<Vec<String>, PluginError> {
    let items = value.as_array().ok_or_else(|| options_error(format!("`{key}` must be a list of strings")))?;
    items.iter().map(|v| v.as_str().map(String::from).ok_or_else(|| options_error(format!("`{key}` must be a list of strings")))).collect()
}

fn strategies(value: &Value) -> Result<Vec<OfflineModeStrategy>, PluginError> {
    strings(value, "offlineModeActivationStrategies")?
        .iter()
        .map(|name| {
            OfflineModeStrategy::parse(name).ok_or_else(|| {
                let all: Vec<&str> = OfflineModeStrategy::ALL.iter().map(|s| s.as_str()).collect();
                options_error(format!("`offlineModeActivationStrategies`: `{name}` is not one of {}{}", all.join(", "), did_you_mean(name, &all)))
            })
        })
        .collect()
}

fn inject_manifest(value: &Value, warnings: &mut Vec<Diagnostic>) -> Result<InjectManifest, PluginError> {
    let map = value.as_object().ok_or_else(|| options_error("`injectManifestConfig` must be an object"))?;
    let mut out = InjectManifest::default();
    for (key, v) in map {
        match key.as_str() {
            "globPatterns" => out.glob_patterns.extend(strings(v, "injectManifestConfig.globPatterns")?),
            "globIgnores" => out.glob_ignores = strings(v, "injectManifestConfig.globIgnores")?,
            "maximumFileSizeToCacheInBytes" => {
                out.maximum_file_size_to_cache_in_bytes =
                    v.as_u64().ok_or_else(|| options_error("`injectManifestConfig.maximumFileSizeToCacheInBytes` must be a whole number of bytes"))?
            }
            _ => warnings.push(
                Diagnostic::warning(format!("{PLUGIN_NAME}: `injectManifestConfig.{key}` is not applied"))
                    .with_help(format!("ferrosaurus computes the precache list itself and applies {}", INJECT_MANIFEST_APPLIED.join(", "))),
            ),
        }
    }
    Ok(out)
}

fn pwa_head(value: &Value) -> Result<Vec<PwaHeadTag>, PluginError> {
    let items = value.as_array().ok_or_else(|| options_error("`pwaHead` must be a list of tags ({tagName, ...attributes})"))?;
    items
        .iter()
        .enumerate()
        .map(|(i, item)| {
            let map = item.as_object().ok_or_else(|| options_error(format!("`pwaHead[{i}]` must be an object")))?;
            let tag_name = map.get("tagName").and_then(Value::as_str).ok_or_else(|| options_error(format!("`pwaHead[{i}]` has no `tagName` string")))?;
            let mut attributes = IndexMap::new();
            for (k, v) in map.iter().filter(|(k, _)| *k != "tagName") {
                let text = match v {
                    Value::String(s) => s.clone(),
                    Value::Number(n) => n.to_string(),
                    Value::Bool(b) => b.to_string(),
                    _ => return Err(options_error(format!("`pwaHead[{i}].{k}` must be a string, number or boolean"))),
                };
                attributes.insert(k.clone(), text);
            }
            Ok(PwaHeadTag { tag_name: tag_name.to_string(), attributes })
        })
        .collect()
}

fn optional_path(value: &Value, key: &str) -> Result<Option<String>, PluginError> {
    match value {
        Value::Null => Ok(None),
        Value::String(s) if !s.is_empty() => Ok(Some(s.clone())),
        _ => Err(options_error(format!("`{key}` must be a path to a module, relative to the site folder"))),
    }
}

impl PwaOptions {
    /// Reads the options; also gives warnings for keys accepted but not applied.
    pub fn parse(options: &Value) -> Result<(Self, Vec<Diagnostic>), PluginError> {
        let empty = Map::new();
        let map = match options {
            Value::Null => &empty,
            Value::Object(m) => m,
            _ => return Err(options_error("the options must be an object")),
        };
        let mut out = Self::default();
        let mut warnings = Vec::new();
        for (key, value) in map {
            match key.as_str() {
                "id" => out.id = value.as_str().ok_or_else(|| options_error("`id` must be a string"))?.to_string(),
                "debug" => out.debug = value.as_bool().ok_or_else(|| options_error("`debug` must be true or false"))?,
                "offlineModeActivationStrategies" => out.offline_mode_activation_strategies = strategies(value)?,
                "injectManifestConfig" => out.inject_manifest = inject_manifest(value, &mut warnings)?,
                "pwaHead" => out.pwa_head = pwa_head(value)?,
                "swCustom" => out.sw_custom = optional_path(value, "swCustom")?,
                "swRegister" => {
                    out.sw_register = match value {
                        Value::Bool(false) => SwRegister::Disabled,
                        _ => optional_path(value, "swRegister")?.map_or(SwRegister::Builtin, SwRegister::Custom),
                    }
                }
                "reloadPopup" => {
                    return Err(options_error(
                        "`reloadPopup` was removed in Docusaurus 2: swizzle the `@theme/PwaReloadPopup` component instead (a file src/theme/PwaReloadPopup/index.tsx)",
                    ))
                }
                _ => return Err(options_error(format!("unknown option `{key}`{}", did_you_mean(key, KNOWN)))),
            }
        }
        Ok((out, warnings))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn defaults_are_docusaurus_s() {
        let (o, w) = PwaOptions::parse(&Value::Null).unwrap();
        assert_eq!(o, PwaOptions::default());
        assert_eq!(o.offline_mode_activation_strategies.iter().map(|s| s.as_str()).collect::<Vec<_>>(), ["appInstalled", "queryString", "standalone"]);
        assert_eq!(o.inject_manifest.maximum_file_size_to_cache_in_bytes, 2_097_152);
        assert!(w.is_empty());
    }

    #[test]
    fn the_site_s_options_are_read() {
        let (o, _) = PwaOptions::parse(&json!({
            "debug": true,
            "offlineModeActivationStrategies": ["always", "saveData"],
            "pwaHead": [{"tagName": "link", "rel": "manifest", "href": "/manifest.json"}],
            "swRegister": false,
            "swCustom": "src/sw.js",
            "injectManifestConfig": {"globPatterns": ["**/*.webp"], "maximumFileSizeToCacheInBytes": 10}
        }))
        .unwrap();
        assert!(o.debug);
        assert_eq!(o.offline_mode_activation_strategies, [OfflineModeStrategy::Always, OfflineModeStrategy::SaveData]);
        assert_eq!(o.pwa_head[0].attributes.keys().collect::<Vec<_>>(), ["rel", "href"]);
        assert_eq!(o.sw_register, SwRegister::Disabled);
        assert_eq!(o.sw_custom.as_deref(), Some("src/sw.js"));
        assert_eq!(o.inject_manifest.glob_patterns.last().map(String::as_str), Some("**/*.webp"));
        assert_eq!(o.inject_manifest.glob_patterns.len(), 4);
        assert_eq!(o.inject_manifest.maximum_file_size_to_cache_in_bytes, 10);
    }

    #[test]
    fn bad_options_fail_with_a_hint() {
        let message = |v: Value| PwaOptions::parse(&v).unwrap_err().to_string();
        assert!(message(json!({"degub": true})).contains("did you mean `debug`"));
        assert!(message(json!({"reloadPopup": "x"})).contains("swizzle the `@theme/PwaReloadPopup`"));
        assert!(message(json!({"offlineModeActivationStrategies": ["queryStrings"]})).contains("did you mean `queryString`"));
        assert!(message(json!({"pwaHead": [{"rel": "x"}]})).contains("`pwaHead[0]` has no `tagName`"));
    }

    #[test]
    fn unapplied_inject_manifest_keys_warn() {
        let (_, w) = PwaOptions::parse(&json!({"injectManifestConfig": {"manifestTransforms": []}})).unwrap();
        assert_eq!(w.len(), 1);
        assert!(w[0].message.contains("manifestTransforms"), "{:?}", w[0]);
    }
}
