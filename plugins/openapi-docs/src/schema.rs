//! JSON Schema to HTML: nested property lists (collapsible details) with type, `required`,
//! description, possible values, constraints, default and examples; the alternatives of
//! oneOf/anyOf with their discriminator; and example values synthesized from a schema.
//! A reference to a component already being expanded is shown as `circular(Name)` and nesting
//! stops at [`MAX_DEPTH`].

use std::fmt::Write as _;
use std::path::Path;

use serde_json::{Map, Value};

use crate::html::{details, escape, markdown};
use crate::model::{oa, refs_name, Api, ResolvedSchema, SchemaRef};

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
    /// A schema on its own page (`showSchemas`): every property is shown.
    Both,
}

/// Walks the schemas of one spec.
pub(crate) struct SchemaWalker<'a> {
    api: &'a Api,
    spec_file: &'a Path,
    direction: Direction,
}

impl<'a> SchemaWalker<'a> {
    pub(crate) fn new(api: &'a Api, direction: Direction) -> Self {
        Self { api, spec_file: &api.file, direction }
    }

    fn hidden(&self, s: &oa::ObjectSchema) -> bool {
        match self.direction {
            Direction::Request => s.read_only == Some(true),
            Direction::Response => s.write_only == Some(true),
            Direction::Both => false,
        }
    }

    /// The HTML of a body schema: its type and description, then its properties (or its items'
    /// properties, or its alternatives) as a nested list.
    pub(crate) fn body_html(&self, schema: &oa::Schema) -> String {
        let resolved = match self.api.schema(schema, &[]) {
            SchemaRef::Resolved(r) => r,
            SchemaRef::Circular(name) => return format!("<p><code>circular({})</code></p>", escape(&name)),
            SchemaRef::Missing(reference) => return missing(&reference),
        };
        let s = &resolved.schema;
        let mut out = String::new();
        let _ = write!(out, "<div class=\"openapi-schema__type\"><strong>{}</strong></div>", escape(&self.type_label(&resolved)));
        if let Some(desc) = &s.description {
            out.push_str(&markdown(desc, self.spec_file));
        }
        out.push_str(&self.children_html(s, &resolved.child_stack(&[]), 1));
        out
    }

    /// The nested list of an object's properties, an array's item properties or the
    /// alternatives of a oneOf/anyOf; empty for scalars.
    fn children_html(&self, s: &oa::ObjectSchema, stack: &[String], depth: usize) -> String {
        if depth > MAX_DEPTH {
            return String::new();
        }
        if let Some(items) = &s.items {
            return match self.api.schema(items, stack) {
                SchemaRef::Resolved(r) => self.children_html(&r.schema, &r.child_stack(stack), depth),
                _ => String::new(),
            };
        }
        let mut out = String::new();
        if !s.properties.is_empty() {
            out.push_str("<ul class=\"openapi-schema__list\">");
            for (name, prop) in &s.properties {
                out.push_str(&self.property_html(name, prop, s.required.contains(name), stack, depth));
            }
            if let Some(extra) = s.additional_properties.as_ref().filter(|a| !matches!(a, oa::Schema::Boolean(_))) {
                out.push_str(&self.property_html("property name*", extra, false, stack, depth));
            }
            out.push_str("</ul>");
        }
        for (keyword, alternatives) in [("oneOf", &s.one_of), ("anyOf", &s.any_of)] {
            if !alternatives.is_empty() {
                out.push_str(&self.alternatives_html(keyword, alternatives, s.discriminator.as_ref(), stack, depth));
            }
        }
        out
    }

