//! Code splitting at dynamic `import()`: chunk contents, shared chunks, cycles across
//! split points, CSS of lazy modules, determinism, lazy React pages, and the browser
//! chunk loader run in Node through a fake `document`.

use crate::common;
use std::path::Path;

use common::{fixture, module_names, run_node};
use ferrosaurus_bundler::{
    bundle, first_load_js, BundleOutput, BundleRequest, Chunk, ChunkKind, ModuleName, Target,
};
use serde_json::{json, Value};

fn split_request(target: Target, minify: bool) -> BundleRequest {
    let mut request = BundleRequest::new(fixture("split/entry.ts").display().to_string(), target);
    request.minify = minify;
    request.public_path = "/base/".to_string();
    request.code_splitting = true;
    request
}

/// Each chunk's module file names (relative to the fixture), by chunk file stem.
fn layout(output: &BundleOutput, root: &Path) -> Vec<(String, ChunkKind, Vec<String>)> {
    output
        .chunks
        .iter()
        .map(|chunk| {
            let stem = chunk
                .file_name
                .trim_start_matches("assets/js/")
                .split('.')
                .next()
                .unwrap_or_default()
                .to_string();
            let modules = chunk
                .modules
                .iter()
                .map(|m| match m {
                    ModuleName::File(path) => path
                        .strip_prefix(root)
                        .unwrap_or(path)
                        .display()
                        .to_string(),
                    other => other.to_string(),
                })
                .collect();
            (stem, chunk.kind, modules)
        })
        .collect()
}

fn file(name: &str) -> ModuleName {
    ModuleName::File(fixture("split").join(name))
}

#[test]
fn dynamic_imports_become_async_chunks_and_shared_modules_a_shared_chunk() {
    let output = bundle(&split_request(Target::Browser, false)).unwrap();
    let strings = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(
        layout(&output, &fixture("split")),
        vec![
            (
                "main".into(),
                ChunkKind::Main,
                strings(&["entry.ts", "common.ts", "entry.css"])
            ),
            (
                "a".into(),
                ChunkKind::Async,
                strings(&["a.ts", "a-dep.ts", "a.css"])
            ),
            // b.ts is imported by c.ts (loaded from b) too, so it is shared by b and c.
            ("b".into(), ChunkKind::SharedAsync, strings(&["b.ts"])),
            (
                "shared".into(),
                ChunkKind::SharedAsync,
                strings(&["both.ts"])
            ),
            ("c".into(), ChunkKind::Async, strings(&["c.ts"])),
            ("legacy".into(), ChunkKind::Async, strings(&["legacy.cjs"])),
        ]
    );
    assert_eq!(output.module_count, 10);
    let needs = |target: &str| -> Vec<String> {
        output
            .dynamic_imports
            .iter()
            .find(|import| import.target == file(target))
            .map(|import| {
                import
                    .chunks
                    .iter()
                    .map(|c| c.split('.').next().unwrap().to_string())
                    .collect()
            })
            .unwrap()
    };
    assert_eq!(needs("a.ts"), ["assets/js/a", "assets/js/shared"]);
    assert_eq!(needs("b.ts"), ["assets/js/b", "assets/js/shared"]);
    assert_eq!(
        needs("c.ts"),
        ["assets/js/b", "assets/js/shared", "assets/js/c"]
    );
    assert_eq!(needs("legacy.cjs"), ["assets/js/legacy"]);
    let main = output.main_chunk();
    assert_eq!(main.code, output.js);
    for lazy_only in [
        "A_ONLY",
        "A_DEP_ONLY",
        "SHARED_AB",
        "B_ONLY",
        "C_ONLY",
        "LEGACY",
    ] {
        assert!(
            !main.code.contains(lazy_only),
            "{lazy_only} in the main chunk"
        );
    }
    // Module names in each chunk's comments agree with Chunk::modules.
    for chunk in &output.chunks {
        assert_eq!(module_names(&chunk.code).len(), chunk.modules.len());
    }
}

