//! `ferrosaurus start` figures (issue 14): time from starting the command to the first page
//! served (cold: the records of earlier sessions are removed from the copied folder; then
//! again, for a second start that finds the first one's records), then, over N edits of one doc, the time from saving it to the reload event on the
//! live-reload channel and to the new HTML being served (median and p95). With Docusaurus
//! installed, `docusaurus start` on the same folder beside it, as ratios: time to webpack's
//! "compiled successfully" and to the first page served, and from saving the doc to the dev
//! server's websocket `ok` message (the browser's reload or hot update).
//!
//! ```sh
//! cargo build --release -p ferrosaurus
//! cargo run --release -p ferrosaurus-benches --bin dev-server -- site                  # this site
//! cargo run --release -p ferrosaurus-benches --bin dev-server -- --corpus 1000         # generated corpus
//! # with Docusaurus 3.10.2 (Faster) installed once in a work folder, as benches/compare.sh does:
//! mkdir -p /tmp/docusaurus && cp benches/compare/package*.json /tmp/docusaurus && (cd /tmp/docusaurus && npm install)
//! cargo run --release -p ferrosaurus-benches --bin dev-server -- --corpus 1000 --docusaurus /tmp/docusaurus
//! ```
//!
//! Options: `--edits N` (default 50), `--doc REL` (the doc to edit, default the first `.md`
//! under `docs/`) and `--route /PATH` (its route, default guessed for docs at `/docs/`; this
//! site: `--doc docs/guides/introduction.md --route /guides/introduction`),
//! `--docusaurus DIR` (or `DOCUSAURUS_DIR`: a folder whose `node_modules` has Docusaurus; a
//! site folder with its own `node_modules/.bin/docusaurus` is used as it is),
//! `--docusaurus-edits N` (default: `--edits`), `FERROSAURUS=/path/to/binary` (default
//! `target/release/ferrosaurus`). The site folder is copied to a temp folder first (one copy
//! per tool): the original is never edited. Corpora are generated with Docusaurus Faster's
//! `future` flags, as `compare.sh` builds them. Not meant for the 10,000-page corpus with
//! Docusaurus (its dev server needs tens of GB there).

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::os::unix::process::CommandExt;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::{Duration, Instant};

const PATIENCE: Duration = Duration::from_secs(120);

