//! Shared by the browser-driven tests: Debian's chromium, installed when missing.

pub(crate) use ferrosaurus_test_support::ensure_chromium;
