//! The request form in headless Chromium: the plugin renders operation pages of specs whose
//! servers are a small HTTP server this test starts on localhost; the same server serves the
//! pages (with the plugin's client module) and answers the API by echoing the request, and a
//! second one stands for a CORS proxy (the `proxy` option), recording what it receives.
//! e2e/explorer.e2e.mjs (playwright-core driving Debian's /usr/bin/chromium; no browser is
//! ever downloaded) fills the form, sends it, reads the response panel, and checks that the
//! auth value and the server (with its variables) are kept in sessionStorage as the plugin
//! keeps them, across a reload and pages; this test then checks what the proxy received.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::process::Command;
use std::sync::{Arc, Mutex};

use ferrosaurus_test_support::ensure_chromium;
use ferrosaurus_core::{DocsOptions, LoadContext, PluginOutput, SiteConfig};
use ferrosaurus_openapi_docs::{OpenApiPlugin, EXPLORER_LOADER, EXPLORER_MODULE, STYLES};
use serde_json::{json, Value};

/// `npm ci` in the e2e folder (its committed lock file) unless playwright-core is there.
fn ensure_e2e_packages(e2e: &Path) {
    if e2e.join("node_modules/playwright-core/package.json").is_file() {
        return;
    }
    let status = Command::new("npm").args(["ci", "--no-audit", "--no-fund"]).current_dir(e2e).status().expect("npm could not be started");
    assert!(status.success(), "npm ci failed in {}", e2e.display());
}

fn spec(port: u16) -> String {
    format!(
        "openapi: 3.0.3
info: {{title: Pets, version: '1'}}
servers: [{{url: 'http://127.0.0.1:{port}/v0', description: Old}}, {{url: 'http://127.0.0.1:{port}/v1', description: Local}}]
components:
  securitySchemes:
    bearer: {{type: http, scheme: bearer}}
security: [{{bearer: []}}]
paths:
  /pets/{{petId}}:
    post:
      operationId: addPet
      summary: Add a pet
      parameters:
        - {{name: petId, in: path, required: true, schema: {{type: string}}}}
        - {{name: q, in: query, schema: {{type: string}}}}
        - {{name: X-Trace, in: header, schema: {{type: string}}}}
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              properties:
                name: {{type: string, example: Rex}}
      responses:
        '201': {{description: created, content: {{application/json: {{schema: {{type: object}}}}}}}}
  /pets:
    get:
      operationId: listPets
      summary: List pets
      responses:
        '200': {{description: ok, content: {{application/json: {{schema: {{type: array, items: {{type: object}}}}}}}}}}
"
    )
}

/// Servers with variables: the port to type in (its default is wrong), the version to pick
/// from an `enum` (its default is v0, which the echo server does not answer).
const VARIABLES_SPEC: &str = "openapi: 3.0.3
info: {title: Variables, version: '1'}
servers:
  - url: 'http://{host}:{port}/{basePath}/'
    description: Local, any port
    variables:
      host: {default: 127.0.0.1, description: The loopback host}
      port: {default: '1', description: The port the test server listens on}
      basePath: {enum: [v0, v1], default: v0, description: The API version}
  - url: 'http://127.0.0.1:{port}/{version}'
    description: Second
    variables:
      port: {default: '2'}
      version: {default: v1}
paths:
  /pets/{petId}:
    get:
      operationId: getPet
      summary: Get a pet
      parameters:
        - {name: petId, in: path, required: true, schema: {type: string}}
      responses:
        '200': {description: ok, content: {application/json: {schema: {type: object}}}}
";

/// The pages of `spec` with `entry` merged into its plugin entry and `theme_api` as
/// `themeConfig.api`.
fn load(site: &Path, spec: &str, entry: Value, theme_api: Option<Value>) -> PluginOutput {
    let mut config = SiteConfig::default_for_test();
    let mut docs = DocsOptions::defaults();
    docs.route_base_path = "/".into();
    config.docs.push(docs);
    if let Some(api) = theme_api {
        config.theme_config.extra.insert("api".into(), api);
    }
    let mut options = json!({"specPath": spec, "outputDir": "docs/api"});
    options.as_object_mut().unwrap().extend(entry.as_object().cloned().unwrap_or_default());
    let options = json!({"config": {"pets": options}});
    let out = OpenApiPlugin::from_options(&options, &config).unwrap().load(&LoadContext::new(site, &config)).unwrap();
    assert!(out.diagnostics.is_empty(), "{:?}", out.diagnostics);
    out
}

fn page(out: &PluginOutput, route: &str) -> String {
    let html = out.routes.iter().find(|r| r.page.route == route).and_then(|r| r.page.html.clone()).unwrap_or_else(|| panic!("no page {route}"));
    page_with(route, &html)
}

