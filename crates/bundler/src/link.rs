//! Joins loaded modules into one chunk: a registry of factories plus a small
//! runtime that runs the entry; collects CSS in import order and the assets.

use std::collections::HashSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use crate::graph::{module_ids, LoadedModule};
use crate::resolve::{ModuleKey, Resolved};
use crate::{EmittedAsset, Target};

/// The runtime: `load(id)` runs a factory once and caches its `module`.
/// `external(name)` is the host's `require` in Node and an error in the browser.
/// Its names start with `__fsr_` (`$f` when minified) so they cannot shadow a global
/// that a module reads.
const RUNTIME: &str = r#"var __fsr_cache = new Array(__fsr_definitions.length);
function __fsr_load(id) {
    var cached = __fsr_cache[id];
    if (cached !== undefined) return cached.exports;
    var definition = __fsr_definitions[id];
    var dependencies = definition[1];
    var module = { exports: {} };
    __fsr_cache[id] = module;
    definition[0].call(module.exports, function (index) {
        var target = typeof index === "number" ? dependencies[index] : index;
        return typeof target === "number" ? __fsr_load(target) : __fsr_external(target);
    }, module, module.exports);
    return module.exports;
}
"#;

const RUNTIME_MINIFIED: &str = "var $fc=new Array($fd.length);function $fl(i){var m=$fc[i];if(m!==void 0)return m.exports;var f=$fd[i],s=f[1];m={exports:{}};$fc[i]=m;f[0].call(m.exports,function(k){var t=typeof k==\"number\"?s[k]:k;return typeof t==\"number\"?$fl(t):$fx(t)},m,m.exports);return m.exports}";

/// Prints the JS chunk for `target`.
pub(crate) fn link_js(modules: &[LoadedModule], target: Target, minify: bool) -> String {
    let ids = module_ids(modules);
    let root = common_root(modules);
    let mut out = String::new();
    let (definitions, load) = if minify {
        ("$fd", "$fl")
    } else {
        ("__fsr_definitions", "__fsr_load")
    };
    out.push_str(match (target, minify) {
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
    let _ = write!(
        out,
        "var {definitions}{}[",
        if minify { "=" } else { " = " }
    );
    for (id, module) in modules.iter().enumerate() {
        let dependencies: Vec<String> = module
            .dependencies
            .iter()
            .map(|dependency| match dependency {
                Resolved::Module(key) => ids[key].to_string(),
                Resolved::External(name) => serde_json::Value::String(name.clone()).to_string(),
            })
            .collect();
        if minify {
            let separator = if id == 0 { "" } else { "," };
            let _ = write!(
                out,
                "{separator}[{},[{}]]",
                module.factory,
                dependencies.join(",")
            );
        } else {
            let _ = write!(
                out,
                "\n// [{id}] {}\n[{}, [{}]],",
                display_name(&module.key, &root),
                module.factory,
                dependencies.join(", ")
            );
        }
    }
    out.push_str(if minify { "];" } else { "\n];\n" });
    out.push_str(if minify { RUNTIME_MINIFIED } else { RUNTIME });
    match target {
        Target::Node => {
            let _ = write!(out, "return {load}(0);");
        }
        Target::Browser => {
            let _ = write!(out, "{load}(0);");
        }
    }
    out.push_str(match (target, minify) {
        (Target::Node, false) => "\n})(require);\n",
        (Target::Node, true) => "})(require);\n",
        (Target::Browser, false) => "\n})();\n",
        (Target::Browser, true) => "})();\n",
    });
    out
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
