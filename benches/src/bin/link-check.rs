//! Link-check figures (issue 13): for the generated corpora, the time of the build's `links`
//! stage (every built page scanned once, every internal link and anchor checked) and its share
//! of the whole build, read from the build summary of the release binary. Target: <= 5%.
//!
//! ```sh
//! cargo build --release -p ferrosaurus -p ferrosaurus-benches
//! target/release/link-check                 # the 1,000- and 10,000-page corpora
//! target/release/link-check 1000 --runs 3   # chosen sizes, the median of 3 builds each
//! ```
//!
//! `FERROSAURUS=/path/to/binary` measures another binary (default `target/release/ferrosaurus`).
//! The first build of a corpus warms the theme install and is not measured when `--runs` > 1.

use std::path::{Path, PathBuf};
use std::process::Command;

fn main() -> std::process::ExitCode {
    match run() {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("link-check bench: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}

struct Args {
    sizes: Vec<usize>,
    runs: usize,
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args { sizes: Vec::new(), runs: 1 };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--runs" => args.runs = it.next().and_then(|n| n.parse().ok()).filter(|&n| n > 0).ok_or("--runs N (N >= 1)")?,
            size => args.sizes.push(size.parse().map_err(|_| format!("not a page count: {size}; usage: link-check [N...] [--runs R]"))?),
        }
    }
    if args.sizes.is_empty() {
        args.sizes = vec![1_000, 10_000];
    }
    Ok(args)
}

/// One build's figures, from its summary.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Build {
    total_s: f64,
    links_s: f64,
}

fn run() -> Result<(), String> {
    let args = parse_args()?;
    let binary = std::env::var_os("FERROSAURUS").map(PathBuf::from).unwrap_or_else(|| PathBuf::from("target/release/ferrosaurus"));
    println!("link checking as a share of the build ({}, {} core(s)); target <= 5%", binary.display(), std::thread::available_parallelism().map_or(1, |n| n.get()));
    for &pages in &args.sizes {
        let work = tempfile::tempdir().map_err(|e| e.to_string())?;
        let site = work.path().join("site");
        ferrosaurus_benches::write_corpus(&site, &ferrosaurus_benches::CorpusOptions::new(pages)).map_err(|e| e.to_string())?;
        if args.runs > 1 {
            build(&binary, &site, &work.path().join("warm-up"))?;
        }
        let mut builds = Vec::new();
        let mut detail = String::new();
        for run in 0..args.runs {
            let (figures, links_detail) = build(&binary, &site, &work.path().join(format!("out-{run}")))?;
            builds.push(figures);
            detail = links_detail;
        }
        let total = median(builds.iter().map(|b| b.total_s).collect());
        let links = median(builds.iter().map(|b| b.links_s).collect());
        println!(
            "  {pages:>6}-page corpus: build {total:>7.2} s, link check {:>7.3} s = {:>4.1}% of the build ({detail}; median of {} build(s))",
            links,
            100.0 * links / total,
            args.runs
        );
    }
    Ok(())
}

/// Builds `site` into `out` and reads the summary: total seconds, the `links` stage's seconds
/// and what it checked.
fn build(binary: &Path, site: &Path, out: &Path) -> Result<(Build, String), String> {
    let output = Command::new(binary).args(["build", "--plain", "--no-install", "--out-dir"]).arg(out).arg(site).output().map_err(|e| format!("{}: {e}", binary.display()))?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    if !output.status.success() {
        return Err(format!("the build failed:\n{}", stderr.lines().rev().take(30).collect::<Vec<_>>().into_iter().rev().collect::<Vec<_>>().join("\n")));
    }
    let _ = std::fs::remove_dir_all(out);
    parse_summary(&stderr).ok_or_else(|| format!("no `built ... in Xs` and `links` lines in:\n{stderr}"))
}

/// `built 1002 routes: ... in 12.34s` and the summary's `  links  0.21s  1002 pages, ...` line.
fn parse_summary(stderr: &str) -> Option<(Build, String)> {
    let summary: Vec<&str> = stderr.lines().skip_while(|l| !l.starts_with("built ")).collect();
    let total_s = summary.first()?.rsplit(" in ").next()?.trim().strip_suffix('s')?.parse().ok()?;
    // several locales give several `links` lines: their sum is the check's time
    let mut links_s = 0.0;
    let mut detail = None;
    for line in summary.iter().skip(1) {
        let Some(rest) = line.trim_start().strip_prefix("links ") else { continue };
        let rest = rest.trim_start();
        let (seconds, what) = rest.split_once("s ").unwrap_or((rest.trim_end_matches('s'), ""));
        links_s += seconds.trim().parse::<f64>().ok()?;
        detail = Some(what.trim().to_string());
    }
    Some((Build { total_s, links_s }, detail?))
}

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_build_summary() {
        let stderr = "[  links]    0.01s  11 pages, 109 links\nbuilt 11 routes: 46 files, 0.8 MiB in 4.73s\n  load        0.02s  11 routes\n  postBuild    0.00s  3 plugins\n  links       0.25s  11 pages, 109 links, 2 broken links\n";
        let (build, detail) = parse_summary(stderr).unwrap();
        assert_eq!(build, Build { total_s: 4.73, links_s: 0.25 });
        assert_eq!(detail, "11 pages, 109 links, 2 broken links");
        assert!(parse_summary("built 1 routes: 1 files, 0.0 MiB in 1.00s\n").is_none(), "no links line");
    }
}
