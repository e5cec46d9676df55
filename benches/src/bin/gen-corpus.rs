//! Writes the benchmark corpus: a complete Docusaurus 3 docs site with N generated docs.
//!
//! `gen-corpus OUT N [--versions V] [--blog-posts P] [--custom-component-percent K] [--docusaurus-faster]`
//!
//! Prints one `key=value` summary line (pages, sections, bytes, words, files).

use std::path::PathBuf;
use std::process::ExitCode;

use ferrosaurus_benches::{write_corpus, CorpusOptions};

const USAGE: &str = "usage: gen-corpus OUT N [--versions V] [--blog-posts P] \
[--custom-component-percent K] [--docusaurus-faster]";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (out, options) = match parse(&args) {
        Ok(parsed) => parsed,
        Err(message) => {
            eprintln!("gen-corpus: {message}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    match write_corpus(&out, &options) {
        Ok(summary) => {
            println!("wrote {}: {summary}", out.display());
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("gen-corpus: {error}");
            ExitCode::FAILURE
        }
    }
}

fn parse(args: &[String]) -> Result<(PathBuf, CorpusOptions), String> {
    let mut positional = Vec::new();
    let mut versions = 0;
    let mut blog_posts = 0;
    let mut percent = 0;
    let mut faster = false;
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        let mut value = |name: &str| rest.next().ok_or_else(|| format!("{name} needs a value"));
        match arg.as_str() {
            "--versions" => versions = number(value("--versions")?, "--versions")?,
            "--blog-posts" => blog_posts = number(value("--blog-posts")?, "--blog-posts")?,
            "--custom-component-percent" => {
                let k = value("--custom-component-percent")?;
                percent = k.parse::<u8>().map_err(|_| format!("--custom-component-percent: `{k}` is not 0-100"))?;
            }
            "--docusaurus-faster" => faster = true,
            "-h" | "--help" => return Err("help".to_owned()),
            flag if flag.starts_with("--") => return Err(format!("unknown option {flag}")),
            _ => positional.push(arg),
        }
    }
    let [out, pages] = positional.as_slice() else {
        return Err("expected OUT and N".to_owned());
    };
    let mut options = CorpusOptions::new(number(pages, "N")?);
    options.versions = versions;
    options.blog_posts = blog_posts;
    options.custom_component_percent = percent;
    options.docusaurus_faster = faster;
    Ok((PathBuf::from(out), options))
}

fn number(text: &str, name: &str) -> Result<usize, String> {
    text.replace('_', "").parse().map_err(|_| format!("{name}: `{text}` is not a number"))
}
