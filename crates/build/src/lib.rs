//! ferrosaurus build (work in progress).
