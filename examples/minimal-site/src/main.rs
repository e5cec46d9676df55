//! Embedding ferrosaurus: build a site folder from your own program.
//! `cargo run -p minimal-site` builds examples/minimal-site/site into site/build.

use ferrosaurus_build::{build, BuildOptions};

fn main() -> std::process::ExitCode {
    let site = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("site");
    let options = BuildOptions::new(site);
    match build(&options) {
        Ok(report) => {
            print!("{report}");
            std::process::ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            std::process::ExitCode::FAILURE
        }
    }
}
