//! Builds this site with ferrosaurus: `cargo run -p build` (or `-- serve` to serve it on
//! http://localhost:3000).
fn main() -> std::process::ExitCode {
    ferrosaurus_cli::main_with_default_dir(std::path::Path::new(env!("CARGO_MANIFEST_DIR")))
}
