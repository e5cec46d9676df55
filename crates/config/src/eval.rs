//! Static evaluation of a JS/TS config module: parse with SWC, then fold the exported value
//! into JSON without running any code.
//!
//! What evaluates: literals, arrays, objects, spreads of local values, `const`/`let` bindings,
//! template strings without expressions, member access on local objects, `as`/`satisfies`
//! casts, `export default`, `module.exports =`, and default imports of local files (evaluated
//! the same way). Anything else (a call, a function, an import of a package) becomes a
//! *dynamic marker*: a JSON object `{"$dynamic": {...}}` that says what it was and where. The
//! caller decides whether a marker is a problem: it is an error only where the value is needed.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use serde_json::{json, Map, Value};
use swc_core::common::sync::Lrc;
use swc_core::common::{FileName, SourceMap, Span, Spanned};
use swc_core::ecma::ast::*;
use swc_core::ecma::parser::{EsSyntax, Parser, StringInput, Syntax, TsSyntax};

use crate::site_paths::SiteRoots;
use crate::ConfigError;

/// Key of the marker object that stands for a value that could not be evaluated statically.
pub const DYNAMIC_KEY: &str = "$dynamic";

/// How deep local imports may chain (a guard against import cycles).
const MAX_IMPORT_DEPTH: usize = 8;

/// Parses `file` and returns its default export (or `module.exports`) as JSON.
pub fn eval_module_file(file: &Path) -> Result<Value, ConfigError> {
    on_a_large_stack(file, || eval_file_at_depth(file, 0, None))
}

/// As [`eval_module_file`], with every local import confined to `roots` (a sidebars file:
/// issue 13); an import that leaves them is a [`ConfigError::Refused`] at its line.
pub(crate) fn eval_module_file_in(file: &Path, roots: &SiteRoots) -> Result<Value, ConfigError> {
    on_a_large_stack(file, || eval_file_at_depth(file, 0, Some(roots)))
}

/// Stack of the thread that parses and folds a module: SWC's parser, and the drop of the tree
/// it builds, recurse once per level of nesting (issue 13: 20,000 nested brackets or unary
/// minus signs overflowed a test thread's 2 MiB). The memory is reserved, not committed.
const PARSE_STACK_BYTES: usize = 256 << 20;

/// Deepest nesting of brackets, template substitutions and prefix operators a module may have;
/// deeper sources are refused before SWC parses them (a config is never this deep).
const MAX_SOURCE_NESTING: usize = 2_000;

/// Runs `job` on a thread of its own with [`PARSE_STACK_BYTES`] of stack, from any caller
/// (a plugin's rayon thread, a test thread).
fn on_a_large_stack<T: Send>(file: &Path, job: impl FnOnce() -> Result<T, ConfigError> + Send) -> Result<T, ConfigError> {
    std::thread::scope(|s| {
        std::thread::Builder::new()
            .name("ferrosaurus-config-eval".into())
            .stack_size(PARSE_STACK_BYTES)
            .spawn_scoped(s, job)
            .map_err(|source| ConfigError::Io { path: file.to_path_buf(), source })?
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })
}

/// The first place where `source` nests deeper than [`MAX_SOURCE_NESTING`] (1-based line and
/// column). Counts `(`, `[`, `{` and `${` against their closers, plus runs of prefix operators
/// (`-`, `+`, `!`, `~`); skips string literals and comments. An over-estimate is harmless: it
/// only has to be right for sources a person writes.
fn too_deep(source: &str) -> Option<(usize, usize)> {
    let (mut depth, mut prefix_run, mut line, mut col) = (0usize, 0usize, 1usize, 0usize);
    let mut quote: Option<char> = None;
    let mut chars = source.chars().peekable();
    let mut template_depths: Vec<usize> = Vec::new();
    while let Some(c) = chars.next() {
        col += 1;
        if c == '\n' {
            line += 1;
            col = 0;
        }
        if let Some(q) = quote {
            match c {
                '\\' => {
                    chars.next();
                }
                '$' if q == '`' && chars.peek() == Some(&'{') => {
                    chars.next();
                    template_depths.push(depth);
                    depth += 1;
                    quote = None;
                }
                _ if c == q => quote = None,
                _ => {}
            }
            continue;
        }
        match c {
            '\'' | '"' | '`' => quote = Some(c),
            '/' if chars.peek() == Some(&'/') => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        line += 1;
                        col = 0;
                        break;
                    }
                }
            }
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => {
                depth = depth.saturating_sub(1);
                if c == '}' && template_depths.last() == Some(&depth) {
                    template_depths.pop();
                    quote = Some('`');
                }
            }
            _ => {}
        }
        prefix_run = match c {
            '-' | '+' | '!' | '~' => prefix_run + 1,
            c if c.is_whitespace() => prefix_run,
            _ => 0,
        };
        if depth + prefix_run > MAX_SOURCE_NESTING {
            return Some((line, col));
        }
    }
    None
}

