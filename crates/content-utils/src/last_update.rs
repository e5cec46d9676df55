//! When and by whom each file was last changed (the docs' and blog's `showLastUpdateTime` /
//! `showLastUpdateAuthor`, the sitemap's `lastmod`): read from git with `git2` in one walk
//! over the history for every file at once (Docusaurus runs `git log -1 --format=%ct,%an --
//! <file>` per file), or from front matter `last_update: {date, author}`, which wins.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use ferrosaurus_core::{FrontMatter, LastUpdate};

/// The last commit that changed a file.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct FileUpdate {
    /// Commit time, seconds since the Unix epoch.
    pub timestamp: i64,
    /// Commit author name.
    pub author: String,
}

/// The last commit of each file (paths relative to the site folder), walking the history of
/// `HEAD` newest first and diffing each commit against its first parent, once. Files git does
/// not know (and sites outside a repository) are simply missing from the map.
pub fn read_last_updates(site_dir: &Path, files: &[&Path]) -> HashMap<PathBuf, FileUpdate> {
    walk_history(site_dir, files).unwrap_or_default()
}

fn walk_history(site_dir: &Path, files: &[&Path]) -> Result<HashMap<PathBuf, FileUpdate>, git2::Error> {
    let repo = git2::Repository::discover(site_dir)?;
    let Some(workdir) = repo.workdir() else { return Ok(HashMap::new()) };
    let (Ok(workdir), Ok(site)) = (workdir.canonicalize(), site_dir.canonicalize()) else { return Ok(HashMap::new()) };
    let Ok(site_in_repo) = site.strip_prefix(&workdir) else { return Ok(HashMap::new()) };
    // repository path (with `/`) → the path the caller gave
    let mut wanted: HashMap<String, PathBuf> = files
        .iter()
        .map(|f| (site_in_repo.join(f).to_string_lossy().replace('\\', "/"), f.to_path_buf()))
        .collect();
    let mut found = HashMap::new();
    let mut walk = repo.revwalk()?;
    walk.set_sorting(git2::Sort::TIME)?;
    if walk.push_head().is_err() {
        return Ok(found); // no commit yet
    }
    for oid in walk {
        if wanted.is_empty() {
            break;
        }
        let commit = repo.find_commit(oid?)?;
        if commit.parent_count() > 1 {
            continue; // a merge: its changes are seen on the merged commits
        }
        let parent_tree = commit.parents().next().map(|p| p.tree()).transpose()?;
        let diff = repo.diff_tree_to_tree(parent_tree.as_ref(), Some(&commit.tree()?), None)?;
        for delta in diff.deltas() {
            let Some(path) = delta.new_file().path() else { continue };
            if let Some(original) = wanted.remove(path.to_string_lossy().replace('\\', "/").as_str()) {
                let author = commit.author().name().unwrap_or_default().to_string();
                found.insert(original, FileUpdate { timestamp: commit.time().seconds(), author });
            }
        }
    }
    Ok(found)
}

/// Which parts of the last update a content plugin shows (`showLastUpdateTime`,
/// `showLastUpdateAuthor`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct LastUpdateOptions {
    /// `showLastUpdateTime`.
    pub time: bool,
    /// `showLastUpdateAuthor`.
    pub author: bool,
}

impl LastUpdateOptions {
    /// True when either part is shown (git is read only then).
    pub fn any(self) -> bool {
        self.time || self.author
    }

    /// A file's last update as Docusaurus's `readLastUpdateData` gives it: front matter
    /// `last_update` wins over git, each part only when its option is on.
    pub fn resolve(self, fm: &FrontMatter, git: Option<&FileUpdate>) -> Option<LastUpdate> {
        if !self.any() {
            return None;
        }
        let from_front_matter = front_matter_last_update(fm);
        let mut update = LastUpdate::default();
        if self.time {
            update.last_updated_at = from_front_matter.as_ref().and_then(|f| f.0).or(git.map(|g| g.timestamp));
        }
        if self.author {
            update.last_updated_by = from_front_matter.and_then(|f| f.1).or(git.map(|g| g.author.clone()));
        }
        (update.last_updated_at.is_some() || update.last_updated_by.is_some()).then_some(update)
    }
}

/// Front matter `last_update: {date, author}`: (seconds since the epoch, author).
pub fn front_matter_last_update(fm: &FrontMatter) -> Option<(Option<i64>, Option<String>)> {
    let value = fm.last_update.as_ref()?;
    let date = value.get("date").and_then(serde_json::Value::as_str).and_then(parse_date);
    let author = value.get("author").and_then(serde_json::Value::as_str).map(String::from);
    Some((date, author))
}

/// `2021-01-01`, `2021-01-01T10:00:00Z` or `2021-01-01T10:00:00+02:00` as seconds since the epoch.
fn parse_date(text: &str) -> Option<i64> {
    if let Ok(ts) = text.parse::<jiff::Timestamp>() {
        return Some(ts.as_second());
    }
    let date = text.parse::<jiff::civil::Date>().ok()?;
    format!("{date}T00:00:00Z").parse::<jiff::Timestamp>().ok().map(|ts| ts.as_second())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::process::Command;

    fn git(dir: &Path, args: &[&str], date: &str) {
        let status = Command::new("git")
            .args(args)
            .current_dir(dir)
            .env("GIT_AUTHOR_DATE", date)
            .env("GIT_COMMITTER_DATE", date)
            .env("GIT_AUTHOR_NAME", if date.starts_with("2020") { "Ada" } else { "Grace" })
            .env("GIT_AUTHOR_EMAIL", "a@example.com")
            .env("GIT_COMMITTER_NAME", "C")
            .env("GIT_COMMITTER_EMAIL", "c@example.com")
            .status()
            .expect("git runs");
        assert!(status.success());
    }

    #[test]
    fn one_walk_finds_each_files_last_commit() {
        let dir = tempfile::tempdir().unwrap();
        let repo = dir.path();
        let site = repo.join("website");
        std::fs::create_dir_all(site.join("docs")).unwrap();
        git(repo, &["init", "-q"], "2020-01-01T00:00:00Z");
        std::fs::write(site.join("docs/a.md"), "a").unwrap();
        std::fs::write(site.join("docs/b.md"), "b").unwrap();
        git(repo, &["add", "."], "2020-01-01T00:00:00Z");
        git(repo, &["commit", "-q", "-m", "one"], "2020-01-01T00:00:00Z");
        std::fs::write(site.join("docs/b.md"), "b2").unwrap();
        git(repo, &["commit", "-q", "-am", "two"], "2021-06-01T00:00:00Z");
        std::fs::write(site.join("docs/c.md"), "not committed").unwrap();

        let (a, b, c) = (Path::new("docs/a.md"), Path::new("docs/b.md"), Path::new("docs/c.md"));
        let found = read_last_updates(&site, &[a, b, c]);
        assert_eq!(found[a], FileUpdate { timestamp: 1_577_836_800, author: "Ada".into() });
        assert_eq!(found[b], FileUpdate { timestamp: 1_622_505_600, author: "Grace".into() });
        assert!(!found.contains_key(c));
    }

    #[test]
    fn outside_a_repository_nothing_is_found() {
        let dir = tempfile::tempdir().unwrap();
        assert!(read_last_updates(dir.path(), &[Path::new("x.md")]).is_empty() || dir.path().join(".git").exists());
    }

    #[test]
    fn front_matter_dates() {
        assert_eq!(parse_date("2021-01-01"), Some(1_609_459_200));
        assert_eq!(parse_date("2021-01-01T01:00:00Z"), Some(1_609_462_800));
        assert_eq!(parse_date("not a date"), None);
    }
}
