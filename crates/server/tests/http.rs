//! The server over real sockets on 127.0.0.1 (port 0): files, 404, revalidation, compression,
//! redirects, and what hostile clients must not achieve (issue 13: leave the root, kill the
//! server, stall other clients, send unbounded headers).

use std::net::SocketAddr;
use std::path::Path;
use std::time::{Duration, Instant};

use ferrosaurus_server::{DiskFiles, Limits, ServeOptions, Server};
use http_body_util::{BodyExt, Empty};
use hyper_util::client::legacy::Client;
use hyper_util::rt::TokioExecutor;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio::sync::oneshot;

const BIG_HTML_LINES: usize = 2000;

/// A site folder inside a temp dir, with a secret file beside it (outside the root).
fn site() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("secret.txt"), "TOP-SECRET").unwrap();
    let root = dir.path().join("build");
    let write = |rel: &str, body: &[u8]| {
        let path = root.join(rel);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, body).unwrap();
    };
    write("index.html", b"<h1>home</h1>");
    write("a/index.html", b"<h1>page a</h1>");
    write("b.html", b"<h1>page b</h1>");
    write("404.html", b"<h1>custom not found</h1>");
    write("assets/js/main.3f9a2c1b.js", b"console.log(1)");
    write("img/logo.svg", b"<svg/>");
    write("big.html", "<p>the same line of text, again and again</p>\n".repeat(BIG_HTML_LINES).as_bytes());
    write("huge.bin", &vec![7u8; 8 * 1024 * 1024]);
    dir
}

struct Running {
    addr: SocketAddr,
    stop: Option<oneshot::Sender<()>>,
    task: tokio::task::JoinHandle<()>,
}

impl Running {
    async fn stop(mut self) {
        let _ = self.stop.take().unwrap().send(());
        tokio::time::timeout(Duration::from_secs(10), &mut self.task).await.expect("shuts down").unwrap();
    }
}

async fn start(root: &Path, options: ServeOptions) -> Running {
    let server = Server::bind(options.host("127.0.0.1").port(0)).await.unwrap();
    let addr = server.local_addr();
    let (stop, stopped) = oneshot::channel::<()>();
    let files = DiskFiles::new(root).unwrap();
    let task = tokio::spawn(async move {
        server.run(files, async move { let _ = stopped.await; }).await.unwrap();
    });
    Running { addr, stop: Some(stop), task }
}

/// Sends raw bytes, reads until the server closes or 3 s pass.
async fn raw(addr: SocketAddr, request: &[u8]) -> String {
    let mut stream = TcpStream::connect(addr).await.unwrap();
    let _ = stream.write_all(request).await;
    let mut out = Vec::new();
    let _ = tokio::time::timeout(Duration::from_secs(3), stream.read_to_end(&mut out)).await;
    String::from_utf8_lossy(&out).into_owned()
}

async fn get_raw(addr: SocketAddr, path: &str) -> String {
    raw(addr, format!("GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").as_bytes()).await
}

fn status(response: &str) -> u16 {
    response.get(9..12).and_then(|s| s.parse().ok()).unwrap_or(0)
}

fn client() -> Client<hyper_util::client::legacy::connect::HttpConnector, Empty<bytes::Bytes>> {
    Client::builder(TokioExecutor::new()).build_http()
}

async fn get(addr: SocketAddr, path: &str, headers: &[(&str, &str)]) -> (hyper::http::response::Parts, Vec<u8>) {
    let mut request = hyper::Request::get(format!("http://{addr}{path}"));
    for (k, v) in headers {
        request = request.header(*k, *v);
    }
    let response = client().request(request.body(Empty::new()).unwrap()).await.unwrap();
    let (parts, body) = response.into_parts();
    (parts, body.collect().await.unwrap().to_bytes().to_vec())
}

