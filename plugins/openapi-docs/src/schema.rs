//! JSON Schema (OpenAPI 3.0 dialect) to HTML: nested property lists with type, `required`,
//! description, possible values and default; and example values synthesized from a schema.
//! `$ref`s are resolved into `components`; a reference already being expanded is shown as
//! `circular(Name)` and nesting stops at [`MAX_DEPTH`].

use std::fmt::Write as _;
use std::path::Path;

use serde_json::{Map, Value};

use crate::html::{details, escape, markdown};
use crate::spec::{ref_target, Spec};

/// How many object levels a schema list or a synthesized example goes into.
pub(crate) const MAX_DEPTH: usize = 8;

/// Which side of the exchange a schema describes (readOnly / writeOnly properties are left out
/// on the other side).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Direction {
    /// A request body or parameter.
    Request,
    /// A response body.
    Response,
}

/// Walks schemas of one spec.
pub(crate) struct SchemaWalker<'a> {
    spec: &'a Spec,
    spec_file: &'a Path,
    direction: Direction,
}

/// A schema with its `$ref` resolved and `allOf` merged, plus the name of the component it came
/// from (for cycle detection).
struct Resolved {
    schema: Value,
    /// Components followed through `$ref`, outermost first (the last one names the type).
    names: Vec<String>,
    /// Components merged in through `allOf`.
    merged_from: Vec<String>,
}

impl Resolved {
    /// The expansion stack for this schema's children.
    fn child_stack(&self, stack: &[String]) -> Vec<String> {
        stack.iter().chain(&self.names).chain(&self.merged_from).cloned().collect()
    }
}

impl<'a> SchemaWalker<'a> {
    pub(crate) fn new(spec: &'a Spec, spec_file: &'a Path, direction: Direction) -> Self {
        Self { spec, spec_file, direction }
    }

    /// Resolves a schema; None when it refers to a component on the stack (a cycle).
    fn resolve(&self, schema: &Value, stack: &[String]) -> Result<Resolved, String> {
        let mut names = Vec::new();
        let mut current = schema;
        for _ in 0..MAX_DEPTH {
            let Some(target) = ref_target(current) else { break };
            let name = target.rsplit('/').next().unwrap_or(target).to_string();
            if stack.contains(&name) || names.contains(&name) {
                return Err(name);
            }
            names.push(name);
            match self.spec.lookup(target) {
                Some(next) => current = next,
                None => break,
            }
        }
        let mut inner_stack: Vec<String> = stack.to_vec();
        inner_stack.extend(names.iter().cloned());
        let mut merged_from = Vec::new();
        let schema = self.merge_all_of(current, &inner_stack, &mut merged_from);
        Ok(Resolved { schema, names, merged_from })
    }

    /// Merges `allOf` parts into one object schema (properties and required lists joined; the
    /// outer schema's own keywords win).
    fn merge_all_of(&self, schema: &Value, stack: &[String], merged_from: &mut Vec<String>) -> Value {
        let Some(parts) = schema.get("allOf").and_then(Value::as_array) else { return schema.clone() };
        let mut merged: Map<String, Value> = Map::new();
        let mut properties = Map::new();
        let mut required: Vec<Value> = Vec::new();
        for part in parts {
            let part = match self.resolve(part, stack) {
                Ok(r) => {
                    merged_from.extend(r.names.iter().chain(&r.merged_from).cloned());
                    r.schema
                }
                Err(_) => continue,
            };
            absorb(&part, &mut merged, &mut properties, &mut required);
        }
        let mut own = schema.clone();
        if let Some(own) = own.as_object_mut() {
            own.remove("allOf");
        }
        absorb(&own, &mut merged, &mut properties, &mut required);
        if !properties.is_empty() {
            merged.insert("properties".into(), Value::Object(properties));
            merged.entry("type").or_insert_with(|| Value::String("object".into()));
        }
        if !required.is_empty() {
            merged.insert("required".into(), Value::Array(required));
        }
        Value::Object(merged)
    }

    fn hidden(&self, schema: &Value) -> bool {
        let flag = |k: &str| schema.get(k).and_then(Value::as_bool).unwrap_or(false);
        match self.direction {
            Direction::Request => flag("readOnly"),
            Direction::Response => flag("writeOnly"),
        }
    }

