//! One JavaScript/TypeScript module through SWC: parse, strip types, JSX, inline
//! `process.env.NODE_ENV`, drop dead branches, ESM to CommonJS, number the
//! `require` calls, then print it (optionally minified) as a registry factory.

use swc_core::common::{
    comments::SingleThreadedComments,
    errors::{Handler, HANDLER},
    pass::Repeat,
    sync::Lrc,
    FileName, Globals, Mark, SourceMap, Spanned, SyntaxContext, DUMMY_SP, GLOBALS,
};
use swc_core::ecma::ast::*;
use swc_core::ecma::codegen::{
    text_writer::{omit_trailing_semi, JsWriter, WriteJs},
    Emitter, Node as _,
};
use swc_core::ecma::minifier::option::{
    terser::TerserCompressorOptions, CompressOptions, ExtraOptions, MangleOptions, MinifyOptions,
};
use swc_core::ecma::parser::{parse_file_as_program, EsSyntax, Syntax, TsSyntax};
use swc_core::ecma::transforms::base::{
    fixer::fixer,
    helpers::{inject_helpers, Helpers, HELPERS},
    hygiene::hygiene,
    resolver,
};
use swc_core::ecma::transforms::module::common_js::{common_js, FeatureFlag};
use swc_core::ecma::transforms::module::path::Resolver as ImportPathResolver;
use swc_core::ecma::transforms::module::util::Config as ModuleConfig;
use swc_core::ecma::transforms::optimization::simplify::{dead_branch_remover, expr_simplifier};
use swc_core::ecma::transforms::react::{self, Runtime};
use swc_core::ecma::transforms::typescript;
use swc_core::ecma::visit::{VisitMut, VisitMutWith};

use std::collections::HashSet;

use crate::shake::{analyze, drop_imports_of, strip_unused_exports, EsmInfo, ExportUse};
use crate::BundlerError;

/// The dialect a source file is parsed as, from its extension.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Dialect {
    /// `.ts`, `.mts`, `.cts`
    TypeScript,
    /// `.tsx`
    Tsx,
    /// JavaScript with JSX (`.jsx`, and `.js` outside node_modules)
    Jsx,
    /// Plain JavaScript (`.js`, `.mjs`, `.cjs` in node_modules)
    JavaScript,
}

impl Dialect {
    fn syntax(self) -> Syntax {
        match self {
            Dialect::TypeScript | Dialect::Tsx => Syntax::Typescript(TsSyntax {
                tsx: self == Dialect::Tsx,
                decorators: true,
                ..Default::default()
            }),
            Dialect::Jsx | Dialect::JavaScript => Syntax::Es(EsSyntax {
                jsx: self == Dialect::Jsx,
                import_attributes: true,
                ..Default::default()
            }),
        }
    }

    fn is_typescript(self) -> bool {
        matches!(self, Dialect::TypeScript | Dialect::Tsx)
    }

    fn has_jsx(self) -> bool {
        matches!(self, Dialect::Tsx | Dialect::Jsx)
    }
}

/// A module turned into a registry factory.
#[derive(Debug, Clone)]
pub(crate) struct TransformedModule {
    /// `function (require, module, exports) {...}` as source text.
    pub(crate) factory: String,
    /// The specifiers of the module's `require` calls; `require(i)` in the factory
    /// means `dependencies[i]`.
    pub(crate) dependencies: Vec<String>,
    /// How each entry of `dependencies` is imported.
    pub(crate) kinds: Vec<ImportKind>,
}

/// How a module reaches one of its dependencies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ImportKind {
    /// `import`, `export from` or `require`: needed when the module runs.
    Static,
    /// Only `import("x")`: needed when the promise is asked for; a split point.
    Dynamic,
}

