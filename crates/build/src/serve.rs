//! A static server for a built site in tests and examples: `ferrosaurus-server` (axum/hyper,
//! the HTTP stack of `ferrosaurus serve` and `start`) on a loopback port, in the background.
//! `/a/b` answers `a/b/index.html` or `a/b.html`, unknown paths answer `404.html` with status
//! 404, as static hosts and Docusaurus's `serve` do.

use std::path::Path;

use ferrosaurus_server::{spawn, DiskFiles, RunningServer, ServeOptions};

/// A running server; dropping it shuts it down.
pub struct Server {
    running: Option<RunningServer>,
    port: u16,
}

impl Server {
    /// Serves `root` on `127.0.0.1:port` (port 0 picks a free one) in the background.
    pub fn start(root: &Path, port: u16) -> std::io::Result<Self> {
        let files = DiskFiles::new(root)?;
        let running = spawn(files, ServeOptions::new().host("127.0.0.1").port(port)).map_err(std::io::Error::other)?;
        let port = running.port();
        Ok(Self { running: Some(running), port })
    }

    /// The port it listens on.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// The base URL, e.g. `http://127.0.0.1:3000`.
    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    /// Serves until the process ends.
    pub fn wait(self) {
        loop {
            std::thread::park();
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(running) = self.running.take() {
            let _ = running.shutdown();
        }
    }
}
