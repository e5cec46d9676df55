//! Benchmark support for ferrosaurus: the benchmark corpus generator (a complete Docusaurus 3
//! docs site of N generated docs, the same bytes every run) used by the criterion benches and the
//! whole-build scripts, the generator of a large OpenAPI spec (N operations, also the same bytes
//! every run) for the API reference benchmark, and a whole-process-tree peak memory sampler.
//!
//! Binaries: `gen-corpus OUT N [--versions V] [--blog-posts P] [--custom-component-percent K]`,
//! `api-pages [--operations N | --spec FILE] [--docusaurus DIR]` and `treemem -- CMD ARGS...`;
//! see `benches/README.md`.
//!
//! ```
//! let corpus = ferrosaurus_benches::generate_corpus(30)?;
//! assert!(corpus.path().join("docs/index.md").is_file());
//! assert!(corpus.path().join("docs/section-01/group-01/page-00001.md").is_file());
//! let spec = ferrosaurus_benches::generate_api_spec(40)?;
//! assert_eq!(spec.operations, 40);
//! assert!(spec.yaml.starts_with("openapi: 3.0.3\n"));
//! # Ok::<(), ferrosaurus_benches::BenchError>(())
//! ```

use std::io;
use std::path::PathBuf;

mod api_spec;
mod corpus;
mod process_tree;

pub use api_spec::{generate_api_spec, write_api_site, ApiSpec};
pub use corpus::{generate_corpus, write_corpus, CorpusOptions, CorpusSummary};
pub use process_tree::{measure, own_cpu_seconds, sample_tree, Measurement, TreeSample};

/// What can go wrong while generating a corpus or measuring a command.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum BenchError {
    /// The corpus was asked for zero pages.
    #[error("the corpus needs at least one page")]
    NoPages,
    /// The custom-component percentage is above 100.
    #[error("--custom-component-percent must be between 0 and 100, not {0}")]
    PercentOutOfRange(u8),
    /// A file or folder of the corpus could not be written.
    #[error("cannot write {path}: {source}")]
    Write {
        /// The file or folder.
        path: PathBuf,
        /// Why.
        source: io::Error,
    },
    /// A file or folder of a previous corpus could not be removed.
    #[error("cannot remove {path}: {source}")]
    Remove {
        /// The file or folder.
        path: PathBuf,
        /// Why.
        source: io::Error,
    },
    /// The command to measure could not be started.
    #[error("cannot start {command}: {source}")]
    Spawn {
        /// The program.
        command: String,
        /// Why.
        source: io::Error,
    },
    /// Waiting for the measured command failed.
    #[error("cannot wait for the measured command: {0}")]
    Wait(io::Error),
    /// The process list of `/proc` could not be read.
    #[error("cannot list processes in /proc: {0}")]
    Proc(procfs::ProcError),
    /// The API spec was asked for zero operations.
    #[error("the API spec needs at least one operation")]
    NoOperations,
    /// The generated API spec could not be written as YAML.
    #[error("cannot write the API spec as YAML: {0}")]
    SpecYaml(serde_norway::Error),
}
