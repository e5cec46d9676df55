//! A site's own remark plugin, which ferrosaurus has no native version of (issue 8): every
//! docs page is compiled by @mdx-js/mdx in Node with it, Docusaurus's syntax still works on
//! that path, and one warning names the plugin and the page count. The fixture's only npm
//! package, @mdx-js/mdx, is installed by the test from its committed lockfile.

use crate::common;

use common::page;
use ferrosaurus_build::{build, BuildOptions, ProgressMode};

#[test]
fn pages_of_a_plugin_with_a_foreign_remark_plugin_are_compiled_with_it_in_node() {
    let site = common::fixture_with_packages("remark-plugin");
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

// markdown-rs 1.0 (the exact path's parser) rejects a tab-indented list inside a JSX element
// that @mdx-js/mdx 3.1 compiles (react-native-ama's checks.mdx). Such a page stayed on the fast
// path with its components left out; it is compiled by @mdx-js/mdx in Node instead, and the
// fast path's warnings about it go. A page neither parser reads keeps its fast-path render, and
// one warning gives both parsers' messages.
#[test]
fn issue_8_a_page_markdown_rs_rejects_is_compiled_by_mdx_js_in_node() {
    let site = common::fixture_with_packages("remark-plugin");
    let write = |rel: &str, text: &str| ferrosaurus_test_support::write_file(site.path(), rel, text);
    write(
        "docusaurus.config.js",
        "module.exports = {title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', {docs: {routeBasePath: '/', sidebarPath: false}, blog: false}]]};\n",
    );
    write("src/components/Card.jsx", "export default function Card({children}) {\n  return <div className=\"site-card\">{children}</div>;\n}\n");
    write(
        "docs/checks.mdx",
        "import Card from '@site/src/components/Card';\n\n# Checks\n\n<Card>\n\t\t<div>\n\t\tExamples include:\n\t\t\t- aria-checked\n\t\t\t- aria-busy\n\t\t</div>\n</Card>\n",
    );
    write("docs/broken.mdx", "import Card from '@site/src/components/Card';\n\n# Broken\n\n<Card>\n\t\t<div>\n\t\t\t- a\n\t\t</div>\n</Card>\n\nA <span>never closed.\n");
    let mut options = BuildOptions::new(site.path());
    options.progress = ProgressMode::Quiet;
    let report = build(&options).unwrap_or_else(|e| panic!("{e}"));
    let warnings: Vec<String> = report.warnings.iter().map(ToString::to_string).collect();
    assert!(!warnings.iter().any(|w| w.contains("checks.mdx")), "{warnings:#?}");
    let both: Vec<&String> = warnings.iter().filter(|w| w.contains("broken.mdx") && w.contains("neither MDX parser")).collect();
    assert_eq!(both.len(), 1, "{warnings:#?}");
    let checks = page(&site.path().join("build"), "/checks");
    assert!(checks.contains(r#"<div class="site-card">"#), "the site's component is rendered:\n{checks}");
    assert!(checks.contains("<li>aria-checked</li>"), "{checks}");
}
