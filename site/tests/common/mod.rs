//! Shared by the browser-driven tests: Debian's chromium, installed when missing.

use std::path::Path;
use std::process::Command;

/// Where Debian puts chromium; the tests never download a browser.
pub(crate) const CHROMIUM: &str = "/usr/bin/chromium";

/// Installs Debian's `chromium` with apt-get when it is missing.
pub(crate) fn ensure_chromium() {
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
