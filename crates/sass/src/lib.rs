//! Sass to CSS for `docusaurus-plugin-sass`: `.scss` and `.sass` files (and CSS modules
//! `*.module.scss`) compiled with [grass], a pure-Rust Sass compiler that follows dart-sass,
//! before the CSS goes through lightningcss like any stylesheet.
//!
//! grass rather than dart-sass: it needs no Node or Dart at build time, compiles in-process
//! (sub-millisecond for typical site stylesheets) and passes the bulk of the sass-spec suite;
//! what it lacks (some newer `@use ... with` module-system edge cases and a few built-in
//! functions) surfaces as a compile error naming the file and line, never as wrong CSS.
//!
//! `@use`/`@import` resolve relative to the importing file, then in the load paths given
//! (a site passes its `node_modules`), with sass-loader's `~package` prefix accepted.
//!
//! ```
//! let css = ferrosaurus_sass::compile_source(
//!     ".menu { $gap: 4px; a { padding: $gap * 2; } &:has(> a:not([href])):hover { opacity: .5; } }",
//!     std::path::Path::new("src/css/custom.scss"),
//!     &[],
//! )
//! .unwrap();
//! assert!(css.contains(".menu a {\n  padding: 8px;\n}"));
//! assert!(css.contains(".menu:has(> a:not([href])):hover"));
//! ```

use std::path::{Path, PathBuf};

/// Why a Sass file did not compile.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum SassError {
    /// The Sass is invalid (or uses something grass does not support).
    #[error("{file}:{line}:{column}: Sass error: {message}")]
    Compile {
        /// The file the error is in (an imported partial, possibly).
        file: PathBuf,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What is wrong, as the compiler says it.
        message: String,
    },
    /// The file could not be read.
    #[error("{file}: cannot read the Sass file: {message}")]
    Read {
        /// The file.
        file: PathBuf,
        /// The system's reason.
        message: String,
    },
}

/// True for the files this crate compiles: `.scss` and `.sass` (CSS modules included).
pub fn is_sass_file(path: &Path) -> bool {
    path.extension().is_some_and(|e| e.eq_ignore_ascii_case("scss") || e.eq_ignore_ascii_case("sass"))
}

/// True for a Sass CSS module: `x.module.scss` / `x.module.sass`.
pub fn is_sass_module(path: &Path) -> bool {
    let name = path.file_name().map(|n| n.to_string_lossy().to_ascii_lowercase()).unwrap_or_default();
    name.ends_with(".module.scss") || name.ends_with(".module.sass")
}

/// Compiles the Sass file at `path` (syntax by extension) to expanded CSS.
pub fn compile_file(path: &Path, load_paths: &[PathBuf]) -> Result<String, SassError> {
    let source = std::fs::read_to_string(path)
        .map_err(|e| SassError::Read { file: path.to_path_buf(), message: e.to_string() })?;
    compile_source(&source, path, load_paths)
}

/// Compiles Sass `source` as if it were the file `path` (its extension picks the syntax,
/// its folder is where relative imports start).
pub fn compile_source(source: &str, path: &Path, load_paths: &[PathBuf]) -> Result<String, SassError> {
    let syntax = if path.extension().is_some_and(|e| e.eq_ignore_ascii_case("sass")) {
        grass::InputSyntax::Sass
    } else {
        grass::InputSyntax::Scss
    };
    let source = without_tilde_imports(source);
    let mut options = grass::Options::default()
        .style(grass::OutputStyle::Expanded)
        .input_syntax(syntax)
        .quiet(true);
    if let Some(dir) = path.parent() {
        options = options.load_path(dir);
    }
    for load_path in load_paths {
        options = options.load_path(load_path);
    }
    grass::from_string(source, &options).map_err(|error| compile_error(*error, path))
}

/// sass-loader's `@import '~package/x'`: the `~` means "from node_modules", which the load
/// paths already give.
fn without_tilde_imports(source: &str) -> String {
    if !source.contains("'~") && !source.contains("\"~") {
        return source.to_owned();
    }
    source.replace("@import '~", "@import '").replace("@import \"~", "@import \"").replace("@use '~", "@use '").replace("@use \"~", "@use \"").replace("@forward '~", "@forward '").replace("@forward \"~", "@forward \"")
}

fn compile_error(error: grass::Error, path: &Path) -> SassError {
    match error.kind() {
        grass::ErrorKind::ParseError { message, loc, .. } => {
            let file_name = loc.file.name();
            // grass names the entry file "stdin" when compiling from a string.
            let file = if file_name == "stdin" || file_name.is_empty() { path.to_path_buf() } else { PathBuf::from(file_name) };
            SassError::Compile { file, line: loc.begin.line + 1, column: loc.begin.column + 1, message }
        }
        grass::ErrorKind::IoError(e) => SassError::Read { file: path.to_path_buf(), message: e.to_string() },
        other => SassError::Compile { file: path.to_path_buf(), line: 1, column: 1, message: format!("{other:?}") },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sass_files_by_extension() {
        assert!(is_sass_file(Path::new("a/b.scss")) && is_sass_file(Path::new("c.SASS")));
        assert!(!is_sass_file(Path::new("a.css")));
        assert!(is_sass_module(Path::new("src/x.module.scss")) && !is_sass_module(Path::new("x.scss")));
    }

    #[test]
    fn errors_name_the_file_and_line() {
        let err = compile_source(".a {\n  color: red;\n  width: 1px +;\n}\n", Path::new("src/css/custom.scss"), &[]).unwrap_err();
        let SassError::Compile { file, line, .. } = &err else { panic!("{err:?}") };
        assert_eq!(file, Path::new("src/css/custom.scss"));
        assert_eq!(*line, 3, "{err}");
        assert!(err.to_string().starts_with("src/css/custom.scss:3:"), "{err}");
    }

    #[test]
    fn indented_syntax() {
        let css = compile_source(".a\n  color: red\n", Path::new("x.sass"), &[]).unwrap();
        assert_eq!(css, ".a {\n  color: red;\n}\n");
    }
}
