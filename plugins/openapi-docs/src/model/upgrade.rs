//! Bringing every input to OpenAPI 3.1 before the typed parse: Swagger 2.0 is converted to 3.0
//! (as the original plugin does with swagger2openapi), then 3.0 keywords that 3.1 changed are
//! rewritten: `nullable`, boolean `exclusiveMinimum`/`exclusiveMaximum`.

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

/// Converts a Swagger 2.0 document into OpenAPI 3.0: servers from host/basePath/schemes,
/// `definitions`/`parameters`/`responses`/`securityDefinitions` into `components`, body and
/// formData parameters into a `requestBody`, response schemas under the `produces` types.
pub(crate) fn swagger2_to_openapi30(doc: &mut Value) {
    let Some(root) = doc.as_object_mut() else { return };
    root.shift_remove("swagger");
    let consumes = media_list(root.shift_remove("consumes"), "application/json");
    let produces = media_list(root.shift_remove("produces"), "application/json");
    let host = root.shift_remove("host").and_then(|h| h.as_str().map(str::to_string));
    let base = root.shift_remove("basePath").and_then(|b| b.as_str().map(str::to_string)).unwrap_or_default();
    let schemes = media_list(root.shift_remove("schemes"), "https");
    if let Some(host) = host {
        let servers: Vec<Value> = schemes.iter().map(|s| json!({"url": format!("{s}://{host}{base}")})).collect();
        root.insert("servers".into(), Value::Array(servers));
    } else if !base.is_empty() {
        root.insert("servers".into(), json!([{"url": base}]));
    }
    let mut components = Map::new();
    if let Some(defs) = root.shift_remove("definitions") {
        components.insert("schemas".into(), defs);
    }
    if let Some(Value::Object(params)) = root.shift_remove("parameters") {
        let (plain, bodies): (Vec<_>, Vec<_>) = params.into_iter().partition(|(_, p)| !matches!(p.get("in").and_then(Value::as_str), Some("body" | "formData")));
        components.insert("parameters".into(), Value::Object(plain.into_iter().map(|(k, mut p)| (k, convert_parameter(&mut p))).collect()));
        let bodies: Map<String, Value> = bodies.into_iter().map(|(k, p)| (k, request_body(&[p], &consumes))).collect();
        if !bodies.is_empty() {
            components.insert("requestBodies".into(), Value::Object(bodies));
        }
    }
    if let Some(Value::Object(responses)) = root.shift_remove("responses") {
        components.insert("responses".into(), Value::Object(responses.into_iter().map(|(k, mut r)| (k, convert_response(&mut r, &produces))).collect()));
    }
    if let Some(Value::Object(schemes)) = root.shift_remove("securityDefinitions") {
        components.insert("securitySchemes".into(), Value::Object(schemes.into_iter().map(|(k, s)| (k, convert_security_scheme(s))).collect()));
    }
    if let Some(Value::Object(paths)) = root.get_mut("paths") {
        for item in paths.values_mut() {
            convert_path_item(item, &consumes, &produces);
        }
    }
    root.insert("components".into(), Value::Object(components));
    root.insert("openapi".into(), Value::from("3.0.3"));
    rewrite_refs(doc);
}

fn media_list(value: Option<Value>, fallback: &str) -> Vec<String> {
    let list: Vec<String> = value.as_ref().and_then(Value::as_array).map(|a| a.iter().filter_map(|v| v.as_str().map(str::to_string)).collect()).unwrap_or_default();
    if list.is_empty() {
        vec![fallback.to_string()]
    } else {
        list
    }
}

fn convert_path_item(item: &mut Value, consumes: &[String], produces: &[String]) {
    let Some(item) = item.as_object_mut() else { return };
    if let Some(Value::Array(params)) = item.get_mut("parameters") {
        params.iter_mut().for_each(|p| *p = convert_parameter(p));
    }
    for (method, op) in item.iter_mut() {
        if method == "parameters" || method.starts_with("x-") {
            continue;
        }
        let Some(op) = op.as_object_mut() else { continue };
        let consumes = op.shift_remove("consumes").map(|c| media_list(Some(c), "application/json")).unwrap_or_else(|| consumes.to_vec());
        let produces = op.shift_remove("produces").map(|c| media_list(Some(c), "application/json")).unwrap_or_else(|| produces.to_vec());
        op.shift_remove("schemes");
        if let Some(Value::Array(params)) = op.shift_remove("parameters") {
            let (body, plain): (Vec<Value>, Vec<Value>) = params.into_iter().partition(|p| matches!(p.get("in").and_then(Value::as_str), Some("body" | "formData")));
            if !plain.is_empty() {
                op.insert("parameters".into(), Value::Array(plain.into_iter().map(|mut p| convert_parameter(&mut p)).collect()));
            }
            if !body.is_empty() {
                op.insert("requestBody".into(), request_body(&body, &consumes));
            }
        }
        if let Some(Value::Object(responses)) = op.get_mut("responses") {
            for response in responses.values_mut() {
                *response = convert_response(response, &produces);
            }
        }
    }
}

/// A query/path/header parameter: its type keywords move under `schema`.
fn convert_parameter(p: &mut Value) -> Value {
    let Some(map) = p.as_object_mut() else { return p.clone() };
    if map.contains_key("$ref") {
        return p.clone();
    }
    let mut schema = Map::new();
    for key in ["type", "format", "items", "enum", "default", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "minLength", "maxLength", "pattern", "minItems", "maxItems", "uniqueItems", "multipleOf"] {
        if let Some(v) = map.shift_remove(key) {
            schema.insert(key.into(), v);
        }
    }
    if schema.get("type").and_then(Value::as_str) == Some("file") {
        schema.insert("type".into(), Value::from("string"));
        schema.insert("format".into(), Value::from("binary"));
    }
    map.shift_remove("collectionFormat");
    if !schema.is_empty() {
        map.insert("schema".into(), Value::Object(schema));
    }
    p.clone()
}

