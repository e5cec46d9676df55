//! The API-reference benchmark input: a large OpenAPI 3.0 spec written by a seeded generator
//! (the same bytes every run, no network, no file of the machine), and the Docusaurus site
//! around a spec that both ferrosaurus and Docusaurus with docusaurus-plugin-openapi-docs
//! build.
//!
//! The spec looks like a real commerce platform's: resources in eight domains, each with list /
//! create / retrieve / update / delete operations and a few actions (`POST …/{id}/archive`),
//! one tag per resource. Schemas use what large real specs use: `allOf` over a shared base,
//! `$ref`s to shared schemas, parameters and responses, enums, formats, `readOnly`/`writeOnly`,
//! `nullable`, a `oneOf` with a discriminator, a recursive schema (`Note.replies`), named
//! examples, three security schemes, server variables and callbacks on some creates.

#[cfg(test)]
mod tests;

use std::fs;
use std::path::{Path, PathBuf};

use serde_json::{json, Map, Value};

use crate::corpus::rng::SeededRng;
use crate::BenchError;

/// A generated spec and what it holds.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct ApiSpec {
    /// The spec as YAML.
    pub yaml: String,
    /// Operations (paths × methods).
    pub operations: usize,
    /// Paths.
    pub paths: usize,
    /// Tags (one per resource).
    pub tags: usize,
    /// `components.schemas` entries.
    pub schemas: usize,
}

/// The domains resources are grouped in (the first word of their names).
const DOMAINS: [&str; 8] = ["billing", "catalog", "shipping", "identity", "support", "analytics", "inventory", "marketing"];

/// The nouns of resource names (`billing` + `invoice` → `BillingInvoice`).
const NOUNS: [&str; 24] = [
    "account", "invoice", "product", "order", "shipment", "customer", "coupon", "refund", "payout", "dispute", "subscription", "price", "review", "ticket",
    "warehouse", "carrier", "report", "segment", "campaign", "contract", "device", "session", "region", "budget",
];

/// Actions besides CRUD (`POST /billing/invoices/{invoiceId}/archive`).
const ACTIONS: [&str; 10] = ["archive", "restore", "approve", "cancel", "duplicate", "export", "send", "void", "verify", "renew"];

/// Status enums a resource may use.
const STATUS_SETS: [&[&str]; 4] = [
    &["draft", "active", "archived"],
    &["pending", "processing", "succeeded", "failed", "canceled"],
    &["open", "in_review", "resolved", "closed"],
    &["scheduled", "running", "paused", "completed"],
];

/// Words of the generated descriptions.
const WORDS: [&str; 40] = [
    "the", "resource", "is", "returned", "with", "its", "current", "state", "and", "every", "field", "that", "was", "set", "when", "it", "created", "a", "request",
    "may", "change", "only", "fields", "listed", "below", "other", "values", "are", "kept", "as", "they", "were", "this", "call", "can", "be", "retried", "safely",
    "after", "timeout",
];

/// A spec with `operations` operations (at least 1), the same bytes for the same count.
pub fn generate_api_spec(operations: usize) -> Result<ApiSpec, BenchError> {
    if operations == 0 {
        return Err(BenchError::NoOperations);
    }
    let mut spec = SpecBuilder::new();
    let mut index = 0;
    while spec.operations < operations {
        spec.add_resource(index, operations - spec.operations);
        index += 1;
    }
    spec.finish()
}

/// One resource: its names, its schema and its paths.
struct Resource {
    /// `billing invoice`: the words of its name.
    domain: &'static str,
    noun: &'static str,
}

impl Resource {
    fn of(index: usize) -> Self {
        Self { domain: DOMAINS[index % DOMAINS.len()], noun: NOUNS[(index / DOMAINS.len()) % NOUNS.len()] }
    }

    /// `BillingInvoice` (with a number once the names repeat).
    fn schema_name(&self, index: usize) -> String {
        let round = index / (DOMAINS.len() * NOUNS.len());
        let suffix = if round > 0 { (round + 1).to_string() } else { String::new() };
        format!("{}{}{suffix}", pascal(self.domain), pascal(self.noun))
    }

