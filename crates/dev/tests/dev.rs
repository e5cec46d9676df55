//! The dev server over a temp copy of the build tests' fixture site: a real server on a free
//! loopback port, a plain HTTP client, and a Server-Sent Events client reading the reload
//! channel. Needs Node.js (SSR), as the build tests do.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{channel, Receiver};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use ferrosaurus_test_support::copy_tree;
use ferrosaurus_build::{BuildOptions, ProgressMode};
use ferrosaurus_dev::{start, DevOptions, DevServer, CLIENT_TAG};
use serde_json::Value;

const FIXTURE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../build/tests/fixtures/basic");
/// How long a rebuild may take before a test gives up (a slow, shared CI machine).
const PATIENCE: Duration = Duration::from_secs(60);

struct Site {
    dir: tempfile::TempDir,
    server: DevServer,
    events: Receiver<Value>,
    log: Arc<Mutex<Vec<String>>>,
}

impl Site {
    fn start() -> Self {
        let dir = tempfile::tempdir().unwrap();
        copy_tree(Path::new(FIXTURE), dir.path(), &[]);
        let log = Arc::new(Mutex::new(Vec::new()));
        let mut options = DevOptions::new(quiet_build(dir.path()));
        options.host = "127.0.0.1".into();
        options.port = 0;
        let sink = log.clone();
        options.log = Arc::new(move |line| sink.lock().unwrap().push(line.to_string()));
        let server = start(options).unwrap();
        let events = listen(server.local_addr());
        let site = Site { dir, server, events, log };
        assert_eq!(site.next_event()["type"], "ok", "a new browser first hears the current state");
        site
    }

    fn path(&self, rel: &str) -> PathBuf {
        self.dir.path().join(rel)
    }

    fn get(&self, path: &str) -> (u16, String) {
        get(self.server.local_addr(), path)
    }

    /// The next event, skipping none.
    fn next_event(&self) -> Value {
        self.events.recv_timeout(PATIENCE).unwrap_or_else(|_| panic!("no event within {PATIENCE:?}; log: {:#?}", self.log.lock().unwrap()))
    }

    /// Events until one of type `kind` (the ones before are returned too, for checks).
    fn event_of(&self, kind: &str) -> Value {
        loop {
            let event = self.next_event();
            if event["type"] == kind {
                return event;
            }
        }
    }
}

fn quiet_build(site: &Path) -> BuildOptions {
    let mut build = BuildOptions::new(site);
    build.progress = ProgressMode::Quiet;
    build.minify = false;
    build.ssr_workers = Some(1);
    build
}

/// GET over HTTP/1.0 (the body ends with the connection): status and body.
fn get(addr: SocketAddr, path: &str) -> (u16, String) {
    let mut stream = TcpStream::connect(addr).unwrap();
    stream.set_read_timeout(Some(PATIENCE)).unwrap();
    write!(stream, "GET {path} HTTP/1.0\r\nHost: localhost\r\n\r\n").unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).unwrap();
    let (head, body) = response.split_once("\r\n\r\n").unwrap_or((&response, ""));
    let status = head.split(' ').nth(1).and_then(|s| s.parse().ok()).unwrap_or(0);
    (status, body.to_string())
}

/// The reload channel as a browser's EventSource reads it: each `data:` line, parsed.
fn listen(addr: SocketAddr) -> Receiver<Value> {
    let (tx, rx) = channel();
    let mut stream = TcpStream::connect(addr).unwrap();
    write!(stream, "GET /__ferrosaurus/events HTTP/1.0\r\nHost: localhost\r\nAccept: text/event-stream\r\n\r\n").unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(stream).lines() {
            let Ok(line) = line else { return };
            if let Some(data) = line.strip_prefix("data:") {
                if tx.send(serde_json::from_str::<Value>(data.trim()).unwrap()).is_err() {
                    return;
                }
            }
        }
    });
    rx
}

