//! Config + sidebars evaluation time per site (issue 7): how long until a site's
//! `docusaurus.config.*` and its docs instances' sidebars files are read, resolved and ready,
//! statically or in Node, as `ferrosaurus build` does it (without installing anything).
//!
//! `cargo run --release -p ferrosaurus-benches --bin config-eval -- [--runs N] DIR...`
//! prints, per site, whether Node ran, and the min / median / max wall time of N runs.

use std::path::PathBuf;
use std::time::{Duration, Instant};

fn main() -> std::process::ExitCode {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut runs = 11;
    if let Some(i) = args.iter().position(|a| a == "--runs") {
        runs = args.get(i + 1).and_then(|n| n.parse().ok()).unwrap_or(runs);
        args.drain(i..(i + 2).min(args.len()));
    }
    if args.is_empty() {
        eprintln!("usage: config-eval [--runs N] SITE_DIR...");
        return std::process::ExitCode::FAILURE;
    }
    println!("{:<48} {:>6} {:>9} {:>9} {:>9}", "site", "node", "min ms", "median ms", "max ms");
    for dir in args.iter().map(PathBuf::from) {
        let mut options = ferrosaurus_config::LoadOptions::default();
        options.install_dependencies = false;
        let mut times: Vec<Duration> = Vec::with_capacity(runs);
        let mut used_node = false;
        for _ in 0..runs {
            let started = Instant::now();
            match ferrosaurus_config::load_site_config_with(&dir, &options) {
                Ok(loaded) => used_node = loaded.node.is_some(),
                Err(e) => {
                    println!("{:<48} error: {e}", dir.display());
                    break;
                }
            }
            times.push(started.elapsed());
        }
        if times.is_empty() {
            continue;
        }
        times.sort();
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        println!(
            "{:<48} {:>6} {:>9.1} {:>9.1} {:>9.1}",
            dir.display(),
            if used_node { "yes" } else { "no" },
            ms(times[0]),
            ms(times[times.len() / 2]),
            ms(times[times.len() - 1])
        );
    }
    std::process::ExitCode::SUCCESS
}
