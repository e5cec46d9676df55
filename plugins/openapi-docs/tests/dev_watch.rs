//! Issue 14 item 2: in `ferrosaurus start` the OpenAPI spec is watched. The dev session of a
//! site with openapi-docs lists the spec and the file its `$ref` reads among the paths to
//! watch; saving the spec with a new operation serves the operation's page, and saving the
//! `$ref`ed file changes the pages that use it.

use std::path::PathBuf;

use ferrosaurus_build::session::{DevFile, DevSession};
use ferrosaurus_build::{BuildOptions, ProgressMode};

const SPEC: &str = "openapi: 3.0.3
info: {title: Pets, version: '1'}
servers: [{url: 'https://pets.example'}]
paths:
  /pets:
    get:
      operationId: listPets
      summary: List pets
      responses:
        '200':
          description: The pets.
          content:
            application/json:
              schema: {type: array, items: {$ref: 'parts/pet.yaml'}}
";

fn site() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let write = |rel: &str, text: &str| ferrosaurus_test_support::write_file(dir.path(), rel, text);
    write(
        "docusaurus.config.js",
        "module.exports = {title: 'Watch', url: 'https://watch.example.com', baseUrl: '/',\n  presets: [['classic', {docs: {routeBasePath: '/'}, blog: false}]],\n  plugins: [['docusaurus-plugin-openapi-docs', {id: 'openapi', docsPluginId: 'classic', config: {pets: {specPath: 'openapi/pets.yaml', outputDir: 'docs/api'}}}]],\n};\n",
    );
    write("docs/index.md", "---\nslug: /\n---\n\n# Home\n");
    write("openapi/pets.yaml", SPEC);
    write("openapi/parts/pet.yaml", "type: object\nproperties:\n  name: {type: string, example: Rex}\n");
    dir
}

fn served(session: &DevSession, rel: &str) -> Option<String> {
    match session.snapshot().file(rel).expect("renders")? {
        DevFile::Bytes(b) => Some(String::from_utf8_lossy(&b).into_owned()),
        DevFile::Disk(p) => Some(std::fs::read_to_string(p).unwrap()),
    }
}

#[test]
fn issue_14_editing_the_spec_or_a_ref_file_during_start_rebuilds_the_reference() {
    let site = site();
    let mut options = BuildOptions::new(site.path());
    options.progress = ProgressMode::Quiet;
    let mut session = DevSession::load(options).expect("the dev session loads");
    let spec = site.path().join("openapi/pets.yaml");
    let part = site.path().join("openapi/parts/pet.yaml");
    let watched: Vec<PathBuf> = session.paths_to_watch().iter().map(|p| p.canonicalize().unwrap()).collect();
    for path in [&spec, &part] {
        assert!(watched.contains(&path.canonicalize().unwrap()), "{} is not watched: {watched:?}", path.display());
    }
    assert!(served(&session, "api/list-pets/index.html").unwrap().contains(">name<"));
    assert!(served(&session, "api/add-pet/index.html").is_none());

    std::fs::write(&spec, format!("{SPEC}    post:\n      operationId: addPet\n      summary: Add a pet\n      responses:\n        '201': {{description: Added.}}\n")).unwrap();
    let outcome = session.apply(std::slice::from_ref(&spec)).expect("the edit applies");
    assert!(outcome.changed_routes.iter().any(|r| r == "/api/add-pet"), "{:?}", outcome.changed_routes);
    let added = served(&session, "api/add-pet/index.html").expect("the new operation's page");
    assert!(added.contains("Add a pet") && added.contains("badge--success\">POST<"), "{added}");

    std::fs::write(&part, "type: object\nproperties:\n  nickname: {type: string, example: Rexy}\n").unwrap();
    session.apply(std::slice::from_ref(&part)).expect("the edit applies");
    let list = served(&session, "api/list-pets/index.html").unwrap();
    assert!(list.contains(">nickname<") && !list.contains(">name<"), "the $ref'd file is read again");
}
