//! `ferrosaurus start` figures (issue 14): time from starting the command to the first page
//! served, then, over N edits of one doc, the time from saving it to the reload event on the
//! live-reload channel and to the new HTML being served (median and p95).
//!
//! ```sh
//! cargo build --release -p ferrosaurus
//! cargo run --release -p ferrosaurus-benches --bin dev-server -- site                  # this site
//! cargo run --release -p ferrosaurus-benches --bin dev-server -- --corpus 1000         # generated corpus
//! ```
//!
//! Options: `--edits N` (default 50), `--doc REL` (the doc to edit, default the first `.md`
//! under `docs/`) and `--route /PATH` (its route, default guessed for docs at `/docs/`; this
//! site: `--doc docs/guides/introduction.md --route /guides/introduction`),
//! `FERROSAURUS=/path/to/binary` (default `target/release/ferrosaurus`). The site
//! folder is copied to a temp folder first: the original is never edited.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
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
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args { site: None, corpus: None, edits: 50, doc: None, route: None };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--corpus" => args.corpus = Some(it.next().and_then(|n| n.parse().ok()).ok_or("--corpus N")?),
            "--edits" => args.edits = it.next().and_then(|n| n.parse().ok()).ok_or("--edits N")?,
            "--doc" => args.doc = Some(it.next().ok_or("--doc REL")?),
            "--route" => args.route = Some(it.next().ok_or("--route /PATH")?),
            other => args.site = Some(PathBuf::from(other)),
        }
    }
    if args.site.is_none() && args.corpus.is_none() {
        return Err("usage: dev-server [--edits N] [--doc REL --route /PATH] (SITE_DIR | --corpus N)".into());
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
            ferrosaurus_benches::write_corpus(&site, &ferrosaurus_benches::CorpusOptions::new(pages)).map_err(|e| e.to_string())?;
            format!("{pages}-page corpus")
        }
        _ => unreachable!("checked in parse_args"),
    };
    let doc = match &args.doc {
        Some(rel) => site.join(rel),
        None => first_doc(&site.join("docs")).ok_or("no .md under docs/")?,
    };
    let binary = std::env::var_os("FERROSAURUS").map(PathBuf::from).unwrap_or_else(|| PathBuf::from("target/release/ferrosaurus"));

    let started = Instant::now();
    let mut child = Command::new(&binary)
        .args(["start", "--no-open", "--no-install", "--host", "127.0.0.1", "--port", "0"])
        .arg(&site)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("{}: {e}", binary.display()))?;
    let route = args.route.clone().unwrap_or_else(|| route_of(&site, &doc));
    let result = measure(&mut child, started, &route, &doc, args.edits);
    let _ = child.kill();
    let _ = child.wait();
    let figures = result?;
    println!("ferrosaurus start, {label} ({} edits of {})", args.edits, doc.strip_prefix(&site).unwrap_or(&doc).display());
    println!("  start -> first page served   {:>8.0} ms (route {})", figures.first_page.as_secs_f64() * 1000.0, figures.route);
    print_stats("edit -> reload event", &figures.to_event);
    print_stats("edit -> new HTML served", &figures.to_html);
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

fn copy_site(from: &Path, to: &Path) -> Result<(), String> {
    let status = Command::new("cp").arg("-r").arg(from).arg(to).status().map_err(|e| e.to_string())?;
    if !status.success() {
        return Err(format!("cp -r {} failed", from.display()));
    }
    let _ = std::fs::remove_dir_all(to.join("build"));
    Ok(())
}

fn get(port: u16, path: &str) -> Result<(u16, String), String> {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).map_err(|e| e.to_string())?;
    stream.set_read_timeout(Some(PATIENCE)).map_err(|e| e.to_string())?;
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
