//! IdealImage in headless Chromium (issue 11): builds tests/fixture with ferrosaurus (one image
//! 3,000 px below the fold, widths 160/320/480 in JPEG and AVIF), serves it on localhost and
//! runs e2e/ideal-image.e2e.mjs (playwright-core driving Debian's chromium; no browser is ever
//! downloaded): the placeholder is shown and nothing is fetched until the box nears the
//! viewport, then the browser downloads only the width srcset gives for the device pixel ratio;
//! on a 2g connection the box offers "Click to load (N KB)" instead, a 404 says so, and the
//! page does not move when the image loads.

use std::path::Path;
use std::process::Command;

use ferrosaurus_test_support::{copy_tree, ensure_chromium};
use ferrosaurus_build::{build, serve::Server, BuildOptions, ProgressMode};

/// Regression test for issue 11 ("images load lazily and pick a width from srcset").
#[test]
fn issue_11_ideal_image_is_lazy_shows_its_placeholder_and_fetches_the_width_srcset_picks() {
    ensure_chromium();
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let root = tempfile::tempdir().unwrap();
    let (site, out) = (root.path().join("site"), root.path().join("build"));
    copy_tree(&manifest.join("tests/fixture"), &site, &[]);
    std::fs::copy(manifest.join("../../crates/images/tests/fixtures/photo-rocket.jpg"), site.join("docs/rocket.jpg")).unwrap();
    let mut options = BuildOptions::new(&site);
    options.out_dir = Some(out.clone());
    options.progress = ProgressMode::Quiet;
    let report = build(&options).expect("the fixture site builds");
    assert!(report.warnings.is_empty(), "{:?}", report.warnings);
    let images: Vec<String> = std::fs::read_dir(out.join("assets/ideal-img")).expect("assets/ideal-img is written").map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    for width in [160, 320, 480] {
        assert!(images.iter().any(|f| f.ends_with(&format!(".{width}.avif"))), "no {width} px AVIF in {images:?}");
    }

    let server = Server::start(&out, 0).unwrap();
    let e2e = manifest.join("e2e");
    ferrosaurus_build::npm::ensure_installed(&e2e, &mut |m| eprintln!("{m}")).expect("the e2e folder's npm dependencies");
    let output = Command::new("node").arg(e2e.join("ideal-image.e2e.mjs")).arg(server.url()).current_dir(&e2e).output().expect("node runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    println!("{stdout}");
    eprintln!("{stderr}");
    assert!(output.status.success() && stdout.contains(" 0 failed"), "browser checks failed:\n{stdout}\n{stderr}");
}
