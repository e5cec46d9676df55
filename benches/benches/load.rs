//! The load stage of a build over the 1,000-page benchmark corpus (`generate_corpus` of this
//! package): config read statically, then the docs and pages plugins (front matter, ids,
//! permalinks, Markdown rendering in parallel, sidebars).
//!
//! Run: `cargo bench -p ferrosaurus-benches --bench load`.

#![allow(missing_docs)] // criterion_group! defines an undocumented `pub fn`

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use ferrosaurus_core::LoadContext;

fn load(c: &mut Criterion) {
    let corpus = ferrosaurus_benches::generate_corpus(1000).expect("corpus generated");
    let site = corpus.path();
    let mut group = c.benchmark_group("load");
    group.sample_size(10);
    group.bench_function("config", |b| b.iter(|| ferrosaurus_config::load_site_config(site).expect("config")));
    group.throughput(Throughput::Elements(1001));
    let config = ferrosaurus_config::load_site_config(site).expect("config").config;
    group.bench_function("docs_plugin_1000_pages", |b| {
        b.iter(|| {
            let plugin = ferrosaurus_content_docs::DocsPlugin::new(config.docs[0].clone());
            let out = plugin.load(&LoadContext::new(site, &config)).expect("docs load");
            assert_eq!(out.routes.len(), 1001 + 21, "docs plus tag pages");
            out
        })
    });
    group.finish();
}

criterion_group!(benches, load);
criterion_main!(benches);