/// Writes a file as editors do: a temp file beside it, renamed over it.
fn atomic_write(path: &Path, text: &str) {
    let temp = path.with_extension("md.tmp-save");
    std::fs::write(&temp, text).unwrap();
    std::fs::rename(&temp, path).unwrap();
}

fn edit(path: &Path, from: &str, to: &str) {
    let text = std::fs::read_to_string(path).unwrap();
    assert!(text.contains(from), "{} has no {from:?}", path.display());
    std::fs::write(path, text.replace(from, to)).unwrap();
}

/// The page data URL a page's boot JSON names.
fn page_data_url(html: &str) -> String {
    let start = html.find("\"pageDataUrl\":\"").expect("the boot JSON names the page data") + "\"pageDataUrl\":\"".len();
    html[start..].split('"').next().unwrap().to_string()
}

fn prepend(path: &Path, text: &str) {
    std::fs::write(path, format!("{text}{}", std::fs::read_to_string(path).unwrap())).unwrap();
}

#[test]
fn a_doc_edit_reaches_the_next_response_and_the_reload_channel() {
    let site = Site::start();
    let (status, html) = site.get("/docs/intro");
    assert_eq!(status, 200);
    assert!(html.contains("Welcome to the"), "{html}");
    assert!(html.contains(CLIENT_TAG), "the live-reload client is in every page");
    let (status, client) = site.get("/__ferrosaurus/client.js");
    assert_eq!(status, 200);
    assert!(client.contains("EventSource"));

    edit(&site.path("docs/intro.md"), "Welcome to the", "Hello from the edited");
    let event = site.event_of("content");
    assert_eq!(event["routes"], serde_json::json!(["/docs/intro"]), "only the edited doc changed: {event}");
    assert_eq!(event["shared"], false);
    let (_, html) = site.get("/docs/intro");
    assert!(html.contains("Hello from the edited"), "{html}");
    assert!(!html.contains("Welcome to the"));
    let (_, data) = site.get(&page_data_url(&html));
    let page: Value = serde_json::from_str(&data).unwrap_or_else(|e| panic!("{e}: {}", &data[..data.len().min(300)]));
    assert!(page["html"].as_str().unwrap_or_else(|| panic!("{data}")).contains("Hello from the edited"));

    // a new doc gets a route; deleting it takes the route away again
    std::fs::write(site.path("docs/added.md"), "# Added\n\nA new page.\n").unwrap();
    let event = site.event_of("content");
    assert!(event["routes"].as_array().unwrap().iter().any(|r| r == "/docs/added"), "{event}");
    assert_eq!(site.get("/docs/added").0, 200);
    std::fs::remove_file(site.path("docs/added.md")).unwrap();
    site.event_of("content");
    assert_eq!(site.get("/docs/added").0, 404);
    assert!(!site.path("build").exists(), "nothing is written to build/");
}

#[test]
fn a_config_syntax_error_shows_the_overlay_and_the_last_good_version_stays() {
    let site = Site::start();
    let config = site.path("docusaurus.config.ts");
    let good = std::fs::read_to_string(&config).unwrap();
    std::fs::write(&config, good.replace("title,\n  tagline", "title,,\n  tagline")).unwrap();
    let event = site.event_of("error");
    let problem = &event["problems"][0];
    assert!(problem["file"].as_str().unwrap().ends_with("docusaurus.config.ts"), "{event}");
    assert!(problem["line"].as_u64().unwrap() > 0, "the overlay names the line: {event}");
    let (status, html) = site.get("/docs/intro");
    assert_eq!(status, 200, "the last good version is still served");
    assert!(html.contains("Welcome to the"));

    // a doc saved while the config is broken must not clear the error
    edit(&site.path("docs/intro.md"), "Welcome to the", "Still broken");
    let event = site.event_of("error");
    assert!(event["problems"][0]["file"].as_str().unwrap().ends_with("docusaurus.config.ts"));

    std::fs::write(&config, good.replace("tagline: 'A small site the build tests use'", "tagline: 'Fixed'")).unwrap();
    site.event_of("ok");
    let (_, html) = site.get("/docs/intro");
    assert!(html.contains("Still broken"), "the doc edit made while the config was broken is served");
}

