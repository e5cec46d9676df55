//! The module graph: load modules level by level (each level in parallel), in an
//! order that does not depend on thread timing, so module ids are stable.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::Path;

use rayon::prelude::*;

use crate::assets::{asset_url, emit_asset, ASSET_EXTENSIONS};
use crate::css::load_css;
use crate::resolve::{ModuleKey, Resolved, Resolver};
use crate::shake::{is_included, used_exports, EsmInfo, ShakeInput};
use crate::svg::svg_component_module;
use crate::transform::{analyze_module, transform_module, Dialect, ImportKind};
use crate::{BundleRequest, BundlerError, EmittedAsset};

/// One module of the bundle, ready to link.
#[derive(Debug, Clone)]
pub(crate) struct LoadedModule {
    pub(crate) key: ModuleKey,
    /// `function (require, module, exports) {...}`
    pub(crate) factory: String,
    /// What `require(i)` in the factory refers to.
    pub(crate) dependencies: Vec<Resolved>,
    /// How each entry of `dependencies` is imported (dynamic ones are split points).
    pub(crate) kinds: Vec<ImportKind>,
    /// CSS this module contributes (CSS imports only).
    pub(crate) css: Option<String>,
    /// Files this module emits.
    pub(crate) assets: Vec<EmittedAsset>,
    /// The specifier each entry of `dependencies` was written as.
    specifiers: Vec<String>,
    /// Its package.json says `"sideEffects": false`.
    side_effect_free: bool,
    /// ES modules wait for the used-exports pass before their factory is made.
    pending: Option<PendingEsm>,
}

impl LoadedModule {
    /// Its import/export facts while it is an ES module waiting for its second pass.
    pub(crate) fn esm(&self) -> Option<&EsmInfo> {
        self.pending.as_ref().map(|pending| &pending.esm)
    }

    /// What `specifier` (as written in this module) resolved to.
    pub(crate) fn dependency_of(&self, specifier: &str) -> Option<&Resolved> {
        let index = self.specifiers.iter().position(|s| s == specifier)?;
        self.dependencies.get(index)
    }
}

/// An ES module's source, kept for its second pass.
#[derive(Debug, Clone)]
struct PendingEsm {
    name: String,
    source: String,
    dialect: Dialect,
    esm: EsmInfo,
}

/// Loads every module reachable from `entry`; index in the result = module id,
/// the entry is id 0, ids follow breadth-first discovery in source order. ES
/// modules lose the exports no importer uses, and modules no longer required after
/// that are left out.
pub(crate) fn build_graph(
    entry: ModuleKey,
    request: &BundleRequest,
    resolver: &Resolver<'_>,
) -> Result<Vec<LoadedModule>, BundlerError> {
    let mut modules = discover(entry, request, resolver)?;
    crate::exports::check_named_imports(&modules)?;
    let used = {
        let ids = module_ids(&modules);
        let inputs: Vec<ShakeInput<'_>> = modules
            .iter()
            .map(|module| shake_input(module, &ids))
            .collect();
        used_exports(&inputs)
    };
    let included: Vec<bool> = modules
        .iter()
        .zip(&used)
        .map(|(module, used)| is_included(used, module.side_effect_free))
        .collect();
    let dropped: Vec<HashSet<String>> = {
        let ids = module_ids(&modules);
        modules
            .iter()
            .map(|module| imports_of_left_out_modules(module, &ids, &included))
            .collect()
    };
    let finished: Vec<Option<SecondPass>> = modules
        .par_iter()
        .zip(used.par_iter())
        .zip(dropped.par_iter())
        .map(|((module, used), dropped)| {
            module.pending.as_ref().map(|pending| {
                transform_module(
                    &pending.name,
                    pending.source.clone(),
                    pending.dialect,
                    request.minify,
                    used,
                    dropped,
                )
                .map(|t| (t.factory, t.dependencies, t.kinds))
            })
        })
        .collect();
    for (module, result) in modules.iter_mut().zip(finished) {
        let Some(result) = result else { continue };
        let (factory, specifiers, kinds) = result?;
        let dependencies = specifiers
            .iter()
            .map(
                |specifier| match module.specifiers.iter().position(|s| s == specifier) {
                    Some(index) => Ok(module.dependencies[index].clone()),
                    None => resolver.resolve(specifier, &module.key),
                },
            )
            .collect::<Result<Vec<_>, _>>()?;
        module.factory = factory;
        module.dependencies = dependencies;
        module.specifiers = specifiers;
        module.kinds = kinds;
        module.pending = None;
    }
    Ok(prune_unreachable(modules))
}

