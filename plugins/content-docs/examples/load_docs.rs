//! Loads a site's docs and prints routes, sidebars and diagnostics:
//! `cargo run -p ferrosaurus-content-docs --example load_docs -- site`.
use ferrosaurus_core::LoadContext;

fn main() {
    let dir = std::path::PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| "site".into()));
    let loaded = ferrosaurus_config::load_site_config(&dir).expect("config");
    for options in &loaded.config.docs {
        let plugin = ferrosaurus_content_docs::DocsPlugin::new(options.clone());
        let out = plugin.load(&LoadContext::new(&dir, &loaded.config)).expect("load");
        for d in &out.diagnostics {
            println!("{d}");
        }
        for r in &out.routes {
            println!("{} [{:?}] {}", r.page.route, r.page.kind, r.page.title);
        }
        for (id, items) in &out.sidebars {
            println!("sidebar {id}: {:?}", ferrosaurus_content_docs::sidebar_labels(items));
        }
    }
}
