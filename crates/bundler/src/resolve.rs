//! Module resolution. The bundler's own names come first: virtual modules, Node builtins (left
//! to Node's `require` in the Node bundle), the aliases (`@theme/`, `@docusaurus/`, and
//! `@site/` confined to the site folder) and sources given in memory. Everything Node resolves
//! is [`oxc_resolver`]'s (the resolver of rspack and rolldown): relative and absolute paths,
//! node_modules, package.json `exports` and `imports` with the target's conditions, the
//! `browser` / `module` / `main` fields and the `browser` field object, symlinks, and the
//! importer's tsconfig `paths`.

use std::collections::{BTreeMap, HashSet};
use std::path::{Component, Path, PathBuf};

use indexmap::IndexMap;
use oxc_resolver::{
    FileMetadata, FileSystem, FileSystemOs, ResolveError, ResolveOptions, ResolverGeneric,
    TsconfigDiscovery,
};

use crate::{suggest, BundlerError, Target};

/// Extensions tried, in order, when an import names a file without one.
const EXTENSIONS: &[&str] = &[".tsx", ".ts", ".jsx", ".js", ".mjs", ".cjs", ".json"];

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

/// Why a specifier did not resolve.
enum Unresolved {
    /// Nothing is there: the error lists what was looked at and suggests what exists.
    NotFound,
    /// Something is there but may not be imported so (a subpath a package's `exports` leaves
    /// out, a broken package.json): oxc_resolver's reason.
    Refused(String),
}

/// Packages of which a bundle holds one copy, resolved from the caller's roots first for every
/// importer (Node's rule, the folders above the importer first, applies to the other packages).
const SINGLE_INSTANCE_PACKAGES: &[&str] = &["react", "react-dom"];

/// Node's resolution for one kind of importer.
type NodeResolver = ResolverGeneric<InMemoryOverlay>;

