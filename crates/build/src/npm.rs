//! The theme's npm dependencies: installed with `npm ci` when `node_modules` is missing or
//! older than `package-lock.json` (a stamp file records the lock file's hash).

use std::path::Path;
use std::process::Command;

use sha2::{Digest, Sha256};

use crate::BuildError;

const STAMP: &str = "node_modules/.ferrosaurus-lock-sha256";

/// What [`ensure_installed`] did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NpmAction {
    /// node_modules matched the lock file.
    UpToDate,
    /// `npm ci` ran.
    Installed,
}

fn lock_hash(dir: &Path) -> Result<String, BuildError> {
    let lock = dir.join("package-lock.json");
    let bytes = std::fs::read(&lock).map_err(|e| BuildError::io(&lock, e))?;
    Ok(hex::encode(Sha256::digest(&bytes)))
}

/// True when `node` answers `--version`.
pub fn node_available() -> bool {
    Command::new("node").arg("--version").output().is_ok_and(|o| o.status.success())
}

/// Installs the npm dependencies of `dir` (a folder with package.json + package-lock.json) if needed.
pub fn ensure_installed(dir: &Path, log: &mut dyn FnMut(&str)) -> Result<NpmAction, BuildError> {
    let hash = lock_hash(dir)?;
    let stamp = dir.join(STAMP);
    if std::fs::read_to_string(&stamp).is_ok_and(|s| s.trim() == hash) {
        return Ok(NpmAction::UpToDate);
    }
    if !node_available() {
        return Err(BuildError::Tool {
            tool: "node",
            message: "Node.js is needed to install the theme and to render pages; install Node.js 18 or newer (Debian: apt-get install nodejs npm)".into(),
        });
    }
    log(&format!("installing the theme's npm dependencies: npm ci in {}", dir.display()));
    let output = Command::new("npm")
        .args(["ci", "--no-audit", "--no-fund", "--loglevel=error"])
        .current_dir(dir)
        .output()
        .map_err(|e| BuildError::Tool {
            tool: "npm",
            message: if e.kind() == std::io::ErrorKind::NotFound {
                "npm was not found on PATH; install it (Debian: apt-get install npm)".into()
            } else {
                e.to_string()
            },
        })?;
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        // npm puts the reason first and its usage text after it
        let head: Vec<&str> = stderr.lines().filter(|l| !l.trim().is_empty() && l.trim() != "npm error").take(6).collect();
        return Err(BuildError::Tool {
            tool: "npm",
            message: format!("`npm ci` failed in {} ({}):\n{}", dir.display(), output.status, head.join("\n")),
        });
    }
    std::fs::write(&stamp, &hash).map_err(|e| BuildError::io(&stamp, e))?;
    Ok(NpmAction::Installed)
}
