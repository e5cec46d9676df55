//! Where the served files come from: [`SiteFiles`], with [`DiskFiles`] (a built site folder)
//! and [`MemoryFiles`] (files held in memory, as the dev server will).

use std::collections::HashMap;
use std::future::Future;
use std::path::{Path, PathBuf};
use std::sync::{Arc, RwLock};
use std::time::SystemTime;

use bytes::Bytes;

/// A checked path inside the site: `/`-separated plain names, no `.`, `..`, empty segment,
/// backslash, NUL or `:`. Only [`SitePath::parse`] makes one, so a [`SiteFiles`]
/// implementation never sees a path that could leave its root.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SitePath(String);

impl SitePath {
    /// The root folder itself.
    pub fn root() -> Self {
        SitePath(String::new())
    }

    /// Checks a decoded, `/`-separated relative path (a leading `/` is allowed); `None` when a
    /// segment could name something outside the root.
    pub fn parse(path: &str) -> Option<Self> {
        let rel = path.strip_prefix('/').unwrap_or(path);
        if rel.is_empty() {
            return Some(Self::root());
        }
        rel.split('/').all(is_plain_name).then(|| SitePath(rel.to_string()))
    }

    /// The path, `/`-separated, without a leading `/` (empty for the root).
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Each segment.
    pub fn segments(&self) -> impl Iterator<Item = &str> {
        self.0.split('/').filter(|s| !s.is_empty())
    }

    /// The file extension of the last segment, if any.
    pub fn extension(&self) -> Option<&str> {
        let name = self.0.rsplit('/').next()?;
        let dot = name.rfind('.').filter(|&i| i > 0)?;
        Some(&name[dot + 1..])
    }
}

fn is_plain_name(segment: &str) -> bool {
    !segment.is_empty() && segment != "." && segment != ".." && !segment.contains(['\\', '\0', ':'])
}

/// The body of a file: bytes in memory or an open file streamed from disk.
#[derive(Debug)]
pub enum FileBody {
    /// Held in memory.
    Bytes(Bytes),
    /// An open file, read as it is sent.
    Disk(tokio::fs::File),
}

/// One file to send.
#[derive(Debug)]
#[non_exhaustive]
pub struct SiteFile {
    /// Its content.
    pub body: FileBody,
    /// Its length in bytes.
    pub len: u64,
    /// When it last changed (for `Last-Modified`).
    pub modified: Option<SystemTime>,
    /// Its entity tag, quotes included (`"…"`): changes whenever the content does.
    pub etag: String,
}

impl SiteFile {
    /// A file held in memory; its entity tag is computed from its bytes (a file kept by another
    /// [`SiteFiles`], such as the dev server's pages rendered on request).
    pub fn from_bytes(bytes: impl Into<Bytes>, modified: Option<SystemTime>) -> Self {
        let bytes = bytes.into();
        SiteFile { len: bytes.len() as u64, etag: etag_of(&bytes), body: FileBody::Bytes(bytes), modified }
    }
}

/// What is at a path.
#[derive(Debug)]
pub enum Lookup {
    /// A file.
    File(SiteFile),
    /// A folder (never served as such: there is no directory listing).
    Directory,
    /// Nothing.
    Missing,
}

/// A source of site files. `serve` uses [`DiskFiles`]; the dev server will keep its rendered
/// pages in memory behind the same trait.
pub trait SiteFiles: Send + Sync + 'static {
    /// Looks a path up.
    fn lookup(&self, path: &SitePath) -> impl Future<Output = Lookup> + Send;
}

/// The files of a folder on disk (a built site). Symlinks are followed only while they stay
/// inside the folder.
#[derive(Debug, Clone)]
pub struct DiskFiles {
    root: Arc<PathBuf>,
}

impl DiskFiles {
    /// Serves the files under `root` (which must exist).
    pub fn new(root: &Path) -> std::io::Result<Self> {
        let root = std::fs::canonicalize(root)?;
        if !root.is_dir() {
            return Err(std::io::Error::new(std::io::ErrorKind::NotADirectory, format!("{} is not a folder", root.display())));
        }
        Ok(Self { root: Arc::new(root) })
    }

    /// The folder served.
    pub fn root(&self) -> &Path {
        &self.root
    }
}

/// Files up to this size are read whole in the same blocking call as the lookup.
const READ_WHOLE: u64 = 64 * 1024;

impl SiteFiles for DiskFiles {
    async fn lookup(&self, path: &SitePath) -> Lookup {
        let root = self.root.clone();
        let path = path.clone();
        // one hop to the blocking pool for resolve + stat + open + read, not one per call
        tokio::task::spawn_blocking(move || lookup_blocking(&root, &path)).await.unwrap_or(Lookup::Missing)
    }
}

fn lookup_blocking(root: &Path, path: &SitePath) -> Lookup {
    use std::io::Read;
    let mut full = root.to_path_buf();
    full.extend(path.segments());
    // canonicalize resolves every symlink on the way; the result must stay under the root
    let Ok(real) = std::fs::canonicalize(&full) else { return Lookup::Missing };
    if !real.starts_with(root) {
        return Lookup::Missing;
    }
    let Ok(mut file) = std::fs::File::open(&real) else { return Lookup::Missing };
    let Ok(meta) = file.metadata() else { return Lookup::Missing };
    if meta.is_dir() {
        return Lookup::Directory;
    }
    if !meta.is_file() {
        return Lookup::Missing;
    }
    let modified = meta.modified().ok();
    let stamp = modified.and_then(|m| m.duration_since(SystemTime::UNIX_EPOCH).ok()).map_or(0, |d| d.as_nanos());
    let etag = format!("\"{:x}-{:x}\"", meta.len(), stamp);
    let body = if meta.len() <= READ_WHOLE {
        let mut buf = Vec::with_capacity(meta.len() as usize);
        if file.read_to_end(&mut buf).is_err() {
            return Lookup::Missing;
        }
        FileBody::Bytes(Bytes::from(buf))
    } else {
        FileBody::Disk(tokio::fs::File::from_std(file))
    };
    let len = match &body {
        FileBody::Bytes(b) => b.len() as u64,
        FileBody::Disk(_) => meta.len(),
    };
    Lookup::File(SiteFile { body, len, modified, etag })
}

