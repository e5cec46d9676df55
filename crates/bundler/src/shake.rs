//! Unused exports of ES modules: which names each module's importers use, so the
//! others can lose their `export` and be dropped by the minifier as dead code.
//!
//! A module's uses of another are unconditional (an import whose binding the module
//! reads) or conditional (a re-export, used only when someone uses the re-exported
//! name). CommonJS importers, namespace imports and dynamic `import()` use everything.

use std::collections::{BTreeMap, BTreeSet, HashSet};

use swc_core::atoms::Atom;
use swc_core::common::{SyntaxContext, DUMMY_SP};
use swc_core::ecma::ast::*;
use swc_core::ecma::visit::{Visit, VisitWith};

/// Which exports of a module are used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum ExportUse {
    /// Every export (entry, CommonJS importers, namespaces, dynamic imports).
    All,
    /// Only these names.
    Names(BTreeSet<String>),
}

impl ExportUse {
    pub(crate) fn none() -> Self {
        ExportUse::Names(BTreeSet::new())
    }

    fn uses(&self, name: &str) -> bool {
        match self {
            ExportUse::All => true,
            ExportUse::Names(names) => names.contains(name),
        }
    }

    /// Adds `name` ("*" for everything); true when something changed.
    pub(crate) fn add(&mut self, name: &str) -> bool {
        match self {
            ExportUse::All => false,
            ExportUse::Names(_) if name == "*" => {
                *self = ExportUse::All;
                true
            }
            ExportUse::Names(names) => names.insert(name.to_string()),
        }
    }
}

/// What an ES module imports and re-exports, by specifier.
#[derive(Debug, Clone, Default)]
pub(crate) struct EsmInfo {
    /// Names of other modules this module reads ("*" = all of them).
    pub(crate) imports: Vec<(String, String)>,
    /// (exported name, specifier, imported name): used only if the export is.
    pub(crate) reexports: Vec<(String, String, String)>,
    /// `export * from specifier`.
    pub(crate) star_reexports: Vec<String>,
    /// Names this module exports itself (not re-exported).
    pub(crate) local_exports: BTreeSet<String>,
}

fn export_name(name: &ModuleExportName) -> String {
    match name {
        ModuleExportName::Ident(id) => id.sym.to_string(),
        ModuleExportName::Str(s) => s.value.to_string_lossy().into_owned(),
        #[allow(unreachable_patterns)]
        _ => String::new(),
    }
}

fn specifier_exported_name(specifier: &ExportSpecifier) -> String {
    match specifier {
        ExportSpecifier::Named(named) => {
            export_name(named.exported.as_ref().unwrap_or(&named.orig))
        }
        ExportSpecifier::Namespace(ns) => export_name(&ns.name),
        ExportSpecifier::Default(default) => default.exported.sym.to_string(),
        #[allow(unreachable_patterns)]
        _ => String::new(),
    }
}

/// Reads a module (after type stripping and JSX) for [`EsmInfo`].
pub(crate) fn analyze(module: &Module, unresolved_ctxt: SyntaxContext) -> EsmInfo {
    let mut info = EsmInfo::default();
    // Import bindings: local id -> (specifier, imported name).
    let mut bindings: BTreeMap<(Atom, SyntaxContext), (String, String)> = BTreeMap::new();
    // Locals exported with `export { local as name }` (no `from`).
    let mut exported_locals: Vec<((Atom, SyntaxContext), String)> = Vec::new();
    for item in &module.body {
        let ModuleItem::ModuleDecl(decl) = item else {
            continue;
        };
        match decl {
            ModuleDecl::Import(import) if !import.type_only => {
                let src = import.src.value.to_string_lossy().into_owned();
                if import.specifiers.is_empty() {
                    info.imports.push((src.clone(), String::new()));
                }
                for specifier in &import.specifiers {
                    let (local, imported) = match specifier {
                        ImportSpecifier::Default(d) => (&d.local, "default".to_string()),
                        ImportSpecifier::Namespace(ns) => (&ns.local, "*".to_string()),
                        ImportSpecifier::Named(named) => (
                            &named.local,
                            named
                                .imported
                                .as_ref()
                                .map(export_name)
                                .unwrap_or_else(|| named.local.sym.to_string()),
                        ),
                        #[allow(unreachable_patterns)]
                        _ => continue,
                    };
                    bindings.insert((local.sym.clone(), local.ctxt), (src.clone(), imported));
                }
            }
            ModuleDecl::ExportNamed(named) if !named.type_only => match &named.src {
                Some(src) => {
                    let src = src.value.to_string_lossy().into_owned();
                    for specifier in &named.specifiers {
                        let imported = match specifier {
                            ExportSpecifier::Named(n) => export_name(&n.orig),
                            ExportSpecifier::Namespace(_) => "*".to_string(),
                            ExportSpecifier::Default(_) => "default".to_string(),
                            #[allow(unreachable_patterns)]
                            _ => continue,
                        };
                        info.reexports.push((
                            specifier_exported_name(specifier),
                            src.clone(),
                            imported,
                        ));
                    }
                }
                None => {
                    for specifier in &named.specifiers {
                        if let ExportSpecifier::Named(n) = specifier {
                            if let ModuleExportName::Ident(local) = &n.orig {
                                exported_locals.push((
                                    (local.sym.clone(), local.ctxt),
                                    specifier_exported_name(specifier),
                                ));
                            }
                        }
                    }
                }
            },
            ModuleDecl::ExportAll(all) if !all.type_only => {
                info.star_reexports
                    .push(all.src.value.to_string_lossy().into_owned());
            }
            ModuleDecl::ExportDecl(export) => {
                for name in declared_names(&export.decl) {
                    info.local_exports.insert(name);
                }
            }
            ModuleDecl::ExportDefaultDecl(_) | ModuleDecl::ExportDefaultExpr(_) => {
                info.local_exports.insert("default".to_string());
            }
            _ => {}
        }
    }
    let mut references = References {
        unresolved_ctxt,
        read: HashSet::new(),
        dynamic: Vec::new(),
    };
    module.visit_with(&mut references);
    for specifier in references.dynamic {
        info.imports.push((specifier, "*".to_string()));
    }
    for (local, (src, imported)) in &bindings {
        if references.read.contains(local) {
            info.imports.push((src.clone(), imported.clone()));
        }
    }
    for (local, exported) in exported_locals {
        match bindings.get(&local) {
            Some((src, imported)) if !references.read.contains(&local) => {
                info.reexports
                    .push((exported, src.clone(), imported.clone()));
            }
            _ => {
                info.local_exports.insert(exported);
            }
        }
    }
    info
}