fn main() -> std::process::ExitCode {
    match run() {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("dev-server bench: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}

struct Args {
    site: Option<PathBuf>,
    corpus: Option<usize>,
    edits: usize,
    doc: Option<String>,
    route: Option<String>,
    docusaurus: Option<PathBuf>,
    docusaurus_edits: Option<usize>,
}

fn parse_args() -> Result<Args, String> {
    let docusaurus = std::env::var_os("DOCUSAURUS_DIR").map(PathBuf::from);
    let mut args = Args { site: None, corpus: None, edits: 50, doc: None, route: None, docusaurus, docusaurus_edits: None };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--corpus" => args.corpus = Some(it.next().and_then(|n| n.parse().ok()).ok_or("--corpus N")?),
            "--edits" => args.edits = it.next().and_then(|n| n.parse().ok()).ok_or("--edits N")?,
            "--doc" => args.doc = Some(it.next().ok_or("--doc REL")?),
            "--route" => args.route = Some(it.next().ok_or("--route /PATH")?),
            "--docusaurus" => args.docusaurus = Some(PathBuf::from(it.next().ok_or("--docusaurus DIR")?)),
            "--docusaurus-edits" => args.docusaurus_edits = Some(it.next().and_then(|n| n.parse().ok()).ok_or("--docusaurus-edits N")?),
            other => args.site = Some(PathBuf::from(other)),
        }
    }
    if args.site.is_none() && args.corpus.is_none() {
        return Err("usage: dev-server [--edits N] [--doc REL --route /PATH] [--docusaurus DIR] (SITE_DIR | --corpus N)".into());
    }
    Ok(args)
}

fn run() -> Result<(), String> {
    let args = parse_args()?;
    let work = tempfile::tempdir().map_err(|e| e.to_string())?;
    let site = work.path().join("site");
    let label = match (&args.site, args.corpus) {
        (Some(dir), _) => {
            copy_site(dir, &site)?;
            dir.display().to_string()
        }
        (None, Some(pages)) => {
            let mut options = ferrosaurus_benches::CorpusOptions::new(pages);
            options.docusaurus_faster = true;
            ferrosaurus_benches::write_corpus(&site, &options).map_err(|e| e.to_string())?;
            format!("{pages}-page corpus")
        }
        _ => unreachable!("checked in parse_args"),
    };
    // Docusaurus's copy, made before ferrosaurus's edits touch the doc
    let docusaurus_site = work.path().join("docusaurus-site");
    let docusaurus = docusaurus_install(&args, &site)?;
    if let Some(install) = &docusaurus {
        prepare_docusaurus_site(&site, install, &docusaurus_site)?;
    }
    let doc = match &args.doc {
        Some(rel) => site.join(rel),
        None => first_doc(&site.join("docs")).ok_or("no .md under docs/")?,
    };
    let binary = std::env::var_os("FERROSAURUS").map(PathBuf::from).unwrap_or_else(|| PathBuf::from("target/release/ferrosaurus"));

    // the first start is cold: what earlier sessions of the copied folder recorded goes
    forget_sessions(&site);
    let start = || {
        Command::new(&binary)
            .args(["start", "--no-open", "--no-install", "--host", "127.0.0.1", "--port", "0"])
            .arg(&site)
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("{}: {e}", binary.display()))
    };
    let route = args.route.clone().unwrap_or_else(|| route_of(&site, &doc));
    let started = Instant::now();
    let mut child = start()?;
    let result = measure(&mut child, started, &route, &doc, args.edits);
    let _ = child.kill();
    let _ = child.wait();
    let figures = result?;
    // a second start finds what the first recorded (its renders and bundles), as a writer's
    // next `start` of the day does
    let started = Instant::now();
    let mut child = start()?;
    let warm = measure(&mut child, started, &route, &doc, 0);
    let _ = child.kill();
    let _ = child.wait();
    let warm = warm?;
    println!("ferrosaurus start, {label} ({} edits of {})", args.edits, doc.strip_prefix(&site).unwrap_or(&doc).display());
    println!("  start -> first page served   {:>8.0} ms (route {}; no session before)", figures.first_page.as_secs_f64() * 1000.0, figures.route);
    println!("  again -> first page served   {:>8.0} ms (a second start: the first one's records)", warm.first_page.as_secs_f64() * 1000.0);
    print_stats("edit -> reload event", &figures.to_event);
    print_stats("edit -> new HTML served", &figures.to_html);
    match docusaurus {
        None => println!("docusaurus start: not measured (no Docusaurus installed: pass --docusaurus DIR, see the header of benches/src/bin/dev-server.rs)"),
        Some(install) => {
            let doc = docusaurus_site.join(doc.strip_prefix(&site).unwrap_or(&doc));
            let edits = args.docusaurus_edits.unwrap_or(args.edits);
            match measure_docusaurus(&install, &docusaurus_site, &figures.route, &doc, edits) {
                Ok(theirs) => print_comparison(&figures, &theirs, edits),
                Err(e) => println!("docusaurus start: not measured: {e}"),
            }
        }
    }
    Ok(())
}

struct Figures {
    route: String,
    first_page: Duration,
    to_event: Vec<Duration>,
    to_html: Vec<Duration>,
}

fn measure(child: &mut Child, started: Instant, route: &str, doc: &Path, edits: usize) -> Result<Figures, String> {
    let port = wait_for_port(child)?;
    let route = route.to_string();
    let (status, _) = get(port, &route)?;
    let first_page = started.elapsed();
    if status != 200 {
        return Err(format!("GET {route}: {status}"));
    }
    let events = listen(port)?;
    events.recv_timeout(PATIENCE).map_err(|_| "no first event")?;
    let original = std::fs::read_to_string(doc).map_err(|e| e.to_string())?;
    let (mut to_event, mut to_html) = (Vec::new(), Vec::new());
    for i in 0..edits {
        let marker = format!("bench-edit-marker-{i}");
        let saved = Instant::now();
        std::fs::write(doc, format!("{original}\n\n{marker}\n")).map_err(|e| e.to_string())?;
        // poll the page until it shows the edit; the event arrives meanwhile on its thread
        loop {
            let (_, body) = get(port, &route)?;
            if body.contains(&marker) {
                to_html.push(saved.elapsed());
                break;
            }
            if saved.elapsed() > PATIENCE {
                return Err(format!("edit {i} never showed in {route}"));
            }
        }
        loop {
            let (at, text) = events.recv_timeout(PATIENCE).map_err(|_| format!("no event for edit {i}"))?;
            if at >= saved && text.contains("\"type\":\"content\"") {
                to_event.push(at - saved);
                break;
            }
        }
        // let the watcher settle so edits do not merge
        std::thread::sleep(Duration::from_millis(50));
    }
    std::fs::write(doc, original).map_err(|e| e.to_string())?;
    Ok(Figures { route, first_page, to_event, to_html })
}

