//! Swagger 2.0 to OpenAPI 3.0, as the plugin's converter (swagger2openapi) does it: servers
//! from `host`/`basePath`/`schemes`; `definitions`, `parameters`, `responses` and
//! `securityDefinitions` into `components`; `in: body` and `in: formData` parameters into a
//! `requestBody` (a `$ref` to a shared body parameter points at the request body it became,
//! `components.requestBodies.<name>`); response schemas under each `produces` type; and each
//! array parameter's `collectionFormat` as `style`/`explode`:
//!
//! | collectionFormat | query, cookie | path, header |
//! |---|---|---|
//! | `csv` (the default) | `style: form, explode: false` | `style: simple` |
//! | `ssv` | `style: spaceDelimited` | none: a warning |
//! | `pipes` | `style: pipeDelimited` | none: a warning |
//! | `multi` | `explode: true` | `explode: true` |
//! | `tsv` | none: a warning, kept as `x-collectionFormat: tsv` | the same |
//!
//! What OpenAPI 3 cannot say is returned as [`Lossy`] notes with the JSON pointer of the
//! Swagger 2.0 value, which the load turns into warnings at its line.

use serde_json::{json, Map, Value};

/// Keywords of a Swagger 2.0 parameter or header that move under `schema`.
const TYPE_KEYWORDS: [&str; 16] = [
    "type", "format", "items", "enum", "default", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "minLength", "maxLength", "pattern", "minItems", "maxItems", "uniqueItems", "multipleOf",
];

/// Something of the Swagger 2.0 document OpenAPI 3 cannot say.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Lossy {
    /// The JSON pointer of the value in the Swagger 2.0 document.
    pub(crate) pointer: String,
    pub(crate) message: String,
}

/// Converts a Swagger 2.0 document into OpenAPI 3.0 in place.
pub(crate) fn swagger2_to_openapi30(doc: &mut Value) -> Vec<Lossy> {
    let Some(root) = doc.as_object_mut() else { return Vec::new() };
    root.shift_remove("swagger");
    let shared = match root.shift_remove("parameters") {
        Some(Value::Object(params)) => params,
        _ => Map::new(),
    };
    let mut converter = Converter {
        consumes: media_list(root.shift_remove("consumes"), "application/json"),
        produces: media_list(root.shift_remove("produces"), "application/json"),
        shared,
        notes: Vec::new(),
    };
    add_servers(root);
    let mut components = Map::new();
    if let Some(defs) = root.shift_remove("definitions") {
        components.insert("schemas".into(), defs);
    }
    converter.shared_parameters(&mut components);
    if let Some(Value::Object(responses)) = root.shift_remove("responses") {
        let produces = converter.produces.clone();
        let converted = responses.into_iter().map(|(k, r)| {
            let pointer = format!("/responses/{}", escape(&k));
            (k, converter.response(r, &produces, &pointer))
        });
        components.insert("responses".into(), Value::Object(converted.collect()));
    }
    if let Some(Value::Object(schemes)) = root.shift_remove("securityDefinitions") {
        components.insert("securitySchemes".into(), Value::Object(schemes.into_iter().map(|(k, s)| (k, security_scheme(s))).collect()));
    }
    if let Some(Value::Object(paths)) = root.get_mut("paths") {
        for (path, item) in paths.iter_mut() {
            converter.path_item(item, &format!("/paths/{}", escape(path)));
        }
    }
    root.insert("components".into(), Value::Object(components));
    root.insert("openapi".into(), Value::from("3.0.3"));
    rewrite_refs(doc);
    converter.notes
}

/// `servers` from `host`, `basePath` and `schemes` (https when none is given).
fn add_servers(root: &mut Map<String, Value>) {
    let host = root.shift_remove("host").and_then(|h| h.as_str().map(str::to_string));
    let base = root.shift_remove("basePath").and_then(|b| b.as_str().map(str::to_string)).unwrap_or_default();
    let schemes = media_list(root.shift_remove("schemes"), "https");
    if let Some(host) = host {
        let servers: Vec<Value> = schemes.iter().map(|s| json!({"url": format!("{s}://{host}{base}")})).collect();
        root.insert("servers".into(), Value::Array(servers));
    } else if !base.is_empty() {
        root.insert("servers".into(), json!([{"url": base}]));
    }
}