/// Binding names a declaration introduces.
fn declared_names(decl: &Decl) -> Vec<String> {
    match decl {
        Decl::Fn(f) => vec![f.ident.sym.to_string()],
        Decl::Class(c) => vec![c.ident.sym.to_string()],
        Decl::Var(var) => {
            let mut names = Vec::new();
            for declarator in &var.decls {
                let ids: Vec<Ident> = swc_core::ecma::utils::find_pat_ids(&declarator.name);
                names.extend(ids.into_iter().map(|id| id.sym.to_string()));
            }
            names
        }
        _ => Vec::new(),
    }
}

/// Identifiers read outside import declarations and local `export { }` lists, plus
/// the targets of `import()` and `require()`.
struct References {
    unresolved_ctxt: SyntaxContext,
    read: HashSet<(Atom, SyntaxContext)>,
    dynamic: Vec<String>,
}

impl Visit for References {
    fn visit_import_decl(&mut self, _: &ImportDecl) {}

    fn visit_named_export(&mut self, named: &NamedExport) {
        if named.src.is_some() {
            named.visit_children_with(self);
        }
    }

    fn visit_ident(&mut self, ident: &Ident) {
        self.read.insert((ident.sym.clone(), ident.ctxt));
    }

    fn visit_call_expr(&mut self, call: &CallExpr) {
        call.visit_children_with(self);
        let is_dynamic = match &call.callee {
            Callee::Import(_) => true,
            Callee::Expr(callee) => {
                matches!(&**callee, Expr::Ident(id) if id.sym == *"require" && id.ctxt == self.unresolved_ctxt)
            }
            _ => false,
        };
        if !is_dynamic {
            return;
        }
        if let Some(Expr::Lit(Lit::Str(s))) = call.args.first().map(|a| &*a.expr) {
            self.dynamic.push(s.value.to_string_lossy().into_owned());
        }
    }
}

/// Removes `export` from declarations whose names nobody uses (they stay as locals
/// for the minifier to drop) and unused names from export lists.
pub(crate) fn strip_unused_exports(module: &mut Module, used: &ExportUse) {
    if *used == ExportUse::All {
        return;
    }
    let body = std::mem::take(&mut module.body);
    module.body = body
        .into_iter()
        .filter_map(|item| strip_item(item, used))
        .collect();
}

