//! Throughput on loopback: rounds of 2,000 concurrent GETs (one connection each) against
//! ferrosaurus's server, `python3 -m http.server` and nginx (when installed), over the same
//! folder. Prints requests/s, p50 and p99 latency per server.
//!
//! ```text
//! cargo run --release -p ferrosaurus-server --example load [FOLDER] [ROUNDS]
//! ```
//! Without FOLDER a site-like folder is generated (100 pages of 12 KiB, a 200 KiB script).
//! Requests carry no `Accept-Encoding`, so no server compresses and the bytes are the same.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use ferrosaurus_server::{DiskFiles, ServeOptions};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

const CONCURRENT: usize = 2000;
const PAGES: usize = 100;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let generated = tempfile::tempdir().expect("temp dir");
    let root = match args.first() {
        Some(folder) => PathBuf::from(folder),
        None => generate(generated.path()),
    };
    let rounds: usize = args.get(1).and_then(|r| r.parse().ok()).unwrap_or(5);
    let paths = request_paths(&root);
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().expect("runtime");
    println!("{} rounds of {CONCURRENT} concurrent GETs over {} paths of {}", rounds, paths.len(), root.display());

    let server = ferrosaurus_server::spawn(DiskFiles::new(&root).expect("folder"), ServeOptions::new().host("127.0.0.1").port(0)).expect("serve");
    report("ferrosaurus-server", runtime.block_on(load(server.local_addr(), &paths, rounds)));
    drop(server);

    if let Some(python) = start_python(&root) {
        // one round: it serves a connection at a time from a backlog of 5, and most of a
        // round's requests time out
        report("python3 -m http.server", runtime.block_on(load(python.addr, &paths, 1)));
    } else {
        println!("python3 -m http.server: not available");
    }
    match start_nginx(&root, generated.path()) {
        Some(nginx) => report("nginx", runtime.block_on(load(nginx.addr, &paths, rounds))),
        None => println!("nginx: not installed"),
    }
}

/// A folder shaped like a built site.
fn generate(dir: &Path) -> PathBuf {
    let root = dir.join("site");
    let paragraph = "<p>Docusaurus-style page text with enough words to look like a doc page.</p>\n";
    for i in 0..PAGES {
        let page = root.join(format!("docs/page-{i}"));
        std::fs::create_dir_all(&page).expect("mkdir");
        std::fs::write(page.join("index.html"), paragraph.repeat(12 * 1024 / paragraph.len())).expect("write");
    }
    std::fs::create_dir_all(root.join("assets/js")).expect("mkdir");
    std::fs::write(root.join("assets/js/main.3f9a2c1b.js"), "x".repeat(200 * 1024)).expect("write");
    std::fs::write(root.join("index.html"), paragraph.repeat(200)).expect("write");
    root
}

/// Every HTML page and asset under `root` as a URL path (folders as `/a/b/`).
fn request_paths(root: &Path) -> Vec<String> {
    let mut out = Vec::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if let Ok(rel) = path.strip_prefix(root) {
                let rel = rel.to_string_lossy().replace('\\', "/");
                if rel.ends_with("index.html") {
                    out.push(format!("/{}", rel.trim_end_matches("index.html")));
                } else if rel.starts_with("assets/") {
                    out.push(format!("/{rel}"));
                }
            }
        }
    }
    out.sort();
    out.truncate(500);
    out
}

struct Figures {
    ok: usize,
    failed: usize,
    elapsed: Duration,
    latencies: Vec<Duration>,
}

async fn load(addr: SocketAddr, paths: &[String], rounds: usize) -> Figures {
    let mut latencies = Vec::with_capacity(rounds * CONCURRENT);
    let mut failed = 0;
    let started = Instant::now();
    for round in 0..rounds {
        let tasks: Vec<_> = (0..CONCURRENT)
            .map(|i| {
                let path = paths[(round * CONCURRENT + i) % paths.len()].clone();
                tokio::spawn(async move {
                    let t = Instant::now();
                    one_request(addr, &path).await.map(|()| t.elapsed())
                })
            })
            .collect();
        for task in tasks {
            match task.await {
                Ok(Ok(latency)) => latencies.push(latency),
                _ => failed += 1,
            }
        }
    }
    Figures { ok: latencies.len(), failed, elapsed: started.elapsed(), latencies }
}

async fn one_request(addr: SocketAddr, path: &str) -> std::io::Result<()> {
    let mut stream = tokio::net::TcpStream::connect(addr).await?;
    stream.write_all(format!("GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n").as_bytes()).await?;
    let mut response = Vec::new();
    tokio::time::timeout(Duration::from_secs(10), stream.read_to_end(&mut response)).await??;
    if response.starts_with(b"HTTP/1.1 200") || response.starts_with(b"HTTP/1.0 200") {
        Ok(())
    } else {
        Err(std::io::Error::other(String::from_utf8_lossy(&response[..response.len().min(40)]).into_owned()))
    }
}

fn report(name: &str, mut f: Figures) {
    f.latencies.sort();
    let pct = |p: f64| f.latencies.get(((f.latencies.len() as f64 * p) as usize).min(f.latencies.len().saturating_sub(1))).copied().unwrap_or_default();
    println!(
        "{name:24} {:>8.0} requests/s   p50 {:>7.1} ms   p99 {:>7.1} ms   ({} ok, {} failed, {:.2} s)",
        f.ok as f64 / f.elapsed.as_secs_f64(),
        pct(0.50).as_secs_f64() * 1000.0,
        pct(0.99).as_secs_f64() * 1000.0,
        f.ok,
        f.failed,
        f.elapsed.as_secs_f64()
    );
}

/// A child process killed on drop.
struct Child2 {
    child: Child,
    addr: SocketAddr,
}

impl Drop for Child2 {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").and_then(|l| l.local_addr()).map(|a| a.port()).unwrap_or(8765)
}

fn wait_until_listening(addr: SocketAddr) -> bool {
    let deadline = Instant::now() + Duration::from_secs(10);
    while Instant::now() < deadline {
        if std::net::TcpStream::connect(addr).is_ok() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    false
}

fn start_python(root: &Path) -> Option<Child2> {
    let port = free_port();
    let child = Command::new("python3")
        .args(["-m", "http.server", "--bind", "127.0.0.1", &port.to_string(), "--directory"])
        .arg(root)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    let running = Child2 { child, addr: SocketAddr::from(([127, 0, 0, 1], port)) };
    wait_until_listening(running.addr).then_some(running)
}

fn start_nginx(root: &Path, scratch: &Path) -> Option<Child2> {
    let port = free_port();
    let conf = scratch.join("nginx.conf");
    let config = format!(
        "daemon off; worker_processes auto; pid {dir}/nginx.pid; error_log {dir}/error.log;\n\
         events {{ worker_connections 8192; }}\n\
         http {{ access_log off; client_body_temp_path {dir}; proxy_temp_path {dir}; fastcgi_temp_path {dir}; uwsgi_temp_path {dir}; scgi_temp_path {dir};\n\
         server {{ listen 127.0.0.1:{port} backlog=4096; root {root}; }} }}\n",
        dir = scratch.display(),
        root = root.display()
    );
    std::fs::write(&conf, config).ok()?;
    let child = Command::new("nginx").arg("-c").arg(&conf).arg("-p").arg(scratch).stdout(Stdio::null()).stderr(Stdio::null()).spawn().ok()?;
    let running = Child2 { child, addr: SocketAddr::from(([127, 0, 0, 1], port)) };
    wait_until_listening(running.addr).then_some(running)
}