fn print_stats(name: &str, times: &[Duration]) {
    let mut ms: Vec<f64> = times.iter().map(|d| d.as_secs_f64() * 1000.0).collect();
    ms.sort_by(|a, b| a.total_cmp(b));
    let at = |q: f64| ms[((ms.len() as f64 - 1.0) * q).round() as usize];
    println!("  {name:<28} median {:>6.1} ms  p95 {:>6.1} ms  (min {:.1}, max {:.1})", at(0.5), at(0.95), ms[0], ms[ms.len() - 1]);
}

/// Reads the command's stderr until it prints its URL; the rest of stderr is drained on a thread.
fn wait_for_port(child: &mut Child) -> Result<u16, String> {
    let stderr = child.stderr.take().ok_or("no stderr")?;
    let mut lines = BufReader::new(stderr).lines();
    let mut seen = Vec::new();
    for line in lines.by_ref() {
        let line = line.map_err(|e| e.to_string())?;
        if let Some(rest) = line.split("http://").nth(1) {
            let port = rest.split(':').nth(1).and_then(|p| p.split('/').next()).and_then(|p| p.parse().ok());
            if let Some(port) = port {
                std::thread::spawn(move || lines.for_each(drop));
                return Ok(port);
            }
        }
        seen.push(line);
    }
    Err(format!("the server exited before listening:\n{}", seen.join("\n")))
}

/// The route of a doc of the docs plugin at `/docs/` (the corpus's `docs/index.md` is `/`).
fn route_of(site: &Path, doc: &Path) -> String {
    let rel = doc.strip_prefix(site.join("docs")).unwrap_or(doc).with_extension("");
    let rel = rel.to_string_lossy().replace('\\', "/");
    let text = std::fs::read_to_string(doc).unwrap_or_default();
    if text.contains("\nslug: /\n") {
        return "/".into();
    }
    let strip_number = |s: &str| s.split_once('-').filter(|(n, _)| n.chars().all(|c| c.is_ascii_digit())).map_or(s.to_string(), |(_, r)| r.to_string());
    let parts: Vec<String> = rel.split('/').map(strip_number).collect();
    format!("/docs/{}", parts.join("/").trim_end_matches("/index"))
}

fn first_doc(dir: &Path) -> Option<PathBuf> {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir).ok()?.flatten().map(|e| e.path()).collect();
    entries.sort();
    entries.iter().find(|p| p.extension().is_some_and(|e| e == "md")).cloned().or_else(|| entries.iter().filter(|p| p.is_dir()).find_map(|d| first_doc(d)))
}

/// Removes what `ferrosaurus start` keeps for its next start in the site's cache folder (the
/// docs' unhighlighted renders, the unminified bundles); a build's records and encoded images
/// stay.
fn forget_sessions(site: &Path) {
    let cache = site.join("node_modules/.cache/ferrosaurus");
    let _ = std::fs::remove_dir_all(cache.join("docs-unhighlighted"));
    let _ = std::fs::remove_file(cache.join("bundles-unminified.json"));
}

fn copy_site(from: &Path, to: &Path) -> Result<(), String> {
    let status = Command::new("cp").arg("-r").arg(from).arg(to).status().map_err(|e| e.to_string())?;
    if !status.success() {
        return Err(format!("cp -r {} failed", from.display()));
    }
    let _ = std::fs::remove_dir_all(to.join("build"));
    Ok(())
}

fn get(port: u16, path: &str) -> Result<(u16, String), String> {
    get_within(port, path, PATIENCE)
}

fn get_within(port: u16, path: &str, patience: Duration) -> Result<(u16, String), String> {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).map_err(|e| e.to_string())?;
    stream.set_read_timeout(Some(patience)).map_err(|e| e.to_string())?;
    write!(stream, "GET {path} HTTP/1.0\r\nHost: localhost\r\n\r\n").map_err(|e| e.to_string())?;
    let mut response = String::new();
    stream.read_to_string(&mut response).map_err(|e| e.to_string())?;
    let (head, body) = response.split_once("\r\n\r\n").unwrap_or((&response, ""));
    Ok((head.split(' ').nth(1).and_then(|s| s.parse().ok()).unwrap_or(0), body.to_string()))
}

/// The live-reload channel: each `data:` line with the time it arrived.
fn listen(port: u16) -> Result<Receiver<(Instant, String)>, String> {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).map_err(|e| e.to_string())?;
    write!(stream, "GET /__ferrosaurus/events HTTP/1.0\r\nHost: localhost\r\n\r\n").map_err(|e| e.to_string())?;
    let (tx, rx) = channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stream).lines().map_while(Result::ok) {
            if let Some(data) = line.strip_prefix("data:") {
                if tx.send((Instant::now(), data.trim().to_string())).is_err() {
                    return;
                }
            }
        }
    });
    Ok(rx)
}

