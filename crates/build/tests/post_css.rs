//! Docusaurus's `configurePostCss` (issue 8): a JS plugin's PostCSS plugins run over the site's
//! `customCss` with the site's `postcss`, as tailwind's Docusaurus setup needs (its directives in
//! custom.css became nothing, and react-native-ama's home page lost its layout). The fixture's
//! only npm package, postcss, is installed by the test from its committed lockfile.

use crate::common;

use ferrosaurus_build::{build, BuildOptions, ProgressMode};

fn options(site: &std::path::Path) -> BuildOptions {
    let mut options = BuildOptions::new(site);
    options.progress = ProgressMode::Quiet;
    options
}

#[test]
fn issue_8_configure_post_css_runs_over_the_custom_css() {
    let site = common::fixture_with_packages("post-css");
    let report = build(&options(site.path())).unwrap_or_else(|e| panic!("{e}"));
    let warnings: Vec<String> = report.warnings.iter().map(ToString::to_string).collect();
    assert!(warnings.iter().all(|w| !w.contains("configurePostCss")), "{warnings:#?}");
    let css_dir = site.path().join("build/assets/css");
    let css: String = std::fs::read_dir(&css_dir).unwrap().flatten().map(|e| std::fs::read_to_string(e.path()).unwrap()).collect();
    assert!(css.contains(".from-postcss{color:#639}"), "the plugin's rule is in the stylesheet");
    assert!(css.contains(".site-own{margin:1px}"), "the rest of custom.css is kept");
    assert!(!css.contains("@fixture"), "the directive is gone");
}

#[test]
fn issue_8_a_post_css_error_names_the_hook_and_the_stylesheet() {
    let site = common::fixture_with_packages("post-css");
    ferrosaurus_test_support::write_file(site.path(), "src/css/custom.css", "@fixture utilities;\n\n.broken {\n  color: red;\n");
    let err = build(&options(site.path())).expect_err("the stylesheet does not parse").to_string();
    assert!(err.contains("configurePostCss") && err.contains("utilities-plugin"), "{err}");
    assert!(err.contains("custom.css"), "{err}");
    assert!(!site.path().join("build").exists(), "nothing is written");
}

// Docusaurus's postcss-loader runs the plugins over every stylesheet; here they run over the
// `.css` customCss files only, and a stylesheet a component imports is named in one warning
// rather than passed over in silence.
#[test]
fn issue_8_stylesheets_post_css_does_not_run_over_are_named_in_one_warning() {
    let site = common::fixture_with_packages("post-css");
    ferrosaurus_test_support::write_file(site.path(), "src/components/card.module.css", ".card { padding: 1px; }\n");
    ferrosaurus_test_support::write_file(site.path(), "src/components/list.module.css", ".list { margin: 0; }\n");
    let report = build(&options(site.path())).unwrap_or_else(|e| panic!("{e}"));
    let warnings: Vec<String> = report.warnings.iter().map(ToString::to_string).filter(|w| w.contains("configurePostCss")).collect();
    assert_eq!(warnings.len(), 1, "{warnings:#?}");
    assert!(warnings[0].contains("utilities-plugin") && warnings[0].contains("2 other stylesheet(s)") && warnings[0].contains("src/components/card.module.css"), "{}", warnings[0]);
}
