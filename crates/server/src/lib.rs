//! The HTTP stack of `ferrosaurus serve` (and, later, `start`): a built site answered the way
//! `docusaurus serve` answers it (clean URLs, `trailingSlash` redirects, `baseUrl`, the 404
//! page with status 404), with compression, ETag/Last-Modified revalidation, immutable caching
//! of hashed assets, and limits that keep one client from hurting the others: no request
//! bodies (413), bounded header size and count (431), header and idle timeouts, bounded
//! connections, graceful shutdown on a future the caller gives. The library never installs a
//! signal handler.
//!
//! ```no_run
//! use ferrosaurus_server::{DiskFiles, ServeOptions, Server};
//! # async fn run() -> Result<(), Box<dyn std::error::Error>> {
//! let options = ServeOptions::new().port(3000).base_url("/").trailing_slash(Some(false));
//! let server = Server::bind(options).await?;
//! if let Some(port) = server.port_taken() {
//!     eprintln!("port {port} is taken; using {}", server.local_addr().port());
//! }
//! println!("serving on {}", server.url());
//! let stop = async { /* the caller's Ctrl-C */ };
//! server.run(DiskFiles::new("site/build".as_ref())?, stop).await?;
//! # Ok(()) }
//! ```
//!
//! Files come from a [`SiteFiles`]: [`DiskFiles`] for a build folder, [`MemoryFiles`] for
//! pages kept in memory. [`router`] gives the site as an axum router so the dev server can add
//! its own routes and run it with [`Server::run_router`].

mod files;
mod handler;
mod options;
mod routing;
mod server;

pub use files::{DiskFiles, FileBody, Lookup, MemoryFiles, SiteFile, SiteFiles, SitePath};
pub use handler::{router, IMMUTABLE, REVALIDATE};
pub use options::{Limits, ServeOptions, TrailingSlash};
pub use server::{spawn, RunningServer, Server};

/// Serving failed.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ServerError {
    /// The address could not be listened on.
    #[error("cannot listen on {address}: {source}")]
    Bind {
        /// `host:port`.
        address: String,
        /// The cause.
        source: std::io::Error,
    },
    /// The port and the next ones were all taken.
    #[error("ports {first} to {last} on {host} are all taken")]
    NoFreePort {
        /// The host.
        host: String,
        /// The port asked for.
        first: u16,
        /// The last port tried.
        last: u16,
        /// The last bind error.
        source: Option<std::io::Error>,
    },
    /// The async runtime or its thread could not start.
    #[error("cannot start the server runtime: {0}")]
    Runtime(std::io::Error),
    /// The server stopped unexpectedly (its thread ended or panicked).
    #[error("the server stopped unexpectedly")]
    Closed,
}
