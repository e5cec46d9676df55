//! Module resolution: relative paths, aliases, virtual modules, node_modules
//! with package.json `exports` conditions, and Node builtins.

use std::collections::BTreeMap;
use std::path::{Component, Path, PathBuf};

use indexmap::IndexMap;
use serde_json::Value;

use crate::{suggest, BundlerError, Target};

/// Extensions tried, in order, when an import names a file without one.
pub(crate) const EXTENSIONS: &[&str] = &["tsx", "ts", "jsx", "js", "mjs", "cjs", "json"];

/// Node's builtin modules: left to `require` in the Node bundle.
const NODE_BUILTINS: &[&str] = &[
    "assert",
    "async_hooks",
    "buffer",
    "child_process",
    "cluster",
    "console",
    "constants",
    "crypto",
    "dgram",
    "diagnostics_channel",
    "dns",
    "domain",
    "events",
    "fs",
    "fs/promises",
    "http",
    "http2",
    "https",
    "inspector",
    "module",
    "net",
    "os",
    "path",
    "path/posix",
    "path/win32",
    "perf_hooks",
    "process",
    "punycode",
    "querystring",
    "readline",
    "repl",
    "stream",
    "stream/promises",
    "stream/web",
    "string_decoder",
    "sys",
    "timers",
    "timers/promises",
    "tls",
    "trace_events",
    "tty",
    "url",
    "util",
    "util/types",
    "v8",
    "vm",
    "wasi",
    "worker_threads",
    "zlib",
];

/// The module a `browser` field maps to `false`: a virtual module nobody defines,
/// so it loads as empty source.
pub(crate) const EMPTY_MODULE: &str = "ferrosaurus:empty";

/// Identity of a module in the graph.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum ModuleKey {
    /// A file on disk (absolute, normalized path).
    File(PathBuf),
    /// A module whose source the caller supplied, by name.
    Virtual(String),
}

impl ModuleKey {
    /// How the module is named in error messages.
    pub(crate) fn display(&self) -> String {
        match self {
            ModuleKey::File(path) => path.display().to_string(),
            ModuleKey::Virtual(name) => name.clone(),
        }
    }
}

/// What an import specifier resolves to.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) enum Resolved {
    /// A module that goes into the bundle.
    Module(ModuleKey),
    /// A module left to the host's `require` (Node builtins in the Node bundle).
    External(String),
}

/// Resolves import specifiers for one bundle request.
pub(crate) struct Resolver<'a> {
    target: Target,
    aliases: Vec<(&'a str, &'a [PathBuf])>,
    node_modules_roots: &'a [PathBuf],
    virtual_modules: &'a IndexMap<String, String>,
    /// Sources given in memory, by absolute normalized path.
    sources: BTreeMap<PathBuf, &'a str>,
}

impl<'a> Resolver<'a> {
    /// A resolver for `target` with the caller's aliases, extra node_modules roots and
    /// virtual modules.
    pub(crate) fn new(
        target: Target,
        aliases: &'a [(String, Vec<PathBuf>)],
        node_modules_roots: &'a [PathBuf],
        virtual_modules: &'a IndexMap<String, String>,
        sources: &'a BTreeMap<PathBuf, String>,
    ) -> Self {
        let mut aliases: Vec<(&str, &[PathBuf])> = aliases
            .iter()
            .map(|(prefix, dirs)| (prefix.as_str(), dirs.as_slice()))
            .collect();
        // The longest prefix wins when several match.
        aliases.sort_by(|a, b| b.0.len().cmp(&a.0.len()).then(a.0.cmp(b.0)));
        Resolver {
            target,
            aliases,
            node_modules_roots,
            virtual_modules,
            sources: sources
                .iter()
                .map(|(path, source)| (normalize(&absolute(path)), source.as_str()))
                .collect(),
        }
    }

