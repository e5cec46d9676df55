//! What a JavaScript or TypeScript module imports, read with SWC's parser (not a text search,
//! so comments and strings do not count): `import … from '…'`, `export … from '…'`, and
//! `require('…')` / `import('…')` with a string literal, each with its line.

use std::path::Path;

use swc_core::common::{sync::Lrc, FileName, SourceMap, Spanned};
use swc_core::ecma::ast::{CallExpr, Callee, EsVersion, ExportAll, Expr, ImportDecl, Lit, NamedExport, Str};
use swc_core::ecma::parser::{parse_file_as_program, EsSyntax, Syntax, TsSyntax};
use swc_core::ecma::visit::{Visit, VisitWith};

/// One import of a module.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Import {
    /// The specifier as written (`./photo.png`, `@site/static/x.jpg`, `react`).
    pub(crate) specifier: String,
    /// Its line in the module (1-based).
    pub(crate) line: usize,
}

/// The parser's syntax for a file: TypeScript for `.ts`/`.tsx`, else JavaScript with JSX
/// (compiled MDX too).
fn syntax_for(file: &Path) -> Syntax {
    match file.extension().and_then(|e| e.to_str()) {
        Some("ts" | "mts" | "cts") => Syntax::Typescript(TsSyntax { tsx: false, ..Default::default() }),
        Some("tsx") => Syntax::Typescript(TsSyntax { tsx: true, ..Default::default() }),
        _ => Syntax::Es(EsSyntax { jsx: true, ..Default::default() }),
    }
}

/// The imports of `source` (the text of `file`, which names the syntax). `None` when it does
/// not parse: the bundler reports that error with its position.
pub(crate) fn imports(file: &Path, source: &str) -> Option<Vec<Import>> {
    let cm: Lrc<SourceMap> = Default::default();
    let fm = cm.new_source_file(FileName::Real(file.to_path_buf()).into(), source.to_owned());
    let program = parse_file_as_program(&fm, syntax_for(file), EsVersion::latest(), None, &mut Vec::new()).ok()?;
    let mut finder = Finder { cm: &cm, found: Vec::new() };
    program.visit_with(&mut finder);
    Some(finder.found)
}

struct Finder<'a> {
    cm: &'a SourceMap,
    found: Vec<Import>,
}

impl Finder<'_> {
    fn push(&mut self, src: &Str) {
        let line = self.cm.lookup_char_pos(src.span().lo).line;
        self.found.push(Import { specifier: src.value.to_atom_lossy().to_string(), line });
    }
}

impl Visit for Finder<'_> {
    fn visit_import_decl(&mut self, n: &ImportDecl) {
        if !n.type_only {
            self.push(&n.src);
        }
    }

    fn visit_named_export(&mut self, n: &NamedExport) {
        if let Some(src) = &n.src {
            if !n.type_only {
                self.push(src);
            }
        }
    }

    fn visit_export_all(&mut self, n: &ExportAll) {
        if !n.type_only {
            self.push(&n.src);
        }
    }

    fn visit_call_expr(&mut self, n: &CallExpr) {
        let loads = match &n.callee {
            Callee::Import(_) => true,
            Callee::Expr(e) => matches!(&**e, Expr::Ident(i) if &*i.sym == "require"),
            Callee::Super(_) => false,
        };
        if loads {
            if let Some(Expr::Lit(Lit::Str(s))) = n.args.first().map(|a| &*a.expr) {
                self.push(s);
            }
        }
        n.visit_children_with(self);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn specifiers(file: &str, source: &str) -> Vec<(String, usize)> {
        imports(Path::new(file), source).unwrap().into_iter().map(|i| (i.specifier, i.line)).collect()
    }

    #[test]
    fn imports_requires_and_dynamic_imports_with_their_lines() {
        let source = "import a from './a.png';\nexport { b } from './b';\nexport * from './c';\nconst d = require('./d.jpg');\nconst e = () => import('./e');\n<img src={require(\"./f.jpeg\")} />;\n";
        assert_eq!(
            specifiers("page.js", source),
            [("./a.png", 1), ("./b", 2), ("./c", 3), ("./d.jpg", 4), ("./e", 5), ("./f.jpeg", 6)].map(|(s, l)| (s.to_string(), l))
        );
    }

    #[test]
    fn comments_strings_and_type_imports_do_not_count() {
        let source = "// import x from './x.png';\n/* require('./y.png') */\nconst s = \"require('./z.png')\";\nimport type { T } from './types';\nconst w = require(name);\n";
        assert!(specifiers("page.tsx", source).is_empty());
    }

    #[test]
    fn typescript_and_broken_modules() {
        assert_eq!(specifiers("c.tsx", "import p from '../p.png';\nconst x = <div>{p as string}</div>;\n"), [("../p.png".to_string(), 1)]);
        assert!(imports(Path::new("broken.js"), "import from from from;").is_none());
    }
}
