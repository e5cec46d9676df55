//! The output folder: everything is written into a staging folder next to it and swapped in
//! only when the whole build succeeded, so a failed build leaves the previous output whole.

use std::path::{Component, Path, PathBuf};

use crate::BuildError;

/// A staging folder that is removed on drop unless [`Staging::commit`] swapped it in.
#[derive(Debug)]
pub struct Staging {
    dir: PathBuf,
    target: PathBuf,
    committed: bool,
    files: usize,
    bytes: u64,
}

/// Prefix of staging folders (`<site>/.ferrosaurus-tmp-<pid>`); `ferrosaurus` removes stale ones.
pub const STAGING_PREFIX: &str = ".ferrosaurus-tmp-";

impl Staging {
    /// A fresh staging folder beside `target` (same file system, so the swap is a rename).
    pub fn new(target: &Path) -> Result<Self, BuildError> {
        let parent = target.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
        std::fs::create_dir_all(parent).map_err(|e| BuildError::io(parent, e))?;
        let dir = parent.join(format!("{STAGING_PREFIX}{}", std::process::id()));
        if dir.exists() {
            std::fs::remove_dir_all(&dir).map_err(|e| BuildError::io(&dir, e))?;
        }
        std::fs::create_dir_all(&dir).map_err(|e| BuildError::io(&dir, e))?;
        Ok(Self { dir, target: target.to_path_buf(), committed: false, files: 0, bytes: 0 })
    }

    /// The staging folder itself.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Where `rel` (a `/`-separated output path) lands, refusing paths that would leave the folder.
    pub fn path_for(&self, rel: &str) -> Result<PathBuf, BuildError> {
        let rel_path = Path::new(rel.trim_start_matches('/'));
        let safe = !rel.contains('\\')
            && rel_path.components().all(|c| matches!(c, Component::Normal(_)))
            && rel_path.components().next().is_some();
        if !safe {
            return Err(BuildError::UnsafeOutputPath(rel.to_string()));
        }
        Ok(self.dir.join(rel_path))
    }

    /// Writes one output file.
    pub fn write(&mut self, rel: &str, bytes: &[u8]) -> Result<(), BuildError> {
        let path = self.path_for(rel)?;
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(|e| BuildError::io(parent, e))?;
        }
        std::fs::write(&path, bytes).map_err(|e| BuildError::io(&path, e))?;
        self.files += 1;
        self.bytes += bytes.len() as u64;
        Ok(())
    }

    /// Copies a file into the output.
    pub fn copy(&mut self, rel: &str, from: &Path) -> Result<(), BuildError> {
        let bytes = std::fs::read(from).map_err(|e| BuildError::io(from, e))?;
        self.write(rel, &bytes)
    }

    /// Files and bytes written so far.
    pub fn totals(&self) -> (usize, u64) {
        (self.files, self.bytes)
    }

    /// Swaps the staging folder in place of the target.
    pub fn commit(mut self) -> Result<(), BuildError> {
        let old = self.dir.with_file_name(format!(".ferrosaurus-old-{}", std::process::id()));
        if self.target.exists() {
            std::fs::rename(&self.target, &old).map_err(|e| BuildError::io(&self.target, e))?;
        }
        if let Err(e) = std::fs::rename(&self.dir, &self.target) {
            // put the old output back
            let _ = std::fs::rename(&old, &self.target);
            return Err(BuildError::io(&self.target, e));
        }
        self.committed = true;
        if old.exists() {
            std::fs::remove_dir_all(&old).map_err(|e| BuildError::io(&old, e))?;
        }
        Ok(())
    }
}

impl Drop for Staging {
    fn drop(&mut self) {
        if !self.committed {
            let _ = std::fs::remove_dir_all(&self.dir);
        }
    }
}

/// The output path of a route's HTML: `/` → `index.html`, `/a/b` → `a/b/index.html`.
pub fn html_path(route: &str, base_url: &str) -> String {
    let rel = route.strip_prefix(base_url).unwrap_or(route.trim_start_matches('/'));
    let rel = rel.trim_matches('/');
    if rel.is_empty() { "index.html".to_string() } else { format!("{rel}/index.html") }
}

/// The output path of a route's page data, next to its HTML.
pub fn page_data_path(route: &str, base_url: &str) -> String {
    html_path(route, base_url).replace("index.html", "__page.json")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn route_paths() {
        assert_eq!(html_path("/", "/"), "index.html");
        assert_eq!(html_path("/guides/intro", "/"), "guides/intro/index.html");
        assert_eq!(html_path("/base/a/", "/base/"), "a/index.html");
        assert_eq!(page_data_path("/", "/"), "__page.json");
        assert_eq!(page_data_path("/a/b", "/"), "a/b/__page.json");
    }

    #[test]
    fn refuses_paths_that_leave_the_folder_and_cleans_up() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("build");
        let mut s = Staging::new(&target).unwrap();
        assert!(matches!(s.write("../x", b"no"), Err(BuildError::UnsafeOutputPath(_))));
        assert!(matches!(s.write("a/../../x", b"no"), Err(BuildError::UnsafeOutputPath(_))));
        s.write("a/b.txt", b"yes").unwrap();
        let staging = s.dir().to_path_buf();
        drop(s);
        assert!(!staging.exists());
        assert!(!target.exists());
        assert!(!dir.path().join("x").exists());
    }

    #[test]
    fn commit_replaces_the_old_output() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("build");
        std::fs::create_dir_all(&target).unwrap();
        std::fs::write(target.join("old.txt"), "old").unwrap();
        let mut s = Staging::new(&target).unwrap();
        s.write("new.txt", b"new").unwrap();
        s.commit().unwrap();
        assert!(target.join("new.txt").exists());
        assert!(!target.join("old.txt").exists());
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    }
}