    /// The HTML of a body schema: its description, then its properties (or its items' properties)
    /// as a nested list.
    pub(crate) fn body_html(&self, schema: &Value) -> String {
        let resolved = match self.resolve(schema, &[]) {
            Ok(r) => r,
            Err(name) => return format!("<p><code>circular({})</code></p>", escape(&name)),
        };
        let s = &resolved.schema;
        let mut out = String::new();
        let _ = write!(out, "<div class=\"openapi-schema__type\"><strong>{}</strong></div>", escape(&type_label(s, &resolved.names)));
        if let Some(desc) = s.get("description").and_then(Value::as_str) {
            out.push_str(&markdown(desc, self.spec_file));
        }
        out.push_str(&self.children_html(s, &resolved.child_stack(&[]), 1));
        out
    }

    /// The nested list of an object's properties, an array's item properties or the
    /// alternatives of a oneOf/anyOf; empty for scalars.
    fn children_html(&self, schema: &Value, stack: &[String], depth: usize) -> String {
        if depth > MAX_DEPTH {
            return String::new();
        }
        if schema.get("type").and_then(Value::as_str) == Some("array") || schema.get("items").is_some() {
            return match schema.get("items").map(|i| self.resolve(i, stack)) {
                Some(Ok(items)) => self.children_html(&items.schema, &items.child_stack(stack), depth),
                _ => String::new(),
            };
        }
        for key in ["oneOf", "anyOf"] {
            if let Some(alternatives) = schema.get(key).and_then(Value::as_array) {
                return self.alternatives_html(key, alternatives, stack, depth);
            }
        }
        let Some(props) = schema.get("properties").and_then(Value::as_object) else { return String::new() };
        let required: Vec<&str> = schema.get("required").and_then(Value::as_array).map(|r| r.iter().filter_map(Value::as_str).collect()).unwrap_or_default();
        let mut out = String::from("<ul class=\"openapi-schema__list\">");
        for (name, prop) in props {
            out.push_str(&self.property_html(name, prop, required.contains(&name.as_str()), stack, depth));
        }
        out.push_str("</ul>");
        out
    }

    fn alternatives_html(&self, key: &str, alternatives: &[Value], stack: &[String], depth: usize) -> String {
        let mut out = format!("<div class=\"openapi-schema__alternatives\"><span class=\"badge badge--info\">{key}</span><ul class=\"openapi-schema__list\">");
        for (i, alt) in alternatives.iter().enumerate() {
            let label = match self.resolve(alt, stack) {
                Ok(r) => r.schema.get("title").and_then(Value::as_str).map(str::to_string).or_else(|| r.names.last().cloned()).unwrap_or_else(|| format!("Option {}", i + 1)),
                Err(name) => name,
            };
            out.push_str(&self.property_html(&label, alt, false, stack, depth));
        }
        out.push_str("</ul></div>");
        out
    }

    /// One property: name, type, `required`, description, possible values, default, example,
    /// and its own children in a collapsed details block.
    fn property_html(&self, name: &str, prop: &Value, required: bool, stack: &[String], depth: usize) -> String {
        let resolved = match self.resolve(prop, stack) {
            Ok(r) => r,
            Err(cycle) => return format!("<li class=\"openapi-schema__list-item\">{}</li>", property_line(name, &format!("circular({cycle})"), required, false)),
        };
        let s = &resolved.schema;
        if self.hidden(s) {
            return String::new();
        }
        let inner = resolved.child_stack(stack);
        let deprecated = s.get("deprecated").and_then(Value::as_bool).unwrap_or(false);
        let line = property_line(name, &type_label(s, &resolved.names), required, deprecated);
        let mut body = String::new();
        if let Some(desc) = s.get("description").and_then(Value::as_str) {
            let _ = write!(body, "<div class=\"openapi-schema__description\">{}</div>", markdown(desc, self.spec_file));
        }
        body.push_str(&constraints_html(s));
        let children = self.children_html(s, &inner, depth + 1);
        let html = if children.is_empty() {
            format!("{line}{body}")
        } else {
            details("openapi-markdown__details", &line, &format!("{body}{children}"), false)
        };
        format!("<li class=\"openapi-schema__list-item\">{html}</li>")
    }

    /// A value that fits the schema: its `example`, else one built from the types.
    pub(crate) fn example(&self, schema: &Value) -> Value {
        self.example_at(schema, &[], 0)
    }

