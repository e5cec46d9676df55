//! The bundler's error type.

use std::path::PathBuf;

/// Everything that can make [`crate::bundle`] or [`crate::process_css`] fail.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum BundlerError {
    /// A JavaScript/TypeScript module could not be parsed.
    #[error("{file}:{line}:{column}: syntax error: {message}")]
    Parse {
        /// The file (or virtual module name) that failed to parse.
        file: String,
        /// 1-based line of the error.
        line: usize,
        /// 1-based column of the error.
        column: usize,
        /// What the parser said.
        message: String,
    },
    /// An import specifier could not be resolved to a module.
    #[error(
        "cannot resolve \"{specifier}\" imported from {importer}{}; tried: {}",
        did_you_mean(suggestions),
        tried.join(", ")
    )]
    Unresolved {
        /// The importing file (or virtual module name).
        importer: String,
        /// The specifier as written in the source.
        specifier: String,
        /// The candidates that were looked at, in order.
        tried: Vec<String>,
        /// What exists instead: the closest file names in the folder, or the
        /// closest package / virtual module names, as specifiers.
        suggestions: Vec<String>,
    },
    /// An ES module imports a name the imported module does not export.
    #[error(
        "{importer} imports \"{name}\" from \"{specifier}\", but {module} does not export it{}",
        exported_hint(exported)
    )]
    MissingExport {
        /// The importing module.
        importer: String,
        /// The specifier as written in the source.
        specifier: String,
        /// The imported name.
        name: String,
        /// The module the specifier resolved to.
        module: String,
        /// The closest names it does export.
        exported: Vec<String>,
    },
    /// A file could not be read.
    #[error("cannot read {}: {source}", path.display())]
    Io {
        /// The file that could not be read.
        path: PathBuf,
        /// The underlying I/O error.
        source: std::io::Error,
    },
    /// A CSS file could not be parsed, bundled or printed.
    #[error("{file}{}: CSS error: {message}", location.map(|(l, c)| format!(":{l}:{c}")).unwrap_or_default())]
    Css {
        /// The CSS file.
        file: String,
        /// 1-based line and column, when known.
        location: Option<(usize, usize)>,
        /// What lightningcss said.
        message: String,
    },
    /// A JSON module is not valid JSON.
    #[error("{file}: invalid JSON: {message}")]
    Json {
        /// The JSON file.
        file: String,
        /// What the JSON parser said.
        message: String,
    },
    /// A file type the bundler does not know how to load.
    #[error("{file}: unsupported file type (imported from {importer})")]
    UnsupportedFileType {
        /// The file with the unknown extension.
        file: String,
        /// The module that imported it.
        importer: String,
    },
    /// A transform failed in a way that is not the input's fault.
    #[error("{file}: internal transform error: {message}")]
    Transform {
        /// The module being transformed.
        file: String,
        /// What went wrong.
        message: String,
    },
}

impl BundlerError {
    /// The error as a user-facing diagnostic, located at the file (and line and
    /// column) it concerns, with a hint where one helps.
    pub fn to_diagnostic(&self) -> ferrosaurus_core::Diagnostic {
        use ferrosaurus_core::Diagnostic;
        match self {
            BundlerError::Parse {
                file,
                line,
                column,
                message,
            } => Diagnostic::error(format!("syntax error: {message}")).at(file, *line, *column),
            BundlerError::Unresolved {
                importer,
                specifier,
                tried,
                suggestions,
            } => Diagnostic::error(format!(
                "cannot resolve \"{specifier}\"{}",
                did_you_mean(suggestions)
            ))
            .in_file(importer)
            .with_help(format!(
                "tried: {}. Is the package installed (npm ci) or the path misspelled?",
                tried.join(", ")
            )),
            BundlerError::MissingExport {
                specifier,
                name,
                module,
                exported,
                importer,
            } => Diagnostic::error(format!(
                "\"{name}\" is not exported by \"{specifier}\" ({module}){}",
                exported_hint(exported)
            ))
            .in_file(importer),
            BundlerError::Io { path, source } => {
                Diagnostic::error(format!("cannot read the file: {source}")).in_file(path)
            }
            BundlerError::Css {
                file,
                location: Some((line, column)),
                message,
            } => Diagnostic::error(format!("CSS: {message}")).at(file, *line, *column),
            BundlerError::Css {
                file,
                location: None,
                message,
            } => Diagnostic::error(format!("CSS: {message}")).in_file(file),
            BundlerError::Json { file, message } => {
                Diagnostic::error(format!("invalid JSON: {message}")).in_file(file)
            }
            BundlerError::UnsupportedFileType { file, importer } => {
                Diagnostic::error(format!("cannot import {file}: unsupported file type"))
                    .in_file(importer)
                    .with_help("JS/TS, JSON, CSS, images, fonts and media files can be imported")
            }
            BundlerError::Transform { file, message } => {
                Diagnostic::error(format!("transform failed: {message}")).in_file(file)
            }
        }
    }
}

/// `; did you mean "a" or "b"?`, or nothing.
fn did_you_mean(suggestions: &[String]) -> String {
    if suggestions.is_empty() {
        return String::new();
    }
    let quoted: Vec<String> = suggestions.iter().map(|s| format!("\"{s}\"")).collect();
    format!("; did you mean {}?", quoted.join(" or "))
}

/// `; it exports "a", "b"`, or nothing.
fn exported_hint(exported: &[String]) -> String {
    if exported.is_empty() {
        return String::new();
    }
    let quoted: Vec<String> = exported.iter().map(|s| format!("\"{s}\"")).collect();
    format!("; it exports {}", quoted.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_errors_become_located_diagnostics() {
        let error = BundlerError::Parse {
            file: "src/a.tsx".to_string(),
            line: 3,
            column: 7,
            message: "Expression expected".to_string(),
        };
        let diagnostic = error.to_diagnostic();
        assert!(diagnostic.is_error());
        assert_eq!(diagnostic.line, Some(3));
        assert_eq!(diagnostic.column, Some(7));
        assert_eq!(
            diagnostic.file.as_deref(),
            Some(std::path::Path::new("src/a.tsx"))
        );
    }
}
