//! The @cmfcmf/docusaurus-search-local plugin: search-index-<tag>.json on post_build and the search bar.
//!
//! (Work in progress: this crate is being written.)