fn eval_file_at_depth(file: &Path, depth: usize, roots: Option<&SiteRoots>) -> Result<Value, ConfigError> {
    let source = std::fs::read_to_string(file).map_err(|source| ConfigError::Io { path: file.to_path_buf(), source })?;
    if file.extension().is_some_and(|e| e == "json") {
        return serde_json::from_str(&source).map_err(|e| ConfigError::Syntax {
            file: file.to_path_buf(),
            line: e.line(),
            column: e.column(),
            message: e.to_string(),
        });
    }
    eval_module_source(file, source, depth, roots)
}

/// Evaluates module source text; `file` names it (its extension picks the syntax) and anchors
/// relative imports.
pub fn eval_source(file: &Path, source: String) -> Result<Value, ConfigError> {
    on_a_large_stack(file, || eval_module_source(file, source, 0, None))
}

fn syntax_for(file: &Path) -> Syntax {
    match file.extension().and_then(|e| e.to_str()) {
        Some("ts" | "mts" | "cts") => Syntax::Typescript(TsSyntax { tsx: false, ..Default::default() }),
        Some("tsx") => Syntax::Typescript(TsSyntax { tsx: true, ..Default::default() }),
        _ => Syntax::Es(EsSyntax { jsx: true, ..Default::default() }),
    }
}

fn eval_module_source(file: &Path, source: String, depth: usize, roots: Option<&SiteRoots>) -> Result<Value, ConfigError> {
    if let Some((line, column)) = too_deep(&source) {
        let message = format!("nested more than {MAX_SOURCE_NESTING} levels deep (brackets, template substitutions or prefix operators)");
        return Err(ConfigError::Syntax { file: file.to_path_buf(), line, column, message });
    }
    let cm: Lrc<SourceMap> = Default::default();
    let fm = cm.new_source_file(FileName::Real(file.to_path_buf()).into(), source);
    let mut parser = Parser::new(syntax_for(file), StringInput::from(&*fm), None);
    let module = parser.parse_module();
    let first_error = parser.take_errors().into_iter().next();
    let syntax_error = |span: Span, message: String| {
        let loc = cm.lookup_char_pos(span.lo);
        ConfigError::Syntax { file: file.to_path_buf(), line: loc.line, column: loc.col_display + 1, message }
    };
    let module = match (module, first_error) {
        (Err(e), _) | (Ok(_), Some(e)) => return Err(syntax_error(e.span(), e.kind().msg().into_owned())),
        (Ok(m), None) => m,
    };
    let mut eval = Evaluator { cm: &cm, file, depth, roots, refused: std::cell::RefCell::new(None), scope: HashMap::new(), exported: None, budget: std::cell::Cell::new(VALUE_BUDGET), nesting: std::cell::Cell::new(0) };
    for item in &module.body {
        eval.item(item);
    }
    if let Some(refused) = eval.refused.into_inner() {
        return Err(refused);
    }
    Ok(eval.exported.unwrap_or_else(|| {
        let loc = cm.lookup_char_pos(module.span.lo);
        dynamic("no `export default` or `module.exports =` found", loc.line, 1)
    }))
}

/// Builds a dynamic marker.
pub fn dynamic(what: &str, line: usize, column: usize) -> Value {
    json!({ DYNAMIC_KEY: { "what": what, "line": line, "column": column } })
}

/// If `v` is a dynamic marker, returns (what, line, column).
pub fn as_dynamic(v: &Value) -> Option<(String, usize, usize)> {
    let inner = v.as_object()?.get(DYNAMIC_KEY)?;
    Some((
        inner["what"].as_str().unwrap_or_default().to_string(),
        inner["line"].as_u64().unwrap_or(0) as usize,
        inner["column"].as_u64().unwrap_or(0) as usize,
    ))
}