fn media_list(value: Option<Value>, fallback: &str) -> Vec<String> {
    let list: Vec<String> = value.as_ref().and_then(Value::as_array).map(|a| a.iter().filter_map(|v| v.as_str().map(str::to_string)).collect()).unwrap_or_default();
    if list.is_empty() {
        vec![fallback.to_string()]
    } else {
        list
    }
}

/// A JSON pointer segment.
fn escape(segment: &str) -> String {
    segment.replace('~', "~0").replace('/', "~1")
}

fn location(p: &Value) -> Option<&str> {
    p.get("in").and_then(Value::as_str)
}

fn is_body_or_form(p: &Value) -> bool {
    matches!(location(p), Some("body" | "formData"))
}

/// The conversion's state: the document's defaults, its shared parameters as written, and
/// the notes so far.
struct Converter {
    consumes: Vec<String>,
    produces: Vec<String>,
    /// The root `parameters`, as written (a `$ref` to one is resolved by what it is).
    shared: Map<String, Value>,
    notes: Vec<Lossy>,
}

/// A parameter of an operation, sorted by what it becomes.
enum Param {
    /// A query, path, header or cookie parameter (or a `$ref` to one).
    Plain(Value),
    /// A body or form field, inline or resolved from a `$ref`.
    Body(Value),
    /// A `$ref` to a shared `in: body` parameter, by name.
    SharedBody(String),
}

impl Converter {
    /// The root `parameters`: the plain ones into `components.parameters`, the bodies into
    /// `components.requestBodies` (a form field is merged into each form that uses it).
    fn shared_parameters(&mut self, components: &mut Map<String, Value>) {
        let shared = self.shared.clone();
        let mut plain = Map::new();
        let mut bodies = Map::new();
        for (name, p) in shared {
            let pointer = format!("/parameters/{}", escape(&name));
            match location(&p) {
                Some("body") => {
                    bodies.insert(name, request_body(&[p], &self.consumes));
                }
                Some("formData") => {}
                _ => {
                    plain.insert(name, self.parameter(p, &pointer));
                }
            }
        }
        if !plain.is_empty() {
            components.insert("parameters".into(), Value::Object(plain));
        }
        if !bodies.is_empty() {
            components.insert("requestBodies".into(), Value::Object(bodies));
        }
    }

    /// Sorts a parameter as written (`pointer` is where it is written).
    fn sort(&mut self, p: Value, pointer: &str) -> Param {
        let target = p.get("$ref").and_then(Value::as_str).and_then(|r| r.strip_prefix("#/parameters/")).map(|n| n.replace("~1", "/").replace("~0", "~"));
        match target.and_then(|name| self.shared.get(&name).map(|t| (name, t.clone()))) {
            Some((name, t)) if location(&t) == Some("body") => Param::SharedBody(name),
            Some((_, t)) if location(&t) == Some("formData") => Param::Body(t),
            _ if is_body_or_form(&p) => Param::Body(p),
            _ => Param::Plain(self.parameter(p, pointer)),
        }
    }

    fn path_item(&mut self, item: &mut Value, pointer: &str) {
        let Some(item) = item.as_object_mut() else { return };
        // path-level bodies and form fields go to each operation
        let mut inherited = Vec::new();
        if let Some(Value::Array(params)) = item.shift_remove("parameters") {
            let mut plain = Vec::new();
            for (i, p) in params.into_iter().enumerate() {
                match self.sort(p, &format!("{pointer}/parameters/{i}")) {
                    Param::Plain(p) => plain.push(p),
                    body => inherited.push(body),
                }
            }
            if !plain.is_empty() {
                item.insert("parameters".into(), Value::Array(plain));
            }
        }
        for (method, op) in item.iter_mut() {
            if method == "parameters" || method.starts_with("x-") {
                continue;
            }
            let op_pointer = format!("{pointer}/{method}");
            let inherited = inherited.iter().map(|p| match p {
                Param::Body(v) => Param::Body(v.clone()),
                Param::SharedBody(n) => Param::SharedBody(n.clone()),
                Param::Plain(v) => Param::Plain(v.clone()),
            });
            let inherited: Vec<Param> = inherited.collect();
            if let Some(op) = op.as_object_mut() {
                self.operation(op, inherited, &op_pointer);
            }
        }
    }

