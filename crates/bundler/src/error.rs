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
    #[error("cannot resolve \"{specifier}\" imported from {importer}; tried: {}", tried.join(", "))]
    Unresolved {
        /// The importing file (or virtual module name).
        importer: String,
        /// The specifier as written in the source.
        specifier: String,
        /// The candidates that were looked at, in order.
        tried: Vec<String>,
    },
    /// A file could not be read.
    #[error("cannot read {}: {source}", path.display())]
    Io {
        /// The file that could not be read.
        path: PathBuf,
        /// The underlying I/O error.
        source: std::io::Error,
    },
    /// A CSS file could not be parsed or printed.
    #[error("{file}: CSS error: {message}")]
    Css {
        /// The CSS file (with line:column when known).
        file: String,
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
