//! ferrosaurus content-pages (work in progress).