    fn operation(&mut self, op: &mut Map<String, Value>, inherited: Vec<Param>, pointer: &str) {
        let consumes = op.shift_remove("consumes").map(|c| media_list(Some(c), "application/json")).unwrap_or_else(|| self.consumes.clone());
        let produces = op.shift_remove("produces").map(|c| media_list(Some(c), "application/json")).unwrap_or_else(|| self.produces.clone());
        op.shift_remove("schemes");
        let own = match op.shift_remove("parameters") {
            Some(Value::Array(params)) => params.into_iter().enumerate().map(|(i, p)| self.sort(p, &format!("{pointer}/parameters/{i}"))).collect(),
            _ => Vec::new(),
        };
        let has_own_body = own.iter().any(|p| !matches!(p, Param::Plain(_)));
        let (mut plain, mut fields, mut shared_body) = (Vec::new(), Vec::new(), None);
        // the operation's own body replaces the path's
        for p in own.into_iter().chain(inherited.into_iter().filter(|p| !has_own_body || matches!(p, Param::Plain(_)))) {
            match p {
                Param::Plain(p) => plain.push(p),
                Param::Body(p) => fields.push(p),
                Param::SharedBody(name) => shared_body = Some(name),
            }
        }
        if !plain.is_empty() {
            op.insert("parameters".into(), Value::Array(plain));
        }
        if let Some(body) = self.operation_body(shared_body, &fields, &consumes) {
            op.insert("requestBody".into(), body);
        }
        if let Some(Value::Object(responses)) = op.get_mut("responses") {
            for (code, response) in responses.iter_mut() {
                *response = self.response(std::mem::take(response), &produces, &format!("{pointer}/responses/{}", escape(code)));
            }
        }
    }

    /// The operation's `requestBody`: a `$ref` to the shared body it names (inline when the
    /// operation consumes other types than the document), else its body or form fields.
    fn operation_body(&self, shared_body: Option<String>, fields: &[Value], consumes: &[String]) -> Option<Value> {
        let inline_body = fields.iter().any(|f| location(f) == Some("body"));
        match shared_body {
            Some(name) if !inline_body => Some(if consumes == self.consumes.as_slice() {
                json!({"$ref": format!("#/components/requestBodies/{}", escape(&name))})
            } else {
                request_body(&[self.shared[&name].clone()], consumes)
            }),
            _ if !fields.is_empty() => Some(request_body(fields, consumes)),
            _ => None,
        }
    }

    /// A query/path/header/cookie parameter: its type keywords under `schema`,
    /// `collectionFormat` as `style`/`explode`, `x-example` as `example`.
    fn parameter(&mut self, mut p: Value, pointer: &str) -> Value {
        let Some(map) = p.as_object_mut() else { return p };
        if map.contains_key("$ref") {
            return p;
        }
        if let Some(example) = map.shift_remove("x-example") {
            map.insert("example".into(), example);
        }
        let at = map.get("in").and_then(Value::as_str).unwrap_or("query").to_string();
        let format = map.shift_remove("collectionFormat");
        let is_array = map.get("type").and_then(Value::as_str) == Some("array");
        if is_array {
            let format = format.as_ref().and_then(Value::as_str).unwrap_or("csv");
            self.collection_format(map, format, &at, pointer);
        }
        move_type_keywords(map);
        p
    }

