//! `$ref`s: checked once at load (a missing target, a chain of `$ref`s that loops), and schema
//! references resolved while rendering, with `allOf` merged and recursion cut.

use std::borrow::Cow;

use ferrosaurus_core::Diagnostic;
use serde_json::Value;

use super::oa;
use super::source::{self, find_ref_line, SourceFile};
use super::Api;

/// How many `$ref`s in a row are followed.
pub(crate) const MAX_REF_HOPS: usize = 32;

/// Every local `$ref` of the document must name something, and a `$ref` must not lead back to
/// itself through other bare `$ref`s (`A: {$ref: B}`, `B: {$ref: A}`). A schema that contains
/// itself deeper down (a tree) is fine.
pub(crate) fn check_refs(source: &SourceFile) -> Vec<Diagnostic> {
    let mut refs = Vec::new();
    collect_refs(&source.doc, &mut refs);
    let mut diagnostics = Vec::new();
    let mut seen: Vec<&str> = Vec::new();
    for reference in refs {
        if seen.contains(&reference) {
            continue;
        }
        seen.push(reference);
        let at = |d: Diagnostic| match find_ref_line(&source.text, reference) {
            Some(line) => d.at_line(&source.shown, line),
            None => d.in_file(&source.shown),
        };
        let Some(pointer) = reference.strip_prefix('#') else { continue };
        if source.doc.pointer(pointer).is_none() {
            diagnostics.push(at(Diagnostic::error(format!("the `$ref` {reference} names nothing in {}", source.shown.display()))
                .with_help("check the JSON pointer after `#` (e.g. `#/components/schemas/Name`); the pages show the value as missing")));
        } else if leads_back(&source.doc, reference) {
            diagnostics.push(at(Diagnostic::error(format!("the `$ref` {reference} is a cycle: following it leads back to it")).with_help("one of the `$ref`s in the loop must name a real value")));
        }
    }
    diagnostics
}

fn collect_refs<'a>(value: &'a Value, out: &mut Vec<&'a str>) {
    match value {
        Value::Object(map) => {
            if let Some(Value::String(r)) = map.get("$ref") {
                out.push(r);
            }
            for (key, child) in map {
                if !matches!(key.as_str(), "example" | "examples" | "default" | "enum" | "const") {
                    collect_refs(child, out);
                }
            }
        }
        Value::Array(items) => items.iter().for_each(|i| collect_refs(i, out)),
        _ => {}
    }
}

fn leads_back(doc: &Value, start: &str) -> bool {
    let mut current = start;
    for _ in 0..MAX_REF_HOPS {
        let Some(next) = current.strip_prefix('#').and_then(|p| doc.pointer(p)).and_then(|v| v.get("$ref")).and_then(Value::as_str) else { return false };
        if next == start {
            return true;
        }
        current = next;
    }
    true
}

/// A schema after `$ref`s and `allOf`.
#[derive(Debug, Clone)]
pub(crate) struct ResolvedSchema<'a> {
    pub(crate) schema: Cow<'a, oa::ObjectSchema>,
    /// Components followed through `$ref`, outermost first (the last one names the type).
    pub(crate) names: Vec<String>,
    /// Components merged in through `allOf`.
    pub(crate) merged_from: Vec<String>,
}

impl ResolvedSchema<'_> {
    /// The expansion stack for this schema's children.
    pub(crate) fn child_stack(&self, stack: &[String]) -> Vec<String> {
        stack.iter().chain(&self.names).chain(&self.merged_from).cloned().collect()
    }
}

/// What a schema position holds.
// Short-lived values on the stack while a page renders; boxing the common variant would cost
// an allocation per schema visited.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone)]
pub(crate) enum SchemaRef<'a> {
    /// A schema to show.
    Resolved(ResolvedSchema<'a>),
    /// A reference to a component already being expanded (`circular(Name)`).
    Circular(String),
    /// A reference that names nothing (reported at load).
    Missing(String),
}

/// The `x-nullable` flag the 3.0 upgrade leaves on a nullable schema without `type`.
pub(crate) fn nullable_extension(s: &oa::ObjectSchema) -> bool {
    s.extensions.get("nullable").and_then(Value::as_bool).unwrap_or(false)
}

