//! All integration tests of this crate, linked into one test binary
//! (one binary instead of one per file keeps the test build small).

mod docusaurus_compat;
mod issue_13;
mod issue_14;
mod issue_16;
mod issue_9_tags;
mod versions;