/// A factory and its specifiers from the second pass, or why it failed.
type SecondPass = Result<(String, Vec<String>, Vec<ImportKind>), BundlerError>;

/// Specifiers of `module` whose modules are left out of the bundle.
fn imports_of_left_out_modules(
    module: &LoadedModule,
    ids: &HashMap<&ModuleKey, usize>,
    included: &[bool],
) -> HashSet<String> {
    module
        .specifiers
        .iter()
        .zip(&module.dependencies)
        .filter(
            |(_, dependency)| matches!(dependency, Resolved::Module(key) if !included[ids[key]]),
        )
        .map(|(specifier, _)| specifier.clone())
        .collect()
}

fn shake_input<'a>(
    module: &'a LoadedModule,
    ids: &HashMap<&'a ModuleKey, usize>,
) -> ShakeInput<'a> {
    let targets: Vec<Option<usize>> = module
        .dependencies
        .iter()
        .map(|dependency| match dependency {
            Resolved::Module(key) => ids.get(key).copied(),
            Resolved::External(_) => None,
        })
        .collect();
    let all_targets = targets.iter().flatten().copied().collect();
    let specifiers = &module.specifiers;
    ShakeInput {
        esm: module.pending.as_ref().map(|pending| &pending.esm),
        side_effect_free: module.side_effect_free,
        target_of: Box::new(move |specifier: &str| {
            specifiers
                .iter()
                .position(|s| s == specifier)
                .and_then(|index| targets[index])
        }),
        all_targets,
    }
}

/// Keeps the modules still reachable from the entry, in their order.
fn prune_unreachable(modules: Vec<LoadedModule>) -> Vec<LoadedModule> {
    let reachable = {
        let ids = module_ids(&modules);
        let mut reachable = vec![false; modules.len()];
        let mut stack = vec![0usize];
        while let Some(id) = stack.pop() {
            if std::mem::replace(&mut reachable[id], true) {
                continue;
            }
            for dependency in &modules[id].dependencies {
                if let Resolved::Module(key) = dependency {
                    stack.push(ids[key]);
                }
            }
        }
        reachable
    };
    modules
        .into_iter()
        .zip(reachable)
        .filter_map(|(module, keep)| keep.then_some(module))
        .collect()
}

