//! Reading an OpenAPI 3 document: YAML (or JSON) into a JSON value, `$ref` lookup, and the list
//! of operations in the spec's own order with path-level parameters merged in.

use std::path::Path;

use ferrosaurus_core::{url, Diagnostic};
use serde_json::Value;

/// HTTP methods an OpenAPI path item may hold, as the spec lists them.
const METHODS: [&str; 8] = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/// How deep `$ref` chains are followed before giving up (a guard against `a -> b -> a`).
const MAX_REF_HOPS: usize = 32;

/// A parsed spec: the whole document as JSON.
#[derive(Debug, Clone)]
pub(crate) struct Spec {
    pub(crate) doc: Value,
}

/// One operation of the spec.
#[derive(Debug, Clone)]
pub(crate) struct Operation {
    /// Lowercase method (`get`).
    pub(crate) method: String,
    /// The path as written (`/admin/platforms/{id}`).
    pub(crate) path: String,
    /// Page slug: kebab(operationId) or kebab(summary).
    pub(crate) slug: String,
    /// summary ?? operationId.
    pub(crate) title: String,
    /// The operation object.
    pub(crate) op: Value,
    /// Path-level then operation-level parameters (the operation wins on name + location),
    /// each with `$ref` resolved.
    pub(crate) parameters: Vec<Value>,
}

impl Operation {
    /// The operation's tags (empty when untagged).
    pub(crate) fn tags(&self) -> Vec<String> {
        self.op.get("tags").and_then(Value::as_array).map(|tags| tags.iter().filter_map(|t| t.as_str().map(str::to_string)).collect()).unwrap_or_default()
    }

    /// Whether the operation is marked `deprecated: true`.
    pub(crate) fn deprecated(&self) -> bool {
        self.op.get("deprecated").and_then(Value::as_bool).unwrap_or(false)
    }
}

/// Parses the spec text. A YAML error becomes a diagnostic naming the file, line and column.
pub(crate) fn parse(text: &str, shown: &Path) -> Result<Spec, Diagnostic> {
    let doc: Value = serde_norway::from_str(text).map_err(|e| {
        let message = format!("the OpenAPI spec does not parse: {e}");
        match e.location() {
            Some(loc) => Diagnostic::error(message).at(shown, loc.line(), loc.column()),
            None => Diagnostic::error(message).in_file(shown),
        }
    })?;
    if !doc.is_object() {
        return Err(Diagnostic::error("the OpenAPI spec is not a mapping (expected `openapi`, `info`, `paths`)").at_line(shown, 1));
    }
    Ok(Spec { doc })
}

impl Spec {
    /// `info.title`, or "API" when missing.
    pub(crate) fn info_title(&self) -> &str {
        self.doc.pointer("/info/title").and_then(Value::as_str).unwrap_or("API")
    }

    /// Follows `$ref` (local `#/...` pointers only) until a value without `$ref`. A cycle or an
    /// unknown target yields the last value reached.
    pub(crate) fn resolve<'a>(&'a self, mut value: &'a Value) -> &'a Value {
        for _ in 0..MAX_REF_HOPS {
            let Some(target) = ref_target(value) else { return value };
            match self.lookup(target) {
                Some(next) => value = next,
                None => return value,
            }
        }
        value
    }

    /// The value a local `#/a/b` reference points to.
    pub(crate) fn lookup(&self, reference: &str) -> Option<&Value> {
        let pointer = reference.strip_prefix('#')?;
        self.doc.pointer(pointer)
    }