    /// The in-memory source given for the file at `path`, if any.
    pub(crate) fn in_memory_source(&self, path: &Path) -> Option<&'a str> {
        self.sources.get(path).copied()
    }

    /// A file on disk or one given in memory.
    fn is_file(&self, path: &Path) -> bool {
        self.sources.contains_key(path) || path.is_file()
    }

    /// Paths of the in-memory files directly inside `dir`.
    pub(crate) fn in_memory_files_in(&self, dir: &Path) -> impl Iterator<Item = &Path> + '_ {
        let dir = dir.to_path_buf();
        self.sources
            .keys()
            .filter(move |path| path.parent() == Some(dir.as_path()))
            .map(PathBuf::as_path)
    }

    /// The package.json `exports` conditions for this target, in priority order.
    pub(crate) fn conditions(&self) -> &'static [&'static str] {
        match self.target {
            Target::Browser => &["browser", "import", "module", "default"],
            Target::Node => &["node", "require", "default"],
        }
    }

    /// Resolves the entry of a bundle: a virtual module name, or a path.
    pub(crate) fn resolve_entry(&self, entry: &str) -> Result<ModuleKey, BundlerError> {
        if self.virtual_modules.contains_key(entry) {
            return Ok(ModuleKey::Virtual(entry.to_string()));
        }
        let mut tried = Vec::new();
        let path = absolute(Path::new(entry));
        match self.file_or_directory(&path, &mut tried) {
            Some(found) => Ok(ModuleKey::File(found)),
            None => Err(BundlerError::Unresolved {
                importer: "<entry>".to_string(),
                specifier: entry.to_string(),
                suggestions: Vec::new(),
                tried,
            }),
        }
    }

    /// Resolves `specifier` as imported from `importer`.
    pub(crate) fn resolve(
        &self,
        specifier: &str,
        importer: &ModuleKey,
    ) -> Result<Resolved, BundlerError> {
        let mut tried = Vec::new();
        let found = match self.browser_field_replacement(specifier, importer)? {
            Some(replacement) => Some(replacement),
            None => self.resolve_inner(specifier, importer, &mut tried)?,
        };
        match found {
            Some(Resolved::Module(ModuleKey::File(path))) => {
                let path = prefer_production_build(path);
                Ok(self
                    .browser_field_for_file(&path)?
                    .unwrap_or(Resolved::Module(ModuleKey::File(path))))
            }
            Some(other) => Ok(other),
            None => Err(BundlerError::Unresolved {
                importer: importer.display(),
                specifier: specifier.to_string(),
                suggestions: self.suggestions(specifier, importer),
                tried,
            }),
        }
    }

    /// What exists close to an unresolved `specifier`: similar file names in the
    /// folder it points into, or similar package / virtual module names.
    fn suggestions(&self, specifier: &str, importer: &ModuleKey) -> Vec<String> {
        if node_builtin(specifier).is_some() || specifier.starts_with('#') {
            return Vec::new();
        }
        let looked_at: Vec<PathBuf> = if let Some(paths) = self.alias_paths(specifier) {
            paths
        } else if is_path_like(specifier) {
            let base = match importer {
                ModuleKey::File(path) => path.parent().map(Path::to_path_buf).unwrap_or_default(),
                ModuleKey::Virtual(_) => PathBuf::from("/"),
            };
            vec![normalize(&base.join(specifier))]
        } else {
            return self.similar_packages(specifier, importer);
        };
        let prefix = specifier
            .rsplit_once('/')
            .map(|(dir, _)| format!("{dir}/"))
            .unwrap_or_default();
        let mut names: Vec<String> = Vec::new();
        let mut wanted = String::new();
        for path in &looked_at {
            let (Some(dir), Some(file)) = (path.parent(), path.file_name()) else {
                continue;
            };
            wanted = file.to_string_lossy().into_owned();
            let keep_extension = wanted.contains('.');
            let in_memory = self
                .in_memory_files_in(dir)
                .filter_map(|p| p.file_name())
                .map(|n| n.to_string_lossy().into_owned());
            for name in suggest::folder_entries(dir).into_iter().chain(in_memory) {
                let shown = if keep_extension {
                    name.clone()
                } else {
                    suggest::stem(&name).to_string()
                };
                if !names.contains(&shown) {
                    names.push(shown);
                }
            }
        }
        suggest::closest(&wanted, names.iter().map(String::as_str))
            .into_iter()
            .map(|name| format!("{prefix}{name}"))
            .collect()
    }

    /// Installed packages and virtual modules named like `specifier`'s package.
    fn similar_packages(&self, specifier: &str, importer: &ModuleKey) -> Vec<String> {
        let (name, _) = split_package_specifier(specifier);
        let mut known: Vec<String> = self.virtual_modules.keys().cloned().collect();
        for dir in self.node_modules_dirs(importer) {
            known.extend(suggest::installed_packages(&dir));
        }
        let names: Vec<&str> = known.iter().map(String::as_str).collect();
        let wanted = if self.virtual_modules.keys().any(|k| k.starts_with(name)) {
            specifier
        } else {
            name
        };
        suggest::closest(wanted, names)
    }

    /// The paths an alias maps `specifier` to (one per alias directory), when an
    /// alias prefix matches.
    fn alias_paths(&self, specifier: &str) -> Option<Vec<PathBuf>> {
        let (rest, dirs) = self.matching_alias(specifier)?;
        // a refused `@site/` path suggests nothing (its folder's names are not the site's)
        let confined = is_site_alias(specifier);
        Some(
            dirs.iter()
                .filter_map(|dir| match confined {
                    true => self.confine_to_site(dir, rest).ok(),
                    false => Some(dir.join(rest)),
                })
                .map(|path| normalize(&absolute(&path)))
                .collect(),
        )
    }

    /// The longest alias prefix matching `specifier`: the rest of the specifier and
    /// the alias's directories.
    fn matching_alias<'s>(&self, specifier: &'s str) -> Option<(&'s str, &'a [PathBuf])> {
        self.aliases.iter().find_map(|(prefix, dirs)| {
            let bare = prefix.trim_end_matches('/');
            if specifier == bare {
                return Some(("", *dirs));
            }
            specifier
                .strip_prefix(bare)
                .and_then(|r| r.strip_prefix('/'))
                .map(|rest| (rest, *dirs))
        })
    }

    fn resolve_inner(
        &self,
        specifier: &str,
        importer: &ModuleKey,
        tried: &mut Vec<String>,
    ) -> Result<Option<Resolved>, BundlerError> {
        if self.virtual_modules.contains_key(specifier) {
            return Ok(Some(Resolved::Module(ModuleKey::Virtual(
                specifier.to_string(),
            ))));
        }
        if let Some(builtin) = node_builtin(specifier) {
            if self.target == Target::Node {
                return Ok(Some(Resolved::External(builtin)));
            }
            tried.push(format!(
                "\"{specifier}\" is a Node builtin, not available in the browser"
            ));
            return Ok(None);
        }
        if specifier.starts_with('#') {
            return self.resolve_package_import(specifier, importer, tried);
        }
        if let Some(found) = self.resolve_alias(specifier, tried) {
            return Ok(found.map(|path| Resolved::Module(ModuleKey::File(path))));
        }
        if is_path_like(specifier) {
            let base = match importer {
                ModuleKey::File(path) => path.parent().map(Path::to_path_buf).unwrap_or_default(),
                ModuleKey::Virtual(_) if specifier.starts_with('/') => PathBuf::from("/"),
                ModuleKey::Virtual(name) => {
                    tried.push(format!("relative import from virtual module {name}"));
                    return Ok(None);
                }
            };
            let path = normalize(&base.join(specifier));
            return Ok(self
                .file_or_directory(&path, tried)
                .map(|path| Resolved::Module(ModuleKey::File(path))));
        }
        self.resolve_package(specifier, importer, tried)
            .map(|found| found.map(|path| Resolved::Module(ModuleKey::File(path))))
    }

    /// `Some(result)` when an alias prefix matches (even if nothing is found under it).
    fn resolve_alias(&self, specifier: &str, tried: &mut Vec<String>) -> Option<Option<PathBuf>> {
        let (rest, dirs) = self.matching_alias(specifier)?;
        let confined = is_site_alias(specifier);
        for dir in dirs {
            let candidate = if confined {
                match self.confine_to_site(dir, rest) {
                    Ok(path) => path,
                    Err(refused) => {
                        tried.push(format!("refused: {refused}"));
                        continue;
                    }
                }
            } else if rest.is_empty() {
                dir.clone()
            } else {
                dir.join(rest)
            };
            if let Some(found) = self.file_or_directory(&normalize(&absolute(&candidate)), tried) {
                return Some(Some(found));
            }
        }
        Some(None)
    }

    /// An `@site/` path through [`ferrosaurus_core::paths::confine`] (issue 13): decoded once,
    /// normalised, and kept inside the site folder or a `node_modules` folder a package import
    /// from the site could reach (the site's, its ancestors', the caller's roots), symlinks
    /// leaving them refused. Docusaurus's `@site` alias reaches those same files.
    fn confine_to_site(&self, site_dir: &Path, rest: &str) -> Result<PathBuf, ferrosaurus_core::paths::PathError> {
        let site_dir = absolute(site_dir);
        let mut modules: Vec<PathBuf> = site_dir.ancestors().map(|a| a.join("node_modules")).collect();
        modules.extend(self.node_modules_roots.iter().map(|r| absolute(r)));
        let roots: Vec<&Path> = std::iter::once(site_dir.as_path()).chain(modules.iter().map(PathBuf::as_path)).collect();
        ferrosaurus_core::paths::confine(&site_dir, rest, &roots)
    }

    /// Looks `specifier` up in node_modules folders, walking up from the importer,
    /// then in the extra roots.
    fn resolve_package(
        &self,
        specifier: &str,
        importer: &ModuleKey,
        tried: &mut Vec<String>,
    ) -> Result<Option<PathBuf>, BundlerError> {
        let (name, subpath) = split_package_specifier(specifier);
        for node_modules in self.node_modules_dirs(importer) {
            let package_dir = node_modules.join(name);
            if !package_dir.is_dir() {
                tried.push(package_dir.display().to_string());
                continue;
            }
            return self.resolve_in_package(&package_dir, &subpath, tried);
        }
        Ok(None)
    }

    /// Browser bundles: a bare specifier the importer's package maps in its `browser`
    /// field object (`"fs": false`, `"./node.js": "./browser.js"`).
    fn browser_field_replacement(
        &self,
        specifier: &str,
        importer: &ModuleKey,
    ) -> Result<Option<Resolved>, BundlerError> {
        if self.target != Target::Browser || is_path_like(specifier) {
            return Ok(None);
        }
        let ModuleKey::File(path) = importer else {
            return Ok(None);
        };
        let Some((package_dir, manifest)) = nearest_package_json(path)? else {
            return Ok(None);
        };
        let Some(mapped) = manifest.get("browser").and_then(|b| b.get(specifier)) else {
            return Ok(None);
        };
        Ok(self.browser_target(&package_dir, mapped, importer))
    }

    /// Browser bundles: a file its package's `browser` field object replaces.
    fn browser_field_for_file(&self, path: &Path) -> Result<Option<Resolved>, BundlerError> {
        if self.target != Target::Browser {
            return Ok(None);
        }
        let Some((package_dir, manifest)) = nearest_package_json(path)? else {
            return Ok(None);
        };
        let Some(map) = manifest.get("browser").and_then(Value::as_object) else {
            return Ok(None);
        };
        let Ok(relative) = path.strip_prefix(&package_dir) else {
            return Ok(None);
        };
        let relative = format!("./{}", relative.display());
        let without_extension = relative.rsplit_once('.').map(|(stem, _)| stem.to_string());
        let mapped = map
            .get(&relative)
            .or_else(|| without_extension.and_then(|stem| map.get(&stem)));
        let importer = ModuleKey::File(path.to_path_buf());
        Ok(mapped.and_then(|mapped| self.browser_target(&package_dir, mapped, &importer)))
    }

    /// What a `browser` field value points at: `false` is an empty module.
    fn browser_target(
        &self,
        package_dir: &Path,
        mapped: &Value,
        importer: &ModuleKey,
    ) -> Option<Resolved> {
        match mapped {
            Value::Bool(false) => Some(Resolved::Module(ModuleKey::Virtual(
                EMPTY_MODULE.to_string(),
            ))),
            Value::String(target) if is_path_like(target) => {
                let mut tried = Vec::new();
                self.file_or_directory(&normalize(&package_dir.join(target)), &mut tried)
                    .map(|path| Resolved::Module(ModuleKey::File(path)))
            }
            Value::String(target) => {
                let mut tried = Vec::new();
                self.resolve_inner(target, importer, &mut tried)
                    .ok()
                    .flatten()
            }
            _ => None,
        }
    }

    /// `#name` specifiers: the `imports` field of the importer's own package.json.
    fn resolve_package_import(
        &self,
        specifier: &str,
        importer: &ModuleKey,
        tried: &mut Vec<String>,
    ) -> Result<Option<Resolved>, BundlerError> {
        let ModuleKey::File(path) = importer else {
            tried.push("package imports (#...) need a file importer".to_string());
            return Ok(None);
        };
        let Some((package_dir, manifest)) = nearest_package_json(path)? else {
            tried.push("no package.json above the importer".to_string());
            return Ok(None);
        };
        let target = manifest
            .get("imports")
            .and_then(Value::as_object)
            .and_then(|imports| match_subpath_map(imports, specifier, self.conditions()));
        let Some(target) = target else {
            tried.push(format!("{}/package.json imports", package_dir.display()));
            return Ok(None);
        };
        if is_path_like(&target) {
            let path = normalize(&package_dir.join(&target));
            tried.push(path.display().to_string());
            return Ok(self
                .is_file(&path)
                .then_some(Resolved::Module(ModuleKey::File(path))));
        }
        self.resolve_inner(&target, importer, tried)
    }

    /// Where bare specifiers are looked up, in order. For the project's own files
    /// (not inside a node_modules folder) the caller's roots come first, so a site
    /// page and the theme share one copy of React even when the site folder has
    /// its own node_modules; files inside node_modules resolve as Node does.
    fn node_modules_dirs(&self, importer: &ModuleKey) -> Vec<PathBuf> {
        let roots: Vec<PathBuf> = self
            .node_modules_roots
            .iter()
            .map(|root| normalize(&absolute(root)))
            .collect();
        let mut walk_up = Vec::new();
        let mut inside_node_modules = false;
        if let ModuleKey::File(path) = importer {
            for ancestor in path.ancestors().skip(1) {
                if ancestor.file_name().is_some_and(|n| n == "node_modules") {
                    inside_node_modules = true;
                    continue;
                }
                walk_up.push(ancestor.join("node_modules"));
            }
        }
        let (first, second) = if inside_node_modules {
            (walk_up, roots)
        } else {
            (roots, walk_up)
        };
        let mut dirs = first;
        for dir in second {
            if !dirs.contains(&dir) {
                dirs.push(dir);
            }
        }
        dirs
    }

    /// Resolves `subpath` ("." or "./x") inside an installed package.
    fn resolve_in_package(
        &self,
        package_dir: &Path,
        subpath: &str,
        tried: &mut Vec<String>,
    ) -> Result<Option<PathBuf>, BundlerError> {
        let manifest = read_package_json(package_dir)?;
        if let Some(exports) = manifest.as_ref().and_then(|m| m.get("exports")) {
            let target = match_exports(exports, subpath, self.conditions());
            let Some(target) = target else {
                tried.push(format!(
                    "{}/package.json exports has no \"{subpath}\" for conditions {:?}",
                    package_dir.display(),
                    self.conditions()
                ));
                return Ok(None);
            };
            let path = normalize(&package_dir.join(&target));
            tried.push(path.display().to_string());
            return Ok(self.is_file(&path).then_some(path));
        }
        if subpath == "." {
            if let Some(manifest) = &manifest {
                for field in self.main_fields() {
                    if let Some(main) = manifest.get(*field).and_then(Value::as_str) {
                        let path = normalize(&package_dir.join(main));
                        if let Some(found) = self.file_or_directory(&path, tried) {
                            return Ok(Some(found));
                        }
                    }
                }
            }
            return Ok(self.index_file(package_dir, tried));
        }
        Ok(self.file_or_directory(&normalize(&package_dir.join(subpath)), tried))
    }

    fn main_fields(&self) -> &'static [&'static str] {
        match self.target {
            Target::Browser => &["browser", "module", "main"],
            Target::Node => &["main"],
        }
    }

    /// A path as a file, the file with one of [`EXTENSIONS`], or a directory's
    /// package.json `main` / index file.
    pub(crate) fn file_or_directory(
        &self,
        path: &Path,
        tried: &mut Vec<String>,
    ) -> Option<PathBuf> {
        tried.push(path.display().to_string());
        if self.is_file(path) {
            return Some(path.to_path_buf());
        }
        for ext in EXTENSIONS {
            let mut candidate = path.as_os_str().to_owned();
            candidate.push(".");
            candidate.push(ext);
            let candidate = PathBuf::from(candidate);
            if self.is_file(&candidate) {
                return Some(candidate);
            }
        }
        if !path.is_dir() {
            return None;
        }
        if let Ok(Some(manifest)) = read_package_json(path) {
            for field in self.main_fields() {
                if let Some(main) = manifest.get(*field).and_then(Value::as_str) {
                    let main_path = normalize(&path.join(main));
                    if main_path != path {
                        if let Some(found) = self.file_or_directory(&main_path, tried) {
                            return Some(found);
                        }
                    }
                }
            }
        }
        self.index_file(path, tried)
    }

    fn index_file(&self, dir: &Path, tried: &mut Vec<String>) -> Option<PathBuf> {
        tried.push(format!(
            "{}/index.{{{}}}",
            dir.display(),
            EXTENSIONS.join(",")
        ));
        EXTENSIONS
            .iter()
            .map(|ext| dir.join(format!("index.{ext}")))
            .find(|candidate| self.is_file(candidate))
    }
}