    /// Sets `style`/`explode` for an array parameter's `collectionFormat`, or notes what is lost.
    fn collection_format(&mut self, map: &mut Map<String, Value>, format: &str, at: &str, pointer: &str) {
        let query = matches!(at, "query" | "cookie");
        let mut note = |message: String| self.notes.push(Lossy { pointer: pointer.to_string(), message });
        match format {
            "csv" if query => {
                map.insert("style".into(), Value::from("form"));
                map.insert("explode".into(), Value::Bool(false));
            }
            "csv" => {
                map.insert("style".into(), Value::from("simple"));
            }
            "ssv" if at == "query" => {
                map.insert("style".into(), Value::from("spaceDelimited"));
            }
            "pipes" if at == "query" => {
                map.insert("style".into(), Value::from("pipeDelimited"));
            }
            "multi" => {
                map.insert("explode".into(), Value::Bool(true));
            }
            "ssv" | "pipes" => note(format!("`collectionFormat: {format}` has no OpenAPI 3 equivalent outside query parameters (this one is in {at}); it is shown with the default style")),
            "tsv" => {
                note("`collectionFormat: tsv` has no OpenAPI 3 equivalent; it is kept as `x-collectionFormat: tsv`".to_string());
                map.insert("x-collectionFormat".into(), Value::from("tsv"));
            }
            other => note(format!("`collectionFormat: {other}` is not one of csv, ssv, tsv, pipes, multi")),
        }
    }

    /// A response: its schema under each produced type (with the example of that type), its
    /// headers converted.
    fn response(&mut self, mut response: Value, produces: &[String], pointer: &str) -> Value {
        let Some(map) = response.as_object_mut() else { return response };
        if map.contains_key("$ref") {
            return response;
        }
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
            for (name, header) in headers.iter_mut() {
                *header = self.header(std::mem::take(header), &format!("{pointer}/headers/{}", escape(name)));
            }
        }
        response
    }

    /// A response header: like a parameter in `header` (without `name` and `in`).
    fn header(&mut self, mut header: Value, pointer: &str) -> Value {
        let Some(map) = header.as_object_mut() else { return header };
        let format = map.shift_remove("collectionFormat");
        if map.get("type").and_then(Value::as_str) == Some("array") {
            let format = format.as_ref().and_then(Value::as_str).unwrap_or("csv");
            self.collection_format(map, format, "header", pointer);
        }
        move_type_keywords(map);
        header
    }
}

/// The type keywords of a parameter or header go under `schema` (`type: file` becomes a
/// binary string).
fn move_type_keywords(map: &mut Map<String, Value>) {
    let mut schema = Map::new();
    for key in TYPE_KEYWORDS {
        if let Some(v) = map.shift_remove(key) {
            schema.insert(key.into(), v);
        }
    }
    if let Some(Value::Object(items)) = schema.get_mut("items") {
        items.shift_remove("collectionFormat");
    }
    if schema.get("type").and_then(Value::as_str) == Some("file") {
        schema.insert("type".into(), Value::from("string"));
        schema.insert("format".into(), Value::from("binary"));
    }
    if !schema.is_empty() {
        map.insert("schema".into(), Value::Object(schema));
    }
}

/// `in: body` → the body's schema per consumed type; `in: formData` → an object schema of the
/// form fields, under `multipart/form-data` when the operation consumes it, else
/// `application/x-www-form-urlencoded`.
fn request_body(params: &[Value], consumes: &[String]) -> Value {
    let mut out = match params.iter().find(|p| location(p) == Some("body")) {
        Some(body) => {
            let schema = body.get("schema").cloned().unwrap_or_else(|| json!({}));
            let content: Map<String, Value> = consumes.iter().map(|t| (t.clone(), json!({"schema": schema}))).collect();
            let mut out = json!({"content": content});
            for key in ["description", "required"] {
                if let Some(v) = body.get(key) {
                    out[key] = v.clone();
                }
            }
            out
        }
        None => form_body(params, consumes),
    };
    if let Some(map) = out.as_object_mut() {
        map.retain(|_, v| !v.is_null());
    }
    out
}

