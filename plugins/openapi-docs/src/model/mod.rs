//! The typed OpenAPI model: a spec file read, bundled, upgraded to OpenAPI 3.1 and parsed into
//! [`oas3`]'s types, with its operations listed in spec order and `$ref`s resolved on demand.
//!
//! Why `oas3`: it models OpenAPI 3.1 (type arrays, boolean schemas, `webhooks`,
//! `components.pathItems`), which `openapiv3` (3.0 only) cannot hold; 3.0 and Swagger 2.0 inputs
//! are rewritten to 3.1 first ([`upgrade`]), so one model serves all three.

mod refs;
pub(crate) mod source;
mod swagger2;
pub(crate) mod upgrade;

use std::path::{Path, PathBuf};

use ferrosaurus_core::{url, Diagnostic};
pub(crate) use oas3::spec as oa;
use serde::de::DeserializeOwned;
use serde_json::Value;

pub(crate) use refs::{component_name as refs_name, nullable_extension, ResolvedSchema, SchemaRef};
use source::{escape_segment, SourceFile};
use upgrade::Dialect;

/// An HTTP method an OpenAPI path item may hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Method {
    Get,
    Put,
    Post,
    Delete,
    Options,
    Head,
    Patch,
    Trace,
}

impl Method {
    /// In the order a path item lists them.
    pub(crate) const ALL: [Method; 8] = [Method::Get, Method::Put, Method::Post, Method::Delete, Method::Options, Method::Head, Method::Patch, Method::Trace];

    /// In the order the plugin lists a callback's methods as tabs (by name).
    pub(crate) const CALLBACK_TABS: [Method; 8] = [Method::Delete, Method::Get, Method::Head, Method::Options, Method::Patch, Method::Post, Method::Put, Method::Trace];

    /// Lowercase, as the spec writes it (`get`).
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            Method::Get => "get",
            Method::Put => "put",
            Method::Post => "post",
            Method::Delete => "delete",
            Method::Options => "options",
            Method::Head => "head",
            Method::Patch => "patch",
            Method::Trace => "trace",
        }
    }

    /// Uppercase, as the badge and the HTTP request line write it (`GET`).
    pub(crate) fn upper(self) -> String {
        self.as_str().to_ascii_uppercase()
    }

    /// The Infima badge colour the plugin gives the method.
    pub(crate) fn badge_colour(self) -> &'static str {
        match self {
            Method::Get => "primary",
            Method::Post => "success",
            Method::Delete => "danger",
            Method::Put => "info",
            Method::Patch => "warning",
            _ => "secondary",
        }
    }

    pub(crate) fn operation_of(self, item: &oa::PathItem) -> Option<&oa::Operation> {
        match self {
            Method::Get => item.get.as_ref(),
            Method::Put => item.put.as_ref(),
            Method::Post => item.post.as_ref(),
            Method::Delete => item.delete.as_ref(),
            Method::Options => item.options.as_ref(),
            Method::Head => item.head.as_ref(),
            Method::Patch => item.patch.as_ref(),
            Method::Trace => item.trace.as_ref(),
        }
    }
}

/// One loaded spec.
#[derive(Debug)]
pub(crate) struct Api {
    /// The spec file as diagnostics show it.
    pub(crate) file: PathBuf,
    /// The bundled 3.1 document (`$ref` targets are looked up here).
    pub(crate) doc: Value,
    /// Everything but `paths`, typed.
    pub(crate) spec: oa::Spec,
    /// The operations in spec order.
    pub(crate) operations: Vec<Operation>,
}

/// Where an operation lives in the spec.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum OperationKind {
    /// Under `paths`: a request the reader sends.
    Path,
    /// Under `webhooks` (3.1) or `x-webhooks`: an event the API sends; the plugin shows it with
    /// a "Webhook" badge, no path, and `event` as its method.
    Webhook,
}

/// One operation of a spec.
#[derive(Debug, Clone)]
pub(crate) struct Operation {
    pub(crate) kind: OperationKind,
    pub(crate) method: Method,
    /// The path as written (`/admin/platforms/{id}`), or the webhook's event name.
    pub(crate) path: String,
    /// Page slug: kebab(operationId) or kebab(summary).
    pub(crate) slug: String,
    /// summary ?? operationId.
    pub(crate) title: String,
    pub(crate) op: oa::Operation,
    /// Path-level then operation-level parameters (the operation wins on name + location),
    /// resolved.
    pub(crate) parameters: Vec<oa::Parameter>,
    /// The servers that apply: the operation's, else the path's, else the spec's.
    pub(crate) servers: Vec<oa::Server>,
    /// `security: []` on the operation: no authorization, whatever the spec says.
    pub(crate) security_off: bool,
}