/// How long `docusaurus start` may take to serve its first page (it compiles every page first).
const DOCUSAURUS_PATIENCE: Duration = Duration::from_secs(30 * 60);

/// The folder whose `node_modules` has Docusaurus: `--docusaurus DIR`, else the site's own.
fn docusaurus_install(args: &Args, site: &Path) -> Result<Option<PathBuf>, String> {
    let has_docusaurus = |dir: &Path| dir.join("node_modules/.bin/docusaurus").exists();
    match &args.docusaurus {
        Some(dir) if has_docusaurus(dir) => Ok(Some(dir.clone())),
        Some(dir) => Err(format!("{} has no node_modules/.bin/docusaurus (install it as the header of this file says)", dir.display())),
        None => Ok(has_docusaurus(site).then(|| site.to_path_buf())),
    }
}

/// Docusaurus's own copy of the site, using the install's `node_modules` (and its
/// `package.json` when the site has none); the bundler cache is removed for a cold start.
fn prepare_docusaurus_site(site: &Path, install: &Path, to: &Path) -> Result<(), String> {
    copy_site(site, to)?;
    if !to.join("node_modules").exists() {
        std::os::unix::fs::symlink(install.join("node_modules"), to.join("node_modules")).map_err(|e| e.to_string())?;
    }
    if !to.join("package.json").exists() && install.join("package.json").exists() {
        std::fs::copy(install.join("package.json"), to.join("package.json")).map_err(|e| e.to_string())?;
    }
    let _ = std::fs::remove_dir_all(install.join("node_modules/.cache"));
    Ok(())
}

/// `docusaurus start`'s figures.
struct TheirFigures {
    compiled: Option<Duration>,
    first_page: Duration,
    to_ok: Vec<Duration>,
}

/// A `docusaurus start` process group, stopped when dropped.
struct DevProcess {
    child: Child,
}

impl Drop for DevProcess {
    fn drop(&mut self) {
        let group = format!("-{}", self.child.id());
        let _ = Command::new("kill").args(["-TERM", "--", &group]).status();
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            if !matches!(self.child.try_wait(), Ok(None)) {
                return;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        let _ = Command::new("kill").args(["-KILL", "--", &group]).status();
        let _ = self.child.wait();
    }
}

fn measure_docusaurus(install: &Path, site: &Path, route: &str, doc: &Path, edits: usize) -> Result<TheirFigures, String> {
    let port = std::net::TcpListener::bind(("127.0.0.1", 0)).and_then(|l| l.local_addr()).map_err(|e| e.to_string())?.port();
    let started = Instant::now();
    let mut child = Command::new(site.join("node_modules/.bin/docusaurus"))
        .args(["start", "--no-open", "--host", "127.0.0.1", "--port", &port.to_string()])
        .current_dir(site)
        .env("NO_UPDATE_NOTIFIER", "1")
        .env("BROWSER", "none")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0)
        .spawn()
        .map_err(|e| format!("{}: {e}", install.display()))?;
    let output = output_lines(&mut child);
    let mut process = DevProcess { child };
    let mut lines = Vec::new();
    let first_page = first_page_served(&mut process, port, route, started, &output, &mut lines)?;
    lines.extend(output.try_iter());
    let compiled = lines.iter().find(|(_, l)| l.to_lowercase().contains("compiled successfully")).map(|(at, _)| at.saturating_duration_since(started));
    let messages = websocket_messages(port)?;
    let to_ok = edit_until_ok(doc, edits, &messages)?;
    drop(process);
    Ok(TheirFigures { compiled, first_page, to_ok })
}

/// Polls the route until the dev server answers it (webpack's middleware holds requests until
/// the first compilation is done), collecting the process's output meanwhile.
fn first_page_served(process: &mut DevProcess, port: u16, route: &str, started: Instant, output: &Receiver<(Instant, String)>, lines: &mut Vec<(Instant, String)>) -> Result<Duration, String> {
    loop {
        lines.extend(output.try_iter());
        if let Ok(Some(status)) = process.child.try_wait() {
            let tail: Vec<&str> = lines.iter().rev().take(30).map(|(_, l)| l.as_str()).collect::<Vec<_>>().into_iter().rev().collect();
            return Err(format!("docusaurus start exited ({status}):\n{}", tail.join("\n")));
        }
        if started.elapsed() > DOCUSAURUS_PATIENCE {
            return Err(format!("no page served after {DOCUSAURUS_PATIENCE:?}"));
        }
        match get_within(port, route, DOCUSAURUS_PATIENCE) {
            Ok((200, _)) => return Ok(started.elapsed()),
            _ => std::thread::sleep(Duration::from_millis(200)),
        }
    }
}

