//! A long-lived `node` process that runs the parts of a Docusaurus site that are JavaScript
//! programs: `docusaurus.config.*`, `sidebars.*`, and plugins ferrosaurus does not implement in
//! Rust. Rust talks to it over JSON lines (one request, one reply), one request at a time.
//!
//! Values come back as JSON. What JSON cannot carry (functions, class instances, stand-ins of
//! packages ferrosaurus implements natively) comes back as a handle,
//! `{"$handle": {"id": 3, "kind": "function", "name": "f", "module": "..."}}`, which stays
//! callable with [`NodeHost::call`] for as long as the host lives.
//!
//! Every request has a time limit; a request that does not settle in time (an infinite loop, a
//! promise that never resolves) kills the process and is reported as
//! [`HostError::Timeout`]. The heap is limited with `--max-old-space-size`.
//!
//! ```no_run
//! use ferrosaurus_node_host::{HostOptions, NodeHost};
//! let dir = tempfile::tempdir().unwrap();
//! std::fs::write(dir.path().join("c.js"), "module.exports = async () => ({ year: 2000 + 25 });").unwrap();
//! let host = NodeHost::start(&HostOptions::new(dir.path())).unwrap();
//! let value = host.eval_module(&dir.path().join("c.js"), true, false).unwrap();
//! assert_eq!(value["year"], 2025);
//! ```

use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde::Deserialize;
use serde_json::{json, Value};

const HOST_JS: &str = include_str!("../js/host.cjs");

/// Key of the JSON object that stands for a JS value JSON cannot carry.
pub const HANDLE_KEY: &str = "$handle";

/// Lines of the host's stderr kept for error messages.
const STDERR_LINES: usize = 200;

/// The host failed, or the JS it ran did.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum HostError {
    /// `node` is not on PATH.
    #[error("`node` was not found on PATH: install Node.js 18 or newer (Debian: apt-get install nodejs npm)")]
    NodeMissing,
    /// Starting or talking to the process failed.
    #[error("node host: {0}")]
    Io(#[from] std::io::Error),
    /// The JS code threw (or a promise rejected).
    #[error("{0}")]
    Js(JsError),
    /// A request did not settle in time; the process was stopped.
    #[error("{operation} did not finish within {seconds} s (an endless loop, or a promise that never settles?); it was stopped")]
    Timeout {
        /// What was running.
        operation: String,
        /// The limit.
        seconds: u64,
    },
    /// The process ended (crashed, ran out of memory, was killed).
    #[error("the node process stopped unexpectedly{}", if .stderr.is_empty() { String::new() } else { format!(":\n{}", .stderr) })]
    Died {
        /// The last lines it printed on stderr.
        stderr: String,
    },
    /// The process answered something that is not the protocol.
    #[error("node host protocol: {0}")]
    Protocol(String),
}

/// Where in a site file a JS error happened.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct JsLocation {
    /// Absolute file.
    pub file: PathBuf,
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
}

/// An error thrown by JS code.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
#[non_exhaustive]
pub struct JsError {
    /// `error.message`.
    pub message: String,
    /// `error.name` (`TypeError`...).
    #[serde(default)]
    pub name: String,
    /// The stack as Node prints it (source-mapped).
    #[serde(default)]
    pub stack: String,
    /// `error.code` (`MODULE_NOT_FOUND`...).
    #[serde(default)]
    pub code: Option<String>,
    /// The first stack frame in a site file (not in node_modules).
    #[serde(default)]
    pub location: Option<JsLocation>,
    /// For `MODULE_NOT_FOUND`: the specifier that was not found.
    #[serde(default)]
    pub missing_module: Option<String>,
    /// The module is an ES module that `require` cannot load.
    #[serde(default)]
    pub esm_only: bool,
}

impl std::fmt::Display for JsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if let Some(loc) = &self.location {
            write!(f, "{}:{}:{}: ", loc.file.display(), loc.line, loc.column)?;
        }
        if self.name.is_empty() || self.message.starts_with(&self.name) {
            write!(f, "{}", self.message)
        } else {
            write!(f, "{}: {}", self.name, self.message)
        }
    }
}

/// How to start the host.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct HostOptions {
    /// The site folder (the process's working directory; `require` resolves from here).
    pub site_dir: PathBuf,
    /// npm packages (or `@scope/*`) that `require` answers with stand-ins.
    pub stubbed: Vec<String>,
    /// V8 heap limit.
    pub max_heap_mib: u32,
    /// Time limit of one request.
    pub timeout: Duration,
}

impl HostOptions {
    /// Defaults: 2 GiB heap, 60 s per request, nothing stubbed.
    pub fn new(site_dir: impl Into<PathBuf>) -> Self {
        Self { site_dir: site_dir.into(), stubbed: Vec::new(), max_heap_mib: 2048, timeout: Duration::from_secs(60) }
    }
}

