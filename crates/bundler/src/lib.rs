//! ferrosaurus bundler (work in progress).
