//! Tags as the docs and blog plugins share them (Docusaurus 3.4+): the tags file (`tags`
//! option, `tags.yml` by default, read from the translation folder first), front matter tags
//! resolved against it, and one report per file of the inline tags it does not declare
//! (`onInlineTags`).

use std::path::{Path, PathBuf};

use ferrosaurus_core::{url, Diagnostic, ReportingSeverity, TagLink, TagRef, TagsFileOption};
use indexmap::IndexMap;
use serde_json::Value;

/// A tag the tags file declares.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct TagDefinition {
    /// `label` (default: the key, capitalized as lodash's `capitalize` does).
    pub label: String,
    /// `permalink` below the tags route (default: the key in kebab case).
    pub permalink: String,
    /// `description`.
    pub description: Option<String>,
}

/// The tags file of one content folder.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TagsFile {
    declared: IndexMap<String, TagDefinition>,
    /// The file name as the option gives it (for messages).
    name: String,
}

impl TagsFile {
    /// Reads the file the option names from the first of `dirs` (relative to the site folder:
    /// the locale's translation folder, then the content folder) that has it. `None` when the
    /// option disables it, when the default `tags.yml` does not exist, or when the file is
    /// wrong (each problem is an error at the file, and line where there is one).
    pub fn load(site_dir: &Path, option: &TagsFileOption, dirs: &[PathBuf], diags: &mut Vec<Diagnostic>) -> Option<TagsFile> {
        let name = option.file_name()?;
        let Some(rel) = dirs.iter().map(|d| d.join(name)).find(|p| site_dir.join(p).is_file()) else {
            if let TagsFileOption::Path(_) = option {
                let searched: Vec<String> = dirs.iter().map(|d| d.display().to_string()).collect();
                diags.push(
                    Diagnostic::error(format!("no tags file `{name}` could be found in any of: {}", searched.join(", ")))
                        .in_file(dirs.last().map(|d| d.join(name)).unwrap_or_else(|| PathBuf::from(name)))
                        .with_help("create the file, or remove the `tags` option (false turns tags files off)"),
                );
            }
            return None;
        };
        let text = match std::fs::read_to_string(site_dir.join(&rel)) {
            Ok(t) => t,
            Err(e) => {
                diags.push(Diagnostic::error(format!("the tags file cannot be read: {e}")).in_file(&rel));
                return None;
            }
        };
        let parsed = parse(&text, &rel, diags)?;
        let file = TagsFile { declared: parsed, name: name.to_string() };
        file.check_unique_permalinks(&rel, &text, diags).then_some(file)
    }

    /// The declaration of a tag key.
    pub fn get(&self, key: &str) -> Option<&TagDefinition> {
        self.declared.get(key)
    }

    /// The declared keys, in file order.
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.declared.keys().map(String::as_str)
    }

    fn check_unique_permalinks(&self, rel: &Path, text: &str, diags: &mut Vec<Diagnostic>) -> bool {
        let mut seen: IndexMap<&str, &str> = IndexMap::new();
        let mut ok = true;
        for (key, def) in &self.declared {
            if let Some(first) = seen.insert(def.permalink.as_str(), key.as_str()) {
                ok = false;
                diags.push(
                    Diagnostic::error(format!("duplicate permalink `/{}` in the tags file: `{first}` and `{key}`", def.permalink))
                        .at_line(rel, key_line(text, key))
                        .with_help("give each tag its own `permalink`"),
                );
            }
        }
        ok
    }
}

/// The tags file's mapping: `key: {label?, permalink?, description?}` or `key:` (null).
fn parse(text: &str, rel: &Path, diags: &mut Vec<Diagnostic>) -> Option<IndexMap<String, TagDefinition>> {
    if text.trim().is_empty() {
        return Some(IndexMap::new());
    }
    let value: Value = match serde_norway::from_str(text) {
        Ok(v) => v,
        Err(e) => {
            let line = e.location().map_or(1, |l| l.line());
            diags.push(Diagnostic::error(format!("malformed tags file: {e}")).at_line(rel, line));
            return None;
        }
    };
    let Value::Object(map) = value else {
        diags.push(Diagnostic::error("the tags file must map tag keys to `{label, permalink, description}`").in_file(rel));
        return None;
    };
    let mut out = IndexMap::new();
    for (key, def) in map {
        match definition(&key, &def) {
            Ok(d) => {
                out.insert(key, d);
            }
            Err(problem) => {
                diags.push(Diagnostic::error(format!("tag `{key}` in the tags file: {problem}")).at_line(rel, key_line(text, &key)));
                return None;
            }
        }
    }
    Some(out)
}