/// What the first pass over a module learns.
#[derive(Debug, Clone)]
pub(crate) struct Analysis {
    /// Specifiers of every module it may require, in order.
    pub(crate) dependencies: Vec<String>,
    /// How each entry of `dependencies` is imported.
    pub(crate) kinds: Vec<ImportKind>,
    /// Import/export facts when it is an ES module (its factory then waits for
    /// [`transform_module`], which knows which exports are used).
    pub(crate) esm: Option<EsmInfo>,
    /// The finished factory when it is not an ES module.
    pub(crate) factory: Option<String>,
}

/// First pass: dependencies and ES module facts; CommonJS modules are finished here.
pub(crate) fn analyze_module(
    name: &str,
    source: String,
    dialect: Dialect,
    minify: bool,
) -> Result<Analysis, BundlerError> {
    GLOBALS.set(&Globals::new(), || {
        let cm: Lrc<SourceMap> = Default::default();
        with_handler(&cm, name, || {
            let comments = SingleThreadedComments::default();
            let (program, marks) = front_half(&cm, &comments, name, source, dialect)?;
            let esm = match &program {
                Program::Module(module) if is_es_module(module) => {
                    Some(analyze(module, marks.unresolved_ctxt()))
                }
                _ => None,
            };
            if esm.is_some() {
                let (_, dependencies, kinds) = back_half_program(program, marks);
                return Ok(Analysis {
                    dependencies,
                    kinds,
                    esm,
                    factory: None,
                });
            }
            let module = finish(&cm, &comments, name, program, marks, minify)?;
            Ok(Analysis {
                dependencies: module.dependencies,
                kinds: module.kinds,
                esm: None,
                factory: Some(module.factory),
            })
        })
    })
}

/// Second pass for ES modules: drop the exports nobody uses, then finish.
pub(crate) fn transform_module(
    name: &str,
    source: String,
    dialect: Dialect,
    minify: bool,
    used: &ExportUse,
    dropped_imports: &HashSet<String>,
) -> Result<TransformedModule, BundlerError> {
    GLOBALS.set(&Globals::new(), || {
        let cm: Lrc<SourceMap> = Default::default();
        with_handler(&cm, name, || {
            let comments = SingleThreadedComments::default();
            let (mut program, marks) = front_half(&cm, &comments, name, source, dialect)?;
            if let Program::Module(module) = &mut program {
                strip_unused_exports(module, used);
                drop_imports_of(module, dropped_imports);
            }
            finish(&cm, &comments, name, program, marks, minify)
        })
    })
}

#[derive(Clone, Copy)]
struct Marks {
    unresolved: Mark,
    top_level: Mark,
}

impl Marks {
    fn unresolved_ctxt(self) -> SyntaxContext {
        SyntaxContext::empty().apply_mark(self.unresolved)
    }
}

fn is_es_module(module: &Module) -> bool {
    module
        .body
        .iter()
        .any(|item| matches!(item, ModuleItem::ModuleDecl(_)))
}

/// Parse, strip types, JSX, inline NODE_ENV, drop dead branches.
fn front_half(
    cm: &Lrc<SourceMap>,
    comments: &SingleThreadedComments,
    name: &str,
    source: String,
    dialect: Dialect,
) -> Result<(Program, Marks), BundlerError> {
    let program = parse(cm, comments, name, source, dialect)?;
    let marks = Marks {
        unresolved: Mark::new(),
        top_level: Mark::new(),
    };
    let mut program = program.apply(resolver(
        marks.unresolved,
        marks.top_level,
        dialect.is_typescript(),
    ));
    if dialect.is_typescript() {
        program.mutate(typescript::strip(marks.unresolved, marks.top_level));
    }
    if dialect.has_jsx() {
        program.mutate(react::react(
            cm.clone(),
            Some(comments.clone()),
            automatic_jsx_options(),
            marks.top_level,
            marks.unresolved,
        ));
    }
    program.visit_mut_with(&mut ImportMetaReplacer);
    program.visit_mut_with(&mut NodeEnvInliner {
        unresolved_ctxt: marks.unresolved_ctxt(),
    });
    program.mutate(Repeat::new((
        expr_simplifier(marks.unresolved, Default::default()),
        dead_branch_remover(marks.unresolved),
    )));
    Ok((program, marks))
}

