//! Where a sidebars file and the files it imports may be read from (issue 13): through
//! [`ferrosaurus_core::paths::confine`], inside the site folder or a `node_modules` folder a
//! package import from the site reaches (the site's and its ancestors'), symlinks leaving them
//! refused.

use std::path::{Path, PathBuf};

use ferrosaurus_core::paths::{confine, PathError};

/// The folders a site's sidebars may be read from.
#[derive(Debug, Clone)]
pub(crate) struct SiteRoots {
    roots: Vec<PathBuf>,
}

impl SiteRoots {
    /// The site folder and the `node_modules` folders of it and its ancestors, each as given
    /// and as its real path (a file reached through a real path is inside too).
    pub(crate) fn new(site_dir: &Path) -> Self {
        let site = std::path::absolute(site_dir).unwrap_or_else(|_| site_dir.to_path_buf());
        let mut roots = Vec::new();
        for form in [Some(site.clone()), std::fs::canonicalize(&site).ok()].into_iter().flatten() {
            if roots.contains(&form) {
                continue;
            }
            roots.push(form.clone());
            roots.extend(form.ancestors().map(|a| a.join("node_modules")));
        }
        Self { roots }
    }

    /// `written` (relative to `base`; a leading `/` is absolute) once confined.
    pub(crate) fn confine(&self, base: &Path, written: &str) -> Result<PathBuf, PathError> {
        let roots: Vec<&Path> = self.roots.iter().map(PathBuf::as_path).collect();
        if cfg!(unix) && written.starts_with('/') {
            return confine(Path::new("/"), written, &roots);
        }
        confine(base, written, &roots)
    }

    /// A path found on disk (a written path with an extension or `index` file added), checked
    /// as it is: its name is taken literally, not percent-decoded.
    pub(crate) fn check_found(&self, found: &Path) -> Result<PathBuf, PathError> {
        let (Some(parent), Some(name)) = (found.parent(), found.file_name()) else {
            return self.confine(found, "");
        };
        self.confine(parent, &name.to_string_lossy().replace('%', "%25"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inside_the_site_and_node_modules_only() {
        let work = tempfile::tempdir().unwrap();
        let site = work.path().join("site");
        std::fs::create_dir_all(site.join("docs")).unwrap();
        std::fs::create_dir_all(work.path().join("node_modules/pkg")).unwrap();
        let roots = SiteRoots::new(&site);
        assert_eq!(roots.confine(&site, "docs/sidebar.js").unwrap(), site.join("docs/sidebar.js"));
        assert_eq!(roots.confine(&site, "../node_modules/pkg/s.js").unwrap(), work.path().join("node_modules/pkg/s.js"));
        let absolute = work.path().join("node_modules/pkg/s.js");
        assert_eq!(roots.confine(&site, absolute.to_str().unwrap()).unwrap(), absolute);
        for written in ["../secret.js", "%2e%2e/secret.js", "..%2fsecret.js", "/etc/passwd"] {
            assert!(matches!(roots.confine(&site, written), Err(PathError::OutsideRoot { .. })), "{written}");
        }
        std::fs::write(site.join("a%2e.js"), "").unwrap();
        assert_eq!(roots.check_found(&site.join("a%2e.js")).unwrap(), site.join("a%2e.js"), "a found name is literal");
    }
}
