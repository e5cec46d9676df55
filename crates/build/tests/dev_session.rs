//! `ferrosaurus start`'s session leaves the PWA out, as `docusaurus start` does (issue 11
//! item 4), while a build of the same site has it.

use std::path::Path;

use ferrosaurus_build::{build, session::DevFile, session::DevSession, BuildOptions, ProgressMode};

fn site() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let write = |rel: &str, text: &str| {
        let path = dir.path().join(rel);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    };
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