/// The alias Docusaurus points at the site folder.
const SITE_ALIAS: &str = "@site";

/// `@site` or `@site/...`.
fn is_site_alias(specifier: &str) -> bool {
    specifier.strip_prefix(SITE_ALIAS).is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
}

/// The builtin's name when `specifier` names a Node builtin module.
fn node_builtin(specifier: &str) -> Option<String> {
    if let Some(rest) = specifier.strip_prefix("node:") {
        return Some(format!("node:{rest}"));
    }
    NODE_BUILTINS
        .contains(&specifier)
        .then(|| specifier.to_string())
}

fn is_path_like(specifier: &str) -> bool {
    specifier == "."
        || specifier == ".."
        || specifier.starts_with("./")
        || specifier.starts_with("../")
        || specifier.starts_with('/')
}

/// Splits `@scope/name/sub/path` into (`@scope/name`, `./sub/path`); "." when no subpath.
pub(crate) fn split_package_specifier(specifier: &str) -> (&str, String) {
    let split_at = if specifier.starts_with('@') {
        specifier.match_indices('/').nth(1).map(|(i, _)| i)
    } else {
        specifier.find('/')
    };
    match split_at {
        Some(i) => (&specifier[..i], format!(".{}", &specifier[i..])),
        None => (specifier, ".".to_string()),
    }
}

