//! All integration tests of this crate, linked into one test binary.

mod browser;
mod builds;
