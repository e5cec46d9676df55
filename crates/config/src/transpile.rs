//! The local module graph of a config (or sidebars) file, transpiled for Node's `require`:
//! TypeScript types stripped and ES modules turned into CommonJS by SWC, each with a table of
//! positions so a JS error in the transpiled code is reported at the line the author wrote.
//!
//! Only files the entry reaches through literal relative specifiers (`import`, `export ... from`,
//! `require('./x')`, `import('./x')`) are visited; plain CommonJS JavaScript is left for Node
//! to load itself.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use swc_core::common::errors::{Handler, HANDLER};
use swc_core::common::{sync::Lrc, FileName, Globals, Mark, SourceMap, Spanned, GLOBALS};
use swc_core::ecma::ast::*;
use swc_core::ecma::codegen::{text_writer::JsWriter, Emitter, Node as _};
use swc_core::ecma::parser::{parse_file_as_expr, parse_file_as_program, EsSyntax, Syntax, TsSyntax};
use swc_core::ecma::transforms::base::{fixer::fixer, helpers::{inject_helpers, Helpers, HELPERS}, hygiene::hygiene, resolver};
use swc_core::ecma::transforms::module::common_js::{common_js, FeatureFlag};
use swc_core::ecma::transforms::module::path::Resolver as ImportPathResolver;
use swc_core::ecma::transforms::module::util::Config as ModuleConfig;
use swc_core::ecma::transforms::typescript;
use swc_core::ecma::visit::{Visit, VisitMut, VisitMutWith, VisitWith};

use crate::site_paths::SiteRoots;
use crate::ConfigError;

/// At most this many local files are followed from one entry.
const MAX_FILES: usize = 500;

/// Extensions tried for a relative specifier without one, in Node's order plus TypeScript's.
const EXTENSIONS: &[&str] = &["js", "ts", "tsx", "mts", "cts", "mjs", "cjs", "jsx", "json"];

/// One file of the graph, transpiled.
#[derive(Debug, Clone)]
pub struct TranspiledModule {
    /// Absolute path.
    pub path: PathBuf,
    /// CommonJS code.
    pub code: String,
    /// (generated line, generated column, source line, source column), all 1-based, sorted.
    positions: Vec<(u32, u32, u32, u32)>,
}

impl TranspiledModule {
    /// The source position of a 1-based position in the generated code.
    pub fn original_position(&self, line: usize, column: usize) -> Option<(usize, usize)> {
        let key = (line as u32, column as u32);
        let i = self.positions.partition_point(|p| (p.0, p.1) <= key);
        let p = self.positions.get(i.checked_sub(1)?)?;
        (p.0 == key.0).then_some((p.2 as usize, p.3 as usize)).or(Some((p.2 as usize, p.3 as usize)))
    }
}

/// Files of the graph that need transpiling.
pub fn transpile_graph(entry: &Path) -> Result<Vec<TranspiledModule>, ConfigError> {
    transpile_graph_in(entry, None)
}

/// As [`transpile_graph`], every relative specifier confined to `roots` when given (a sidebars
/// file: issue 13); one that leaves them is a [`ConfigError::Refused`] at its line.
pub(crate) fn transpile_graph_in(entry: &Path, roots: Option<&SiteRoots>) -> Result<Vec<TranspiledModule>, ConfigError> {
    let mut seen = HashSet::new();
    let entry = std::fs::canonicalize(entry).map_err(|source| ConfigError::Io { path: entry.to_path_buf(), source })?;
    let mut queue = vec![entry];
    let mut out = Vec::new();
    while let Some(file) = queue.pop() {
        if !seen.insert(file.clone()) || seen.len() > MAX_FILES {
            continue;
        }
        if file.extension().is_some_and(|e| e == "json" || e == "node") {
            continue;
        }
        let source = std::fs::read_to_string(&file).map_err(|source| ConfigError::Io { path: file.clone(), source })?;
        let module = Transpiled::new(&file, source)?;
        if let Some(roots) = roots {
            confine_specifiers(&file, &module.specifiers, roots)?;
        }
        for spec in &module.specifiers {
            if let Some(dep) = resolve_relative(&file, spec) {
                queue.push(dep);
            }
        }
        if module.needs_transpiling {
            let (code, positions) = module.into_commonjs()?;
            out.push(TranspiledModule { path: file.clone(), code, positions });
        }
    }
    Ok(out)
}