    /// oneOf/anyOf: a tabs-like list of the alternatives, each named by its title or component,
    /// with the discriminator property and mapping when there is one.
    fn alternatives_html(&self, keyword: &str, alternatives: &[oa::Schema], discriminator: Option<&oa::Discriminator>, stack: &[String], depth: usize) -> String {
        let mut out = format!("<div class=\"openapi-schema__alternatives\"><span class=\"badge badge--info\">{keyword}</span>");
        if let Some(d) = discriminator {
            let _ = write!(out, "<div class=\"openapi-discriminator\"><strong>Discriminator:</strong> <code>{}</code>", escape(&d.property_name));
            if let Some(mapping) = &d.mapping {
                let list: Vec<String> = mapping.iter().map(|(value, target)| format!("<code>{}</code> → {}", escape(value), escape(&refs_name(target)))).collect();
                let _ = write!(out, " ({})", list.join(", "));
            }
            out.push_str("</div>");
        }
        out.push_str("<ul class=\"openapi-schema__list\">");
        for (i, alt) in alternatives.iter().enumerate() {
            let label = match self.api.schema(alt, stack) {
                SchemaRef::Resolved(r) => r.schema.title.clone().or_else(|| r.names.last().cloned()).unwrap_or_else(|| format!("MOD{}", i + 1)),
                SchemaRef::Circular(name) | SchemaRef::Missing(name) => name,
            };
            out.push_str(&self.property_html(&label, alt, false, stack, depth));
        }
        out.push_str("</ul></div>");
        out
    }

    /// One property: name, type, `required`, description, possible values, default, example,
    /// and its own children in a collapsed details block.
    fn property_html(&self, name: &str, prop: &oa::Schema, required: bool, stack: &[String], depth: usize) -> String {
        let resolved = match self.api.schema(prop, stack) {
            SchemaRef::Resolved(r) => r,
            SchemaRef::Circular(cycle) => return format!("<li class=\"openapi-schema__list-item\">{}</li>", property_line(name, &format!("circular({cycle})"), required, false)),
            SchemaRef::Missing(reference) => return format!("<li class=\"openapi-schema__list-item\">{}{}</li>", property_line(name, "missing", required, false), missing(&reference)),
        };
        let s = &resolved.schema;
        if self.hidden(s) {
            return String::new();
        }
        let line = property_line(name, &self.type_label(&resolved), required, s.deprecated == Some(true));
        let mut body = String::new();
        if let Some(desc) = &s.description {
            let _ = write!(body, "<div class=\"openapi-schema__description\">{}</div>", markdown(desc, self.spec_file));
        }
        body.push_str(&constraints_html(s));
        let children = self.children_html(s, &resolved.child_stack(stack), depth + 1);
        let html = if children.is_empty() {
            format!("{line}{body}")
        } else {
            details("openapi-markdown__details", &line, &format!("{body}{children}"), false)
        };
        format!("<li class=\"openapi-schema__list-item\">{html}</li>")
    }

    /// `string<uri>`, `Pet[]`, `Platform`, `integer<int64>`, `string | null`…
    pub(crate) fn type_label(&self, r: &ResolvedSchema<'_>) -> String {
        type_label(self.api, &r.schema, &r.names)
    }

    /// A value that fits the schema: its example, else one built from the types.
    pub(crate) fn example(&self, schema: &oa::Schema) -> Value {
        self.example_at(schema, &[], 0)
    }

    fn example_at(&self, schema: &oa::Schema, stack: &[String], depth: usize) -> Value {
        let SchemaRef::Resolved(resolved) = self.api.schema(schema, stack) else { return Value::Null };
        let s = &resolved.schema;
        if let Some(given) = declared_example(s) {
            return given;
        }
        if depth > MAX_DEPTH {
            return Value::Null;
        }
        let inner = resolved.child_stack(stack);
        if let Some(first) = s.one_of.first().or_else(|| s.any_of.first()) {
            return self.example_at(first, &inner, depth + 1);
        }
        match primary_type(s) {
            Some(oa::SchemaType::Object) | None if !s.properties.is_empty() || s.additional_properties.is_some() => self.object_example(s, &inner, depth),
            Some(oa::SchemaType::Object) => Value::Object(Map::new()),
            Some(oa::SchemaType::Array) => match &s.items {
                Some(items) if matches!(self.api.schema(items, &inner), SchemaRef::Resolved(_)) => Value::Array(vec![self.example_at(items, &inner, depth + 1)]),
                _ => Value::Array(Vec::new()),
            },
            Some(oa::SchemaType::Integer) => s.minimum.as_ref().and_then(serde_json::Number::as_i64).map_or(Value::from(0), Value::from),
            Some(oa::SchemaType::Number) => s.minimum.clone().map_or(Value::from(0), Value::Number),
            Some(oa::SchemaType::Boolean) => Value::Bool(true),
            Some(oa::SchemaType::Null) => Value::Null,
            Some(oa::SchemaType::String) | None => Value::String(string_example(s.format.as_deref()).to_string()),
        }
    }

