//! A small static file server for a built site: `/a/b` answers `/a/b/index.html` (no
//! redirect), unknown paths answer `404.html` with status 404, like static hosts do.

use std::path::{Component, Path, PathBuf};
use std::sync::Arc;
use std::thread::JoinHandle;

/// A running server.
pub struct Server {
    server: Arc<tiny_http::Server>,
    port: u16,
    threads: Vec<JoinHandle<()>>,
}

/// Requests answered at once: a page load and the prefetches it starts must not queue
/// behind one slow connection.
const REQUEST_THREADS: usize = 4;

impl Server {
    /// Serves `root` on `127.0.0.1:port` (port 0 picks a free one) in background threads.
    pub fn start(root: &Path, port: u16) -> std::io::Result<Self> {
        let server = tiny_http::Server::http(("127.0.0.1", port)).map_err(std::io::Error::other)?;
        let port = server.server_addr().to_ip().map(|a| a.port()).unwrap_or(port);
        let server = Arc::new(server);
        let threads = (0..REQUEST_THREADS)
            .map(|_| {
                let (server, root) = (server.clone(), root.to_path_buf());
                std::thread::spawn(move || {
                    for request in server.incoming_requests() {
                        let _ = respond(&root, request);
                    }
                })
            })
            .collect();
        Ok(Self { server, port, threads })
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
    pub fn wait(mut self) {
        for t in std::mem::take(&mut self.threads) {
            let _ = t.join();
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        // each unblock wakes one waiting thread
        for _ in &self.threads {
            self.server.unblock();
        }
        for t in std::mem::take(&mut self.threads) {
            let _ = t.join();
        }
    }
}

fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()).unwrap_or_default() {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "json" => "application/json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "gif" => "image/gif",
        "webp" => "image/webp",
        "avif" => "image/avif",
        "ico" => "image/x-icon",
        "woff2" => "font/woff2",
        "woff" => "font/woff",
        "xml" => "application/xml",
        "txt" => "text/plain; charset=utf-8",
        "webmanifest" => "application/manifest+json",
        _ => "application/octet-stream",
    }
}

/// Finds the file for a URL path, refusing anything that leaves `root`.
pub fn resolve(root: &Path, url_path: &str) -> Option<PathBuf> {
    let path = url_path.split(['?', '#']).next().unwrap_or_default();
    let decoded = ferrosaurus_core::url::percent_decode(path);
    let rel = Path::new(decoded.trim_start_matches('/'));
    if !rel.components().all(|c| matches!(c, Component::Normal(_))) {
        return None;
    }
    let candidate = root.join(rel);
    if candidate.is_file() {
        return Some(candidate);
    }
    let index = candidate.join("index.html");
    if index.is_file() {
        return Some(index);
    }
    let html = candidate.with_extension("html");
    html.is_file().then_some(html)
}


fn respond(root: &Path, request: tiny_http::Request) -> std::io::Result<()> {
    let (path, status) = match resolve(root, request.url()) {
        Some(p) => (p, 200),
        None => (root.join("404.html"), 404),
    };
    let body = std::fs::read(&path).unwrap_or_else(|_| b"Not Found".to_vec());
    let header = tiny_http::Header::from_bytes(&b"Content-Type"[..], content_type(&path).as_bytes()).expect("valid header");
    let cache = tiny_http::Header::from_bytes(&b"Cache-Control"[..], &b"no-cache"[..]).expect("valid header");
    request.respond(tiny_http::Response::from_data(body).with_status_code(status).with_header(header).with_header(cache))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serves_files_and_404_and_shuts_down() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("a")).unwrap();
        std::fs::write(dir.path().join("a/index.html"), "page a").unwrap();
        std::fs::write(dir.path().join("404.html"), "not here").unwrap();
        let server = Server::start(dir.path(), 0).unwrap();
        let get = |path: &str| {
            use std::io::{Read, Write};
            let mut stream = std::net::TcpStream::connect(("127.0.0.1", server.port())).unwrap();
            write!(stream, "GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").unwrap();
            let mut answer = String::new();
            stream.read_to_string(&mut answer).unwrap();
            answer
        };
        let a = get("/a");
        assert!(a.starts_with("HTTP/1.1 200") && a.ends_with("page a"), "{a}");
        let missing = get("/nope");
        assert!(missing.starts_with("HTTP/1.1 404") && missing.ends_with("not here"), "{missing}");
        drop(server); // returns: every request thread was woken and joined
    }

    #[test]
    fn resolves_like_a_static_host() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("a/b")).unwrap();
        std::fs::write(dir.path().join("a/b/index.html"), "x").unwrap();
        std::fs::write(dir.path().join("index.html"), "x").unwrap();
        assert_eq!(resolve(dir.path(), "/a/b"), Some(dir.path().join("a/b/index.html")));
        assert_eq!(resolve(dir.path(), "/a/b/?q=1"), Some(dir.path().join("a/b/index.html")));
        assert_eq!(resolve(dir.path(), "/"), Some(dir.path().join("index.html")));
        assert_eq!(resolve(dir.path(), "/nope"), None);
        assert_eq!(resolve(dir.path(), "/../etc/passwd"), None);
        assert_eq!(resolve(dir.path(), "/a/%2e%2e/%2e%2e/x"), None);
    }
}
