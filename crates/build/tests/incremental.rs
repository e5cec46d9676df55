//! Incremental builds (issue 15 item 4): a build reuses the pages earlier builds wrote from the
//! same inputs, and what it writes is byte for byte what a cold build writes.

use std::collections::BTreeMap;
use std::path::Path;

use ferrosaurus_build::{build, BuildOptions, ProgressMode};

fn site() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let write = |rel: &str, text: &str| ferrosaurus_test_support::write_file(dir.path(), rel, text);
    write(
        "docusaurus.config.js",
        "module.exports = {title: 'Incremental', url: 'https://inc.example.com', baseUrl: '/',\n  presets: [['classic', {docs: {routeBasePath: '/'}, blog: false}]],\n};\n",
    );
    write("docs/index.md", "---\nslug: /\nsidebar_position: 1\n---\n\n# Home\n\nStart [here](a.md).\n");
    for (i, name) in ["a", "b", "c", "d"].iter().enumerate() {
        write(&format!("docs/{name}.md"), &format!("---\nsidebar_position: {}\n---\n\n# Page {name}\n\nText of {name}.\n", i + 2));
    }
    dir
}

fn options(site: &Path, out: &Path, cache: bool) -> BuildOptions {
    let mut o = BuildOptions::new(site);
    o.out_dir = Some(out.to_path_buf());
    o.progress = ProgressMode::Quiet;
    o.cache = cache;
    o
}

/// Every file of an output folder, by path.
fn files(out: &Path) -> BTreeMap<String, Vec<u8>> {
    walkdir::WalkDir::new(out)
        .into_iter()
        .map(Result::unwrap)
        .filter(|e| e.file_type().is_file())
        .map(|e| (e.path().strip_prefix(out).unwrap().to_string_lossy().into_owned(), std::fs::read(e.path()).unwrap()))
        .collect()
}

#[test]
fn issue_15_unchanged_pages_are_reused_and_the_output_equals_a_cold_build() {
    let site = site();
    let out = site.path().join("build");
    let first = build(&options(site.path(), &out, true)).expect("the first build");
    assert_eq!(first.reused_pages, 0, "nothing to reuse on the first build");

    let second = build(&options(site.path(), &out, true)).expect("the second build");
    assert_eq!(second.reused_pages, first.routes + 1, "every page and the 404 page come from the first build");

    // one doc's text changes: its page alone is rendered again
    std::fs::write(site.path().join("docs/c.md"), "---\nsidebar_position: 4\n---\n\n# Page c\n\nText of c.\n\nA new paragraph.\n").unwrap();
    let third = build(&options(site.path(), &out, true)).expect("the build after an edit");
    assert_eq!(third.reused_pages, first.routes, "all but the edited page");
    assert!(std::fs::read_to_string(out.join("c/index.html")).unwrap().contains("A new paragraph."));

    // a file of the output changed by hand is not what the next output holds
    std::fs::write(out.join("a/index.html"), "edited by hand").unwrap();
    build(&options(site.path(), &out, true)).expect("the build after a hand edit");
    assert!(std::fs::read_to_string(out.join("a/index.html")).unwrap().contains("Text of a."));

    let cold_out = site.path().join("cold");
    let cold = build(&options(site.path(), &cold_out, false)).expect("a cold build");
    assert_eq!(cold.reused_pages, 0, "--no-cache renders every page");
    assert!(files(&out) == files(&cold_out), "the incremental output differs from a cold build's");
}

#[test]
fn issue_15_a_title_change_renders_the_pages_that_show_it() {
    let site = site();
    let out = site.path().join("build");
    let first = build(&options(site.path(), &out, true)).expect("the first build");
    std::fs::write(site.path().join("docs/b.md"), "---\nsidebar_position: 3\n---\n\n# Page b, renamed\n\nText of b.\n").unwrap();
    let second = build(&options(site.path(), &out, true)).expect("the build after a new title");
    // the sidebar every doc shows changed: every doc page is rendered again
    assert!(second.reused_pages < first.routes, "reused {} of {}", second.reused_pages, first.routes);
    assert!(std::fs::read_to_string(out.join("a/index.html")).unwrap().contains("Page b, renamed"), "a's sidebar and next link show the new title");
    let cold_out = site.path().join("cold");
    build(&options(site.path(), &cold_out, false)).expect("a cold build");
    assert!(files(&out) == files(&cold_out), "the incremental output differs from a cold build's");
}

