//! The listener and the connection loop: port choice, bounded connections, hyper's HTTP/1
//! limits, idle timeouts on every socket, graceful shutdown.

use std::future::Future;
use std::net::SocketAddr;
use std::pin::pin;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use tokio::net::TcpListener;
use tokio::sync::Semaphore;
use tokio_io_timeout::TimeoutStream;

use crate::files::SiteFiles;
use crate::handler::router;
use crate::options::{Limits, ServeOptions, PORT_ATTEMPTS};
use crate::ServerError;

/// A bound listener, not yet serving: [`Server::bind`] then [`Server::run`].
#[derive(Debug)]
pub struct Server {
    listener: TcpListener,
    addr: SocketAddr,
    options: ServeOptions,
    port_taken: Option<u16>,
}

impl Server {
    /// Listens on `options.host:options.port`; when that port is taken, on the next free one
    /// (see [`Server::port_taken`]).
    pub async fn bind(options: ServeOptions) -> Result<Self, ServerError> {
        let mut last_error = None;
        let attempts = if options.port == 0 { 1 } else { PORT_ATTEMPTS };
        for offset in 0..attempts {
            let Some(port) = options.port.checked_add(offset) else { break };
            match listen(&options.host, port).await {
                Ok(listener) => {
                    let addr = listener.local_addr().map_err(|source| ServerError::Bind { address: format!("{}:{port}", options.host), source })?;
                    let port_taken = (offset > 0).then_some(options.port);
                    return Ok(Self { listener, addr, options, port_taken });
                }
                Err(e) if e.kind() == std::io::ErrorKind::AddrInUse => last_error = Some(e),
                Err(source) => return Err(ServerError::Bind { address: format!("{}:{port}", options.host), source }),
            }
        }
        let last = options.port.saturating_add(attempts - 1);
        Err(ServerError::NoFreePort { host: options.host, first: options.port, last, source: last_error })
    }

    /// The address it listens on.
    pub fn local_addr(&self) -> SocketAddr {
        self.addr
    }

    /// The port that was asked for, when it was taken and another one is used.
    pub fn port_taken(&self) -> Option<u16> {
        self.port_taken
    }

    /// The site's address, e.g. `http://localhost:3000/docs/`.
    pub fn url(&self) -> String {
        url_for(&self.options, self.addr)
    }

    /// Serves `files` until `shutdown` completes, then lets open requests finish (up to
    /// [`Limits::shutdown_grace`]).
    pub async fn run<F: SiteFiles>(self, files: F, shutdown: impl Future<Output = ()> + Send) -> Result<(), ServerError> {
        let app = router(files, &self.options);
        self.run_router(app, shutdown).await
    }

    /// Serves any router (the site's, with extra routes) under the same limits.
    pub async fn run_router(self, app: Router, shutdown: impl Future<Output = ()> + Send) -> Result<(), ServerError> {
        let Server { listener, options, .. } = self;
        let limits = Arc::new(options.limits);
        let permits = Arc::new(Semaphore::new(limits.max_connections));
        let graceful = GracefulShutdown::new();
        let service = TowerToHyperService::new(app);
        let mut shutdown = pin!(shutdown);
        loop {
            let permit = tokio::select! {
                permit = permits.clone().acquire_owned() => permit.map_err(|_| ServerError::Closed)?,
                () = &mut shutdown => break,
            };
            let stream = tokio::select! {
                accepted = listener.accept() => match accepted {
                    Ok((stream, _)) => stream,
                    // out of file descriptors or a connection reset before accept: wait, go on
                    Err(_) => { tokio::time::sleep(Duration::from_millis(20)).await; continue; }
                },
                () = &mut shutdown => break,
            };
            let _ = stream.set_nodelay(true);
            let mut io = TimeoutStream::new(stream);
            io.set_read_timeout(Some(limits.read_idle_timeout));
            io.set_write_timeout(Some(limits.write_idle_timeout));
            let connection = http_builder(&limits).serve_connection(TokioIo::new(Box::pin(io)), service.clone());
            let connection = graceful.watch(connection);
            tokio::spawn(async move {
                let _ = connection.await;
                drop(permit);
            });
        }
        drop(listener);
        let _ = tokio::time::timeout(limits.shutdown_grace, graceful.shutdown()).await;
        Ok(())
    }
}

