//! `ferrosaurus build [DIR]`, `ferrosaurus serve [DIR]`.
fn main() -> std::process::ExitCode {
    ferrosaurus_cli::main_with_default_dir(std::path::Path::new("."))
}
