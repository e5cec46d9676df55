//! Joins loaded modules into chunks: the main chunk is a registry of factories plus
//! a small runtime that runs the entry and loads async chunks for `import()`; an
//! async chunk adds its factories to that registry. Also collects CSS in import
//! order (every chunk's CSS goes into the one stylesheet) and the assets.

use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use crate::assets::content_hash;
use crate::graph::{module_ids, LoadedModule};
use crate::resolve::{ModuleKey, Resolved};
use crate::split::{ChunkPlan, PlannedChunk};
use crate::{ChunkKind, EmittedAsset, Target};

/// The runtime: `load(id)` runs a factory once and caches its `module`;
/// `require(i, 1)` (a dynamic `import()`) gives a promise of the module's namespace
/// once its chunks are loaded (`ready`). `external(name)` is the host's `require` in
/// Node and an error in the browser. Its names start with `__fsr_` (`$f` when
/// minified) so they cannot shadow a global that a module reads.
const RUNTIME: &str = r#"var __fsr_cache = [];
function __fsr_load(id) {
    var cached = __fsr_cache[id];
    if (cached !== undefined) return cached.exports;
    var definition = __fsr_definitions[id];
    if (definition === undefined) throw new Error("ferrosaurus: module " + id + " is not loaded");
    var dependencies = definition[1];
    var module = { exports: {} };
    __fsr_cache[id] = module;
    definition[0].call(module.exports, function (index, dynamic) {
        var target = typeof index === "number" ? dependencies[index] : index;
        if (dynamic) return __fsr_import(target);
        return typeof target === "number" ? __fsr_load(target) : __fsr_external(target);
    }, module, module.exports);
    return module.exports;
}
function __fsr_namespace(exports) {
    if (exports && exports.__esModule) return exports;
    var namespace = { default: exports };
    if (exports !== null && (typeof exports === "object" || typeof exports === "function")) {
        for (var key in exports) {
            if (key !== "default" && Object.prototype.hasOwnProperty.call(exports, key)) namespace[key] = exports[key];
        }
    }
    return namespace;
}
function __fsr_import(target) {
    return __fsr_ready(target).then(function () {
        return __fsr_namespace(typeof target === "number" ? __fsr_load(target) : __fsr_external(target));
    });
}
"#;

const RUNTIME_MINIFIED: &str = "var $fc=[];function $fl(i){var m=$fc[i];if(m!==void 0)return m.exports;var f=$fd[i];if(f===void 0)throw new Error(\"ferrosaurus: module \"+i+\" is not loaded\");var s=f[1];m={exports:{}};$fc[i]=m;f[0].call(m.exports,function(k,d){var t=typeof k==\"number\"?s[k]:k;return d?$fi(t):typeof t==\"number\"?$fl(t):$fx(t)},m,m.exports);return m.exports}function $fn(e){if(e&&e.__esModule)return e;var n={default:e};if(e!==null&&(typeof e==\"object\"||typeof e==\"function\"))for(var k in e)if(k!==\"default\"&&Object.prototype.hasOwnProperty.call(e,k))n[k]=e[k];return n}function $fi(t){return $fr(t).then(function(){return $fn(typeof t==\"number\"?$fl(t):$fx(t))})}";

/// `ready(target)` of a bundle without async chunks: everything is there.
const READY_AT_ONCE: &str = "function __fsr_ready() {\n    return Promise.resolve();\n}\n";

const READY_AT_ONCE_MINIFIED: &str = "function $fr(){return Promise.resolve()}";