fn strip_item(item: ModuleItem, used: &ExportUse) -> Option<ModuleItem> {
    let ModuleItem::ModuleDecl(decl) = item else {
        return Some(item);
    };
    match decl {
        ModuleDecl::ExportDecl(export) => {
            let names = declared_names(&export.decl);
            if names.iter().any(|name| used.uses(name)) {
                Some(ModuleItem::ModuleDecl(ModuleDecl::ExportDecl(export)))
            } else {
                Some(ModuleItem::Stmt(Stmt::Decl(export.decl)))
            }
        }
        ModuleDecl::ExportDefaultDecl(default) if !used.uses("default") => match default.decl {
            DefaultDecl::Fn(FnExpr {
                ident: Some(ident),
                function,
            }) => Some(ModuleItem::Stmt(Stmt::Decl(Decl::Fn(FnDecl {
                ident,
                declare: false,
                function,
            })))),
            DefaultDecl::Class(ClassExpr {
                ident: Some(ident),
                class,
            }) => Some(ModuleItem::Stmt(Stmt::Decl(Decl::Class(ClassDecl {
                ident,
                declare: false,
                class,
            })))),
            DefaultDecl::Class(class) => Some(expr_stmt(Expr::Class(class))),
            _ => None,
        },
        ModuleDecl::ExportDefaultExpr(default) if !used.uses("default") => {
            Some(expr_stmt(*default.expr))
        }
        ModuleDecl::ExportNamed(mut named) if !named.type_only => {
            named
                .specifiers
                .retain(|specifier| used.uses(&specifier_exported_name(specifier)));
            if !named.specifiers.is_empty() {
                return Some(ModuleItem::ModuleDecl(ModuleDecl::ExportNamed(named)));
            }
            // Keep the imported module's side effects and evaluation order.
            named.src.map(|src| {
                ModuleItem::ModuleDecl(ModuleDecl::Import(ImportDecl {
                    span: DUMMY_SP,
                    specifiers: Vec::new(),
                    src,
                    type_only: false,
                    with: None,
                    phase: Default::default(),
                }))
            })
        }
        other => Some(ModuleItem::ModuleDecl(other)),
    }
}

fn expr_stmt(expr: Expr) -> ModuleItem {
    ModuleItem::Stmt(Stmt::Expr(ExprStmt {
        span: DUMMY_SP,
        expr: Box::new(expr),
    }))
}

/// Maps a specifier of a module to the id of the module it resolved to.
pub(crate) type TargetOf<'a> = Box<dyn Fn(&str) -> Option<usize> + 'a>;

/// A module as the propagation sees it: its ES module facts (None for CommonJS and
/// non-JS modules) and the module id each specifier resolved to.
pub(crate) struct ShakeInput<'a> {
    pub(crate) esm: Option<&'a EsmInfo>,
    /// Its package says `"sideEffects": false`: unused, it can be left out.
    pub(crate) side_effect_free: bool,
    pub(crate) target_of: TargetOf<'a>,
    pub(crate) all_targets: Vec<usize>,
}

/// Whether a module stays in the bundle: something uses it, or loading it matters.
pub(crate) fn is_included(used: &ExportUse, side_effect_free: bool) -> bool {
    !side_effect_free || *used != ExportUse::none()
}

/// Used exports of every module; module 0 is the entry (all of its exports are used).
/// A module's own imports count only once the module is included (see [`is_included`]).
pub(crate) fn used_exports(modules: &[ShakeInput<'_>]) -> Vec<ExportUse> {
    let mut used = vec![ExportUse::none(); modules.len()];
    if !used.is_empty() {
        used[0] = ExportUse::All;
    }
    let mut applied = vec![false; modules.len()];
    let mut changed = true;
    while changed {
        changed = false;
        for (id, module) in modules.iter().enumerate() {
            if applied[id] || !is_included(&used[id], module.side_effect_free) {
                continue;
            }
            applied[id] = true;
            changed = true;
            apply_unconditional_uses(module, &mut used);
        }
        for (id, module) in modules.iter().enumerate() {
            let Some(esm) = module.esm else { continue };
            let mine = used[id].clone();
            for (exported, specifier, imported) in &esm.reexports {
                if let (true, Some(target)) = (mine.uses(exported), (module.target_of)(specifier)) {
                    changed |= used[target].add(imported);
                }
            }
            for specifier in &esm.star_reexports {
                let Some(target) = (module.target_of)(specifier) else {
                    continue;
                };
                match &mine {
                    ExportUse::All => changed |= used[target].add("*"),
                    ExportUse::Names(names) => {
                        for name in names {
                            let own = esm.local_exports.contains(name)
                                || esm.reexports.iter().any(|r| &r.0 == name);
                            if !own && name != "default" {
                                changed |= used[target].add(name);
                            }
                        }
                    }
                }
            }
        }
    }
    used
}

fn apply_unconditional_uses(module: &ShakeInput<'_>, used: &mut [ExportUse]) {
    match module.esm {
        None => {
            for &target in &module.all_targets {
                used[target].add("*");
            }
        }
        Some(esm) => {
            for (specifier, name) in &esm.imports {
                if let (Some(target), false) = ((module.target_of)(specifier), name.is_empty()) {
                    used[target].add(name);
                }
            }
        }
    }
}

/// Removes imports and re-exports of modules that are left out of the bundle.
pub(crate) fn drop_imports_of(module: &mut Module, dropped: &HashSet<String>) {
    if dropped.is_empty() {
        return;
    }
    module.body.retain(|item| {
        let src = match item {
            ModuleItem::ModuleDecl(ModuleDecl::Import(import)) => &import.src,
            ModuleItem::ModuleDecl(ModuleDecl::ExportAll(all)) => &all.src,
            ModuleItem::ModuleDecl(ModuleDecl::ExportNamed(NamedExport {
                src: Some(src), ..
            })) => src,
            _ => return true,
        };
        !dropped.contains(&*src.value.to_string_lossy())
    });
}