struct Evaluator<'a> {
    cm: &'a SourceMap,
    file: &'a Path,
    depth: usize,
    /// Where local imports may lead (`None`: anywhere, as for the config itself).
    roots: Option<&'a SiteRoots>,
    /// The first import refused by `roots`: the whole file is then an error.
    refused: std::cell::RefCell<Option<ConfigError>>,
    scope: HashMap<String, Value>,
    exported: Option<Value>,
    /// Values left to produce by copying named values: names referring to each other can
    /// describe a value exponentially larger than the file (issue 13).
    budget: std::cell::Cell<usize>,
    /// How deep `expr` is in itself (no stack overflow on hostile nesting).
    nesting: std::cell::Cell<usize>,
}

/// Nesting of expressions the static reader folds; deeper values are left to Node.
const MAX_NESTING: usize = 256;

/// How many JSON values the static reader produces by copying named values, at most.
const VALUE_BUDGET: usize = 1_000_000;

/// The number of JSON values in `v`, counting stops past `limit`.
fn count_values(v: &Value, limit: usize) -> usize {
    let mut count = 0;
    let mut stack = vec![v];
    while let Some(v) = stack.pop() {
        count += 1;
        if count > limit {
            return count;
        }
        match v {
            Value::Array(a) => stack.extend(a.iter()),
            Value::Object(m) => stack.extend(m.values()),
            _ => {}
        }
    }
    count
}

