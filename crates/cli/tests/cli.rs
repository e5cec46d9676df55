//! The `ferrosaurus` binary: exit codes and messages when the tools a build needs are missing
//! or fail.

use crate::common;
use std::path::Path;
use std::process::Command;

use common::copy_tree;

fn fixture_copy() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    copy_tree(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../build/tests/fixtures/basic"), dir.path(), &[]);
    dir
}

fn ferrosaurus() -> Command {
    Command::new(env!("CARGO_BIN_EXE_ferrosaurus"))
}

#[test]
fn missing_node_is_a_clear_message_and_a_failure() {
    let site = fixture_copy();
    // make sure the theme's dependencies are installed first, so only SSR needs node
    let ok = ferrosaurus().args(["build", "--plain"]).arg(site.path()).output().unwrap();
    assert!(ok.status.success(), "{}", String::from_utf8_lossy(&ok.stderr));
    let empty_path = tempfile::tempdir().unwrap();
    // --no-cache: every page is rendered again (an incremental build of the same site needs no node)
    let out = ferrosaurus().args(["build", "--plain", "--no-cache"]).arg(site.path()).env("PATH", empty_path.path()).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(stderr.contains("`node` was not found on PATH: install Node.js"), "{stderr}");
    assert!(site.path().join("build/index.html").is_file(), "the previous output must stay");
}

#[test]
fn failing_npm_ci_is_a_clear_message_and_a_failure() {
    let site = fixture_copy();
    let theme = tempfile::tempdir().unwrap();
    std::fs::write(theme.path().join("package.json"), r#"{"name":"broken-theme","version":"1.0.0","dependencies":{"react":"19.0.0"}}"#).unwrap();
    // a lock file that does not match package.json: npm ci refuses it without touching the network
    std::fs::write(
        theme.path().join("package-lock.json"),
        r#"{"name":"broken-theme","version":"1.0.0","lockfileVersion":3,"requires":true,"packages":{"":{"name":"broken-theme","version":"1.0.0"}}}"#,
    )
    .unwrap();
    let out = ferrosaurus().args(["build", "--plain", "--theme-dir"]).arg(theme.path()).arg(site.path()).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(stderr.contains("`npm ci` failed in"), "{stderr}");
    assert!(stderr.contains("installing the theme's npm dependencies"), "{stderr}");
    assert!(!site.path().join("build").exists());
}

#[test]
fn unknown_site_folder_says_what_is_missing() {
    let dir = tempfile::tempdir().unwrap();
    let out = ferrosaurus().args(["build", "--plain"]).arg(dir.path()).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(stderr.contains("no docusaurus.config.{ts,js,mjs,json}"), "{stderr}");
}

#[test]
fn a_relative_site_folder_builds() {
    let site = fixture_copy();
    let out = ferrosaurus().args(["build", "--plain", "."]).current_dir(site.path()).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(site.path().join("build/index.html").is_file());
}

/// `gen-api-docs` writes the files docusaurus-plugin-openapi-docs's command writes (issue 12);
/// `clean-api-docs` removes them and nothing else.
#[test]
fn gen_api_docs_writes_the_plugins_files_and_clean_api_docs_removes_them() {
    let from = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../site");
    let site = tempfile::tempdir().unwrap();
    copy_tree(&from, site.path(), &["build", "node_modules", "target"]);
    let out = ferrosaurus().arg("gen-api-docs").arg(site.path()).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let api = site.path().join("docs/api");
    let sidebar = std::fs::read_to_string(api.join("sidebar.ts")).unwrap();
    assert!(sidebar.contains("api/get-admin-platforms"), "{sidebar}");
    let written: Vec<String> = std::fs::read_dir(&api).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    assert!(written.iter().any(|f| f.ends_with(".api.mdx")) && written.iter().any(|f| f.ends_with(".info.mdx")) && written.iter().any(|f| f.ends_with(".tag.mdx")), "{written:?}");
    let out = ferrosaurus().arg("clean-api-docs").arg(site.path()).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let left: Vec<String> = std::fs::read_dir(&api).map(|d| d.map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect()).unwrap_or_default();
    assert!(!left.iter().any(|f| f.ends_with(".api.mdx") || f.ends_with(".info.mdx") || f.ends_with(".tag.mdx")), "{left:?}");
}

/// Issue 13: the link checker's time is a stage line of its own in the build summary (it was
/// inside postBuild's), with what it checked.
#[test]
fn issue_13_link_checking_is_its_own_stage_in_the_summary() {
    let site = fixture_copy();
    let out = ferrosaurus().args(["build", "--plain"]).arg(site.path()).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let summary: Vec<&str> = stderr.lines().skip_while(|l| !l.starts_with("built ")).collect();
    let stage = |name: &str| summary.iter().position(|l| l.trim_start().starts_with(&format!("{name} "))).unwrap_or_else(|| panic!("no {name} line in:\n{stderr}"));
    assert!(stage("postBuild") < stage("links"), "{stderr}");
    let links = summary[stage("links")];
    assert!(links.contains(" pages, ") && links.ends_with(" links"), "the stage says what it checked: {links}");
}
