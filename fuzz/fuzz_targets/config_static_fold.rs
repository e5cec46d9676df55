//! The config reader's static fold on arbitrary source text: a value or an error, never a
//! panic, a stack overflow or a stall. Relative imports resolve inside a scratch folder.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let source = String::from_utf8_lossy(data);
    let dir = std::env::temp_dir().join("ferrosaurus-fuzz-config");
    let file = dir.join("docusaurus.config.ts");
    if let Ok(raw) = ferrosaurus_config::eval::eval_source(&file, source.into_owned()) {
        let _ = ferrosaurus_config::resolve_site_config(&raw, &file);
    }
});
