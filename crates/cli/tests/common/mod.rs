//! Helpers shared by the binary's test files.

pub(crate) use ferrosaurus_test_support::copy_tree;