/// Every line the process prints (both streams), with when it came.
fn output_lines(child: &mut Child) -> Receiver<(Instant, String)> {
    let (tx, rx) = channel();
    let streams: Vec<Box<dyn Read + Send>> = [child.stdout.take().map(|s| Box::new(s) as Box<dyn Read + Send>), child.stderr.take().map(|s| Box::new(s) as Box<dyn Read + Send>)].into_iter().flatten().collect();
    for stream in streams {
        let tx = tx.clone();
        std::thread::spawn(move || {
            for line in BufReader::new(stream).lines().map_while(Result::ok) {
                let _ = tx.send((Instant::now(), line));
            }
        });
    }
    rx
}

/// The webpack dev server's websocket (`/ws`): each text message with when it came.
fn websocket_messages(port: u16) -> Result<Receiver<(Instant, String)>, String> {
    let stream = TcpStream::connect(("127.0.0.1", port)).map_err(|e| e.to_string())?;
    let (mut socket, _) = tungstenite::client(format!("ws://127.0.0.1:{port}/ws"), stream).map_err(|e| format!("websocket /ws: {e}"))?;
    let (tx, rx) = channel();
    std::thread::spawn(move || {
        while let Ok(message) = socket.read() {
            if let tungstenite::Message::Text(text) = message {
                if tx.send((Instant::now(), text.to_string())).is_err() {
                    return;
                }
            }
        }
    });
    Ok(rx)
}

/// Saves the doc `edits` times; each time, how long until the dev server says the new build is
/// ready (`ok`, or `warnings`; `still-ok` when nothing changed).
fn edit_until_ok(doc: &Path, edits: usize, messages: &Receiver<(Instant, String)>) -> Result<Vec<Duration>, String> {
    let original = std::fs::read_to_string(doc).map_err(|e| e.to_string())?;
    let ready = |text: &str| ["ok", "still-ok", "warnings"].iter().any(|t| text.contains(&format!("\"type\":\"{t}\"")));
    let mut times = Vec::new();
    for i in 0..edits {
        std::thread::sleep(Duration::from_millis(300));
        messages.try_iter().for_each(drop);
        let saved = Instant::now();
        std::fs::write(doc, format!("{original}\n\nbench-edit-marker-{i}\n")).map_err(|e| e.to_string())?;
        loop {
            let (at, text) = messages.recv_timeout(DOCUSAURUS_PATIENCE).map_err(|_| format!("no websocket message for edit {i}"))?;
            if text.contains("\"type\":\"errors\"") {
                return Err(format!("edit {i} did not compile: {text}"));
            }
            if ready(&text) {
                times.push(at - saved);
                break;
            }
        }
    }
    std::fs::write(doc, original).map_err(|e| e.to_string())?;
    Ok(times)
}

fn quantile(times: &[Duration], q: f64) -> Option<Duration> {
    let mut sorted = times.to_vec();
    sorted.sort();
    sorted.get(((sorted.len() as f64 - 1.0) * q).round() as usize).copied()
}

fn print_comparison(ours: &Figures, theirs: &TheirFigures, edits: usize) {
    println!("docusaurus start on a copy of the same folder ({edits} edits of the same doc), side by side:");
    println!("  {:<32} {:>12} {:>12} {:>22}", "", "ferrosaurus", "Docusaurus", "Docusaurus/ferrosaurus");
    let rows = [
        ("start -> compiled successfully", None, theirs.compiled),
        ("start -> first page served", Some(ours.first_page), Some(theirs.first_page)),
        ("edit -> reload event, median", quantile(&ours.to_event, 0.5), quantile(&theirs.to_ok, 0.5)),
        ("edit -> reload event, p95", quantile(&ours.to_event, 0.95), quantile(&theirs.to_ok, 0.95)),
    ];
    let ms = |d: Option<Duration>| d.map_or("-".to_string(), |d| format!("{:.0} ms", d.as_secs_f64() * 1000.0));
    for (name, ours, theirs) in rows {
        let ratio = match (ours, theirs) {
            (Some(o), Some(t)) if o > Duration::ZERO => format!("{:.1}x", t.as_secs_f64() / o.as_secs_f64()),
            _ => "-".to_string(),
        };
        println!("  {name:<32} {:>12} {:>12} {ratio:>22}", ms(ours), ms(theirs));
    }
}
