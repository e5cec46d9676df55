//! The exact MDX path on a whole site (issue 8): tests/fixtures/mdx-components uses its own
//! React components (from `@site`, by a relative path, defined in the MDX), an imported `.mdx`
//! partial, a JS expression and a wrapped theme component. The components' output must be in
//! the server HTML, nothing may be dropped with a warning, and the page must hydrate and react
//! in Chromium (theme/e2e/mdx.e2e.mjs, Debian's chromium; never a downloaded browser).

use crate::common;
use std::path::Path;

use common::page;
use ferrosaurus_build::{build, BuildOptions, ProgressMode};

fn fixture() -> tempfile::TempDir {
    common::fixture("mdx-components")
}

fn build_fixture(site: &Path) -> ferrosaurus_build::BuildReport {
    let mut options = BuildOptions::new(site);
    options.progress = ProgressMode::Quiet;
    build(&options).expect("the fixture builds")
}

#[test]
fn components_render_on_the_server_and_nothing_is_dropped() {
    let site = fixture();
    let report = build_fixture(site.path());
    let messages: Vec<String> = report.warnings.iter().map(|d| d.to_string()).collect();
    assert!(messages.is_empty(), "warnings: {messages:#?}");
    let html = page(&site.path().join("build"), "intro");
    for expected in [
        // a component imported from @site, with its CSS module class
        "Clicked <!-- -->2<!-- --> times",
        // one defined in the MDX itself
        r#"<span class="highlight" style="background-color:#25c2a0">highlighted</span>"#,
        // a TypeScript component imported by a relative path
        r#"<strong class="greeting">hello, <!-- -->reader</strong>"#,
        // a JS expression and front matter
        "The epoch year is <!-- -->1970",
        "this page is &quot;<!-- -->Components",
        // an imported partial with its own component
        r#"<mark class="partial-mark">component</mark>"#,
        // Docusaurus syntax on the exact path: admonition, .md link, heading id, code block
        "theme-admonition-tip",
        r#"<a href="/plain#details">plain page</a>"#,
        // a relative URL resolves against the page URL (not as react-router resolves it)
        r#"<a href="/plain#details">this relative link</a>"#,
        r#"id="shared-part""#,
        r#"<div class="codeBlockTitle">count.js</div>"#,
        // the site's wrapped theme component
        r#"<p class="swizzled-footer">Wrapped by the site</p>"#,
    ] {
        assert!(html.contains(expected), "missing {expected:?} in the server HTML of /intro");
    }
    assert!(html.contains("counter_"), "the CSS module class of the component is missing");
    let head = &html[..html.find("</head>").expect("a head")];
    assert!(head.contains(r#"<meta name="custom-meta" content="from-mdx""#), "<head> in MDX goes into the page's head");
    // the exact path renders React elements; a page with only Markdown stays on the fast path
    assert!(!html.contains("data-ferrosaurus-content"), "/intro was rendered as HTML, not compiled");
    let plain = page(&site.path().join("build"), "plain");
    assert!(plain.contains("data-ferrosaurus-content"), "a Markdown-only page took the exact path");
}

#[test]
fn a_component_neither_imported_nor_provided_fails_with_its_name() {
    let site = fixture();
    std::fs::write(site.path().join("docs/broken.mdx"), "# Broken\n\n<Missing />\n").unwrap();
    let mut options = BuildOptions::new(site.path());
    options.progress = ProgressMode::Quiet;
    let err = build(&options).expect_err("an undefined component fails the build").to_string();
    assert!(err.contains("Missing"), "{err}");
    assert!(err.contains("docs/broken.mdx") || err.contains("/broken"), "the page is not named: {err}");
}

#[test]
fn invalid_mdx_in_a_page_that_needs_javascript_names_file_and_line() {
    let site = fixture();
    std::fs::write(site.path().join("docs/bad.mdx"), "---\ntitle: Bad\n---\n\nimport X from './x';\n\n<X>\n\ntext {\n").unwrap();
    let mut options = BuildOptions::new(site.path());
    options.progress = ProgressMode::Quiet;
    let result = build(&options);
    let text = match result {
        Ok(report) => report.warnings.iter().map(|d| d.to_string()).collect::<Vec<_>>().join("\n"),
        Err(e) => e.to_string(),
    };
    assert!(text.contains("docs/bad.mdx"), "the file is not named: {text}");
}

#[test]
fn compiled_pages_hydrate_and_react_in_chromium() {
    let site = fixture();
    build_fixture(site.path());
    common::run_theme_e2e(&site.path().join("build"), "mdx.e2e.mjs");
}

#[test]
fn ideal_images_required_by_a_page_are_resized_with_avif_and_a_placeholder() {
    let site = fixture();
    let images = Path::new(env!("CARGO_MANIFEST_DIR")).join("../images/tests/fixtures");
    std::fs::copy(images.join("photo-rocket.jpg"), site.path().join("docs/rocket.jpg")).unwrap();
    let config = site.path().join("docusaurus.config.js");
    let text = std::fs::read_to_string(&config).unwrap().replace(
        "  themeConfig: {",
        "  plugins: [['@docusaurus/plugin-ideal-image', {quality: 70, min: 160, max: 320, steps: 2, disableInDev: false}]],\n  themeConfig: {",
    );
    std::fs::write(&config, text).unwrap();
    std::fs::write(
        site.path().join("docs/photos.mdx"),
        "import IdealImage from '@theme/IdealImage';\n\n# Photos\n\n<IdealImage img={require('./rocket.jpg')} alt=\"A rocket\" />\n",
    )
    .unwrap();
    let report = build_fixture(site.path());
    let warnings: Vec<String> = report.warnings.iter().map(|d| d.to_string()).collect();
    assert!(warnings.is_empty(), "{warnings:#?}");
    let out = site.path().join("build");
    let html = page(&out, "photos");
    assert!(html.contains("A rocket"), "{html}");
    let written: Vec<String> = walkdir::WalkDir::new(out.join("assets/ideal-img"))
        .into_iter()
        .flatten()
        .filter(|e| e.file_type().is_file())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    for (width, ext) in [(160, "jpg"), (320, "jpg"), (160, "avif"), (320, "avif")] {
        assert!(written.iter().any(|f| f.starts_with("rocket.") && f.ends_with(&format!(".{width}.{ext}"))), "rocket.*.{width}.{ext} in {written:?}");
    }
    // the page's module carries the processed value (srcSet and placeholder), not a file URL
    let js: String = walkdir::WalkDir::new(out.join("assets/js"))
        .into_iter()
        .flatten()
        .filter(|e| e.file_type().is_file())
        .map(|e| std::fs::read_to_string(e.path()).unwrap_or_default())
        .collect();
    assert!(js.contains("data:image/jpeg;base64,") || js.contains("data:image/jpg;base64,"), "the placeholder is in the bundle");
    assert!(js.contains(".320.avif 320w"), "the AVIF srcSet is in the bundle");
}

/// A page imports an npm package the site declares in package.json (here a `file:` package, so
/// the install needs no network) but has not installed: the build installs the site's
/// dependencies once and the component renders; without permission to install, the error names
/// the package, the page and the command.
#[test]
fn a_declared_package_the_site_has_not_installed_is_installed_once_or_named() {
    let write_site = |site: &Path| {
        let vendor = site.join("vendor/greeting-package");
        std::fs::create_dir_all(&vendor).unwrap();
        std::fs::write(vendor.join("package.json"), r#"{"name": "greeting-package", "version": "1.0.0", "main": "index.js"}"#).unwrap();
        std::fs::write(vendor.join("index.js"), "const React = require('react');\nexports.Greeting = function Greeting() { return React.createElement('em', {className: 'from-package'}, 'greeted by a package'); };\n").unwrap();
        std::fs::write(site.join("package.json"), r#"{"name": "mdx-components", "private": true, "dependencies": {"greeting-package": "file:./vendor/greeting-package"}}"#).unwrap();
        std::fs::write(site.join("docs/packaged.mdx"), "# Packaged\n\nimport {Greeting} from 'greeting-package';\n\n<Greeting />\n").unwrap();
    };

    let refused = fixture();
    write_site(refused.path());
    let mut options = BuildOptions::new(refused.path());
    options.progress = ProgressMode::Quiet;
    options.install_dependencies = false;
    let error = build(&options).expect_err("the package is not installed").to_string();
    assert!(error.contains("packaged.mdx: cannot find the npm package `greeting-package`"), "{error}");
    assert!(error.contains("declared in package.json but not installed: run `npm install"), "{error}");
    // (node_modules/.cache/ferrosaurus may hold what the build keeps for the next one)
    assert!(!refused.path().join("node_modules/greeting-package").exists(), "nothing installed without permission");

    let site = fixture();
    write_site(site.path());
    build_fixture(site.path());
    assert!(site.path().join("node_modules/greeting-package/package.json").is_file(), "the site's dependencies were installed");
    let html = page(&site.path().join("build"), "packaged");
    assert!(html.contains(r#"<em class="from-package">greeted by a package</em>"#), "the package's component renders");
}
