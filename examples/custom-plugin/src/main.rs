//! `cargo run -p custom-plugin` builds examples/custom-plugin/site with the changelog plugin.

use ferrosaurus_build::{BuildOptions, Builder};

fn main() -> std::process::ExitCode {
    let site = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("site");
    let plugin = custom_plugin::ChangelogPlugin::new(vec![("1.1.0", "Faster builds"), ("1.0.0", "First release")]);
    match Builder::new(BuildOptions::new(site)).plugin(plugin).build() {
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