/// Every literal relative specifier of `file` (found in the module or as a `require`) stays
/// inside `roots`, the file it resolves to included.
fn confine_specifiers(file: &Path, specifiers: &[String], roots: &SiteRoots) -> Result<(), ConfigError> {
    let dir = file.parent().unwrap_or(Path::new("/"));
    for spec in specifiers.iter().filter(|s| s.starts_with("./") || s.starts_with("../")) {
        let checked = roots.confine(dir, spec).and_then(|base| resolve_module_file(&base).map_or(Ok(base), |found| roots.check_found(&found)));
        if let Err(source) = checked {
            return Err(ConfigError::Refused { file: file.to_path_buf(), line: line_naming(file, spec), source });
        }
    }
    Ok(())
}

/// The 1-based line of `file` that writes `spec` in quotes (0 when not found).
fn line_naming(file: &Path, spec: &str) -> usize {
    let text = std::fs::read_to_string(file).unwrap_or_default();
    let quoted = ['\'', '"', '`'].map(|q| format!("{q}{spec}{q}"));
    text.lines().position(|l| quoted.iter().any(|q| l.contains(q.as_str()))).map_or(0, |i| i + 1)
}

/// The file a relative specifier names, as Node names it (real path).
fn resolve_relative(from: &Path, spec: &str) -> Option<PathBuf> {
    if !(spec.starts_with("./") || spec.starts_with("../")) {
        return None;
    }
    std::fs::canonicalize(resolve_module_file(&from.parent()?.join(spec))?).ok()
}

/// The file a module path names, as Node and Docusaurus's loader find it: the path itself,
/// with an extension, its `index` file, or, for a `.js` path that does not exist, the
/// TypeScript file beside it (`./sidebars.js` written for `sidebars.ts`).
pub fn resolve_module_file(base: &Path) -> Option<PathBuf> {
    if base.is_file() {
        return Some(base.to_path_buf());
    }
    let with_ext = |b: &Path| EXTENSIONS.iter().map(move |e| PathBuf::from(format!("{}.{e}", b.display()))).find(|p| p.is_file());
    with_ext(base).or_else(|| with_ext(&base.join("index"))).or_else(|| {
        let text = base.to_string_lossy();
        let stem = [".js", ".jsx", ".mjs", ".cjs"].iter().find_map(|e| text.strip_suffix(e))?;
        ["ts", "tsx", "mts", "cts"].iter().map(|e| PathBuf::from(format!("{stem}.{e}"))).find(|p| p.is_file())
    })
}

fn syntax_for(file: &Path) -> Syntax {
    match file.extension().and_then(|e| e.to_str()) {
        Some("ts" | "mts" | "cts") => Syntax::Typescript(TsSyntax { tsx: false, ..Default::default() }),
        Some("tsx") => Syntax::Typescript(TsSyntax { tsx: true, ..Default::default() }),
        _ => Syntax::Es(EsSyntax { jsx: true, ..Default::default() }),
    }
}

struct Transpiled {
    cm: Lrc<SourceMap>,
    file: PathBuf,
    program: Program,
    specifiers: Vec<String>,
    needs_transpiling: bool,
    typescript: bool,
}