    fn object_example(&self, s: &oa::ObjectSchema, stack: &[String], depth: usize) -> Value {
        let mut out = Map::new();
        for (name, prop) in &s.properties {
            // circular references and properties of the other direction are left out
            match self.api.schema(prop, stack) {
                SchemaRef::Resolved(r) if !self.hidden(&r.schema) => {
                    out.insert(name.clone(), self.example_at(prop, stack, depth + 1));
                }
                _ => {}
            }
        }
        if out.is_empty() {
            if let Some(extra) = s.additional_properties.as_ref().filter(|a| !matches!(a, oa::Schema::Boolean(_))) {
                out.insert("property1".into(), self.example_at(extra, stack, depth + 1));
                out.insert("property2".into(), self.example_at(extra, stack, depth + 1));
            }
        }
        Value::Object(out)
    }
}

fn missing(reference: &str) -> String {
    format!("<p class=\"openapi-schema__missing\"><code>{}</code> names nothing</p>", escape(reference))
}

/// The example the schema itself gives: `example`, `examples[0]`, `const`, `default`, `enum[0]`.
fn declared_example(s: &oa::ObjectSchema) -> Option<Value> {
    s.example.clone().or_else(|| s.examples.first().cloned()).or_else(|| s.const_value.clone()).or_else(|| s.default.clone()).or_else(|| s.enum_values.first().cloned())
}

/// The schema's types without `null`.
fn types(s: &oa::ObjectSchema) -> Vec<oa::SchemaType> {
    match &s.schema_type {
        Some(oa::SchemaTypeSet::Single(t)) => vec![*t],
        Some(oa::SchemaTypeSet::Multiple(ts)) => ts.iter().copied().filter(|t| *t != oa::SchemaType::Null).collect(),
        None => Vec::new(),
    }
}

/// The first type, guessed from the keywords when `type` is missing; None for "any".
pub(crate) fn primary_type(s: &oa::ObjectSchema) -> Option<oa::SchemaType> {
    if let Some(first) = types(s).first() {
        return Some(*first);
    }
    if matches!(&s.schema_type, Some(oa::SchemaTypeSet::Single(oa::SchemaType::Null))) {
        return Some(oa::SchemaType::Null);
    }
    if !s.properties.is_empty() || s.additional_properties.is_some() {
        Some(oa::SchemaType::Object)
    } else if s.items.is_some() {
        Some(oa::SchemaType::Array)
    } else {
        None
    }
}

fn type_name(t: oa::SchemaType) -> &'static str {
    match t {
        oa::SchemaType::Boolean => "boolean",
        oa::SchemaType::Integer => "integer",
        oa::SchemaType::Number => "number",
        oa::SchemaType::String => "string",
        oa::SchemaType::Array => "array",
        oa::SchemaType::Object => "object",
        oa::SchemaType::Null => "null",
    }
}

/// Whether `null` is allowed (a `null` type, or 3.0's `nullable` carried over).
pub(crate) fn is_nullable(s: &oa::ObjectSchema) -> bool {
    s.is_nullable() == Some(true) || crate::model::nullable_extension(s)
}

/// `string<uri>`, `Pet[]`, `Platform`, `integer<int64>`, `string | null`, `oneOf`…
pub(crate) fn type_label(api: &Api, s: &oa::ObjectSchema, names: &[String]) -> String {
    type_label_within(api, s, names, &[])
}

