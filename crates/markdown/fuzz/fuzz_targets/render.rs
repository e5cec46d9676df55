//! Arbitrary bytes through front matter, the MDX layer, Markdown and highlighting, as `.md`
//! and as `.mdx`: must never panic. Run with `cargo +nightly fuzz run render` in this folder.

#![no_main]

use std::path::Path;

use ferrosaurus_markdown::{parse_front_matter, render, MarkdownOptions, NoLinks};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let source = String::from_utf8_lossy(data);
    for name in ["docs/fuzz.md", "docs/fuzz.mdx"] {
        let file = Path::new(name);
        if let Ok(parsed) = parse_front_matter(&source, file) {
            let _ = render(&parsed, file, &MarkdownOptions::new(&NoLinks));
        }
    }
});