#[test]
fn chunk_file_names_carry_the_content_hash_and_bundles_are_deterministic() {
    for minify in [false, true] {
        let first = bundle(&split_request(Target::Browser, minify)).unwrap();
        let second = bundle(&split_request(Target::Browser, minify)).unwrap();
        assert_eq!(first.chunks, second.chunks);
        assert_eq!(first.dynamic_imports, second.dynamic_imports);
        for chunk in &first.chunks {
            let hash = ferrosaurus_bundler::content_hash(chunk.code.as_bytes());
            assert!(
                chunk.file_name.ends_with(&format!(".{hash}.js")),
                "{}",
                chunk.file_name
            );
        }
        // The main chunk names every async chunk file it may load.
        for chunk in &first.chunks[1..] {
            assert!(first.js.contains(&chunk.file_name), "{}", chunk.file_name);
        }
    }
}

#[test]
fn css_of_lazy_modules_goes_into_the_one_stylesheet_after_the_main_css() {
    let output = bundle(&split_request(Target::Browser, false)).unwrap();
    let entry = output.css.find(".entry").expect("main CSS");
    let lazy = output.css.find(".lazy-a").expect("lazy CSS");
    assert!(entry < lazy, "{}", output.css);
    for chunk in &output.chunks {
        assert!(!chunk.code.contains("lazy-a"), "CSS text is not in the JS");
    }
}

#[test]
fn unsplit_browser_bundles_keep_one_chunk_and_import_still_works() {
    let mut request = split_request(Target::Browser, true);
    request.code_splitting = false;
    let output = bundle(&request).unwrap();
    assert_eq!(output.chunks.len(), 1);
    assert!(output.js.contains("SHARED_AB"));
    let dir = tempfile::tempdir().unwrap();
    let stdout = run_node(
        dir.path(),
        "run.js",
        &format!("{}\n{CHECK_SCRIPT}", output.js),
    );
    assert_eq!(
        serde_json::from_str::<Value>(stdout.trim()).unwrap(),
        expected_report(false)
    );
}

#[test]
fn node_bundles_keep_one_chunk_and_import_resolves_through_a_promise() {
    let output = bundle(&split_request(Target::Node, false)).unwrap();
    assert_eq!(output.chunks.len(), 1);
    assert!(output
        .dynamic_imports
        .iter()
        .all(|import| import.chunks.is_empty()));
    assert_eq!(output.dynamic_imports.len(), 4);
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("server.js"), &output.js).unwrap();
    let stdout = run_node(
        dir.path(),
        "run.js",
        &format!("require('./server.js');\n{CHECK_SCRIPT}"),
    );
    assert_eq!(
        serde_json::from_str::<Value>(stdout.trim()).unwrap(),
        expected_report(false)
    );
}

/// Loads the lazy modules through `globalThis.__split` and prints what arrived.
const CHECK_SCRIPT: &str = r#"
(async () => {
  const split = globalThis.__split;
  const a = await split.loadA();
  const b = await split.loadB();
  const c = await b.loadC();
  const legacy = await b.loadLegacy();
  const again = await split.loadB();
  const report = {
    main: split.main, a: a.a, b: b.b, c: c.c,
    legacy: [legacy.default.value, legacy.value], sameModule: again === b,
  };
  if (globalThis.__scripts) report.scripts = globalThis.__scripts;
  console.log(JSON.stringify(report));
})().catch((error) => { console.error(error); process.exit(1); });
"#;

fn expected_report(with_scripts: bool) -> Value {
    let mut report = json!({
        "main": "common(main)",
        "a": "common(A_ONLY)|A_DEP_ONLY|SHARED_AB|common(main)",
        "b": "B_ONLY|SHARED_AB",
        "c": "C_ONLY|B_ONLY|SHARED_AB",
        "legacy": ["LEGACY", "LEGACY"],
        "sameModule": true,
    });
    if with_scripts {
        report["scripts"] = json!(["a", "shared", "b", "c", "legacy"]);
    }
    report
}