    fn example_at(&self, schema: &Value, stack: &[String], depth: usize) -> Value {
        let Ok(resolved) = self.resolve(schema, stack) else { return Value::Null };
        let s = &resolved.schema;
        if let Some(example) = s.get("example") {
            return example.clone();
        }
        if let Some(first) = s.get("examples").and_then(Value::as_array).and_then(|e| e.first()) {
            return first.clone();
        }
        if let Some(default) = s.get("default") {
            return default.clone();
        }
        if let Some(first) = s.get("enum").and_then(Value::as_array).and_then(|e| e.first()) {
            return first.clone();
        }
        if depth > MAX_DEPTH {
            return Value::Null;
        }
        let inner = resolved.child_stack(stack);
        for key in ["oneOf", "anyOf"] {
            if let Some(first) = s.get(key).and_then(Value::as_array).and_then(|a| a.first()) {
                return self.example_at(first, &inner, depth + 1);
            }
        }
        match schema_type(s) {
            "object" => self.object_example(s, &inner, depth),
            "array" => match s.get("items").filter(|i| self.resolve(i, &inner).is_ok()) {
                Some(items) => Value::Array(vec![self.example_at(items, &inner, depth + 1)]),
                None => Value::Array(Vec::new()),
            },
            "integer" => Value::from(s.get("minimum").and_then(Value::as_i64).unwrap_or(0)),
            "number" => s.get("minimum").cloned().unwrap_or(Value::from(0)),
            "boolean" => Value::Bool(true),
            _ => Value::String(string_example(s.get("format").and_then(Value::as_str)).to_string()),
        }
    }

    fn object_example(&self, s: &Value, stack: &[String], depth: usize) -> Value {
        let mut out = Map::new();
        for (name, prop) in s.get("properties").and_then(Value::as_object).into_iter().flatten() {
            // circular references and properties of the other direction are left out
            if self.resolve(prop, stack).map_or(true, |r| self.hidden(&r.schema)) {
                continue;
            }
            out.insert(name.clone(), self.example_at(prop, stack, depth + 1));
        }
        if out.is_empty() {
            if let Some(extra) = s.get("additionalProperties").filter(|a| a.is_object()) {
                out.insert("property1".into(), self.example_at(extra, stack, depth + 1));
            }
        }
        Value::Object(out)
    }
}

/// Copies a schema part's keywords into the merged schema (first writer wins), joining its
/// properties and required names.
fn absorb(part: &Value, merged: &mut Map<String, Value>, properties: &mut Map<String, Value>, required: &mut Vec<Value>) {
    let Some(part) = part.as_object() else { return };
    for (k, v) in part {
        match k.as_str() {
            "properties" => {
                for (name, p) in v.as_object().into_iter().flatten() {
                    properties.insert(name.clone(), p.clone());
                }
            }
            "required" => required.extend(v.as_array().into_iter().flatten().filter(|r| !required.contains(r)).cloned().collect::<Vec<_>>()),
            _ => {
                merged.insert(k.clone(), v.clone());
            }
        }
    }
}

/// The schema's type, guessed from its keywords when `type` is missing.
fn schema_type(s: &Value) -> &str {
    match s.get("type") {
        Some(Value::String(t)) => t,
        Some(Value::Array(types)) => types.iter().filter_map(Value::as_str).find(|t| *t != "null").unwrap_or("string"),
        _ if s.get("properties").is_some() || s.get("additionalProperties").is_some() => "object",
        _ if s.get("items").is_some() => "array",
        _ => "string",
    }
}

/// `string<uri>`, `object[]`, `Platform`, `integer<int64>`…
pub(crate) fn type_label(s: &Value, names: &[String]) -> String {
    let base = match schema_type(s) {
        "array" => {
            let item = s.get("items").map(|i| match ref_target(i) {
                Some(r) => r.rsplit('/').next().unwrap_or(r).to_string(),
                None => type_label(i, &[]),
            });
            format!("{}[]", item.unwrap_or_else(|| "any".into()))
        }
        "object" => names.last().cloned().unwrap_or_else(|| "object".into()),
        t => match s.get("format").and_then(Value::as_str) {
            Some(f) => format!("{t}<{f}>"),
            None => t.to_string(),
        },
    };
    if s.get("nullable").and_then(Value::as_bool).unwrap_or(false) {
        format!("{base} | null")
    } else {
        base
    }
}

/// The line that names a property.
pub(crate) fn property_line(name: &str, type_label: &str, required: bool, deprecated: bool) -> String {
    let mut out = format!(
        "<span class=\"openapi-schema__container\"><strong class=\"openapi-schema__property\">{}</strong><span class=\"openapi-schema__name\">{}</span>",
        escape(name),
        escape(type_label)
    );
    if required {
        out.push_str("<span class=\"openapi-schema__divider\"></span><span class=\"openapi-schema__required\">required</span>");
    }
    if deprecated {
        out.push_str("<span class=\"openapi-schema__divider\"></span><span class=\"openapi-schema__deprecated\">deprecated</span>");
    }
    out.push_str("</span>");
    out
}