fn discover(
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
            .map(|key| {
                load_module(
                    key,
                    importers.get(key).map(String::as_str),
                    request,
                    resolver,
                )
            })
            .collect();
        let mut next_level = Vec::new();
        for module in loaded {
            let module = module?;
            for dependency in &module.dependencies {
                let Resolved::Module(key) = dependency else {
                    continue;
                };
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
    modules
        .iter()
        .enumerate()
        .map(|(id, module)| (&module.key, id))
        .collect()
}

fn load_module(
    key: &ModuleKey,
    importer: Option<&str>,
    request: &BundleRequest,
    resolver: &Resolver<'_>,
) -> Result<LoadedModule, BundlerError> {
    let parts = match key {
        ModuleKey::Virtual(name) => {
            let source = request
                .virtual_modules
                .get(name)
                .cloned()
                .unwrap_or_default();
            script_parts(name, source, Dialect::Tsx, request.minify)?
        }
        ModuleKey::File(path) => load_file(path, importer, request, resolver)?,
    };
    let side_effect_free = parts.css.is_none()
        && matches!(key, ModuleKey::File(path) if package_is_side_effect_free(path));
    let dependencies = parts
        .specifiers
        .iter()
        .map(|specifier| resolver.resolve(specifier, key))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(LoadedModule {
        key: key.clone(),
        factory: parts.factory,
        dependencies,
        kinds: parts.kinds,
        css: parts.css,
        assets: parts.assets,
        specifiers: parts.specifiers,
        pending: parts.pending,
        side_effect_free,
    })
}

/// True when the nearest package.json above `path` says `"sideEffects": false`.
fn package_is_side_effect_free(path: &Path) -> bool {
    for dir in path.ancestors().skip(1) {
        let Ok(text) = std::fs::read_to_string(dir.join("package.json")) else {
            continue;
        };
        let manifest: serde_json::Value = serde_json::from_str(&text).unwrap_or_default();
        return manifest.get("sideEffects") == Some(&serde_json::Value::Bool(false));
    }
    false
}

/// A module's first-pass result.
#[derive(Default)]
struct Parts {
    factory: String,
    specifiers: Vec<String>,
    kinds: Vec<ImportKind>,
    css: Option<String>,
    assets: Vec<EmittedAsset>,
    pending: Option<PendingEsm>,
}

fn script_parts(
    name: &str,
    source: String,
    dialect: Dialect,
    minify: bool,
) -> Result<Parts, BundlerError> {
    let analysis = analyze_module(name, source.clone(), dialect, minify)?;
    let pending = analysis.esm.map(|esm| PendingEsm {
        name: name.to_string(),
        source,
        dialect,
        esm,
    });
    Ok(Parts {
        factory: analysis.factory.unwrap_or_default(),
        specifiers: analysis.dependencies,
        kinds: analysis.kinds,
        pending,
        ..Parts::default()
    })
}

fn load_file(
    path: &Path,
    importer: Option<&str>,
    request: &BundleRequest,
    resolver: &Resolver<'_>,
) -> Result<Parts, BundlerError> {
    let name = path.display().to_string();
    if let Some(source) = resolver.in_memory_source(path) {
        return script_parts(&name, source.to_string(), Dialect::Jsx, request.minify);
    }
    let extension = path
        .extension()
        .map(|e| e.to_string_lossy().to_ascii_lowercase())
        .unwrap_or_default();
    if let Some(dialect) = dialect_for(path, &extension) {
        return script_parts(&name, read_text(path)?, dialect, request.minify);
    }
    match extension.as_str() {
        "json" => {
            let text = read_text(path)?;
            let value: serde_json::Value =
                serde_json::from_str(&text).map_err(|err| BundlerError::Json {
                    file: name,
                    message: err.to_string(),
                })?;
            Ok(Parts {
                factory: exports_factory(&value.to_string(), request.minify),
                ..Parts::default()
            })
        }
        "css" | "scss" | "sass" => {
            let loaded = load_css(path, resolver, &request.public_path)?;
            let factory = match &loaded.class_names {
                Some(map) => exports_factory(&class_map_json(map), request.minify),
                None => empty_factory(request.minify),
            };
            Ok(Parts {
                factory,
                css: Some(loaded.css),
                assets: loaded.assets,
                ..Parts::default()
            })
        }
        "svg" => {
            let text = read_text(path)?;
            let source = svg_component_module(&text).ok_or_else(|| BundlerError::Transform {
                file: name.clone(),
                message: "no <svg> root element".to_string(),
            })?;
            script_parts(&name, source, Dialect::JavaScript, request.minify)
        }
        ext if ASSET_EXTENSIONS.contains(&ext) => {
            let asset = emit_asset(path)?;
            let url = asset_url(&request.public_path, &asset.file_name);
            let factory = url_factory(&url, request.minify);
            Ok(Parts {
                factory,
                assets: vec![asset],
                ..Parts::default()
            })
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
    std::fs::read_to_string(path).map_err(|source| BundlerError::Io {
        path: path.to_path_buf(),
        source,
    })
}

fn exports_factory(value_js: &str, minify: bool) -> String {
    if minify {
        format!("function(e,t){{t.exports={value_js}}}")
    } else {
        format!("function (require, module, exports) {{\n    module.exports = {value_js};\n}}")
    }
}

/// An asset module shaped like webpack's asset modules: `import url from './x.png'`
/// and `require('./x.png').default` both give the URL.
fn url_factory(url: &str, minify: bool) -> String {
    let url = serde_json::Value::String(url.to_string()).to_string();
    if minify {
        format!("function(e,t,r){{Object.defineProperty(r,\"__esModule\",{{value:!0}});r.default={url}}}")
    } else {
        format!(
            "function (require, module, exports) {{\n    Object.defineProperty(exports, \"__esModule\", {{ value: true }});\n    exports.default = {url};\n}}"
        )
    }
}

fn empty_factory(minify: bool) -> String {
    if minify {
        "function(){}".to_string()
    } else {
        "function (require, module, exports) {}".to_string()
    }
}

fn class_map_json(map: &BTreeMap<String, String>) -> String {
    let object: serde_json::Map<String, serde_json::Value> = map
        .iter()
        .map(|(k, v)| (k.clone(), serde_json::Value::String(v.clone())))
        .collect();
    serde_json::Value::Object(object).to_string()
}
