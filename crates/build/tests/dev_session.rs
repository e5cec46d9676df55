//! `ferrosaurus start`'s session leaves the PWA out, as `docusaurus start` does (issue 11
//! item 4), while a build of the same site has it.

use std::path::Path;

use ferrosaurus_build::{build, session::DevFile, session::DevSession, BuildOptions, ProgressMode};

fn site() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let write = |rel: &str, text: &str| ferrosaurus_test_support::write_file(dir.path(), rel, text);
    write(
        "docusaurus.config.js",
        "module.exports = {title: 'PWA', url: 'https://pwa.example.com', baseUrl: '/',\n  presets: [['classic', {docs: {routeBasePath: '/'}, blog: false}]],\n  plugins: [['@docusaurus/plugin-pwa', {pwaHead: [{tagName: 'link', rel: 'manifest', href: '/manifest.json'}]}]],\n};\n",
    );
    write("docs/index.md", "---\nslug: /\n---\n\n# Home\n");
    write("static/manifest.json", "{\"name\": \"PWA\"}\n");
    dir
}

fn options(site: &Path) -> BuildOptions {
    let mut o = BuildOptions::new(site);
    o.progress = ProgressMode::Quiet;
    o
}

#[test]
fn start_has_no_service_worker_but_build_has() {
    let site = site();
    let session = DevSession::load(options(site.path())).expect("the dev session loads");
    let html = match session.snapshot().file("index.html").expect("renders").expect("the home page") {
        DevFile::Bytes(b) => String::from_utf8_lossy(&b).into_owned(),
        DevFile::Disk(p) => std::fs::read_to_string(p).unwrap(),
    };
    assert!(html.contains("<h1>Home</h1>"), "{html}");
    assert!(!html.contains(r#"rel="manifest""#), "start must not inject the PWA head tags");
    assert!(session.snapshot().file("sw.js").expect("no error").is_none(), "start serves no service worker");

    build(&options(site.path())).expect("the site builds");
    let built = std::fs::read_to_string(site.path().join("build/index.html")).unwrap();
    assert!(built.contains(r#"rel="manifest""#), "the build has the PWA head tags");
    assert!(site.path().join("build/sw.js").is_file(), "the build writes sw.js");
}

fn served(session: &DevSession, rel: &str) -> String {
    match session.snapshot().file(rel).expect("renders").unwrap_or_else(|| panic!("nothing served at {rel}")) {
        DevFile::Bytes(b) => String::from_utf8_lossy(&b).into_owned(),
        DevFile::Disk(p) => std::fs::read_to_string(p).unwrap(),
    }
}

/// Issue 14 item 3: saving the text of one doc re-renders that doc alone (`Rebuild::Page`),
/// and what is served then equals what a fresh build writes (links to other docs, an image
/// beside the doc, the TOC); an edit of its title or front matter takes the content rebuild.
#[test]
fn issue_14_a_doc_body_edit_is_rendered_alone_and_equals_a_fresh_build() {
    use ferrosaurus_build::session::Rebuild;
    let dir = tempfile::tempdir().unwrap();
    let write = |rel: &str, text: &[u8]| ferrosaurus_test_support::write_file(dir.path(), rel, text);
    write("docusaurus.config.js", b"module.exports = {title: 'Edits', url: 'https://edits.example.com', baseUrl: '/',\n  presets: [['classic', {docs: {routeBasePath: '/'}, blog: false}]],\n};\n");
    write("docs/index.md", b"---\nslug: /\n---\n\n# Home\n\nSee [the guide](guide/setup.md).\n");
    write("docs/guide/setup.md", b"---\nsidebar_position: 1\n---\n\n# Setup\n\nFirst text.\n");
    write("docs/guide/img.png", include_bytes!("../../images/tests/fixtures/screenshot-launch-flow.png"));
    let mut session = DevSession::load(options(dir.path())).expect("the dev session loads");
    assert!(served(&session, "guide/setup/index.html").contains("First text."));

    let setup = dir.path().join("docs/guide/setup.md");
    std::fs::write(&setup, "---\nsidebar_position: 1\n---\n\n# Setup\n\nFirst text.\n\nSecond text, back to [home](../index.md).\n\n## A new section\n\n![shot](./img.png)\n").unwrap();
    let outcome = session.apply(std::slice::from_ref(&setup)).expect("the edit applies");
    // the title and the first paragraph (the description) are unchanged
    assert_eq!(outcome.rebuilt, Rebuild::Page, "a body edit is rendered alone");
    assert_eq!(outcome.changed_routes, ["/guide/setup"]);
    let dev = served(&session, "guide/setup/index.html");
    assert!(dev.contains("Second text") && dev.contains("A new section"), "{dev}");

    let out = tempfile::tempdir().unwrap();
    let mut build_options = options(dir.path());
    build_options.out_dir = Some(out.path().to_path_buf());
    build(&build_options).expect("the site builds");
    let built = std::fs::read_to_string(out.path().join("guide/setup/index.html")).unwrap();
    assert_eq!(dev, built, "the page served after the edit is the page a fresh build writes");
    let image = built.split("src=\"/").nth(1).and_then(|s| s.split('"').next()).expect("the image is in the page");
    assert!(session.snapshot().file(image).expect("no error").is_some(), "the image the edit added is served: {image}");

    std::fs::write(&setup, "---\nsidebar_position: 1\n---\n\n# Setup\n\nA new first paragraph.\n").unwrap();
    assert_eq!(session.apply(std::slice::from_ref(&setup)).expect("the edit applies").rebuilt, Rebuild::Content, "a new description reaches doc cards and meta");
    std::fs::write(&setup, "---\nsidebar_position: 1\n---\n\n# Setup, renamed\n\nA new first paragraph.\n").unwrap();
    assert_eq!(session.apply(std::slice::from_ref(&setup)).expect("the edit applies").rebuilt, Rebuild::Content, "a new title reaches the sidebar");
    std::fs::write(&setup, "---\nsidebar_position: 2\n---\n\n# Setup, renamed\n\nA new first paragraph.\n").unwrap();
    assert_eq!(session.apply(std::slice::from_ref(&setup)).expect("the edit applies").rebuilt, Rebuild::Content, "front matter reaches other pages");
}

/// Issue 16 item 3: in `ferrosaurus start`, a doc with `<DocCardList />` shows the theme's
/// cards, and still does after an edit of its body (the page takes the exact MDX path, so the
/// edit takes the content rebuild) and after a new description of a doc its cards show.
#[test]
fn issue_16_an_edited_doc_with_doc_card_list_still_shows_its_cards() {
    use ferrosaurus_build::session::Rebuild;
    let dir = tempfile::tempdir().unwrap();
    let write = |rel: &str, text: &str| ferrosaurus_test_support::write_file(dir.path(), rel, text);
    write("docusaurus.config.js", "module.exports = {title: 'Cards', url: 'https://cards.example.com', baseUrl: '/',\n  presets: [['classic', {docs: {routeBasePath: '/'}, blog: false}]],\n};\n");
    write("docs/index.md", "---\nslug: /\n---\n\n# Home\n");
    let index = "import DocCardList from '@theme/DocCardList';\n\n# Guide\n\nThe guides.\n\n<DocCardList />\n";
    write("docs/guide/index.mdx", index);
    write("docs/guide/setup.md", "---\ndescription: Set it up.\n---\n\n# Setup\n");
    let mut session = DevSession::load(options(dir.path())).expect("the dev session loads");
    let card = |page: &str| page.contains(r#"<a class="card padding--lg theme-doc-card-container cardContainer_"#) && page.contains(r#"href="/guide/setup""#);
    let page = served(&session, "guide/index.html");
    assert!(card(&page) && page.contains(">Set it up.</p>"), "{page}");

    let guide = dir.path().join("docs/guide/index.mdx");
    std::fs::write(&guide, index.replace("The guides.\n", "The guides.\n\nA second paragraph.\n")).unwrap();
    let outcome = session.apply(std::slice::from_ref(&guide)).expect("the edit applies");
    assert_eq!(outcome.rebuilt, Rebuild::Content, "a doc on the exact path is not rendered alone");
    let page = served(&session, "guide/index.html");
    assert!(page.contains("A second paragraph.") && card(&page), "{page}");

    let setup = dir.path().join("docs/guide/setup.md");
    std::fs::write(&setup, "---\ndescription: Set it up again.\n---\n\n# Setup\n").unwrap();
    session.apply(std::slice::from_ref(&setup)).expect("the edit applies");
    assert!(served(&session, "guide/index.html").contains(">Set it up again.</p>"), "the card shows the new description");
}

/// Issue 14: a session leaves the docs' code to be highlighted when a page is requested (most
/// of a cold start's rendering time); what it serves, the page and its data, is still what a
/// fresh build writes, and stays so after a body edit and after a content rebuild.
#[test]
fn issue_14_docs_code_is_highlighted_on_request_as_a_build_highlights_it() {
    use ferrosaurus_build::session::Rebuild;
    let dir = tempfile::tempdir().unwrap();
    let write = |rel: &str, text: &str| ferrosaurus_test_support::write_file(dir.path(), rel, text);
    write("docusaurus.config.js", "module.exports = {title: 'Code', url: 'https://code.example.com', baseUrl: '/',\n  presets: [['classic', {docs: {routeBasePath: '/'}, blog: false}]],\n};\n");
    write("docs/index.md", "---\nslug: /\n---\n\n# Home\n\nSee [the API](api.md).\n\n```js title=\"hello.js\" {2}\nconst a = 1;\nconsole.log(a);\n```\n");
    let api = "# API\n\nCall it.\n\n```bash\ncurl -X POST https://example.com/api\n```\n\n```python\ndef f(x):\n    return x  # the same\n```\n";
    write("docs/api.md", api);
    let mut session = DevSession::load(options(dir.path())).expect("the dev session loads");
    let build_into = |out: &Path| {
        let mut build_options = options(dir.path());
        build_options.out_dir = Some(out.to_path_buf());
        build(&build_options).expect("the site builds");
    };
    let same_as_a_build = |session: &DevSession, context: &str| {
        let out = tempfile::tempdir().unwrap();
        build_into(out.path());
        for (html, data) in [("index.html", "__data/pages/__page.json"), ("api/index.html", "__data/pages/api/__page.json")] {
            let built = std::fs::read_to_string(out.path().join(html)).unwrap();
            assert!(built.contains("class=\"tok-"), "{context}: the build highlights {html}");
            assert_eq!(served(session, html), built, "{context}: {html}");
            let built_data = std::fs::read_to_string(out.path().join(data)).unwrap_or_else(|e| panic!("{data}: {e}"));
            assert_eq!(served(session, data), built_data, "{context}: {data}");
        }
    };
    same_as_a_build(&session, "after the load");

    let api_path = dir.path().join("docs/api.md");
    std::fs::write(&api_path, format!("{api}\n```ts\nlet n: number = 2;\n```\n")).unwrap();
    assert_eq!(session.apply(std::slice::from_ref(&api_path)).expect("the edit applies").rebuilt, Rebuild::Page);
    same_as_a_build(&session, "after a body edit");

    let index_path = dir.path().join("docs/index.md");
    std::fs::write(&index_path, "---\nslug: /\nsidebar_position: 1\n---\n\n# Home\n\nSee [the API](api.md).\n\n```js title=\"hello.js\" {2}\nconst a = 2;\nconsole.log(a);\n```\n").unwrap();
    assert_eq!(session.apply(std::slice::from_ref(&index_path)).expect("the edit applies").rebuilt, Rebuild::Content);
    same_as_a_build(&session, "after a content rebuild");
}

/// Issue 14: a session reuses the bundles a previous session of the site recorded while
/// nothing they are made of changed (a warm start skips bundling, as a build's does), and
/// bundles again when a file they read changed.
#[test]
fn issue_14_a_session_reuses_the_previous_sessions_bundles_until_the_code_changes() {
    let dir = tempfile::tempdir().unwrap();
    let write = |rel: &str, text: &str| ferrosaurus_test_support::write_file(dir.path(), rel, text);
    write("docusaurus.config.js", "module.exports = {title: 'B', url: 'https://b.example.com', baseUrl: '/',\n  presets: [['classic', {docs: {routeBasePath: '/'}, blog: false, theme: {customCss: './src/custom.css'}}]],\n};\n");
    write("docs/index.md", "---\nslug: /\n---\n\n# Home\n");
    write("src/custom.css", ".marker-one { color: red; }\n");
    let stylesheet = |session: &DevSession| {
        let url = session.snapshot().stylesheet_url();
        served(session, url.trim_start_matches('/'))
    };
    // as `ferrosaurus start` loads it
    let options = || {
        let mut o = options(dir.path());
        o.minify = false;
        o
    };
    let first = DevSession::load(options()).expect("the dev session loads");
    assert!(stylesheet(&first).contains("marker-one"));
    let record = dir.path().join("node_modules/.cache/ferrosaurus/bundles-unminified.json");
    assert!(record.is_file(), "the session records its bundles");
    // a session that bundles records its bundles anew; one that reuses them leaves the record
    let recorded = || std::fs::metadata(&record).and_then(|m| m.modified()).unwrap();
    let first_record = recorded();
    let home = served(&first, "index.html");
    drop(first);

    std::thread::sleep(std::time::Duration::from_millis(20));
    let second = DevSession::load(options()).expect("the dev session loads again");
    assert_eq!(recorded(), first_record, "the second session reused the recorded bundles");
    assert_eq!(served(&second, "index.html"), home);
    assert!(stylesheet(&second).contains("marker-one"));
    drop(second);

    std::thread::sleep(std::time::Duration::from_millis(20));
    write("src/custom.css", ".marker-two { color: blue; }\n");
    let third = DevSession::load(options()).expect("the dev session loads after the change");
    let css = stylesheet(&third);
    assert!(css.contains("marker-two") && !css.contains("marker-one"), "{css}");
    assert_ne!(recorded(), first_record, "the changed stylesheet was bundled again and recorded");
}