impl Transpiled {
    fn new(file: &Path, source: String) -> Result<Self, ConfigError> {
        let cm: Lrc<SourceMap> = Default::default();
        let fm = cm.new_source_file(FileName::Real(file.to_path_buf()).into(), source);
        let syntax = syntax_for(file);
        let mut errors = Vec::new();
        let program = parse_file_as_program(&fm, syntax, EsVersion::latest(), None, &mut errors);
        let first = match program {
            Err(e) => Some(e),
            Ok(_) => errors.into_iter().next(),
        };
        if let Some(e) = first {
            let loc = cm.lookup_char_pos(e.span().lo);
            return Err(ConfigError::Syntax { file: file.to_path_buf(), line: loc.line, column: loc.col_display + 1, message: e.kind().msg().into_owned() });
        }
        let program = parse_file_as_program(&fm, syntax, EsVersion::latest(), None, &mut Vec::new()).expect("parsed above");
        let mut finder = Specifiers::default();
        program.visit_with(&mut finder);
        let typescript = syntax.typescript();
        let is_esm = matches!(&program, Program::Module(m) if m.body.iter().any(|i| matches!(i, ModuleItem::ModuleDecl(_))));
        let needs_transpiling = typescript || is_esm || finder.import_meta || file.extension().is_some_and(|e| e == "mjs" || e == "jsx");
        Ok(Self { cm, file: file.to_path_buf(), program, specifiers: finder.found, needs_transpiling, typescript })
    }

    fn into_commonjs(self) -> Result<(String, Vec<(u32, u32, u32, u32)>), ConfigError> {
        let Transpiled { cm, file, program, typescript, .. } = self;
        let buffer = DiagnosticSink::default();
        let handler = Handler::with_emitter_writer(Box::new(buffer.clone()), Some(cm.clone()));
        // helpers (interop, spread...) are inlined: the site may not have @swc/helpers installed
        let code = GLOBALS.set(&Globals::new(), || {
            HANDLER.set(&handler, || {
                HELPERS.set(&Helpers::new(false), || {
                    let unresolved = Mark::new();
                    let top_level = Mark::new();
                    let mut program = program.apply(resolver(unresolved, top_level, typescript));
                    if typescript {
                        program.mutate(typescript::strip(unresolved, top_level));
                    }
                    program.visit_mut_with(&mut ImportMetaToCommonJs { replacement: import_meta_replacement(&cm) });
                    let program = program
                        .apply(common_js(
                            ImportPathResolver::Default,
                            unresolved,
                            ModuleConfig { ignore_dynamic: false, ..Default::default() },
                            FeatureFlag { support_block_scoping: true, support_arrow: true },
                        ))
                        .apply(inject_helpers(unresolved))
                        .apply(hygiene())
                        .apply(fixer(None));
                    print_with_source_map(&cm, &program)
                })
            })
        });
        code.map_err(|message| ConfigError::Syntax { file, line: 1, column: 1, message: format!("cannot transpile: {message} {}", buffer.text()) })
    }
}

fn print_with_source_map(cm: &Lrc<SourceMap>, program: &Program) -> Result<(String, Vec<(u32, u32, u32, u32)>), String> {
    let mut buf = Vec::new();
    let mut mappings = Vec::new();
    {
        let mut emitter = Emitter {
            cfg: swc_core::ecma::codegen::Config::default().with_target(EsVersion::Es2022),
            cm: cm.clone(),
            comments: None,
            wr: JsWriter::new(cm.clone(), "\n", &mut buf, Some(&mut mappings)),
        };
        program.emit_with(&mut emitter).map_err(|e| e.to_string())?;
    }
    let mut positions: Vec<(u32, u32, u32, u32)> = mappings
        .iter()
        .filter(|(pos, _)| !pos.is_dummy() && pos.0 > 0)
        .map(|(pos, gen)| {
            let loc = cm.lookup_char_pos(*pos);
            (gen.line + 1, gen.col + 1, loc.line as u32, loc.col_display as u32 + 1)
        })
        .collect();
    positions.sort_unstable();
    positions.dedup_by_key(|p| (p.0, p.1));
    Ok((String::from_utf8(buf).map_err(|e| e.to_string())?, positions))
}

/// `import.meta` in a module that now runs as CommonJS.
fn import_meta_replacement(cm: &Lrc<SourceMap>) -> Box<Expr> {
    const SNIPPET: &str = "({ url: require('url').pathToFileURL(__filename).href, dirname: __dirname, filename: __filename, \
        resolve: (s) => require('url').pathToFileURL(require.resolve(s)).href })";
    let fm = cm.new_source_file(FileName::Anon.into(), SNIPPET.to_string());
    parse_file_as_expr(&fm, Syntax::Es(Default::default()), EsVersion::latest(), None, &mut Vec::new()).expect("the snippet parses")
}

