//! The front matter parser on arbitrary documents: a parsed source or a diagnostic that names
//! the file, never a panic, a stack overflow or a stall.
#![no_main]

use std::path::Path;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let source = String::from_utf8_lossy(data);
    let file = Path::new("docs/fuzz.md");
    if let Err(d) = ferrosaurus_markdown::parse_front_matter(&source, file) {
        assert_eq!(d.file.as_deref(), Some(file));
    }
});
