//! Unused exports of ES modules: which names each module's importers use, so the
//! others can lose their `export` and be dropped by the minifier as dead code.
//!
//! A module's uses of another depend on which of its own exports are used, at the
//! level of its top-level statements: an import is used when code that runs as the
//! module loads reads it (a statement with side effects, and every declaration such
//! code refers to), or when a declaration reachable from a used export reads it. A
//! re-export is used only when someone uses the re-exported name. CommonJS importers,
//! namespace imports and dynamic `import()` use everything. So a package entry that
//! imports a server-only chunk for exports nobody uses leaves that chunk (and its own
//! imports) out when the package says `"sideEffects": false`.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

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
    /// Names of other modules this module reads anywhere ("*" = all of them; "" for
    /// an import of the module for its side effects only).
    pub(crate) imports: Vec<(String, String)>,
    /// The imports that code run when the module loads reads (directly or through the
    /// declarations it refers to), dynamic `import()`/`require()` targets, and imports
    /// for side effects: used as soon as the module is in the bundle.
    pub(crate) load_imports: Vec<(String, String)>,
    /// Per own export: the imports the declarations it reaches read.
    pub(crate) export_imports: BTreeMap<String, Vec<(String, String)>>,
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
    for specifier in &references.dynamic {
        info.imports.push((specifier.clone(), "*".to_string()));
        info.load_imports.push((specifier.clone(), "*".to_string()));
    }
    for (local, (src, imported)) in &bindings {
        if references.read.contains(local) {
            info.imports.push((src.clone(), imported.clone()));
        }
    }
    info.load_imports.extend(info.imports.iter().filter(|(_, name)| name.is_empty()).cloned());
    let items = TopLevel::of(module, unresolved_ctxt);
    info.load_imports.extend(items.imports_read(&items.run_on_load(), &bindings));
    for (local, exported) in exported_locals {
        match bindings.get(&local) {
            Some((src, imported)) if !references.read.contains(&local) => {
                info.reexports
                    .push((exported, src.clone(), imported.clone()));
            }
            Some(import) => {
                info.export_imports.insert(exported.clone(), vec![import.clone()]);
                info.local_exports.insert(exported);
            }
            None => {
                let roots = items.declaring(&local);
                info.export_imports.insert(exported.clone(), items.imports_read(&roots, &bindings));
                info.local_exports.insert(exported);
            }
        }
    }
    for (exported, roots) in items.exported_items() {
        info.export_imports.insert(exported, items.imports_read(&roots, &bindings));
    }
    info
}

/// A binding: its name and its syntax context (after SWC's resolver).
type Binding = (Atom, SyntaxContext);

/// The top-level statements of an ES module (imports and re-exports aside): what each
/// declares, reads and whether it does something when the module loads.
struct TopLevel {
    /// Per statement: the bindings it reads (its own included).
    reads: Vec<HashSet<Binding>>,
    /// Per statement: it runs code with effects as the module loads.
    effects: Vec<bool>,
    /// Statements declaring each top-level binding.
    declared_by: HashMap<Binding, Vec<usize>>,
    /// Exports declared in place (`export function f`, `export default ...`), by name.
    exported: Vec<(String, usize)>,
}

