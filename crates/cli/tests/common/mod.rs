//! Helpers shared by the binary's test files.

use std::path::Path;

/// Copies the folder `from` into `to`, skipping entries whose name is in `skip` (build output,
/// installed packages).
pub(crate) fn copy_tree(from: &Path, to: &Path, skip: &[&str]) {
    let walker = walkdir::WalkDir::new(from).into_iter().filter_entry(|e| e.depth() == 0 || !e.file_name().to_str().is_some_and(|n| skip.contains(&n)));
    for entry in walker {
        let entry = entry.unwrap();
        let target = to.join(entry.path().strip_prefix(from).unwrap());
        if entry.file_type().is_dir() {
            std::fs::create_dir_all(&target).unwrap();
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}