fn header<'a>(parts: &'a hyper::http::response::Parts, name: &str) -> &'a str {
    parts.headers.get(name).map(|v| v.to_str().unwrap()).unwrap_or("")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serves_pages_clean_urls_and_the_404_page_with_status_404() {
    let dir = site();
    let server = start(&dir.path().join("build"), ServeOptions::new()).await;
    let (parts, body) = get(server.addr, "/a", &[]).await;
    assert_eq!((parts.status.as_u16(), body.as_slice()), (200, &b"<h1>page a</h1>"[..]));
    assert_eq!(header(&parts, "content-type"), "text/html; charset=utf-8");
    assert_eq!(header(&parts, "cache-control"), "no-cache");
    let (parts, body) = get(server.addr, "/b", &[]).await;
    assert_eq!((parts.status.as_u16(), body.as_slice()), (200, &b"<h1>page b</h1>"[..]));
    let (parts, body) = get(server.addr, "/nope", &[]).await;
    assert_eq!((parts.status.as_u16(), body.as_slice()), (404, &b"<h1>custom not found</h1>"[..]));
    let (parts, _) = get(server.addr, "/assets/js/main.3f9a2c1b.js", &[]).await;
    assert_eq!(header(&parts, "cache-control"), "public, max-age=31536000, immutable");
    let (parts, _) = get(server.addr, "/img", &[]).await;
    assert_eq!(parts.status.as_u16(), 404, "a folder without index.html is not listed");
    let (parts, _) = get(server.addr, "/b.html", &[]).await;
    assert_eq!((parts.status.as_u16(), header(&parts, "location")), (301, "/b"));
    let head = raw(server.addr, b"HEAD /a HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").await;
    assert!(head.starts_with("HTTP/1.1 200") && head.contains("content-length: 15") && head.ends_with("\r\n\r\n"), "{head}");
    let delete = raw(server.addr, b"DELETE /a HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").await;
    assert!(delete.starts_with("HTTP/1.1 405") && delete.contains("allow: GET, HEAD"), "{delete}");
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn revalidation_answers_304_with_etag_and_last_modified() {
    let dir = site();
    let server = start(&dir.path().join("build"), ServeOptions::new()).await;
    let (parts, _) = get(server.addr, "/img/logo.svg", &[]).await;
    let etag = header(&parts, "etag").to_string();
    let modified = header(&parts, "last-modified").to_string();
    assert!(etag.starts_with('"') && !modified.is_empty(), "{parts:?}");
    let (parts, body) = get(server.addr, "/img/logo.svg", &[("if-none-match", &etag)]).await;
    assert_eq!((parts.status.as_u16(), body.len()), (304, 0));
    assert_eq!(header(&parts, "etag"), etag);
    let (parts, _) = get(server.addr, "/img/logo.svg", &[("if-modified-since", &modified)]).await;
    assert_eq!(parts.status.as_u16(), 304);
    let (parts, _) = get(server.addr, "/img/logo.svg", &[("if-none-match", "\"other\"")]).await;
    assert_eq!(parts.status.as_u16(), 200);
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn byte_ranges_for_media_seeking() {
    let dir = site();
    let server = start(&dir.path().join("build"), ServeOptions::new()).await;
    let (parts, body) = get(server.addr, "/img/logo.svg", &[("range", "bytes=1-3")]).await;
    assert_eq!((parts.status.as_u16(), header(&parts, "content-range"), body.as_slice()), (206, "bytes 1-3/6", &b"svg"[..]));
    let (parts, body) = get(server.addr, "/img/logo.svg", &[("range", "bytes=-2")]).await;
    assert_eq!((parts.status.as_u16(), body.as_slice()), (206, &b"/>"[..]));
    let (parts, body) = get(server.addr, "/huge.bin", &[("range", "bytes=8388600-")]).await;
    assert_eq!((parts.status.as_u16(), body.len(), header(&parts, "content-range")), (206, 8, "bytes 8388600-8388607/8388608"));
    let (parts, _) = get(server.addr, "/img/logo.svg", &[("range", "bytes=10-")]).await;
    assert_eq!((parts.status.as_u16(), header(&parts, "content-range")), (416, "bytes */6"));
    let (parts, body) = get(server.addr, "/img/logo.svg", &[("range", "bytes=0-1"), ("if-range", "\"stale\"")]).await;
    assert_eq!((parts.status.as_u16(), body.len()), (200, 6));
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn compresses_with_gzip_and_brotli_when_asked() {
    let dir = site();
    let server = start(&dir.path().join("build"), ServeOptions::new()).await;
    let original = std::fs::read(dir.path().join("build/big.html")).unwrap();
    let (parts, body) = get(server.addr, "/big", &[("accept-encoding", "gzip")]).await;
    assert_eq!(header(&parts, "content-encoding"), "gzip");
    assert!(body.len() < original.len() / 10, "{} bytes", body.len());
    let mut decoded = Vec::new();
    std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(body.as_slice()), &mut decoded).unwrap();
    assert_eq!(decoded, original);
    let (parts, _) = get(server.addr, "/big", &[("accept-encoding", "br")]).await;
    assert_eq!(header(&parts, "content-encoding"), "br");
    let (parts, body) = get(server.addr, "/big", &[]).await;
    assert_eq!((header(&parts, "content-encoding"), body.len()), ("", original.len()));
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn trailing_slash_and_base_url_redirect_as_docusaurus_serve() {
    let dir = site();
    let root = dir.path().join("build");
    let never = start(&root, ServeOptions::new().trailing_slash(Some(false))).await;
    let (parts, _) = get(never.addr, "/a/?x=1", &[]).await;
    assert_eq!((parts.status.as_u16(), header(&parts, "location")), (301, "/a?x=1"));
    assert_eq!(get(never.addr, "/a", &[]).await.0.status.as_u16(), 200);
    never.stop().await;

    let always = start(&root, ServeOptions::new().trailing_slash(Some(true))).await;
    let (parts, _) = get(always.addr, "/a", &[]).await;
    assert_eq!((parts.status.as_u16(), header(&parts, "location")), (301, "/a/"));
    assert_eq!(get(always.addr, "/a/", &[]).await.0.status.as_u16(), 200);
    assert_eq!(get(always.addr, "/img/logo.svg", &[]).await.0.status.as_u16(), 200, "files are not slashed");
    always.stop().await;

    let based = start(&root, ServeOptions::new().base_url("/docs/").trailing_slash(Some(true))).await;
    let (parts, _) = get(based.addr, "/elsewhere", &[]).await;
    assert_eq!((parts.status.as_u16(), header(&parts, "location")), (302, "/docs/"));
    let (parts, _) = get(based.addr, "/docs/a", &[]).await;
    assert_eq!((parts.status.as_u16(), header(&parts, "location")), (302, "/docs/a/"));
    let (parts, body) = get(based.addr, "/docs/a/", &[]).await;
    assert_eq!((parts.status.as_u16(), body.as_slice()), (200, &b"<h1>page a</h1>"[..]));
    based.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn regression_13_path_traversal_never_leaves_the_root() {
    let dir = site();
    let server = start(&dir.path().join("build"), ServeOptions::new()).await;
    let attempts = [
        "/../secret.txt",
        "/a/../../secret.txt",
        "/%2e%2e/secret.txt",
        "/%2E%2E/%2e%2e/secret.txt",
        "/..%2fsecret.txt",
        "/a/..%2f..%2fsecret.txt",
        "/..\\secret.txt",
        "/..%5csecret.txt",
        "/a%00/../../secret.txt",
        "/%00",
        "/%2e%2e%2f%2e%2e%2fsecret.txt",
        "/..%c0%afsecret.txt",
        "//..//secret.txt",
        "/./../secret.txt",
    ];
    for path in attempts {
        let response = get_raw(server.addr, path).await;
        assert!(!response.contains("TOP-SECRET"), "{path} leaked: {response}");
        assert!(matches!(status(&response), 301 | 400 | 404), "{path}: {response}");
    }
    // absolute-form and odd request targets too
    for target in ["http://x/../secret.txt", "*", "../secret.txt"] {
        let response = get_raw(server.addr, target).await;
        assert!(!response.contains("TOP-SECRET"), "{target} leaked: {response}");
    }
    assert_eq!(status(&get_raw(server.addr, "/").await), 200);
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn regression_13_a_huge_content_length_is_refused_and_the_server_lives() {
    let dir = site();
    let server = start(&dir.path().join("build"), ServeOptions::new()).await;
    for method in ["POST", "GET", "PUT"] {
        let response = raw(server.addr, format!("{method} / HTTP/1.1\r\nHost: x\r\nContent-Length: 1000000000000000\r\n\r\nabc").as_bytes()).await;
        assert_eq!(status(&response), 413, "{method}: {response}");
    }
    let response = raw(server.addr, b"POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nffffffffffffff\r\n").await;
    assert_eq!(status(&response), 413, "{response}");
    assert_eq!(status(&get_raw(server.addr, "/a").await), 200);
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn regression_13_oversized_headers_get_431() {
    let dir = site();
    let server = start(&dir.path().join("build"), ServeOptions::new()).await;
    let long = format!("GET / HTTP/1.1\r\nHost: x\r\nX-Big: {}\r\n\r\n", "a".repeat(64 * 1024));
    assert_eq!(status(&raw(server.addr, long.as_bytes()).await), 431);
    let many: String = (0..200).map(|i| format!("X-H{i}: v\r\n")).collect();
    let many = format!("GET / HTTP/1.1\r\nHost: x\r\n{many}\r\n");
    assert_eq!(status(&raw(server.addr, many.as_bytes()).await), 431);
    assert_eq!(status(&get_raw(server.addr, "/").await), 200);
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn regression_13_slow_clients_do_not_stall_a_normal_one() {
    let dir = site();
    let limits = Limits::default().timeouts(Duration::from_secs(1), Duration::from_secs(1), Duration::from_secs(1));
    let server = start(&dir.path().join("build"), ServeOptions::new().limits(limits)).await;
    let addr = server.addr;
    // two slow readers: ask for 8 MiB and read nothing
    let mut slow = Vec::new();
    for _ in 0..2 {
        let mut s = TcpStream::connect(addr).await.unwrap();
        s.write_all(b"GET /huge.bin HTTP/1.1\r\nHost: x\r\n\r\n").await.unwrap();
        slow.push(s);
    }
    // a slowloris head and a slow body, one byte at a time
    let drip = |head: &'static [u8], rest: &'static [u8]| {
        tokio::spawn(async move {
            let mut s = TcpStream::connect(addr).await.unwrap();
            let _ = s.write_all(head).await;
            let started = Instant::now();
            for b in rest.iter().cycle().take(60) {
                if s.write_all(&[*b]).await.is_err() {
                    break;
                }
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            // closed by the server (or 6 s of dripping, which would fail the assertion below)
            let mut buf = Vec::new();
            let _ = tokio::time::timeout(Duration::from_secs(3), s.read_to_end(&mut buf)).await;
            started.elapsed()
        })
    };
    let loris = drip(b"GET / HTTP/1.1\r\n", b"X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa");
    let body = drip(b"POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n", b"bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb");
    tokio::time::sleep(Duration::from_millis(200)).await;
    let started = Instant::now();
    let response = get_raw(addr, "/a").await;
    assert_eq!(status(&response), 200, "{response}");
    assert!(started.elapsed() < Duration::from_millis(500), "the fifth client waited {:?}", started.elapsed());
    // the slowloris head is cut at the header timeout, not after all 60 bytes (6 s)
    assert!(loris.await.unwrap() < Duration::from_secs(4));
    assert!(body.await.unwrap() < Duration::from_secs(4));
    // the readers that never read are closed after the write idle timeout
    tokio::time::sleep(Duration::from_millis(1500)).await;
    for mut s in slow {
        let mut sink = vec![0u8; 1 << 20];
        let drained = tokio::time::timeout(Duration::from_secs(5), async {
            loop {
                match s.read(&mut sink).await {
                    Ok(0) | Err(_) => break,
                    Ok(_) => {}
                }
            }
        })
        .await;
        assert!(drained.is_ok(), "a slow reader kept its connection");
    }
    server.stop().await;
}

/// A small seeded generator (xorshift), so a failure replays.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A request mangled one of several ways: random bytes, cut, repeated, odd methods,
/// versions, targets, header lines, lengths.
fn malformed(rng: &mut Rng) -> Vec<u8> {
    const PIECES: [&str; 24] = [
        "GET", "POST", "HEAD", "G\0T", "/", "/a", "/%", "/%zz", "/..", "*", "http://x/", " ", "\r\n", "\n", "HTTP/1.1", "HTTP/9.9", "HTTP/1.1\r\n",
        "Host: x\r\n", "Content-Length: -1\r\n", "Content-Length: 99999999999999999999999\r\n", "Transfer-Encoding: chunked\r\n", ":\r\n", "\r\n\r\n", "Connection: close\r\n",
    ];
    let mut out = Vec::new();
    match rng.below(3) {
        0 => (0..rng.below(300)).for_each(|_| out.push(rng.next() as u8)),
        1 => (0..rng.below(12)).for_each(|_| out.extend_from_slice(PIECES[rng.below(PIECES.len())].as_bytes())),
        _ => {
            out.extend_from_slice(b"GET /a HTTP/1.1\r\nHost: x\r\nAccept: */*\r\n\r\n");
            for _ in 0..1 + rng.below(4) {
                let i = rng.below(out.len());
                out[i] = rng.next() as u8;
            }
            out.truncate(rng.below(out.len() + 1));
        }
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn regression_13_two_thousand_malformed_requests_leave_the_server_answering() {
    let dir = site();
    let limits = Limits::default().timeouts(Duration::from_millis(300), Duration::from_millis(300), Duration::from_millis(300));
    let server = start(&dir.path().join("build"), ServeOptions::new().limits(limits)).await;
    let addr = server.addr;
    let started = Instant::now();
    let workers: Vec<_> = (0..8u64)
        .map(|w| {
            tokio::spawn(async move {
                let mut rng = Rng(0x9e37_79b9_7f4a_7c15 ^ (w + 1));
                for _ in 0..250 {
                    let request = malformed(&mut rng);
                    let Ok(mut s) = TcpStream::connect(addr).await else { continue };
                    let _ = s.write_all(&request).await;
                    let _ = s.shutdown().await; // end of request: the server answers or closes at once
                    let mut sink = Vec::new();
                    let _ = tokio::time::timeout(Duration::from_secs(2), s.read_to_end(&mut sink)).await;
                }
            })
        })
        .collect();
    for w in workers {
        w.await.unwrap();
    }
    assert!(started.elapsed() < Duration::from_secs(30), "fuzzing took {:?}", started.elapsed());
    let response = get_raw(addr, "/a").await;
    assert_eq!(status(&response), 200, "{response}");
    assert!(response.ends_with("<h1>page a</h1>"));
    server.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_taken_port_moves_to_the_next_free_one_and_says_so() {
    let blocker = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let taken = blocker.local_addr().unwrap().port();
    let Ok(server) = Server::bind(ServeOptions::new().host("127.0.0.1").port(taken)).await else {
        return; // the next ports are taken too on this machine: nothing to check
    };
    assert_eq!(server.port_taken(), Some(taken));
    assert_ne!(server.local_addr().port(), taken);
    assert!(server.url().starts_with("http://127.0.0.1:"));
}

#[test]
fn the_blocking_handle_serves_and_shuts_down() {
    let dir = site();
    let server = ferrosaurus_server::spawn(DiskFiles::new(&dir.path().join("build")).unwrap(), ServeOptions::new().host("127.0.0.1").port(0)).unwrap();
    let addr = server.local_addr();
    let mut stream = std::net::TcpStream::connect(addr).unwrap();
    std::io::Write::write_all(&mut stream, b"GET /a HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").unwrap();
    let mut answer = String::new();
    std::io::Read::read_to_string(&mut stream, &mut answer).unwrap();
    assert!(answer.starts_with("HTTP/1.1 200") && answer.ends_with("<h1>page a</h1>"), "{answer}");
    server.shutdown().unwrap();
    assert!(std::net::TcpStream::connect(addr).is_err(), "still listening after shutdown");
}