impl TopLevel {
    fn of(module: &Module, unresolved_ctxt: SyntaxContext) -> Self {
        let mut top = TopLevel { reads: Vec::new(), effects: Vec::new(), declared_by: HashMap::new(), exported: Vec::new() };
        for item in &module.body {
            let (declared, effects): (Vec<Binding>, bool) = match item {
                ModuleItem::ModuleDecl(ModuleDecl::Import(_) | ModuleDecl::ExportAll(_) | ModuleDecl::ExportNamed(_)) => continue,
                ModuleItem::ModuleDecl(ModuleDecl::ExportDecl(export)) => {
                    for name in declared_names(&export.decl) {
                        top.exported.push((name, top.reads.len()));
                    }
                    (declared_bindings(&export.decl), !decl_is_pure(&export.decl))
                }
                ModuleItem::ModuleDecl(ModuleDecl::ExportDefaultDecl(default)) => {
                    top.exported.push(("default".to_string(), top.reads.len()));
                    match &default.decl {
                        DefaultDecl::Fn(f) => (f.ident.iter().map(|i| (i.sym.clone(), i.ctxt)).collect(), false),
                        DefaultDecl::Class(c) => (c.ident.iter().map(|i| (i.sym.clone(), i.ctxt)).collect(), !class_is_pure(&c.class)),
                        _ => (Vec::new(), true),
                    }
                }
                ModuleItem::ModuleDecl(ModuleDecl::ExportDefaultExpr(default)) => {
                    top.exported.push(("default".to_string(), top.reads.len()));
                    (Vec::new(), !expr_is_pure(&default.expr))
                }
                ModuleItem::Stmt(Stmt::Decl(decl)) => (declared_bindings(decl), !decl_is_pure(decl)),
                ModuleItem::Stmt(Stmt::Empty(_)) => (Vec::new(), false),
                _ => (Vec::new(), true),
            };
            let mut reads = References { unresolved_ctxt, read: HashSet::new(), dynamic: Vec::new() };
            item.visit_with(&mut reads);
            for binding in declared {
                top.declared_by.entry(binding).or_default().push(top.reads.len());
            }
            top.reads.push(reads.read);
            top.effects.push(effects);
        }
        top
    }

    /// Statements that run code with effects as the module loads.
    fn run_on_load(&self) -> Vec<usize> {
        self.effects.iter().enumerate().filter(|(_, effects)| **effects).map(|(i, _)| i).collect()
    }

    /// Statements declaring `binding`.
    fn declaring(&self, binding: &Binding) -> Vec<usize> {
        self.declared_by.get(binding).cloned().unwrap_or_default()
    }

    /// Exports declared in place, each with its statement.
    fn exported_items(&self) -> Vec<(String, Vec<usize>)> {
        let mut by_name: BTreeMap<String, Vec<usize>> = BTreeMap::new();
        for (name, item) in &self.exported {
            by_name.entry(name.clone()).or_default().push(*item);
        }
        by_name.into_iter().collect()
    }

    /// The imports read by `roots` and every top-level declaration they reach.
    fn imports_read(&self, roots: &[usize], imports: &BTreeMap<Binding, (String, String)>) -> Vec<(String, String)> {
        let mut seen = vec![false; self.reads.len()];
        let mut stack: Vec<usize> = roots.to_vec();
        let mut found: BTreeSet<(String, String)> = BTreeSet::new();
        while let Some(item) = stack.pop() {
            if std::mem::replace(&mut seen[item], true) {
                continue;
            }
            for binding in &self.reads[item] {
                if let Some(import) = imports.get(binding) {
                    found.insert(import.clone());
                }
                for &next in self.declared_by.get(binding).into_iter().flatten() {
                    if !seen[next] {
                        stack.push(next);
                    }
                }
            }
        }
        found.into_iter().collect()
    }
}

/// The bindings a declaration introduces, with their contexts.
fn declared_bindings(decl: &Decl) -> Vec<Binding> {
    match decl {
        Decl::Fn(f) => vec![(f.ident.sym.clone(), f.ident.ctxt)],
        Decl::Class(c) => vec![(c.ident.sym.clone(), c.ident.ctxt)],
        Decl::Var(var) => var
            .decls
            .iter()
            .flat_map(|d| swc_core::ecma::utils::find_pat_ids::<_, Ident>(&d.name))
            .map(|id| (id.sym, id.ctxt))
            .collect(),
        _ => Vec::new(),
    }
}

/// A declaration that does nothing as the module loads but bind its names. Judged
/// strictly (a call or a property read counts as an effect): an import is only left
/// unused when the minifier is sure to drop the code that reads it.
fn decl_is_pure(decl: &Decl) -> bool {
    match decl {
        Decl::Fn(_) => true,
        Decl::Class(c) => class_is_pure(&c.class),
        Decl::Var(var) => var.decls.iter().all(|d| matches!(d.name, Pat::Ident(_)) && d.init.as_deref().is_none_or(expr_is_pure)),
        _ => false,
    }
}

