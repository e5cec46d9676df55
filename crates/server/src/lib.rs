//! The HTTP stack of serve and start: static files, limits, timeouts, live reload channel.
//!
//! (Work in progress: this crate is being written.)
