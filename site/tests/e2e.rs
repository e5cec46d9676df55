//! End to end in headless Chromium: builds this site with ferrosaurus into a temp folder,
//! serves it on localhost and runs theme/e2e/site.e2e.mjs (playwright-core driving Debian's
//! chromium; no browser is ever downloaded). Installs chromium with apt-get when missing.

use std::path::Path;
use std::process::Command;

use ferrosaurus_build::{build, serve::Server, BuildOptions, ProgressMode};

const CHROMIUM: &str = "/usr/bin/chromium";

fn ensure_chromium() {
    if Path::new(CHROMIUM).is_file() {
        return;
    }
    eprintln!("installing Debian's chromium (apt-get) for the browser tests");
    let status = Command::new("sh")
        .args(["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium"])
        .status()
        .expect("apt-get could not be started: install chromium (Debian package `chromium`) by hand");
    assert!(status.success() && Path::new(CHROMIUM).is_file(), "installing chromium failed; install the Debian package `chromium`");
}

#[test]
fn site_hydrates_and_navigates_in_chromium() {
    ensure_chromium();
    let site = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = tempfile::tempdir().unwrap();
    let mut options = BuildOptions::new(site);
    options.out_dir = Some(out.path().join("build"));
    options.progress = ProgressMode::Plain;
    build(&options).expect("the site builds");
    let server = Server::start(&out.path().join("build"), 0).unwrap();
    let theme = site.join("../theme");
    let output = Command::new("node").arg(theme.join("e2e/site.e2e.mjs")).arg(server.url()).current_dir(&theme).output().unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    println!("{stdout}");
    eprintln!("{stderr}");
    assert!(output.status.success(), "browser checks failed:\n{stdout}\n{stderr}");
    assert!(stdout.contains(" 0 failed"), "{stdout}");
}
