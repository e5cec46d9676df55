//! The theme's npm dependencies (and any other folder's with a lock file): installed with
//! `npm ci` when `node_modules` is missing or older than `package-lock.json`, one install of
//! a folder at a time (see [`ferrosaurus_npm`]).

use std::path::Path;

pub use ferrosaurus_npm::{node_available, NpmAction, NpmError};

use crate::BuildError;

/// Installs the npm dependencies of `dir` (a folder with package.json + package-lock.json)
/// if needed, or waits for an install of it running elsewhere.
pub fn ensure_installed(dir: &Path, log: &mut dyn FnMut(&str)) -> Result<NpmAction, BuildError> {
    Ok(ferrosaurus_npm::ensure_installed(dir, "the theme's npm dependencies", ferrosaurus_npm::CiOptions::default(), log)?)
}

impl From<NpmError> for BuildError {
    fn from(error: NpmError) -> Self {
        let tool = if matches!(error, NpmError::NodeMissing) { "node" } else { "npm" };
        BuildError::Tool { tool, message: error.to_string() }
    }
}