fn definition(key: &str, def: &Value) -> Result<TagDefinition, String> {
    let empty = serde_json::Map::new();
    let fields = match def {
        Value::Null => &empty,
        Value::Object(m) => m,
        other => return Err(format!("must be an object or empty, found {other}")),
    };
    let text = |name: &str| -> Result<Option<String>, String> {
        match fields.get(name) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::String(s)) => Ok(Some(s.clone()).filter(|s| !s.is_empty())),
            Some(other) => Err(format!("`{name}` must be a string, found {other}")),
        }
    };
    if let Some(unknown) = fields.keys().find(|k| !["label", "permalink", "description"].contains(&k.as_str())) {
        return Err(format!("unknown field `{unknown}` (a tag has `label`, `permalink` and `description`)"));
    }
    Ok(TagDefinition {
        label: text("label")?.unwrap_or_else(|| capitalize(key)),
        permalink: text("permalink")?.map_or_else(|| url::kebab_case(key), |p| p.trim_start_matches('/').to_string()),
        description: text("description")?,
    })
}

/// The 1-based line where a top-level key is written (1 when it cannot be found).
fn key_line(text: &str, key: &str) -> usize {
    text.lines()
        .position(|l| {
            let l = l.trim_end();
            [key.to_string(), format!("'{key}'"), format!("\"{key}\"")].iter().any(|k| l.strip_prefix(k.as_str()).is_some_and(|rest| rest.trim_start().starts_with(':')))
        })
        .map_or(1, |i| i + 1)
}

/// lodash's `capitalize`: the first character upper case, the rest lower case.
fn capitalize(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars.flat_map(char::to_lowercase)).collect(),
        None => String::new(),
    }
}

/// Where the tag pages of a plugin (or docs version) live.
#[derive(Debug, Clone, Copy)]
pub struct TagsRoute<'a> {
    /// baseUrl + route base path + tags base path (`/blog/tags`, `/docs/next/tags`).
    pub base: &'a str,
    /// The site's `trailingSlash`.
    pub trailing_slash: Option<bool>,
}

impl TagsRoute<'_> {
    fn permalink(&self, slug: &str) -> String {
        url::apply_trailing_slash(&url::join([self.base, slug.trim_start_matches('/')]), self.trailing_slash)
    }
}

/// A front matter tag, resolved.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct ResolvedTag {
    /// Label, page URL and description.
    pub link: TagLink,
    /// Not declared in the tags file (a string the file lacks, or an object written in place).
    pub inline: bool,
}

/// Front matter tags as Docusaurus's `normalizeTags` resolves them: a string the tags file
/// declares takes its definition; any other string is an inline tag (label as written,
/// kebab-case permalink); an object is an inline tag with its own fields.
pub fn resolve_tags(tags: &[TagRef], file: Option<&TagsFile>, route: TagsRoute<'_>) -> Vec<ResolvedTag> {
    tags.iter()
        .map(|tag| {
            let (label, slug, description, inline) = match tag {
                TagRef::Label(key) => match file.and_then(|f| f.get(key)) {
                    Some(def) => (def.label.clone(), def.permalink.clone(), def.description.clone(), false),
                    None => (key.clone(), url::kebab_case(key), None, true),
                },
                TagRef::Object { label, permalink, description } => {
                    (label.clone(), permalink.clone().unwrap_or_else(|| url::kebab_case(label)), description.clone(), true)
                }
            };
            ResolvedTag { link: TagLink { label, permalink: route.permalink(&slug), description, count: None }, inline }
        })
        .collect()
}

/// Docusaurus's `reportInlineTags`: when a tags file exists, one diagnostic per file naming
/// its inline tags, with the severity `onInlineTags` gives it (none for `ignore`). The caller
/// places it at the file (and the `tags:` line).
pub fn report_inline_tags(tags: &[ResolvedTag], file: Option<&TagsFile>, severity: ReportingSeverity) -> Option<Diagnostic> {
    let file = file?;
    let mut labels: Vec<&str> = Vec::new();
    for t in tags.iter().filter(|t| t.inline) {
        if !labels.contains(&t.link.label.as_str()) {
            labels.push(&t.link.label);
        }
    }
    if labels.is_empty() {
        return None;
    }
    let d = Diagnostic::warning(format!("tags [{}] are not defined in {} (onInlineTags)", labels.join(", "), file.name))
        .with_help(format!("declare them in {}, use one of its keys, or set `onInlineTags: 'ignore'`", file.name));
    with_severity(severity, d)
}