/// `import("x")` marked, ES modules to CommonJS, then `require("x")` and the marked
/// imports numbered.
fn back_half_program(
    mut program: Program,
    marks: Marks,
) -> (Program, Vec<String>, Vec<ImportKind>) {
    program.visit_mut_with(&mut DynamicImportMarker {
        unresolved_ctxt: marks.unresolved_ctxt(),
    });
    let mut program = esm_to_commonjs(program, marks.unresolved);
    let mut numbering = RequireNumbering {
        unresolved_ctxt: marks.unresolved_ctxt(),
        specifiers: Vec::new(),
        kinds: Vec::new(),
    };
    program.visit_mut_with(&mut numbering);
    (program, numbering.specifiers, numbering.kinds)
}

/// CommonJS, numbering, then the factory printed (minified when asked).
fn finish(
    cm: &Lrc<SourceMap>,
    comments: &SingleThreadedComments,
    name: &str,
    program: Program,
    marks: Marks,
    minify: bool,
) -> Result<TransformedModule, BundlerError> {
    let (mut program, dependencies, kinds) = back_half_program(program, marks);
    program.mutate(hygiene());
    program.mutate(fixer(None));
    let factory = wrap_in_factory(program);
    let factory = if minify {
        minify_factory(cm, comments, factory)
    } else {
        factory
    };
    let factory = print_expr(cm, &factory, minify).map_err(|message| BundlerError::Transform {
        file: name.to_string(),
        message,
    })?;
    Ok(TransformedModule {
        factory,
        dependencies,
        kinds,
    })
}

fn parse(
    cm: &Lrc<SourceMap>,
    comments: &SingleThreadedComments,
    name: &str,
    source: String,
    dialect: Dialect,
) -> Result<Program, BundlerError> {
    let file = cm.new_source_file(Lrc::new(FileName::Custom(name.to_string())), source);
    let mut recovered = Vec::new();
    let parsed = parse_file_as_program(
        &file,
        dialect.syntax(),
        EsVersion::EsNext,
        Some(comments),
        &mut recovered,
    );
    let error = match parsed {
        Ok(program) if recovered.is_empty() => return Ok(program),
        Ok(_) => recovered.swap_remove(0),
        Err(error) => error,
    };
    let location = cm.lookup_char_pos(error.span().lo);
    Err(BundlerError::Parse {
        file: name.to_string(),
        line: location.line,
        column: location.col_display + 1,
        message: error.kind().msg().to_string(),
    })
}

fn automatic_jsx_options() -> react::Options {
    react::Options {
        runtime: Some(Runtime::Automatic),
        import_source: Some("react".into()),
        development: Some(false),
        ..Default::default()
    }
}

/// Replaces `process.env.NODE_ENV` (with `process` a global) by `"production"`.
struct NodeEnvInliner {
    unresolved_ctxt: SyntaxContext,
}

impl NodeEnvInliner {
    fn is_node_env(&self, expr: &Expr) -> bool {
        let Expr::Member(outer) = expr else {
            return false;
        };
        if !member_prop_is(&outer.prop, "NODE_ENV") {
            return false;
        }
        let Expr::Member(inner) = &*outer.obj else {
            return false;
        };
        if !member_prop_is(&inner.prop, "env") {
            return false;
        }
        matches!(&*inner.obj, Expr::Ident(id) if id.sym == *"process" && id.ctxt == self.unresolved_ctxt)
    }
}

fn member_prop_is(prop: &MemberProp, name: &str) -> bool {
    match prop {
        MemberProp::Ident(id) => id.sym == *name,
        MemberProp::Computed(computed) => {
            matches!(&*computed.expr, Expr::Lit(Lit::Str(s)) if s.value.as_str() == Some(name))
        }
        _ => false,
    }
}