/// Resolves import specifiers for one bundle request.
pub(crate) struct Resolver<'a> {
    target: Target,
    aliases: Vec<(&'a str, &'a [PathBuf])>,
    node_modules_roots: Vec<PathBuf>,
    virtual_modules: &'a IndexMap<String, String>,
    /// Sources given in memory, by absolute normalized path.
    sources: BTreeMap<PathBuf, &'a str>,
    /// For the project's own files: the caller's roots before the node_modules folders above
    /// the importer, so a site page and the theme share one copy of React even when the site
    /// folder has its own node_modules.
    project: NodeResolver,
    /// For files inside a node_modules folder: as Node does (the folders above first), then
    /// the caller's roots.
    packages: NodeResolver,
    /// [`Self::project`] without tsconfig: for importers whose tsconfig cannot be read (an
    /// `extends` of a package that is not installed, such as `@docusaurus/tsconfig`).
    project_without_tsconfig: NodeResolver,
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
        let sources: BTreeMap<PathBuf, &str> = sources
            .iter()
            .map(|(path, source)| (real_path(path), source.as_str()))
            .collect();
        let roots: Vec<PathBuf> = node_modules_roots.iter().map(|r| absolute(r)).collect();
        let overlay = InMemoryOverlay::of(sources.keys());
        let roots_then_up = roots.iter().map(|r| r.to_string_lossy().into_owned()).chain(["node_modules".to_string()]).collect();
        let up_then_roots = std::iter::once("node_modules".to_string()).chain(roots.iter().map(|r| r.to_string_lossy().into_owned())).collect();
        let project = NodeResolver::new_with_file_system(overlay, node_options(target, roots_then_up, true));
        let packages = project.clone_with_options(node_options(target, up_then_roots, false));
        let project_without_tsconfig = project.clone_with_options(node_options(target, project.options().modules.clone(), false));
        Resolver {
            target,
            aliases,
            node_modules_roots: roots,
            virtual_modules,
            sources,
            project,
            packages,
            project_without_tsconfig,
        }
    }

    /// The in-memory source given for the file at `path`, if any.
    pub(crate) fn in_memory_source(&self, path: &Path) -> Option<&'a str> {
        self.sources.get(path).copied()
    }

    /// Paths of the in-memory files directly inside `dir`.
    fn in_memory_files_in(&self, dir: &Path) -> impl Iterator<Item = &Path> + '_ {
        let dir = dir.to_path_buf();
        self.sources
            .keys()
            .filter(move |path| path.parent() == Some(dir.as_path()))
            .map(PathBuf::as_path)
    }

    /// Resolves the entry of a bundle: a virtual module name, or a path.
    pub(crate) fn resolve_entry(&self, entry: &str) -> Result<ModuleKey, BundlerError> {
        if self.virtual_modules.contains_key(entry) {
            return Ok(ModuleKey::Virtual(entry.to_string()));
        }
        let path = absolute(Path::new(entry));
        let mut tried = Vec::new();
        match self.resolve_path(&path, &mut tried) {
            Ok(Resolved::Module(key)) => Ok(key),
            Err(Unresolved::Refused(reason)) => Err(BundlerError::Unresolved {
                importer: "<entry>".to_string(),
                specifier: entry.to_string(),
                suggestions: Vec::new(),
                tried: vec![reason],
            }),
            _ => Err(BundlerError::Unresolved {
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
        match self.resolve_inner(specifier, importer, &mut tried) {
            Ok(Resolved::Module(ModuleKey::File(path))) => {
                Ok(Resolved::Module(ModuleKey::File(prefer_production_build(path))))
            }
            Ok(other) => Ok(other),
            Err(Unresolved::NotFound) => Err(BundlerError::Unresolved {
                importer: importer.display(),
                specifier: specifier.to_string(),
                suggestions: self.suggestions(specifier, importer),
                tried,
            }),
            // found, but refused: what oxc_resolver says is the whole story
            Err(Unresolved::Refused(reason)) => Err(BundlerError::Unresolved {
                importer: importer.display(),
                specifier: specifier.to_string(),
                suggestions: Vec::new(),
                tried: vec![reason],
            }),
        }
    }

    fn resolve_inner(
        &self,
        specifier: &str,
        importer: &ModuleKey,
        tried: &mut Vec<String>,
    ) -> Result<Resolved, Unresolved> {
        if self.virtual_modules.contains_key(specifier) {
            return Ok(Resolved::Module(ModuleKey::Virtual(specifier.to_string())));
        }
        if self.target == Target::Node && is_node_builtin(specifier) {
            return Ok(Resolved::External(specifier.to_string()));
        }
        if let Some(found) = self.resolve_alias(specifier, tried) {
            return found;
        }
        let importer_path = match importer {
            ModuleKey::File(path) => path.clone(),
            ModuleKey::Virtual(_) if specifier.starts_with('/') => PathBuf::from("/virtual"),
            ModuleKey::Virtual(name) if is_path_like(specifier) || specifier.starts_with('#') => {
                tried.push(format!("\"{specifier}\" from virtual module {name}: a path needs a file importer"));
                return Err(Unresolved::NotFound);
            }
            // a virtual module's packages resolve from the caller's roots
            ModuleKey::Virtual(_) => self.node_modules_roots.first().map(|r| r.join("index.js")).unwrap_or_else(|| absolute(Path::new("index.js"))),
        };
        let found = self.node_resolve(&importer_path, specifier);
        if matches!(found, Err(Unresolved::NotFound)) {
            self.describe_failure(specifier, importer, tried);
        }
        found
    }

    /// Node's resolution of `specifier` from the file `importer`, through oxc_resolver.
    fn node_resolve(&self, importer: &Path, specifier: &str) -> Result<Resolved, Unresolved> {
        // React is one copy for the whole page, whoever imports it: a package that brings its own
        // (an old `react` in its dependencies, e.g. React 16 under a logo component) would create
        // elements and call hooks another React cannot render
        let single_instance = SINGLE_INSTANCE_PACKAGES.contains(&split_package_specifier(specifier).0);
        let resolver = if inside_node_modules(importer) && !single_instance { &self.packages } else { &self.project };
        let mut result = resolver.resolve_file(importer, specifier);
        if matches!(result, Err(ResolveError::TsconfigNotFound(_) | ResolveError::TsconfigSelfReference(_) | ResolveError::TsconfigCircularExtend(_) | ResolveError::Json(_)))
            && !inside_node_modules(importer)
        {
            result = self.project_without_tsconfig.resolve_file(importer, specifier);
        }
        if self.target == Target::Node && matches!(result, Err(ResolveError::PackagePathNotExported { .. } | ResolveError::NotFound(_))) {
            result = resolver.clone_with_options(esm_import_options(resolver.options())).resolve_file(importer, specifier);
        }
        match result {
            Ok(resolution) => Ok(Resolved::Module(ModuleKey::File(normalize(resolution.path())))),
            // a `browser` field maps it to false
            Err(ResolveError::Ignored(_)) => Ok(Resolved::Module(ModuleKey::Virtual(EMPTY_MODULE.to_string()))),
            Err(ResolveError::NotFound(_) | ResolveError::MatchedAliasNotFound(..)) => Err(Unresolved::NotFound),
            Err(other) => Err(Unresolved::Refused(other.to_string())),
        }
    }

    /// A path on disk (or in memory) as a file, the file with one of the extensions, or a
    /// directory's package.json `main` / index file.
    fn resolve_path(&self, path: &Path, tried: &mut Vec<String>) -> Result<Resolved, Unresolved> {
        tried.push(path.display().to_string());
        let importer = path.parent().unwrap_or(Path::new("/")).join("index.js");
        self.node_resolve(&importer, &path.to_string_lossy())
    }

    /// What was looked at for an unresolved `specifier`, for the error's "tried" list.
    fn describe_failure(&self, specifier: &str, importer: &ModuleKey, tried: &mut Vec<String>) {
        if !self.target_allows_builtins() && is_node_builtin(specifier) {
            tried.push(format!("\"{specifier}\" is a Node builtin, not available in the browser"));
        } else if is_path_like(specifier) {
            if let ModuleKey::File(path) = importer {
                let base = path.parent().unwrap_or(Path::new("/"));
                let candidate = normalize(&base.join(specifier));
                tried.push(candidate.display().to_string());
                tried.push(format!("{}{{{}}}", candidate.display(), EXTENSIONS.join(",")));
                tried.push(format!("{}/index{{{}}}", candidate.display(), EXTENSIONS.join(",")));
            }
        } else if let Some(package_import) = specifier.strip_prefix('#') {
            tried.push(format!("#{package_import} in the \"imports\" of the importer's package.json"));
        } else {
            let (name, _) = split_package_specifier(specifier);
            tried.extend(self.node_modules_dirs(importer).iter().map(|dir| dir.join(name).display().to_string()));
        }
    }

    fn target_allows_builtins(&self) -> bool {
        self.target == Target::Node
    }

    /// What exists close to an unresolved `specifier`: similar file names in the
    /// folder it points into, or similar package / virtual module names.
    fn suggestions(&self, specifier: &str, importer: &ModuleKey) -> Vec<String> {
        if is_node_builtin(specifier) || specifier.starts_with('#') {
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
                .map(|path| absolute(&path))
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

    /// `Some(result)` when an alias prefix matches (even if nothing is found under it): the
    /// first of the alias's directories that has the path.
    fn resolve_alias(&self, specifier: &str, tried: &mut Vec<String>) -> Option<Result<Resolved, Unresolved>> {
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
            match self.resolve_path(&absolute(&candidate), tried) {
                Err(Unresolved::NotFound) => {}
                found => return Some(found),
            }
        }
        Some(Err(Unresolved::NotFound))
    }

    /// An `@site/` path through [`ferrosaurus_core::paths::confine`] (issue 13): decoded once,
    /// normalised, and kept inside the site folder or a `node_modules` folder a package import
    /// from the site could reach (the site's, its ancestors', the caller's roots), symlinks
    /// leaving them refused. Docusaurus's `@site` alias reaches those same files.
    fn confine_to_site(&self, site_dir: &Path, rest: &str) -> Result<PathBuf, ferrosaurus_core::paths::PathError> {
        let site_dir = absolute(site_dir);
        let mut modules: Vec<PathBuf> = site_dir.ancestors().map(|a| a.join("node_modules")).collect();
        modules.extend(self.node_modules_roots.iter().cloned());
        let roots: Vec<&Path> = std::iter::once(site_dir.as_path()).chain(modules.iter().map(PathBuf::as_path)).collect();
        ferrosaurus_core::paths::confine(&site_dir, rest, &roots)
    }

    /// Where bare specifiers are looked up, in order (for error messages and suggestions; the
    /// resolution itself is oxc_resolver's with the same order).
    fn node_modules_dirs(&self, importer: &ModuleKey) -> Vec<PathBuf> {
        let mut walk_up = Vec::new();
        let mut inside = false;
        if let ModuleKey::File(path) = importer {
            inside = inside_node_modules(path);
            for ancestor in path.ancestors().skip(1) {
                if ancestor.file_name().is_some_and(|n| n != "node_modules") {
                    walk_up.push(ancestor.join("node_modules"));
                }
            }
        }
        let (first, second) = if inside {
            (walk_up, self.node_modules_roots.clone())
        } else {
            (self.node_modules_roots.clone(), walk_up)
        };
        let mut dirs = first;
        for dir in second {
            if !dirs.contains(&dir) {
                dirs.push(dir);
            }
        }
        dirs
    }
}

/// oxc_resolver's options for `target`: the package.json conditions and fields of the
/// target, the extensions, `modules` (node_modules folder names or absolute roots, in order)
/// and, for the project's files, the importer's tsconfig.
fn node_options(target: Target, modules: Vec<String>, tsconfig: bool) -> ResolveOptions {
    let (conditions, main_fields, alias_fields): (&[&str], &[&str], Vec<Vec<String>>) = match target {
        Target::Browser => (&["browser", "import", "module", "default"], &["browser", "module", "main"], vec![vec!["browser".into()]]),
        Target::Node => (&["node", "require", "default"], &["main"], Vec::new()),
    };
    ResolveOptions {
        condition_names: conditions.iter().map(|c| c.to_string()).collect(),
        main_fields: main_fields.iter().map(|f| f.to_string()).collect(),
        alias_fields,
        extensions: EXTENSIONS.iter().map(|e| e.to_string()).collect(),
        modules,
        tsconfig: tsconfig.then_some(TsconfigDiscovery::Auto),
        ..ResolveOptions::default()
    }
}

/// The server's conditions for an ES module `import`: a package that exports only its
/// `import` condition (ESM-only, such as `@mermaid-js/parser`) is refused under `require`, or
/// its `require` target may be missing (`@upsetjs/venn.js` 2.0), and Node (like webpack)
/// resolves an `import` with `import`. Tried when `require` finds nothing, so a package that
/// has both keeps its CommonJS build.
fn esm_import_options(options: &ResolveOptions) -> ResolveOptions {
    let mut options = options.clone();
    options.condition_names = ["node", "import", "default"].iter().map(|c| c.to_string()).collect();
    options
}

/// The file system as oxc_resolver sees it: the disk, plus the files given in memory (and
/// the folders that hold them) even where they do not exist on disk.
#[derive(Default)]
struct InMemoryOverlay {
    files: HashSet<PathBuf>,
    dirs: HashSet<PathBuf>,
}

impl InMemoryOverlay {
    fn of<'p>(paths: impl Iterator<Item = &'p PathBuf>) -> Self {
        let mut overlay = Self::default();
        for path in paths {
            overlay.dirs.extend(path.ancestors().skip(1).map(Path::to_path_buf));
            overlay.files.insert(path.clone());
        }
        overlay
    }

    fn given(&self, path: &Path) -> Option<FileMetadata> {
        if self.files.contains(path) {
            Some(FileMetadata::new(true, false, false))
        } else if self.dirs.contains(path) {
            Some(FileMetadata::new(false, true, false))
        } else {
            None
        }
    }
}

impl FileSystem for InMemoryOverlay {
    fn new() -> Self {
        Self::default()
    }

    fn read(&self, path: &Path) -> std::io::Result<Vec<u8>> {
        FileSystemOs.read(path)
    }

    fn read_to_string(&self, path: &Path) -> std::io::Result<String> {
        FileSystemOs.read_to_string(path)
    }

    fn metadata(&self, path: &Path) -> std::io::Result<FileMetadata> {
        FileSystemOs.metadata(path).or_else(|e| self.given(path).ok_or(e))
    }

    fn symlink_metadata(&self, path: &Path) -> std::io::Result<FileMetadata> {
        FileSystemOs.symlink_metadata(path).or_else(|e| self.given(path).ok_or(e))
    }

    fn read_link(&self, path: &Path) -> Result<PathBuf, ResolveError> {
        FileSystemOs.read_link(path)
    }

    fn canonicalize(&self, path: &Path) -> std::io::Result<PathBuf> {
        FileSystemOs.canonicalize(path).or_else(|e| match self.given(path) {
            Some(_) => Ok(path.to_path_buf()),
            None => Err(e),
        })
    }
}

/// The alias Docusaurus points at the site folder.
const SITE_ALIAS: &str = "@site";

/// `@site` or `@site/...`.
fn is_site_alias(specifier: &str) -> bool {
    specifier.strip_prefix(SITE_ALIAS).is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
}

/// `fs`, `fs/promises`, `node:anything`: Node's builtin modules.
fn is_node_builtin(specifier: &str) -> bool {
    specifier.starts_with("node:") || nodejs_built_in_modules::BUILTINS.contains(&specifier)
}

fn is_path_like(specifier: &str) -> bool {
    specifier == "."
        || specifier == ".."
        || specifier.starts_with("./")
        || specifier.starts_with("../")
        || specifier.starts_with('/')
}

/// A path with a `node_modules` folder among its ancestors.
fn inside_node_modules(path: &Path) -> bool {
    path.ancestors().skip(1).any(|a| a.file_name().is_some_and(|n| n == "node_modules"))
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

/// `path` as oxc_resolver names what it resolves (symlinks followed): the real path of the
/// file, else of its folder, else the path made absolute.
fn real_path(path: &Path) -> PathBuf {
    let path = absolute(path);
    std::fs::canonicalize(&path)
        .or_else(|e| match (path.parent(), path.file_name()) {
            (Some(dir), Some(name)) => std::fs::canonicalize(dir).map(|dir| dir.join(name)),
            _ => Err(e),
        })
        .unwrap_or(path)
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

    /// Writes `files` (relative path, text) under a new temp folder.
    fn folder(files: &[(&str, &str)]) -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        for (rel, text) in files {
            let path = dir.path().join(rel);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        }
        dir
    }

    /// `specifier` imported from `importer` (relative to `root`) with `roots` as the caller's
    /// node_modules roots; the resolved file relative to `root`, or the error.
    fn resolve_in(root: &Path, target: Target, roots: &[&str], importer: &str, specifier: &str) -> Result<String, String> {
        let roots: Vec<PathBuf> = roots.iter().map(|r| root.join(r)).collect();
        let (aliases, virtuals, sources) = (Vec::new(), IndexMap::new(), BTreeMap::new());
        let resolver = Resolver::new(target, &aliases, &roots, &virtuals, &sources);
        match resolver.resolve(specifier, &ModuleKey::File(root.join(importer))) {
            Ok(Resolved::Module(ModuleKey::File(path))) => Ok(path.strip_prefix(root).unwrap().display().to_string()),
            Ok(other) => Ok(format!("{other:?}")),
            Err(e) => Err(e.to_string()),
        }
    }

    /// `work/site` with `src/ok.js`, `node_modules/pkg/x.js` in the site and in `work`, and
    /// `work/secret.js` outside it.
    fn site_work() -> tempfile::TempDir {
        let work = folder(&[
            ("site/src/ok.js", "export default 1;"),
            ("site/node_modules/pkg/x.js", "export default 2;"),
            ("node_modules/hoisted/x.js", "export default 3;"),
            ("secret.js", "export default 'secret';"),
        ]);
        std::fs::create_dir_all(work.path().join("site/src")).unwrap();
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
    fn exports_conditions_follow_the_target_and_never_development() {
        let exports = r#"{"name": "cond", "exports": {".": {"development": "./dev.js", "node": "./node.js", "browser": {"development": "./b-dev.js", "default": "./browser.js"}, "default": "./default.js"}, "./feature": {"import": "./f.mjs", "require": "./f.cjs"}}}"#;
        let dir = folder(&[
            ("node_modules/cond/package.json", exports),
            ("node_modules/cond/dev.js", ""),
            ("node_modules/cond/node.js", ""),
            ("node_modules/cond/b-dev.js", ""),
            ("node_modules/cond/browser.js", ""),
            ("node_modules/cond/default.js", ""),
            ("node_modules/cond/f.mjs", ""),
            ("node_modules/cond/f.cjs", ""),
            ("node_modules/cond/hidden.js", ""),
            ("node_modules/esm-only/package.json", r#"{"name": "esm-only", "exports": {".": {"import": "./index.mjs", "types": "./index.d.ts"}}}"#),
            ("node_modules/esm-only/index.mjs", ""),
            ("node_modules/broken-require/package.json", r#"{"name": "broken-require", "exports": {".": {"import": "./index.mjs", "require": "./missing.js"}}}"#),
            ("node_modules/broken-require/index.mjs", ""),
            ("src/a.js", ""),
        ]);
        let root = dir.path();
        let cases = [
            (Target::Browser, "cond", "node_modules/cond/browser.js"),
            (Target::Node, "cond", "node_modules/cond/node.js"),
            (Target::Browser, "cond/feature", "node_modules/cond/f.mjs"),
            (Target::Node, "cond/feature", "node_modules/cond/f.cjs"),
            // ESM-only on the server: `import` when `require` is not exported (issue 8)
            (Target::Node, "esm-only", "node_modules/esm-only/index.mjs"),
            (Target::Node, "broken-require", "node_modules/broken-require/index.mjs"),
        ];
        for (target, specifier, expected) in cases {
            assert_eq!(resolve_in(root, target, &[], "src/a.js", specifier).as_deref(), Ok(expected), "{target:?} {specifier}");
        }
        let hidden = resolve_in(root, Target::Browser, &[], "src/a.js", "cond/hidden.js").unwrap_err();
        assert!(hidden.contains("\"./hidden.js\" is not exported"), "a file the exports leave out is not reachable: {hidden}");
    }

    #[test]
    fn exports_patterns_sugar_and_package_imports() {
        let dir = folder(&[
            ("node_modules/pat/package.json", r#"{"exports": {"./*": "./lib/*.js", "./deep/*": "./deep/*/index.js"}}"#),
            ("node_modules/pat/lib/a.js", ""),
            ("node_modules/pat/deep/x/index.js", ""),
            ("node_modules/sugar/package.json", r#"{"exports": "./main.js"}"#),
            ("node_modules/sugar/main.js", ""),
            ("app/package.json", r##"{"imports": {"#internal/*": "./src/internal/*.js", "#dep": {"browser": "sugar", "default": "./src/node-dep.js"}}}"##),
            ("app/src/internal/x.js", ""),
            ("app/src/node-dep.js", ""),
            ("app/src/a.js", ""),
        ]);
        let root = dir.path();
        let r = |target, specifier| resolve_in(root, target, &[], "app/src/a.js", specifier);
        assert_eq!(r(Target::Browser, "pat/a").unwrap(), "node_modules/pat/lib/a.js");
        assert_eq!(r(Target::Browser, "pat/deep/x").unwrap(), "node_modules/pat/deep/x/index.js");
        assert_eq!(r(Target::Browser, "sugar").unwrap(), "node_modules/sugar/main.js");
        assert!(r(Target::Browser, "sugar/x").is_err());
        assert_eq!(r(Target::Browser, "#internal/x").unwrap(), "app/src/internal/x.js");
        assert_eq!(r(Target::Browser, "#dep").unwrap(), "node_modules/sugar/main.js");
        assert_eq!(r(Target::Node, "#dep").unwrap(), "app/src/node-dep.js");
    }

    #[test]
    fn main_fields_and_the_browser_field_object() {
        let dir = folder(&[
            ("node_modules/fields/package.json", r#"{"main": "./main.js", "module": "./module.js", "browser": {"./main.js": "./browser.js", "./module.js": "./browser.js", "fs": false, "./node-only.js": false}}"#),
            ("node_modules/fields/main.js", ""),
            ("node_modules/fields/module.js", ""),
            ("node_modules/fields/browser.js", ""),
            ("node_modules/fields/node-only.js", ""),
            ("node_modules/fields/uses-fs.js", "require('fs');"),
            ("src/a.js", ""),
        ]);
        let root = dir.path();
        assert_eq!(resolve_in(root, Target::Browser, &[], "src/a.js", "fields").unwrap(), "node_modules/fields/browser.js");
        assert_eq!(resolve_in(root, Target::Node, &[], "src/a.js", "fields").unwrap(), "node_modules/fields/main.js");
        let empty = format!("{:?}", Resolved::Module(ModuleKey::Virtual(EMPTY_MODULE.into())));
        assert_eq!(resolve_in(root, Target::Browser, &[], "node_modules/fields/uses-fs.js", "fs").unwrap(), empty, "\"fs\": false");
        assert_eq!(resolve_in(root, Target::Browser, &[], "src/a.js", "fields/node-only.js").unwrap(), empty);
        assert_eq!(resolve_in(root, Target::Node, &[], "src/a.js", "node:fs").unwrap(), format!("{:?}", Resolved::External("node:fs".into())));
        let builtin = resolve_in(root, Target::Browser, &[], "src/a.js", "path").unwrap_err();
        assert!(builtin.contains("Node builtin"), "{builtin}");
    }

    #[test]
    fn project_files_use_the_callers_roots_first_and_packages_their_own_folders() {
        let dir = folder(&[
            ("theme/node_modules/react/index.js", "theme's"),
            ("theme/node_modules/react/jsx-runtime.js", "theme's"),
            ("theme/node_modules/dep/index.js", "theme's"),
            ("site/node_modules/react/index.js", "site's"),
            ("site/node_modules/dep/index.js", "site's"),
            ("site/node_modules/lib/index.js", "require('react')"),
            ("site/node_modules/lib/node_modules/react/index.js", "lib's own"),
            ("site/node_modules/lib/node_modules/dep/index.js", "lib's own"),
            ("site/node_modules/other/index.js", "require('react')"),
            ("site/src/page.js", ""),
        ]);
        let root = dir.path();
        let roots = ["theme/node_modules"];
        let theme_react = "theme/node_modules/react/index.js";
        assert_eq!(resolve_in(root, Target::Browser, &roots, "site/src/page.js", "react").unwrap(), theme_react, "one React for the site and the theme");
        // React stays one copy for packages too, also one that brings its own (React 16 under
        // prettier.io's logo component broke the page: "Objects are not valid as a React child")
        assert_eq!(resolve_in(root, Target::Browser, &roots, "site/node_modules/lib/index.js", "react").unwrap(), theme_react);
        assert_eq!(resolve_in(root, Target::Browser, &roots, "site/node_modules/lib/index.js", "react/jsx-runtime").unwrap(), "theme/node_modules/react/jsx-runtime.js");
        assert_eq!(resolve_in(root, Target::Browser, &roots, "site/node_modules/other/index.js", "react").unwrap(), theme_react);
        // other packages resolve as Node does: the folders above the importer first
        assert_eq!(resolve_in(root, Target::Browser, &roots, "site/node_modules/lib/index.js", "dep").unwrap(), "site/node_modules/lib/node_modules/dep/index.js");
        assert_eq!(resolve_in(root, Target::Browser, &roots, "site/node_modules/other/index.js", "dep").unwrap(), "site/node_modules/dep/index.js");
    }

    #[cfg(unix)]
    #[test]
    fn a_symlinked_package_resolves_its_dependencies_from_where_it_lives() {
        // pnpm's layout: node_modules/a -> .pnpm/a/node_modules/a, its dependency b beside it
        let dir = folder(&[
            ("node_modules/.pnpm/a/node_modules/a/index.js", "require('b')"),
            ("node_modules/.pnpm/a/node_modules/b/index.js", ""),
            ("src/page.js", ""),
        ]);
        let root = dir.path();
        std::os::unix::fs::symlink(root.join("node_modules/.pnpm/a/node_modules/a"), root.join("node_modules/a")).unwrap();
        let a = resolve_in(root, Target::Browser, &[], "src/page.js", "a").unwrap();
        assert_eq!(a, "node_modules/.pnpm/a/node_modules/a/index.js", "the real path: one module however it is reached");
        assert_eq!(resolve_in(root, Target::Browser, &[], &a, "b").unwrap(), "node_modules/.pnpm/a/node_modules/b/index.js");
    }

    #[test]
    fn tsconfig_paths_of_the_importer_apply() {
        let dir = folder(&[
            ("app/tsconfig.json", r#"{"compilerOptions": {"baseUrl": ".", "paths": {"~/*": ["./src/*"]}}}"#),
            ("app/src/lib/util.ts", ""),
            ("app/src/page.tsx", ""),
            ("other/tsconfig.json", r#"{"extends": "@not/installed", "compilerOptions": {}}"#),
            ("other/page.js", ""),
            ("other/x.js", ""),
        ]);
        let root = dir.path();
        assert_eq!(resolve_in(root, Target::Browser, &[], "app/src/page.tsx", "~/lib/util").unwrap(), "app/src/lib/util.ts");
        // a tsconfig that cannot be read (its `extends` not installed) is left aside
        assert_eq!(resolve_in(root, Target::Browser, &[], "other/page.js", "./x").unwrap(), "other/x.js");
    }

    #[test]
    fn in_memory_sources_resolve_where_nothing_is_on_disk() {
        let dir = folder(&[("src/a.js", "")]);
        let root = dir.path();
        let sources: BTreeMap<PathBuf, String> = [(root.join("gen/page.mdx"), "export default 1".to_string())].into();
        let (aliases, roots, virtuals) = (Vec::new(), Vec::new(), IndexMap::new());
        let resolver = Resolver::new(Target::Browser, &aliases, &roots, &virtuals, &sources);
        let found = resolver.resolve("../gen/page.mdx", &ModuleKey::File(root.join("src/a.js"))).unwrap();
        assert_eq!(found, Resolved::Module(ModuleKey::File(root.join("gen/page.mdx"))));
        assert_eq!(resolver.in_memory_source(&root.join("gen/page.mdx")), Some("export default 1"));
    }

    #[test]
    fn splits_scoped_and_plain_specifiers() {
        assert_eq!(split_package_specifier("react"), ("react", ".".to_string()));
        assert_eq!(split_package_specifier("react-dom/client"), ("react-dom", "./client".to_string()));
        assert_eq!(split_package_specifier("@scope/pkg"), ("@scope/pkg", ".".to_string()));
        assert_eq!(split_package_specifier("@scope/pkg/a/b"), ("@scope/pkg", "./a/b".to_string()));
    }

    #[test]
    fn normalizes_dot_segments() {
        assert_eq!(normalize(Path::new("/a/b/../c/./d")), PathBuf::from("/a/c/d"));
    }
}
