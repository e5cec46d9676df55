//! React 19 for real: a small TSX app bundled for Node (rendered with
//! `renderToString` by `node`) and for the browser (minified, parsed and run).
//! Installs the fixture's npm packages with `npm ci` when they are missing.

use crate::common;
use std::process::Command;
use std::time::Instant;

use common::{fixture, module_names, node_parses, run_node};
use ferrosaurus_bundler::{bundle, BundleOutput, BundleRequest, Target};

/// Installs the fixture's npm packages (React) from its lock file, once.
fn ensure_react_installed() {
    ferrosaurus_npm::ensure_installed(&fixture("react-app"), "the react-app fixture's npm packages", ferrosaurus_npm::CiOptions::default(), &mut |m| eprintln!("{m}"))
        .expect("the react-app fixture's npm packages");
}

fn app_bundle(entry: &str, target: Target, minify: bool) -> BundleOutput {
    ensure_react_installed();
    let mut request = BundleRequest::new(
        fixture("react-app/src").join(entry).display().to_string(),
        target,
    );
    request.minify = minify;
    let started = Instant::now();
    let output = bundle(&request).unwrap();
    eprintln!(
        "{entry} ({target:?}, minify {minify}): {} modules, {} bytes in {:?}",
        output.module_count,
        output.js.len(),
        started.elapsed()
    );
    output
}

#[test]
fn server_bundle_renders_to_string_in_node() {
    let output = app_bundle("server.tsx", Target::Node, false);
    let names = module_names(&output.js);
    assert!(
        names
            .iter()
            .any(|n| n.ends_with("react-dom/cjs/react-dom-server.node.production.js")),
        "{names:#?}"
    );
    assert!(
        !names.iter().any(|n| n.contains("development")),
        "{names:#?}"
    );
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("server.js"), &output.js).unwrap();
    let html = run_node(
        dir.path(),
        "run.js",
        "process.stdout.write(require('./server.js').render('World'));",
    );
    assert_eq!(
        html,
        "<main class=\"app\"><h1 title=\"hello World\">\
         <svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 8 8\" class=\"icon\" aria-hidden=\"true\">\
         <circle cx=\"4\" cy=\"4\" r=\"3\"/></svg>Hello, <!-- -->World<!-- -->!</h1><ul><li>item <!-- -->1</li><li>item <!-- -->2</li><li>item <!-- -->3</li></ul><p>child</p></main>"
    );
}

#[test]
fn minified_server_bundle_renders_the_same() {
    let plain = app_bundle("server.tsx", Target::Node, false);
    let minified = app_bundle("server.tsx", Target::Node, true);
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("plain.js"), &plain.js).unwrap();
    std::fs::write(dir.path().join("min.js"), &minified.js).unwrap();
    let html = run_node(
        dir.path(),
        "run.js",
        "const a = require('./plain.js').render('Ada'); const b = require('./min.js').render('Ada');\n\
         process.stdout.write(String(a === b) + ' ' + b.length);",
    );
    assert!(html.starts_with("true "), "{html}");
}

#[test]
fn client_bundle_is_minified_parses_and_loads_react_dom() {
    let output = app_bundle("client.tsx", Target::Browser, true);
    // Only template literals that contain newlines break the single line.
    let lines = output.js.lines().count();
    assert!(lines < 20, "minified output has {lines} lines");
    assert!(
        output.js.len() < 260_000,
        "React 19 + react-dom client minified is ~185 kB, got {}",
        output.js.len()
    );
    assert!(!output.js.contains("process.env"), "NODE_ENV is inlined");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("client.js");
    std::fs::write(&path, &output.js).unwrap();
    assert!(node_parses(&path));
    // No DOM in node: a stub document without #root lets the modules initialize.
    let stdout = run_node(
        dir.path(),
        "run.js",
        "globalThis.document = { getElementById() { return null; } };\n\
         require('./client.js');\nprocess.stdout.write(String(globalThis.__hydrateRootType));",
    );
    assert_eq!(stdout, "function");
}

#[test]
fn client_bundle_uses_production_builds_only() {
    let output = app_bundle("client.tsx", Target::Browser, false);
    let names = module_names(&output.js);
    assert!(
        names
            .iter()
            .any(|n| n.ends_with("react-dom/cjs/react-dom-client.production.js")),
        "{names:#?}"
    );
    assert!(
        !names.iter().any(|n| n.contains("development")),
        "{names:#?}"
    );
}

#[test]
fn client_bundle_is_byte_identical_across_runs() {
    let first = app_bundle("client.tsx", Target::Browser, true);
    let second = app_bundle("client.tsx", Target::Browser, true);
    assert!(
        first.js == second.js,
        "two bundles of the same input differ"
    );
}

/// The SSR HTML of the app for `name` in a page that loads `client.js`.
fn hydration_page(dir: &std::path::Path, name: &str) -> std::path::PathBuf {
    let server = app_bundle("server.tsx", Target::Node, false);
    std::fs::write(dir.join("server.js"), &server.js).unwrap();
    let html = run_node(
        dir,
        "render.js",
        &format!("process.stdout.write(require('./server.js').render({name:?}));"),
    );
    let page = dir.join(format!("{name}.html"));
    std::fs::write(
        &page,
        format!("<!doctype html><html><head><title>t</title></head><body><div id=\"root\">{html}</div><script src=\"client.js\"></script></body></html>"),
    )
    .unwrap();
    page
}

/// The `<body ...>` tag after the page's scripts ran in headless Chromium.
fn body_after_scripts(chromium: &std::path::Path, page: &std::path::Path) -> String {
    let output = Command::new(chromium)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
        ])
        .arg("--virtual-time-budget=3000")
        .arg("--dump-dom")
        .arg(format!("file://{}", page.display()))
        .output()
        .expect("chromium runs");
    let dom = String::from_utf8_lossy(&output.stdout);
    let start = dom.find("<body").expect("a body in the dumped DOM");
    dom[start..start + dom[start..].find('>').unwrap() + 1].to_string()
}

#[test]
fn minified_client_bundle_hydrates_the_server_html_in_chromium() {
    let chromium = ferrosaurus_test_support::ensure_chromium();
    let dir = tempfile::tempdir().unwrap();
    let client = app_bundle("client.tsx", Target::Browser, true);
    std::fs::write(dir.path().join("client.js"), &client.js).unwrap();

    let matching = hydration_page(dir.path(), "World");
    let body = body_after_scripts(&chromium, &matching);
    assert!(
        body.contains("data-hydrated=\"3\""),
        "effects ran after hydration: {body}"
    );
    assert!(
        !body.contains("data-recoverable-error"),
        "no hydration mismatch: {body}"
    );

    // The check can fail: HTML rendered for another name does not match the client.
    let mismatching = hydration_page(dir.path(), "Other");
    let body = body_after_scripts(&chromium, &mismatching);
    assert!(body.contains("data-recoverable-error=\"yes\""), "{body}");
}
