//! lunr 2.3.9-compatible search index built in Rust, and the section splitter of
//! `@cmfcmf/docusaurus-search-local`.
//!
//! The index is what `lunr(function () { ... })` builds in lunr.js 2.3.9 with the default
//! English pipeline (trimmer, stop-word filter, lunr's Porter stemmer), serialized exactly as
//! `JSON.stringify(index)`: the browser loads it with `lunr.Index.load()`. The oracle test
//! (`tests/oracle.rs`) checks this against lunr.js itself.
//!
//! ```
//! use ferrosaurus_search::{FieldSpec, FieldValue, IndexBuilder, Language};
//!
//! let fields = vec![FieldSpec::new("title"), FieldSpec::new("content"), FieldSpec::new("tags")];
//! let mut builder = IndexBuilder::new(fields, Language::English).unwrap();
//! builder
//!     .add("1", &[
//!         FieldValue::from("Getting started"),
//!         FieldValue::from("Install the CLI, then run it."),
//!         FieldValue::List(vec!["setup".into()]),
//!     ])
//!     .unwrap();
//! let json = builder.build().to_json();
//! assert!(json.contains(r#"["title/1",[0,"#));
//! assert!(json.contains(r#"["start",{"_index":1,"title":{"1":{}},"content":{},"tags":{}}]"#));
//! ```

mod builder;
mod index;
mod languages;
mod pipeline;
pub mod sections;
mod stemmer;
mod token_table;

pub use builder::{AnalyzedDocuments, FieldSpec, IndexBuilder};
pub use index::{compare_utf16, Index, LUNR_VERSION};
pub use pipeline::{forget_remembered_stems, is_js_whitespace, tokenize, trim, words, FieldText, FieldValue, Language, Pipeline, Words, ENGLISH_STOP_WORDS};

/// Why an index could not be built.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum SearchError {
    /// A field name contains `/`, which lunr uses to join field and document ref.
    #[error("field name {name:?} contains '/', which lunr does not allow")]
    FieldName {
        /// The field name.
        name: String,
    },
    /// Two documents share a ref (lunr would silently mix their postings).
    #[error("two documents have the ref {doc_ref:?}")]
    DuplicateRef {
        /// The ref.
        doc_ref: String,
    },
    /// A document does not give one value per field.
    #[error("document {doc_ref:?} has {got} field values, the index has {expected} fields")]
    FieldCount {
        /// The document's ref.
        doc_ref: String,
        /// Number of fields of the index.
        expected: usize,
        /// Number of values given.
        got: usize,
    },
    /// [`IndexBuilder::add_analyzed`] was given another number of refs than of documents.
    #[error("{refs} refs for {documents} analysed documents")]
    AnalyzedRefs {
        /// Refs given.
        refs: usize,
        /// Documents analysed.
        documents: usize,
    },
    /// More documents than one index numbers.
    #[error("more than {most} documents in one index")]
    TooManyDocuments {
        /// The most an index takes.
        most: usize,
    },
    /// More distinct terms than one index numbers.
    #[error("more than {most} distinct terms in one index")]
    TooManyTerms {
        /// The most an index takes.
        most: usize,
    },
    /// [`IndexBuilder::add_analyzed`] was given documents analysed for another language.
    #[error("documents analysed for language {documents:?} cannot go into an index of language {index:?}")]
    AnalyzedLanguage {
        /// The index's language code.
        index: &'static str,
        /// The code of the language the documents were analysed for.
        documents: &'static str,
    },
    /// The HTML rewriter failed on a page.
    #[error("could not read the HTML of {page}: {message}")]
    Html {
        /// The page.
        page: String,
        /// The rewriter's message.
        message: String,
    },
}