impl Operation {
    /// The description the page shows: the operation's own, else (as the plugin fills it in)
    /// its summary, else its operationId.
    pub(crate) fn description(&self) -> Option<&str> {
        self.op.description.as_deref().or(self.op.summary.as_deref()).or(self.op.operation_id.as_deref())
    }

    /// Whether the operation is marked `deprecated: true`.
    pub(crate) fn deprecated(&self) -> bool {
        self.op.deprecated == Some(true)
    }

    /// Whether this is a webhook (an event the API sends).
    pub(crate) fn is_webhook(&self) -> bool {
        self.kind == OperationKind::Webhook
    }

    /// The method as the plugin writes it in class names and front matter: `get`…, `event` for
    /// webhooks.
    pub(crate) fn method_name(&self) -> &'static str {
        match self.kind {
            OperationKind::Path => self.method.as_str(),
            OperationKind::Webhook => "event",
        }
    }

    /// The path as the plugin's front matter writes it: as written, `webhook` for webhooks.
    pub(crate) fn api_path(&self) -> &str {
        match self.kind {
            OperationKind::Path => &self.path,
            OperationKind::Webhook => "webhook",
        }
    }

    /// The operation's JSON pointer in the spec.
    pub(crate) fn pointer(&self) -> String {
        operation_pointer(self.kind, &self.path, self.method)
    }

    /// How diagnostics name it: `GET /pets`, `webhook newPet (POST)`.
    pub(crate) fn display_name(&self) -> String {
        match self.kind {
            OperationKind::Path => format!("{} {}", self.method.upper(), self.path),
            OperationKind::Webhook => format!("webhook {} ({})", self.path, self.method.upper()),
        }
    }
}

/// The JSON pointer of an operation: `/paths/~1a/get`, `/webhooks/newPet/post`.
fn operation_pointer(kind: OperationKind, path: &str, method: Method) -> String {
    let folder = match kind {
        OperationKind::Path => "paths",
        OperationKind::Webhook => "webhooks",
    };
    format!("/{folder}/{}/{}", escape_segment(path), method.as_str())
}

/// What loading one spec file gives: the API (None when it cannot be built at all) and the
/// problems found on the way.
pub(crate) struct Loaded {
    pub(crate) api: Option<Api>,
    pub(crate) diagnostics: Vec<Diagnostic>,
    /// The file parsed but is no OpenAPI document (neither `openapi` nor `swagger`): in a
    /// folder of specs, a part that other specs `$ref`.
    pub(crate) not_openapi: bool,
    /// The files the spec's `$ref`s read (relative to the site folder), itself first.
    pub(crate) files: Vec<PathBuf>,
}

/// Reads, bundles, upgrades and parses the spec at `rel` (relative to `site_dir`).
pub(crate) fn load(site_dir: &Path, rel: &Path) -> Loaded {
    let mut diagnostics = Vec::new();
    let mut source = match source::read(site_dir, rel) {
        Ok(s) => s,
        Err(d) => return Loaded { api: None, diagnostics: vec![d], not_openapi: false, files: vec![rel.to_path_buf()] },
    };
    match upgrade::dialect(&source.doc) {
        Ok(Dialect::OpenApi31) => {}
        Ok(Dialect::OpenApi30) => upgrade::openapi30_to_31(&mut source.doc),
        Ok(Dialect::Swagger2) => {
            for lossy in swagger2::swagger2_to_openapi30(&mut source.doc) {
                let d = Diagnostic::warning(lossy.message).with_help("write the parameter for OpenAPI 3, or accept how the pages show it");
                diagnostics.push(match source::line_of(&source.text, &lossy.pointer) {
                    Some(line) => d.at_line(&source.shown, line),
                    None => d.in_file(&source.shown),
                });
            }
            upgrade::openapi30_to_31(&mut source.doc);
        }
        Err(found) => {
            let not_openapi = found.is_none();
            let message = match found {
                Some(version) => format!("the spec's format is not supported: `{version}` (OpenAPI 3.0, 3.1 and Swagger 2.0 are)"),
                None => "the file is not an OpenAPI document: it has neither `openapi: 3.x` nor `swagger: \"2.0\"`".to_string(),
            };
            let line = source::line_of(&source.text, "/openapi").or_else(|| source::line_of(&source.text, "/swagger")).unwrap_or(1);
            return Loaded { api: None, diagnostics: vec![Diagnostic::error(message).at_line(&source.shown, line)], not_openapi, files: vec![source.shown] };
        }
    }
    let bundled = source::bundle(site_dir, &mut source);
    diagnostics.extend(bundled.diagnostics);
    diagnostics.extend(refs::check_refs(&source));
    let files = std::iter::once(source.shown.clone()).chain(bundled.files).collect();
    Loaded { api: parse(source, &mut diagnostics), diagnostics, not_openapi: false, files }
}