/// `ready(target)` of a browser bundle with async chunks: `__fsr_files` lists them
/// (file, first module id), `__fsr_needs` maps a dynamic import target to the chunks
/// it needs. A chunk pushes `[first id, definitions...]` onto
/// `globalThis.__ferrosaurus_chunks`, before or after the main chunk runs; a missing
/// chunk is loaded with a `<script>` tag.
const CHUNK_LOADER: &str = r#"var __fsr_loading = [];
function __fsr_register(chunk) {
    for (var i = 1; i < chunk.length; i++) __fsr_definitions[chunk[0] + i - 1] = chunk[i];
}
var __fsr_queue = global.__ferrosaurus_chunks = global.__ferrosaurus_chunks || [];
__fsr_queue.forEach(__fsr_register);
__fsr_queue.push = __fsr_register;
function __fsr_load_chunk(index) {
    var file = __fsr_files[index];
    if (__fsr_definitions[file[1]] !== undefined) return undefined;
    return __fsr_loading[index] || (__fsr_loading[index] = new Promise(function (resolve, reject) {
        var script = document.createElement("script");
        script.src = __fsr_base + file[0];
        script.onload = function () { resolve(); };
        script.onerror = function () {
            __fsr_loading[index] = undefined;
            reject(new Error("ferrosaurus: cannot load " + script.src));
        };
        document.head.appendChild(script);
    }));
}
function __fsr_ready(target) {
    return Promise.all((__fsr_needs[target] || []).map(__fsr_load_chunk));
}
"#;

const CHUNK_LOADER_MINIFIED: &str = "var $fg=[];function $fR(c){for(var i=1;i<c.length;i++)$fd[c[0]+i-1]=c[i]}var $fq=global.__ferrosaurus_chunks=global.__ferrosaurus_chunks||[];$fq.forEach($fR);$fq.push=$fR;function $fk(i){var f=$ff[i];if($fd[f[1]]!==void 0)return;return $fg[i]||($fg[i]=new Promise(function(r,j){var s=document.createElement(\"script\");s.src=$fb+f[0];s.onload=function(){r()};s.onerror=function(){$fg[i]=void 0;j(new Error(\"ferrosaurus: cannot load \"+s.src))};document.head.appendChild(s)}))}function $fr(t){return Promise.all(($fe[t]||[]).map($fk))}";

/// What an async chunk starts with: the queue the main chunk's runtime reads.
const CHUNK_PUSH: &str =
    "(globalThis.__ferrosaurus_chunks = globalThis.__ferrosaurus_chunks || []).push([";

const CHUNK_PUSH_MINIFIED: &str =
    "(globalThis.__ferrosaurus_chunks=globalThis.__ferrosaurus_chunks||[]).push([";

/// One printed chunk.
#[derive(Debug, Clone)]
pub(crate) struct LinkedChunk {
    /// `assets/js/<name>.<content hash>.js`
    pub(crate) file_name: String,
    /// The JS.
    pub(crate) code: String,
}

/// How the chunks are printed.
pub(crate) struct LinkOptions<'a> {
    pub(crate) target: Target,
    pub(crate) minify: bool,
    /// Base URL async chunks are loaded from.
    pub(crate) public_path: &'a str,
}

/// Prints every chunk of `plan`, main chunk first (async chunks are printed first
/// internally, since the main chunk names their hashed files).
pub(crate) fn link_chunks(
    modules: &[LoadedModule],
    plan: &ChunkPlan,
    options: &LinkOptions<'_>,
) -> Vec<LinkedChunk> {
    let printer = ModulePrinter {
        modules,
        keys: module_ids(modules),
        linked_ids: plan.linked_ids(modules.len()),
        root: common_root(modules),
        minify: options.minify,
    };
    let async_chunks: Vec<LinkedChunk> = plan.chunks[1..]
        .iter()
        .map(|chunk| {
            let code = printer.async_chunk(&chunk.modules);
            let name = chunk_name(modules, chunk);
            LinkedChunk {
                file_name: hashed_file_name(&name, &code),
                code,
            }
        })
        .collect();
    let main_code = printer.main_chunk(&plan.chunks[0].modules, plan, &async_chunks, options);
    let mut chunks = vec![LinkedChunk {
        file_name: hashed_file_name("main", &main_code),
        code: main_code,
    }];
    chunks.extend(async_chunks);
    chunks
}

fn hashed_file_name(name: &str, code: &str) -> String {
    format!("assets/js/{name}.{}.js", content_hash(code.as_bytes()))
}