#[test]
fn a_markdown_error_names_the_file() {
    let site = Site::start();
    std::fs::write(site.path("docs/intro.md"), "---\ntitle: [unclosed\n---\n\nText\n").unwrap();
    let event = site.event_of("error");
    assert!(event["problems"][0]["file"].as_str().unwrap_or_else(|| panic!("{event}")).ends_with("intro.md"), "{event}");
    assert_eq!(site.get("/docs/intro").0, 200);
}

#[test]
fn atomic_saves_and_a_rename_storm_do_not_stop_the_server() {
    let site = Site::start();
    atomic_write(&site.path("docs/intro.md"), "---\ntitle: Introduction\n---\n\nSaved atomically.\n");
    site.event_of("content");
    assert!(site.get("/docs/intro").1.contains("Saved atomically."));

    // a checkout of another branch: 200 files created and renamed in a burst
    let storm = site.path("docs/storm");
    std::fs::create_dir(&storm).unwrap();
    for i in 0..200 {
        let temp = storm.join(format!(".page-{i}.md.tmp"));
        std::fs::write(&temp, format!("# Storm {i}\n\nPage {i}.\n")).unwrap();
        std::fs::rename(&temp, storm.join(format!("page-{i}.md"))).unwrap();
    }
    for i in (0..200).step_by(3) {
        std::fs::rename(storm.join(format!("page-{i}.md")), storm.join(format!("moved-{i}.md"))).unwrap();
    }
    let started = Instant::now();
    loop {
        let (status, _) = site.get("/docs/storm/moved-198");
        if status == 200 && site.get("/docs/storm/page-198").0 == 404 && site.get("/docs/storm/page-199").0 == 200 {
            break;
        }
        assert!(started.elapsed() < PATIENCE, "the storm's last state never showed; log: {:#?}", site.log.lock().unwrap());
        std::thread::sleep(Duration::from_millis(100));
    }
    assert!(site.get("/docs/storm/page-1").1.contains("Page 1."));
}

#[test]
fn after_edits_every_route_serves_what_a_fresh_build_writes() {
    let site = Site::start();
    edit(&site.path("docs/intro.md"), "Welcome to the", "Edited welcome to the");
    site.event_of("content");
    prepend(&site.path("docs/guides/01-first.md"), "---\nsidebar_label: First, relabelled\n---\n");
    site.event_of("content");
    std::fs::write(site.path("docs/guides/03-third.md"), "# Third\n\nA third guide.\n").unwrap();
    site.event_of("content");
    std::fs::remove_file(site.path("docs/reference/api.md")).unwrap();
    site.event_of("content");
    prepend(&site.path("src/css/custom.css"), ".edited-rule { color: rebeccapurple; }\n");
    let event = site.next_event();
    assert!(event["type"] == "css" || event["type"] == "reload", "{event}");

    let out = tempfile::tempdir().unwrap();
    let mut build = quiet_build(site.dir.path());
    build.out_dir = Some(out.path().join("build"));
    ferrosaurus_build::build(&build).unwrap();
    let mut compared = 0;
    for entry in walkdir::WalkDir::new(out.path().join("build")) {
        let entry = entry.unwrap();
        let rel = entry.path().strip_prefix(out.path().join("build")).unwrap().to_string_lossy().replace('\\', "/");
        if !rel.ends_with("index.html") {
            continue;
        }
        let route = format!("/{}", rel.trim_end_matches("index.html"));
        let (status, served) = site.get(&route);
        assert_eq!(status, 200, "{route}");
        let built = std::fs::read_to_string(entry.path()).unwrap();
        assert_eq!(served.replace(CLIENT_TAG, ""), built, "{route} differs from a fresh build");
        compared += 1;
    }
    assert!(compared >= 6, "only {compared} pages compared");
}
