//! "Did you mean" for imports that do not resolve: the names closest to the missing
//! one among the files of its folder, the installed packages or a module's exports.

use std::path::Path;

/// How similar (Jaro-Winkler) a name must be to be suggested.
const MIN_SIMILARITY: f64 = 0.75;
/// At most this many suggestions.
const MAX_SUGGESTIONS: usize = 3;

/// The `candidates` closest to `wanted`, most similar first.
pub(crate) fn closest<'a>(
    wanted: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Vec<String> {
    let wanted_lower = wanted.to_lowercase();
    let mut scored: Vec<(f64, &str)> = candidates
        .into_iter()
        .filter(|candidate| *candidate != wanted)
        .map(|candidate| {
            let score = strsim::jaro_winkler(&wanted_lower, &candidate.to_lowercase());
            (score, candidate)
        })
        .filter(|(score, _)| *score >= MIN_SIMILARITY)
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(b.1)));
    let mut names: Vec<String> = Vec::new();
    for (_, candidate) in scored {
        if !names.iter().any(|n| n == candidate) {
            names.push(candidate.to_string());
        }
        if names.len() == MAX_SUGGESTIONS {
            break;
        }
    }
    names
}

/// Names of the entries of `dir` (files and folders), sorted; empty when it cannot
/// be read.
pub(crate) fn folder_entries(dir: &Path) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut names: Vec<String> = entries
        .filter_map(Result::ok)
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| !name.starts_with('.'))
        .collect();
    names.sort();
    names
}

/// A file name without its extension (`card.module.css` -> `card.module`).
pub(crate) fn stem(name: &str) -> &str {
    match name.rsplit_once('.') {
        Some((stem, _)) if !stem.is_empty() => stem,
        _ => name,
    }
}

/// Package names installed in a node_modules folder (`@scope/name` for scoped ones).
pub(crate) fn installed_packages(node_modules: &Path) -> Vec<String> {
    let mut names = Vec::new();
    for name in folder_entries(node_modules) {
        if name.starts_with('@') {
            for inner in folder_entries(&node_modules.join(&name)) {
                names.push(format!("{name}/{inner}"));
            }
        } else {
            names.push(name);
        }
    }
    names
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn closest_names_come_first_and_far_ones_are_left_out() {
        let found = closest("Buton", ["Button", "ButtonGroup", "Card", "Table"]);
        assert_eq!(found, vec!["Button".to_string(), "ButtonGroup".to_string()]);
        assert!(closest("xyz", ["Button"]).is_empty());
    }

    #[test]
    fn stems_drop_only_the_last_extension() {
        assert_eq!(stem("card.module.css"), "card.module");
        assert_eq!(stem("intro"), "intro");
        assert_eq!(stem(".hidden"), ".hidden");
    }
}
