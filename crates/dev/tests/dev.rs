//! The dev server over a temp copy of the build tests' fixture site: a real server on a free
//! loopback port, a plain HTTP client, and a Server-Sent Events client reading the reload
//! channel. Needs Node.js (SSR), as the build tests do.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::collections::{BTreeMap, BTreeSet};
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

/// A fresh build of the site's current files, into a temp folder: the folder and its `build/`.
fn fresh_build(site_dir: &Path, context: &str) -> (tempfile::TempDir, PathBuf) {
    let out = tempfile::tempdir().unwrap();
    let mut build = quiet_build(site_dir);
    build.out_dir = Some(out.path().join("build"));
    if let Err(e) = ferrosaurus_build::build(&build) {
        panic!("{context}: the fresh build of the edited site failed: {e}");
    }
    let dir = out.path().join("build");
    (out, dir)
}

/// The routes of a build (`a/b/index.html` is `/a/b/`, as `trailingSlash` unset writes them)
/// and their HTML files; the 404 page left out.
fn built_routes(build: &Path) -> BTreeMap<String, PathBuf> {
    let mut routes = BTreeMap::new();
    for entry in walkdir::WalkDir::new(build).into_iter().filter_map(Result::ok) {
        let rel = entry.path().strip_prefix(build).unwrap().to_string_lossy().replace('\\', "/");
        if let Some(dir) = rel.strip_suffix("index.html") {
            routes.insert(format!("/{}", dir.trim_end_matches('/')), entry.path().to_path_buf());
        }
    }
    routes
}

/// Every page of a fresh build (HTML, page data and the stylesheets it links) is what the dev
/// server serves; gives the fresh build's routes. A difference while the server is still
/// rebuilding (an event comes) is looked at again once it is quiet.
fn assert_serves_a_fresh_build(site: &Site, context: &str) -> BTreeSet<String> {
    let (_out, build) = fresh_build(site.dir.path(), context);
    loop {
        match compare_with_build(site, &build) {
            Ok(routes) => return routes,
            Err(difference) => match site.events.recv_timeout(Duration::from_secs(10)) {
                Ok(_) => {
                    settle(site);
                }
                Err(_) => panic!("{context}: {difference}"),
            },
        }
    }
}

fn compare_with_build(site: &Site, build: &Path) -> Result<BTreeSet<String>, String> {
    let routes = built_routes(build);
    if routes.len() < 6 {
        return Err(format!("only {} pages built", routes.len()));
    }
    let mut stylesheets = BTreeSet::new();
    for (route, file) in &routes {
        let route = if route.is_empty() { "/" } else { route.as_str() };
        let built = std::fs::read_to_string(file).unwrap();
        let (status, served) = site.get(route);
        if status != 200 || served.replace(CLIENT_TAG, "") != built {
            return Err(format!("{route} differs from a fresh build (status {status})"));
        }
        let data_url = page_data_url(&built);
        let (status, served_data) = site.get(&data_url);
        if status != 200 || served_data != std::fs::read_to_string(build.join(data_url.trim_start_matches('/'))).unwrap() {
            return Err(format!("{data_url} (page data of {route}) differs from a fresh build (status {status})"));
        }
        stylesheets.extend(built.split("rel=\"stylesheet\" href=\"").skip(1).filter_map(|rest| rest.split('"').next()).map(str::to_string));
    }
    for href in stylesheets.iter().filter(|h| h.starts_with('/')) {
        let (status, served) = site.get(href);
        if status != 200 || served != std::fs::read_to_string(build.join(href.trim_start_matches('/'))).unwrap() {
            return Err(format!("{href} differs from a fresh build (status {status})"));
        }
    }
    Ok(routes.keys().map(|r| if r.is_empty() { "/".to_string() } else { r.clone() }).collect())
}

/// Events until the server has been quiet for a while (a change may rebuild more than once).
fn settle(site: &Site) -> Vec<Value> {
    let started = Instant::now();
    let mut seen = Vec::new();
    while let Ok(event) = site.events.recv_timeout(Duration::from_millis(1500)) {
        seen.push(event);
        assert!(started.elapsed() < PATIENCE, "events never stop: {seen:?}");
    }
    seen
}

