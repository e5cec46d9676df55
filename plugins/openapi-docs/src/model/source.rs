//! Spec files as text and JSON: reading (confined to the site folder), YAML/JSON parsing with
//! the error's line, the line of a JSON pointer, and bundling `$ref`s into other files.

use std::collections::HashMap;
use std::path::{Component, Path, PathBuf};

use ferrosaurus_core::Diagnostic;
use serde_json::Value;

/// How many files deep relative `$ref`s are followed.
const MAX_FILE_DEPTH: usize = 16;

/// One spec file: where it is and what it says.
#[derive(Debug, Clone)]
pub(crate) struct SourceFile {
    /// The path as diagnostics show it (relative to the site folder).
    pub(crate) shown: PathBuf,
    /// The text, kept to find the line of a JSON pointer.
    pub(crate) text: String,
    /// The parsed document.
    pub(crate) doc: Value,
}

/// Reads `rel` (relative to `site_dir`) and parses it. Errors are diagnostics.
pub(crate) fn read(site_dir: &Path, rel: &Path) -> Result<SourceFile, Diagnostic> {
    let shown = normalize(rel);
    if shown.components().any(|c| matches!(c, Component::ParentDir | Component::RootDir | Component::Prefix(_))) {
        return Err(Diagnostic::error(format!("the spec file {} is outside the site folder", rel.display()))
            .with_help("specs and the files their `$ref`s name must be inside the site folder"));
    }
    let file = site_dir.join(&shown);
    // a symbolic link must not lead outside either
    if let (Ok(real), Ok(site)) = (file.canonicalize(), site_dir.canonicalize()) {
        if !real.starts_with(&site) {
            return Err(Diagnostic::error(format!("the spec file {} leads outside the site folder", shown.display())).in_file(&shown));
        }
    }
    let text = std::fs::read_to_string(&file).map_err(|e| {
        let what = if e.kind() == std::io::ErrorKind::NotFound { "does not exist".to_string() } else { format!("cannot be read: {e}") };
        Diagnostic::error(format!("the OpenAPI spec {} {what}", shown.display())).in_file(&shown)
    })?;
    let doc = parse(&text, &shown)?;
    Ok(SourceFile { shown, text, doc })
}

/// Parses YAML (JSON is YAML too); a syntax error names the file, line and column.
pub(crate) fn parse(text: &str, shown: &Path) -> Result<Value, Diagnostic> {
    serde_norway::from_str(text).map_err(|e| {
        let message = format!("the OpenAPI spec does not parse: {e}");
        match e.location() {
            Some(loc) => Diagnostic::error(message).at(shown, loc.line(), loc.column()),
            None => Diagnostic::error(message).in_file(shown),
        }
    })
}

/// `a/./b/../c` → `a/c`, without touching the disk; a `..` that leaves the start is kept.
pub(crate) fn normalize(path: &Path) -> PathBuf {
    let mut out: Vec<Component<'_>> = Vec::new();
    for c in path.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir if matches!(out.last(), Some(Component::Normal(_))) => {
                out.pop();
            }
            other => out.push(other),
        }
    }
    out.iter().collect()
}

/// Splits a JSON pointer (`/paths/~1pets/get`) into its unescaped segments.
pub(crate) fn pointer_segments(pointer: &str) -> Vec<String> {
    pointer.split('/').skip(1).map(|s| s.replace("~1", "/").replace("~0", "~")).collect()
}

/// Escapes one segment for a JSON pointer.
pub(crate) fn escape_segment(segment: &str) -> String {
    segment.replace('~', "~0").replace('/', "~1")
}

/// The 1-based line where the value at `pointer` starts, found in the text: each key segment is
/// looked up (as `key:` / `"key":`) after the previous one; array indexes keep the position.
/// Good for block YAML and pretty JSON; None when a key is not found.
pub(crate) fn line_of(text: &str, pointer: &str) -> Option<usize> {
    let mut offset = 0;
    for segment in pointer_segments(pointer) {
        offset = match segment.parse::<usize>() {
            Ok(index) => find_item(text, index, offset).unwrap_or(offset),
            Err(_) => find_key(text, &segment, offset)?,
        };
    }
    Some(text[..offset].matches('\n').count() + 1)
}

