//! All integration tests of this crate, linked into one test binary
//! (one binary instead of one per file keeps the test build small).

mod common;
mod build;
mod dev_session;
mod golden;
mod incremental;
mod mdx;
mod mdx_paths;
mod mdx_site;
mod plugin_functions;
mod post_css;
mod remark_plugin;
mod theme_api;
mod versions_i18n;
