//! Problems found in the user's input, with where they are and how to fix them.

use std::fmt;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

/// How bad a [`Diagnostic`] is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// Worth knowing; the build goes on.
    Warning,
    /// The build fails.
    Error,
}

/// A problem in the site's input, reported to the author with its place and a hint.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Diagnostic {
    /// Error fails the build; warning does not.
    pub severity: Severity,
    /// What is wrong, in one sentence.
    pub message: String,
    /// The file it is in, relative to the site folder where possible.
    pub file: Option<PathBuf>,
    /// 1-based line, when known.
    pub line: Option<usize>,
    /// 1-based column, when known.
    pub column: Option<usize>,
    /// How to fix it.
    pub help: Option<String>,
}

impl Diagnostic {
    /// A new error with no place yet.
    pub fn error(message: impl Into<String>) -> Self {
        Self::new(Severity::Error, message)
    }

    /// A new warning with no place yet.
    pub fn warning(message: impl Into<String>) -> Self {
        Self::new(Severity::Warning, message)
    }

    /// A new diagnostic of the given severity.
    pub fn new(severity: Severity, message: impl Into<String>) -> Self {
        Self { severity, message: message.into(), file: None, line: None, column: None, help: None }
    }

    /// Sets file, line and column.
    pub fn at(mut self, file: impl AsRef<Path>, line: usize, column: usize) -> Self {
        self.file = Some(file.as_ref().to_path_buf());
        self.line = Some(line);
        self.column = Some(column);
        self
    }

    /// Sets the file and line (no column).
    pub fn at_line(mut self, file: impl AsRef<Path>, line: usize) -> Self {
        self.file = Some(file.as_ref().to_path_buf());
        self.line = Some(line);
        self
    }

    /// Sets the file only.
    pub fn in_file(mut self, file: impl AsRef<Path>) -> Self {
        self.file = Some(file.as_ref().to_path_buf());
        self
    }

    /// Adds a hint on how to fix it.
    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }

    /// True for errors.
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let level = match self.severity {
            Severity::Warning => "warning",
            Severity::Error => "error",
        };
        write!(f, "{level}: ")?;
        if let Some(file) = &self.file {
            write!(f, "{}", file.display())?;
            if let Some(line) = self.line {
                write!(f, ":{line}")?;
                if let Some(col) = self.column {
                    write!(f, ":{col}")?;
                }
            }
            write!(f, ": ")?;
        }
        write!(f, "{}", self.message)?;
        if let Some(help) = &self.help {
            write!(f, "\n  help: {help}")?;
        }
        Ok(())
    }
}

/// A list of diagnostics with helpers to split errors from warnings.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Diagnostics(pub Vec<Diagnostic>);

impl Diagnostics {
    /// Adds one.
    pub fn push(&mut self, d: Diagnostic) {
        self.0.push(d);
    }

    /// Adds many.
    pub fn extend(&mut self, ds: impl IntoIterator<Item = Diagnostic>) {
        self.0.extend(ds);
    }

    /// True when any is an error.
    pub fn has_errors(&self) -> bool {
        self.0.iter().any(Diagnostic::is_error)
    }

    /// The errors only.
    pub fn errors(&self) -> impl Iterator<Item = &Diagnostic> {
        self.0.iter().filter(|d| d.is_error())
    }

    /// The warnings only.
    pub fn warnings(&self) -> impl Iterator<Item = &Diagnostic> {
        self.0.iter().filter(|d| !d.is_error())
    }

    /// Sorts by file, line, column so output is stable whatever order threads finished in.
    pub fn sort(&mut self) {
        self.0.sort_by(|a, b| {
            (&a.file, a.line, a.column, &a.message).cmp(&(&b.file, b.line, b.column, &b.message))
        });
    }
}

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for d in &self.0 {
            writeln!(f, "{d}")?;
        }
        Ok(())
    }
}
