//! Renders the API reference of a large real spec (Twilio REST API v2010: 197 operations,
//! 1.5 MB of YAML, the test fixture) and prints pages per second.
//!
//! `cargo run --release -p ferrosaurus-openapi-docs --example pages_per_second [SPEC] [RUNS]`
//! (SPEC relative to the crate's `tests/fixtures`, default `twilio/twilio_api_v2010.yaml`).

use std::path::Path;
use std::time::Instant;

use ferrosaurus_core::{DocsOptions, LoadContext, SiteConfig};
use ferrosaurus_openapi_docs::OpenApiPlugin;

fn main() {
    let mut args = std::env::args().skip(1);
    let spec = args.next().unwrap_or_else(|| "twilio/twilio_api_v2010.yaml".into());
    let runs: usize = args.next().and_then(|r| r.parse().ok()).unwrap_or(3);
    let site_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let mut config = SiteConfig::default_for_test();
    let mut docs = DocsOptions::defaults();
    docs.route_base_path = "/".into();
    config.docs.push(docs);
    // OPENAPI_LANGUAGES=curl,python limits the code samples (to see what they cost)
    if let Ok(languages) = std::env::var("OPENAPI_LANGUAGES") {
        let tabs: Vec<serde_json::Value> = languages.split(',').map(|l| serde_json::json!({"language": l})).collect();
        config.theme_config.extra.insert("languageTabs".into(), serde_json::Value::Array(tabs));
    }
    let options = serde_json::json!({"config": {"api": {"specPath": spec, "outputDir": "docs/api",
        "sidebarOptions": {"groupPathsBy": "tag", "categoryLinkSource": "tag"}, "hideSendButton": true}}});
    let plugin = OpenApiPlugin::from_options(&options, &config).expect("options");
    let ctx = LoadContext::new(&site_dir, &config);
    let mut best = f64::MAX;
    let mut pages = 0;
    let mut bytes = 0;
    for run in 1..=runs {
        let start = Instant::now();
        let out = plugin.load(&ctx).expect("load");
        let secs = start.elapsed().as_secs_f64();
        pages = out.routes.len();
        bytes = out.routes.iter().map(|r| r.page.html.as_ref().map_or(0, String::len)).sum::<usize>();
        let errors = out.diagnostics.iter().filter(|d| d.is_error()).count();
        println!("run {run}: {pages} pages in {:.3} s = {:.0} pages/s ({errors} errors, {} diagnostics)", secs, pages as f64 / secs, out.diagnostics.len());
        best = best.min(secs);
        // OPENAPI_PRINT_ROUTES=1 lists the page routes (to compare with the plugin's file names)
        if run == 1 && std::env::var_os("OPENAPI_PRINT_ROUTES").is_some() {
            out.routes.iter().for_each(|r| eprintln!("{}", r.page.route));
        }
        // OPENAPI_HTML_OUT=<dir> writes each page's content HTML as <dir><route>.html
        if let (1, Some(dir)) = (run, std::env::var_os("OPENAPI_HTML_OUT")) {
            for r in &out.routes {
                let path = Path::new(&dir).join(format!("{}.html", r.page.route.trim_start_matches('/')));
                std::fs::create_dir_all(path.parent().expect("a file in a folder")).expect("create the folder");
                std::fs::write(&path, r.page.html.as_deref().unwrap_or("")).expect("write the page");
            }
        }
    }
    // OPENAPI_GEN_OUT=<dir> also writes what gen-api-docs would (to compare with the plugin's)
    if let Some(dir) = std::env::var_os("OPENAPI_GEN_OUT") {
        let generated = plugin.generate_api_docs(&site_dir);
        for file in &generated.files {
            let path = Path::new(&dir).join(&file.path);
            std::fs::create_dir_all(path.parent().expect("a file in a folder")).expect("create the folder");
            std::fs::write(&path, &file.contents).expect("write the file");
        }
        println!("gen-api-docs: {} files in {}", generated.files.len(), Path::new(&dir).display());
    }
    println!("best: {pages} pages, {:.1} MB of HTML, {:.3} s = {:.0} pages/s", bytes as f64 / 1e6, best, pages as f64 / best);
}
