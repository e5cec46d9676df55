//! Real Docusaurus 3 sites built end to end by the `ferrosaurus` binary (issue 7).
//!
//! - The starter sites Docusaurus itself publishes on npm (`create-docusaurus@3.10.2`'s
//!   `classic` and `classic-typescript` templates: docs, blog, React pages, an ES-module or
//!   TypeScript config importing `prism-react-renderer`, a template-string footer), fetched from
//!   the npm registry with `npm pack` into the test's temp folder and assembled the way
//!   `create-docusaurus` assembles them. Nothing of them is stored in this repository.
//! - `crates/build/tests/fixtures/js-program`, this repository's own site whose config does what
//!   real configs do (async creator, path helpers, require of local JSON, process.env, npm
//!   packages given as values, a local plugin file and a plugin function).
//!
//! The site's npm dependencies are not installed: a config that only names packages
//! ferrosaurus implements natively must build without them.

use crate::common;
use std::path::{Path, PathBuf};
use std::process::Command;

const TEMPLATES_PACKAGE: &str = "create-docusaurus@3.10.2";

fn ferrosaurus() -> Command {
    Command::new(env!("CARGO_BIN_EXE_ferrosaurus"))
}

fn copy_tree(from: &Path, to: &Path) {
    common::copy_tree(from, to, &[]);
}

/// The unpacked `create-docusaurus` package, fetched once per target folder.
fn templates() -> PathBuf {
    let root = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("create-docusaurus-3.10.2");
    let package = root.join("package/templates");
    if package.join("shared/docs").is_dir() {
        return package;
    }
    std::fs::create_dir_all(&root).unwrap();
    let pack = Command::new("npm").args(["pack", TEMPLATES_PACKAGE, "--silent", "--pack-destination"]).arg(&root).current_dir(&root).output().expect("npm runs");
    assert!(pack.status.success(), "npm pack {TEMPLATES_PACKAGE}: {}", String::from_utf8_lossy(&pack.stderr));
    let tarball = std::fs::read_dir(&root).unwrap().map(|e| e.unwrap().path()).find(|p| p.extension().is_some_and(|e| e == "tgz")).expect("a tarball");
    let untar = Command::new("tar").arg("xzf").arg(&tarball).arg("-C").arg(&root).output().unwrap();
    assert!(untar.status.success(), "{}", String::from_utf8_lossy(&untar.stderr));
    package
}

/// A template assembled as `create-docusaurus` does: the shared files, then the template's.
fn template_site(name: &str) -> tempfile::TempDir {
    let templates = templates();
    let dir = tempfile::tempdir().unwrap();
    copy_tree(&templates.join("shared"), dir.path());
    copy_tree(&templates.join(name), dir.path());
    dir
}

fn build(site: &Path) -> (String, PathBuf) {
    let out = ferrosaurus().args(["build", "--plain"]).arg(site).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "the build failed:\n{stderr}\n{}", String::from_utf8_lossy(&out.stdout));
    (stderr, site.join("build"))
}

