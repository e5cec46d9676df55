//! Whole builds with ideal images (issue 11), over tests/fixture-imports: images imported from
//! JavaScript (an MDX `import`, a React page, a component's `require`) become responsive
//! images while a Markdown image stays plain; an import that leaves the site is an error at
//! its line; a second build with the same images encodes nothing and writes the same bytes.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use ferrosaurus_build::{build, BuildOptions, BuildReport, ProgressMode};
use ferrosaurus_test_support::copy_tree;

const IMAGES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../crates/images/tests/fixtures");

/// The fixture site in a temp folder, with its images copied in.
fn fixture_site() -> (tempfile::TempDir, PathBuf) {
    let root = tempfile::tempdir().unwrap();
    let site = root.path().join("site");
    copy_tree(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixture-imports"), &site, &[]);
    for (from, to) in [("photo-rocket.jpg", "docs/rocket.jpg"), ("screenshot-launch-flow.png", "src/img/launch-flow.png"), ("alpha-icon.png", "src/components/icon.png")] {
        std::fs::create_dir_all(site.join(to).parent().unwrap()).unwrap();
        std::fs::copy(Path::new(IMAGES).join(from), site.join(to)).unwrap();
    }
    (root, site)
}

fn build_site(site: &Path) -> Result<BuildReport, ferrosaurus_build::BuildError> {
    let mut options = BuildOptions::new(site);
    options.progress = ProgressMode::Quiet;
    build(&options)
}

/// Every file under `dir` (relative path, bytes).
fn tree(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    walk(dir).into_iter().filter(|p| p.is_file()).map(|p| (p.strip_prefix(dir).unwrap().to_path_buf(), std::fs::read(&p).unwrap())).collect()
}

fn walk(dir: &Path) -> Vec<PathBuf> {
    let mut out = vec![dir.to_path_buf()];
    if let Ok(entries) = std::fs::read_dir(dir) {
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                out.extend(walk(&path));
            } else {
                out.push(path);
            }
        }
    }
    out
}

/// Regression test for issue 11: only a literal `require('./x.png')` inside compiled MDX was
/// processed; `import x from './x.png'` (in MDX, a React page) and `require()` in a component
/// gave the plain file URL. Docusaurus's loader takes every PNG/JPEG imported from JS, TS and
/// MDX; Markdown images stay plain.
#[test]
fn issue_11_images_imported_from_js_pages_and_components_are_responsive() {
    let (_root, site) = fixture_site();
    let report = build_site(&site).expect("the fixture builds");
    assert!(report.warnings.is_empty(), "{:?}", report.warnings);
    let out = site.join("build");
    let doc = std::fs::read_to_string(out.join("index.html")).unwrap();
    let gallery = std::fs::read_to_string(out.join("gallery/index.html")).unwrap();
    for (html, name, alt) in [(&doc, "rocket", "An imported rocket"), (&gallery, "launch-flow", "The launch flow"), (&gallery, "icon", "An icon with alpha")] {
        let at = html.find(&format!("alt=\"{alt}\"")).unwrap_or_else(|| panic!("no image `{alt}` in {html}"));
        let tag = &html[html[..at].rfind('<').unwrap()..at + html[at..].find('>').unwrap()];
        assert!(tag.contains(&format!("/assets/ideal-img/{name}.")) && tag.contains(" 80w") && tag.contains(" 160w"), "`{alt}` is not responsive: {tag}");
    }
    // the Markdown image of the same file: a plain <img> of the copied original
    let at = doc.find("alt=\"A plain rocket\"").expect("the Markdown image");
    let tag = &doc[doc[..at].rfind('<').unwrap()..at + doc[at..].find('>').unwrap()];
    assert!(tag.contains("src=\"/assets/images/rocket-") && !tag.contains("ideal-img") && !tag.contains("srcset"), "the Markdown image changed: {tag}");
    let written: Vec<String> = std::fs::read_dir(out.join("assets/ideal-img")).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    for name in ["rocket", "launch-flow", "icon"] {
        for width in [80, 160] {
            assert!(written.iter().any(|f| f.starts_with(&format!("{name}.")) && f.contains(&format!(".{width}."))), "no {name} at {width} px in {written:?}");
        }
    }
}

/// Regression test for issue 11: an image import that leaves the site folder is refused with
/// an error at the importing file and line, and the build stops before anything reads it.
#[test]
fn issue_11_an_image_import_leaving_the_site_is_refused_at_its_line() {
    let (root, site) = fixture_site();
    std::fs::copy(Path::new(IMAGES).join("alpha-icon.png"), root.path().join("outside.png")).unwrap();
    std::fs::write(site.join("docs/escape.mdx"), "# Escape\n\nimport outside from '../../outside.png';\n\n<img src={outside.src.src} />\n").unwrap();
    std::fs::write(
        site.join("src/components/Sneaky.js"),
        "export const a = require('./%2e%2e/%2e%2e/../outside.png');\nexport const b = require('/etc/hostname.png');\n",
    )
    .unwrap();
    std::fs::write(site.join("src/pages/sneaky.js"), "import { a } from '../components/Sneaky';\nexport default function Sneaky() { return null; }\n").unwrap();
    let error = build_site(&site).expect_err("escaping imports fail the build").to_string();
    assert!(error.contains("docs/escape.mdx:3: image `../../outside.png` is outside the site folder: refused, nothing was read"), "{error}");
    assert!(error.contains("src/components/Sneaky.js:1: image `./%2e%2e/%2e%2e/../outside.png` is outside the site folder"), "{error}");
    assert!(error.contains("src/components/Sneaky.js:2: image `/etc/hostname.png` is an absolute path"), "{error}");
    assert!(!site.join("build").exists(), "a build was written");
}

/// Regression test for issue 11 ("cache hits on the second build"): a second build with the
/// same images takes every image from the cache (nothing is encoded, so nothing is written into
/// the cache: every folder of it keeps its modification time) and writes the same bytes.
#[test]
fn issue_11_a_second_build_with_unchanged_images_encodes_nothing() {
    let (_root, site) = fixture_site();
    build_site(&site).expect("the first build");
    let first = tree(&site.join("build"));
    assert!(first.keys().any(|p| p.starts_with("assets/ideal-img")), "no ideal images written");
    let cache = ferrosaurus_ideal_image::IdealImagePlugin::cache_dir(&site);
    let stamps = |dir: &Path| -> BTreeMap<PathBuf, SystemTime> { walk(dir).into_iter().map(|p| (p.clone(), std::fs::metadata(&p).unwrap().modified().unwrap())).collect() };
    let cached = stamps(&cache);
    assert!(cached.len() > 3, "the cache is empty: {cached:?}");
    std::thread::sleep(std::time::Duration::from_millis(50));

    build_site(&site).expect("the second build");
    assert_eq!(stamps(&cache), cached, "the second build wrote into the image cache (it encoded an image)");
    let second = tree(&site.join("build"));
    assert_eq!(first.keys().collect::<Vec<_>>(), second.keys().collect::<Vec<_>>(), "other files");
    for (path, bytes) in &first {
        assert!(second[path] == *bytes, "{} differs between the builds", path.display());
    }
}