/// The `index`-th block sequence item (`- `) after `from`, at the indentation of the first.
fn find_item(text: &str, index: usize, from: usize) -> Option<usize> {
    let line_start = text[..from].rfind('\n').map_or(0, |i| i + 1);
    let mut offset = text[line_start..].find('\n').map(|i| line_start + i + 1)?;
    let mut indent: Option<usize> = None;
    let mut seen = 0;
    for line in text[offset..].split_inclusive('\n') {
        let trimmed = line.trim_start();
        let this_indent = line.len() - trimmed.len();
        if trimmed.starts_with("- ") || trimmed == "-\n" {
            match indent {
                None => indent = Some(this_indent),
                Some(i) if i != this_indent => {
                    offset += line.len();
                    continue;
                }
                Some(_) => {}
            }
            if seen == index {
                return Some(offset + this_indent);
            }
            seen += 1;
        } else if indent.is_some_and(|i| this_indent < i && !trimmed.is_empty()) {
            return None;
        }
        offset += line.len();
    }
    None
}

fn find_key(text: &str, key: &str, from: usize) -> Option<usize> {
    let candidates = [format!("\"{key}\""), format!("'{key}'"), key.to_string()];
    let mut best: Option<usize> = None;
    for candidate in &candidates {
        let mut start = from;
        while let Some(found) = text[start..].find(candidate.as_str()) {
            let at = start + found;
            let after = text[at + candidate.len()..].trim_start_matches([' ', '\t']);
            let before = text[..at].trim_end_matches([' ', '\t']);
            let starts_entry = before.is_empty() || before.ends_with(['\n', '{', ',', '-']);
            if after.starts_with(':') && starts_entry {
                best = Some(best.map_or(at, |b| b.min(at)));
                break;
            }
            start = at + candidate.len();
        }
    }
    best
}

/// What bundling a spec gives besides the document.
#[derive(Debug, Default)]
pub(crate) struct Bundled {
    /// Each problem, one diagnostic.
    pub(crate) diagnostics: Vec<Diagnostic>,
    /// The other files the `$ref`s name (relative to the site folder, sorted), read or not.
    pub(crate) files: Vec<PathBuf>,
}

/// Replaces every `$ref` into another file by the value it names, so the document only holds
/// local references. Paths are relative to the file that holds the `$ref` and must stay inside
/// the site folder; remote URLs are not fetched.
pub(crate) fn bundle(site_dir: &Path, root: &mut SourceFile) -> Bundled {
    resolve_schema_ids(&mut root.doc);
    let mut bundler = Bundler { site_dir, files: HashMap::new(), diagnostics: Vec::new(), hoisted: Vec::new() };
    let shown = root.shown.clone();
    let mut doc = std::mem::take(&mut root.doc);
    bundler.inline(&mut doc, &shown, &shown, &root.text, &mut Vec::new());
    // schemas of other files that contain themselves live on in `components.schemas`
    for hoisted in bundler.hoisted {
        let Some(value) = hoisted.value else { continue };
        if let Some(schemas) = doc.as_object_mut().map(|d| d.entry("components").or_insert_with(|| Value::Object(Default::default()))).and_then(Value::as_object_mut).map(|c| c.entry("schemas").or_insert_with(|| Value::Object(Default::default()))).and_then(Value::as_object_mut) {
            schemas.entry(hoisted.name).or_insert(value);
        }
    }
    root.doc = doc;
    // a file outside the site folder was refused, and is not the site's to watch
    let inside = |f: &PathBuf| !f.components().any(|c| matches!(c, Component::ParentDir | Component::RootDir | Component::Prefix(_)));
    let mut files: Vec<PathBuf> = bundler.files.into_keys().filter(|f| *f != shown && inside(f)).collect();
    files.sort();
    Bundled { diagnostics: bundler.diagnostics, files }
}