/// Pending connections the kernel may queue (capped by its own `somaxconn`): a page load's
/// burst of requests must not be dropped and retried a second later.
const BACKLOG: u32 = 4096;

/// Binds the first address `host` resolves to that accepts the port.
async fn listen(host: &str, port: u16) -> std::io::Result<TcpListener> {
    let mut last = std::io::Error::new(std::io::ErrorKind::AddrNotAvailable, format!("{host} resolves to no address"));
    for addr in tokio::net::lookup_host((host, port)).await? {
        let socket = if addr.is_ipv4() { tokio::net::TcpSocket::new_v4()? } else { tokio::net::TcpSocket::new_v6()? };
        #[cfg(unix)]
        socket.set_reuseaddr(true)?;
        match socket.bind(addr).and_then(|()| socket.listen(BACKLOG)) {
            Ok(listener) => return Ok(listener),
            Err(e) => last = e,
        }
    }
    Err(last)
}

fn http_builder(limits: &Limits) -> http1::Builder {
    let mut builder = http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(limits.header_read_timeout)
        .max_buf_size(limits.max_header_bytes)
        .max_headers(limits.max_headers);
    builder
}

fn url_for(options: &ServeOptions, addr: SocketAddr) -> String {
    let host = if options.host == "0.0.0.0" || options.host == "::" { "localhost".to_string() } else if options.host.contains(':') { format!("[{}]", options.host) } else { options.host.clone() };
    format!("http://{host}:{}{}", addr.port(), options.base_url)
}

/// A server running on its own threads, for callers without an async runtime (the CLI, tests
/// of other crates). Dropping it shuts it down.
#[derive(Debug)]
pub struct RunningServer {
    addr: SocketAddr,
    url: String,
    port_taken: Option<u16>,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<Result<(), ServerError>>>,
}

/// Binds and serves `files` on a runtime of its own; returns once it listens.
pub fn spawn<F: SiteFiles>(files: F, options: ServeOptions) -> Result<RunningServer, ServerError> {
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().max_blocking_threads(32).thread_name("ferrosaurus-serve").build().map_err(ServerError::Runtime)?;
    let (ready_tx, ready_rx) = std::sync::mpsc::channel();
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let thread = std::thread::Builder::new()
        .name("ferrosaurus-serve".into())
        .spawn(move || {
            runtime.block_on(async move {
                let server = match Server::bind(options).await {
                    Ok(server) => server,
                    Err(e) => {
                        let _ = ready_tx.send(Err(e));
                        return Ok(());
                    }
                };
                let _ = ready_tx.send(Ok((server.local_addr(), server.url(), server.port_taken())));
                server.run(files, async move { let _ = stopped.await; }).await
            })
        })
        .map_err(ServerError::Runtime)?;
    let (addr, url, port_taken) = ready_rx.recv().map_err(|_| ServerError::Closed)??;
    Ok(RunningServer { addr, url, port_taken, stop: Some(stop), thread: Some(thread) })
}

impl RunningServer {
    /// The address it listens on.
    pub fn local_addr(&self) -> SocketAddr {
        self.addr
    }

    /// The port it listens on.
    pub fn port(&self) -> u16 {
        self.addr.port()
    }

    /// The site's address, e.g. `http://localhost:3000/`.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// The port that was asked for, when it was taken and another one is used.
    pub fn port_taken(&self) -> Option<u16> {
        self.port_taken
    }

    /// Stops accepting, lets open requests finish, and returns.
    pub fn shutdown(mut self) -> Result<(), ServerError> {
        self.stop_and_join()
    }

    fn stop_and_join(&mut self) -> Result<(), ServerError> {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        match self.thread.take().map(std::thread::JoinHandle::join) {
            Some(Ok(result)) => result,
            Some(Err(_)) => Err(ServerError::Closed),
            None => Ok(()),
        }
    }
}

impl Drop for RunningServer {
    fn drop(&mut self) {
        let _ = self.stop_and_join();
    }
}
