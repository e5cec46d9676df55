//! Server-side rendering of every route through a pool of long-lived `node` workers.
//!
//! Each worker loads the theme's server bundle once (its `render(request)` export) and then
//! answers one JSON request per line with the route's full HTML. Measured for a docs-shaped
//! page: React 19 `renderToString` takes ~5 ms in Node, so one worker per core keeps up with
//! the rest of the pipeline.
//!
//! Data many pages use (site globals, sidebars) goes to each worker once ([`NodePool::share`])
//! and requests refer to it by id; [`NodePool::render_each`] hands each page to the caller as
//! soon as it is rendered, so a build holds no more than a page per worker in flight.
//!
//! What a page prints while it renders (`console.error` and the other console methods: React's
//! server warnings, a component's own logging) comes back with its HTML as
//! [`Rendered::printed`], so the caller can name the route; what workers print outside a render
//! is kept for [`NodePool::take_stderr`].
//!
//! Workers end when the pool is dropped (the build ending, failing or being interrupted):
//! their stdin closes and they exit; the pool also kills and reaps them.
//!
//! ```no_run
//! use ferrosaurus_ssr::NodePool;
//! let pool = NodePool::start(std::path::Path::new("build/server.js"), 2).unwrap();
//! let pages = pool.try_render_all(&[r#"{"page":{"route":"/"}}"#.to_string()]).unwrap();
//! assert!(pages[0].result.as_ref().unwrap().starts_with("<!DOCTYPE html>"));
//! for line in &pages[0].printed {
//!     eprintln!("warning: / printed: {line}");
//! }
//! ```

use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use serde::Deserialize;

const WORKER_JS: &str = include_str!("worker.js");

/// Rendering failed.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum SsrError {
    /// `node` is not installed.
    #[error("`node` was not found on PATH: install Node.js 18 or newer (Debian: apt-get install nodejs npm)")]
    NodeMissing,
    /// A worker could not be started or talked to.
    #[error("SSR worker: {0}")]
    Io(#[from] std::io::Error),
    /// The server bundle failed to load in the worker.
    #[error("the server bundle failed to load: {message}\n{stack}")]
    BundleLoad {
        /// The JS error message.
        message: String,
        /// The JS stack.
        stack: String,
    },
    /// A worker died or answered something that is not the protocol.
    #[error("SSR worker stopped unexpectedly: {0}")]
    WorkerDied(String),
}

/// One route's render failed in JS.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct RenderError {
    /// The JS error message.
    pub message: String,
    /// The JS stack, for the user.
    pub stack: String,
}

/// One request's render: the HTML or the JS error, and what the page printed meanwhile.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rendered {
    /// The page's HTML, or the error its render threw.
    pub result: Result<String, RenderError>,
    /// The console lines the render printed, in order (each call's arguments formatted as
    /// Node's `console` formats them).
    pub printed: Vec<String>,
    /// The internal links the page reported to the broken-link check while it rendered (the
    /// theme's `Link` reports each one, as Docusaurus's does); empty for a bundle whose
    /// `render` gives only the HTML.
    pub links: Vec<String>,
}

#[derive(Deserialize)]
struct Reply {
    ok: bool,
    #[serde(default)]
    html: Option<String>,
    /// The page's HTML follows the reply's line: this many bytes of UTF-8.
    #[serde(default, rename = "htmlBytes")]
    html_bytes: Option<usize>,
    #[serde(default)]
    error: Option<String>,
    #[serde(default)]
    stack: Option<String>,
    #[serde(default)]
    ready: bool,
    #[serde(default)]
    printed: Vec<String>,
    #[serde(default)]
    links: Vec<String>,
}

/// V8's young generation per worker, in MiB (`--max-semi-space-size`). A page render makes
/// short-lived objects only, and V8's default (16 MiB and up per semi-space) mostly holds garbage
/// between scavenges: at 8 the whole-tree peak of a 1,000-page build fell from about 400 to
/// about 375 MiB with two workers, with no measurable change in render time (benches/treemem).
const YOUNG_GENERATION_MIB: u32 = 8;

struct Worker {
    child: Child,
    stdin: Option<ChildStdin>,
    stdout: BufReader<ChildStdout>,
}