/// The next event after a change; an `error` may only be a passing state (a file read half
/// written), so it must be followed by a good rebuild soon.
fn rebuilt(site: &Site, context: &str) -> Value {
    let event = site.next_event();
    if event["type"] != "error" {
        return event;
    }
    match site.events.recv_timeout(Duration::from_secs(5)) {
        Ok(next) if next["type"] != "error" => next,
        _ => panic!("{context}: the change did not build: {event}\nlog: {:#?}", site.log.lock().unwrap()),
    }
}

/// SplitMix64: the edit sequence of a seed, the same on every machine.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// `key: value` set in the Markdown's front matter (the line replaced, or added; a front matter
/// block created when there is none).
fn set_front_matter(text: &str, key: &str, value: &str) -> String {
    let line = format!("{key}: {value}");
    let Some(rest) = text.strip_prefix("---\n") else {
        return format!("---\n{line}\n---\n\n{text}");
    };
    let (block, body) = rest.split_once("\n---\n").unwrap_or((rest, ""));
    let mut lines: Vec<String> = block.lines().filter(|l| !l.starts_with(&format!("{key}:"))).map(str::to_string).collect();
    lines.push(line);
    format!("---\n{}\n---\n{body}", lines.join("\n"))
}

/// The route of a doc at `rel` under `docs/` (number prefixes dropped, `index` is its folder,
/// an absolute `slug` wins), as the docs plugin gives it for the fixture's docs.
fn doc_route(rel: &str, text: &str) -> String {
    if let Some(slug) = text.lines().find_map(|l| l.strip_prefix("slug: ")) {
        return format!("/docs{}", slug.trim()).trim_end_matches('/').to_string();
    }
    let strip = |s: &str| s.split_once('-').filter(|(n, _)| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit())).map_or(s.to_string(), |(_, r)| r.to_string());
    let mut parts: Vec<String> = rel.trim_end_matches(".md").split('/').map(strip).collect();
    if parts.last().is_some_and(|p| p == "index") {
        parts.pop();
    }
    format!("/docs/{}", parts.join("/")).trim_end_matches('/').to_string()
}

/// The generated index of a category with this label.
fn category_route(label: &str) -> String {
    format!("/docs/category/{}", label.to_lowercase().replace(' ', "-"))
}

/// Where the random edits put and move docs.
const FOLDERS: [&str; 5] = ["", "guides", "reference", "guides/advanced", "extra"];
/// Docs the fixture's other files need (`sidebars.ts` names `intro`, `intro.md` links the first
/// guide): never deleted or moved, so that every state builds.
const KEPT: [&str; 2] = ["intro.md", "guides/01-first.md"];

/// The docs of the site, by path under `docs/`, and what the edits did.
struct Edits {
    rng: Rng,
    docs: Vec<String>,
    created: usize,
    category_label: String,
    sidebar_label: String,
    /// Every route a doc had at some point (those the final build lacks must be gone).
    routes_seen: BTreeSet<String>,
}

impl Edits {
    fn new(site: &Site, seed: u64) -> Self {
        let docs_dir = site.path("docs");
        let mut docs: Vec<String> = walkdir::WalkDir::new(&docs_dir)
            .into_iter()
            .filter_map(Result::ok)
            .filter(|e| e.path().extension().is_some_and(|x| x == "md"))
            .map(|e| e.path().strip_prefix(&docs_dir).unwrap().to_string_lossy().replace('\\', "/"))
            .collect();
        docs.sort();
        let mut edits = Edits { rng: Rng(seed), docs, created: 0, category_label: "Advanced topics".into(), sidebar_label: "Guides".into(), routes_seen: BTreeSet::new() };
        for doc in edits.docs.clone() {
            edits.remember_route(site, &doc);
        }
        edits.routes_seen.insert(category_route(&edits.category_label));
        edits
    }