fn class_is_pure(class: &Class) -> bool {
    class.decorators.is_empty()
        && class.super_class.as_deref().is_none_or(|e| matches!(e, Expr::Ident(_)))
        && class.body.iter().all(|member| match member {
            ClassMember::Constructor(_) | ClassMember::Method(_) | ClassMember::PrivateMethod(_) | ClassMember::Empty(_) => {
                !matches!(member, ClassMember::Method(m) if matches!(m.key, PropName::Computed(_)))
            }
            ClassMember::ClassProp(prop) => {
                !matches!(prop.key, PropName::Computed(_)) && (!prop.is_static || prop.value.as_deref().is_none_or(expr_is_pure))
            }
            ClassMember::PrivateProp(prop) => !prop.is_static || prop.value.as_deref().is_none_or(expr_is_pure),
            _ => false,
        })
}

/// An expression that has no effect when evaluated (literals, functions, names, and
/// object/array literals of those).
fn expr_is_pure(expr: &Expr) -> bool {
    match expr {
        Expr::Lit(_) | Expr::Ident(_) | Expr::Arrow(_) | Expr::Fn(_) => true,
        Expr::Class(c) => class_is_pure(&c.class),
        Expr::Paren(p) => expr_is_pure(&p.expr),
        Expr::Tpl(tpl) => tpl.exprs.iter().all(|e| expr_is_pure(e)),
        Expr::Unary(u) => matches!(u.op, UnaryOp::Minus | UnaryOp::Plus | UnaryOp::Bang | UnaryOp::Void) && matches!(&*u.arg, Expr::Lit(_)),
        Expr::Array(array) => array.elems.iter().flatten().all(|e| e.spread.is_none() && expr_is_pure(&e.expr)),
        Expr::Object(object) => object.props.iter().all(|prop| match prop {
            PropOrSpread::Prop(prop) => match &**prop {
                Prop::Shorthand(_) => true,
                Prop::KeyValue(kv) => !matches!(kv.key, PropName::Computed(_)) && expr_is_pure(&kv.value),
                Prop::Method(m) => !matches!(m.key, PropName::Computed(_)),
                Prop::Getter(g) => !matches!(g.key, PropName::Computed(_)),
                Prop::Setter(s) => !matches!(s.key, PropName::Computed(_)),
                _ => false,
            },
            PropOrSpread::Spread(_) => false,
        }),
        _ => false,
    }
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
    let mut applied_exports: Vec<BTreeSet<String>> = vec![BTreeSet::new(); modules.len()];
    let mut changed = true;
    while changed {
        changed = false;
        for (id, module) in modules.iter().enumerate() {
            if !is_included(&used[id], module.side_effect_free) {
                continue;
            }
            if !applied[id] {
                applied[id] = true;
                changed = true;
                apply_load_uses(module, &mut used);
            }
            if let Some(esm) = module.esm {
                let newly_used: Vec<&String> = esm.local_exports.iter().filter(|name| used[id].uses(name) && !applied_exports[id].contains(*name)).collect();
                for name in newly_used {
                    if applied_exports[id].insert(name.clone()) {
                        changed = true;
                        for (specifier, imported) in esm.export_imports.get(name).into_iter().flatten() {
                            if let Some(target) = (module.target_of)(specifier) {
                                used[target].add(imported);
                            }
                        }
                    }
                }
            }
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

/// What a module in the bundle uses as it loads: everything for CommonJS, the imports
/// its load-time code reads for an ES module.
fn apply_load_uses(module: &ShakeInput<'_>, used: &mut [ExportUse]) {
    match module.esm {
        None => {
            for &target in &module.all_targets {
                used[target].add("*");
            }
        }
        Some(esm) => {
            for (specifier, name) in &esm.load_imports {
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