impl VisitMut for NodeEnvInliner {
    fn visit_mut_expr(&mut self, expr: &mut Expr) {
        if self.is_node_env(expr) {
            *expr = Expr::Lit(Lit::Str(Str {
                span: expr.span(),
                value: "production".into(),
                raw: None,
            }));
            return;
        }
        expr.visit_mut_children_with(self);
    }
}

/// `import.meta` cannot stay in a classic script (the factories): `import.meta.hot`
/// (and `webpackHot`) become `undefined`, any other `import.meta` an empty object.
struct ImportMetaReplacer;

fn is_import_meta(expr: &Expr) -> bool {
    matches!(expr, Expr::MetaProp(meta) if meta.kind == MetaPropKind::ImportMeta)
}

impl VisitMut for ImportMetaReplacer {
    fn visit_mut_expr(&mut self, expr: &mut Expr) {
        if let Expr::Member(member) = expr {
            if is_import_meta(&member.obj)
                && (member_prop_is(&member.prop, "hot")
                    || member_prop_is(&member.prop, "webpackHot"))
            {
                *expr = *Expr::undefined(member.span);
                return;
            }
        }
        if is_import_meta(expr) {
            *expr = Expr::Object(ObjectLit {
                span: expr.span(),
                props: Vec::new(),
            });
            return;
        }
        expr.visit_mut_children_with(self);
    }
}

/// ES module syntax to `require`/`exports`, with SWC's interop helpers inlined.
fn esm_to_commonjs(program: Program, unresolved_mark: Mark) -> Program {
    if !matches!(&program, Program::Module(_)) {
        return program;
    }
    HELPERS.set(&Helpers::new(false), || {
        program
            .apply(common_js(
                ImportPathResolver::Default,
                unresolved_mark,
                ModuleConfig::default(),
                FeatureFlag {
                    support_block_scoping: true,
                    support_arrow: true,
                },
            ))
            .apply(inject_helpers(unresolved_mark))
    })
}

/// The global a dynamic import is renamed to between [`DynamicImportMarker`] and
/// [`RequireNumbering`], so the CommonJS transform leaves it alone.
const DYNAMIC_IMPORT_MARK: &str = "__ferrosaurus_dynamic_import";

/// Renames `import("literal")` to `__ferrosaurus_dynamic_import("literal")` (other
/// dynamic imports stay for the CommonJS transform).
struct DynamicImportMarker {
    unresolved_ctxt: SyntaxContext,
}

impl VisitMut for DynamicImportMarker {
    fn visit_mut_call_expr(&mut self, call: &mut CallExpr) {
        call.visit_mut_children_with(self);
        if !matches!(call.callee, Callee::Import(_)) || call.args.len() != 1 {
            return;
        }
        if literal_specifier(&call.args[0]).is_none() {
            return;
        }
        let mark = Ident::new(DYNAMIC_IMPORT_MARK.into(), call.span, self.unresolved_ctxt);
        call.callee = Callee::Expr(Box::new(Expr::Ident(mark)));
    }
}

/// The module name of `require("x")` / `` require(`x`) ``.
fn literal_specifier(arg: &ExprOrSpread) -> Option<String> {
    if arg.spread.is_some() {
        return None;
    }
    match &*arg.expr {
        Expr::Lit(Lit::Str(s)) => Some(s.value.to_string_lossy().into_owned()),
        Expr::Tpl(tpl) if tpl.exprs.is_empty() && tpl.quasis.len() == 1 => tpl.quasis[0]
            .cooked
            .as_ref()
            .map(|cooked| cooked.to_string_lossy().into_owned()),
        _ => None,
    }
}

