//! Writes the normalized form of a built site (see `tests/golden/normalize.rs`):
//! `cargo run -p ferrosaurus-build --example golden_normalize -- <build folder> <out folder> [full|head]`.
//! `benches/docusaurus/golden.sh` runs it over Docusaurus's build of each variant of the golden
//! fixture (`head` leaves the body's outline out).

#[path = "../tests/golden/normalize.rs"]
mod normalize;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (build, out, detail) = match args.as_slice() {
        [build, out] => (build, out, Some(normalize::Detail::Full)),
        [build, out, detail] => (build, out, normalize::Detail::parse(detail)),
        _ => (&String::new(), &String::new(), None),
    };
    let Some(detail) = detail.filter(|_| !build.is_empty()) else {
        eprintln!("usage: golden_normalize <build folder> <out folder> [full|head]");
        std::process::exit(2);
    };
    match normalize::write_expected(std::path::Path::new(build), std::path::Path::new(out), detail) {
        Ok(pages) => println!("{pages} pages normalized into {out}"),
        Err(e) => {
            eprintln!("golden_normalize: {e}");
            std::process::exit(1);
        }
    }
}
