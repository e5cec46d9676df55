//! Writes the normalized form of a built site (see `tests/golden/normalize.rs`):
//! `cargo run -p ferrosaurus-build --example golden_normalize -- <build folder> <out folder>`.
//! `benches/docusaurus/golden.sh` runs it over Docusaurus's build of the golden fixture.

#[path = "../tests/golden/normalize.rs"]
mod normalize;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [build, out] = args.as_slice() else {
        eprintln!("usage: golden_normalize <build folder> <out folder>");
        std::process::exit(2);
    };
    match normalize::write_expected(std::path::Path::new(build), std::path::Path::new(out)) {
        Ok(pages) => println!("{pages} pages normalized into {out}"),
        Err(e) => {
            eprintln!("golden_normalize: {e}");
            std::process::exit(1);
        }
    }
}
