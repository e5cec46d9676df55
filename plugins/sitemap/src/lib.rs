//! The sitemap plugin (@docusaurus/plugin-sitemap): sitemap.xml on post_build.
//!
//! (Work in progress: this crate is being written.)