impl Worker {
    fn spawn(
        script: &Path,
        bundle: &Path,
        stderr: Arc<Mutex<Vec<String>>>,
    ) -> Result<Self, SsrError> {
        let mut child = Command::new("node")
            .arg(format!("--max-semi-space-size={YOUNG_GENERATION_MIB}"))
            .arg(script)
            .arg(bundle)
            .env("NODE_ENV", "production")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| {
                if e.kind() == std::io::ErrorKind::NotFound {
                    SsrError::NodeMissing
                } else {
                    SsrError::Io(e)
                }
            })?;
        let err = child.stderr.take().expect("piped");
        std::thread::spawn(move || {
            for line in BufReader::new(err).lines().map_while(Result::ok) {
                stderr.lock().unwrap_or_else(|e| e.into_inner()).push(line);
            }
        });
        let stdin = child.stdin.take();
        let stdout = BufReader::new(child.stdout.take().expect("piped"));
        let mut worker = Worker {
            child,
            stdin,
            stdout,
        };
        let hello = worker.read_reply()?;
        if !hello.ok || !hello.ready {
            return Err(SsrError::BundleLoad {
                message: hello.error.unwrap_or_default(),
                stack: hello.stack.unwrap_or_default(),
            });
        }
        Ok(worker)
    }

    fn read_reply(&mut self) -> Result<Reply, SsrError> {
        read_reply(&mut self.stdout)
    }

    fn render(&mut self, request: &str) -> Result<Rendered, SsrError> {
        send(&mut self.stdin, request)?;
        read_rendered(&mut self.stdout)
    }
}

fn read_reply(stdout: &mut BufReader<ChildStdout>) -> Result<Reply, SsrError> {
    let mut line = String::new();
    let n = stdout.read_line(&mut line)?;
    if n == 0 {
        return Err(SsrError::WorkerDied(
            "no answer (the process exited)".into(),
        ));
    }
    let mut reply: Reply = serde_json::from_str(&line)
        .map_err(|e| SsrError::WorkerDied(format!("unreadable answer: {e}")))?;
    if let Some(len) = reply.html_bytes {
        let mut html = vec![0; len];
        stdout.read_exact(&mut html)?;
        let html = String::from_utf8(html)
            .map_err(|e| SsrError::WorkerDied(format!("a page's HTML is not UTF-8: {e}")))?;
        reply.html = Some(html);
    }
    Ok(reply)
}

/// The answer to the oldest request sent to a worker and not answered yet.
fn read_rendered(stdout: &mut BufReader<ChildStdout>) -> Result<Rendered, SsrError> {
    let reply = read_reply(stdout)?;
    let result = if reply.ok {
        Ok(reply.html.unwrap_or_default())
    } else {
        Err(RenderError {
            message: reply.error.unwrap_or_default(),
            stack: reply.stack.unwrap_or_default(),
        })
    };
    Ok(Rendered { result, printed: reply.printed, links: reply.links })
}

/// Writes one request line to a worker.
fn send(stdin: &mut Option<ChildStdin>, request: &str) -> Result<(), SsrError> {
    let stdin = stdin
        .as_mut()
        .ok_or_else(|| SsrError::WorkerDied("stdin closed".into()))?;
    stdin.write_all(request.as_bytes())?;
    stdin.write_all(b"\n")?;
    stdin.flush()?;
    Ok(())
}

/// Requests a worker holds beyond the one it renders: the next one is already in its stdin
/// when a page is done, so the worker does not wait for the page to be read and the next
/// request to be written (about 8% of a worker's time, idle, before requests overlapped).
const QUEUED_PER_WORKER: usize = 1;