struct Bundler<'a> {
    site_dir: &'a Path,
    files: HashMap<PathBuf, Result<SourceFile, ()>>,
    diagnostics: Vec<Diagnostic>,
    hoisted: Vec<Hoisted>,
}

/// A value of another file that refers to itself: it gets a name in `components.schemas` and
/// the inner references point there.
struct Hoisted {
    /// `file#pointer`.
    key: String,
    /// Its name in `components.schemas`.
    name: String,
    /// Filled once its outermost inlining is done.
    value: Option<Value>,
}

impl Bundler<'_> {
    /// Walks `value` (a part of `file`); `root` is the spec whose own `#` refs stay as they are.
    fn inline(&mut self, value: &mut Value, file: &Path, root: &Path, text: &str, stack: &mut Vec<String>) {
        match value {
            Value::Object(map) => {
                if let Some(Value::String(reference)) = map.get("$ref") {
                    let reference = reference.clone();
                    if let Some(replacement) = self.external(&reference, file, root, text, stack) {
                        *value = replacement;
                        return;
                    }
                }
                for (key, child) in map.iter_mut() {
                    if key != "example" && key != "examples" && key != "default" && key != "enum" {
                        self.inline(child, file, root, text, stack);
                    }
                }
            }
            Value::Array(items) => items.iter_mut().for_each(|item| self.inline(item, file, root, text, stack)),
            _ => {}
        }
    }

    /// The value an external `$ref` names, bundled in turn; None for local refs of the root.
    fn external(&mut self, reference: &str, file: &Path, root: &Path, text: &str, stack: &mut Vec<String>) -> Option<Value> {
        let (target_file, pointer) = reference.split_once('#').unwrap_or((reference, ""));
        if target_file.is_empty() && file == root {
            return None;
        }
        let report = |message: String, help: &str| {
            let d = Diagnostic::error(message).with_help(help.to_string());
            match find_ref_line(text, reference) {
                Some(line) => d.at_line(file, line),
                None => d.in_file(file),
            }
        };
        if target_file.contains("://") {
            self.diagnostics.push(report(format!("the `$ref` {reference} names a remote document, which is not fetched"), "download it into the site folder and refer to it by a relative path"));
            return Some(Value::Null);
        }
        let target = if target_file.is_empty() { file.to_path_buf() } else { normalize(&file.parent().unwrap_or(Path::new("")).join(target_file)) };
        let key = format!("{}#{pointer}", target.display());
        if stack.contains(&key) {
            let name = match self.hoisted.iter().find(|h| h.key == key) {
                Some(h) => h.name.clone(),
                None => {
                    let stem = pointer.rsplit('/').find(|s| !s.is_empty()).map(str::to_string).or_else(|| target.file_stem().map(|s| s.to_string_lossy().into_owned())).unwrap_or_else(|| "Schema".into());
                    let name = format!("{stem}{}", if self.hoisted.iter().any(|h| h.name == stem) { format!("_{}", self.hoisted.len()) } else { String::new() });
                    self.hoisted.push(Hoisted { key: key.clone(), name: name.clone(), value: None });
                    name
                }
            };
            return Some(serde_json::json!({"$ref": format!("#/components/schemas/{}", escape_segment(&name))}));
        }
        if stack.len() > MAX_FILE_DEPTH {
            self.diagnostics.push(report(format!("the `$ref` {reference} goes more than {MAX_FILE_DEPTH} files deep"), "refer to fewer files in a chain"));
            return Some(Value::Null);
        }
        let source = self.files.entry(target.clone()).or_insert_with(|| read(self.site_dir, &target).map_err(|_| ()));
        let Ok(source) = source else {
            self.diagnostics.push(report(format!("the `$ref` {reference} names a file that cannot be read ({})", target.display()), "check the path: it is relative to the file holding the `$ref`, inside the site folder"));
            return Some(Value::Null);
        };
        let (mut found, target_text) = match source.doc.pointer(pointer) {
            Some(found) => (found.clone(), source.text.clone()),
            None => {
                self.diagnostics.push(report(format!("the `$ref` {reference} names nothing: {} has no `{pointer}`", target.display()), "check the JSON pointer after `#`"));
                return Some(Value::Null);
            }
        };
        stack.push(key.clone());
        self.inline(&mut found, &target, root, &target_text, stack);
        stack.pop();
        if let Some(h) = self.hoisted.iter_mut().find(|h| h.key == key && h.value.is_none()) {
            h.value = Some(found.clone());
        }
        Some(found)
    }
}

