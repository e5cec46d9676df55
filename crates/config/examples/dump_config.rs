//! Prints a site's resolved config and its warnings: `cargo run -p ferrosaurus-config --example dump_config -- site`.
fn main() {
    let dir = std::env::args().nth(1).unwrap_or_else(|| "site".into());
    match ferrosaurus_config::load_site_config(std::path::Path::new(&dir)) {
        Ok(loaded) => {
            for d in &loaded.diagnostics {
                eprintln!("{d}");
            }
            println!("{:#?}", loaded.config);
        }
        Err(e) => eprintln!("{e}"),
    }
}