/// The bundles of the previous build are reused while no file they are made of changes; a
/// changed component, or a new file that shadows a theme component, bundles again.
#[test]
fn issue_15_bundles_are_reused_until_a_component_changes() {
    let site = site();
    let write = |rel: &str, text: &str| ferrosaurus_test_support::write_file(site.path(), rel, text);
    write("src/pages/hello.js", "import React from 'react';\nexport default function Hello() { return <p>Hello one</p>; }\n");
    let out = site.path().join("build");
    let assets_detail = |report: &ferrosaurus_build::BuildReport| report.stages.iter().find(|s| s.name == "assets").map(|s| s.detail.clone()).unwrap_or_default();
    let first = build(&options(site.path(), &out, true)).expect("the first build");
    assert!(!assets_detail(&first).contains("bundles unchanged"), "{}", assets_detail(&first));
    let second = build(&options(site.path(), &out, true)).expect("the second build");
    assert!(assets_detail(&second).contains("bundles unchanged"), "{}", assets_detail(&second));

    write("src/pages/hello.js", "import React from 'react';\nexport default function Hello() { return <p>Hello two</p>; }\n");
    let third = build(&options(site.path(), &out, true)).expect("the build after a component edit");
    assert!(!assets_detail(&third).contains("bundles unchanged"), "{}", assets_detail(&third));
    assert!(std::fs::read_to_string(out.join("hello/index.html")).unwrap().contains("Hello two"));

    // a swizzled component appears: it shadows the theme's without any recorded file changing
    write("src/theme/NotFound/index.js", "import React from 'react';\nexport default function NotFound() { return <main><p>Swizzled not found</p></main>; }\n");
    let fourth = build(&options(site.path(), &out, true)).expect("the build after a swizzle");
    assert!(!assets_detail(&fourth).contains("bundles unchanged"), "{}", assets_detail(&fourth));
    assert!(std::fs::read_to_string(out.join("404.html")).unwrap().contains("Swizzled not found"));
    let cold_out = site.path().join("cold");
    build(&options(site.path(), &cold_out, false)).expect("a cold build");
    assert!(files(&out) == files(&cold_out), "the incremental output differs from a cold build's");
}

/// Rendered docs are kept between builds, one entry per doc; an edited doc, or an image a doc
/// shows, is rendered again, and the output still equals a cold build's.
#[test]
fn issue_15_rendered_docs_are_kept_until_their_text_or_image_changes() {
    let site = site();
    let image = site.path().join("docs/img.png");
    std::fs::write(&image, include_bytes!("../../images/tests/fixtures/alpha-icon.png")).unwrap();
    std::fs::write(site.path().join("docs/d.md"), "---\nsidebar_position: 5\n---\n\n# Page d\n\n![icon](./img.png)\n").unwrap();
    let out = site.path().join("build");
    let entries = || {
        let dir = site.path().join("node_modules/.cache/ferrosaurus/docs/default-current");
        let mut names: Vec<String> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
        names.sort();
        names
    };
    build(&options(site.path(), &out, true)).expect("the first build");
    let first = entries();
    assert_eq!(first.len(), 5, "one entry per doc: {first:?}");
    build(&options(site.path(), &out, true)).expect("the second build");
    assert_eq!(entries(), first, "nothing rendered again");

    std::fs::write(site.path().join("docs/b.md"), "---\nsidebar_position: 3\n---\n\n# Page b\n\nText of b.\n\nMore text.\n").unwrap();
    build(&options(site.path(), &out, true)).expect("the build after an edit");
    let after_edit = entries();
    assert_eq!(after_edit.len(), 5, "the edited doc's old entry is gone");
    assert_eq!(after_edit.iter().filter(|e| !first.contains(e)).count(), 1, "one doc rendered again");

    let image_url = |html: &str| html.split("src=\"/assets/images/").nth(1).and_then(|s| s.split('"').next()).map(str::to_string);
    let before = image_url(&std::fs::read_to_string(out.join("d/index.html")).unwrap()).expect("the image in d");
    std::fs::write(&image, include_bytes!("../../images/tests/fixtures/screenshot-launch-flow.png")).unwrap();
    build(&options(site.path(), &out, true)).expect("the build after an image edit");
    let after = image_url(&std::fs::read_to_string(out.join("d/index.html")).unwrap()).expect("the image in d");
    assert_ne!(before, after, "the image's hashed name follows its content");
    let cold_out = site.path().join("cold");
    build(&options(site.path(), &cold_out, false)).expect("a cold build");
    assert!(files(&out) == files(&cold_out), "the incremental output differs from a cold build's");
}