/// Rewrites `require("spec")` (global `require`, literal argument) to `require(i)`
/// and marked dynamic imports to `require(i, 1)` (the runtime's promise of the
/// module's namespace), remembering the specifiers in order of first appearance.
struct RequireNumbering {
    unresolved_ctxt: SyntaxContext,
    specifiers: Vec<String>,
    kinds: Vec<ImportKind>,
}

impl RequireNumbering {
    /// The index of `specifier`; a static use makes the dependency static.
    fn index_of(&mut self, specifier: String, kind: ImportKind) -> usize {
        match self.specifiers.iter().position(|s| *s == specifier) {
            Some(index) => {
                if kind == ImportKind::Static {
                    self.kinds[index] = ImportKind::Static;
                }
                index
            }
            None => {
                self.specifiers.push(specifier);
                self.kinds.push(kind);
                self.specifiers.len() - 1
            }
        }
    }
}

impl VisitMut for RequireNumbering {
    fn visit_mut_call_expr(&mut self, call: &mut CallExpr) {
        call.visit_mut_children_with(self);
        let Callee::Expr(callee) = &mut call.callee else {
            return;
        };
        let Expr::Ident(callee) = &mut **callee else {
            return;
        };
        if callee.ctxt != self.unresolved_ctxt || call.args.len() != 1 {
            return;
        }
        let kind = if callee.sym == *"require" {
            ImportKind::Static
        } else if callee.sym == *DYNAMIC_IMPORT_MARK {
            ImportKind::Dynamic
        } else {
            return;
        };
        let Some(specifier) = literal_specifier(&call.args[0]) else {
            return;
        };
        let index = self.index_of(specifier, kind);
        let arg = &mut call.args[0];
        *arg.expr = Expr::Lit(Lit::Num(Number {
            span: arg.expr.span(),
            value: index as f64,
            raw: None,
        }));
        if kind == ImportKind::Dynamic {
            callee.sym = "require".into();
            call.args.push(ExprOrSpread {
                spread: None,
                expr: Box::new(Expr::Lit(Lit::Num(Number {
                    span: DUMMY_SP,
                    value: 1.0,
                    raw: None,
                }))),
            });
        }
    }
}

/// `function (require, module, exports) { <module body> }`.
fn wrap_in_factory(program: Program) -> Expr {
    let stmts: Vec<Stmt> = match program {
        Program::Module(module) => module
            .body
            .into_iter()
            .filter_map(|item| match item {
                ModuleItem::Stmt(stmt) => Some(stmt),
                ModuleItem::ModuleDecl(_) => None,
            })
            .collect(),
        Program::Script(script) => script.body,
    };
    let params = ["require", "module", "exports"]
        .into_iter()
        .map(|name| Param {
            span: DUMMY_SP,
            decorators: Vec::new(),
            pat: Pat::Ident(BindingIdent {
                id: Ident::new_no_ctxt(name.into(), DUMMY_SP),
                type_ann: None,
            }),
        })
        .collect();
    let function = Function {
        params,
        body: Some(FunctionBody {
            span: DUMMY_SP,
            stmts,
        }),
        ..Default::default()
    };
    Expr::Fn(FnExpr {
        ident: None,
        function: Box::new(function),
    })
}

/// Minifies a factory: compress and mangle its locals (the factory's own
/// parameters included), keeping the function itself.
fn minify_factory(cm: &Lrc<SourceMap>, comments: &SingleThreadedComments, factory: Expr) -> Expr {
    let unresolved_mark = Mark::new();
    let top_level_mark = Mark::new();
    // An impure call keeps the factory alive through compression.
    let keep = Ident::new_no_ctxt("__ferrosaurus_define".into(), DUMMY_SP);
    let call = CallExpr {
        callee: Callee::Expr(Box::new(Expr::Ident(keep))),
        args: vec![ExprOrSpread {
            spread: None,
            expr: Box::new(factory),
        }],
        ..Default::default()
    };
    let program = Program::Script(Script {
        span: DUMMY_SP,
        body: vec![Stmt::Expr(ExprStmt {
            span: DUMMY_SP,
            expr: Box::new(Expr::Call(call)),
        })],
        shebang: None,
    });
    let program = program.apply(resolver(unresolved_mark, top_level_mark, false));
    let options = MinifyOptions {
        compress: Some(compress_options(cm)),
        mangle: Some(MangleOptions {
            ..Default::default()
        }),
        ..Default::default()
    };
    let extra = ExtraOptions {
        unresolved_mark,
        top_level_mark,
        mangle_name_cache: None,
    };
    let program = swc_core::ecma::minifier::optimize(
        program,
        cm.clone(),
        Some(comments),
        None,
        &options,
        &extra,
    );
    let program = program.apply(fixer(None));
    extract_factory(program).unwrap_or_else(empty_factory)
}

