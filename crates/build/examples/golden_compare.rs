//! Compares two builds of the same site page by page, as the golden test does (see
//! `tests/golden/compare.rs`), and prints what differs:
//! `cargo run -p ferrosaurus-build --example golden_compare -- <Docusaurus build> <ferrosaurus build> [--exclude PREFIX]...`.
//! `benches/docusaurus/compare-site.sh` runs it over both builds of `site/`. Files whose path
//! starts with an excluded prefix are left out on both sides (what another issue adds).
//! Exits 1 when something fails (not for the reported structure).

#[path = "../tests/golden/normalize.rs"]
mod normalize;

#[path = "../tests/golden/compare.rs"]
mod compare;

use std::path::Path;

use compare::Findings;

struct Args {
    docusaurus: String,
    ferrosaurus: String,
    excluded: Vec<String>,
}

fn args() -> Option<Args> {
    let mut rest = std::env::args().skip(1);
    let (mut builds, mut excluded) = (Vec::new(), Vec::new());
    while let Some(arg) = rest.next() {
        if arg == "--exclude" {
            excluded.push(rest.next()?);
        } else {
            builds.push(arg);
        }
    }
    let [docusaurus, ferrosaurus] = <[String; 2]>::try_from(builds).ok()?;
    Some(Args { docusaurus, ferrosaurus, excluded })
}

fn main() {
    let Some(args) = args() else {
        eprintln!("usage: golden_compare <Docusaurus build> <ferrosaurus build> [--exclude PREFIX]...");
        std::process::exit(2);
    };
    let (theirs_dir, ours_dir) = (Path::new(&args.docusaurus), Path::new(&args.ferrosaurus));
    let kept = |files: Vec<String>| -> Vec<String> { files.into_iter().filter(|f| !args.excluded.iter().any(|p| f.starts_with(p.as_str()))).collect() };
    let theirs_files = kept(normalize::site_files(theirs_dir));
    let ours_files = kept(normalize::site_files(ours_dir));
    let mut findings = Findings::new(&[]);
    findings.compare_files(&theirs_files, &ours_files);
    for file in theirs_files.iter().filter(|f| f.ends_with(".html")) {
        let (Ok(theirs), Ok(ours)) = (std::fs::read_to_string(theirs_dir.join(file)), std::fs::read_to_string(ours_dir.join(file))) else { continue };
        findings.compare_page(file, &normalize::summarize(&theirs), &normalize::summarize(&ours));
    }
    println!("{}{}", findings.report, findings.structure_tally());
    if findings.failures.is_empty() {
        println!("no failures");
    } else {
        println!("\nfailures:\n{}", findings.failures);
        std::process::exit(1);
    }
}
