//! Link and anchor checking over the built HTML (lol_html), with source positions.
//!
//! (Work in progress: this crate is being written.)