/// The folder and manifest of the nearest package.json above `path`.
fn nearest_package_json(path: &Path) -> Result<Option<(PathBuf, Value)>, BundlerError> {
    for dir in path.ancestors().skip(1) {
        if let Some(manifest) = read_package_json(dir)? {
            return Ok(Some((dir.to_path_buf(), manifest)));
        }
    }
    Ok(None)
}

fn read_package_json(dir: &Path) -> Result<Option<Value>, BundlerError> {
    let path = dir.join("package.json");
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(source) => return Err(BundlerError::Io { path, source }),
    };
    serde_json::from_str(&text)
        .map(Some)
        .map_err(|err| BundlerError::Json {
            file: path.display().to_string(),
            message: err.to_string(),
        })
}

/// Finds the target of `subpath` in a package.json `exports` value for `conditions`.
pub(crate) fn match_exports(exports: &Value, subpath: &str, conditions: &[&str]) -> Option<String> {
    let is_subpath_map = exports
        .as_object()
        .is_some_and(|map| map.keys().next().is_some_and(|k| k.starts_with('.')));
    if !is_subpath_map {
        return (subpath == ".")
            .then(|| resolve_export_target(exports, conditions, None))
            .flatten();
    }
    match_subpath_map(exports.as_object()?, subpath, conditions)
}

