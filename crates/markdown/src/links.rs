//! Where a Markdown link to a `.md`/`.mdx` file may point, in the order Docusaurus tries them
//! (`resolveMarkdownLinks` of `@docusaurus/utils`).

use std::path::{Component, Path, PathBuf};

/// The site-relative files a Markdown link `target` (its path part, without `#fragment`) may
/// name, first match wins, as Docusaurus resolves them:
/// - `./x.md` and `../x.md` only relative to the linking file;
/// - `/x.md` in each content folder (e.g. `docs/`), then at the site root;
/// - `x.md` next to the linking file, then in each content folder, then at the site root.
///
/// `from` is the linking file and `content_dirs` the content folders (current version first),
/// all relative to the site folder. A content folder may lie beside the site folder (`path:
/// '../docs'`, as prettier.io and react-redux have it): its candidates start with `..`. They are
/// names to look up among the known docs, never files to read.
///
/// ```
/// use std::path::{Path, PathBuf};
/// use ferrosaurus_markdown::doc_link_candidates;
/// let found = doc_link_candidates(Path::new("docs/guides/intro.md"), "/api/Store.md", &[Path::new("docs")]);
/// assert_eq!(found, [PathBuf::from("docs/api/Store.md"), PathBuf::from("api/Store.md")]);
/// let found = doc_link_candidates(Path::new("docs/guides/intro.md"), "catalogs.md", &[Path::new("docs")]);
/// assert_eq!(found[..2], [PathBuf::from("docs/guides/catalogs.md"), PathBuf::from("docs/catalogs.md")]);
/// ```
pub fn doc_link_candidates(from: &Path, target: &str, content_dirs: &[&Path]) -> Vec<PathBuf> {
    let decoded = ferrosaurus_core::url::percent_decode(target);
    let relative_only = decoded.starts_with("./") || decoded.starts_with("../");
    let mut bases: Vec<&Path> = Vec::with_capacity(content_dirs.len() + 2);
    if !decoded.starts_with('/') {
        bases.push(from.parent().unwrap_or(Path::new("")));
    }
    if !relative_only {
        bases.extend(content_dirs.iter().copied());
        bases.push(Path::new(""));
    }
    let mut out: Vec<PathBuf> = Vec::with_capacity(bases.len());
    for base in bases {
        if let Some(path) = join_normalized(base, decoded.trim_start_matches('/')) {
            if !out.contains(&path) {
                out.push(path);
            }
        }
    }
    out
}

/// A Markdown link `target` (`x.md`, `../y.mdx#part`) as the permalink of the first of its
/// [`doc_link_candidates`] that `permalink_of` knows, with the `#fragment` kept; `None` when
/// none is known.
///
/// ```
/// use std::collections::HashMap;
/// use std::path::{Path, PathBuf};
/// use ferrosaurus_markdown::resolve_doc_link;
/// let permalinks = HashMap::from([(PathBuf::from("docs/api/Store.md"), "/docs/api/store".to_string())]);
/// let found = resolve_doc_link(Path::new("docs/intro.md"), "api/Store.md#create", &[Path::new("docs")], |p| permalinks.get(p));
/// assert_eq!(found.as_deref(), Some("/docs/api/store#create"));
/// ```
pub fn resolve_doc_link<'p>(from: &Path, target: &str, content_dirs: &[&Path], permalink_of: impl Fn(&Path) -> Option<&'p String>) -> Option<String> {
    let (path, fragment) = target.split_once('#').map_or((target, None), |(path, fragment)| (path, Some(fragment)));
    let permalink = doc_link_candidates(from, path, content_dirs).into_iter().find_map(|candidate| permalink_of(&candidate))?;
    Some(fragment.map_or_else(|| permalink.clone(), |f| format!("{permalink}#{f}")))
}

/// `base/target` with `.` and `..` resolved; leading `..` stay (`../docs/a.md`). `None` for a
/// base that is not valid UTF-8.
fn join_normalized(base: &Path, target: &str) -> Option<PathBuf> {
    fn up(parts: &mut Vec<&str>) {
        if parts.last().is_some_and(|last| *last != "..") {
            parts.pop();
        } else {
            parts.push("..");
        }
    }
    let mut parts: Vec<&str> = Vec::new();
    for component in base.components() {
        match component {
            Component::Normal(c) => parts.push(c.to_str()?),
            Component::ParentDir => up(&mut parts),
            _ => {}
        }
    }
    for segment in target.split('/') {
        match segment {
            "" | "." => {}
            ".." => up(&mut parts),
            s => parts.push(s),
        }
    }
    Some(parts.iter().collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cands(from: &str, target: &str) -> Vec<String> {
        doc_link_candidates(Path::new(from), target, &[Path::new("docs")])
            .into_iter()
            .map(|p| p.to_string_lossy().into_owned())
            .collect()
    }

    #[test]
    fn dot_links_are_relative_only() {
        assert_eq!(cands("docs/a/b.md", "./c.md"), ["docs/a/c.md"]);
        assert_eq!(cands("docs/a/b.md", "../c.md"), ["docs/c.md"]);
        assert_eq!(cands("docs/b.md", "../../../c.md"), ["../../c.md"], "a name outside the site matches no doc");
    }

    /// Docs beside the site folder (`path: '../docs'`, prettier.io): a bare `options.md` link
    /// between two of them was reported broken, its candidates dropped for leaving the site.
    #[test]
    fn links_between_docs_of_a_folder_beside_the_site() {
        let found: Vec<String> = doc_link_candidates(Path::new("../docs/api.md"), "options.md", &[Path::new("../docs")])
            .into_iter()
            .map(|p| p.to_string_lossy().into_owned())
            .collect();
        assert_eq!(found, ["../docs/options.md", "options.md"]);
        let found = doc_link_candidates(Path::new("../docs/a/b.md"), "../c.md", &[Path::new("../docs")]);
        assert_eq!(found, [PathBuf::from("../docs/c.md")]);
    }

    #[test]
    fn bare_and_absolute_links_try_the_docs_root_and_the_site_root() {
        // issue 8: `catalogs.md` and `/api/Store.md` resolve against the docs root.
        assert_eq!(cands("docs/a/b.md", "catalogs.md"), ["docs/a/catalogs.md", "docs/catalogs.md", "catalogs.md"]);
        assert_eq!(cands("docs/a/b.md", "/api/Store.md"), ["docs/api/Store.md", "api/Store.md"]);
        assert_eq!(cands("docs/a/b.md", "my%20doc.md"), ["docs/a/my doc.md", "docs/my doc.md", "my doc.md"]);
    }
}
