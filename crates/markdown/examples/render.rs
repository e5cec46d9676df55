//! Renders one Markdown/MDX file and prints the HTML, then the TOC and diagnostics on stderr.
//!
//! `cargo run -p ferrosaurus-markdown --example render -- docs/intro.md`
//! (`-- --css` prints the highlighting CSS instead).

use std::path::Path;

use ferrosaurus_markdown::{parse_front_matter, render, MarkdownOptions, NoLinks};

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: render FILE.md");
        std::process::exit(2);
    };
    if path == "--css" {
        print!("{}", ferrosaurus_markdown::highlight_css());
        return;
    }
    let file = Path::new(&path);
    let source = match std::fs::read_to_string(file) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(1);
        }
    };
    let parsed = match parse_front_matter(&source, file) {
        Ok(p) => p,
        Err(d) => {
            eprintln!("{d}");
            std::process::exit(1);
        }
    };
    let rendered = render(&parsed, file, &MarkdownOptions::new(&NoLinks));
    println!("{}", rendered.html);
    for item in &rendered.toc {
        eprintln!("toc: {} #{} {}", item.level, item.id, item.value);
    }
    for d in parsed.diagnostics.iter().chain(&rendered.diagnostics) {
        eprintln!("{d}");
    }
}
