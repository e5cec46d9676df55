//! `ferrosaurus start`: the dev server. The site is loaded once through
//! [`ferrosaurus_build::DevSession`] and kept in memory; a page is server-rendered only when a
//! browser asks for it; nothing is written to `build/`. The site's files are watched
//! (`notify`, events gathered until the disk is quiet); a change rebuilds only what it touches
//! and is pushed to the browsers over Server-Sent Events (see [`events`]): a content edit is
//! swapped into the open page in place (scroll kept), a stylesheet change swaps the
//! stylesheet, a code change reloads. A change that does not build (Markdown, MDX or config
//! error) shows an overlay with the file and line in the browser, and the last good version
//! stays served until the file is fixed.
//!
//! HTTP is [`ferrosaurus_server`]'s stack (the one `serve` uses: base URL, trailing slash, the
//! 404 page, compression, ETags, limits), over the session's files.
//!
//! ```no_run
//! use ferrosaurus_build::BuildOptions;
//! use ferrosaurus_dev::{start, DevOptions};
//! let server = start(DevOptions::new(BuildOptions::new("site"))).unwrap();
//! if let Some(port) = server.port_taken() {
//!     eprintln!("port {port} is taken; using {}", server.port());
//! }
//! println!("dev server at {}", server.url());
//! server.shutdown();
//! ```

pub mod events;
mod files;
mod watch;

use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::http::header;
use axum::response::IntoResponse;
use axum::routing::get;
use axum::Router;
use ferrosaurus_build::{BuildOptions, DevSession};
use ferrosaurus_server::{Limits, ServeOptions, Server};

pub use events::{DevEvent, EVENTS_PATH};
pub use files::{CLIENT_PATH, CLIENT_TAG};

/// The dev server could not start.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum DevError {
    /// The site did not load (the first load must succeed: there is no last good version yet).
    #[error(transparent)]
    Build(#[from] ferrosaurus_build::BuildError),
    /// The HTTP server could not start.
    #[error(transparent)]
    Server(#[from] ferrosaurus_server::ServerError),
    /// The file watcher could not start.
    #[error("cannot watch the site's files: {0}")]
    Watch(notify::Error),
}

/// Where the dev server writes what it does (one line per rebuild).
pub type Log = Arc<dyn Fn(&str) + Send + Sync>;

/// How to run the dev server.
#[derive(Clone)]
#[non_exhaustive]
pub struct DevOptions {
    /// The site and how to build it (not minified by default here).
    pub build: BuildOptions,
    /// Host to listen on (default `localhost`).
    pub host: String,
    /// Port (default 3000; the next free one when it is taken; 0 for any).
    pub port: u16,
    /// Poll the file system instead of relying on its events (network drives, containers).
    pub poll: bool,
    /// Where rebuild lines go (default: standard error).
    pub log: Log,
}

impl DevOptions {
    /// Docusaurus's defaults: `localhost:3000`, unminified bundles.
    pub fn new(mut build: BuildOptions) -> Self {
        build.minify = false;
        Self { build, host: "localhost".into(), port: 3000, poll: false, log: Arc::new(|line| eprintln!("{line}")) }
    }
}

/// A running dev server; dropping it (or [`DevServer::shutdown`]) stops it.
pub struct DevServer {
    addr: SocketAddr,
    url: String,
    port_taken: Option<u16>,
    load_time: Duration,
    stop_watch: Arc<AtomicBool>,
    watch_thread: Option<std::thread::JoinHandle<()>>,
    stop_server: Option<tokio::sync::oneshot::Sender<()>>,
    server_thread: Option<std::thread::JoinHandle<()>>,
}

impl DevServer {
    /// The site's address, e.g. `http://localhost:3000/`.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// The port it listens on.
    pub fn port(&self) -> u16 {
        self.addr.port()
    }

    /// The address it listens on.
    pub fn local_addr(&self) -> SocketAddr {
        self.addr
    }

    /// The port asked for, when it was taken and another is used.
    pub fn port_taken(&self) -> Option<u16> {
        self.port_taken
    }

    /// How long loading the site took (config, plugins, content, bundles).
    pub fn load_time(&self) -> Duration {
        self.load_time
    }

    /// Stops watching and serving; open requests may finish.
    pub fn shutdown(mut self) {
        self.stop();
    }

    fn stop(&mut self) {
        self.stop_watch.store(true, Ordering::Relaxed);
        if let Some(stop) = self.stop_server.take() {
            let _ = stop.send(());
        }
        for thread in [self.server_thread.take(), self.watch_thread.take()].into_iter().flatten() {
            let _ = thread.join();
        }
    }
}

impl Drop for DevServer {
    fn drop(&mut self) {
        self.stop();
    }
}

/// Loads the site, starts watching and serving; returns once the server listens.
pub fn start(options: DevOptions) -> Result<DevServer, DevError> {
    let started = Instant::now();
    let session = DevSession::load(options.build.clone())?;
    let load_time = started.elapsed();
    for warning in session.warnings() {
        (options.log)(&warning.to_string());
    }
    let snapshot = session.snapshot();
    let config = snapshot.config();
    let mut limits = Limits::default();
    // an open page keeps its event stream for as long as it is open
    limits.read_idle_timeout = Duration::from_secs(24 * 3600);
    let serve = ServeOptions::new().host(&options.host).port(options.port).base_url(&config.base_url).trailing_slash(config.trailing_slash).limits(limits);
    let current = files::Current::new(snapshot.clone());
    let hub = events::Hub::new();
    let site = files::DevFiles { current: current.clone(), hub: hub.clone() };

    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().thread_name("ferrosaurus-dev").build().map_err(ferrosaurus_server::ServerError::Runtime)?;
    let server = runtime.block_on(Server::bind(serve.clone()))?;
    let (addr, url, port_taken) = (server.local_addr(), server.url(), server.port_taken());
    let app = router(site, hub.clone(), &serve);
    let (stop_server, stopped) = tokio::sync::oneshot::channel::<()>();
    let server_thread = std::thread::Builder::new()
        .name("ferrosaurus-dev".into())
        .spawn(move || {
            let _ = runtime.block_on(server.run_router(app, async move {
                let _ = stopped.await;
            }));
        })
        .map_err(ferrosaurus_server::ServerError::Runtime)?;

    let stop_watch = Arc::new(AtomicBool::new(false));
    let mut server = DevServer { addr, url, port_taken, load_time, stop_watch: stop_watch.clone(), watch_thread: None, stop_server: Some(stop_server), server_thread: Some(server_thread) };
    let watcher = watch::WatchLoop { session, current, hub, poll: options.poll, log: options.log.clone(), stop: stop_watch };
    // on error `server` is dropped, which stops the HTTP thread
    server.watch_thread = Some(watcher.spawn()?);
    Ok(server)
}

fn router(site: files::DevFiles, hub: events::Hub, serve: &ServeOptions) -> Router {
    let client = || async { ([(header::CONTENT_TYPE, "text/javascript; charset=utf-8"), (header::CACHE_CONTROL, "no-cache")], files::CLIENT_JS).into_response() };
    Router::new()
        .route(EVENTS_PATH, get(move || std::future::ready(hub.subscribe())))
        .route(CLIENT_PATH, get(client))
        .merge(ferrosaurus_server::router(site, serve))
}
