//! A site's own remark plugin, which ferrosaurus has no native version of (issue 8): every
//! docs page is compiled by @mdx-js/mdx in Node with it, Docusaurus's syntax still works on
//! that path, and one warning names the plugin and the page count. The fixture's only npm
//! package, @mdx-js/mdx, is installed by the test from its committed lockfile.

use crate::common;
use std::process::Command;

use common::page;
use ferrosaurus_build::{build, BuildOptions, ProgressMode};

#[test]
fn pages_of_a_plugin_with_a_foreign_remark_plugin_are_compiled_with_it_in_node() {
    let site = common::fixture("remark-plugin");
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
    let site = common::fixture("remark-plugin");
    let mut options = BuildOptions::new(site.path());
    options.progress = ProgressMode::Quiet;
    let err = build(&options).expect_err("@mdx-js/mdx is not installed").to_string();
    assert!(err.contains("@mdx-js/mdx"), "{err}");
}