/// A deserialization error as a diagnostic: the JSON pointer of the failing value, and its line.
/// serde's untagged enums (inline-or-`$ref`) hide the inner error, so the value is parsed again
/// as the object its place calls for, to name the key that is wrong.
fn invalid(source: &SourceFile, base: &str, err: serde_path_to_error::Error<serde_json::Error>) -> Diagnostic {
    let (mut pointer, mut message) = (extend_pointer(base, &err), err.inner().to_string());
    for _ in 0..8 {
        if !message.contains("untagged enum") {
            break;
        }
        let Some(value) = source.doc.pointer(&pointer).cloned() else { break };
        match parse_as_place(&pointer, value) {
            Some(Err(inner)) => {
                pointer = extend_pointer(&pointer, &inner);
                message = inner.inner().to_string();
            }
            _ => break,
        }
    }
    // serde's words for a wrong `type` name the Rust type; say what JSON Schema allows
    if message.contains("untagged enum TypeSet") {
        let found = source.doc.pointer(&pointer).map(|v| v.to_string()).unwrap_or_default();
        message = format!("`type: {found}` is not a JSON Schema type (string, number, integer, boolean, array, object, null, or a list of them)");
    }
    let message = format!("the OpenAPI spec is invalid at `{}`: {message}", if pointer.is_empty() { "/" } else { &pointer });
    let d = Diagnostic::error(message).with_help("fix the value at that JSON pointer (OpenAPI 3.0/3.1, or Swagger 2.0)");
    match source::line_of(&source.text, &pointer) {
        Some(line) => d.at_line(&source.shown, line),
        None => d.in_file(&source.shown),
    }
}

fn extend_pointer(base: &str, err: &serde_path_to_error::Error<serde_json::Error>) -> String {
    use serde_path_to_error::Segment;
    let mut pointer = base.to_string();
    for segment in err.path().iter() {
        match segment {
            Segment::Map { key } => pointer.push_str(&format!("/{}", escape_segment(key))),
            Segment::Seq { index } => pointer.push_str(&format!("/{index}")),
            Segment::Enum { .. } | Segment::Unknown => {}
        }
    }
    pointer
}

/// Parses `value` as the object its place in the document holds (a parameter under
/// `parameters`, a schema under `schema`…); None when the place is not known.
fn parse_as_place(pointer: &str, value: Value) -> Option<Result<(), serde_path_to_error::Error<serde_json::Error>>> {
    fn check<T: DeserializeOwned>(value: Value) -> Option<Result<(), serde_path_to_error::Error<serde_json::Error>>> {
        Some(typed::<T>(value).map(|_| ()))
    }
    let segments = source::pointer_segments(pointer);
    let last = segments.last().map(String::as_str);
    let parent = segments.len().checked_sub(2).map(|i| segments[i].as_str());
    match (parent, last) {
        (_, Some("schema" | "items" | "additionalProperties" | "not")) | (Some("schemas" | "properties" | "allOf" | "oneOf" | "anyOf" | "prefixItems"), _) => check::<oa::ObjectSchema>(value),
        (Some("parameters"), _) => check::<oa::Parameter>(value),
        (Some("responses"), _) => check::<oa::Response>(value),
        (_, Some("requestBody")) | (Some("requestBodies"), _) => check::<oa::RequestBody>(value),
        (Some("headers"), _) => check::<oa::Header>(value),
        (Some("examples"), _) => check::<oa::Example>(value),
        (Some("securitySchemes"), _) => check::<oa::SecurityScheme>(value),
        _ => None,
    }
}

