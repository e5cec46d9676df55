//! Rebuilds this crate when the theme it embeds changes: `include_dir!` (theme.rs) cannot tell
//! cargo which files it read on stable Rust, so an edit under theme/src was not picked up until
//! something else in this crate changed.

fn main() {
    println!("cargo:rerun-if-changed=../../theme/src");
}