/// Files held in memory, keyed by their [`SitePath`] string (`guides/intro/index.html`).
/// Folders exist implicitly as prefixes of file paths.
#[derive(Debug, Clone, Default)]
pub struct MemoryFiles {
    files: Arc<RwLock<HashMap<String, MemoryFile>>>,
}

#[derive(Debug, Clone)]
struct MemoryFile {
    bytes: Bytes,
    modified: SystemTime,
    etag: String,
}

impl MemoryFiles {
    /// No files.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds or replaces a file; `path` is `/`-separated without a leading `/`.
    pub fn insert(&self, path: &str, bytes: impl Into<Bytes>) {
        let bytes = bytes.into();
        let file = MemoryFile { etag: etag_of(&bytes), bytes, modified: SystemTime::now() };
        self.files.write().unwrap_or_else(|e| e.into_inner()).insert(path.trim_start_matches('/').to_string(), file);
    }

    /// Removes a file.
    pub fn remove(&self, path: &str) {
        self.files.write().unwrap_or_else(|e| e.into_inner()).remove(path.trim_start_matches('/'));
    }
}

/// The entity tag of bytes held in memory: their length and hash.
fn etag_of(bytes: &[u8]) -> String {
    format!("\"{:x}-{:016x}\"", bytes.len(), fnv1a(bytes))
}

/// FNV-1a, enough to tell versions of one file apart in an entity tag.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}

impl SiteFiles for MemoryFiles {
    async fn lookup(&self, path: &SitePath) -> Lookup {
        let files = self.files.read().unwrap_or_else(|e| e.into_inner());
        if let Some(f) = files.get(path.as_str()) {
            return Lookup::File(SiteFile { body: FileBody::Bytes(f.bytes.clone()), len: f.bytes.len() as u64, modified: Some(f.modified), etag: f.etag.clone() });
        }
        let prefix = format!("{}/", path.as_str());
        if path.as_str().is_empty() || files.keys().any(|k| k.starts_with(&prefix)) {
            Lookup::Directory
        } else {
            Lookup::Missing
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn site_paths_never_name_a_parent() {
        for bad in ["..", "/../etc/passwd", "a/../../b", "a/./b", "a//b", "a\\..\\b", "a\0b", "C:/x", "a/"] {
            assert_eq!(SitePath::parse(bad), None, "{bad:?}");
        }
        assert_eq!(SitePath::parse("/").unwrap().as_str(), "");
        assert_eq!(SitePath::parse("/a/b.html").unwrap().as_str(), "a/b.html");
        assert_eq!(SitePath::parse("/.well-known/x").unwrap().as_str(), ".well-known/x");
        assert_eq!(SitePath::parse("/a/b.min.js").unwrap().extension(), Some("js"));
        assert_eq!(SitePath::parse("/a/.hidden").unwrap().extension(), None);
        assert_eq!(SitePath::parse("/a.b/c").unwrap().extension(), None);
    }

    #[tokio::test]
    async fn disk_files_refuse_symlinks_that_leave_the_root() {
        let outside = tempfile::tempdir().unwrap();
        std::fs::write(outside.path().join("secret.txt"), "secret").unwrap();
        let root = tempfile::tempdir().unwrap();
        std::fs::write(root.path().join("in.txt"), "in").unwrap();
        #[cfg(unix)]
        {
            std::os::unix::fs::symlink(outside.path().join("secret.txt"), root.path().join("leak.txt")).unwrap();
            std::os::unix::fs::symlink(root.path().join("in.txt"), root.path().join("alias.txt")).unwrap();
        }
        let files = DiskFiles::new(root.path()).unwrap();
        assert!(matches!(files.lookup(&SitePath::parse("in.txt").unwrap()).await, Lookup::File(_)));
        assert!(matches!(files.lookup(&SitePath::root()).await, Lookup::Directory));
        #[cfg(unix)]
        {
            assert!(matches!(files.lookup(&SitePath::parse("leak.txt").unwrap()).await, Lookup::Missing));
            assert!(matches!(files.lookup(&SitePath::parse("alias.txt").unwrap()).await, Lookup::File(_)));
        }
    }

    #[tokio::test]
    async fn memory_files_know_their_folders() {
        let files = MemoryFiles::new();
        files.insert("a/index.html", "x");
        assert!(matches!(files.lookup(&SitePath::parse("a/index.html").unwrap()).await, Lookup::File(_)));
        assert!(matches!(files.lookup(&SitePath::parse("a").unwrap()).await, Lookup::Directory));
        assert!(matches!(files.lookup(&SitePath::parse("b").unwrap()).await, Lookup::Missing));
        files.remove("a/index.html");
        assert!(matches!(files.lookup(&SitePath::parse("a").unwrap()).await, Lookup::Missing));
    }
}
