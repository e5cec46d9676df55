//! Bringing every input to OpenAPI 3.1 before the typed parse: Swagger 2.0 is converted to 3.0
//! first (`swagger2.rs`, as the original plugin does with swagger2openapi), then 3.0 keywords
//! that 3.1 changed are rewritten: `nullable`, boolean `exclusiveMinimum`/`exclusiveMaximum`.

use serde_json::{json, Map, Value};

/// Keys whose values are user data, never schemas.
const DATA_KEYS: [&str; 5] = ["example", "examples", "default", "enum", "const"];

/// Which OpenAPI dialect a document is written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Dialect {
    /// `swagger: "2.0"`.
    Swagger2,
    /// `openapi: 3.0.x`.
    OpenApi30,
    /// `openapi: 3.1.x` (and later 3.x).
    OpenApi31,
}

/// The dialect of a document: Err with the version found when it is not one this plugin reads
/// (`openapi: 4.0`, `swagger: "1.2"`), or with None when there is no version at all.
pub(crate) fn dialect(doc: &Value) -> Result<Dialect, Option<String>> {
    let version = |key: &str| match doc.get(key) {
        Some(Value::String(s)) => Some(s.clone()),
        Some(Value::Number(n)) => Some(n.to_string()),
        _ => None,
    };
    if let Some(v) = version("openapi") {
        return match v.split('.').take(2).collect::<Vec<_>>()[..] {
            ["3", "0"] => Ok(Dialect::OpenApi30),
            ["3", "1" | "2"] => Ok(Dialect::OpenApi31),
            _ => Err(Some(format!("openapi: {v}"))),
        };
    }
    match version("swagger") {
        Some(v) if v.starts_with("2.") || v == "2" => Ok(Dialect::Swagger2),
        Some(v) => Err(Some(format!("swagger: {v}"))),
        None => Err(None),
    }
}

/// Rewrites a 3.0 document into 3.1 in place.
pub(crate) fn openapi30_to_31(doc: &mut Value) {
    upgrade_value(doc);
    if let Some(map) = doc.as_object_mut() {
        map.insert("openapi".into(), Value::from("3.1.0"));
    }
}

fn upgrade_value(value: &mut Value) {
    match value {
        Value::Object(map) => {
            upgrade_schema_keywords(map);
            for (key, child) in map.iter_mut() {
                if !DATA_KEYS.contains(&key.as_str()) && !key.starts_with("x-") {
                    upgrade_value(child);
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(upgrade_value),
        _ => {}
    }
}

/// `nullable: true` → `type: [T, "null"]` (or `x-nullable` when there is no type);
/// `exclusiveMaximum: true` + `maximum: n` → `exclusiveMaximum: n`.
fn upgrade_schema_keywords(map: &mut Map<String, Value>) {
    if let Some(Value::Bool(nullable)) = map.get("nullable").cloned() {
        map.shift_remove("nullable");
        if nullable {
            match map.get_mut("type") {
                Some(Value::String(t)) => {
                    let t = std::mem::take(t);
                    map.insert("type".into(), json!([t, "null"]));
                }
                _ => {
                    map.insert("x-nullable".into(), Value::Bool(true));
                }
            }
        }
    }
    for (flag, bound) in [("exclusiveMaximum", "maximum"), ("exclusiveMinimum", "minimum")] {
        if let Some(Value::Bool(exclusive)) = map.get(flag).cloned() {
            map.shift_remove(flag);
            if exclusive {
                if let Some(n) = map.shift_remove(bound) {
                    map.insert(flag.into(), n);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nullable_and_exclusive_bounds_become_31() {
        let mut doc = json!({"openapi": "3.0.3", "components": {"schemas": {"A": {"type": "string", "nullable": true, "example": {"nullable": true}},
            "B": {"type": "integer", "maximum": 5, "exclusiveMaximum": true, "minimum": 1, "exclusiveMinimum": false},
            "C": {"allOf": [{"$ref": "#/x"}], "nullable": true}}}});
        openapi30_to_31(&mut doc);
        let s = &doc["components"]["schemas"];
        assert_eq!(s["A"], json!({"type": ["string", "null"], "example": {"nullable": true}}));
        assert_eq!(s["B"], json!({"type": "integer", "exclusiveMaximum": 5, "minimum": 1}));
        assert_eq!(s["C"]["x-nullable"], json!(true));
        assert_eq!(doc["openapi"], "3.1.0");
    }
}