/// A fake `document` whose `<script>` elements run the file under `dir` (the URL
/// without the public path) on the next tick, then fire `onload`.
const FAKE_DOCUMENT: &str = r#"
const fs = require('fs');
const path = require('path');
const vm = require('vm');
globalThis.__scripts = [];
globalThis.document = {
  createElement(tag) {
    if (tag !== 'script') throw new Error('unexpected element ' + tag);
    return {};
  },
  head: {
    appendChild(script) {
      const file = script.src.replace(/^\/base\//, '');
      globalThis.__scripts.push(path.basename(file).split('.')[0]);
      setTimeout(() => {
        try {
          vm.runInThisContext(fs.readFileSync(path.join(__dirname, file), 'utf8'), { filename: file });
        } catch (error) {
          script.onerror(error);
          return;
        }
        script.onload();
      }, 1);
    },
  },
};
"#;

fn write_chunks(dir: &Path, chunks: &[Chunk]) {
    for chunk in chunks {
        let path = dir.join(&chunk.file_name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, &chunk.code).unwrap();
    }
}

#[test]
fn the_browser_loader_fetches_each_needed_chunk_once_with_script_tags() {
    for minify in [false, true] {
        let output = bundle(&split_request(Target::Browser, minify)).unwrap();
        let dir = tempfile::tempdir().unwrap();
        write_chunks(dir.path(), &output.chunks);
        let script = format!(
            "{FAKE_DOCUMENT}\nvm.runInThisContext(fs.readFileSync(path.join(__dirname, {:?}), 'utf8'));\n{CHECK_SCRIPT}",
            output.main_chunk().file_name
        );
        let stdout = run_node(dir.path(), "run.js", &script);
        assert_eq!(
            serde_json::from_str::<Value>(stdout.trim()).unwrap(),
            expected_report(true),
            "minify: {minify}"
        );
    }
}

#[test]
fn chunks_that_ran_before_the_main_chunk_are_not_fetched_again() {
    let output = bundle(&split_request(Target::Browser, true)).unwrap();
    let dir = tempfile::tempdir().unwrap();
    write_chunks(dir.path(), &output.chunks);
    // As with <script async> tags for the route's chunks ahead of the main chunk.
    let a_chunks = output.chunks_for(&[file("a.ts")]);
    let mut script = FAKE_DOCUMENT.to_string();
    for chunk in a_chunks.iter().rev() {
        script.push_str(&format!(
            "vm.runInThisContext(fs.readFileSync(path.join(__dirname, {:?}), 'utf8'));\n",
            chunk.file_name
        ));
    }
    script.push_str("globalThis.__split.loadA().then((a) => console.log(JSON.stringify([a.a, globalThis.__scripts])));\n");
    let stdout = run_node(dir.path(), "run.js", &script);
    assert_eq!(
        serde_json::from_str::<Value>(stdout.trim()).unwrap(),
        json!(["common(A_ONLY)|A_DEP_ONLY|SHARED_AB|common(main)", []])
    );
}

#[test]
fn snapshot_of_a_split_bundle() {
    let mut request = BundleRequest::new("entry", Target::Browser);
    request.code_splitting = true;
    for (name, source) in [
        ("entry", "import { shared } from 'shared';\nexport const load = () => import('lazy');\nexport const value = shared;\n"),
        ("lazy", "import { shared } from 'shared';\nimport { only } from 'lazy-only';\nexport const lazy = shared + only;\n"),
        ("lazy-only", "export const only = 'only';\n"),
        ("shared", "export const shared = 'shared';\n"),
    ] {
        request.virtual_modules.insert(name.to_string(), source.to_string());
    }
    let output = bundle(&request).unwrap();
    let text: Vec<String> = output
        .chunks
        .iter()
        .map(|chunk| format!("==> {} ({:?})\n{}", chunk.file_name, chunk.kind, chunk.code))
        .collect();
    insta::assert_snapshot!("split_bundle", text.join("\n"));
}

/// The `split-pages` fixture: an entry whose page registry imports each page lazily,
/// as the build's `@generated/pages` does with lazy pages.
fn pages_request(target: Target) -> BundleRequest {
    let mut request = BundleRequest::new(
        fixture("split-pages/entry.tsx").display().to_string(),
        target,
    );
    request.minify = true;
    request.code_splitting = true;
    request.virtual_modules.insert(
        "react/jsx-runtime".to_string(),
        "export function jsx(type: any, props: any) { return typeof type === 'function' ? type(props) : { type, props }; }\nexport const jsxs = jsx;\n".to_string(),
    );
    request
}

fn page(name: &str) -> ModuleName {
    ModuleName::File(fixture("split-pages/src/pages").join(name))
}

#[test]
fn lazily_imported_react_pages_get_a_chunk_each_and_stay_out_of_the_main_chunk() {
    let output = bundle(&pages_request(Target::Browser)).unwrap();
    let kinds: Vec<ChunkKind> = output.chunks.iter().map(|c| c.kind).collect();
    assert_eq!(kinds, [ChunkKind::Main, ChunkKind::Async, ChunkKind::Async]);
    let main = output.main_chunk();
    for page_code in ["PRICING_PAGE_CODE", "PRICE_TABLE_CODE", "ABOUT_PAGE_CODE"] {
        assert!(
            !main.code.contains(page_code),
            "{page_code} in the main chunk"
        );
    }
    assert!(
        main.code.contains("layout"),
        "the layout both use stays in main"
    );
    let pricing = output.chunks_for(&[page("pricing.tsx")]);
    assert_eq!(pricing.len(), 2);
    assert!(pricing[1].file_name.starts_with("assets/js/pricing."));
    assert!(
        pricing[1].code.contains("PRICING_PAGE_CODE")
            && pricing[1].code.contains("PRICE_TABLE_CODE")
    );
    assert!(!pricing[1].code.contains("ABOUT_PAGE_CODE"));
    let about = output.chunks_for(&[page("about.tsx")]);
    assert!(
        about[1].file_name.starts_with("assets/js/about.")
            && about[1].code.contains("ABOUT_PAGE_CODE")
    );

    let dir = tempfile::tempdir().unwrap();
    write_chunks(dir.path(), &output.chunks);
    let script = format!(
        "{}\nvm.runInThisContext(fs.readFileSync(path.join(__dirname, {:?}), 'utf8'));\n\
         globalThis.__pages.render('src/pages/about.tsx').then((tree) => console.log(JSON.stringify([tree, globalThis.__scripts])));\n",
        FAKE_DOCUMENT.replace("/^\\/base\\//", "/^\\//"),
        main.file_name
    );
    let stdout = run_node(dir.path(), "run.js", &script);
    assert_eq!(
        serde_json::from_str::<Value>(stdout.trim()).unwrap(),
        json!([
            {"type": "main", "props": {"className": "layout", "children": {"type": "section", "props": {"data-text": "ABOUT_PAGE_CODE"}}}},
            ["about"]
        ])
    );
}

#[test]
fn first_load_js_counts_the_main_chunk_and_the_route_chunks() {
    let output = bundle(&pages_request(Target::Browser)).unwrap();
    let docs = first_load_js(&output.chunks_for(&[]));
    assert_eq!((docs.files, docs.raw_bytes), (1, output.js.len()));
    assert!(docs.gzip_bytes > 0 && docs.gzip_bytes < docs.raw_bytes);
    let pricing_chunks = output.chunks_for(&[page("pricing.tsx")]);
    let pricing = first_load_js(&pricing_chunks);
    assert_eq!(pricing.files, 2);
    assert_eq!(
        pricing.raw_bytes,
        output.js.len() + pricing_chunks[1].code.len()
    );
    assert!(pricing.gzip_bytes > docs.gzip_bytes);
    // A module that no import() loads adds nothing.
    assert_eq!(
        first_load_js(&output.chunks_for(&[page("missing.tsx")])),
        docs
    );
}