/// A file-name-safe name for an async chunk: its target's file stem (the folder's
/// name for `index` files); for a shared chunk, the first target it holds, else
/// `shared`.
fn chunk_name(modules: &[LoadedModule], chunk: &PlannedChunk) -> String {
    let named_after = match chunk.kind {
        ChunkKind::Async => chunk.targets.first(),
        _ => chunk.modules.iter().find(|m| chunk.targets.contains(m)),
    };
    let Some(&named_after) = named_after else {
        return "shared".to_string();
    };
    let stem = match &modules[named_after].key {
        ModuleKey::File(path) => {
            let stem = path.file_stem().unwrap_or_default().to_string_lossy();
            match (stem.as_ref(), path.parent().and_then(|p| p.file_name())) {
                ("index", Some(folder)) => folder.to_string_lossy().into_owned(),
                _ => stem.into_owned(),
            }
        }
        ModuleKey::Virtual(name) => name.clone(),
    };
    let safe: String = stem
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '-'
            }
        })
        .collect();
    let safe = safe.trim_matches('-');
    if safe.is_empty() {
        "chunk".to_string()
    } else {
        safe.to_string()
    }
}

/// Prints module definitions with their linked ids.
struct ModulePrinter<'a> {
    modules: &'a [LoadedModule],
    keys: HashMap<&'a ModuleKey, usize>,
    linked_ids: Vec<usize>,
    root: PathBuf,
    minify: bool,
}

impl ModulePrinter<'_> {
    /// `[factory, [dependencies]]` of each module, comma-separated (with a `// [id]
    /// name` line each when not minified).
    fn definitions(&self, modules: &[usize], out: &mut String) {
        for (position, &module) in modules.iter().enumerate() {
            let loaded = &self.modules[module];
            let dependencies: Vec<String> = loaded
                .dependencies
                .iter()
                .map(|dependency| match dependency {
                    Resolved::Module(key) => self.linked_ids[self.keys[key]].to_string(),
                    Resolved::External(name) => serde_json::Value::String(name.clone()).to_string(),
                })
                .collect();
            if self.minify {
                let separator = if position == 0 { "" } else { "," };
                let _ = write!(
                    out,
                    "{separator}[{},[{}]]",
                    loaded.factory,
                    dependencies.join(",")
                );
            } else {
                let _ = write!(
                    out,
                    "\n// [{}] {}\n[{}, [{}]],",
                    self.linked_ids[module],
                    display_name(&loaded.key, &self.root),
                    loaded.factory,
                    dependencies.join(", ")
                );
            }
        }
    }

    fn async_chunk(&self, modules: &[usize]) -> String {
        let mut out = String::new();
        out.push_str(if self.minify {
            CHUNK_PUSH_MINIFIED
        } else {
            CHUNK_PUSH
        });
        out.push_str(&self.linked_ids[modules[0]].to_string());
        out.push(',');
        self.definitions(modules, &mut out);
        out.push_str(if self.minify { "]);\n" } else { "\n]);\n" });
        out
    }

    fn main_chunk(
        &self,
        modules: &[usize],
        plan: &ChunkPlan,
        async_chunks: &[LinkedChunk],
        options: &LinkOptions<'_>,
    ) -> String {
        let minify = self.minify;
        let mut out = String::new();
        out.push_str(match (options.target, minify) {
            (Target::Node, false) => "module.exports = (function (__fsr_external) {\n",
            (Target::Node, true) => "module.exports=(function($fx){",
            (Target::Browser, false) => concat!(
                "(function () {\nvar global = globalThis;\nfunction __fsr_external(name) {\n",
                "    throw new Error(\"Cannot find module \\\"\" + name + \"\\\"\");\n}\n"
            ),
            (Target::Browser, true) => {
                "(function(){var global=globalThis;function $fx(n){throw new Error('Cannot find module \"'+n+'\"')}"
            }
        });
        let (definitions, load) = if minify {
            ("$fd", "$fl")
        } else {
            ("__fsr_definitions", "__fsr_load")
        };
        let _ = write!(
            out,
            "var {definitions}{}[",
            if minify { "=" } else { " = " }
        );
        self.definitions(modules, &mut out);
        out.push_str(if minify { "];" } else { "\n];\n" });
        out.push_str(if minify { RUNTIME_MINIFIED } else { RUNTIME });
        if async_chunks.is_empty() {
            out.push_str(if minify {
                READY_AT_ONCE_MINIFIED
            } else {
                READY_AT_ONCE
            });
        } else {
            self.chunk_tables(plan, async_chunks, options.public_path, &mut out);
            out.push_str(if minify {
                CHUNK_LOADER_MINIFIED
            } else {
                CHUNK_LOADER
            });
        }
        let _ = match options.target {
            Target::Node => write!(out, "return {load}(0);"),
            Target::Browser => write!(out, "{load}(0);"),
        };
        out.push_str(match (options.target, minify) {
            (Target::Node, false) => "\n})(require);\n",
            (Target::Node, true) => "})(require);\n",
            (Target::Browser, false) => "\n})();\n",
            (Target::Browser, true) => "})();\n",
        });
        out
    }

    /// `files` (async chunk -> [file, first module id]), `needs` (dynamic import
    /// target id -> async chunk indices) and the base URL.
    fn chunk_tables(
        &self,
        plan: &ChunkPlan,
        async_chunks: &[LinkedChunk],
        public_path: &str,
        out: &mut String,
    ) {
        let files: Vec<serde_json::Value> = plan.chunks[1..]
            .iter()
            .zip(async_chunks)
            .map(|(chunk, linked)| {
                serde_json::json!([linked.file_name, self.linked_ids[chunk.modules[0]]])
            })
            .collect();
        let needs: Vec<String> = plan
            .needs
            .iter()
            .filter(|(_, chunks)| !chunks.is_empty())
            .map(|(&target, chunks)| {
                let chunks: Vec<String> = chunks.iter().map(|c| (c - 1).to_string()).collect();
                format!("{}:[{}]", self.linked_ids[target], chunks.join(","))
            })
            .collect();
        let files = serde_json::Value::Array(files).to_string();
        let base = serde_json::Value::String(public_path.to_string()).to_string();
        if self.minify {
            let _ = write!(
                out,
                "var $ff={files},$fe={{{}}},$fb={base};",
                needs.join(",")
            );
        } else {
            let _ = write!(
                out,
                "var __fsr_files = {files};\nvar __fsr_needs = {{{}}};\nvar __fsr_base = {base};\n",
                needs.join(", ")
            );
        }
    }
}