    /// `/billing/invoices` (`/billing/invoices-2` once the names repeat).
    fn collection_path(&self, index: usize) -> String {
        let round = index / (DOMAINS.len() * NOUNS.len());
        let suffix = if round > 0 { format!("-{}", round + 1) } else { String::new() };
        format!("/{}/{}s{suffix}", self.domain, self.noun)
    }
}

fn pascal(word: &str) -> String {
    let mut chars = word.chars();
    chars.next().map(|c| c.to_ascii_uppercase().to_string() + chars.as_str()).unwrap_or_default()
}

/// The spec being built.
struct SpecBuilder {
    paths: Map<String, Value>,
    schemas: Map<String, Value>,
    tags: Vec<Value>,
    operations: usize,
    /// The schema names of the resources added so far (the targets of `*Summary` references).
    resources: Vec<String>,
}

impl SpecBuilder {
    fn new() -> Self {
        Self { paths: Map::new(), schemas: shared_schemas(), tags: Vec::new(), operations: 0, resources: Vec::new() }
    }

    /// Adds the resource at `index` with at most `budget` operations.
    fn add_resource(&mut self, index: usize, budget: usize) {
        let resource = Resource::of(index);
        let name = resource.schema_name(index);
        let mut rng = SeededRng::from_label(&format!("api-resource-{index}"));
        let tag = format!("{} {}s", pascal(resource.domain), resource.noun);
        self.tags.push(json!({"name": tag, "description": sentence(&mut rng, 10, 20)}));
        let (object, input) = self.resource_schemas(&name, &mut rng);
        self.schemas.insert(name.clone(), object);
        self.schemas.insert(format!("{name}Input"), input);
        self.schemas.insert(format!("{name}Summary"), json!({"type": "object", "description": format!("A {} {} as other resources embed it.", resource.domain, resource.noun), "required": ["id"], "properties": {"id": {"type": "string", "format": "uuid"}, "name": {"type": "string"}}}));
        self.schemas.insert(
            format!("{name}List"),
            json!({"type": "object", "required": ["data", "page"], "properties": {"data": {"type": "array", "items": {"$ref": format!("#/components/schemas/{name}")}}, "page": {"$ref": "#/components/schemas/Page"}}}),
        );

        let collection = resource.collection_path(index);
        let id_param = format!("{}Id", resource.noun);
        let item = format!("{collection}/{{{id_param}}}");
        let operation_id = |verb: &str| format!("{verb}{name}");
        let schema = |suffix: &str| json!({"$ref": format!("#/components/schemas/{name}{suffix}")});
        let scope = |access: &str| json!([{"oauth2": [format!("{}:{access}", resource.domain)]}, {"bearerAuth": []}]);
        let id_parameter = json!({"name": id_param, "in": "path", "required": true, "description": format!("The {}'s id.", resource.noun), "schema": {"type": "string", "format": "uuid"}});
        let mut planned: Vec<(String, &str, Value)> = Vec::new();

        let status_values = self.schemas[&name]["allOf"][1]["properties"]["status"]["enum"].clone();
        planned.push((
            collection.clone(),
            "get",
            json!({
                "operationId": operation_id("list"), "summary": format!("List {} {}s", resource.domain, resource.noun), "description": paragraph(&mut rng),
                "tags": [tag], "security": scope("read"),
                "parameters": [
                    {"$ref": "#/components/parameters/Limit"}, {"$ref": "#/components/parameters/Cursor"},
                    {"name": "status", "in": "query", "description": "Only the ones in this state.", "schema": {"type": "string", "enum": status_values}},
                    {"name": "createdAfter", "in": "query", "schema": {"type": "string", "format": "date-time"}},
                    {"$ref": "#/components/parameters/Expand"},
                ],
                "responses": {"200": {"description": "One page of them.", "content": {"application/json": {"schema": schema("List")}}}, "401": {"$ref": "#/components/responses/Unauthorized"}, "429": {"$ref": "#/components/responses/TooManyRequests"}},
            }),
        ));
        let mut create = json!({
            "operationId": operation_id("create"), "summary": format!("Create a {} {}", resource.domain, resource.noun), "description": paragraph(&mut rng),
            "tags": [tag], "security": scope("write"),
            "parameters": [{"$ref": "#/components/parameters/IdempotencyKey"}],
            "requestBody": {"required": true, "content": {"application/json": {"schema": schema("Input"), "examples": {
                "minimal": {"summary": "Only the required fields", "value": {"name": format!("First {}", resource.noun)}},
                "full": {"summary": "Every field", "value": {"name": format!("Second {}", resource.noun), "description": sentence(&mut rng, 6, 12), "active": true}},
            }}}},
            "responses": {"201": {"description": "Created.", "content": {"application/json": {"schema": schema("")}}}, "400": {"$ref": "#/components/responses/BadRequest"}, "401": {"$ref": "#/components/responses/Unauthorized"}, "429": {"$ref": "#/components/responses/TooManyRequests"}},
        });
        if rng.chance(0.2) {
            create["callbacks"] = json!({format!("{}Changed", resource.noun): {"{$request.body#/callbackUrl}": {"post": {
                "description": format!("Sent when the {} changes state.", resource.noun),
                "requestBody": {"required": true, "content": {"application/json": {"schema": schema("")}}},
                "responses": {"200": {"description": "Received."}, "410": {"description": "Gone: no more calls."}},
            }}}});
        }
        planned.push((collection.clone(), "post", create));
        planned.push((
            item.clone(),
            "get",
            json!({
                "operationId": operation_id("retrieve"), "summary": format!("Retrieve a {} {}", resource.domain, resource.noun), "description": paragraph(&mut rng),
                "tags": [tag], "security": scope("read"), "parameters": [id_parameter.clone(), {"$ref": "#/components/parameters/Expand"}],
                "responses": {"200": {"description": format!("The {}.", resource.noun), "content": {"application/json": {"schema": schema("")}}}, "404": {"$ref": "#/components/responses/NotFound"}},
            }),
        ));
        planned.push((
            item.clone(),
            "patch",
            json!({
                "operationId": operation_id("update"), "summary": format!("Update a {} {}", resource.domain, resource.noun), "description": paragraph(&mut rng),
                "tags": [tag], "security": scope("write"), "parameters": [id_parameter.clone(), {"$ref": "#/components/parameters/IdempotencyKey"}],
                "requestBody": {"required": true, "content": {"application/json": {"schema": schema("Input")}}},
                "responses": {"200": {"description": "Updated.", "content": {"application/json": {"schema": schema("")}}}, "400": {"$ref": "#/components/responses/BadRequest"}, "404": {"$ref": "#/components/responses/NotFound"}},
            }),
        ));
        planned.push((
            item.clone(),
            "delete",
            json!({
                "operationId": operation_id("delete"), "summary": format!("Delete a {} {}", resource.domain, resource.noun), "description": paragraph(&mut rng),
                "tags": [tag], "security": scope("write"), "deprecated": rng.chance(0.05), "parameters": [id_parameter.clone()],
                "responses": {"204": {"description": "Deleted."}, "404": {"$ref": "#/components/responses/NotFound"}},
            }),
        ));
        let action_count = rng.between(0, 3);
        for action in rng.distinct(ACTIONS.len(), action_count).into_iter().map(|i| ACTIONS[i]) {
            planned.push((
                format!("{item}/{action}"),
                "post",
                json!({
                    "operationId": format!("{action}{name}"), "summary": format!("{} a {} {}", pascal(action), resource.domain, resource.noun), "description": paragraph(&mut rng),
                    "tags": [tag], "security": scope("write"), "parameters": [id_parameter.clone(), {"$ref": "#/components/parameters/IdempotencyKey"}],
                    "requestBody": {"content": {"application/json": {"schema": {"type": "object", "properties": {"reason": {"type": "string", "maxLength": 500}, "notify": {"type": "boolean", "default": true}}}}}},
                    "responses": {"200": {"description": "Done.", "content": {"application/json": {"schema": schema("")}}}, "409": {"description": format!("The {} cannot be {action}d in its current state.", resource.noun), "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}},
                }),
            ));
        }
        for (path, method, operation) in planned.into_iter().take(budget) {
            let entry = self.paths.entry(path).or_insert_with(|| json!({}));
            entry[method] = operation;
            self.operations += 1;
        }
        self.resources.push(name);
    }

    /// The resource's schema (`allOf` of `Resource` and its own fields) and its input schema.
    fn resource_schemas(&self, name: &str, rng: &mut SeededRng) -> (Value, Value) {
        let mut properties = Map::new();
        let mut input = Map::new();
        properties.insert("name".into(), json!({"type": "string", "maxLength": 120, "example": format!("{name} one")}));
        properties.insert("description".into(), json!({"type": "string", "nullable": true, "description": sentence(rng, 6, 14)}));
        let status = STATUS_SETS[rng.below(STATUS_SETS.len())];
        properties.insert("status".into(), json!({"type": "string", "enum": status, "readOnly": true, "description": "Where it is in its lifecycle."}));
        for _ in 0..rng.between(3, 9) {
            let (key, schema) = match rng.below(12) {
                0 => ("email", json!({"type": "string", "format": "email"})),
                1 => ("website", json!({"type": "string", "format": "uri"})),
                2 => ("amount", json!({"$ref": "#/components/schemas/Money"})),
                3 => ("quantity", json!({"type": "integer", "format": "int32", "minimum": 0, "maximum": 10000})),
                4 => ("rate", json!({"type": "number", "format": "double", "minimum": 0})),
                5 => ("active", json!({"type": "boolean", "default": true})),
                6 => ("labels", json!({"type": "array", "items": {"type": "string"}, "maxItems": 20})),
                7 => ("address", json!({"$ref": "#/components/schemas/Address"})),
                8 => ("notes", json!({"type": "array", "items": {"$ref": "#/components/schemas/Note"}})),
                9 => ("paymentMethod", json!({"$ref": "#/components/schemas/PaymentMethod"})),
                10 => ("secret", json!({"type": "string", "writeOnly": true, "description": "Never returned."})),
                _ => ("expiresAt", json!({"type": "string", "format": "date-time", "nullable": true})),
            };
            properties.entry(key.to_string()).or_insert(schema);
        }
        // a link to an earlier resource, as its summary (no cycles between resources)
        if !self.resources.is_empty() && rng.chance(0.7) {
            let other = &self.resources[rng.below(self.resources.len())];
            let key = format!("{}{}", other[..1].to_ascii_lowercase(), &other[1..]);
            properties.insert(key, json!({"$ref": format!("#/components/schemas/{other}Summary")}));
        }
        for (key, schema) in &properties {
            if !matches!(key.as_str(), "status") {
                input.insert(key.clone(), schema.clone());
            }
        }
        input.insert("callbackUrl".into(), json!({"type": "string", "format": "uri", "description": "Called back when it changes (see the callbacks)."}));
        let object = json!({
            "description": sentence(rng, 8, 18),
            "allOf": [{"$ref": "#/components/schemas/Resource"}, {"type": "object", "required": ["name", "status"], "properties": properties}],
        });
        let input = json!({"type": "object", "required": ["name"], "properties": input});
        (object, input)
    }

    fn finish(self) -> Result<ApiSpec, BenchError> {
        let (operations, paths, tags, schemas) = (self.operations, self.paths.len(), self.tags.len(), self.schemas.len());
        let spec = json!({
            "openapi": "3.0.3",
            "info": {
                "title": "Generated Commerce API", "version": "1.4.0",
                "description": "A generated API of a commerce platform, for benchmarks.\n\nEvery call needs a token: see **Authentication**. Lists are paged with `cursor`.",
                "contact": {"name": "API team", "email": "api@example.com"}, "license": {"name": "MIT"},
            },
            "servers": [{"url": "https://{region}.api.example.com/v1", "variables": {"region": {"default": "eu", "enum": ["eu", "us", "ap"]}}}],
            "security": [{"bearerAuth": []}],
            "tags": self.tags,
            "paths": self.paths,
            "components": {
                "schemas": self.schemas,
                "parameters": shared_parameters(),
                "responses": shared_responses(),
                "securitySchemes": {
                    "bearerAuth": {"type": "http", "scheme": "bearer", "bearerFormat": "JWT"},
                    "apiKey": {"type": "apiKey", "in": "header", "name": "X-API-Key"},
                    "oauth2": {"type": "oauth2", "flows": {"clientCredentials": {"tokenUrl": "https://auth.example.com/token", "scopes": DOMAINS.iter().flat_map(|d| [(format!("{d}:read"), Value::from(format!("Read {d}"))), (format!("{d}:write"), Value::from(format!("Change {d}")))]).collect::<Map<String, Value>>()}}},
                },
            },
        });
        let yaml = serde_norway::to_string(&spec).map_err(BenchError::SpecYaml)?;
        Ok(ApiSpec { yaml, operations, paths, tags, schemas })
    }
}

/// The schemas every resource uses.
fn shared_schemas() -> Map<String, Value> {
    let schemas = json!({
        "Resource": {"type": "object", "required": ["id", "createdAt"], "properties": {
            "id": {"type": "string", "format": "uuid", "readOnly": true, "example": "3fa85f64-5717-4562-b3fc-2c963f66afa6"},
            "createdAt": {"type": "string", "format": "date-time", "readOnly": true},
            "updatedAt": {"type": "string", "format": "date-time", "readOnly": true, "nullable": true},
            "metadata": {"type": "object", "additionalProperties": {"type": "string"}, "description": "Your own keys and values (at most 50)."},
        }},
        "Page": {"type": "object", "properties": {"nextCursor": {"type": "string", "nullable": true}, "total": {"type": "integer", "minimum": 0}}},
        "Currency": {"type": "string", "enum": ["USD", "EUR", "GBP", "JPY", "CHF", "SEK", "AUD", "CAD"], "description": "ISO 4217 code."},
        "Money": {"type": "object", "required": ["amount", "currency"], "properties": {"amount": {"type": "integer", "description": "In the currency's smallest unit."}, "currency": {"$ref": "#/components/schemas/Currency"}}},
        "Country": {"type": "string", "enum": ["DE", "FR", "GB", "IE", "JP", "NL", "SE", "US"]},
        "Address": {"type": "object", "required": ["line1", "country"], "properties": {
            "line1": {"type": "string"}, "line2": {"type": "string", "nullable": true}, "city": {"type": "string"}, "postalCode": {"type": "string"},
            "country": {"$ref": "#/components/schemas/Country"},
        }},
        "Note": {"type": "object", "description": "A comment; replies nest.", "properties": {
            "author": {"type": "string"}, "text": {"type": "string"}, "replies": {"type": "array", "items": {"$ref": "#/components/schemas/Note"}},
        }},
        "Card": {"type": "object", "required": ["type", "last4"], "properties": {"type": {"type": "string", "enum": ["card"]}, "brand": {"type": "string", "enum": ["visa", "mastercard", "amex"]}, "last4": {"type": "string", "pattern": "^[0-9]{4}$"}}},
        "BankAccount": {"type": "object", "required": ["type", "iban"], "properties": {"type": {"type": "string", "enum": ["bank_account"]}, "iban": {"type": "string"}, "country": {"$ref": "#/components/schemas/Country"}}},
        "PaymentMethod": {"oneOf": [{"$ref": "#/components/schemas/Card"}, {"$ref": "#/components/schemas/BankAccount"}], "discriminator": {"propertyName": "type", "mapping": {"card": "#/components/schemas/Card", "bank_account": "#/components/schemas/BankAccount"}}},
        "Error": {"type": "object", "required": ["code", "message"], "properties": {
            "code": {"type": "string", "enum": ["invalid_request", "unauthorized", "not_found", "conflict", "rate_limited"]},
            "message": {"type": "string"},
            "details": {"type": "array", "items": {"type": "object", "properties": {"field": {"type": "string"}, "issue": {"type": "string"}}}},
        }},
    });
    match schemas {
        Value::Object(map) => map,
        _ => Map::new(),
    }
}

fn shared_parameters() -> Value {
    json!({
        "Limit": {"name": "limit", "in": "query", "description": "At most this many per page.", "schema": {"type": "integer", "minimum": 1, "maximum": 100, "default": 20}},
        "Cursor": {"name": "cursor", "in": "query", "description": "The `nextCursor` of the previous page.", "schema": {"type": "string"}},
        "Expand": {"name": "expand", "in": "query", "style": "form", "explode": false, "description": "Related objects to include whole.", "schema": {"type": "array", "items": {"type": "string", "enum": ["owner", "notes", "history"]}}},
        "IdempotencyKey": {"name": "Idempotency-Key", "in": "header", "description": "Makes a retried call safe.", "schema": {"type": "string", "maxLength": 64}},
    })
}

fn shared_responses() -> Value {
    let error = |description: &str| json!({"description": description, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}, "example": {"code": "invalid_request", "message": description}}}});
    let mut responses = json!({
        "BadRequest": error("The request is not valid."),
        "Unauthorized": error("The token is missing or expired."),
        "NotFound": error("There is no such resource."),
        "TooManyRequests": error("Too many calls; retry later."),
    });
    responses["TooManyRequests"]["headers"] = json!({"Retry-After": {"description": "Seconds to wait.", "schema": {"type": "integer"}}});
    responses
}

