//! Path confinement: the one place where a path written by a site author (an image, an import,
//! a static file, an `@site/` alias, a spec file...) becomes a file-system path.
//!
//! [`confine`] percent-decodes the written path once, normalises it lexically (`.`, `..`, `\`
//! and `/` alike, repeated separators), joins it to a base folder and then checks that the
//! result stays inside one of the allowed roots, both lexically and after following the
//! symlinks of the part that exists. Anything else is a [`PathError`].
//!
//! ```
//! use ferrosaurus_core::paths::{confine, PathError};
//! let site = tempfile::tempdir().unwrap();
//! std::fs::create_dir_all(site.path().join("docs/img")).unwrap();
//! let docs = site.path().join("docs");
//! let ok = confine(&docs, "./img/a%20b.png", &[site.path()]).unwrap();
//! assert_eq!(ok, site.path().join("docs/img/a b.png"));
//! let refused = confine(&docs, "%2e%2e/%2e%2e/etc/passwd", &[site.path()]);
//! assert!(matches!(refused, Err(PathError::OutsideRoot { .. })));
//! ```

use std::path::{Component, Path, PathBuf};

/// Why a written path was refused.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PathError {
    /// Once percent-decoded, the path is not valid UTF-8 (for example `%c0%ae`).
    #[error("`{written}` is not valid UTF-8 once its %-escapes are decoded")]
    InvalidEncoding {
        /// The path as written.
        written: String,
    },
    /// The path contains a NUL character (written or as `%00`).
    #[error("`{written}` contains a NUL character")]
    NulCharacter {
        /// The path as written.
        written: String,
    },
    /// A segment that the operating system would read as a drive or device prefix.
    #[error("`{written}` names a drive or device, which is not allowed here")]
    Prefix {
        /// The path as written.
        written: String,
    },
    /// After `..` segments are applied, the path is outside every allowed root.
    #[error("`{written}` resolves to `{}`, outside the site folder", resolved.display())]
    OutsideRoot {
        /// The path as written.
        written: String,
        /// Where it would point.
        resolved: PathBuf,
    },
    /// The path goes through a symbolic link whose target is outside every allowed root.
    #[error("`{written}` goes through a symbolic link to `{}`, outside the site folder", target.display())]
    SymlinkEscapes {
        /// The path as written.
        written: String,
        /// Where the link leads.
        target: PathBuf,
    },
    /// A root or an existing part of the path could not be inspected.
    #[error("cannot inspect `{}`: {source}", path.display())]
    Io {
        /// The path being inspected.
        path: PathBuf,
        /// The underlying error.
        source: std::io::Error,
    },
}

/// Resolves `written`, a path as an author wrote it (maybe percent-encoded), against `base`,
/// and returns it only when it stays inside one of `roots`.
///
/// A leading `/` (or `\`) does not make the path absolute: it is relative to `base` like any
/// other, so callers pick the folder an absolute reference means (usually `static/`) by passing
/// it as `base`. The returned path is lexical (symlinks inside the roots are kept as written);
/// it is returned whether or not the file exists.
pub fn confine(base: &Path, written: &str, roots: &[&Path]) -> Result<PathBuf, PathError> {
    let decoded = decode(written)?;
    let mut resolved = normalize(base);
    for segment in decoded.split(['/', '\\']) {
        match segment {
            "" | "." => {}
            ".." => {
                resolved.pop();
            }
            name => {
                if has_prefix(name) {
                    return Err(PathError::Prefix { written: written.to_owned() });
                }
                resolved.push(name);
            }
        }
    }
    let lexical_roots: Vec<PathBuf> = roots.iter().map(|r| normalize(r)).collect();
    if !lexical_roots.iter().any(|r| resolved.starts_with(r)) {
        return Err(PathError::OutsideRoot { written: written.to_owned(), resolved });
    }
    check_symlinks(written, &resolved, &lexical_roots)?;
    Ok(resolved)
}

/// Percent-decodes once; refuses invalid UTF-8 and NUL.
fn decode(written: &str) -> Result<String, PathError> {
    let decoded = percent_encoding::percent_decode_str(written)
        .decode_utf8()
        .map_err(|_| PathError::InvalidEncoding { written: written.to_owned() })?;
    if decoded.contains('\0') {
        return Err(PathError::NulCharacter { written: written.to_owned() });
    }
    Ok(decoded.into_owned())
}

/// True when pushing `name` would not add one plain file name (a Windows drive `C:`, a root).
fn has_prefix(name: &str) -> bool {
    let mut components = Path::new(name).components();
    !matches!((components.next(), components.next()), (Some(Component::Normal(_)), None))
}

/// Lexical normalisation of a path that is already well formed (`.` dropped, `..` applied).
fn normalize(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for component in path.components() {
        match component {
            Component::CurDir => {}
            Component::ParentDir => {
                out.pop();
            }
            other => out.push(other.as_os_str()),
        }
    }
    out
}