struct ImportMetaToCommonJs {
    replacement: Box<Expr>,
}

impl VisitMut for ImportMetaToCommonJs {
    fn visit_mut_expr(&mut self, expr: &mut Expr) {
        if matches!(expr, Expr::MetaProp(m) if m.kind == MetaPropKind::ImportMeta) {
            *expr = (*self.replacement).clone();
            return;
        }
        expr.visit_mut_children_with(self);
    }
}

/// Literal module specifiers a file refers to.
#[derive(Default)]
struct Specifiers {
    found: Vec<String>,
    import_meta: bool,
}

impl Visit for Specifiers {
    fn visit_import_decl(&mut self, n: &ImportDecl) {
        if !n.type_only {
            self.found.push(n.src.value.to_atom_lossy().to_string());
        }
    }

    fn visit_named_export(&mut self, n: &NamedExport) {
        if let Some(src) = &n.src {
            self.found.push(src.value.to_atom_lossy().to_string());
        }
    }

    fn visit_export_all(&mut self, n: &ExportAll) {
        self.found.push(n.src.value.to_atom_lossy().to_string());
    }

    fn visit_call_expr(&mut self, n: &CallExpr) {
        let is_loader = match &n.callee {
            Callee::Import(_) => true,
            Callee::Expr(e) => matches!(&**e, Expr::Ident(i) if &*i.sym == "require"),
            Callee::Super(_) => false,
        };
        if is_loader {
            if let Some(Expr::Lit(Lit::Str(s))) = n.args.first().map(|a| &*a.expr) {
                self.found.push(s.value.to_atom_lossy().to_string());
            }
        }
        n.visit_children_with(self);
    }

    fn visit_meta_prop_expr(&mut self, n: &MetaPropExpr) {
        if n.kind == MetaPropKind::ImportMeta {
            self.import_meta = true;
        }
    }
}

/// Collects what SWC's transforms report through its global handler.
#[derive(Clone, Default)]
struct DiagnosticSink(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

impl DiagnosticSink {
    fn text(&self) -> String {
        String::from_utf8_lossy(&self.0.lock().unwrap_or_else(|e| e.into_inner())).into_owned()
    }
}

impl std::io::Write for DiagnosticSink {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typescript_and_esm_are_followed_and_transpiled_plain_commonjs_is_not() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        std::fs::write(d.join("docusaurus.config.ts"), "import type {Config} from '@docusaurus/types';\nimport side from './side';\nconst c: Config = {title: side.t, u: import.meta.url};\nexport default c;\n").unwrap();
        std::fs::write(d.join("side.mjs"), "export default {t: require('./plain.js').t};\n").unwrap();
        std::fs::write(d.join("plain.js"), "module.exports = {t: 'x'};\n").unwrap();
        let out = transpile_graph(&d.join("docusaurus.config.ts")).unwrap();
        let names: Vec<String> = out.iter().map(|m| m.path.file_name().unwrap().to_string_lossy().into_owned()).collect();
        assert_eq!(names.len(), 2, "{names:?}");
        assert!(names.contains(&"docusaurus.config.ts".to_string()) && names.contains(&"side.mjs".to_string()));
        let module = out.iter().find(|m| m.path.ends_with("docusaurus.config.ts")).unwrap();
        let config = &module.code;
        assert!(!config.contains("Config"), "types are stripped: {config}");
        assert!(config.contains("require(\"./side\")") && config.contains("pathToFileURL(__filename)"), "{config}");
        let generated_line = config.lines().position(|l| l.contains("side.default.t") || l.contains("_side.default.t")).expect("the title line") + 1;
        assert_eq!(module.original_position(generated_line, 1).map(|p| p.0), Some(3), "{config}");
    }

    #[test]
    fn a_syntax_error_names_file_line_and_column() {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("docusaurus.config.ts");
        std::fs::write(&f, "export default {\n  title: 'x',,\n};\n").unwrap();
        match transpile_graph(&f) {
            Err(ConfigError::Syntax { line, column, .. }) => assert_eq!((line, column), (2, 14)),
            other => panic!("{other:?}"),
        }
    }
}
