//! Issue 8's "done means" site: tests/fixtures/mdx-site is configured as real Docusaurus 3 sites
//! are (remark-math + rehype-katex with KaTeX's stylesheet in `stylesheets`, npm2yarn by value,
//! `@docusaurus/theme-mermaid` with `mermaid` from the site's package.json, docusaurus-plugin-sass
//! for `custom.scss` and a component's `.module.scss`). The same constructs are on an exact-path
//! page (`intro.mdx`, it imports a component) and a fast-path page (`markdown.md`); both render
//! them on the server alike, and in Chromium (theme/e2e/mdx-site.e2e.mjs, Debian's chromium) the
//! component reacts, the yarn tab shows the converted command, formulas keep KaTeX's markup and
//! the diagrams are drawn.

use crate::common;

use common::page;

/// The text of `html` with its tags removed (highlighted code is split into token spans).
fn text_of(html: &str) -> String {
    html.split('<').map(|part| part.split_once('>').map_or(part, |(_, text)| text)).collect()
}

#[test]
fn issue_8_both_paths_render_npm2yarn_math_mermaid_and_sass_on_the_server() {
    let site = common::built_without_warnings("mdx-site");
    let out = site.path().join("build");
    for route in ["intro", "markdown"] {
        let html = page(&out, route);
        let head = &html[..html.find("</head>").unwrap()];
        assert_eq!(html.matches("katex.min.css").count(), 1, "{route}: KaTeX's stylesheet is linked once, from `stylesheets`");
        assert!(head.contains(r#"integrity="sha384-vKruj+a13U8yHIkAyGgK1J3ArTLzrFGBbBc0tDp4ad/EyewESeXE/Iv67Aj8gKZ0""#), "{route}: {head}");
        assert!(html.contains(r#"<span class="katex">"#) || html.contains(r#"class="katex""#), "{route}: inline math");
        assert!(html.contains("katex-display"), "{route}: block math");
        // KaTeX keeps the TeX in MathML annotations; anywhere else it was left as text
        let outside_annotations: String = html.split("<annotation").map(|part| part.split_once("</annotation>").map_or(part, |(_, after)| after)).collect();
        assert!(!outside_annotations.contains("\\frac{") && !outside_annotations.contains("$$"), "{route}: TeX left as text");
        let yarn = html.split(r#"role="tabpanel" class="tabItem" data-value="yarn""#).nth(1).unwrap_or_else(|| panic!("{route}: no yarn tab panel"));
        let yarn_text = text_of(yarn.split("</pre>").next().unwrap());
        let expected = if route == "intro" { "yarn add coursewire-sdk" } else { "yarn build" };
        assert!(yarn_text.contains(expected), "{route}: the yarn tab holds {expected:?}: {yarn_text}");
    }
    let markdown = page(&out, "markdown");
    assert!(markdown.contains("docusaurus-mermaid-container"), "the fast path leaves the diagram to the theme's Mermaid");
    let intro = page(&out, "intro");
    let like = intro.split(r#"<button type="button" class="like-button "#).nth(1).expect("the component is in the server HTML");
    let module_class = like.split('"').next().unwrap();
    assert!(module_class.starts_with("button_"), "the .module.scss class is hashed: {module_class}");
    let css: String = std::fs::read_dir(out.join("assets/css")).unwrap().flatten().map(|e| std::fs::read_to_string(e.path()).unwrap()).collect();
    assert!(css.contains(&format!(".{module_class}{{")), "the module's class has rules in the CSS");
    assert!(css.contains("--ifm-color-primary:#2e8555"), "custom.scss is compiled with its Sass variables");
    assert!(css.contains(":has(>.button_"), "a `:has()` with a parent selector survives");
}

#[test]
fn issue_8_components_math_tabs_and_diagrams_work_in_chromium() {
    let site = common::built_without_warnings("mdx-site");
    common::run_theme_e2e(&site.path().join("build"), "mdx-site.e2e.mjs");
}
