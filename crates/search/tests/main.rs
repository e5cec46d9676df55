//! All integration tests of this crate, linked into one test binary
//! (one binary instead of one per file keeps the test build small).

mod bad_input;
mod common;
mod languages;
mod oracle;
mod readings;
mod sections;
mod sections_oracle;
