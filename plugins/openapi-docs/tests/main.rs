//! All integration tests of this crate, linked into one test binary
//! (one binary instead of one per file keeps the test build small).

mod browser;
mod dev_watch;
mod first_load;
mod gen_api_docs;
mod pages;
mod round_trip;
