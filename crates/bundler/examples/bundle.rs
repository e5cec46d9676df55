//! Bundles one entry file and prints sizes and timing.
//!
//! `cargo run -p ferrosaurus-bundler --release --example bundle -- ENTRY browser|node [--minify] [OUT.js]`

use std::time::Instant;

use ferrosaurus_bundler::{bundle, BundleRequest, Target};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [entry, target, rest @ ..] = args.as_slice() else {
        eprintln!("usage: bundle ENTRY browser|node [--minify] [OUT.js]");
        std::process::exit(2);
    };
    let target = if target == "node" { Target::Node } else { Target::Browser };
    let mut request = BundleRequest::new(entry.clone(), target);
    request.minify = rest.iter().any(|a| a == "--minify");
    let started = Instant::now();
    match bundle(&request) {
        Ok(output) => {
            eprintln!(
                "{} modules, {} bytes JS, {} bytes CSS, {} assets in {:.0?}",
                output.module_count,
                output.js.len(),
                output.css.len(),
                output.assets.len(),
                started.elapsed()
            );
            if let Some(out) = rest.iter().find(|a| !a.starts_with("--")) {
                std::fs::write(out, &output.js).expect("write the bundle");
            }
        }
        Err(err) => {
            eprintln!("error: {err}");
            std::process::exit(1);
        }
    }
}