/// Looks `key` ("./x" in `exports`, "#x" in `imports`) up in a map whose keys may
/// hold one `*`.
fn match_subpath_map(
    map: &serde_json::Map<String, Value>,
    subpath: &str,
    conditions: &[&str],
) -> Option<String> {
    if let Some(target) = map.get(subpath) {
        return resolve_export_target(target, conditions, None);
    }
    // Subpath patterns ("./*", "./lib/*.js"): the longest matching prefix wins.
    let mut best: Option<(&str, &Value, String)> = None;
    for (key, target) in map {
        let Some((prefix, suffix)) = key.split_once('*') else {
            continue;
        };
        if subpath.len() >= prefix.len() + suffix.len()
            && subpath.starts_with(prefix)
            && subpath.ends_with(suffix)
        {
            let matched = &subpath[prefix.len()..subpath.len() - suffix.len()];
            if best.as_ref().is_none_or(|(k, _, _)| prefix.len() > k.len()) {
                best = Some((prefix, target, matched.to_string()));
            }
        }
    }
    let (_, target, matched) = best?;
    resolve_export_target(target, conditions, Some(&matched))
}

fn resolve_export_target(
    target: &Value,
    conditions: &[&str],
    star: Option<&str>,
) -> Option<String> {
    match target {
        Value::String(path) => Some(match star {
            Some(matched) => path.replace('*', matched),
            None => path.clone(),
        }),
        Value::Array(items) => items
            .iter()
            .find_map(|item| resolve_export_target(item, conditions, star)),
        Value::Object(map) => map
            .iter()
            .filter(|(condition, _)| conditions.contains(&condition.as_str()))
            .find_map(|(_, value)| resolve_export_target(value, conditions, star)),
        _ => None,
    }
}