/// A diagnostic with the severity an `on*` option gives it: `ignore` none, `log` and `warn` a
/// warning, `throw` an error.
pub fn with_severity(severity: ReportingSeverity, mut d: Diagnostic) -> Option<Diagnostic> {
    d.severity = match severity {
        ReportingSeverity::Ignore => return None,
        ReportingSeverity::Log | ReportingSeverity::Warn => ferrosaurus_core::Severity::Warning,
        ReportingSeverity::Throw => ferrosaurus_core::Severity::Error,
    };
    Some(d)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site(files: &[(&str, &str)]) -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        for (rel, text) in files {
            let p = dir.path().join(rel);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(p, text).unwrap();
        }
        dir
    }

    const ROUTE: TagsRoute<'static> = TagsRoute { base: "/docs/tags", trailing_slash: None };

    #[test]
    fn declared_tags_take_their_definition_and_defaults_follow_docusaurus() {
        let dir = site(&[("docs/tags.yml", "getting-started:\n  label: Getting started\n  description: First steps\nAPI:\nhello world:\n  permalink: /hi\n")]);
        let mut diags = Vec::new();
        let file = TagsFile::load(dir.path(), &TagsFileOption::Default, &[PathBuf::from("i18n/fr/x"), PathBuf::from("docs")], &mut diags).unwrap();
        assert!(diags.is_empty(), "{diags:?}");
        assert_eq!(file.get("API").unwrap().label, "Api");
        let tags = resolve_tags(
            &[TagRef::Label("getting-started".into()), TagRef::Label("API".into()), TagRef::Label("hello world".into()), TagRef::Label("Other Thing".into())],
            Some(&file),
            ROUTE,
        );
        let seen: Vec<(&str, &str, bool)> = tags.iter().map(|t| (t.link.label.as_str(), t.link.permalink.as_str(), t.inline)).collect();
        assert_eq!(
            seen,
            [("Getting started", "/docs/tags/getting-started", false), ("Api", "/docs/tags/api", false), ("Hello world", "/docs/tags/hi", false), ("Other Thing", "/docs/tags/other-thing", true)]
        );
        let d = report_inline_tags(&tags, Some(&file), ReportingSeverity::Throw).unwrap();
        assert!(d.is_error() && d.message.contains("tags [Other Thing] are not defined in tags.yml"), "{d}");
        assert!(report_inline_tags(&tags, Some(&file), ReportingSeverity::Ignore).is_none());
        assert!(report_inline_tags(&tags, None, ReportingSeverity::Throw).is_none(), "no tags file, no report");
    }

    #[test]
    fn the_translation_folder_wins_and_a_missing_default_file_is_fine() {
        let dir = site(&[("docs/tags.yml", "a:\n  label: English\n"), ("i18n/fr/docs/tags.yml", "a:\n  label: Français\n")]);
        let mut diags = Vec::new();
        let dirs = [PathBuf::from("i18n/fr/docs"), PathBuf::from("docs")];
        assert_eq!(TagsFile::load(dir.path(), &TagsFileOption::Default, &dirs, &mut diags).unwrap().get("a").unwrap().label, "Français");
        assert!(TagsFile::load(dir.path(), &TagsFileOption::Default, &[PathBuf::from("blog")], &mut diags).is_none());
        assert!(TagsFile::load(dir.path(), &TagsFileOption::Disabled, &dirs, &mut diags).is_none());
        assert!(diags.is_empty());
        assert!(TagsFile::load(dir.path(), &TagsFileOption::Path("meta.yml".into()), &dirs, &mut diags).is_none());
        assert!(diags[0].is_error() && diags[0].message.contains("no tags file `meta.yml`"), "{diags:?}");
    }

    #[test]
    fn bad_files_are_errors_at_their_line() {
        for (text, needle, line) in [
            ("a:\n  label: x\nb: c: d\n", "malformed tags file", 3),
            ("a:\nb:\n  colour: red\n", "unknown field `colour`", 2),
            ("one:\n  permalink: /same\ntwo:\n  permalink: same\n", "duplicate permalink `/same`", 3),
        ] {
            let dir = site(&[("docs/tags.yml", text)]);
            let mut diags = Vec::new();
            assert!(TagsFile::load(dir.path(), &TagsFileOption::Default, &[PathBuf::from("docs")], &mut diags).is_none());
            assert!(diags[0].message.contains(needle), "{diags:?}");
            assert_eq!(diags[0].line, Some(line), "{text}: {diags:?}");
        }
    }
}