impl Api {
    /// Resolves a schema position; `stack` holds the components being expanded around it.
    pub(crate) fn schema<'a>(&'a self, schema: &'a oa::Schema, stack: &[String]) -> SchemaRef<'a> {
        let mut names: Vec<String> = Vec::new();
        let mut current: Cow<'a, oa::Schema> = Cow::Borrowed(schema);
        for _ in 0..MAX_REF_HOPS {
            let reference = match current.as_ref() {
                oa::Schema::Object(boxed) => match boxed.as_ref() {
                    oa::ObjectOrReference::Ref { ref_path, .. } => ref_path.clone(),
                    oa::ObjectOrReference::Object(_) => break,
                },
                oa::Schema::Boolean(_) => break,
            };
            let name = component_name(&reference);
            if stack.contains(&name) || names.contains(&name) {
                return SchemaRef::Circular(name);
            }
            names.push(name);
            current = match self.schema_target(&reference) {
                Some(next) => next,
                None => return SchemaRef::Missing(reference),
            };
        }
        let object: Cow<'a, oa::ObjectSchema> = match current {
            Cow::Borrowed(oa::Schema::Object(boxed)) => match boxed.as_ref() {
                oa::ObjectOrReference::Object(o) => Cow::Borrowed(o),
                oa::ObjectOrReference::Ref { ref_path, .. } => return SchemaRef::Missing(ref_path.clone()),
            },
            Cow::Owned(oa::Schema::Object(boxed)) => match *boxed {
                oa::ObjectOrReference::Object(o) => Cow::Owned(o),
                oa::ObjectOrReference::Ref { ref_path, .. } => return SchemaRef::Missing(ref_path),
            },
            _ => Cow::Owned(oa::ObjectSchema::default()),
        };
        let mut merged_from = Vec::new();
        let schema = if object.all_of.is_empty() {
            object
        } else {
            let inner: Vec<String> = stack.iter().chain(&names).cloned().collect();
            Cow::Owned(self.merge_all_of(&object, &inner, &mut merged_from))
        };
        SchemaRef::Resolved(ResolvedSchema { schema, names, merged_from })
    }

    /// The schema a `$ref` names: a typed component when it is one, else the value parsed.
    fn schema_target<'a>(&'a self, reference: &str) -> Option<Cow<'a, oa::Schema>> {
        if let Some(name) = reference.strip_prefix("#/components/schemas/") {
            let name = source::pointer_segments(&format!("/{name}")).join("/");
            if let Some(found) = self.spec.components.as_ref().and_then(|c| c.schemas.get(&name)) {
                return Some(Cow::Borrowed(found));
            }
        }
        let value = self.doc.pointer(reference.strip_prefix('#')?)?;
        serde_json::from_value(value.clone()).ok().map(Cow::Owned)
    }

    /// `allOf` parts folded into one schema: properties and `required` joined; the outer
    /// schema's own keywords win, then the parts' in order.
    fn merge_all_of(&self, outer: &oa::ObjectSchema, stack: &[String], merged_from: &mut Vec<String>) -> oa::ObjectSchema {
        let mut merged = outer.clone();
        merged.all_of.clear();
        for part in &outer.all_of {
            match self.schema(part, stack) {
                SchemaRef::Resolved(r) => {
                    merged_from.extend(r.names.iter().chain(&r.merged_from).cloned());
                    absorb(&mut merged, &r.schema);
                }
                SchemaRef::Circular(_) | SchemaRef::Missing(_) => {}
            }
        }
        merged
    }
}

/// `#/components/schemas/Pet` → `Pet`.
pub(crate) fn component_name(reference: &str) -> String {
    let last = reference.rsplit('/').next().unwrap_or(reference);
    last.replace("~1", "/").replace("~0", "~")
}

/// Fills what `into` lacks from `part`, joining properties and required names.
fn absorb(into: &mut oa::ObjectSchema, part: &oa::ObjectSchema) {
    for (name, prop) in &part.properties {
        if !into.properties.contains_key(name) {
            into.properties.insert(name.clone(), prop.clone());
        }
    }
    for name in &part.required {
        if !into.required.contains(name) {
            into.required.push(name.clone());
        }
    }
    macro_rules! fill {
        ($($field:ident),*) => {$(
            if into.$field.is_none() {
                into.$field = part.$field.clone();
            }
        )*};
    }
    fill!(schema_type, format, title, description, default, example, items, additional_properties, discriminator, minimum, maximum, min_length, max_length, pattern, read_only, write_only, deprecated);
    if into.enum_values.is_empty() {
        into.enum_values = part.enum_values.clone();
    }
    if into.one_of.is_empty() {
        into.one_of = part.one_of.clone();
    }
    if into.any_of.is_empty() {
        into.any_of = part.any_of.clone();
    }
    if into.schema_type.is_none() && !into.properties.is_empty() {
        into.schema_type = Some(oa::SchemaTypeSet::Single(oa::SchemaType::Object));
    }
}