fn read(path: PathBuf) -> String {
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn check_template_output(build: &Path, stderr: &str) {
    let home = read(build.join("index.html"));
    assert!(home.contains("Dinosaurs are cool"), "the React home page with the tagline");
    assert!(home.contains("Easy to Use"), "the HomepageFeatures component rendered");
    let year = read(build.join("docs/intro/index.html"));
    assert!(year.contains("Tutorial Intro") || year.contains("Tutorial intro"), "the intro doc");
    let current_year = {
        let secs = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_secs();
        1970 + secs / 31_556_952
    };
    assert!(year.contains(&format!("Copyright © {current_year} My Project, Inc.")), "the template string footer, evaluated");
    for route in ["docs/tutorial-basics/create-a-page/index.html", "docs/category/tutorial---basics/index.html", "markdown-page/index.html"] {
        assert!(build.join(route).is_file(), "{route} is built");
    }
    assert!(build.join("blog/index.html").is_file(), "the blog is built");
    assert!(build.join("blog/welcome/index.html").is_file(), "a blog post is built");
    assert!(build.join("sitemap.xml").is_file(), "the classic preset's sitemap");
    assert!(!stderr.contains("panicked"), "{stderr}");
}

#[test]
fn create_docusaurus_classic_template_builds() {
    let site = template_site("classic");
    let (stderr, out) = build(site.path());
    check_template_output(&out, &stderr);
}

#[test]
fn create_docusaurus_classic_typescript_template_builds() {
    let site = template_site("classic-typescript");
    assert!(site.path().join("docusaurus.config.ts").is_file());
    let (stderr, out) = build(site.path());
    check_template_output(&out, &stderr);
}

#[test]
fn a_config_that_is_a_program_builds_with_its_js_plugins() {
    let site = tempfile::tempdir().unwrap();
    copy_tree(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../build/tests/fixtures/js-program"), site.path());
    let (stderr, out) = build(site.path());
    let home = read(out.join("index.html"));
    assert!(home.contains("<title>Introduction | JS program site 1.2.3</title>"), "async creator + require of local JSON");
    assert!(home.contains(r#"<meta name="inline-plugin" content="yes">"#), "a plugin function's injectHtmlTags");
    assert!(home.contains(r#"<meta name="hello-options" content="default:beta">"#), "options through the plugin's validateOptions, with an id");
    let scripts: String = std::fs::read_dir(out.join("assets/js")).unwrap().flatten().map(|e| std::fs::read_to_string(e.path()).unwrap_or_default()).collect();
    assert!(scripts.contains("loaded from the plugin folder"), "a client module relative to the plugin's folder is bundled");
    assert!(home.contains("menu__link") && home.contains(">Install<"), "sidebars computed with fs.readdirSync");
    let hello = read(out.join("hello/index.html"));
    assert!(hello.contains("Hello from JS program site 1.2.3"), "addRoute component with createData props: {hello}");
    assert!(hello.contains("Visits: <!-- -->3"), "setGlobalData read with usePluginData");
    assert!(hello.contains(r#"<p class="hello-config">Config title: <!-- -->JS program site 1.2.3</p>"#), "@generated/docusaurus.config: {hello}");
    assert!(hello.contains(r#"<p class="hello-generated">Generated by <!-- -->the hello plugin</p>"#), "a module a plugin wrote into generatedFilesDir: {hello}");
    assert_eq!(read(out.join("hello.txt")), "/\n/hello\n/install\n", "postBuild wrote into the output");
    assert!(stderr.contains("`configureWebpack` hook: not applicable"), "{stderr}");
    assert!(!stderr.contains("is not applied"), "npm2yarn (configured by value) is rendered natively: {stderr}");
    let install = read(out.join("install/index.html"));
    let yarn_tab = install.split(r#"role="tabpanel" class="tabItem" data-value="yarn""#).nth(1).expect("the npm2yarn fence has a yarn tab panel");
    let yarn_text: String = yarn_tab.split("</pre>").next().unwrap().split('<').map(|part| part.split_once('>').map_or(part, |(_, text)| text)).collect();
    assert!(yarn_text.contains("yarn add js-program"), "the yarn tab holds the converted command: {yarn_text}");
    // the build keeps its caches in node_modules/.cache/ferrosaurus; no package is installed
    let installed: Vec<String> = std::fs::read_dir(site.path().join("node_modules"))
        .map(|entries| entries.flatten().map(|e| e.file_name().to_string_lossy().into_owned()).filter(|name| name != ".cache").collect())
        .unwrap_or_default();
    assert!(installed.is_empty(), "nothing was installed for a config that only names native packages: {installed:?}");
}

#[test]
fn a_config_that_throws_is_reported_at_its_line_and_the_old_output_stays() {
    let site = tempfile::tempdir().unwrap();
    copy_tree(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../build/tests/fixtures/js-program"), site.path());
    build(site.path());
    let config = site.path().join("docusaurus.config.ts");
    let text = read(config.clone()).replace("const latest = await Promise.resolve(versions[0]);", "const latest = await Promise.resolve(versions[0]);\n  if (latest) throw new Error('no release notes for ' + latest);");
    std::fs::write(&config, text).unwrap();
    let out = ferrosaurus().args(["build", "--plain"]).arg(site.path()).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    let line = read(config.clone()).lines().position(|l| l.contains("no release notes")).unwrap() + 1;
    assert!(stderr.contains(&format!("docusaurus.config.ts:{line}:")) && stderr.contains("Error: no release notes for 1.2.3"), "{stderr}");
    assert!(site.path().join("build/hello/index.html").is_file(), "the previous output stays whole");
}

#[test]
fn a_plugin_hook_that_throws_names_the_plugin_and_the_hook() {
    let site = tempfile::tempdir().unwrap();
    copy_tree(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../build/tests/fixtures/js-program"), site.path());
    let plugin = site.path().join("plugins/hello-plugin.js");
    let text = read(plugin.clone()).replace("async loadContent() {", "async loadContent() {\n      throw new TypeError('the greeting file is missing');");
    std::fs::write(&plugin, text).unwrap();
    let out = ferrosaurus().args(["build", "--plain"]).arg(site.path()).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(stderr.contains("plugin `hello-plugin` (id `default`), hook loadContent") && stderr.contains("TypeError: the greeting file is missing"), "{stderr}");
    assert!(stderr.contains("hello-plugin.js:"), "the stack names the plugin file: {stderr}");
}

#[test]
fn a_missing_npm_package_names_the_package_and_the_install_command() {
    let site = tempfile::tempdir().unwrap();
    copy_tree(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../build/tests/fixtures/js-program"), site.path());
    let config = site.path().join("docusaurus.config.ts");
    let text = read(config.clone()).replace("const pkg = require('./package.json');", "const pkg = require('./package.json');\nconst slugify = require('ferrosaurus-test-slugify-missing');");
    std::fs::write(&config, text).unwrap();
    let out = ferrosaurus().args(["build", "--plain"]).arg(site.path()).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(stderr.contains("cannot find the npm package `ferrosaurus-test-slugify-missing`") && stderr.contains("npm install ferrosaurus-test-slugify-missing"), "{stderr}");
}

#[test]
fn broken_links_and_anchors_are_reported_at_their_markdown_line_from_a_relative_site_folder() {
    let parent = tempfile::tempdir().unwrap();
    let site = parent.path().join("site");
    copy_tree(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../build/tests/fixtures/js-program"), &site);
    let intro = site.join("docs/intro.md");
    let text = read(intro.clone()) + "\nA [broken link](/nowhere) and a [bad anchor](/hello#missing).\n";
    std::fs::write(&intro, &text).unwrap();
    let line = text.lines().position(|l| l.contains("/nowhere")).unwrap() + 1;
    // a relative site folder: JS plugins' postBuild runs with the site as working directory
    let out = ferrosaurus().args(["build", "--plain", "site"]).current_dir(parent.path()).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "onBrokenLinks is warn in this site: {stderr}");
    assert!(stderr.contains(&format!("docs/intro.md:{line}: Broken link on source page path = /:\n   -> linking to /nowhere (line {line})")), "{stderr}");
    assert!(stderr.contains("Broken anchor on source page path = /:\n   -> linking to /hello#missing"), "{stderr}");
    assert!(site.join("build/hello.txt").is_file());
}

/// Issue 9: a real site with a blog and versioned docs, end to end. The snapshot tool's terms
/// keep fetched repositories out of this one and CI reaches no Git host, so the site is the one
/// Docusaurus publishes on npm (the `classic` template: docs, a blog with `authors.yml` and
/// `tags.yml`, React pages), fetched at test time, then versioned as `docusaurus docs:version
/// 1.0` versions a site: the docs copied to `versioned_docs/version-1.0`, the sidebars as
/// JSON in `versioned_sidebars/version-1.0-sidebars.json`, `versions.json`.
#[test]
fn issue_9_the_classic_template_with_a_released_version_builds_its_versions_and_blog() {
    let site = template_site("classic");
    let root = site.path();
    copy_tree(&root.join("docs"), &root.join("versioned_docs/version-1.0"));
    std::fs::create_dir_all(root.join("versioned_sidebars")).unwrap();
    // what the template's sidebars.js evaluates to
    std::fs::write(root.join("versioned_sidebars/version-1.0-sidebars.json"), r#"{"tutorialSidebar":[{"type":"autogenerated","dirName":"."}]}"#).unwrap();
    std::fs::write(root.join("versions.json"), r#"["1.0"]"#).unwrap();
    let (stderr, out) = build(root);
    assert!(!stderr.contains("panicked") && !stderr.contains("error"), "{stderr}");
    // the template's `{/* #my-heading-id */}` heading ids, in both versions
    assert!(!stderr.contains("Broken"), "{stderr}");

    // 1.0 is the last version, at /docs; the unreleased docs at /docs/next, with their banner
    let released = read(out.join("docs/intro/index.html"));
    assert!(released.contains(r#"<meta name="docusaurus_version" content="1.0"/>"#), "the released version's meta");
    assert!(released.contains(r#"<meta name="docusaurus_tag" content="docs-default-1.0"/>"#), "its search tag");
    assert!(!released.contains("unreleased documentation"), "no banner on the last version");
    let next = read(out.join("docs/next/intro/index.html"));
    assert!(next.contains(r#"<meta name="docusaurus_version" content="current"/>"#), "the current version's meta");
    assert!(next.contains("This is unreleased documentation for"), "the unreleased banner");
    assert!(next.contains(r#"href="/docs/intro""#), "the banner leads to the same doc in the last version");
    // each version's sidebar and generated index stay in that version
    let next_category = read(out.join("docs/next/category/tutorial---basics/index.html"));
    assert!(next_category.contains(r#"href="/docs/next/tutorial-basics/create-a-page""#), "the next version's cards");
    assert!(!next_category.contains(r#"href="/docs/tutorial-basics/create-a-page""#), "no card leaves the version");
    let released_category = read(out.join("docs/category/tutorial---basics/index.html"));
    assert!(released_category.contains(r#"href="/docs/tutorial-basics/create-a-page""#), "the released version's cards");

    // the blog: posts, the authors of authors.yml and their pages, tags from tags.yml
    assert!(out.join("blog/welcome/index.html").is_file(), "a post folder with index.md");
    let authors = read(out.join("blog/authors/index.html"));
    assert!(authors.contains("Yangshun Tay") && authors.contains("Sébastien Lorber"), "the authors list");
    assert!(out.join("blog/authors/yangshun/index.html").is_file(), "an author's page (`page: true`)");
    let tag = read(out.join("blog/tags/docusaurus/index.html"));
    assert!(tag.contains("posts tagged with"), "a tag page from tags.yml");
    assert!(out.join("blog/rss.xml").is_file() && out.join("blog/atom.xml").is_file(), "the feeds");
}
