//! The theme's own unit tests (`npm test` in theme/: tsc then node --test), run from the one
//! workspace test command. Installs the theme's npm dependencies first when needed.

use crate::common;
use std::path::Path;
use std::process::Command;

#[test]
fn theme_unit_tests_pass() {
    common::ensure_chromium(); // some of the theme's unit tests run in the browser
    let theme = Path::new(env!("CARGO_MANIFEST_DIR")).join("../theme");
    ferrosaurus_build::npm::ensure_installed(&theme, &mut |m| eprintln!("{m}")).expect("theme npm dependencies");
    let out = Command::new("npm").args(["test", "--silent"]).current_dir(&theme).output().expect("npm runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    println!("{stdout}\n{}", String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success(), "theme unit tests failed");
    assert!(stdout.contains("# pass") || stdout.contains("ℹ pass") || stdout.contains("pass "), "no test ran:\n{stdout}");
}
