//! Bundles one entry file and prints module count, sizes (each chunk raw and gzip) and time.
//!
//! ```text
//! cargo run -p ferrosaurus-bundler --release --example bundle -- \
//!     ENTRY browser|node [--minify] [--split] [--alias PREFIX=DIR[,DIR...]]... \
//!     [--virtual NAME=FILE]... [--root NODE_MODULES]... [--out OUT.js] [--css OUT.css]
//! ```

use std::path::PathBuf;
use std::time::Instant;

use ferrosaurus_bundler::{bundle, first_load_js, process_css, BundleRequest, Target};

fn main() {
    let mut args = std::env::args().skip(1);
    let (Some(entry), Some(target)) = (args.next(), args.next()) else {
        eprintln!("usage: bundle ENTRY browser|node [--minify] [--split] [--alias P=DIR,..] [--virtual NAME=FILE] [--root DIR] [--out F] [--css F]");
        std::process::exit(2);
    };
    let target = if target == "node" {
        Target::Node
    } else {
        Target::Browser
    };
    let mut request = BundleRequest::new(entry, target);
    let (mut out, mut css_out) = (None, None);
    while let Some(flag) = args.next() {
        let mut value = || args.next().expect("flag needs a value");
        match flag.as_str() {
            "--minify" => request.minify = true,
            "--split" => request.code_splitting = true,
            "--alias" => {
                let value = value();
                let (prefix, dirs) = value.split_once('=').expect("--alias PREFIX=DIR");
                request.aliases.push((
                    prefix.to_string(),
                    dirs.split(',').map(PathBuf::from).collect(),
                ));
            }
            "--virtual" => {
                let value = value();
                let (name, file) = value.split_once('=').expect("--virtual NAME=FILE");
                let source = std::fs::read_to_string(file).expect("read the virtual module");
                request.virtual_modules.insert(name.to_string(), source);
            }
            "--root" => request.node_modules_roots.push(PathBuf::from(value())),
            "--out" => out = Some(value()),
            "--css" => css_out = Some(value()),
            other => panic!("unknown flag {other}"),
        }
    }
    let started = Instant::now();
    let output = bundle(&request).unwrap_or_else(|err| {
        eprintln!("error: {err}");
        std::process::exit(1);
    });
    eprintln!(
        "{} modules, {} bytes JS, {} bytes CSS, {} assets in {:.0?}",
        output.module_count,
        output.js.len(),
        output.css.len(),
        output.assets.len(),
        started.elapsed()
    );
    for chunk in &output.chunks {
        let size = first_load_js(&[chunk]);
        eprintln!(
            "  {:?} {}: {} modules, {} bytes, {} gzip",
            chunk.kind,
            chunk.file_name,
            chunk.modules.len(),
            size.raw_bytes,
            size.gzip_bytes
        );
    }
    let main = first_load_js(&output.chunks_for(&[]));
    eprintln!(
        "first-load JS without lazy targets: {} bytes, {} gzip",
        main.raw_bytes, main.gzip_bytes
    );
    if let Some(out) = out {
        std::fs::write(&out, &output.js).expect("write the bundle");
        // Async chunks go beside the main file, under their own names' file part.
        let dir = std::path::Path::new(&out)
            .parent()
            .unwrap_or(std::path::Path::new("."));
        for chunk in &output.chunks[1..] {
            let name = chunk
                .file_name
                .rsplit('/')
                .next()
                .unwrap_or(&chunk.file_name);
            std::fs::write(dir.join(name), &chunk.code).expect("write a chunk");
        }
    }
    if let Some(css_out) = css_out {
        let css =
            process_css(&[(PathBuf::from("bundle.css"), output.css)], request.minify).expect("css");
        std::fs::write(css_out, css).expect("write the CSS");
    }
}