fn typed<T: DeserializeOwned>(value: Value) -> Result<T, serde_path_to_error::Error<serde_json::Error>> {
    serde_path_to_error::deserialize(value)
}

/// The typed parse: the document without `paths` in one go, then each path item on its own so
/// one broken operation leaves the others.
fn parse(source: SourceFile, diagnostics: &mut Vec<Diagnostic>) -> Option<Api> {
    let mut top = source.doc.clone();
    let paths = top.as_object_mut().and_then(|m| m.shift_remove("paths"));
    // webhooks are parsed one by one like paths (`x-webhooks` is the 3.0 extension the plugin
    // also reads)
    let webhooks = top.as_object_mut().and_then(|m| m.shift_remove("webhooks"));
    let spec: oa::Spec = match typed(top) {
        Ok(spec) => spec,
        Err(e) => {
            diagnostics.push(invalid(&source, "", e));
            return None;
        }
    };
    let mut api = Api { file: source.shown.clone(), doc: source.doc.clone(), spec, operations: Vec::new() };
    let x_webhooks = api.spec.extensions.get("webhooks").cloned();
    let lists = [(OperationKind::Path, "paths", paths), (OperationKind::Webhook, "webhooks", webhooks), (OperationKind::Webhook, "x-webhooks", x_webhooks)];
    for (kind, folder, items) in &lists {
        for (path, item) in items.as_ref().and_then(Value::as_object).into_iter().flatten() {
            let base = format!("/{folder}/{}", escape_segment(path));
            let item = api.follow(item).cloned().unwrap_or(Value::Null);
            // operations keep the order their methods are written in, as the plugin lists them
            let order: Vec<Method> = item.as_object().into_iter().flat_map(|m| m.keys()).filter_map(|k| Method::ALL.into_iter().find(|m| m.as_str() == k)).collect();
            match typed::<oa::PathItem>(item) {
                Ok(item) => api.add_operations(*kind, path, &item, &order, &source, diagnostics),
                Err(e) => diagnostics.push(invalid(&source, &base, e)),
            }
        }
    }
    check_operation_ids(&api, &source, diagnostics);
    Some(api)
}

impl Api {
    fn add_operations(&mut self, kind: OperationKind, path: &str, item: &oa::PathItem, order: &[Method], source: &SourceFile, diagnostics: &mut Vec<Diagnostic>) {
        for &method in order {
            let Some(op) = method.operation_of(item) else { continue };
            // an empty summary (`summary: ""`, 47 of Twilio's operations) counts as none
            let summary = op.summary.as_ref().filter(|s| !s.trim().is_empty());
            let (slug, title) = match (&op.operation_id, summary) {
                (Some(id), summary) => (url::kebab_case(id), summary.cloned().unwrap_or_else(|| id.clone())),
                (None, Some(summary)) => (url::kebab_case(summary), summary.clone()),
                // a webhook without either is named by its event, as the plugin does
                (None, None) if kind == OperationKind::Webhook => (url::kebab_case(path), path.to_string()),
                (None, None) => {
                    let pointer = operation_pointer(kind, path, method);
                    let d = Diagnostic::warning(format!("the operation {} {path} has neither an operationId nor a summary, so it gets no page", method.upper()))
                        .with_help("add an `operationId` (it names the page) or a `summary`");
                    diagnostics.push(match source::line_of(&source.text, &pointer) {
                        Some(line) => d.at_line(&source.shown, line),
                        None => d.in_file(&source.shown),
                    });
                    continue;
                }
            };
            let parameters = self.merge_parameters(&item.parameters, &op.parameters);
            let servers = [&op.servers, &item.servers, &self.spec.servers].into_iter().find(|s| !s.is_empty()).cloned().unwrap_or_default();
            let pointer = format!("{}/security", operation_pointer(kind, path, method));
            let security_off = self.doc.pointer(&pointer).and_then(Value::as_array).is_some_and(Vec::is_empty);
            self.operations.push(Operation { kind, method, path: path.to_string(), slug, title, op: op.clone(), parameters, servers, security_off });
        }
    }