/// Possible values, default, bounds and example of a schema, each on its own line.
pub(crate) fn constraints_html(s: &Value) -> String {
    let mut out = String::new();
    let values = s.get("enum").or_else(|| s.pointer("/items/enum")).and_then(Value::as_array);
    if let Some(values) = values {
        let list: Vec<String> = values.iter().map(|v| format!("<code>{}</code>", escape(&literal(v)))).collect();
        let _ = write!(out, "<div class=\"openapi-schema__enum\"><strong>Possible values:</strong> [{}]</div>", list.join(", "));
    }
    let bounds: Vec<String> = [("minimum", "≥"), ("maximum", "≤"), ("minLength", "length ≥"), ("maxLength", "length ≤"), ("minItems", "items ≥"), ("maxItems", "items ≤")]
        .iter()
        .filter_map(|(k, sign)| s.get(*k).map(|v| format!("{sign} {}", literal(v))))
        .collect();
    if !bounds.is_empty() {
        let _ = write!(out, "<div class=\"openapi-schema__constraints\"><strong>Constraints:</strong> {}</div>", escape(&bounds.join(", ")));
    }
    if let Some(default) = s.get("default") {
        let _ = write!(out, "<div class=\"openapi-schema__default\"><strong>Default value:</strong> <code>{}</code></div>", escape(&literal(default)));
    }
    if let Some(example) = s.get("example") {
        let _ = write!(out, "<div class=\"openapi-schema__example\"><strong>Example:</strong> <code>{}</code></div>", escape(&literal(example)));
    }
    out
}

/// A JSON value as it reads inline: strings bare, the rest as JSON.
fn literal(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

fn string_example(format: Option<&str>) -> &'static str {
    match format {
        Some("date-time") => "2024-07-29T15:51:28.071Z",
        Some("date") => "2024-07-29",
        Some("uri" | "url") => "https://example.com",
        Some("email") => "user@example.com",
        Some("uuid") => "3fa85f64-5717-4562-b3fc-2c963f66afa6",
        _ => "string",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn spec(yaml: &str) -> Spec {
        crate::spec::parse(yaml, Path::new("s.yaml")).unwrap()
    }

    const COMPONENTS: &str = "components:\n  schemas:\n    Node:\n      type: object\n      required: [id]\n      properties:\n        id: {type: string, format: uuid}\n        secret: {type: string, writeOnly: true}\n        child: {$ref: '#/components/schemas/Node'}\n    Named:\n      allOf:\n        - $ref: '#/components/schemas/Node'\n        - type: object\n          required: [name]\n          properties:\n            name: {type: string, enum: [a, b], default: a}\n";

    #[test]
    fn cycles_are_cut_in_lists_and_examples() {
        let spec = spec(COMPONENTS);
        let w = SchemaWalker::new(&spec, Path::new("s.yaml"), Direction::Response);
        let html = w.body_html(&json!({"$ref": "#/components/schemas/Node"}));
        assert!(html.contains("circular(Node)"), "{html}");
        assert!(!html.contains("secret"), "writeOnly shown in a response: {html}");
        let example = w.example(&json!({"$ref": "#/components/schemas/Node"}));
        assert_eq!(example, json!({"id": "3fa85f64-5717-4562-b3fc-2c963f66afa6"}));
    }

    #[test]
    fn all_of_merges_properties_and_required() {
        let spec = spec(COMPONENTS);
        let w = SchemaWalker::new(&spec, Path::new("s.yaml"), Direction::Request);
        let html = w.body_html(&json!({"$ref": "#/components/schemas/Named"}));
        for needle in [">id<", ">name<", ">secret<", "Possible values:</strong> [<code>a</code>, <code>b</code>]", "Default value:</strong> <code>a</code>"] {
            assert!(html.contains(needle), "missing {needle}: {html}");
        }
        assert_eq!(html.matches("openapi-schema__required").count(), 2, "{html}");
        assert_eq!(w.example(&json!({"$ref": "#/components/schemas/Named"}))["name"], "a");
    }

    #[test]
    fn type_labels() {
        assert_eq!(type_label(&json!({"type": "string", "format": "uri"}), &[]), "string<uri>");
        assert_eq!(type_label(&json!({"type": "array", "items": {"$ref": "#/x/Platform"}}), &[]), "Platform[]");
        assert_eq!(type_label(&json!({"type": "array", "items": {"type": "integer"}}), &[]), "integer[]");
        assert_eq!(type_label(&json!({"properties": {}}), &["Error".into()]), "Error");
        assert_eq!(type_label(&json!({"type": "string", "nullable": true}), &[]), "string | null");
    }
}
