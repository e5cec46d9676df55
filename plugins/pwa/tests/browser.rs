//! The PWA plugin in headless Chromium (issue 11): builds tests/fixture with ferrosaurus,
//! serves it on localhost and runs e2e/pwa.e2e.mjs (playwright-core driving Debian's chromium;
//! no browser is ever downloaded). Halfway the script waits while this test deploys a new
//! version of the site (an edited page), to check the update flow.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use ferrosaurus_test_support::{copy_tree, ensure_chromium};
use ferrosaurus_build::{build, serve::Server, BuildOptions, ProgressMode};

fn build_site(site: &Path, out: &Path) {
    let mut options = BuildOptions::new(site);
    options.out_dir = Some(out.to_path_buf());
    options.progress = ProgressMode::Plain;
    let report = build(&options).expect("the fixture site builds");
    assert!(report.warnings.iter().all(|w| !w.message.contains("plugin-pwa")), "{:?}", report.warnings);
}

#[test]
fn issue_11_service_worker_offline_mode_and_reload_popup_in_chromium() {
    ensure_chromium();
    let root = tempfile::tempdir().unwrap();
    let (site, out) = (root.path().join("site"), root.path().join("build"));
    copy_tree(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixture"), &site, &[]);
    build_site(&site, &out);

    let sw = std::fs::read_to_string(out.join("sw.js")).expect("sw.js is written");
    assert!(!sw.contains("import ") && !sw.contains("export "), "sw.js must be a classic script");
    assert!(sw.contains("second/index.html"), "the precache list is in sw.js");
    let home = std::fs::read_to_string(out.join("index.html")).unwrap();
    assert!(home.contains(r#"<link rel="manifest" href="/manifest.json">"#), "no manifest link in the head");

    let server = Server::start(&out, 0).unwrap();
    let e2e: PathBuf = Path::new(env!("CARGO_MANIFEST_DIR")).join("e2e");
    ferrosaurus_build::npm::ensure_installed(&e2e, &mut |m| eprintln!("{m}")).expect("the e2e folder's npm dependencies");
    let mut child = Command::new("node")
        .arg(e2e.join("pwa.e2e.mjs"))
        .arg(server.url())
        .current_dir(&e2e)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("node runs");
    let mut stdin = child.stdin.take().unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut transcript = String::new();
    for line in lines.by_ref() {
        let line = line.unwrap();
        println!("{line}");
        transcript.push_str(&line);
        transcript.push('\n');
        if line == "READY_FOR_DEPLOY" {
            break;
        }
    }
    if transcript.contains("READY_FOR_DEPLOY") {
        // a new deploy: one page changes, so its revision and sw.js change
        let second = site.join("docs/second.md");
        let text = std::fs::read_to_string(&second).unwrap().replace("Deploy one", "Deploy two");
        std::fs::write(&second, text).unwrap();
        build_site(&site, &out);
        assert_ne!(std::fs::read_to_string(out.join("sw.js")).unwrap(), sw, "the new deploy has a new sw.js");
        writeln!(stdin, "deployed").unwrap();
    }
    drop(stdin);
    for line in lines {
        let line = line.unwrap();
        println!("{line}");
        transcript.push_str(&line);
        transcript.push('\n');
    }
    let status = child.wait().unwrap();
    assert!(status.success() && transcript.contains(" 0 failed"), "browser checks failed:\n{transcript}");
}