impl Evaluator<'_> {
    fn dyn_at(&self, span: Span, what: impl AsRef<str>) -> Value {
        let loc = self.cm.lookup_char_pos(span.lo);
        dynamic(what.as_ref(), loc.line, loc.col_display + 1)
    }

    fn item(&mut self, item: &ModuleItem) {
        match item {
            ModuleItem::ModuleDecl(decl) => self.module_decl(decl),
            ModuleItem::Stmt(stmt) => self.stmt(stmt),
        }
    }

    fn module_decl(&mut self, decl: &ModuleDecl) {
        match decl {
            ModuleDecl::Import(import) => self.import(import),
            ModuleDecl::ExportDefaultExpr(e) => self.exported = Some(self.expr(&e.expr)),
            ModuleDecl::ExportDecl(e) => {
                if let Decl::Var(var) = &e.decl {
                    self.var_decl(var);
                }
            }
            ModuleDecl::ExportDefaultDecl(e) => {
                self.exported = Some(self.dyn_at(e.span, "a function or class as default export"));
            }
            ModuleDecl::TsExportAssignment(e) => self.exported = Some(self.expr(&e.expr)),
            _ => {}
        }
    }

    fn import(&mut self, import: &ImportDecl) {
        if import.type_only {
            return;
        }
        let src = import.src.value.to_atom_lossy().to_string();
        for spec in &import.specifiers {
            if spec.is_type_only() {
                continue;
            }
            let (local, value) = match spec {
                ImportSpecifier::Default(d) => (d.local.sym.to_string(), self.import_default(&src, import.span)),
                ImportSpecifier::Named(n) => {
                    (n.local.sym.to_string(), self.dyn_at(import.span, format!("named import from '{src}'")))
                }
                ImportSpecifier::Namespace(n) => {
                    (n.local.sym.to_string(), self.dyn_at(import.span, format!("namespace import of '{src}'")))
                }
            };
            self.scope.insert(local, value);
        }
    }

    /// A default import of a local file is evaluated; a package import is dynamic.
    fn import_default(&self, src: &str, span: Span) -> Value {
        if !(src.starts_with("./") || src.starts_with("../")) {
            return self.dyn_at(span, format!("import of package '{src}'"));
        }
        if self.depth >= MAX_IMPORT_DEPTH {
            return self.dyn_at(span, format!("import of '{src}' nested too deeply"));
        }
        let dir = self.file.parent().unwrap_or(Path::new("."));
        let found = match self.roots {
            Some(roots) => roots.confine(dir, src).map(|base| resolve_local(&base)).and_then(|found| found.map(|f| roots.check_found(&f)).transpose()),
            None => Ok(resolve_local(&dir.join(src))),
        };
        match found {
            Ok(Some(path)) => match eval_file_at_depth(&path, self.depth + 1, self.roots) {
                Ok(v) => v,
                Err(e @ ConfigError::Refused { .. }) => self.refuse(e),
                Err(e) => self.dyn_at(span, format!("import of '{src}' failed: {e}")),
            },
            Ok(None) => self.dyn_at(span, format!("import of '{src}': file not found")),
            Err(source) => {
                let line = self.cm.lookup_char_pos(span.lo).line;
                self.refuse(ConfigError::Refused { file: self.file.to_path_buf(), line, source })
            }
        }
    }

    /// Remembers the first refused import; the value left in its place is never used.
    fn refuse(&self, error: ConfigError) -> Value {
        self.refused.borrow_mut().get_or_insert(error);
        Value::Null
    }

    fn stmt(&mut self, stmt: &Stmt) {
        match stmt {
            Stmt::Decl(Decl::Var(var)) => self.var_decl(var),
            Stmt::Expr(e) => self.expr_stmt(&e.expr),
            _ => {}
        }
    }

    fn var_decl(&mut self, var: &VarDecl) {
        for d in &var.decls {
            let Pat::Ident(name) = &d.name else { continue };
            let value = match &d.init {
                Some(init) => self.expr(init),
                None => Value::Null,
            };
            self.scope.insert(name.id.sym.to_string(), value);
        }
    }

    /// `module.exports = x` (CommonJS configs).
    fn expr_stmt(&mut self, expr: &Expr) {
        let Expr::Assign(assign) = expr else { return };
        let AssignTarget::Simple(SimpleAssignTarget::Member(m)) = &assign.left else { return };
        let is_module_exports = matches!(&*m.obj, Expr::Ident(o) if &*o.sym == "module")
            && matches!(&m.prop, MemberProp::Ident(p) if &*p.sym == "exports");
        if is_module_exports {
            self.exported = Some(self.expr(&assign.right));
        }
    }

    fn expr(&self, expr: &Expr) -> Value {
        if self.nesting.get() >= MAX_NESTING {
            return self.dyn_at(expr.span(), format!("a value nested more than {MAX_NESTING} levels deep"));
        }
        self.nesting.set(self.nesting.get() + 1);
        let value = self.expr_unbounded(expr);
        self.nesting.set(self.nesting.get() - 1);
        value
    }

    fn expr_unbounded(&self, expr: &Expr) -> Value {
        match expr {
            Expr::Lit(lit) => self.lit(lit),
            Expr::Tpl(tpl) => self.tpl(tpl),
            Expr::Array(arr) => self.array(arr),
            Expr::Object(obj) => self.object(obj),
            Expr::Ident(id) => self.ident(id),
            Expr::Paren(p) => self.expr(&p.expr),
            Expr::TsAs(e) => self.expr(&e.expr),
            Expr::TsSatisfies(e) => self.expr(&e.expr),
            Expr::TsConstAssertion(e) => self.expr(&e.expr),
            Expr::TsNonNull(e) => self.expr(&e.expr),
            Expr::TsTypeAssertion(e) => self.expr(&e.expr),
            Expr::Member(m) => self.member(m),
            Expr::Unary(u) => self.unary(u),
            Expr::Call(c) => self.dyn_at(c.span, format!("a call of `{}`", self.snippet(c.callee.span()))),
            Expr::Arrow(a) => self.dyn_at(a.span, "a function"),
            Expr::Fn(f) => self.dyn_at(f.function.span, "a function"),
            other => self.dyn_at(other.span(), format!("the expression `{}`", self.snippet(other.span()))),
        }
    }

    fn snippet(&self, span: Span) -> String {
        let text = self.cm.with_snippet_of_span(span, str::to_string).unwrap_or_default();
        let one_line: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
        if one_line.chars().count() > 40 {
            format!("{}…", one_line.chars().take(40).collect::<String>())
        } else {
            one_line
        }
    }

    fn lit(&self, lit: &Lit) -> Value {
        match lit {
            Lit::Str(s) => Value::String(s.value.to_atom_lossy().to_string()),
            Lit::Num(n) => number(n.value),
            Lit::Bool(b) => Value::Bool(b.value),
            Lit::Null(_) => Value::Null,
            other => self.dyn_at(other.span(), "an unsupported literal"),
        }
    }

    fn tpl(&self, tpl: &Tpl) -> Value {
        if !tpl.exprs.is_empty() {
            return self.dyn_at(tpl.span, "a template string with `${}` expressions");
        }
        let text: String = tpl
            .quasis
            .iter()
            .map(|q| q.cooked.as_ref().map(|c| c.to_atom_lossy().to_string()).unwrap_or_else(|| q.raw.to_string()))
            .collect();
        Value::String(text)
    }

    fn array(&self, arr: &ArrayLit) -> Value {
        let mut out = Vec::new();
        for elem in arr.elems.iter().flatten() {
            let value = self.expr(&elem.expr);
            match (elem.spread, value) {
                (Some(_), Value::Array(items)) => out.extend(items),
                (Some(span), v) if as_dynamic(&v).is_none() => out.push(self.dyn_at(span, "a spread of a non-array")),
                (_, v) => out.push(v),
            }
        }
        Value::Array(out)
    }

    fn object(&self, obj: &ObjectLit) -> Value {
        let mut out = Map::new();
        for prop in &obj.props {
            match prop {
                PropOrSpread::Spread(s) => match self.expr(&s.expr) {
                    Value::Object(m) if as_dynamic(&Value::Object(m.clone())).is_none() => out.extend(m),
                    other => {
                        let what = as_dynamic(&other).map(|(w, _, _)| w).unwrap_or_else(|| "a non-object".into());
                        out.insert(format!("...{}", self.snippet(s.expr.span())), self.dyn_at(s.dot3_token, format!("a spread of {what}")));
                    }
                },
                PropOrSpread::Prop(p) => match &**p {
                    Prop::KeyValue(kv) => {
                        let key = match self.prop_name(&kv.key) {
                            Ok(k) => k,
                            Err(v) => {
                                out.insert(format!("[{}]", self.snippet(kv.key.span())), v);
                                continue;
                            }
                        };
                        out.insert(key, self.expr(&kv.value));
                    }
                    Prop::Shorthand(id) => {
                        out.insert(id.sym.to_string(), self.ident(id));
                    }
                    Prop::Method(m) => {
                        let key = self.prop_name(&m.key).unwrap_or_else(|_| "[computed]".into());
                        out.insert(key, self.dyn_at(m.function.span, "a method"));
                    }
                    other => {
                        out.insert(format!("[{}]", self.snippet(other.span())), self.dyn_at(other.span(), "a getter/setter"));
                    }
                },
            }
        }
        Value::Object(out)
    }

    fn prop_name(&self, key: &PropName) -> Result<String, Value> {
        match key {
            PropName::Ident(id) => Ok(id.sym.to_string()),
            PropName::Str(s) => Ok(s.value.to_atom_lossy().to_string()),
            PropName::Num(n) => Ok(n.value.to_string()),
            PropName::Computed(c) => match self.expr(&c.expr) {
                Value::String(s) => Ok(s),
                _ => Err(self.dyn_at(c.span, "a computed key")),
            },
            PropName::BigInt(b) => Ok(b.value.to_string()),
        }
    }

    fn ident(&self, id: &Ident) -> Value {
        match &*id.sym {
            "undefined" => Value::Null,
            name => match self.scope.get(name) {
                Some(value) => {
                    let left = self.budget.get();
                    let size = count_values(value, left);
                    if size > left {
                        return self.dyn_at(id.span, format!("`{name}`, whose value grows past {VALUE_BUDGET} elements once shared references are copied"));
                    }
                    self.budget.set(left - size);
                    value.clone()
                }
                None => self.dyn_at(id.span, format!("the unknown name `{name}`")),
            },
        }
    }

    fn member(&self, m: &MemberExpr) -> Value {
        let obj = self.expr(&m.obj);
        if as_dynamic(&obj).is_some() {
            return self.dyn_at(m.span, format!("`{}`", self.snippet(m.span)));
        }
        let key = match &m.prop {
            MemberProp::Ident(p) => Value::String(p.sym.to_string()),
            MemberProp::Computed(c) => self.expr(&c.expr),
            MemberProp::PrivateName(_) => return self.dyn_at(m.span, "a private field"),
        };
        let found = match (&obj, &key) {
            (Value::Object(o), Value::String(k)) => o.get(k).cloned(),
            (Value::Array(a), Value::Number(n)) => n.as_u64().and_then(|i| a.get(i as usize).cloned()),
            _ => None,
        };
        found.unwrap_or_else(|| self.dyn_at(m.span, format!("`{}` (not found)", self.snippet(m.span))))
    }

    fn unary(&self, u: &UnaryExpr) -> Value {
        match (u.op, self.expr(&u.arg)) {
            (UnaryOp::Minus, Value::Number(n)) => n.as_f64().map(|f| number(-f)).unwrap_or(Value::Null),
            (UnaryOp::Bang, Value::Bool(b)) => Value::Bool(!b),
            _ => self.dyn_at(u.span, format!("`{}`", self.snippet(u.span))),
        }
    }
}

