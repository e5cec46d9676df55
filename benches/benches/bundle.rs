//! The assets stage: the theme bundled for the browser (minified) and for Node with SWC, as
//! the build does it (the theme's npm dependencies must be installed: `cargo run -p build` once).
//!
//! Run: `cargo bench -p ferrosaurus-benches --bench bundle`.

#![allow(missing_docs)] // criterion_group! defines an undocumented `pub fn`

use std::path::Path;

use criterion::{criterion_group, criterion_main, Criterion};
use ferrosaurus_bundler::{bundle, BundleRequest, Target};

fn request(theme: &Path, entry: &str, target: Target) -> BundleRequest {
    let mut r = BundleRequest::new(theme.join(entry).to_string_lossy(), target);
    r.minify = target == Target::Browser;
    r.aliases = vec![
        ("@theme/".into(), vec![theme.join("src/theme")]),
        ("@theme-original/".into(), vec![theme.join("src/theme")]),
        ("@docusaurus/".into(), vec![theme.join("src/docusaurus")]),
    ];
    r.node_modules_roots = vec![theme.join("node_modules")];
    r.virtual_modules.insert("@generated/pages".into(), "export default {};".into());
    r
}

fn bundles(c: &mut Criterion) {
    let theme = std::fs::canonicalize(Path::new(env!("CARGO_MANIFEST_DIR")).join("../theme")).expect("theme folder");
    assert!(theme.join("node_modules/react").is_dir(), "install the theme first: cargo run -p build");
    let client = request(&theme, "src/client/entry.tsx", Target::Browser);
    let server = request(&theme, "src/server/entry.tsx", Target::Node);
    let size = bundle(&client).expect("client bundle").js.len();
    println!("theme client bundle: {} KiB minified", size / 1024);
    let mut group = c.benchmark_group("bundle");
    group.sample_size(10);
    group.bench_function("theme_client_minified", |b| b.iter(|| bundle(&client).expect("client bundle")));
    group.bench_function("theme_server", |b| b.iter(|| bundle(&server).expect("server bundle")));
    group.finish();
}

criterion_group!(benches, bundles);
criterion_main!(benches);