/// JSON Schema 2020-12 identifiers: a `$ref` to a schema's `$id` (`/schemas/pet`), to
/// `$id#anchor` or to `#anchor` (a `$anchor` of the document) becomes the local JSON pointer of
/// that schema.
fn resolve_schema_ids(doc: &mut Value) {
    let mut ids: HashMap<String, String> = HashMap::new();
    collect_ids(doc, "", "", &mut ids);
    if ids.is_empty() {
        return;
    }
    rewrite_id_refs(doc, &ids);
}

fn collect_ids(value: &Value, pointer: &str, base: &str, ids: &mut HashMap<String, String>) {
    match value {
        Value::Object(map) => {
            let mut base = base.to_string();
            if let Some(Value::String(id)) = map.get("$id") {
                ids.insert(id.clone(), format!("#{pointer}"));
                base = id.clone();
            }
            if let Some(Value::String(anchor)) = map.get("$anchor") {
                ids.insert(format!("{base}#{anchor}"), format!("#{pointer}"));
            }
            for (key, child) in map {
                if !matches!(key.as_str(), "example" | "examples" | "default" | "enum" | "const") {
                    collect_ids(child, &format!("{pointer}/{}", escape_segment(key)), &base, ids);
                }
            }
        }
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                collect_ids(item, &format!("{pointer}/{i}"), base, ids);
            }
        }
        _ => {}
    }
}

fn rewrite_id_refs(value: &mut Value, ids: &HashMap<String, String>) {
    match value {
        Value::Object(map) => {
            if let Some(Value::String(reference)) = map.get_mut("$ref") {
                if let Some(pointer) = ids.get(reference.as_str()) {
                    *reference = pointer.clone();
                }
            }
            map.values_mut().for_each(|child| rewrite_id_refs(child, ids));
        }
        Value::Array(items) => items.iter_mut().for_each(|item| rewrite_id_refs(item, ids)),
        _ => {}
    }
}