/// `in: body` → the body's schema per consumed type; `in: formData` → an object schema of the
/// form fields.
fn request_body(params: &[Value], consumes: &[String]) -> Value {
    let body = params.iter().find(|p| p.get("in").and_then(Value::as_str) == Some("body"));
    let (schema, types, required, description) = match body {
        Some(b) => (b.get("schema").cloned().unwrap_or(json!({})), consumes.to_vec(), b.get("required").cloned(), b.get("description").cloned()),
        None => {
            let mut properties = Map::new();
            let mut required = Vec::new();
            for p in params {
                let name = p.get("name").and_then(Value::as_str).unwrap_or("field").to_string();
                let mut field = p.clone();
                let field = convert_parameter(&mut field).get("schema").cloned().unwrap_or(json!({}));
                if p.get("required").and_then(Value::as_bool) == Some(true) {
                    required.push(Value::from(name.clone()));
                }
                properties.insert(name, field);
            }
            let form = consumes.iter().find(|c| c.contains("form")).cloned().unwrap_or_else(|| "application/x-www-form-urlencoded".into());
            (json!({"type": "object", "properties": properties, "required": required}), vec![form], None, None)
        }
    };
    let content: Map<String, Value> = types.into_iter().map(|t| (t, json!({"schema": schema}))).collect();
    let mut out = json!({"content": content});
    if let Some(r) = required {
        out["required"] = r;
    }
    if let Some(d) = description {
        out["description"] = d;
    }
    out
}

fn convert_response(response: &mut Value, produces: &[String]) -> Value {
    let Some(map) = response.as_object_mut() else { return response.clone() };
    let examples = map.shift_remove("examples");
    if let Some(schema) = map.shift_remove("schema") {
        let content: Map<String, Value> = produces
            .iter()
            .map(|t| {
                let mut media = json!({"schema": schema});
                if let Some(example) = examples.as_ref().and_then(|e| e.get(t)) {
                    media["example"] = example.clone();
                }
                (t.clone(), media)
            })
            .collect();
        map.insert("content".into(), Value::Object(content));
    }
    if let Some(Value::Object(headers)) = map.get_mut("headers") {
        for header in headers.values_mut() {
            *header = convert_parameter(header);
        }
    }
    response.clone()
}

fn convert_security_scheme(scheme: Value) -> Value {
    match scheme.get("type").and_then(Value::as_str) {
        Some("basic") => json!({"type": "http", "scheme": "basic", "description": scheme.get("description")}),
        Some("oauth2") => {
            let flow = match scheme.get("flow").and_then(Value::as_str) {
                Some("accessCode") => "authorizationCode",
                Some("application") => "clientCredentials",
                Some(other) => other,
                None => "implicit",
            };
            let mut body = Map::new();
            for (from, to) in [("authorizationUrl", "authorizationUrl"), ("tokenUrl", "tokenUrl"), ("scopes", "scopes")] {
                if let Some(v) = scheme.get(from) {
                    body.insert(to.into(), v.clone());
                }
            }
            body.entry("scopes").or_insert_with(|| json!({}));
            json!({"type": "oauth2", "flows": {flow: body}})
        }
        _ => scheme,
    }
}

/// `#/definitions/X` → `#/components/schemas/X` (and parameters, responses).
fn rewrite_refs(value: &mut Value) {
    match value {
        Value::Object(map) => {
            if let Some(Value::String(r)) = map.get_mut("$ref") {
                for (from, to) in [("#/definitions/", "#/components/schemas/"), ("#/parameters/", "#/components/parameters/"), ("#/responses/", "#/components/responses/")] {
                    if let Some(rest) = r.strip_prefix(from) {
                        *r = format!("{to}{rest}");
                    }
                }
            }
            map.values_mut().for_each(rewrite_refs);
        }
        Value::Array(items) => items.iter_mut().for_each(rewrite_refs),
        _ => {}
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

    #[test]
    fn swagger2_becomes_openapi3() {
        let mut doc = json!({"swagger": "2.0", "host": "api.example.com", "basePath": "/v1", "schemes": ["https"],
            "definitions": {"Pet": {"type": "object"}},
            "securityDefinitions": {"basic": {"type": "basic"}},
            "paths": {"/pets": {"post": {"consumes": ["application/json"], "parameters": [
                {"name": "pet", "in": "body", "required": true, "schema": {"$ref": "#/definitions/Pet"}},
                {"name": "limit", "in": "query", "type": "integer"}],
                "responses": {"200": {"description": "ok", "schema": {"$ref": "#/definitions/Pet"}}}}}}});
        assert_eq!(dialect(&doc), Ok(Dialect::Swagger2));
        swagger2_to_openapi30(&mut doc);
        assert_eq!(dialect(&doc), Ok(Dialect::OpenApi30));
        assert_eq!(dialect(&json!({"openapi": "4.0.0"})), Err(Some("openapi: 4.0.0".into())));
        assert_eq!(dialect(&json!({"info": {}})), Err(None));
        assert_eq!(doc["servers"][0]["url"], "https://api.example.com/v1");
        let op = &doc["paths"]["/pets"]["post"];
        assert_eq!(op["requestBody"]["content"]["application/json"]["schema"]["$ref"], "#/components/schemas/Pet");
        assert_eq!(op["parameters"][0]["schema"]["type"], "integer");
        assert_eq!(op["responses"]["200"]["content"]["application/json"]["schema"]["$ref"], "#/components/schemas/Pet");
        assert_eq!(doc["components"]["securitySchemes"]["basic"]["scheme"], "basic");
    }
}
