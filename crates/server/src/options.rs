//! What to serve and how: address, base URL, trailing-slash policy and the limits that keep
//! one client from hurting the others.

use std::time::Duration;

/// The site's `trailingSlash` setting, which decides the redirects `serve` answers with.
///
/// Mirrors Docusaurus: `undefined` (no redirect either way), `true`, `false`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum TrailingSlash {
    /// `trailingSlash` unset: `/a` and `/a/` both answer, neither redirects.
    #[default]
    Unset,
    /// `trailingSlash: true`: `/a` redirects to `/a/` (paths with an extension and dotfiles excepted).
    Always,
    /// `trailingSlash: false`: `/a/` redirects to `/a`.
    Never,
}

impl From<Option<bool>> for TrailingSlash {
    fn from(value: Option<bool>) -> Self {
        match value {
            None => TrailingSlash::Unset,
            Some(true) => TrailingSlash::Always,
            Some(false) => TrailingSlash::Never,
        }
    }
}

/// Bounds on what one client may cost the server.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct Limits {
    /// Connections served at once; further clients wait in the listen backlog.
    pub max_connections: usize,
    /// Bytes of the request line and headers together (hyper's read buffer, at least 8 KiB);
    /// more is answered `431`.
    pub max_header_bytes: usize,
    /// Header fields in one request; more is answered `431`.
    pub max_headers: usize,
    /// Time to receive a request's whole head (against slowloris).
    pub header_read_timeout: Duration,
    /// A connection on which no byte could be read for this long is closed (idle keep-alive,
    /// a stalled request).
    pub read_idle_timeout: Duration,
    /// A connection on which no byte could be written for this long is closed (a client that
    /// does not read its response).
    pub write_idle_timeout: Duration,
    /// Time open connections get to finish after shutdown was asked for.
    pub shutdown_grace: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            max_connections: 1024,
            max_header_bytes: 16 * 1024,
            max_headers: 64,
            header_read_timeout: Duration::from_secs(10),
            read_idle_timeout: Duration::from_secs(30),
            write_idle_timeout: Duration::from_secs(30),
            shutdown_grace: Duration::from_secs(5),
        }
    }
}

/// How to serve a site: `ServeOptions::new().port(8080).base_url("/docs/")`.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct ServeOptions {
    /// Host name or address to listen on (default `localhost`, as Docusaurus).
    pub host: String,
    /// Port (default 3000); when it is taken the next free one is used and reported. `0` asks
    /// the system for any free port.
    pub port: u16,
    /// The site's `baseUrl` (`/` or `/name/`); requests outside it redirect to it.
    pub base_url: String,
    /// The site's `trailingSlash`.
    pub trailing_slash: TrailingSlash,
    /// Resource limits and timeouts.
    pub limits: Limits,
}

impl Default for ServeOptions {
    fn default() -> Self {
        Self { host: "localhost".into(), port: 3000, base_url: "/".into(), trailing_slash: TrailingSlash::Unset, limits: Limits::default() }
    }
}

/// How many ports after a taken one are tried.
pub(crate) const PORT_ATTEMPTS: u16 = 20;

impl ServeOptions {
    /// Docusaurus's defaults: `localhost:3000`, base URL `/`, `trailingSlash` unset.
    pub fn new() -> Self {
        Self::default()
    }

    /// Sets the host.
    pub fn host(mut self, host: impl Into<String>) -> Self {
        self.host = host.into();
        self
    }

    /// Sets the port.
    pub fn port(mut self, port: u16) -> Self {
        self.port = port;
        self
    }

    /// Sets the base URL; a missing leading or trailing `/` is added, as Docusaurus does.
    pub fn base_url(mut self, base_url: &str) -> Self {
        let trimmed = base_url.trim_matches('/');
        self.base_url = if trimmed.is_empty() { "/".into() } else { format!("/{trimmed}/") };
        self
    }

    /// Sets the trailing-slash policy (`Option<bool>` converts: `None`, `Some(true)`, `Some(false)`).
    pub fn trailing_slash(mut self, trailing_slash: impl Into<TrailingSlash>) -> Self {
        self.trailing_slash = trailing_slash.into();
        self
    }

    /// Sets the limits.
    pub fn limits(mut self, limits: Limits) -> Self {
        self.limits = limits;
        self
    }
}

impl Limits {
    /// Sets [`Limits::max_connections`].
    pub fn max_connections(mut self, n: usize) -> Self {
        self.max_connections = n.max(1);
        self
    }

    /// Sets [`Limits::header_read_timeout`], [`Limits::read_idle_timeout`] and
    /// [`Limits::write_idle_timeout`] at once.
    pub fn timeouts(mut self, header_read: Duration, read_idle: Duration, write_idle: Duration) -> Self {
        self.header_read_timeout = header_read;
        self.read_idle_timeout = read_idle;
        self.write_idle_timeout = write_idle;
        self
    }

    /// Sets [`Limits::max_header_bytes`] and [`Limits::max_headers`].
    pub fn headers(mut self, max_bytes: usize, max_count: usize) -> Self {
        self.max_header_bytes = max_bytes.max(8192);
        self.max_headers = max_count.max(1);
        self
    }

    /// Sets [`Limits::shutdown_grace`].
    pub fn shutdown_grace(mut self, grace: Duration) -> Self {
        self.shutdown_grace = grace;
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base_url_is_normalised_like_docusaurus() {
        assert_eq!(ServeOptions::new().base_url("docs").base_url, "/docs/");
        assert_eq!(ServeOptions::new().base_url("/docs").base_url, "/docs/");
        assert_eq!(ServeOptions::new().base_url("").base_url, "/");
        assert_eq!(ServeOptions::new().base_url("/a/b/").base_url, "/a/b/");
    }

    #[test]
    fn trailing_slash_from_config_value() {
        assert_eq!(TrailingSlash::from(None), TrailingSlash::Unset);
        assert_eq!(TrailingSlash::from(Some(true)), TrailingSlash::Always);
        assert_eq!(TrailingSlash::from(Some(false)), TrailingSlash::Never);
    }
}