/// The line of the first `$ref` to `reference` in a file's text.
pub(crate) fn find_ref_line(text: &str, reference: &str) -> Option<usize> {
    let at = text.find(reference)?;
    Some(text[..at].matches('\n').count() + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_of_pointers() {
        let yaml = "openapi: 3.1.0\npaths:\n  /pets:\n    get:\n      responses:\n        '200':\n          description: ok\n";
        assert_eq!(line_of(yaml, "/paths/~1pets/get"), Some(4));
        assert_eq!(line_of(yaml, "/paths/~1pets/get/responses/200/description"), Some(7));
        assert_eq!(line_of(yaml, "/nope"), None);
        let list = "paths:\n  /a:\n    get:\n      parameters:\n        - name: a\n          in: query\n        - name: b\n          in: nowhere\n";
        assert_eq!(line_of(list, "/paths/~1a/get/parameters/1"), Some(7));
        assert_eq!(line_of(list, "/paths/~1a/get/parameters/1/in"), Some(8));
        let json = "{\n  \"paths\": {\n    \"/a\": {\n      \"get\": {}\n    }\n  }\n}";
        assert_eq!(line_of(json, "/paths/~1a/get"), Some(4));
    }

    #[test]
    fn a_schema_of_another_file_may_contain_itself() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("node.yaml"), "Node:\n  type: object\n  properties:\n    children: {type: array, items: {$ref: '#/Node'}}\n").unwrap();
        std::fs::write(dir.path().join("main.yaml"), "components:\n  schemas:\n    Tree: {$ref: 'node.yaml#/Node'}\n").unwrap();
        let mut root = read(dir.path(), Path::new("main.yaml")).unwrap();
        let diags = bundle(dir.path(), &mut root).diagnostics;
        assert!(diags.is_empty(), "{diags:?}");
        assert_eq!(root.doc.pointer("/components/schemas/Tree/properties/children/items/$ref").unwrap(), "#/components/schemas/Node");
        assert_eq!(root.doc.pointer("/components/schemas/Node/properties/children/items/$ref").unwrap(), "#/components/schemas/Node");
    }

    #[test]
    fn schema_ids_and_anchors_become_pointers() {
        let mut doc = serde_json::json!({"components": {"schemas": {
            "Pet": {"properties": {"d": {"$ref": "/s/details"}, "i": {"$ref": "/s/details#details_id"}}},
            "Details": {"$id": "/s/details", "properties": {"id": {"$anchor": "details_id", "type": "integer"}}}}}});
        resolve_schema_ids(&mut doc);
        assert_eq!(doc.pointer("/components/schemas/Pet/properties/d/$ref").unwrap(), "#/components/schemas/Details");
        assert_eq!(doc.pointer("/components/schemas/Pet/properties/i/$ref").unwrap(), "#/components/schemas/Details/properties/id");
    }

    #[test]
    fn paths_normalize_without_leaving() {
        assert_eq!(normalize(Path::new("a/./b/../c.yaml")), PathBuf::from("a/c.yaml"));
        assert_eq!(normalize(Path::new("../x.yaml")), PathBuf::from("../x.yaml"));
    }

    #[test]
    fn files_outside_the_site_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let err = read(dir.path(), Path::new("a/../../secret.yaml")).unwrap_err();
        assert!(err.message.contains("outside the site folder"), "{err}");
    }

    #[test]
    fn relative_refs_are_inlined() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("api/schemas")).unwrap();
        std::fs::write(dir.path().join("api/schemas/pet.yaml"), "Pet:\n  type: object\n  properties:\n    tag: {$ref: 'tag.yaml'}\n").unwrap();
        std::fs::write(dir.path().join("api/schemas/tag.yaml"), "type: string\n").unwrap();
        std::fs::write(dir.path().join("api/main.yaml"), "components:\n  schemas:\n    Pet: {$ref: 'schemas/pet.yaml#/Pet'}\n    Own: {$ref: '#/components/schemas/Pet'}\n    Gone: {$ref: 'nope.yaml'}\n    Out: {$ref: '../../etc/passwd'}\n").unwrap();
        let mut root = read(dir.path(), Path::new("api/main.yaml")).unwrap();
        let bundled = bundle(dir.path(), &mut root);
        let diags = bundled.diagnostics;
        assert_eq!(bundled.files, [PathBuf::from("api/nope.yaml"), PathBuf::from("api/schemas/pet.yaml"), PathBuf::from("api/schemas/tag.yaml")], "the files the refs name, for `start` to watch");
        assert_eq!(root.doc.pointer("/components/schemas/Pet/properties/tag/type"), Some(&Value::from("string")));
        assert_eq!(root.doc.pointer("/components/schemas/Own/$ref"), Some(&Value::from("#/components/schemas/Pet")));
        assert_eq!(diags.len(), 2, "{diags:?}");
        assert!(diags[0].message.contains("nope.yaml") && diags[0].line == Some(5), "{:?}", diags[0]);
        assert!(diags[1].message.contains("etc/passwd"), "{:?}", diags[1]);
    }
}
