//! Issue 12: `gen-api-docs`, then a build of the same site. A Docusaurus site that commits the
//! generated `.api.mdx`/`.info.mdx`/`.tag.mdx`/`schemas/*.schema.mdx` files and `sidebar.ts`
//! (its sidebars file imports the latter) builds with ferrosaurus as it did before the files
//! existed: the docs plugin leaves them to openapi-docs, which renders the same pages from the
//! spec, so there are no duplicate routes, no unresolvable OpenAPI theme imports, and the same
//! routes. The fixture (tests/fixtures/round-trip) has a spec file with tag pages and schema
//! pages, and a folder of specs whose categories link to their info pages.

use std::path::{Path, PathBuf};

use ferrosaurus_build::{build, BuildOptions, BuildReport, ProgressMode};
use ferrosaurus_core::PluginModule;
use ferrosaurus_openapi_docs::OpenApiPlugin;
use ferrosaurus_test_support::copy_tree;

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

/// The fixture site with its specs, in a temp folder.
fn site() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    copy_tree(&fixtures().join("round-trip"), dir.path(), &[]);
    let copy = |from: &str, to: &str| {
        let target = dir.path().join(to);
        std::fs::create_dir_all(target.parent().unwrap()).unwrap();
        std::fs::copy(fixtures().join(from), target).unwrap();
    };
    copy("petstore.yaml", "openapi/petstore.yaml");
    copy("swagger2/bookshop.yaml", "openapi/shops/bookshop.yaml");
    copy("petstore/petstore-3.1.yaml", "openapi/shops/v2/petstore.yaml");
    dir
}

fn build_site(site: &Path) -> BuildReport {
    let mut options = BuildOptions::new(site);
    options.progress = ProgressMode::Quiet;
    build(&options).unwrap_or_else(|e| panic!("the site does not build: {e}"))
}

/// The pages of a build: every HTML file, relative to the output folder, sorted.
fn pages(site: &Path) -> Vec<String> {
    let out = site.join("build");
    let mut pages: Vec<String> = walkdir::WalkDir::new(&out)
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| e.path().extension().is_some_and(|x| x == "html"))
        .map(|e| e.path().strip_prefix(&out).unwrap().display().to_string())
        .collect();
    pages.sort();
    pages
}

/// What `ferrosaurus gen-api-docs` does: every openapi-docs entry of the config writes its files.
fn gen_api_docs(site: &Path) -> Vec<PathBuf> {
    let loaded = ferrosaurus_config::load_site_config(site).unwrap();
    let mut written = Vec::new();
    for entry in loaded.config.plugins.iter().filter(|p| matches!(&p.module, PluginModule::Npm(n) if n == "docusaurus-plugin-openapi-docs")) {
        let generated = OpenApiPlugin::from_options(&entry.options, &loaded.config).unwrap().write_api_docs(site).unwrap();
        assert!(!generated.diagnostics.iter().any(|d| d.is_error()), "{:?}", generated.diagnostics);
        written.extend(generated.files.into_iter().map(|f| f.path));
    }
    written
}

fn html(site: &Path, page: &str) -> String {
    std::fs::read_to_string(site.join("build").join(page)).unwrap_or_else(|e| panic!("{page}: {e}"))
}

/// Issue 12: the committed files change nothing in the build.
#[test]
fn issue_12_a_site_with_the_generated_files_builds_the_same_routes() {
    let site = site();
    let before = build_site(site.path());
    let routes = pages(site.path());
    for page in ["api/pet-store.html", "api/pets.html", "api/update-pet-by-id.html", "api/schemas/pet.html", "shops/bookshop/bookshop.html", "shops/bookshop/add-book.html", "shops/v2/petstore/get-pet-by-id.html"] {
        assert!(routes.contains(&page.to_string()), "{page} missing from {routes:?}");
    }

    let written = gen_api_docs(site.path());
    for file in ["docs/api/update-pet-by-id.api.mdx", "docs/api/update-pet-by-id.ParamsDetails.json", "docs/api/pets.tag.mdx", "docs/api/schemas/pet.schema.mdx", "docs/api/sidebar.ts", "docs/shops/bookshop/bookshop.info.mdx", "docs/shops/sidebar.ts"] {
        assert!(written.contains(&PathBuf::from(file)) && site.path().join(file).is_file(), "{file} not written: {written:?}");
    }
    let after = build_site(site.path());
    assert_eq!(pages(site.path()), routes, "the same routes with the generated files");
    assert_eq!(after.routes, before.routes);
    let api_warnings: Vec<String> = after.warnings.iter().filter(|w| !before.warnings.contains(w)).map(ToString::to_string).collect();
    assert!(api_warnings.is_empty(), "warnings only the generated files bring: {api_warnings:?}");
    // the pages are still openapi-docs's, rendered from the spec
    let page = html(site.path(), "api/update-pet-by-id.html");
    assert!(page.contains("openapi__method-endpoint") && page.contains("openapi-code-samples"), "{page}");
    assert!(html(site.path(), "api/pets.html").contains("Update a pet"));
}
