//! The request form in headless Chromium: the plugin renders two operation pages of a spec
//! whose server is a small HTTP server this test starts on localhost; the same server serves
//! the pages (with the plugin's client module) and answers the API by echoing the request.
//! e2e/explorer.e2e.mjs (playwright-core driving Debian's /usr/bin/chromium; no browser is
//! ever downloaded) fills the form, sends it, reads the response panel, and checks that the
//! auth value is kept in sessionStorage under the scheme's name across a reload and pages.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::process::Command;
use std::sync::Arc;

use ferrosaurus_core::{DocsOptions, LoadContext, PluginOutput, SiteConfig};
use ferrosaurus_openapi_docs::{OpenApiPlugin, EXPLORER_MODULE, STYLES};
use serde_json::{json, Value};

const CHROMIUM: &str = "/usr/bin/chromium";

/// Installs Debian's `chromium` with apt-get when it is missing.
fn ensure_chromium() {
    if Path::new(CHROMIUM).is_file() {
        return;
    }
    eprintln!("installing Debian's chromium (apt-get) for the browser test");
    let status = Command::new("sh")
        .args(["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium"])
        .status()
        .expect("apt-get could not be started: install chromium (Debian package `chromium`) by hand");
    assert!(status.success() && Path::new(CHROMIUM).is_file(), "installing chromium failed; install the Debian package `chromium`");
}

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

fn load(site: &Path, hide_send_button: bool) -> PluginOutput {
    let mut config = SiteConfig::default_for_test();
    let mut docs = DocsOptions::defaults();
    docs.route_base_path = "/".into();
    config.docs.push(docs);
    let options = json!({"config": {"pets": {"specPath": "spec.yaml", "outputDir": "docs/api", "hideSendButton": hide_send_button}}});
    let out = OpenApiPlugin::from_options(&options, &config).unwrap().load(&LoadContext::new(site, &config)).unwrap();
    assert!(out.diagnostics.is_empty(), "{:?}", out.diagnostics);
    out
}

fn page(out: &PluginOutput, route: &str) -> String {
    let html = out.routes.iter().find(|r| r.page.route == route).and_then(|r| r.page.html.clone()).unwrap_or_else(|| panic!("no page {route}"));
    format!("<!doctype html><html><head><meta charset=\"utf-8\"><title>{route}</title><style>{STYLES}</style></head><body><main>{html}</main><script type=\"module\" src=\"/apiExplorer.js\"></script></body></html>")
}

/// The pages by URL path, and the API under `/v1/` answering with what it received.
struct Site {
    pages: Vec<(String, String)>,
}

fn respond(stream: &mut TcpStream, status: &str, content_type: &str, body: &[u8]) {
    let head = format!("HTTP/1.1 {status}\r\nContent-Type: {content_type}\r\nContent-Length: {}\r\nX-Echo: yes\r\nConnection: close\r\n\r\n", body.len());
    let _ = stream.write_all(head.as_bytes());
    let _ = stream.write_all(body);
}

fn serve_one(site: &Site, stream: TcpStream) {
    let mut reader = BufReader::new(stream.try_clone().unwrap());
    let mut line = String::new();
    if reader.read_line(&mut line).is_err() {
        return;
    }
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
    let mut stream = stream;
    let (path, query) = target.split_once('?').unwrap_or((&target, ""));
    if path == "/apiExplorer.js" {
        respond(&mut stream, "200 OK", "text/javascript", EXPLORER_MODULE.as_bytes());
    } else if let Some((_, html)) = site.pages.iter().find(|(p, _)| p == path) {
        respond(&mut stream, "200 OK", "text/html; charset=utf-8", html.as_bytes());
    } else if path.starts_with("/v1/") {
        let echo = json!({"method": method, "path": path, "query": query, "headers": headers, "body": String::from_utf8_lossy(&body)});
        let status = if method == "POST" { "201 Created" } else { "200 OK" };
        respond(&mut stream, status, "application/json", echo.to_string().as_bytes());
    } else {
        respond(&mut stream, "404 Not Found", "text/plain", b"not found");
    }
}

#[test]
fn request_form_sends_and_keeps_auth_in_chromium() {
    ensure_chromium();
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("spec.yaml"), spec(port)).unwrap();
    let live = load(dir.path(), false);
    let hidden = load(dir.path(), true);
    let add = live.routes.iter().find(|r| r.page.route == "/api/add-pet").and_then(|r| r.page.html.clone()).unwrap();
    assert!(add.contains("data-openapi-send") && add.contains("data-openapi-response"), "the live page has the button and the response panel");
    let site = Arc::new(Site {
        pages: vec![
            ("/add-pet.html".into(), page(&live, "/api/add-pet")),
            ("/list-pets.html".into(), page(&live, "/api/list-pets")),
            ("/hidden.html".into(), page(&hidden, "/api/add-pet")),
        ],
    });
    let server_site = Arc::clone(&site);
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            let site = Arc::clone(&server_site);
            std::thread::spawn(move || serve_one(&site, stream));
        }
    });

    let e2e = Path::new(env!("CARGO_MANIFEST_DIR")).join("e2e");
    ensure_e2e_packages(&e2e);
    let output = Command::new("node").arg(e2e.join("explorer.e2e.mjs")).arg(format!("http://127.0.0.1:{port}")).current_dir(&e2e).output().unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    println!("{stdout}");
    eprintln!("{stderr}");
    assert!(output.status.success(), "browser checks failed:\n{stdout}\n{stderr}");
    assert!(stdout.contains(" 0 failed"), "{stdout}");
}
