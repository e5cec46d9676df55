//! ferrosaurus config (work in progress).
