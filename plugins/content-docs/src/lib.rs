//! ferrosaurus content-docs (work in progress).
