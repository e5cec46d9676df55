//! The spec files of a `specPath`: the file itself, or the specs of a folder.
//!
//! A folder is read as the plugin reads one: its `.json`, `.yaml` and `.yml` files, leaving out
//! names with `_category_` and what Docusaurus's globs leave out (`_`-prefixed folders,
//! `__tests__`), plus hidden entries and `node_modules`. Unlike the plugin (which reads the top
//! level only and writes every spec's pages into `outputDir` itself, where two specs with one
//! operation id overwrite each other), the folder is read to any depth and each spec gets a
//! space of its own: one folder down, named after its path in the folder without the extension
//! (`specs/v2/store.yaml` → `v2/store`), as a slug. A file of the folder that is not an
//! OpenAPI document (a part other specs `$ref`) is not a spec and is left to those specs.

use std::path::{Path, PathBuf};

use ferrosaurus_core::Diagnostic;

/// One spec to load.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct SpecFile {
    /// The file, relative to the site folder.
    pub(crate) path: PathBuf,
    /// Its space when it comes from a folder (`v2/store`); None for a `specPath` file.
    pub(crate) space: Option<String>,
}

/// The spec files of `spec_path` (relative to `site_dir`) of the entry `name`, sorted.
pub(crate) fn spec_files(site_dir: &Path, spec_path: &Path, name: &str, diagnostics: &mut Vec<Diagnostic>) -> Vec<SpecFile> {
    let dir = site_dir.join(spec_path);
    if !dir.is_dir() {
        return vec![SpecFile { path: spec_path.to_path_buf(), space: None }];
    }
    let mut files = Vec::new();
    let walker = walkdir::WalkDir::new(&dir).sort_by_file_name().into_iter().filter_entry(|e| e.depth() == 0 || !left_out(e));
    for entry in walker {
        let entry = match entry {
            Ok(entry) => entry,
            Err(e) => {
                diagnostics.push(Diagnostic::error(format!("the spec folder {} of `{name}` cannot be read: {e}", spec_path.display())).in_file(spec_path));
                continue;
            }
        };
        if !entry.file_type().is_file() || !is_spec_name(entry.path()) {
            continue;
        }
        let inside = entry.path().strip_prefix(&dir).unwrap_or(entry.path());
        files.push(SpecFile { path: spec_path.join(inside), space: Some(space_of(inside)) });
    }
    if files.is_empty() {
        diagnostics.push(Diagnostic::warning(format!("the spec folder {} of `{name}` holds no .yaml, .yml or .json file", spec_path.display())).in_file(spec_path));
    }
    check_spaces(&files, diagnostics);
    files
}

/// Folders and files a folder of specs leaves out.
fn left_out(entry: &walkdir::DirEntry) -> bool {
    let name = entry.file_name().to_string_lossy();
    name.starts_with('.') || name == "node_modules" || name == "__tests__" || (entry.file_type().is_dir() && name.starts_with('_')) || name.contains("_category_")
}

fn is_spec_name(path: &Path) -> bool {
    path.extension().and_then(|e| e.to_str()).is_some_and(|e| matches!(e, "json" | "yaml" | "yml"))
}

/// `v2/Store Front.v1.yaml` → `v2/store-front-v1`: each folder and the file name lowercased,
/// every run of other characters than letters and digits one `-`.
fn space_of(inside: &Path) -> String {
    let without_extension = inside.with_extension("");
    without_extension.iter().map(|part| slug(&part.to_string_lossy())).filter(|p| !p.is_empty()).collect::<Vec<_>>().join("/")
}

fn slug(name: &str) -> String {
    let lower = name.to_lowercase();
    lower.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).collect::<Vec<_>>().join("-")
}

/// Two files of a folder in one space (`pets.yaml` and `pets.json`) would mix their pages.
fn check_spaces(files: &[SpecFile], diagnostics: &mut Vec<Diagnostic>) {
    for (i, file) in files.iter().enumerate() {
        if let Some(first) = files[..i].iter().find(|f| f.space == file.space) {
            diagnostics.push(
                Diagnostic::error(format!(
                    "the specs {} and {} would share the pages' folder `{}`",
                    first.path.display(),
                    file.path.display(),
                    file.space.as_deref().unwrap_or_default()
                ))
                .in_file(&file.path)
                .with_help("rename one of the files: each spec of a folder gets the folder named after its file"),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_folder_is_read_to_any_depth_with_a_space_per_spec() {
        let dir = tempfile::tempdir().unwrap();
        for file in ["specs/petstore.yaml", "specs/v2/Store Front.json", "specs/v2/notes.txt", "specs/_drafts/x.yaml", "specs/.hidden/y.yaml", "specs/_category_.json", "specs/node_modules/z.yml"] {
            let path = dir.path().join(file);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, "openapi: 3.1.0\n").unwrap();
        }
        let mut diagnostics = Vec::new();
        let files = spec_files(dir.path(), Path::new("specs"), "pets", &mut diagnostics);
        let shown: Vec<(String, String)> = files.iter().map(|f| (f.path.display().to_string(), f.space.clone().unwrap())).collect();
        assert_eq!(shown, [("specs/petstore.yaml".to_string(), "petstore".to_string()), ("specs/v2/Store Front.json".to_string(), "v2/store-front".to_string())]);
        assert!(diagnostics.is_empty(), "{diagnostics:?}");
    }

    #[test]
    fn a_file_is_its_own_spec_and_clashing_spaces_are_errors() {
        let dir = tempfile::tempdir().unwrap();
        assert_eq!(spec_files(dir.path(), Path::new("api.yaml"), "x", &mut Vec::new()), [SpecFile { path: "api.yaml".into(), space: None }]);
        std::fs::create_dir_all(dir.path().join("specs")).unwrap();
        std::fs::write(dir.path().join("specs/pets.yaml"), "").unwrap();
        std::fs::write(dir.path().join("specs/pets.json"), "").unwrap();
        let mut diagnostics = Vec::new();
        spec_files(dir.path(), Path::new("specs"), "x", &mut diagnostics);
        assert_eq!(diagnostics.len(), 1, "{diagnostics:?}");
        assert!(diagnostics[0].message.contains("share the pages' folder `pets`"), "{}", diagnostics[0].message);
    }
}