/// Terser's defaults (as SWC's own `jsc.minify` applies them), for ES2020.
fn compress_options(cm: &Lrc<SourceMap>) -> CompressOptions {
    let terser: TerserCompressorOptions =
        serde_json::from_str("{}").expect("the empty object is valid options");
    let mut options = terser.into_config(cm.clone());
    options.ecma = EsVersion::Es2020;
    options
}

fn extract_factory(program: Program) -> Option<Expr> {
    let Program::Script(script) = program else {
        return None;
    };
    script.body.into_iter().find_map(|stmt| match stmt {
        Stmt::Expr(ExprStmt { expr, .. }) => match *expr {
            Expr::Call(call) => call.args.into_iter().next().map(|arg| *arg.expr),
            _ => None,
        },
        _ => None,
    })
}

fn empty_factory() -> Expr {
    Expr::Fn(FnExpr {
        ident: None,
        function: Box::new(Function {
            body: Some(FunctionBody::default()),
            ..Default::default()
        }),
    })
}

fn print_expr(cm: &Lrc<SourceMap>, expr: &Expr, minify: bool) -> Result<String, String> {
    let mut buf = Vec::new();
    {
        let writer = JsWriter::new(cm.clone(), "\n", &mut buf, None);
        if minify {
            emit(cm, expr, omit_trailing_semi(writer), true)?;
        } else {
            emit(cm, expr, writer, false)?;
        }
    }
    String::from_utf8(buf).map_err(|err| err.to_string())
}

fn emit<W: WriteJs>(
    cm: &Lrc<SourceMap>,
    expr: &Expr,
    writer: W,
    minify: bool,
) -> Result<(), String> {
    let mut emitter = Emitter {
        cfg: swc_core::ecma::codegen::Config::default()
            .with_minify(minify)
            .with_target(EsVersion::Es2020)
            .with_ascii_only(false),
        cm: cm.clone(),
        comments: None,
        wr: writer,
    };
    expr.emit_with(&mut emitter).map_err(|err| err.to_string())
}

/// Collects what SWC's transforms report through its global `HANDLER`.
#[derive(Clone, Default)]
struct DiagnosticBuffer(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

impl std::io::Write for DiagnosticBuffer {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0
            .lock()
            .map_err(|_| std::io::Error::other("poisoned"))?
            .extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Runs `op` with a `HANDLER` installed; errors reported through it fail the module.
fn with_handler<T>(
    cm: &Lrc<SourceMap>,
    name: &str,
    op: impl FnOnce() -> Result<T, BundlerError>,
) -> Result<T, BundlerError> {
    let buffer = DiagnosticBuffer::default();
    let handler = Handler::with_emitter_writer(Box::new(buffer.clone()), Some(cm.clone()));
    let result = HANDLER.set(&handler, op)?;
    if handler.has_errors() {
        let text = buffer
            .0
            .lock()
            .map(|b| String::from_utf8_lossy(&b).into_owned())
            .unwrap_or_default();
        return Err(BundlerError::Transform {
            file: name.to_string(),
            message: text.trim().to_string(),
        });
    }
    Ok(result)
}