/// A page with `html` as its content and the plugin's client module (the loader, which
/// imports `./apiExplorer.js` when the page has a form), as every page of a site has it.
fn page_with(title: &str, html: &str) -> String {
    format!("<!doctype html><html><head><meta charset=\"utf-8\"><title>{title}</title><style>{STYLES}</style></head><body><main>{html}</main><script type=\"module\" src=\"/apiExplorerLoader.js\"></script></body></html>")
}

/// The pages by URL path, and the API under `/v1/` answering with what it received (the
/// API requests are recorded too).
struct Site {
    pages: Vec<(String, String)>,
    api_requests: Mutex<Vec<Value>>,
}

/// One HTTP request as read from the socket.
struct Received {
    method: String,
    target: String,
    headers: serde_json::Map<String, Value>,
    body: Vec<u8>,
}

impl Received {
    fn to_json(&self) -> Value {
        json!({"method": self.method, "target": self.target, "headers": self.headers, "body": String::from_utf8_lossy(&self.body)})
    }
}

fn respond(stream: &mut TcpStream, status: &str, content_type: &str, body: &[u8]) {
    let head = format!("HTTP/1.1 {status}\r\nContent-Type: {content_type}\r\nContent-Length: {}\r\nX-Echo: yes\r\nConnection: close\r\n\r\n", body.len());
    let _ = stream.write_all(head.as_bytes());
    let _ = stream.write_all(body);
}

fn read_request(stream: &TcpStream) -> Option<Received> {
    let mut reader = BufReader::new(stream.try_clone().ok()?);
    let mut line = String::new();
    reader.read_line(&mut line).ok()?;
    let mut parts = line.split_whitespace();
    let (method, target) = (parts.next().unwrap_or("").to_string(), parts.next().unwrap_or("/").to_string());
    let mut headers = serde_json::Map::new();
    let mut length = 0usize;
    loop {
        let mut header = String::new();
        if reader.read_line(&mut header).unwrap_or(0) == 0 || header.trim().is_empty() {
            break;
        }
        if let Some((name, value)) = header.trim_end().split_once(':') {
            let name = name.trim().to_ascii_lowercase();
            if name == "content-length" {
                length = value.trim().parse().unwrap_or(0);
            }
            headers.insert(name, Value::from(value.trim()));
        }
    }
    let mut body = vec![0; length];
    let _ = reader.read_exact(&mut body);
    Some(Received { method, target, headers, body })
}

fn serve_one(site: &Site, mut stream: TcpStream) {
    let Some(request) = read_request(&stream) else { return };
    let (path, query) = request.target.split_once('?').unwrap_or((&request.target, ""));
    if path == "/apiExplorer.js" {
        respond(&mut stream, "200 OK", "text/javascript", EXPLORER_MODULE.as_bytes());
    } else if path == "/apiExplorerLoader.js" {
        respond(&mut stream, "200 OK", "text/javascript", EXPLORER_LOADER.as_bytes());
    } else if let Some((_, html)) = site.pages.iter().find(|(p, _)| p == path) {
        respond(&mut stream, "200 OK", "text/html; charset=utf-8", html.as_bytes());
    } else if path.starts_with("/v1/") {
        site.api_requests.lock().unwrap().push(request.to_json());
        let echo = json!({"method": request.method, "path": path, "query": query, "headers": request.headers, "body": String::from_utf8_lossy(&request.body)});
        let status = if request.method == "POST" { "201 Created" } else { "200 OK" };
        respond(&mut stream, status, "application/json", echo.to_string().as_bytes());
    } else {
        respond(&mut stream, "404 Not Found", "text/plain", b"not found");
    }
}

/// The stand-in CORS proxy: answers the preflight, then every request with what it received
/// (`{"proxied": true, "target": …}`), and records it.
fn proxy_one(received: &Mutex<Vec<Value>>, mut stream: TcpStream) {
    let Some(request) = read_request(&stream) else { return };
    let header = |name: &str| request.headers.get(name).and_then(Value::as_str).unwrap_or("").to_string();
    if request.method == "OPTIONS" {
        let head = format!(
            "HTTP/1.1 204 No Content\r\nAccess-Control-Allow-Origin: *\r\nAccess-Control-Allow-Methods: {}\r\nAccess-Control-Allow-Headers: {}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
            header("access-control-request-method"),
            header("access-control-request-headers")
        );
        let _ = stream.write_all(head.as_bytes());
        return;
    }
    received.lock().unwrap().push(request.to_json());
    let mut echo = request.to_json();
    echo["proxied"] = Value::Bool(true);
    let body = echo.to_string();
    let head = format!("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nAccess-Control-Allow-Origin: *\r\nContent-Length: {}\r\nConnection: close\r\n\r\n", body.len());
    let _ = stream.write_all(head.as_bytes());
    let _ = stream.write_all(body.as_bytes());
}

