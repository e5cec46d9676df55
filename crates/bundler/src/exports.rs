//! Named imports checked against what the imported ES module exports, so
//! `import { Redirect } from '@docusaurus/router'` fails the build when the module
//! has no `Redirect` instead of giving `undefined` at run time.
//!
//! Only ES modules of the project (files outside node_modules and virtual modules)
//! are checked as import targets: CommonJS exports are not known before running,
//! and a module re-exporting `*` from CommonJS is not checked either.

use std::collections::{BTreeSet, HashMap};

use crate::graph::LoadedModule;
use crate::resolve::{ModuleKey, Resolved};
use crate::suggest::closest;
use crate::BundlerError;

/// How many export names an error lists when none is close to the missing one.
const LISTED_EXPORTS: usize = 8;

/// Fails on the first named import (in module order) that its target does not export.
pub(crate) fn check_named_imports(modules: &[LoadedModule]) -> Result<(), BundlerError> {
    let mut exports = ExportNames::new(modules);
    for module in modules {
        let Some(esm) = module.esm() else { continue };
        for (specifier, name) in &esm.imports {
            if name.is_empty() || name == "*" {
                continue;
            }
            let Some(target) = exports.target_of(module, specifier) else {
                continue;
            };
            if !is_checked_target(&modules[target].key) {
                continue;
            }
            let Some(names) = exports.of(target) else {
                continue;
            };
            if !names.contains(name) {
                return Err(missing_export(
                    module,
                    specifier,
                    name,
                    &modules[target],
                    &names,
                ));
            }
        }
    }
    Ok(())
}

fn missing_export(
    importer: &LoadedModule,
    specifier: &str,
    name: &str,
    target: &LoadedModule,
    names: &BTreeSet<String>,
) -> BundlerError {
    let mut exported = closest(name, names.iter().map(String::as_str));
    if exported.is_empty() {
        exported = names.iter().take(LISTED_EXPORTS).cloned().collect();
    }
    BundlerError::MissingExport {
        importer: importer.key.display(),
        specifier: specifier.to_string(),
        name: name.to_string(),
        module: target.key.display(),
        exported,
    }
}

/// Project files and virtual modules; not npm packages.
fn is_checked_target(key: &ModuleKey) -> bool {
    match key {
        ModuleKey::Virtual(_) => true,
        ModuleKey::File(path) => !path.components().any(|c| c.as_os_str() == "node_modules"),
    }
}

/// Export names of the graph's ES modules, computed on demand.
struct ExportNames<'m> {
    modules: &'m [LoadedModule],
    ids: HashMap<&'m ModuleKey, usize>,
    /// `Some(None)`: computed, not knowable (CommonJS somewhere behind `export *`).
    known: Vec<Option<Option<BTreeSet<String>>>>,
    in_progress: Vec<bool>,
}

impl<'m> ExportNames<'m> {
    fn new(modules: &'m [LoadedModule]) -> Self {
        ExportNames {
            modules,
            ids: crate::graph::module_ids(modules),
            known: vec![None; modules.len()],
            in_progress: vec![false; modules.len()],
        }
    }

    /// The id of the module `specifier` of `module` resolved to.
    fn target_of(&self, module: &LoadedModule, specifier: &str) -> Option<usize> {
        match module.dependency_of(specifier)? {
            Resolved::Module(key) => self.ids.get(key).copied(),
            Resolved::External(_) => None,
        }
    }

    /// Every name module `id` exports, `None` when that cannot be known.
    fn of(&mut self, id: usize) -> Option<BTreeSet<String>> {
        if let Some(known) = &self.known[id] {
            return known.clone();
        }
        if self.in_progress[id] {
            // A cycle of `export *`: the names come in through the outer call.
            return Some(BTreeSet::new());
        }
        self.in_progress[id] = true;
        let names = self.compute(id);
        self.in_progress[id] = false;
        self.known[id] = Some(names.clone());
        names
    }

    fn compute(&mut self, id: usize) -> Option<BTreeSet<String>> {
        let module = &self.modules[id];
        let esm = module.esm()?;
        let mut names = esm.local_exports.clone();
        names.extend(
            esm.reexports
                .iter()
                .map(|(exported, _, _)| exported.clone()),
        );
        for specifier in &esm.star_reexports {
            let target = self.target_of(module, specifier)?;
            let inner = self.of(target)?;
            names.extend(inner.into_iter().filter(|name| name != "default"));
        }
        Some(names)
    }
}
