//! ferrosaurus markdown (work in progress).
