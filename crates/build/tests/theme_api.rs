//! The theme API a site's own code uses (issue 8, item 3): tests/fixtures/theme-api swizzles
//! `@theme/Root` (a context provider whose state a doc's component reads), wraps
//! `DocItem/Footer` through `@theme-original`, ejects `Icon/Close`, has a plugin theme that
//! enhances `DocItem/Paginator` through `@theme-init` (which the site wraps again through
//! `@theme-original`), and a page whose MDX `export default` is its layout. Each is in the
//! server HTML; in Chromium (theme/e2e/theme-api.e2e.mjs, Debian's chromium, never a downloaded
//! browser) the pages hydrate without a console error and Root's state survives client-side
//! navigation.

use crate::common;

use common::page;

/// The text between `from` and `to` in `html` (both present), to check the order of parts.
fn between<'h>(html: &'h str, from: &str, to: &str) -> &'h str {
    let start = html.find(from).unwrap_or_else(|| panic!("{from:?} is not in the page"));
    let end = start + html[start..].find(to).unwrap_or_else(|| panic!("{to:?} does not follow {from:?}"));
    &html[start..end]
}

#[test]
fn issue_8_swizzled_root_wrapped_and_ejected_components_and_mdx_layout_render_on_the_server() {
    let site = common::built_without_warnings("theme-api");
    let html = page(&site.path().join("build"), "intro");
    // the site's Root provides the context a doc's component reads
    assert!(html.contains(r#"<span class="root-greeting">Hello from the site Root</span>"#), "Root's context is not read:\n{html}");
    assert!(html.contains("Root count <!-- -->0"), "{html}");
    // the page's export default wraps its content (MDX 3 layout)
    let layout = between(&html, r#"<section class="mdx-layout">"#, "</section>");
    assert!(layout.contains(r#"<p class="mdx-layout-note">Laid out by the page&#x27;s export default</p>"#), "{layout}");
    assert!(layout.contains("Start here."), "the content is not inside the layout: {layout}");
    // the wrapped footer comes after the theme's article content
    assert!(html.contains(r#"<p class="wrapped-doc-footer">Footer wrapped by the site</p>"#), "{html}");
    // the ejected icon is the one every close button draws (the announcement bar's here)
    let close = between(&html, r#"aria-label="Close""#, "</button>");
    assert!(close.contains(r#"data-site-icon="close""#), "the announcement bar does not use the site's Icon/Close: {close}");
    // site wrapper (@theme-original) -> plugin theme (@theme-init) -> the theme's paginator
    let paginator = between(&html, r#"<div class="site-paginator">"#, "</nav>");
    assert!(paginator.contains(r#"<p class="plugin-paginator-note">Enhanced by the plugin theme</p>"#), "{paginator}");
    assert!(paginator.contains(r#"class="pagination-nav__link pagination-nav__link--next" href="/second""#), "{paginator}");
    // useDoc().frontMatter, imported from theme-common/internal as Docusaurus 3.0-3.4 had it
    let second = page(&site.path().join("build"), "second");
    assert!(second.contains(r#"<p class="doc-severity">Severity: <!-- -->Serious</p>"#), "{second}");
}

#[test]
fn issue_8_root_state_survives_client_navigation_in_chromium() {
    let site = common::built_without_warnings("theme-api");
    common::run_theme_e2e(&site.path().join("build"), "theme-api.e2e.mjs");
}
