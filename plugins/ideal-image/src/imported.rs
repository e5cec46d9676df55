//! The PNG/JPEG files a site's modules import, which the plugin's loader turns into responsive
//! images (Docusaurus applies it to `.png`/`.jpg`/`.jpeg` imported from JS, TS and MDX): starting
//! from the compiled MDX pages (in memory) and the site's own script files (React pages, theme
//! components, client modules), and following their relative and `@site/` imports of other
//! script files inside the site.
//!
//! Every image path is confined to the site folder before anything reads it: `..` out of the
//! site, its percent-encoded forms (`%2e%2e`, `..%2f`), a symbolic link leading out and an
//! absolute path are refused with an error at the importing file and line; so is a missing
//! file. Markdown images (`![](./x.png)`) are not imports: they stay plain images.

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::path::{Component, Path, PathBuf};

use ferrosaurus_core::{paths, Diagnostic};

use crate::imports::{imports, Import};

/// Extensions of the images the plugin processes.
const IMAGE_EXTENSIONS: &[&str] = &["png", "jpg", "jpeg"];

/// Extensions tried, in order, for an import of a script written without one.
const SCRIPT_EXTENSIONS: &[&str] = &["tsx", "ts", "jsx", "js", "mjs", "cjs"];

/// One imported image.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportedImage {
    /// The file, canonical (inside the site folder).
    pub file: PathBuf,
    /// The site-relative path, for messages.
    pub label: String,
    /// The absolute paths the bundler reaches the image by (the importer's folder joined with
    /// the specifier, and the canonical path): each gets the image's module.
    pub module_paths: BTreeSet<PathBuf>,
}

/// What [`find_imported_images`] found.
#[derive(Debug, Default)]
pub struct ImportedImages {
    /// The images, by canonical file.
    pub images: Vec<ImportedImage>,
    /// An error per refused image import (outside the site, absolute, missing).
    pub diagnostics: Vec<Diagnostic>,
}

/// Whether the plugin's loader takes `specifier` (`.png`, `.jpg`, `.jpeg`, any case).
pub fn is_image(specifier: &str) -> bool {
    Path::new(specifier).extension().and_then(|e| e.to_str()).is_some_and(|e| IMAGE_EXTENSIONS.contains(&e.to_ascii_lowercase().as_str()))
}

/// The images imported by `compiled` (modules in memory, by the absolute path of their source:
/// compiled MDX) and `script_files` (the site's script files on disk), and by the site's script
/// files these import.
pub fn find_imported_images(site_dir: &Path, compiled: &BTreeMap<PathBuf, String>, script_files: &[PathBuf]) -> ImportedImages {
    let site = std::fs::canonicalize(site_dir).unwrap_or_else(|_| absolute(site_dir));
    let mut walk = Walk { site, found: BTreeMap::new(), diagnostics: Vec::new(), queued: BTreeSet::new(), queue: VecDeque::new() };
    for path in compiled.keys() {
        walk.queued.insert(absolute(path));
    }
    for file in script_files {
        walk.enqueue(absolute(file));
    }
    for (path, code) in compiled {
        walk.scan(&absolute(path), code);
    }
    while let Some(file) = walk.queue.pop_front() {
        if let Ok(code) = std::fs::read_to_string(&file) {
            walk.scan(&file, &code);
        }
    }
    ImportedImages { images: walk.found.into_values().collect(), diagnostics: walk.diagnostics }
}

struct Walk {
    site: PathBuf,
    found: BTreeMap<PathBuf, ImportedImage>,
    diagnostics: Vec<Diagnostic>,
    queued: BTreeSet<PathBuf>,
    queue: VecDeque<PathBuf>,
}

impl Walk {
    /// Queues a script file of the site (never one in node_modules or outside the site).
    fn enqueue(&mut self, file: PathBuf) {
        let inside = std::fs::canonicalize(&file).is_ok_and(|real| real.starts_with(&self.site));
        let in_node_modules = file.components().any(|c| c.as_os_str() == "node_modules");
        if inside && !in_node_modules && self.queued.insert(file.clone()) {
            self.queue.push_back(file);
        }
    }

