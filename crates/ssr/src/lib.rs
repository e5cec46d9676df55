//! ferrosaurus ssr (work in progress).
