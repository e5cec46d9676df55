//! The module graph: load modules level by level (each level in parallel), in an
//! order that does not depend on thread timing, so module ids are stable.

use std::collections::{BTreeMap, HashMap};
use std::path::Path;

use rayon::prelude::*;

use crate::assets::{asset_url, emit_asset, ASSET_EXTENSIONS};
use crate::css::load_css;
use crate::resolve::{ModuleKey, Resolved, Resolver};
use crate::transform::{transform_module, Dialect};
use crate::{BundleRequest, BundlerError, EmittedAsset};

/// One module of the bundle, ready to link.
#[derive(Debug, Clone)]
pub(crate) struct LoadedModule {
    pub(crate) key: ModuleKey,
    /// `function (require, module, exports) {...}`
    pub(crate) factory: String,
    /// What `require(i)` in the factory refers to.
    pub(crate) dependencies: Vec<Resolved>,
    /// CSS this module contributes (CSS imports only).
    pub(crate) css: Option<String>,
    /// Files this module emits.
    pub(crate) assets: Vec<EmittedAsset>,
}

/// Loads every module reachable from `entry`; index in the result = module id,
/// the entry is id 0, ids follow breadth-first discovery in source order.
pub(crate) fn build_graph(
    entry: ModuleKey,
    request: &BundleRequest,
    resolver: &Resolver<'_>,
) -> Result<Vec<LoadedModule>, BundlerError> {
    let mut ids: HashMap<ModuleKey, usize> = HashMap::from([(entry.clone(), 0)]);
    let mut importers: HashMap<ModuleKey, String> = HashMap::new();
    let mut modules = Vec::new();
    let mut level = vec![entry];
    while !level.is_empty() {
        let loaded: Vec<Result<LoadedModule, BundlerError>> = level
            .par_iter()
            .map(|key| load_module(key, importers.get(key).map(String::as_str), request, resolver))
            .collect();
        let mut next_level = Vec::new();
        for module in loaded {
            let module = module?;
            for dependency in &module.dependencies {
                let Resolved::Module(key) = dependency else { continue };
                if !ids.contains_key(key) {
                    ids.insert(key.clone(), ids.len());
                    importers.insert(key.clone(), module.key.display());
                    next_level.push(key.clone());
                }
            }
            modules.push(module);
        }
        level = next_level;
    }
    Ok(modules)
}

/// Maps each module key to its id.
pub(crate) fn module_ids(modules: &[LoadedModule]) -> HashMap<&ModuleKey, usize> {
    modules.iter().enumerate().map(|(id, module)| (&module.key, id)).collect()
}

fn load_module(
    key: &ModuleKey,
    importer: Option<&str>,
    request: &BundleRequest,
    resolver: &Resolver<'_>,
) -> Result<LoadedModule, BundlerError> {
    let (factory, specifiers, css, assets) = match key {
        ModuleKey::Virtual(name) => {
            let source = request.virtual_modules.get(name).cloned().unwrap_or_default();
            let transformed = transform_module(name, source, Dialect::Tsx, request.minify)?;
            (transformed.factory, transformed.dependencies, None, Vec::new())
        }
        ModuleKey::File(path) => load_file(path, importer, request, resolver)?,
    };
    let dependencies = specifiers
        .iter()
        .map(|specifier| resolver.resolve(specifier, key))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(LoadedModule { key: key.clone(), factory, dependencies, css, assets })
}

type FileParts = (String, Vec<String>, Option<String>, Vec<EmittedAsset>);

fn load_file(
    path: &Path,
    importer: Option<&str>,
    request: &BundleRequest,
    resolver: &Resolver<'_>,
) -> Result<FileParts, BundlerError> {
    let name = path.display().to_string();
    let extension = path.extension().map(|e| e.to_string_lossy().to_ascii_lowercase()).unwrap_or_default();
    if let Some(dialect) = dialect_for(path, &extension) {
        let source = read_text(path)?;
        let transformed = transform_module(&name, source, dialect, request.minify)?;
        return Ok((transformed.factory, transformed.dependencies, None, Vec::new()));
    }
    match extension.as_str() {
        "json" => {
            let text = read_text(path)?;
            let value: serde_json::Value = serde_json::from_str(&text)
                .map_err(|err| BundlerError::Json { file: name, message: err.to_string() })?;
            Ok((exports_factory(&value.to_string(), request.minify), Vec::new(), None, Vec::new()))
        }
        "css" => {
            let loaded = load_css(path, resolver, &request.public_path)?;
            let factory = match &loaded.class_names {
                Some(map) => exports_factory(&class_map_json(map), request.minify),
                None => empty_factory(request.minify),
            };
            Ok((factory, Vec::new(), Some(loaded.css), loaded.assets))
        }
        ext if ASSET_EXTENSIONS.contains(&ext) => {
            let asset = emit_asset(path)?;
            let url = asset_url(&request.public_path, &asset.file_name);
            let factory = exports_factory(&serde_json::Value::String(url).to_string(), request.minify);
            Ok((factory, Vec::new(), None, vec![asset]))
        }
        _ => Err(BundlerError::UnsupportedFileType {
            file: name,
            importer: importer.unwrap_or("<entry>").to_string(),
        }),
    }
}

/// How a script file is parsed; `None` for files that are not scripts.
fn dialect_for(path: &Path, extension: &str) -> Option<Dialect> {
    let in_node_modules = path.components().any(|c| c.as_os_str() == "node_modules");
    match extension {
        "ts" | "mts" | "cts" => Some(Dialect::TypeScript),
        "tsx" => Some(Dialect::Tsx),
        "jsx" => Some(Dialect::Jsx),
        "js" if !in_node_modules => Some(Dialect::Jsx),
        "js" | "mjs" | "cjs" => Some(Dialect::JavaScript),
        _ => None,
    }
}

fn read_text(path: &Path) -> Result<String, BundlerError> {
    std::fs::read_to_string(path).map_err(|source| BundlerError::Io { path: path.to_path_buf(), source })
}

fn exports_factory(value_js: &str, minify: bool) -> String {
    if minify {
        format!("function(e,t){{t.exports={value_js}}}")
    } else {
        format!("function (require, module, exports) {{\n    module.exports = {value_js};\n}}")
    }
}

fn empty_factory(minify: bool) -> String {
    if minify { "function(){}".to_string() } else { "function (require, module, exports) {}".to_string() }
}

fn class_map_json(map: &BTreeMap<String, String>) -> String {
    let object: serde_json::Map<String, serde_json::Value> =
        map.iter().map(|(k, v)| (k.clone(), serde_json::Value::String(v.clone()))).collect();
    serde_json::Value::Object(object).to_string()
}