    fn remember_route(&mut self, site: &Site, doc: &str) {
        let text = std::fs::read_to_string(site.path(&format!("docs/{doc}"))).unwrap_or_default();
        self.routes_seen.insert(doc_route(doc, &text));
    }

    fn folder_of(doc: &str) -> &str {
        doc.rsplit_once('/').map_or("", |(folder, _)| folder)
    }

    /// Docs that may go away: not kept, and not the last doc of a folder a sidebar lists.
    fn removable(&self) -> Vec<String> {
        self.docs
            .iter()
            .filter(|d| !KEPT.contains(&d.as_str()))
            .filter(|d| {
                let folder = Self::folder_of(d);
                ["", "extra"].contains(&folder) || self.docs.iter().filter(|o| Self::folder_of(o) == folder).count() > 1
            })
            .cloned()
            .collect()
    }

    fn pick_doc(&mut self) -> String {
        let i = self.rng.below(self.docs.len());
        self.docs[i].clone()
    }

    /// Writes as an editor does: in place, or a temp file renamed over the file.
    fn save(&mut self, path: &Path, text: &str) {
        if self.rng.below(2) == 0 {
            std::fs::write(path, text).unwrap();
        } else {
            let temp = path.with_extension("tmp-save~");
            std::fs::write(&temp, text).unwrap();
            std::fs::rename(&temp, path).unwrap();
        }
    }

    /// One random edit; says what it did.
    fn step(&mut self, site: &Site, n: usize) -> String {
        match self.rng.below(8) {
            0 => {
                let doc = self.pick_doc();
                let path = site.path(&format!("docs/{doc}"));
                let text = std::fs::read_to_string(&path).unwrap();
                self.save(&path, &format!("{text}\nParagraph added by edit {n}.\n"));
                format!("edit the text of {doc}")
            }
            1 => {
                let doc = self.pick_doc();
                let path = site.path(&format!("docs/{doc}"));
                let text = std::fs::read_to_string(&path).unwrap();
                let title = format!("Title of edit {n}");
                let edited = match text.lines().find(|l| l.starts_with("# ")) {
                    Some(h1) if !text.contains("\ntitle: ") => text.replacen(h1, &format!("# {title}"), 1),
                    _ => set_front_matter(&text, "title", &title),
                };
                self.save(&path, &edited);
                format!("edit the title of {doc}")
            }
            2 => {
                let doc = self.pick_doc();
                let path = site.path(&format!("docs/{doc}"));
                let text = std::fs::read_to_string(&path).unwrap();
                let tags = ["alpha", "beta", "gamma"];
                let (key, value) = match self.rng.below(4) {
                    0 => ("description", format!("Described by edit {n}.")),
                    1 => ("sidebar_position", format!("{}", self.rng.below(9) + 1)),
                    2 => {
                        let tag = tags[self.rng.below(3)];
                        self.routes_seen.insert(format!("/docs/tags/{tag}"));
                        ("tags", format!("[{tag}]"))
                    }
                    _ => ("sidebar_label", format!("Label {n}")),
                };
                self.save(&path, &set_front_matter(&text, key, &value));
                format!("set {key} of {doc}")
            }
            3 => self.add_doc(site, n),
            4 | 5 => {
                let removable = self.removable();
                if removable.is_empty() {
                    return self.add_doc(site, n);
                }
                let doc = removable[self.rng.below(removable.len())].clone();
                self.docs.retain(|d| *d != doc);
                if self.rng.below(2) == 0 {
                    std::fs::remove_file(site.path(&format!("docs/{doc}"))).unwrap();
                    return format!("delete {doc}");
                }
                let others: Vec<&str> = FOLDERS.iter().copied().filter(|f| *f != Self::folder_of(&doc)).collect();
                let folder = others[self.rng.below(others.len())];
                let name = doc.rsplit('/').next().unwrap();
                let in_folder = |name: &str| if folder.is_empty() { name.to_string() } else { format!("{folder}/{name}") };
                let taken = self.docs.iter().any(|d| doc_route(d, "") == doc_route(&in_folder(name), ""));
                let to = in_folder(&if taken { format!("moved-{n}.md") } else { name.to_string() });
                std::fs::create_dir_all(site.path(&format!("docs/{folder}"))).unwrap();
                std::fs::rename(site.path(&format!("docs/{doc}")), site.path(&format!("docs/{to}"))).unwrap();
                self.docs.push(to.clone());
                self.remember_route(site, &to);
                format!("move {doc} to {to}")
            }
            6 => {
                if self.rng.below(2) == 0 {
                    let label = format!("Guides {n}");
                    let path = site.path("sidebars.ts");
                    let text = std::fs::read_to_string(&path).unwrap().replace(&format!("label: '{}'", self.sidebar_label), &format!("label: '{label}'"));
                    self.save(&path, &text);
                    self.sidebar_label = label;
                    "edit the Guides label in sidebars.ts".into()
                } else {
                    let label = format!("Advanced {n}");
                    let path = site.path("docs/guides/advanced/_category_.json");
                    let text = std::fs::read_to_string(&path).unwrap().replace(&self.category_label, &label);
                    self.save(&path, &text);
                    self.category_label = label;
                    self.routes_seen.insert(category_route(&self.category_label));
                    "edit the label of guides/advanced/_category_.json".into()
                }
            }
            _ => {
                let path = site.path("src/css/custom.css");
                let text = std::fs::read_to_string(&path).unwrap();
                let colour = self.rng.next() & 0xff_ffff;
                self.save(&path, &format!(".edit-{n} {{ color: #{colour:06x}; }}\n{text}"));
                "edit src/css/custom.css".into()
            }
        }
    }