    fn scan(&mut self, module: &Path, code: &str) {
        let Some(found) = imports(module, code) else { return };
        let dir = module.parent().unwrap_or(Path::new("/"));
        for import in found {
            let relative = import.specifier.starts_with("./") || import.specifier.starts_with("../");
            let site_path = import.specifier.strip_prefix("@site/");
            if is_image(&import.specifier) {
                self.image(module, dir, &import);
            } else if let Some(rest) = site_path {
                let target = self.site.join(rest);
                self.follow(&target);
            } else if relative {
                self.follow(&dir.join(&import.specifier));
            }
        }
    }

    /// Queues the script file an import of `target` loads, if it is one of the site's.
    fn follow(&mut self, target: &Path) {
        let target = normalize(target);
        let is_script = target.extension().and_then(|e| e.to_str()).is_some_and(|e| SCRIPT_EXTENSIONS.contains(&e));
        let mut candidates: Vec<PathBuf> = Vec::new();
        if is_script {
            candidates.push(target.clone());
        }
        candidates.extend(SCRIPT_EXTENSIONS.iter().map(|e| PathBuf::from(format!("{}.{e}", target.display()))));
        candidates.extend(SCRIPT_EXTENSIONS.iter().map(|e| target.join(format!("index.{e}"))));
        if let Some(file) = candidates.into_iter().find(|p| p.is_file()) {
            self.enqueue(file);
        }
    }

    /// Resolves and confines one image import; refused ones become diagnostics.
    fn image(&mut self, module: &Path, dir: &Path, import: &Import) {
        match self.confine_image(dir, &import.specifier) {
            Ok((seen, real)) => {
                let label = slash_path(real.strip_prefix(&self.site).unwrap_or(&real));
                let entry = self.found.entry(real.clone()).or_insert_with(|| ImportedImage { file: real.clone(), label, module_paths: BTreeSet::new() });
                entry.module_paths.insert(seen);
                entry.module_paths.insert(real);
            }
            Err(why) => {
                let message = format!("image `{}` {why}", import.specifier);
                self.diagnostics.push(at_import(Diagnostic::error(message), module, import, &self.site));
            }
        }
    }

    /// (the path as the bundler reaches it, the canonical file), or why the import is refused.
    fn confine_image(&self, dir: &Path, specifier: &str) -> Result<(PathBuf, PathBuf), String> {
        let (base, written) = match specifier.strip_prefix("@site/") {
            Some(rest) => (self.site.as_path(), rest),
            None if specifier.starts_with('/') || specifier.starts_with('\\') || Path::new(specifier).has_root() => {
                return Err("is an absolute path: refused, nothing was read (import images relative to the importing file, or from `@site/`)".into());
            }
            None => (dir, specifier),
        };
        let real_base = std::fs::canonicalize(base).unwrap_or_else(|_| base.to_path_buf());
        // decoded (`%2e%2e` is `..`), lexical, then through the symbolic links on the way
        paths::confine(&real_base, written, &[&self.site]).map_err(|e| format!("is outside the site folder: refused, nothing was read ({e})"))?;
        let seen = normalize(&base.join(written));
        let real = std::fs::canonicalize(&seen).map_err(|_| "was not found".to_string())?;
        if !real.starts_with(&self.site) {
            return Err(format!("leads to `{}`, outside the site folder: refused, nothing was read", real.display()));
        }
        if !real.is_file() {
            return Err("is not a file".into());
        }
        Ok((seen, real))
    }
}

/// `diagnostic` at the import's line: in a script file the line of the module; in compiled
/// Markdown, the first line of the source file that holds the specifier (else the file alone).
fn at_import(diagnostic: Diagnostic, module: &Path, import: &Import, site: &Path) -> Diagnostic {
    let rel = module.strip_prefix(site).unwrap_or(module);
    let markdown = module.extension().is_some_and(|e| e == "md" || e == "mdx");
    let line = if markdown {
        std::fs::read_to_string(module).ok().and_then(|text| text.lines().position(|l| l.contains(&import.specifier)).map(|i| i + 1))
    } else {
        Some(import.line)
    };
    match line {
        Some(line) => diagnostic.at_line(rel, line),
        None => diagnostic.in_file(rel),
    }
}

fn absolute(path: &Path) -> PathBuf {
    let joined = if path.is_absolute() { path.to_path_buf() } else { std::env::current_dir().unwrap_or_default().join(path) };
    normalize(&joined)
}

/// Lexical normalisation (`.` dropped, `..` applied), as the bundler resolves paths.
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