/// Follows the symlinks of the longest existing prefix of `resolved` (below its root) and checks
/// the real path is inside one of the (real) roots.
fn check_symlinks(written: &str, resolved: &Path, roots: &[PathBuf]) -> Result<(), PathError> {
    let within_a_root = |p: &&Path| roots.iter().any(|r| p.starts_with(r));
    let Some(existing) = resolved.ancestors().take_while(within_a_root).find(|p| p.symlink_metadata().is_ok()) else {
        return Ok(());
    };
    let real = match existing.canonicalize() {
        Ok(real) => real,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            // a dangling link: refused, whatever it points to
            let target = std::fs::read_link(existing).unwrap_or_else(|_| existing.to_path_buf());
            return Err(PathError::SymlinkEscapes { written: written.to_owned(), target });
        }
        Err(source) => return Err(PathError::Io { path: existing.to_path_buf(), source }),
    };
    let inside = roots.iter().filter_map(|r| r.canonicalize().ok()).any(|r| real.starts_with(r));
    if inside {
        Ok(())
    } else {
        Err(PathError::SymlinkEscapes { written: written.to_owned(), target: real })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site() -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("site/docs/img")).unwrap();
        std::fs::write(dir.path().join("site/docs/img/a.png"), b"png").unwrap();
        std::fs::write(dir.path().join("secret.txt"), b"secret").unwrap();
        dir
    }

    #[test]
    fn plain_relative_paths_resolve_inside() {
        let dir = site();
        let root = dir.path().join("site");
        let docs = root.join("docs");
        assert_eq!(confine(&docs, "img/a.png", &[&root]).unwrap(), docs.join("img/a.png"));
        assert_eq!(confine(&docs, "./img//./a.png", &[&root]).unwrap(), docs.join("img/a.png"));
        assert_eq!(confine(&docs, "../docs/img/a.png", &[&root]).unwrap(), docs.join("img/a.png"));
        assert_eq!(confine(&docs, "img\\a.png", &[&root]).unwrap(), docs.join("img/a.png"));
        assert_eq!(confine(&docs, "/img/a.png", &[&root]).unwrap(), docs.join("img/a.png"));
    }

    #[test]
    fn climbing_out_is_refused_however_it_is_written() {
        let dir = site();
        let root = dir.path().join("site");
        let docs = root.join("docs");
        for written in ["../../secret.txt", "%2e%2e/%2e%2e/secret.txt", "..%2f..%2fsecret.txt", "..\\..\\secret.txt", "%2E%2E%5C%2e%2e%5Csecret.txt"] {
            let err = confine(&docs, written, &[&root]).unwrap_err();
            assert!(matches!(err, PathError::OutsideRoot { .. }), "{written}: {err}");
        }
    }

    #[test]
    fn double_encoding_is_a_literal_name() {
        let dir = site();
        let root = dir.path().join("site");
        let got = confine(&root, "%252e%252e/x", &[&root]).unwrap();
        assert_eq!(got, root.join("%2e%2e/x"));
    }

    #[test]
    fn bad_encodings_are_typed_errors() {
        let dir = site();
        let root = dir.path().join("site");
        assert!(matches!(confine(&root, "%c0%ae%c0%ae/x", &[&root]), Err(PathError::InvalidEncoding { .. })));
        assert!(matches!(confine(&root, "a%00.png", &[&root]), Err(PathError::NulCharacter { .. })));
    }

    #[cfg(unix)]
    #[test]
    fn symlinks_leaving_the_root_are_refused() {
        let dir = site();
        let root = dir.path().join("site");
        std::os::unix::fs::symlink(dir.path(), root.join("docs/out")).unwrap();
        std::os::unix::fs::symlink(root.join("docs/img"), root.join("docs/in")).unwrap();
        let err = confine(&root, "docs/out/secret.txt", &[&root]).unwrap_err();
        assert!(matches!(err, PathError::SymlinkEscapes { .. }), "{err}");
        let err = confine(&root, "docs/out/missing/deeper.txt", &[&root]).unwrap_err();
        assert!(matches!(err, PathError::SymlinkEscapes { .. }), "{err}");
        assert_eq!(confine(&root, "docs/in/a.png", &[&root]).unwrap(), root.join("docs/in/a.png"));
    }

    #[test]
    fn a_second_root_is_allowed() {
        let dir = site();
        let root = dir.path().join("site");
        let modules = dir.path().join("node_modules");
        std::fs::create_dir_all(&modules).unwrap();
        let got = confine(&modules, "pkg/x.css", &[&root, &modules]).unwrap();
        assert_eq!(got, modules.join("pkg/x.css"));
        assert!(confine(&modules, "../secret.txt", &[&root, &modules]).is_err());
    }
}