    /// The operations in spec order, and a warning for each operation that has neither an
    /// operationId nor a summary (it gets no page).
    pub(crate) fn operations(&self, shown: &Path) -> (Vec<Operation>, Vec<Diagnostic>) {
        let mut ops = Vec::new();
        let mut diags = Vec::new();
        let Some(paths) = self.doc.get("paths").and_then(Value::as_object) else { return (ops, diags) };
        for (path, item) in paths {
            let item = self.resolve(item);
            let shared = item.get("parameters").and_then(Value::as_array).cloned().unwrap_or_default();
            for (method, op) in item.as_object().into_iter().flatten() {
                if !METHODS.contains(&method.as_str()) {
                    continue;
                }
                let op_id = op.get("operationId").and_then(Value::as_str);
                let summary = op.get("summary").and_then(Value::as_str);
                let slug = match (op_id, summary) {
                    (Some(id), _) => url::kebab_case(id),
                    (None, Some(s)) => url::kebab_case(s),
                    (None, None) => {
                        diags.push(
                            Diagnostic::warning(format!("the operation {} {path} has neither an operationId nor a summary, so it gets no page", method.to_uppercase()))
                                .in_file(shown)
                                .with_help("add an `operationId` (it names the page) or a `summary`"),
                        );
                        continue;
                    }
                };
                let title = summary.or(op_id).unwrap_or("Missing summary").to_string();
                let own = op.get("parameters").and_then(Value::as_array).cloned().unwrap_or_default();
                ops.push(Operation { method: method.clone(), path: path.clone(), slug, title, parameters: self.merge_parameters(&shared, &own), op: op.clone() });
            }
        }
        (ops, diags)
    }

    /// Path-level parameters overridden by operation-level ones with the same name and `in`.
    fn merge_parameters(&self, shared: &[Value], own: &[Value]) -> Vec<Value> {
        let own: Vec<Value> = own.iter().map(|p| self.resolve(p).clone()).collect();
        let key = |p: &Value| (p.get("name").cloned(), p.get("in").cloned());
        let mut merged: Vec<Value> = shared.iter().map(|p| self.resolve(p).clone()).filter(|p| !own.iter().any(|o| key(o) == key(p))).collect();
        merged.extend(own);
        merged
    }
}

/// The `$ref` string of a value, if it is a reference.
pub(crate) fn ref_target(value: &Value) -> Option<&str> {
    value.get("$ref").and_then(Value::as_str)
}

/// The page slug of the info page: the title with its first space turned into `-`, lowercased,
/// then kebab-cased (`Coursewire` → `coursewire`, `My API` → `my-api`).
pub(crate) fn info_slug(title: &str) -> String {
    url::kebab_case(&title.replacen(' ', "-", 1).to_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn yaml_error_names_line() {
        let err = parse("openapi: 3.0.0\ninfo:\n  title: [unclosed\n", Path::new("openapi/x.yaml")).unwrap_err();
        assert_eq!(err.file.as_deref(), Some(Path::new("openapi/x.yaml")));
        assert!(err.line.is_some_and(|l| l >= 3), "{err}");
    }

    #[test]
    fn refs_resolve_and_cycles_stop() {
        let spec = parse("components:\n  schemas:\n    A: {$ref: '#/components/schemas/B'}\n    B: {type: string}\n    C: {$ref: '#/components/schemas/C'}\n", Path::new("s.yaml")).unwrap();
        let a = serde_json::json!({"$ref": "#/components/schemas/A"});
        assert_eq!(spec.resolve(&a), &serde_json::json!({"type": "string"}));
        let c = serde_json::json!({"$ref": "#/components/schemas/C"});
        assert!(ref_target(spec.resolve(&c)).is_some());
    }

    #[test]
    fn operations_merge_path_parameters_and_warn_without_name() {
        let text = "paths:\n  /a/{id}:\n    parameters:\n      - {name: id, in: path, required: true, description: shared}\n    get:\n      operationId: getAId\n      parameters:\n        - {name: id, in: path, required: true, description: own}\n        - {name: q, in: query}\n    post: {}\n";
        let spec = parse(text, Path::new("s.yaml")).unwrap();
        let (ops, diags) = spec.operations(Path::new("s.yaml"));
        assert_eq!(ops.len(), 1);
        assert_eq!(ops[0].slug, "get-a-id");
        assert_eq!(ops[0].title, "getAId");
        assert_eq!(ops[0].parameters.len(), 2);
        assert_eq!(ops[0].parameters[0]["description"], "own");
        assert_eq!(diags.len(), 1);
        assert!(diags[0].message.contains("POST /a/{id}"));
    }

    #[test]
    fn info_slugs() {
        assert_eq!(info_slug("Coursewire"), "coursewire");
        assert_eq!(info_slug("LTIAAS"), "ltiaas");
        assert_eq!(info_slug("My Great API"), "my-great-api");
    }
}
