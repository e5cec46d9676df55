//! The blog plugin (@docusaurus/plugin-content-blog): posts, authors, tags, list pages, feeds.
//!
//! (Work in progress: this crate is being written.)