fn slash_path(path: &Path) -> String {
    path.to_string_lossy().replace('\\', "/")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A site with a page importing images in every way, a component it imports, and files
    /// outside the site.
    fn site() -> (tempfile::TempDir, PathBuf) {
        let root = tempfile::tempdir().unwrap();
        let site = root.path().join("site");
        for dir in ["docs/img", "src/components", "src/pages", "node_modules/pkg"] {
            std::fs::create_dir_all(site.join(dir)).unwrap();
        }
        for file in ["docs/img/a.png", "docs/b.JPG", "src/components/c.jpeg", "src/pages/d.png", "node_modules/pkg/e.png"] {
            std::fs::write(site.join(file), b"not really an image").unwrap();
        }
        std::fs::write(root.path().join("secret.png"), b"outside").unwrap();
        std::fs::write(site.join("src/components/Card.tsx"), "import c from './c.jpeg';\nexport default () => <img src={c.src.src} />;\n").unwrap();
        std::fs::write(site.join("src/pages/index.js"), "import Card from '@site/src/components/Card';\nconst d = require('./d.png');\n").unwrap();
        (root, std::fs::canonicalize(site).unwrap())
    }

    fn compiled(site: &Path, code: &str) -> BTreeMap<PathBuf, String> {
        BTreeMap::from([(site.join("docs/page.mdx"), code.to_string())])
    }

    #[test]
    fn images_from_mdx_pages_and_components_they_import() {
        let (_root, site) = site();
        let code = "import a from './img/a.png';\nimport Card from '../src/components/Card';\nconst b = require('./b.JPG');\n";
        let found = find_imported_images(&site, &compiled(&site, code), &[site.join("src/pages/index.js")]);
        assert!(found.diagnostics.is_empty(), "{:?}", found.diagnostics);
        let labels: Vec<&str> = found.images.iter().map(|i| i.label.as_str()).collect();
        assert_eq!(labels, ["docs/b.JPG", "docs/img/a.png", "src/components/c.jpeg", "src/pages/d.png"]);
        assert!(found.images[1].module_paths.contains(&site.join("docs/img/a.png")));
    }

    /// Issue 11: an image path that escapes the site, however written, is refused at the page
    /// and line, and never read.
    #[test]
    fn issue_11_escaping_image_paths_are_refused_at_the_import() {
        let (root, site) = site();
        #[cfg(unix)]
        std::os::unix::fs::symlink(root.path().join("secret.png"), site.join("docs/link.png")).unwrap();
        let secret = root.path().join("secret.png");
        let cases = [
            "../../secret.png".to_string(),
            "./%2e%2e/%2e%2e/secret.png".into(),
            "./..%2f..%2fsecret.png".into(),
            "./link.png".into(),
            secret.display().to_string(),
            "@site/../secret.png".into(),
            "./missing.png".into(),
        ];
        for (i, specifier) in cases.iter().enumerate() {
            if specifier == "./link.png" && !cfg!(unix) {
                continue;
            }
            let code = format!("// line 1\nimport x from '{specifier}';\n");
            std::fs::write(site.join("docs/page.mdx"), format!("# Page\n\n{code}")).unwrap();
            let found = find_imported_images(&site, &compiled(&site, &code), &[]);
            assert!(found.images.is_empty(), "case {i} `{specifier}` was accepted: {:?}", found.images);
            let [d] = found.diagnostics.as_slice() else { panic!("case {i}: {:?}", found.diagnostics) };
            assert!(d.is_error(), "{d}");
            let text = d.to_string();
            let why = if specifier.contains("missing") { "was not found" } else { "refused, nothing was read" };
            assert!(text.contains("docs/page.mdx:4") && text.contains(specifier.as_str()) && text.contains(why), "case {i}: {text}");
        }
    }

    #[test]
    fn markdown_lines_and_script_lines() {
        let (_root, site) = site();
        std::fs::write(site.join("src/pages/broken.js"), "\n\nconst x = require('/etc/passwd.png');\n").unwrap();
        let found = find_imported_images(&site, &BTreeMap::new(), &[site.join("src/pages/broken.js")]);
        let text = found.diagnostics[0].to_string();
        assert!(text.contains("src/pages/broken.js:3") && text.contains("absolute path"), "{text}");
    }

    #[test]
    fn only_png_and_jpeg() {
        assert!(is_image("./a.PNG") && is_image("@site/x.jpeg") && is_image("b.jpg"));
        assert!(!is_image("./a.gif") && !is_image("./a.svg") && !is_image("./png") && !is_image("./a.png.js"));
    }
}
