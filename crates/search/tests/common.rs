//! The oracle folder (lunr, lunr-languages and the search plugin from npm), shared by the
//! oracle tests.

use std::path::{Path, PathBuf};

/// `tests/oracle`: the npm packages and the scripts that run them.
pub(crate) fn oracle_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/oracle")
}

/// Installs the oracle folder's npm packages from its lock file, once (tests running in
/// parallel wait for one install instead of racing `npm ci`).
pub(crate) fn install_oracle() {
    ferrosaurus_npm::ensure_installed(&oracle_dir(), "the oracle's npm packages", ferrosaurus_npm::CiOptions::default(), &mut |m| eprintln!("{m}"))
        .expect("the oracle's npm packages (lunr, lunr-languages, the search plugin)");
}