fn number(f: f64) -> Value {
    if f.fract() == 0.0 && f.abs() < 1e15 {
        json!(f as i64)
    } else {
        json!(f)
    }
}

/// Finds `base` with one of the module extensions, or `base/index.*`.
fn resolve_local(base: &Path) -> Option<PathBuf> {
    if base.is_file() {
        return Some(base.to_path_buf());
    }
    const EXTS: [&str; 6] = ["ts", "js", "mjs", "cjs", "json", "tsx"];
    let with_ext = |b: &Path, ext: &str| {
        let mut s = b.as_os_str().to_owned();
        s.push(".");
        s.push(ext);
        PathBuf::from(s)
    };
    EXTS.iter()
        .map(|e| with_ext(base, e))
        .chain(EXTS.iter().map(|e| base.join(format!("index.{e}"))))
        .find(|p| p.is_file())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval(src: &str, name: &str) -> Value {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join(name);
        std::fs::write(&file, src).unwrap();
        eval_module_file(&file).unwrap()
    }

    #[test]
    fn literals_consts_spreads_casts() {
        let v = eval(
            r#"
            import type {Config} from '@docusaurus/types';
            const base = {a: 1, b: 'x'} as const;
            const list = ['p', "q"];
            const config = {
              ...base,
              b: `tpl`,
              list: [...list, 'r'],
              neg: -2.5,
              nested: {ok: true, nil: null, undef: undefined},
              base,
              picked: base.b,
              'quoted-key': 1,
            } satisfies Config;
            export default config;
            "#,
            "docusaurus.config.ts",
        );
        assert_eq!(
            v,
            json!({"a": 1, "b": "tpl", "list": ["p", "q", "r"], "neg": -2.5,
                   "nested": {"ok": true, "nil": null, "undef": null},
                   "base": {"a": 1, "b": "x"}, "picked": "x", "quoted-key": 1})
        );
    }

    #[test]
    fn commonjs_export() {
        let v = eval("const x = 1; module.exports = {x, y: [x]};", "docusaurus.config.js");
        assert_eq!(v, json!({"x": 1, "y": [1]}));
    }

    #[test]
    fn dynamic_values_are_markers_with_their_line() {
        let v = eval(
            "import {themes} from 'prism-react-renderer';\nexport default {\n  a: require.resolve('./x'),\n  b: themes.github,\n  c: `${1}`,\n  d: () => 1,\n};\n",
            "c.ts",
        );
        let (what, line, _) = as_dynamic(&v["a"]).unwrap();
        assert_eq!((what.as_str(), line), ("a call of `require.resolve`", 3));
        assert_eq!(as_dynamic(&v["b"]).unwrap().1, 4);
        assert!(as_dynamic(&v["c"]).unwrap().0.contains("template"));
        assert_eq!(as_dynamic(&v["d"]).unwrap().0, "a function");
    }

    #[test]
    fn default_import_of_local_file_is_evaluated() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("docs/api")).unwrap();
        std::fs::write(dir.path().join("docs/api/sidebar.ts"), "const s = ['a']; export default s;").unwrap();
        let file = dir.path().join("sidebars.ts");
        std::fs::write(&file, "import api from './docs/api/sidebar';\nimport missing from './nope';\nexport default {api, missing};").unwrap();
        let v = eval_module_file(&file).unwrap();
        assert_eq!(v["api"], json!(["a"]));
        assert_eq!(as_dynamic(&v["missing"]).unwrap().0, "import of './nope': file not found");
    }

    #[test]
    fn syntax_error_has_line_and_column() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("docusaurus.config.ts");
        std::fs::write(&file, "export default {\n  title: 'x',\n  tagline: ,\n};\n").unwrap();
        let err = eval_module_file(&file).unwrap_err();
        let ConfigError::Syntax { line, column, .. } = &err else { panic!("{err}") };
        assert_eq!((*line, *column), (3, 12));
    }
}