    fn add_doc(&mut self, site: &Site, n: usize) -> String {
        self.created += 1;
        let folder = FOLDERS[self.rng.below(FOLDERS.len())];
        let rel = if folder.is_empty() { format!("page-{n}.md") } else { format!("{folder}/page-{n}.md") };
        let path = site.path(&format!("docs/{rel}"));
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, format!("# Page {n}\n\nCreated by edit {n}.\n")).unwrap();
        self.docs.push(rel.clone());
        self.remember_route(site, &rel);
        format!("add {rel}")
    }
}

/// Issue 14: after a seeded random sequence of edits (a doc's text, title and front matter;
/// docs added, deleted and moved to another folder; a sidebar label; the CSS), every route
/// serves what a fresh build writes (HTML, page data, stylesheet), and routes that went away
/// are gone. `FERROSAURUS_DEV_SEED` replays a sequence, `FERROSAURUS_DEV_STEPS` sets its length.
#[test]
fn after_edits_every_route_serves_what_a_fresh_build_writes() {
    let seed = std::env::var("FERROSAURUS_DEV_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or_else(|| {
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(14, |d| d.as_nanos() as u64)
    });
    let steps: usize = std::env::var("FERROSAURUS_DEV_STEPS").ok().and_then(|s| s.parse().ok()).unwrap_or(36);
    eprintln!("edit sequence seed {seed} ({steps} steps); replay with FERROSAURUS_DEV_SEED={seed}");
    let site = Site::start();
    let mut edits = Edits::new(&site, seed);
    let mut done = Vec::new();
    for n in 0..steps {
        let what = edits.step(&site, n);
        eprintln!("step {n}: {what}");
        done.push(what);
        let context = format!("seed {seed}, step {n} ({})", done.last().unwrap());
        rebuilt(&site, &context);
        let (status, _) = site.get("/docs/intro");
        assert_eq!(status, 200, "{context}: the server stopped serving");
    }
    settle(&site);
    let context = format!("seed {seed} (replay with FERROSAURUS_DEV_SEED={seed}) after: {}", done.join("; "));
    let routes = assert_serves_a_fresh_build(&site, &context);
    for gone in edits.routes_seen.iter().filter(|r| !routes.contains(*r)) {
        assert_eq!(site.get(gone).0, 404, "{context}: {gone} is still served, a fresh build has no such page");
    }
}