/// [`type_label`] inside the components `stack` already being labelled (an array of itself is
/// `circular(A)[]`); `names` are the components this schema came through.
fn type_label_within(api: &Api, s: &oa::ObjectSchema, names: &[String], stack: &[String]) -> String {
    let all = types(s);
    let base = if all.len() > 1 {
        all.iter().map(|t| type_name(*t)).collect::<Vec<_>>().join(" | ")
    } else {
        match primary_type(s) {
            Some(oa::SchemaType::Array) => {
                let inner: Vec<String> = stack.iter().chain(names).cloned().collect();
                let item = s.items.as_deref().map(|i| match api.schema(i, &inner) {
                    SchemaRef::Resolved(r) => type_label_within(api, &r.schema, &r.names, &inner),
                    SchemaRef::Circular(n) => format!("circular({n})"),
                    SchemaRef::Missing(n) => n,
                });
                format!("{}[]", item.unwrap_or_else(|| "any".into()))
            }
            Some(oa::SchemaType::Object) => names.last().cloned().unwrap_or_else(|| "object".into()),
            Some(t) => match &s.format {
                Some(f) => format!("{}<{f}>", type_name(t)),
                None => type_name(t).to_string(),
            },
            None if !s.one_of.is_empty() => "oneOf".into(),
            None if !s.any_of.is_empty() => "anyOf".into(),
            None => names.last().cloned().unwrap_or_else(|| "any".into()),
        }
    };
    if is_nullable(s) {
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

/// Possible values, constraints, default and examples of a schema, each on its own line.
pub(crate) fn constraints_html(s: &oa::ObjectSchema) -> String {
    let mut out = String::new();
    let mut values: &[Value] = &s.enum_values;
    if values.is_empty() {
        if let Some(oa::Schema::Object(items)) = s.items.as_deref() {
            if let oa::ObjectOrReference::Object(items) = items.as_ref() {
                values = &items.enum_values;
            }
        }
    }
    if !values.is_empty() {
        let list: Vec<String> = values.iter().map(|v| format!("<code>{}</code>", escape(&literal(v)))).collect();
        let _ = write!(out, "<div class=\"openapi-schema__enum\"><strong>Possible values:</strong> [{}]</div>", list.join(", "));
    }
    let number = |n: &Option<serde_json::Number>| n.as_ref().map(ToString::to_string);
    let count = |n: &Option<u64>| n.map(|v| v.to_string());
    let bounds: Vec<String> = [
        ("≥", number(&s.minimum)),
        ("&gt;", number(&s.exclusive_minimum)),
        ("≤", number(&s.maximum)),
        ("&lt;", number(&s.exclusive_maximum)),
        ("length ≥", count(&s.min_length)),
        ("length ≤", count(&s.max_length)),
        ("items ≥", count(&s.min_items)),
        ("items ≤", count(&s.max_items)),
        ("multiple of", number(&s.multiple_of)),
    ]
    .into_iter()
    .filter_map(|(sign, v)| v.map(|v| format!("{sign} {}", escape(&v))))
    .collect();
    if !bounds.is_empty() {
        let _ = write!(out, "<div class=\"openapi-schema__constraints\"><strong>Constraints:</strong> {}</div>", bounds.join(", "));
    }
    if let Some(pattern) = &s.pattern {
        let _ = write!(out, "<div class=\"openapi-schema__pattern\"><strong>Value must match regular expression</strong> <code>{}</code></div>", escape(pattern));
    }
    if let Some(constant) = &s.const_value {
        let _ = write!(out, "<div class=\"openapi-schema__constant\"><strong>Constant value:</strong> <code>{}</code></div>", escape(&literal(constant)));
    }
    if let Some(default) = &s.default {
        let _ = write!(out, "<div class=\"openapi-schema__default\"><strong>Default value:</strong> <code>{}</code></div>", escape(&literal(default)));
    }
    if let Some(example) = &s.example {
        let _ = write!(out, "<div class=\"openapi-schema__example\"><strong>Example:</strong> <code>{}</code></div>", escape(&literal(example)));
    } else if !s.examples.is_empty() {
        let list: Vec<String> = s.examples.iter().map(|v| format!("<code>{}</code>", escape(&literal(v)))).collect();
        let _ = write!(out, "<div class=\"openapi-schema__example\"><strong>Examples:</strong> {}</div>", list.join(", "));
    }
    out
}

/// A JSON value as it reads inline: strings bare, the rest as JSON.
pub(crate) fn literal(v: &Value) -> String {
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
        Some("binary") => "binary",
        _ => "string",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::test_api;

    const COMPONENTS: &str = "openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n    Node:\n      type: object\n      required: [id]\n      properties:\n        id: {type: string, format: uuid}\n        secret: {type: string, writeOnly: true}\n        note: {type: string, nullable: true, maxLength: 20}\n        child: {$ref: '#/components/schemas/Node'}\n    Named:\n      allOf:\n        - $ref: '#/components/schemas/Node'\n        - type: object\n          required: [name]\n          properties:\n            name: {type: string, enum: [a, b], default: a}\n    Shape:\n      oneOf: [{$ref: '#/components/schemas/Node'}, {$ref: '#/components/schemas/Named'}]\n      discriminator: {propertyName: kind, mapping: {n: '#/components/schemas/Node'}}\n";

    fn reference(name: &str) -> oa::Schema {
        serde_json::from_value(serde_json::json!({"$ref": format!("#/components/schemas/{name}")})).unwrap()
    }

    #[test]
    fn cycles_are_cut_in_lists_and_examples() {
        let api = test_api(COMPONENTS);
        let w = SchemaWalker::new(&api, Direction::Response);
        let html = w.body_html(&reference("Node"));
        assert!(html.contains("circular(Node)"), "{html}");
        assert!(!html.contains("secret"), "writeOnly shown in a response: {html}");
        assert!(html.contains("string | null") && html.contains("length ≤ 20"), "{html}");
        let example = w.example(&reference("Node"));
        assert_eq!(example, serde_json::json!({"id": "3fa85f64-5717-4562-b3fc-2c963f66afa6", "note": "string"}));
    }

    #[test]
    fn all_of_merges_properties_and_required() {
        let api = test_api(COMPONENTS);
        let w = SchemaWalker::new(&api, Direction::Request);
        let html = w.body_html(&reference("Named"));
        for needle in [">id<", ">name<", ">secret<", "Possible values:</strong> [<code>a</code>, <code>b</code>]", "Default value:</strong> <code>a</code>"] {
            assert!(html.contains(needle), "missing {needle}: {html}");
        }
        assert_eq!(html.matches("openapi-schema__required").count(), 2, "{html}");
        assert_eq!(w.example(&reference("Named"))["name"], "a");
    }

    #[test]
    fn one_of_shows_alternatives_and_discriminator() {
        let api = test_api(COMPONENTS);
        let html = SchemaWalker::new(&api, Direction::Response).body_html(&reference("Shape"));
        assert!(html.contains(">oneOf<") && html.contains("Discriminator:</strong> <code>kind</code> (<code>n</code> → Node)"), "{html}");
        assert!(html.contains(">Named<"), "{html}");
    }

    #[test]
    fn an_array_of_itself_has_a_finite_label() {
        let api = test_api("openapi: 3.1.0\ninfo: {title: T, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n    Tree: {type: array, items: {$ref: '#/components/schemas/Tree'}}\n");
        let html = SchemaWalker::new(&api, Direction::Response).body_html(&reference("Tree"));
        assert!(html.contains("circular(Tree)[]"), "{html}");
    }

    #[test]
    fn type_labels() {
        let api = test_api(COMPONENTS);
        let label = |v: serde_json::Value| {
            let s: oa::ObjectSchema = serde_json::from_value(v).unwrap();
            type_label(&api, &s, &[])
        };
        assert_eq!(label(serde_json::json!({"type": "string", "format": "uri"})), "string<uri>");
        assert_eq!(label(serde_json::json!({"type": "array", "items": {"$ref": "#/components/schemas/Node"}})), "Node[]");
        assert_eq!(label(serde_json::json!({"type": "array", "items": {"type": "integer"}})), "integer[]");
        assert_eq!(label(serde_json::json!({"type": ["string", "null"]})), "string | null");
        assert_eq!(label(serde_json::json!({"type": ["string", "integer"]})), "string | integer");
    }
}