/// Some packages (react-router 7 among them) have shipped `exports` that point at a
/// `dist/development/` build; use the sibling `dist/production/` file when it exists.
fn prefer_production_build(path: PathBuf) -> PathBuf {
    let text = path.to_string_lossy();
    if !text.contains("node_modules") || !text.contains("/development/") {
        return path;
    }
    let production = PathBuf::from(text.replacen("/development/", "/production/", 1));
    if production.is_file() {
        production
    } else {
        path
    }
}

/// Makes `path` absolute against the current directory.
pub(crate) fn absolute(path: &Path) -> PathBuf {
    if path.is_absolute() {
        normalize(path)
    } else {
        let cwd = std::env::current_dir().unwrap_or_default();
        normalize(&cwd.join(path))
    }
}

/// Removes `.` and `..` components without touching the file system.
pub(crate) fn normalize(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for component in path.components() {
        match component {
            Component::CurDir => {}
            Component::ParentDir => {
                out.pop();
            }
            other => out.push(other.as_os_str()),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// `work/site` with `src/ok.js`, `node_modules/pkg/x.js` in the site and in `work`, and
    /// `work/secret.js` outside it.
    fn site_work() -> tempfile::TempDir {
        let work = tempfile::tempdir().unwrap();
        let site = work.path().join("site");
        for (rel, text) in [
            ("site/src/ok.js", "export default 1;"),
            ("site/node_modules/pkg/x.js", "export default 2;"),
            ("node_modules/hoisted/x.js", "export default 3;"),
            ("secret.js", "export default 'secret';"),
        ] {
            let path = work.path().join(rel);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        }
        std::fs::create_dir_all(site.join("src")).unwrap();
        work
    }

    fn resolve_from_site(work: &Path, specifier: &str) -> Result<Resolved, BundlerError> {
        let site = work.join("site");
        let aliases = vec![("@site/".to_string(), vec![site.clone()])];
        let (roots, virtuals, sources) = (Vec::new(), IndexMap::new(), BTreeMap::new());
        let resolver = Resolver::new(Target::Browser, &aliases, &roots, &virtuals, &sources);
        resolver.resolve(specifier, &ModuleKey::File(site.join("src/page.tsx")))
    }

    // See: issue 13 (`@site/` did its own `..` folding and no confinement: `@site/../x`
    // and a symlink in the site bundled files from anywhere on the machine).
    #[test]
    fn issue_13_site_alias_stays_in_the_site() {
        let work = site_work();
        let work = work.path();
        #[cfg(unix)]
        std::os::unix::fs::symlink(work, work.join("site/src/out")).unwrap();
        let mut written = vec!["@site/../secret.js", "@site/src/../../secret.js", "@site/%2e%2e/secret.js", "@site/..%2fsecret.js", "@site/src/%2E%2E%5C..%5Csecret.js"];
        if cfg!(unix) {
            written.push("@site/src/out/secret.js");
        }
        for specifier in written {
            let err = resolve_from_site(work, specifier).expect_err(specifier).to_string();
            assert!(err.contains("refused:") && err.contains("outside the site folder"), "{specifier}: {err}");
            assert!(!err.contains("did you mean"), "nothing outside the site is suggested: {err}");
        }
    }

    #[test]
    fn site_alias_reaches_the_site_and_node_modules() {
        let work = site_work();
        let work = work.path();
        let file = |rel: &str| Resolved::Module(ModuleKey::File(work.join(rel)));
        assert_eq!(resolve_from_site(work, "@site/src/ok").unwrap(), file("site/src/ok.js"));
        assert_eq!(resolve_from_site(work, "@site/src/a%20b/../ok.js").unwrap(), file("site/src/ok.js"));
        assert_eq!(resolve_from_site(work, "@site/node_modules/pkg/x.js").unwrap(), file("site/node_modules/pkg/x.js"));
        // a monorepo's hoisted packages, as a package import from the site reaches them
        assert_eq!(resolve_from_site(work, "@site/../node_modules/hoisted/x.js").unwrap(), file("node_modules/hoisted/x.js"));
    }

    #[test]
    fn splits_scoped_and_plain_specifiers() {
        assert_eq!(split_package_specifier("react"), ("react", ".".to_string()));
        assert_eq!(
            split_package_specifier("react-dom/client"),
            ("react-dom", "./client".to_string())
        );
        assert_eq!(
            split_package_specifier("@scope/pkg"),
            ("@scope/pkg", ".".to_string())
        );
        assert_eq!(
            split_package_specifier("@scope/pkg/a/b"),
            ("@scope/pkg", "./a/b".to_string())
        );
    }

    #[test]
    fn exports_conditions_follow_priority_of_the_target_and_skip_development() {
        let exports = json!({
            ".": {
                "development": "./dev.js",
                "node": "./node.js",
                "browser": { "development": "./b-dev.js", "default": "./browser.js" },
                "default": "./default.js"
            }
        });
        let browser = ["browser", "import", "module", "default"];
        let node = ["node", "require", "default"];
        assert_eq!(
            match_exports(&exports, ".", &browser).as_deref(),
            Some("./browser.js")
        );
        assert_eq!(
            match_exports(&exports, ".", &node).as_deref(),
            Some("./node.js")
        );
        assert_eq!(match_exports(&exports, "./missing", &node), None);
    }

    #[test]
    fn exports_patterns_and_sugar() {
        let patterns = json!({ "./*": "./lib/*.js", "./deep/*": "./deep/*/index.js" });
        assert_eq!(
            match_exports(&patterns, "./a", &["default"]).as_deref(),
            Some("./lib/a.js")
        );
        assert_eq!(
            match_exports(&patterns, "./deep/x", &["default"]).as_deref(),
            Some("./deep/x/index.js")
        );
        let sugar = json!("./main.js");
        assert_eq!(
            match_exports(&sugar, ".", &["default"]).as_deref(),
            Some("./main.js")
        );
        assert_eq!(match_exports(&sugar, "./x", &["default"]), None);
        let conditional_sugar = json!({ "import": "./m.mjs", "require": "./c.cjs" });
        assert_eq!(
            match_exports(&conditional_sugar, ".", &["node", "require", "default"]).as_deref(),
            Some("./c.cjs")
        );
    }

    #[test]
    fn normalizes_dot_segments() {
        assert_eq!(
            normalize(Path::new("/a/b/../c/./d")),
            PathBuf::from("/a/c/d")
        );
    }
}
