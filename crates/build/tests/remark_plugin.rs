//! A site's own remark plugin, which ferrosaurus has no native version of (issue 8): every
//! docs page is compiled by @mdx-js/mdx in Node with it, Docusaurus's syntax still works on
//! that path, and one warning names the plugin and the page count. The fixture's only npm
//! package, @mdx-js/mdx, is installed by the test from its committed lockfile.

use std::path::Path;
use std::process::Command;

use ferrosaurus_build::{build, BuildOptions, ProgressMode};

fn fixture() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let from = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/remark-plugin");
    for entry in walkdir::WalkDir::new(&from) {
        let entry = entry.unwrap();
        let target = dir.path().join(entry.path().strip_prefix(&from).unwrap());
        if entry.file_type().is_dir() {
            std::fs::create_dir_all(&target).unwrap();
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
    dir
}

fn page(out: &Path, route: &str) -> String {
    let route = route.trim_matches('/');
    let candidates = if route.is_empty() {
        vec![out.join("index.html")]
    } else {
        vec![out.join(format!("{route}.html")), out.join(route).join("index.html")]
    };
    candidates.iter().find_map(|p| std::fs::read_to_string(p).ok()).unwrap_or_else(|| panic!("no HTML for /{route}"))
}

#[test]
fn pages_of_a_plugin_with_a_foreign_remark_plugin_are_compiled_with_it_in_node() {
    let site = fixture();
    let status = Command::new("npm")
        .args(["ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"])
        .current_dir(site.path())
        .status()
        .expect("npm runs");
    assert!(status.success(), "npm ci in the fixture");
    let mut options = BuildOptions::new(site.path());
    options.progress = ProgressMode::Quiet;
    let report = build(&options).expect("the site builds");
    let warnings: Vec<String> = report.warnings.iter().map(|d| d.to_string()).collect();
    let about_plugin: Vec<&String> = warnings.iter().filter(|w| w.contains("remarkShout")).collect();
    assert_eq!(about_plugin.len(), 1, "one warning names the plugin: {warnings:#?}");
    assert!(about_plugin[0].contains("2 Markdown pages"), "{}", about_plugin[0]);

    let out = site.path().join("build");
    let home = page(&out, "/");
    // the site's plugin ran, with its options
    assert!(home.contains(r#"<p class="shouted">HELLO FROM A REMARK PLUGIN!</p>"#), "{home}");
    // Docusaurus's syntax on this path: custom heading id, admonition, .md link resolved
    assert!(home.contains(r#"id="next""#), "custom heading id");
    assert!(home.contains("theme-admonition-note"), "admonition");
    assert!(home.contains(r#"href="/other#end""#), ".md link resolved to the permalink");
    let other = page(&out, "/other");
    assert!(other.contains("QUIET!"), "{other}");
}

#[test]
fn without_mdx_installed_the_error_names_the_package() {
    let site = fixture();
    let mut options = BuildOptions::new(site.path());
    options.progress = ProgressMode::Quiet;
    let err = build(&options).expect_err("@mdx-js/mdx is not installed").to_string();
    assert!(err.contains("@mdx-js/mdx"), "{err}");
}
