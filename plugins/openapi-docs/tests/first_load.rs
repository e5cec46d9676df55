//! Issue 15 item 3: the request form's code (`js/apiExplorer.js`) is not in every page's
//! first-load JS. The plugin's client module is a small loader; the bundler splits the form's
//! code into a chunk of its own at the loader's `import()`, which no page preloads.

use std::path::Path;

use ferrosaurus_build::{build, BuildOptions, ProgressMode};

/// A string of the form's code that minifying keeps (a class name in its placeholder markup).
const EXPLORER_MARKER: &str = "openapi-explorer__response-placeholder-message";

fn site() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let write = |rel: &str, text: &str| ferrosaurus_test_support::write_file(dir.path(), rel, text);
    write(
        "docusaurus.config.js",
        "module.exports = {title: 'Lazy', url: 'https://lazy.example.com', baseUrl: '/',\n  presets: [['classic', {docs: {routeBasePath: '/'}, blog: false}]],\n  plugins: [['docusaurus-plugin-openapi-docs', {id: 'openapi', docsPluginId: 'classic', config: {pets: {specPath: 'openapi/pets.yaml', outputDir: 'docs/api'}}}]],\n};\n",
    );
    write("docs/index.md", "---\nslug: /\n---\n\n# Home\n");
    write(
        "openapi/pets.yaml",
        "openapi: 3.0.3\ninfo: {title: Pets, version: '1'}\nservers: [{url: 'https://pets.example'}]\npaths:\n  /pets:\n    get:\n      operationId: listPets\n      summary: List pets\n      responses:\n        '200': {description: The pets.}\n",
    );
    dir
}

/// The files of `dir` whose name starts with `stem.` and ends with `.js`, with their text.
fn scripts(dir: &Path, stem: &str) -> Vec<(String, String)> {
    std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with(&format!("{stem}.")) && name.ends_with(".js"))
        .map(|name| (name.clone(), std::fs::read_to_string(dir.join(&name)).unwrap()))
        .collect()
}

#[test]
fn issue_15_the_request_forms_code_is_a_chunk_of_its_own() {
    let site = site();
    let mut options = BuildOptions::new(site.path());
    options.progress = ProgressMode::Quiet;
    build(&options).unwrap_or_else(|e| panic!("the site does not build: {e}"));
    let js = site.path().join("build/assets/js");

    let main = scripts(&js, "main");
    assert_eq!(main.len(), 1, "one main chunk: {main:?}");
    let (main_name, main_code) = &main[0];
    assert!(!main_code.contains(EXPLORER_MARKER), "the form's code is in the main chunk");
    let explorer = scripts(&js, "apiExplorer");
    assert_eq!(explorer.len(), 1, "one chunk for the form's code");
    let (explorer_name, explorer_code) = &explorer[0];
    assert!(explorer_code.contains(EXPLORER_MARKER), "the apiExplorer chunk holds the form's code");
    assert!(main_code.contains(explorer_name.as_str()), "the main chunk's loader can find {explorer_name}");

    for page in ["build/index.html", "build/api/list-pets/index.html"] {
        let html = std::fs::read_to_string(site.path().join(page)).unwrap();
        assert!(html.contains(main_name.as_str()), "{page} loads the main chunk");
        assert!(!html.contains(explorer_name.as_str()), "{page} preloads the form's code");
    }
    let api_page = std::fs::read_to_string(site.path().join("build/api/list-pets/index.html")).unwrap();
    assert!(api_page.contains("data-openapi-request"), "the API page has the form the loader looks for");
}