/// Accepts on `listener` for the rest of the test, a thread per connection.
fn serve<S: Send + Sync + 'static>(listener: TcpListener, state: Arc<S>, handle: fn(&S, TcpStream)) {
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            let state = Arc::clone(&state);
            std::thread::spawn(move || handle(&state, stream));
        }
    });
}

#[test]
fn request_form_sends_and_keeps_auth_in_chromium() {
    ensure_chromium();
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let proxy_listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let proxy_port = proxy_listener.local_addr().unwrap().port();
    let proxy = format!("http://127.0.0.1:{proxy_port}");
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("spec.yaml"), spec(port)).unwrap();
    std::fs::write(dir.path().join("vars.yaml"), VARIABLES_SPEC).unwrap();
    let live = load(dir.path(), "spec.yaml", json!({}), None);
    let hidden = load(dir.path(), "spec.yaml", json!({"hideSendButton": true}), None);
    let variables = load(dir.path(), "vars.yaml", json!({}), None);
    // the entry's proxy wins over themeConfig.api.proxy, which the other entries get
    let proxied = load(dir.path(), "spec.yaml", json!({"proxy": proxy}), Some(json!({"proxy": "http://127.0.0.1:9/unused"})));
    let theme_proxied = load(dir.path(), "spec.yaml", json!({}), Some(json!({"proxy": "/site-cors/"})));
    let add = live.routes.iter().find(|r| r.page.route == "/api/add-pet").and_then(|r| r.page.html.clone()).unwrap();
    assert!(add.contains("data-openapi-send") && add.contains("data-openapi-response"), "the live page has the button and the response panel");
    assert!(!add.contains("data-proxy"), "no proxy configured, none on the page");
    assert!(page(&theme_proxied, "/api/add-pet").contains(" data-proxy=\"/site-cors/\""), "themeConfig.api.proxy is used without the entry's");
    let site = Arc::new(Site {
        pages: vec![
            ("/add-pet.html".into(), page(&live, "/api/add-pet")),
            ("/list-pets.html".into(), page(&live, "/api/list-pets")),
            ("/hidden.html".into(), page(&hidden, "/api/add-pet")),
            ("/vars.html".into(), page(&variables, "/api/get-pet")),
            ("/proxied.html".into(), page(&proxied, "/api/add-pet")),
            ("/no-form.html".into(), page_with("no form", "<h1>A page without a request form</h1><p>Prose.</p>")),
        ],
        api_requests: Mutex::new(Vec::new()),
    });
    serve(listener, Arc::clone(&site), serve_one);
    let proxy_received = Arc::new(Mutex::new(Vec::new()));
    serve(proxy_listener, Arc::clone(&proxy_received), proxy_one);

    let e2e = Path::new(env!("CARGO_MANIFEST_DIR")).join("e2e");
    ensure_e2e_packages(&e2e);
    let output = Command::new("node").arg(e2e.join("explorer.e2e.mjs")).arg(format!("http://127.0.0.1:{port}")).arg(&proxy).current_dir(&e2e).output().unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    println!("{stdout}");
    eprintln!("{stderr}");
    assert!(output.status.success(), "browser checks failed:\n{stdout}\n{stderr}");
    assert!(stdout.contains(" 0 failed"), "{stdout}");

    // what the proxy itself received: the request URL after its own, with the form's values
    let received = proxy_received.lock().unwrap();
    assert_eq!(received.len(), 1, "the proxy got one request: {received:?}");
    let request = &received[0];
    assert_eq!(request["method"], "POST");
    assert_eq!(request["target"], format!("/http://127.0.0.1:{port}/v1/pets/9?q=a+b"));
    assert_eq!(request["headers"]["authorization"], "Bearer proxy-token");
    assert_eq!(request["headers"]["content-type"], "application/json");
    assert_eq!(request["body"], "{\"name\": \"Proxied\"}");
    // and the API was not asked directly for it; the variables' request reached it
    let direct = site.api_requests.lock().unwrap();
    assert!(!direct.iter().any(|r| r["target"].as_str().is_some_and(|t| t.starts_with("/v1/pets/9"))), "{direct:?}");
    assert!(direct.iter().any(|r| r["method"] == "GET" && r["target"] == "/v1/pets/7"), "the request through the server variables: {direct:?}");
}