/// Issue 14 ("a file deleted while being read"): a doc written then deleted right after, at
/// delays that land before, during and after the rebuild that reads it; a folder of docs
/// removed the same way. The server keeps serving and ends as a fresh start would.
#[test]
fn a_file_deleted_while_it_is_read_leaves_the_fresh_start_state() {
    let site = Site::start();
    let intro = std::fs::read_to_string(site.path("docs/intro.md")).unwrap();
    for (round, delay_ms) in [0u64, 2, 10, 20, 30, 50, 80, 150].into_iter().enumerate() {
        let doc = site.path(&format!("docs/flash-{round}.md"));
        std::fs::write(&doc, format!("# Flash {round}\n\nHere and gone.\n")).unwrap();
        std::fs::write(site.path("docs/intro.md"), intro.replace("Welcome to the", &format!("Welcome ({round}) to the"))).unwrap();
        std::thread::sleep(Duration::from_millis(delay_ms));
        std::fs::remove_file(&doc).unwrap();
        let folder = site.path(&format!("docs/burst-{round}"));
        std::fs::create_dir(&folder).unwrap();
        for i in 0..5 {
            std::fs::write(folder.join(format!("d{i}.md")), format!("# Burst {i}\n")).unwrap();
        }
        std::thread::sleep(Duration::from_millis(delay_ms));
        std::fs::remove_dir_all(&folder).unwrap();
        settle(&site);
        assert_eq!(site.get("/docs/intro").0, 200, "round {round}: the server stopped serving");
        assert_eq!(site.get(&format!("/docs/flash-{round}")).0, 404, "round {round}");
        assert_eq!(site.get(&format!("/docs/burst-{round}/d0")).0, 404, "round {round}");
    }
    assert!(site.get("/docs/intro").1.contains("Welcome (7) to the"));
    assert_serves_a_fresh_build(&site, "after docs deleted while read");
}

/// Issue 14 ("a doc moved to another folder"): its old route is gone, the new one serves it in
/// its new sidebar, and every page is what a fresh build writes.
#[test]
fn a_doc_moved_to_another_folder_changes_route_and_sidebar() {
    let site = Site::start();
    assert_eq!(site.get("/docs/guides/second").0, 200);
    std::fs::rename(site.path("docs/guides/02-second.md"), site.path("docs/reference/02-second.md")).unwrap();
    let event = rebuilt(&site, "move");
    assert_eq!(event["type"], "content", "{event}");
    settle(&site);
    assert_eq!(site.get("/docs/guides/second").0, 404, "the old route is gone");
    let (status, html) = site.get("/docs/reference/second");
    assert_eq!(status, 200);
    assert!(html.contains("Second guide body."), "{html}");
    let (_, api) = site.get("/docs/api-ref");
    assert!(api.contains("href=\"/docs/reference/second\""), "the reference sidebar lists the moved doc");
    assert_serves_a_fresh_build(&site, "after a doc moved to another folder");
}

/// Issue 13: the dev server's static files go through the same confinement as the build's
/// copy: a symlink in `static/` leading out of the site is not served.
#[cfg(unix)]
#[test]
fn issue_13_static_symlinks_leaving_the_site_are_not_served() {
    let site = Site::start();
    let outside = tempfile::tempdir().unwrap();
    std::fs::write(outside.path().join("secret.txt"), "dev-secret").unwrap();
    std::os::unix::fs::symlink(outside.path(), site.path("static/linked")).unwrap();
    std::os::unix::fs::symlink(site.path("docs/intro.md"), site.path("static/intro.md")).unwrap();
    settle(&site);
    assert_eq!(site.get("/img/logo.svg").0, 200);
    assert_eq!(site.get("/intro.md").0, 200, "a symlink inside the site is served");
    let (status, body) = site.get("/linked/secret.txt");
    assert_eq!(status, 404, "{body}");
    assert!(!body.contains("dev-secret"));
}