/// A sentence of `min..=max` words.
fn sentence(rng: &mut SeededRng, min: usize, max: usize) -> String {
    let words: Vec<&str> = (0..rng.between(min, max)).map(|_| rng.pick_frequent(&WORDS)).collect();
    let text = words.join(" ");
    format!("{}.", pascal(&text))
}

/// Two or three sentences, one of them with inline code and one with bold text.
fn paragraph(rng: &mut SeededRng) -> String {
    let first = sentence(rng, 8, 16);
    let second = sentence(rng, 6, 12);
    let mut text = format!("{first} Use `expand` to include related objects. {second}");
    if rng.chance(0.5) {
        text.push_str(&format!("\n\n**Note:** {}", sentence(rng, 5, 10)));
    }
    text
}

/// Writes a Docusaurus 3 site into `dir` whose only content is the API reference of `spec`
/// (copied to `openapi/<its file name>`), read by docusaurus-plugin-openapi-docs into
/// `docs/api` with `groupPathsBy: tag`, and a home doc. The same folder builds with ferrosaurus
/// and, once `docusaurus gen-api-docs all` has written the MDX files, with Docusaurus
/// (`docusaurus_faster`: with `@docusaurus/faster`). Returns the spec's path in the site.
pub fn write_api_site(dir: &Path, spec: &Path, docusaurus_faster: bool) -> Result<PathBuf, BenchError> {
    let file_name = spec.file_name().map_or_else(|| "spec.yaml".into(), |n| n.to_string_lossy().into_owned());
    let write = |rel: &str, text: &str| -> Result<(), BenchError> {
        let path = dir.join(rel);
        if let Some(parent) = path.parent() {
            fs::create_dir_all(parent).map_err(|source| BenchError::Write { path: parent.to_path_buf(), source })?;
        }
        fs::write(&path, text).map_err(|source| BenchError::Write { path, source })
    };
    let target = dir.join("openapi").join(&file_name);
    fs::create_dir_all(dir.join("openapi")).map_err(|source| BenchError::Write { path: dir.join("openapi"), source })?;
    fs::copy(spec, &target).map_err(|source| BenchError::Write { path: target.clone(), source })?;
    let future = if docusaurus_faster { "\n  future: {v4: {removeLegacyPostBuildHeadAttribute: true}, faster: true}," } else { "" };
    write(
        "docusaurus.config.js",
        &format!(
            "// The API reference benchmark site (benches/api-pages.sh).\nmodule.exports = {{\n  title: 'API reference bench',\n  url: 'https://example.com',\n  baseUrl: '/',\n  onBrokenLinks: 'warn',{future}\n  presets: [['classic', {{docs: {{routeBasePath: '/', sidebarPath: './sidebars.ts', docItemComponent: '@theme/ApiItem'}}, blog: false, theme: {{}}}}]],\n  plugins: [['docusaurus-plugin-openapi-docs', {{id: 'openapi', docsPluginId: 'classic', config: {{api: {{\n    specPath: 'openapi/{file_name}', outputDir: 'docs/api', sidebarOptions: {{groupPathsBy: 'tag', categoryLinkSource: 'tag'}}, hideSendButton: true}}}}}}]],\n  themes: ['docusaurus-theme-openapi-docs'],\n}};\n"
        ),
    )?;
    write("sidebars.ts", "// `api`: the sidebar `docusaurus gen-api-docs` writes (ferrosaurus's plugin provides it itself).\nimport apiSidebar from './docs/api/sidebar';\n\nexport default {api: apiSidebar};\n")?;
    write("docs/index.md", "---\nslug: /\n---\n\n# API reference bench\n\nThe generated reference is in the `api` sidebar.\n")?;
    Ok(target)
}
