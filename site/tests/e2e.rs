//! End to end in headless Chromium: builds this site with ferrosaurus into a temp folder,
//! serves it on localhost and runs theme/e2e/site.e2e.mjs (playwright-core driving Debian's
//! chromium; no browser is ever downloaded). Installs chromium with apt-get when missing.

use crate::common;
use std::path::Path;
use std::process::Command;

use common::ensure_chromium;
use ferrosaurus_build::{build, serve::Server, BuildOptions, ProgressMode};

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
    // playwright-core is one of the theme folder's own dev dependencies (the build itself uses
    // the theme embedded in ferrosaurus-build, so it does not install this folder)
    ferrosaurus_build::npm::ensure_installed(&theme, &mut |m| eprintln!("{m}")).expect("the theme folder's npm dependencies");
    let output = Command::new("node").arg(theme.join("e2e/site.e2e.mjs")).arg(server.url()).current_dir(&theme).output().unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    println!("{stdout}");
    eprintln!("{stderr}");
    assert!(output.status.success(), "browser checks failed:\n{stdout}\n{stderr}");
    assert!(stdout.contains(" 0 failed"), "{stdout}");
}