fn form_body(params: &[Value], consumes: &[String]) -> Value {
    let mut properties = Map::new();
    let mut required = Vec::new();
    for p in params {
        let name = p.get("name").and_then(Value::as_str).unwrap_or("field").to_string();
        let mut field = p.as_object().cloned().unwrap_or_default();
        field.shift_remove("collectionFormat");
        move_type_keywords(&mut field);
        let mut schema = field.get("schema").and_then(Value::as_object).cloned().unwrap_or_default();
        for key in ["description", "x-example"] {
            if let Some(v) = p.get(key) {
                schema.insert(if key == "x-example" { "example".into() } else { key.into() }, v.clone());
            }
        }
        if p.get("required").and_then(Value::as_bool) == Some(true) {
            required.push(Value::from(name.clone()));
        }
        properties.insert(name, Value::Object(schema));
    }
    let form = if consumes.iter().any(|c| c == "multipart/form-data") { "multipart/form-data" } else { "application/x-www-form-urlencoded" };
    let mut schema = json!({"type": "object", "properties": properties});
    let mut out = json!({});
    if !required.is_empty() {
        schema["required"] = Value::Array(required);
        out["required"] = Value::Bool(true);
    }
    out["content"] = json!({form: {"schema": schema}});
    out
}

fn security_scheme(scheme: Value) -> Value {
    let description = scheme.get("description").cloned();
    let mut out = match scheme.get("type").and_then(Value::as_str) {
        Some("basic") => json!({"type": "http", "scheme": "basic"}),
        Some("oauth2") => {
            let flow = match scheme.get("flow").and_then(Value::as_str) {
                Some("accessCode") => "authorizationCode",
                Some("application") => "clientCredentials",
                Some(other) => other,
                None => "implicit",
            };
            let mut body = Map::new();
            for key in ["authorizationUrl", "tokenUrl", "scopes"] {
                if let Some(v) = scheme.get(key) {
                    body.insert(key.into(), v.clone());
                }
            }
            body.entry("scopes").or_insert_with(|| json!({}));
            json!({"type": "oauth2", "flows": {flow: body}})
        }
        _ => return scheme,
    };
    if let Some(d) = description.filter(|d| !d.is_null()) {
        out["description"] = d;
    }
    out
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
    use crate::model::upgrade::{dialect, Dialect};

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
        let notes = swagger2_to_openapi30(&mut doc);
        assert!(notes.is_empty(), "{notes:?}");
        assert_eq!(dialect(&doc), Ok(Dialect::OpenApi30));
        assert_eq!(doc["servers"][0]["url"], "https://api.example.com/v1");
        let op = &doc["paths"]["/pets"]["post"];
        assert_eq!(op["requestBody"]["content"]["application/json"]["schema"]["$ref"], "#/components/schemas/Pet");
        assert_eq!(op["parameters"][0]["schema"]["type"], "integer");
        assert_eq!(op["responses"]["200"]["content"]["application/json"]["schema"]["$ref"], "#/components/schemas/Pet");
        assert_eq!(doc["components"]["securitySchemes"]["basic"], json!({"type": "http", "scheme": "basic"}));
    }

    /// Issue 12: a `$ref` to a shared `in: body` parameter points at the request body it
    /// became; a shared form field joins the operation's form.
    #[test]
    fn issue_12_a_shared_body_parameter_becomes_a_request_body() {
        let mut doc = json!({"swagger": "2.0", "info": {"title": "T", "version": "1"},
            "parameters": {
                "Book": {"name": "book", "in": "body", "required": true, "description": "The book.", "schema": {"$ref": "#/definitions/Book"}},
                "Note": {"name": "note", "in": "formData", "type": "string", "description": "A note."},
                "Limit": {"name": "limit", "in": "query", "type": "integer"}},
            "paths": {
                "/books": {"post": {"parameters": [{"$ref": "#/parameters/Book"}, {"$ref": "#/parameters/Limit"}], "responses": {"201": {"description": "ok"}}},
                           "put": {"consumes": ["application/xml"], "parameters": [{"$ref": "#/parameters/Book"}], "responses": {"200": {"description": "ok"}}}},
                "/books/{id}/cover": {
                    "parameters": [{"name": "id", "in": "path", "required": true, "type": "string"}],
                    "post": {"consumes": ["multipart/form-data"], "parameters": [{"name": "file", "in": "formData", "type": "file", "required": true}, {"$ref": "#/parameters/Note"}], "responses": {"200": {"description": "ok"}}}}}});
        let notes = swagger2_to_openapi30(&mut doc);
        assert!(notes.is_empty(), "{notes:?}");
        assert_eq!(doc["components"]["requestBodies"]["Book"], json!({"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Book"}}}, "description": "The book.", "required": true}));
        assert!(doc["components"]["parameters"].get("Book").is_none() && doc["components"]["parameters"].get("Note").is_none());
        let post = &doc["paths"]["/books"]["post"];
        assert_eq!(post["requestBody"], json!({"$ref": "#/components/requestBodies/Book"}));
        assert_eq!(post["parameters"], json!([{"$ref": "#/components/parameters/Limit"}]));
        // another media type than the document's: the body is written out for it
        assert_eq!(doc["paths"]["/books"]["put"]["requestBody"]["content"]["application/xml"]["schema"]["$ref"], "#/components/schemas/Book");
        let cover = &doc["paths"]["/books/{id}/cover"];
        assert_eq!(cover["parameters"][0]["schema"]["type"], "string");
        assert_eq!(
            cover["post"]["requestBody"],
            json!({"required": true, "content": {"multipart/form-data": {"schema": {"type": "object", "properties": {
                "file": {"type": "string", "format": "binary"}, "note": {"type": "string", "description": "A note."}}, "required": ["file"]}}}})
        );
    }

    /// Issue 12: `collectionFormat` becomes `style`/`explode` as swagger2openapi makes it.
    #[test]
    fn issue_12_collection_formats_become_styles() {
        let param = |name: &str, at: &str, format: Option<&str>| {
            let mut p = json!({"name": name, "in": at, "type": "array", "items": {"type": "string"}});
            if let Some(f) = format {
                p["collectionFormat"] = Value::from(f);
            }
            p
        };
        let params = vec![
            param("csv", "query", Some("csv")),
            param("default", "query", None),
            param("ssv", "query", Some("ssv")),
            param("tsv", "query", Some("tsv")),
            param("pipes", "query", Some("pipes")),
            param("multi", "query", Some("multi")),
            param("path", "path", Some("csv")),
            param("header", "header", Some("pipes")),
        ];
        let mut doc = json!({"swagger": "2.0", "paths": {"/x": {"get": {"parameters": params,
            "responses": {"200": {"description": "ok", "headers": {"X-Ids": {"type": "array", "items": {"type": "integer"}, "collectionFormat": "multi"}}}}}}}});
        let notes = swagger2_to_openapi30(&mut doc);
        let converted = &doc["paths"]["/x"]["get"]["parameters"];
        let styles: Vec<(String, Value, Value)> = converted.as_array().unwrap().iter().map(|p| (p["name"].as_str().unwrap().to_string(), p["style"].clone(), p["explode"].clone())).collect();
        let expected = [("csv", json!("form"), json!(false)), ("default", json!("form"), json!(false)), ("ssv", json!("spaceDelimited"), Value::Null), ("tsv", Value::Null, Value::Null), ("pipes", json!("pipeDelimited"), Value::Null), ("multi", Value::Null, json!(true)), ("path", json!("simple"), Value::Null), ("header", Value::Null, Value::Null)];
        assert_eq!(styles, expected.map(|(n, s, e)| (n.to_string(), s, e)));
        assert_eq!(converted[3]["x-collectionFormat"], "tsv");
        assert!(converted.as_array().unwrap().iter().all(|p| p.get("collectionFormat").is_none() && p["schema"]["type"] == "array"));
        assert_eq!(doc["paths"]["/x"]["get"]["responses"]["200"]["headers"]["X-Ids"], json!({"explode": true, "schema": {"type": "array", "items": {"type": "integer"}}}));
        let notes: Vec<(&str, bool)> = notes.iter().map(|n| (n.pointer.as_str(), n.message.contains("no OpenAPI 3 equivalent"))).collect();
        assert_eq!(notes, [("/paths/~1x/get/parameters/3", true), ("/paths/~1x/get/parameters/7", true)]);
    }
}
