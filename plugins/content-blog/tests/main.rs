//! All integration tests of this crate, linked into one test binary
//! (one binary instead of one per file keeps the test build small).

mod blog;
mod issue_13;
mod issue_9_options;
