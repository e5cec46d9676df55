//! Cutting built pages into search sections (work in progress).