/// CSS of the bundle: each CSS module's text in the order a depth-first walk of the
/// imports (in source order) from the entry first reaches it.
pub(crate) fn collect_css(modules: &[LoadedModule]) -> String {
    let ids = module_ids(modules);
    let mut seen = HashSet::new();
    let mut order = Vec::new();
    let mut stack = vec![0usize];
    // Iterative pre-order DFS: push children in reverse so the first import is visited first.
    while let Some(id) = stack.pop() {
        if !seen.insert(id) {
            continue;
        }
        order.push(id);
        for dependency in modules[id].dependencies.iter().rev() {
            if let Resolved::Module(key) = dependency {
                let child = ids[key];
                if !seen.contains(&child) {
                    stack.push(child);
                }
            }
        }
    }
    let mut css = String::new();
    for id in order {
        if let Some(text) = &modules[id].css {
            if !css.is_empty() {
                css.push('\n');
            }
            css.push_str(text.trim_end());
            css.push('\n');
        }
    }
    css
}

/// Every emitted asset once, in module order.
pub(crate) fn collect_assets(modules: &[LoadedModule]) -> Vec<EmittedAsset> {
    let mut seen = HashSet::new();
    modules
        .iter()
        .flat_map(|module| module.assets.iter())
        .filter(|asset| seen.insert(asset.file_name.clone()))
        .cloned()
        .collect()
}

/// The deepest directory holding every file module (for short, machine-independent names).
fn common_root(modules: &[LoadedModule]) -> PathBuf {
    let mut root: Option<PathBuf> = None;
    for module in modules {
        let ModuleKey::File(path) = &module.key else {
            continue;
        };
        let dir = path.parent().unwrap_or(Path::new("/"));
        root = Some(match root {
            None => dir.to_path_buf(),
            Some(current) => current
                .ancestors()
                .find(|a| dir.starts_with(a))
                .unwrap_or(Path::new("/"))
                .to_path_buf(),
        });
    }
    root.unwrap_or_default()
}

fn display_name(key: &ModuleKey, root: &Path) -> String {
    match key {
        ModuleKey::File(path) => path
            .strip_prefix(root)
            .unwrap_or(path)
            .display()
            .to_string(),
        ModuleKey::Virtual(name) => format!("virtual:{name}"),
    }
}