impl Drop for Worker {
    fn drop(&mut self) {
        drop(self.stdin.take());
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A pool of node workers, one thread each.
pub struct NodePool {
    workers: Vec<Mutex<Worker>>,
    stderr: Arc<Mutex<Vec<String>>>,
    _script: tempfile::TempPath,
}

impl NodePool {
    /// Starts `count` workers (at least one) on the server bundle at `bundle`.
    pub fn start(bundle: &Path, count: usize) -> Result<Self, SsrError> {
        let mut script = tempfile::Builder::new()
            .prefix("ferrosaurus-ssr-")
            .suffix(".cjs")
            .tempfile()?;
        script.write_all(WORKER_JS.as_bytes())?;
        let script = script.into_temp_path();
        let bundle = std::fs::canonicalize(bundle)?;
        let stderr = Arc::new(Mutex::new(Vec::new()));
        let workers: Result<Vec<_>, _> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..count.max(1))
                .map(|_| s.spawn(|| Worker::spawn(&script, &bundle, stderr.clone())))
                .collect();
            handles
                .into_iter()
                .map(|h| {
                    h.join()
                        .unwrap_or_else(|_| Err(SsrError::WorkerDied("start panicked".into())))
                })
                .collect()
        });
        Ok(Self {
            workers: workers?.into_iter().map(Mutex::new).collect(),
            stderr,
            _script: script,
        })
    }

    /// What the workers printed on stderr so far outside a render (while loading the bundle,
    /// or from code a render left running); a render's own lines are in [`Rendered::printed`].
    pub fn take_stderr(&self) -> Vec<String> {
        std::mem::take(&mut *self.stderr.lock().unwrap_or_else(|e| e.into_inner()))
    }

    /// Gives every worker the JSON value `json` under `id`, once: a request that holds
    /// `"$shared": {"field": "id"}` is rendered as if it held `"field": <json>`. Large data
    /// many pages use (site globals, a sidebar) is so sent and parsed once per worker
    /// instead of once per page.
    pub fn share(&self, id: &str, json: &str) -> Result<(), SsrError> {
        let id = serde_json::to_string(id).unwrap_or_default();
        let message = format!(r#"{{"share":{id},"value":{json}}}"#);
        std::thread::scope(|s| {
            let handles: Vec<_> = self
                .workers
                .iter()
                .map(|worker| {
                    let message = &message;
                    s.spawn(move || {
                        worker
                            .lock()
                            .unwrap_or_else(|e| e.into_inner())
                            .render(message)
                    })
                })
                .collect();
            for h in handles {
                let reply = h.join().unwrap_or_else(|_| {
                    Err(SsrError::WorkerDied("a share thread panicked".into()))
                })?;
                if let Err(e) = reply.result {
                    return Err(SsrError::WorkerDied(format!(
                        "shared data {id} was refused: {}",
                        e.message
                    )));
                }
            }
            Ok(())
        })
    }

    /// Renders `count` requests, sharing them among the workers: each worker asks
    /// `request_of(i)` for the next request when it is free and hands the result to
    /// `on_result(i, result)` at once, so no more than one request and one page per worker
    /// are held here. Results come in any order; when `on_result` returns `false` no further
    /// request is started. Fails as a whole only when a worker dies.
    pub fn render_each<R, F>(
        &self,
        count: usize,
        request_of: R,
        on_result: F,
    ) -> Result<(), SsrError>
    where
        R: Fn(usize) -> String + Sync,
        F: Fn(usize, Rendered) -> bool + Sync,
    {
        let next = AtomicUsize::new(0);
        let stop = std::sync::atomic::AtomicBool::new(false);
        std::thread::scope(|s| -> Result<(), SsrError> {
            let handles: Vec<_> = self
                .workers
                .iter()
                .map(|worker| {
                    let (next, stop, request_of, on_result) =
                        (&next, &stop, &request_of, &on_result);
                    s.spawn(move || -> Result<(), SsrError> {
                        let mut worker = worker.lock().unwrap_or_else(|e| e.into_inner());
                        let worker = &mut *worker;
                        // one thread writes requests ahead while this one reads the answers,
                        // in the order sent; the channel bounds the requests in flight. (One
                        // thread for both could block writing a request while the worker
                        // blocks writing an answer nobody reads.)
                        let (sent, answered) =
                            std::sync::mpsc::sync_channel::<usize>(QUEUED_PER_WORKER);
                        let (stdin, stdout, child) =
                            (&mut worker.stdin, &mut worker.stdout, &mut worker.child);
                        std::thread::scope(|requests| -> Result<(), SsrError> {
                            let writer = requests.spawn(move || -> Result<(), SsrError> {
                                loop {
                                    let i = next.fetch_add(1, Ordering::Relaxed);
                                    if i >= count || stop.load(Ordering::Relaxed) {
                                        return Ok(());
                                    }
                                    let request = request_of(i);
                                    if sent.send(i).is_err() {
                                        // the reader stopped on an error of its own
                                        return Ok(());
                                    }
                                    send(stdin, &request)?;
                                }
                            });
                            let read = (move || -> Result<(), SsrError> {
                                for i in answered {
                                    let result = read_rendered(stdout)?;
                                    if !on_result(i, result) {
                                        stop.store(true, Ordering::Relaxed);
                                    }
                                }
                                Ok(())
                            })();
                            if read.is_err() {
                                // a worker that answers out of protocol may be blocked
                                // writing: it must not hold the request thread
                                let _ = child.kill();
                            }
                            let written = writer.join().unwrap_or_else(|_| {
                                Err(SsrError::WorkerDied("a request thread panicked".into()))
                            });
                            read.and(written)
                        })
                    })
                })
                .collect();
            for h in handles {
                h.join().unwrap_or_else(|_| {
                    Err(SsrError::WorkerDied("a render thread panicked".into()))
                })?;
            }
            Ok(())
        })
    }

    /// Renders all requests, sharing them among the workers; fails as a whole only when a
    /// worker dies.
    pub fn try_render_all(
        &self,
        requests: &[String],
    ) -> Result<Vec<Rendered>, SsrError> {
        let results: Mutex<Vec<Option<Rendered>>> = Mutex::new(vec![None; requests.len()]);
        self.render_each(
            requests.len(),
            |i| requests[i].clone(),
            |i, result| {
                results.lock().unwrap_or_else(|e| e.into_inner())[i] = Some(result);
                true
            },
        )?;
        Ok(results
            .into_inner()
            .unwrap_or_else(|e| e.into_inner())
            .into_iter()
            .map(|r| {
                r.unwrap_or_else(|| Rendered {
                    result: Err(RenderError {
                        message: "not rendered".into(),
                        stack: String::new(),
                    }),
                    printed: Vec::new(),
                    links: Vec::new(),
                })
            })
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bundle(dir: &Path, code: &str) -> std::path::PathBuf {
        let p = dir.join("server.js");
        std::fs::write(&p, code).unwrap();
        p
    }

    #[test]
    fn renders_in_order_across_workers_and_reports_js_errors() {
        let dir = tempfile::tempdir().unwrap();
        let b = bundle(
            dir.path(),
            "console.log('noise on stdout must not break the protocol');\n\
             module.exports = { render(req) { if (req.fail) throw new Error('boom ' + req.n); console.log('x'); return '<p>' + req.n + '</p>'; } };",
        );
        let pool = NodePool::start(&b, 2).unwrap();
        let requests: Vec<String> = (0..50)
            .map(|n| format!(r#"{{"n":{n},"fail":{}}}"#, n == 7))
            .collect();
        let out = pool.try_render_all(&requests).unwrap();
        assert_eq!(out[3].result.as_deref().unwrap(), "<p>3</p>");
        assert_eq!(out[49].result.as_deref().unwrap(), "<p>49</p>");
        let err = out[7].result.as_ref().unwrap_err();
        assert_eq!(err.message, "boom 7");
        assert!(err.stack.contains("server.js"), "{}", err.stack);
        std::thread::sleep(std::time::Duration::from_millis(100));
        assert!(pool
            .take_stderr()
            .iter()
            .any(|l| l.contains("noise on stdout")));
    }

    // See: issue 16 item 5 (the workers' stderr was read into a buffer nobody looked at, so
    // React's server warnings were lost).
    /// The HTML comes back as raw bytes after its reply line: multi-byte characters, newlines
    /// and quotes arrive intact, large pages too, and the replies that follow stay in step
    /// while several requests are in flight per worker.
    #[test]
    fn pages_come_back_whole_as_raw_bytes_with_requests_in_flight() {
        let dir = tempfile::tempdir().unwrap();
        let b = bundle(
            dir.path(),
            r#"module.exports = { render(req) { return `<p title="é">${req.n} ✓ 🦀\n</p>` + 'x\\"'.repeat(req.n * 1000); } };"#,
        );
        let pool = NodePool::start(&b, 2).unwrap();
        let requests: Vec<String> = (0..40).map(|n| format!(r#"{{"n":{n}}}"#)).collect();
        let out = pool.try_render_all(&requests).unwrap();
        for (n, page) in out.iter().enumerate() {
            let html = page.result.as_deref().unwrap();
            let expected = format!("<p title=\"é\">{n} ✓ 🦀\n</p>{}", "x\\\"".repeat(n * 1000));
            assert_eq!(html, expected, "page {n}");
        }
    }

    #[test]
    fn issue_16_what_a_render_prints_comes_back_with_its_page() {
        let dir = tempfile::tempdir().unwrap();
        let b = bundle(
            dir.path(),
            "console.error('while loading');\n\
             module.exports = { render(req) {\n\
               if (req.n === 1) console.error('Warning: Each child in a list should have a unique %s prop.', 'key');\n\
               if (req.n === 2) { console.warn('careful', {a: 1}); throw new Error('broken'); }\n\
               if (req.n === 3) setTimeout(() => console.error('after the render'), 0);\n\
               return '<p>' + req.n + '</p>'; } };",
        );
        let pool = NodePool::start(&b, 1).unwrap();
        let requests: Vec<String> = (0..5).map(|n| format!(r#"{{"n":{n}}}"#)).collect();
        let out = pool.try_render_all(&requests).unwrap();
        assert!(out[0].printed.is_empty(), "{:?}", out[0].printed);
        assert_eq!(out[1].printed, vec!["Warning: Each child in a list should have a unique key prop."]);
        assert_eq!(out[1].result.as_deref(), Ok("<p>1</p>"));
        assert_eq!(out[2].printed, vec!["careful { a: 1 }"], "a failed render keeps what it printed");
        assert_eq!(out[2].result.as_ref().unwrap_err().message, "broken");
        assert!(out[3].printed.is_empty() && out[4].printed.is_empty(), "{:?} {:?}", out[3].printed, out[4].printed);
        std::thread::sleep(std::time::Duration::from_millis(100));
        let stderr = pool.take_stderr();
        assert!(stderr.iter().any(|l| l == "while loading"), "{stderr:?}");
        assert!(stderr.iter().any(|l| l == "after the render"), "outside a render: {stderr:?}");
    }

    #[test]
    fn a_render_that_reports_links_gives_them_with_its_html() {
        let dir = tempfile::tempdir().unwrap();
        let b = bundle(
            dir.path(),
            "module.exports = { render(req) { return req.n === 0 ? '<p>plain</p>' : { html: '<a href=\"/a\">a</a>', links: ['/a', '/b#x'] }; } };",
        );
        let pool = NodePool::start(&b, 1).unwrap();
        let out = pool.try_render_all(&[r#"{"n":0}"#.to_string(), r#"{"n":1}"#.to_string()]).unwrap();
        assert_eq!((out[0].result.as_deref(), out[0].links.len()), (Ok("<p>plain</p>"), 0));
        assert_eq!(out[1].result.as_deref(), Ok(r#"<a href="/a">a</a>"#));
        assert_eq!(out[1].links, ["/a", "/b#x"]);
    }

    #[test]
    fn shared_data_is_sent_once_and_put_back_into_each_request() {
        let dir = tempfile::tempdir().unwrap();
        let b = bundle(dir.path(), "module.exports = { render(req) { return req.n + ':' + req.globals.title + ':' + (req.sidebar ? req.sidebar.length : 'none'); } };");
        let pool = NodePool::start(&b, 2).unwrap();
        pool.share("globals", r#"{"title":"Site"}"#).unwrap();
        pool.share("sidebar:docs", "[1,2,3]").unwrap();
        let seen = Mutex::new(Vec::new());
        pool.render_each(
            4,
            |n| match n % 2 {
                0 => format!(
                    r#"{{"n":{n},"$shared":{{"globals":"globals","sidebar":"sidebar:docs"}}}}"#
                ),
                _ => format!(r#"{{"n":{n},"sidebar":null,"$shared":{{"globals":"globals"}}}}"#),
            },
            |n, rendered| {
                seen.lock().unwrap().push((n, rendered.result.unwrap()));
                true
            },
        )
        .unwrap();
        let mut seen = seen.into_inner().unwrap();
        seen.sort();
        assert_eq!(
            seen,
            vec![
                (0, "0:Site:3".to_string()),
                (1, "1:Site:none".into()),
                (2, "2:Site:3".into()),
                (3, "3:Site:none".into())
            ]
        );
        let missing = pool
            .try_render_all(&[r#"{"$shared":{"globals":"nope"}}"#.to_string()])
            .unwrap();
        assert!(missing[0]
            .result
            .as_ref()
            .unwrap_err()
            .message
            .contains("no shared data \"nope\""));
    }

    #[test]
    fn a_bundle_that_throws_on_load_is_reported() {
        let dir = tempfile::tempdir().unwrap();
        let b = bundle(dir.path(), "throw new TypeError('cannot load');");
        match NodePool::start(&b, 1) {
            Err(SsrError::BundleLoad { message, .. }) => assert_eq!(message, "cannot load"),
            Err(e) => panic!("{e}"),
            Ok(_) => panic!("expected an error"),
        }
    }
}