#[derive(Deserialize)]
struct Reply {
    id: Option<u64>,
    ok: bool,
    #[serde(default)]
    value: Value,
    #[serde(default)]
    error: Option<JsError>,
}

struct Process {
    child: Child,
    stdin: Option<ChildStdin>,
    replies: Receiver<String>,
    next_id: u64,
    dead: bool,
}

impl Drop for Process {
    fn drop(&mut self) {
        drop(self.stdin.take());
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The running host.
pub struct NodeHost {
    process: Mutex<Process>,
    stderr: Arc<Mutex<VecDeque<String>>>,
    timeout: Duration,
    _script: tempfile::TempPath,
}

impl std::fmt::Debug for NodeHost {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("NodeHost").field("timeout", &self.timeout).finish_non_exhaustive()
    }
}

impl NodeHost {
    /// Starts `node` on the host script in the site folder.
    pub fn start(options: &HostOptions) -> Result<Self, HostError> {
        let mut script = tempfile::Builder::new().prefix("ferrosaurus-host-").suffix(".cjs").tempfile()?;
        script.write_all(HOST_JS.as_bytes())?;
        let script = script.into_temp_path();
        let mut child = Command::new("node")
            .arg(format!("--max-old-space-size={}", options.max_heap_mib))
            .arg("--enable-source-maps")
            .arg("--stack-size=4000")
            .arg(&script)
            .current_dir(&options.site_dir)
            .env("NODE_ENV", std::env::var("NODE_ENV").unwrap_or_else(|_| "production".into()))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| if e.kind() == std::io::ErrorKind::NotFound { HostError::NodeMissing } else { HostError::Io(e) })?;
        let stderr = Arc::new(Mutex::new(VecDeque::new()));
        let err = child.stderr.take().expect("piped");
        let sink = stderr.clone();
        std::thread::spawn(move || {
            for line in BufReader::new(err).lines().map_while(Result::ok) {
                let mut lines = sink.lock().unwrap_or_else(|e| e.into_inner());
                if lines.len() == STDERR_LINES {
                    lines.pop_front();
                }
                lines.push_back(line);
            }
        });
        let out = child.stdout.take().expect("piped");
        let (tx, replies) = mpsc::channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(out);
            loop {
                let mut line = String::new();
                match reader.read_line(&mut line) {
                    Ok(0) | Err(_) => return,
                    Ok(_) => {
                        if tx.send(line).is_err() {
                            return;
                        }
                    }
                }
            }
        });
        let stdin = child.stdin.take();
        let host = NodeHost {
            process: Mutex::new(Process { child, stdin, replies, next_id: 1, dead: false }),
            stderr,
            timeout: options.timeout,
            _script: script,
        };
        {
            let mut p = host.lock();
            let hello = host.read_reply(&mut p, 0, "starting node", options.timeout)?;
            if hello.get("ready") != Some(&Value::Bool(true)) {
                return Err(HostError::Protocol(format!("unexpected greeting {hello}")));
            }
        }
        host.request("init", json!({"siteDir": options.site_dir, "stubbed": options.stubbed}), None)?;
        Ok(host)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Process> {
        self.process.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The last lines the process printed on stderr (site code's console output).
    pub fn stderr_tail(&self) -> Vec<String> {
        self.stderr.lock().unwrap_or_else(|e| e.into_inner()).iter().cloned().collect()
    }

    fn read_reply(&self, p: &mut Process, id: u64, operation: &str, timeout: Duration) -> Result<Value, HostError> {
        loop {
            let line = match p.replies.recv_timeout(timeout) {
                Ok(line) => line,
                Err(RecvTimeoutError::Timeout) => {
                    p.dead = true;
                    let _ = p.child.kill();
                    return Err(HostError::Timeout { operation: operation.to_string(), seconds: timeout.as_secs() });
                }
                Err(RecvTimeoutError::Disconnected) => {
                    p.dead = true;
                    let _ = p.child.wait();
                    std::thread::sleep(Duration::from_millis(50));
                    return Err(HostError::Died { stderr: self.stderr_tail().join("\n") });
                }
            };
            let reply: Reply = serde_json::from_str(&line).map_err(|e| HostError::Protocol(format!("{e}: {}", line.chars().take(200).collect::<String>())))?;
            if reply.id != Some(id) {
                continue; // a reply to a request that timed out earlier cannot happen (the process is killed); skip stray lines
            }
            return if reply.ok {
                Ok(reply.value)
            } else {
                Err(HostError::Js(reply.error.unwrap_or(JsError {
                    message: "unknown error".into(),
                    name: String::new(),
                    stack: String::new(),
                    code: None,
                    location: None,
                    missing_module: None,
                    esm_only: false,
                })))
            };
        }
    }

    /// Sends one request (`op` plus `params`' fields) and waits for its reply.
    pub fn request(&self, op: &str, params: Value, timeout: Option<Duration>) -> Result<Value, HostError> {
        let mut p = self.lock();
        if p.dead {
            return Err(HostError::Died { stderr: self.stderr_tail().join("\n") });
        }
        let id = p.next_id;
        p.next_id += 1;
        let mut message = match params {
            Value::Object(map) => map,
            Value::Null => serde_json::Map::new(),
            other => return Err(HostError::Protocol(format!("request parameters must be an object, found {other}"))),
        };
        message.insert("id".into(), json!(id));
        message.insert("op".into(), json!(op));
        let mut line = serde_json::to_string(&message).map_err(|e| HostError::Protocol(e.to_string()))?;
        line.push('\n');
        let written = p.stdin.as_mut().map(|s| s.write_all(line.as_bytes()).and_then(|_| s.flush()));
        if !matches!(written, Some(Ok(()))) {
            p.dead = true;
            return Err(HostError::Died { stderr: self.stderr_tail().join("\n") });
        }
        self.read_reply(&mut p, id, op, timeout.unwrap_or(self.timeout))
    }

    /// Registers transpiled CommonJS code for files (TypeScript, ES modules) so `require` runs it.
    pub fn add_modules(&self, modules: &[(PathBuf, String)]) -> Result<(), HostError> {
        let map: serde_json::Map<String, Value> = modules.iter().map(|(p, code)| (p.to_string_lossy().into_owned(), Value::String(code.clone()))).collect();
        self.request("addModules", json!({ "modules": map }), None).map(|_| ())
    }

    /// Requires `file` and returns its export (`default` for ES modules); a function export is
    /// called first when `call_if_function` is set, and a promise is awaited. With
    /// `keep_as_site_config` the value is kept as the `siteConfig` that JS plugins receive.
    pub fn eval_module(&self, file: &Path, call_if_function: bool, keep_as_site_config: bool) -> Result<Value, HostError> {
        let keep = if keep_as_site_config { Value::String("siteConfig".into()) } else { Value::Null };
        self.request("evalModule", json!({"file": file, "callIfFunction": call_if_function, "keep": keep}), None)
    }

    /// Like [`NodeHost::eval_module`] without calling, but a relative `require` of a file that
    /// does not exist yields a handle of module `missing:<specifier>` instead of an error (a
    /// sidebars file importing a sidebar that a plugin generates).
    pub fn eval_module_allowing_missing_files(&self, file: &Path) -> Result<Value, HostError> {
        self.request("evalModule", json!({"file": file, "callIfFunction": false, "allowMissingLocal": true}), None)
    }

    /// Calls a function handle with JSON arguments; a handle among them
    /// (`{"$handle": {"id": n}}`) is passed as the value it keeps.
    pub fn call(&self, handle: u64, args: &[Value]) -> Result<Value, HostError> {
        self.request("call", json!({"handle": handle, "args": args}), None)
    }

    /// Evaluates JS source that is a function expression and keeps the function: its handle id.
    pub fn define_function(&self, source: &str) -> Result<u64, HostError> {
        let value = self.request("defineFunction", json!({ "source": source }), None)?;
        as_handle(&value)
            .and_then(|h| h.get("id"))
            .and_then(Value::as_u64)
            .ok_or_else(|| HostError::Protocol(format!("defineFunction answered {value}")))
    }
}

/// A handle's fields, when `value` is one.
pub fn as_handle(value: &Value) -> Option<&serde_json::Map<String, Value>> {
    value.as_object().filter(|m| m.len() == 1).and_then(|m| m.get(HANDLE_KEY)).and_then(Value::as_object)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn host_in(dir: &Path) -> NodeHost {
        let mut o = HostOptions::new(dir);
        o.stubbed = vec!["@docusaurus/*".into(), "prism-react-renderer".into()];
        o.timeout = Duration::from_secs(5);
        NodeHost::start(&o).unwrap()
    }

    #[test]
    fn evaluates_async_config_functions_with_path_helpers_and_env() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("package.json"), r#"{"homepage": "https://h.dev"}"#).unwrap();
        std::fs::write(
            dir.path().join("c.js"),
            "const path = require('path');\n\
             const {themes} = require('prism-react-renderer');\n\
             module.exports = async function createConfig() {\n\
               return { year: `© ${2000 + 25}`, sidebar: path.join(__dirname, 'sidebars.js'), home: require('./package.json').homepage,\n\
                 env: process.env.FERRO_TEST_UNSET ? 'a' : 'b', theme: themes.dracula, fn: function editUrl() {}, re: /a+/g, und: undefined,\n\
                 plugins: [[require('@docusaurus/remark-plugin-npm2yarn'), {sync: true}]] };\n\
             };",
        )
        .unwrap();
        let host = host_in(dir.path());
        let v = host.eval_module(&dir.path().join("c.js"), true, true).unwrap();
        assert_eq!(v["year"], "© 2025");
        assert_eq!(v["sidebar"], dir.path().join("sidebars.js").to_string_lossy().as_ref());
        assert_eq!(v["home"], "https://h.dev");
        assert_eq!(v["env"], "b");
        assert_eq!(as_handle(&v["theme"]).unwrap()["module"], "prism-react-renderer");
        assert_eq!(as_handle(&v["theme"]).unwrap()["path"], "themes.dracula");
        assert_eq!(as_handle(&v["fn"]).unwrap()["name"], "editUrl");
        assert_eq!(v["re"]["$regexp"]["source"], "a+");
        assert!(v.get("und").is_none());
        assert_eq!(as_handle(&v["plugins"][0][0]).unwrap()["module"], "@docusaurus/remark-plugin-npm2yarn");
    }

    #[test]
    fn defined_functions_receive_handles_as_functions() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("c.js"), "module.exports = { twice: (n) => n * 2 };").unwrap();
        let host = host_in(dir.path());
        let v = host.eval_module(&dir.path().join("c.js"), false, false).unwrap();
        let twice = as_handle(&v["twice"]).unwrap()["id"].as_u64().unwrap();
        let apply = host.define_function("async (f, xs) => Promise.all(xs.map((x) => f(x)))").unwrap();
        assert_eq!(host.call(apply, &[json!({"$handle": {"id": twice}}), json!([1, 2])]).unwrap(), json!([2, 4]));
        assert!(host.call(apply, &[json!({"$handle": {"id": 999}}), json!([])]).is_err());
        assert!(host.define_function("42").is_err());
    }

    #[test]
    fn function_handles_are_callable() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("c.js"), "module.exports = { edit: ({docPath}) => `https://e.dev/${docPath}` };").unwrap();
        let host = host_in(dir.path());
        let v = host.eval_module(&dir.path().join("c.js"), false, false).unwrap();
        let id = as_handle(&v["edit"]).unwrap()["id"].as_u64().unwrap();
        assert_eq!(host.call(id, &[json!({"docPath": "a.md"})]).unwrap(), "https://e.dev/a.md");
    }

    #[test]
    fn a_throwing_config_names_file_line_and_column() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("c.js"), "const a = 1;\nmodule.exports = {\n  title: undefinedThing.x,\n};\n").unwrap();
        let host = host_in(dir.path());
        let HostError::Js(e) = host.eval_module(&dir.path().join("c.js"), true, false).unwrap_err() else { panic!() };
        let loc = e.location.clone().expect("a location");
        assert_eq!((loc.line, loc.column), (3, 10), "{e:?}");
        assert!(e.message.contains("undefinedThing"), "{e:?}");
    }

    #[test]
    fn a_missing_package_is_named() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("c.js"), "module.exports = require('surely-not-installed-pkg/sub');").unwrap();
        let host = host_in(dir.path());
        let HostError::Js(e) = host.eval_module(&dir.path().join("c.js"), true, false).unwrap_err() else { panic!() };
        assert_eq!(e.missing_module.as_deref(), Some("surely-not-installed-pkg/sub"));
    }

    #[test]
    fn a_config_that_never_settles_is_stopped() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("c.js"), "module.exports = () => new Promise(() => {});").unwrap();
        let mut o = HostOptions::new(dir.path());
        o.timeout = Duration::from_millis(700);
        let host = NodeHost::start(&o).unwrap();
        assert!(matches!(host.eval_module(&dir.path().join("c.js"), true, false), Err(HostError::Timeout { .. })));
        std::fs::write(dir.path().join("d.js"), "while (true) {}").unwrap();
        let host = NodeHost::start(&o).unwrap();
        assert!(matches!(host.eval_module(&dir.path().join("d.js"), true, false), Err(HostError::Timeout { .. })));
        assert!(matches!(host.eval_module(&dir.path().join("c.js"), true, false), Err(HostError::Died { .. })));
    }

    #[test]
    fn cycles_and_deep_values_are_errors_not_crashes() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("c.js"), "const a = {}; a.self = a; module.exports = {a};").unwrap();
        std::fs::write(dir.path().join("d.js"), "let v = []; for (let i = 0; i < 100000; i++) v = [v]; module.exports = v;").unwrap();
        let host = host_in(dir.path());
        let HostError::Js(e) = host.eval_module(&dir.path().join("c.js"), true, false).unwrap_err() else { panic!() };
        assert!(e.message.contains("a.self"), "{e:?}");
        let HostError::Js(e) = host.eval_module(&dir.path().join("d.js"), true, false).unwrap_err() else { panic!() };
        assert!(e.message.contains("nested more than"), "{e:?}");
    }
}