    /// Path-level parameters overridden by operation-level ones with the same name and `in`.
    fn merge_parameters(&self, shared: &[oa::ObjectOrReference<oa::Parameter>], own: &[oa::ObjectOrReference<oa::Parameter>]) -> Vec<oa::Parameter> {
        let own: Vec<oa::Parameter> = own.iter().filter_map(|p| self.resolve(p)).collect();
        let mut merged: Vec<oa::Parameter> =
            shared.iter().filter_map(|p| self.resolve(p)).filter(|p| !own.iter().any(|o| o.name == p.name && o.location == p.location)).collect();
        merged.extend(own);
        merged
    }

    /// `info.title`, or "API" when empty.
    pub(crate) fn title(&self) -> &str {
        if self.spec.info.title.is_empty() {
            "API"
        } else {
            &self.spec.info.title
        }
    }

    /// The object behind an inline-or-`$ref` item; None when the reference leads nowhere (the
    /// load already reported it).
    pub(crate) fn resolve<T: DeserializeOwned + Clone>(&self, item: &oa::ObjectOrReference<T>) -> Option<T> {
        match item {
            oa::ObjectOrReference::Object(t) => Some(t.clone()),
            oa::ObjectOrReference::Ref { ref_path, .. } => self.lookup(ref_path).and_then(|v| serde_json::from_value(v.clone()).ok()),
        }
    }

    /// The value a local `#/a/b` reference names, following chains of `$ref`s.
    pub(crate) fn lookup(&self, reference: &str) -> Option<&Value> {
        let pointer = reference.strip_prefix('#')?;
        self.follow(self.doc.pointer(pointer)?)
    }

    /// Follows `$ref`s from `value` until a value without one (at most a few hops: cycles were
    /// reported at load).
    fn follow<'a>(&'a self, mut value: &'a Value) -> Option<&'a Value> {
        for _ in 0..refs::MAX_REF_HOPS {
            match value.get("$ref").and_then(Value::as_str) {
                Some(r) => value = self.doc.pointer(r.strip_prefix('#')?)?,
                None => return Some(value),
            }
        }
        None
    }

    /// A security scheme by name.
    pub(crate) fn security_scheme(&self, name: &str) -> Option<oa::SecurityScheme> {
        self.spec.components.as_ref()?.security_schemes.get(name).and_then(|s| self.resolve(s))
    }

    /// The security requirements of an operation: its own, else the spec's; none for
    /// `security: []`.
    pub(crate) fn security_of<'a>(&'a self, op: &'a Operation) -> &'a [oa::SecurityRequirement] {
        if op.security_off {
            &[]
        } else if op.op.security.is_empty() {
            &self.spec.security
        } else {
            &op.op.security
        }
    }
}

/// Two operations with one operationId: an error naming both.
fn check_operation_ids(api: &Api, source: &SourceFile, diagnostics: &mut Vec<Diagnostic>) {
    for (i, op) in api.operations.iter().enumerate() {
        let Some(id) = &op.op.operation_id else { continue };
        if let Some(first) = api.operations[..i].iter().find(|o| o.op.operation_id.as_ref() == Some(id)) {
            let pointer = op.pointer();
            let d = Diagnostic::error(format!("the operationId `{id}` is used twice: by {} and by {}", first.display_name(), op.display_name()))
            .with_help("operationIds must be unique: they name the pages");
            diagnostics.push(match source::line_of(&source.text, &pointer) {
                Some(line) => d.at_line(&source.shown, line),
                None => d.in_file(&source.shown),
            });
        }
    }
}

/// The page slug of the info page: the title with its first space turned into `-`, lowercased,
/// then kebab-cased (`Coursewire` → `coursewire`, `My API` → `my-api`).
pub(crate) fn info_slug(title: &str) -> String {
    url::kebab_case(&title.replacen(' ', "-", 1).to_lowercase())
}

/// An API from YAML text, for unit tests (the text is written to a temporary site).
#[cfg(test)]
pub(crate) fn test_api(yaml: &str) -> Api {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("spec.yaml"), yaml).unwrap();
    let loaded = load(dir.path(), Path::new("spec.yaml"));
    assert!(loaded.diagnostics.is_empty(), "{:?}", loaded.diagnostics);
    loaded.api.expect("the test spec loads")
}
