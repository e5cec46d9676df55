//! All integration tests of this crate, linked into one test binary
//! (one binary instead of one per file keeps the test build small).

mod common;
mod cli;
mod duplicate_routes;
mod hostile;
mod real_sites;
