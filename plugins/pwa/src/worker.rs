//! The generated modules: the worker's entry (its precache list and the site's `swCustom`
//! module), bundled by ferrosaurus's bundler into a classic script `sw.js`, and the client
//! module that registers it with the site's options.

use std::path::{Path, PathBuf};

use ferrosaurus_bundler::{bundle, BundleRequest, Target};
use serde::Serialize;

use crate::options::OfflineModeStrategy;
use crate::precache::PrecacheEntry;
use crate::PwaError;

/// The worker's entry, as a virtual module of the bundle.
const ENTRY: &str = "@generated/pwa-service-worker";

fn js_string(path: &Path) -> String {
    serde_json::to_string(&path.to_string_lossy()).unwrap_or_default()
}

/// The worker's entry module: starts the worker with the precache list and the custom module.
pub(crate) fn service_worker_entry(js_dir: &Path, manifest: &[PrecacheEntry], sw_custom: Option<&Path>) -> String {
    let mut code = format!("import {{ startServiceWorker }} from {};\n", js_string(&js_dir.join("sw.js")));
    if let Some(custom) = sw_custom {
        code.push_str(&format!("import * as custom from {};\n", js_string(custom)));
    }
    let manifest = serde_json::to_string(manifest).unwrap_or_else(|_| "[]".into());
    let custom = if sw_custom.is_some() { "custom.default" } else { "undefined" };
    code.push_str(&format!("startServiceWorker({{ manifest: {manifest}, custom: {custom} }});\n"));
    code
}

/// Bundles the worker into one classic script (an IIFE; no module syntax, no chunks).
pub(crate) fn bundle_service_worker(js_dir: &Path, site_dir: &Path, manifest: &[PrecacheEntry], sw_custom: Option<&Path>, minify: bool) -> Result<String, PwaError> {
    let mut request = BundleRequest::new(ENTRY, Target::Browser);
    request.minify = minify;
    request.node_modules_roots = vec![js_dir.join("node_modules"), site_dir.join("node_modules")];
    request.virtual_modules.insert(ENTRY.into(), service_worker_entry(js_dir, manifest, sw_custom));
    Ok(bundle(&request)?.js)
}

/// What the registration needs to know about the site.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct RegisterOptions<'a> {
    /// `<baseUrl>sw.js`.
    pub(crate) sw_url: String,
    pub(crate) debug: bool,
    pub(crate) strategies: Vec<&'a str>,
}

impl<'a> RegisterOptions<'a> {
    pub(crate) fn new(base_url: &str, debug: bool, strategies: &'a [OfflineModeStrategy]) -> Self {
        Self { sw_url: format!("{base_url}{}", crate::precache::SERVICE_WORKER_FILE), debug, strategies: strategies.iter().map(|s| s.as_str()).collect() }
    }
}

/// The client module that registers the worker (written beside `registerSw.js` in the js folder).
pub(crate) fn register_module(options: &RegisterOptions<'_>) -> String {
    let options = serde_json::to_string(options).unwrap_or_else(|_| "{}".into());
    format!("import {{ registerServiceWorker }} from \"../registerSw.js\";\nregisterServiceWorker({options});\n")
}

/// Writes the register module into the js folder; gives its path.
pub(crate) fn write_register_module(js_dir: &Path, options: &RegisterOptions<'_>) -> Result<PathBuf, PwaError> {
    crate::js::write_generated(js_dir, "register", &register_module(options))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_entry_imports_the_worker_and_the_custom_module() {
        let manifest = [PrecacheEntry { url: "index.html".into(), revision: "abc".into() }];
        insta::assert_snapshot!(service_worker_entry(Path::new("/cache/pwa"), &manifest, Some(Path::new("/site/src/sw.js"))));
        assert!(service_worker_entry(Path::new("/p"), &[], None).ends_with("startServiceWorker({ manifest: [], custom: undefined });\n"));
    }

    #[test]
    fn the_register_module_carries_the_options() {
        let strategies = [OfflineModeStrategy::QueryString, OfflineModeStrategy::Always];
        insta::assert_snapshot!(register_module(&RegisterOptions::new("/docs/", true, &strategies)));
    }
}
