//! All integration tests of this crate, linked into one test binary
//! (one binary instead of one per file keeps the test build small).

mod common;
mod content;
mod e2e;
mod output_hash;
mod sitemap;
mod theme;
