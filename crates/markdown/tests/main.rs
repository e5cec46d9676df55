//! All integration tests of this crate, linked into one test binary
//! (one binary instead of one per file keeps the test build small).

mod common;
mod api;
mod compat;
mod diagnostics;
mod fixtures;
mod fuzz_front_matter;
mod no_panic;
mod plugins;
