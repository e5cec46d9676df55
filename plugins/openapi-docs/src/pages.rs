//! The content HTML of an operation page, laid out as the OpenAPI docs theme (v4) does: a left
//! column with the title, method and path, authorization, deprecation notice, description,
//! Request (parameters by location, body per media type), Responses (a tab per status code,
//! media types, Schema / Example tabs) and callbacks; and a right column ([`crate::explorer`])
//! with the code samples and the request form.

use std::fmt::Write as _;

use serde_json::Value;

use crate::explorer::{self, ExplorerOptions};
use crate::html::{code_block, details, escape, heading, markdown, tabs, tabs_with};
use crate::model::{oa, Api, Operation, SchemaRef};
use crate::schema::{constraints_html, property_line, Direction, SchemaWalker};

/// Parameter locations, in the order the pages list them.
const PARAMETER_SECTIONS: [(oa::ParameterIn, &str); 4] =
    [(oa::ParameterIn::Path, "Path Parameters"), (oa::ParameterIn::Query, "Query Parameters"), (oa::ParameterIn::Header, "Header Parameters"), (oa::ParameterIn::Cookie, "Cookie Parameters")];

/// `/a/{id}/b` → `/a/:id/b`.
pub(crate) fn display_path(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    let mut rest = path;
    while let Some(open) = rest.find('{') {
        let Some(close) = rest[open..].find('}') else { break };
        out.push_str(&rest[..open]);
        out.push(':');
        out.push_str(&rest[open + 1..open + close]);
        rest = &rest[open + close + 1..];
    }
    out.push_str(rest);
    out
}

/// The method badge and the path.
pub(crate) fn method_endpoint_html(op: &Operation) -> String {
    if op.is_webhook() {
        // the plugin's MethodEndpoint: a secondary "Webhook" badge and no path
        return "<pre class=\"openapi__method-endpoint\"><span class=\"badge badge--secondary\">Webhook</span></pre><div class=\"openapi__divider\"></div>".to_string();
    }
    format!(
        "<pre class=\"openapi__method-endpoint\"><span class=\"badge badge--{}\">{}</span><h2 class=\"openapi__method-endpoint-path\">{}</h2></pre><div class=\"openapi__divider\"></div>",
        op.method.badge_colour(),
        op.method.upper(),
        escape(&display_path(&op.path))
    )
}

/// The HTML of one operation page: both columns.
pub(crate) fn operation_html(api: &Api, op: &Operation, explorer_options: &ExplorerOptions) -> String {
    format!(
        "<div class=\"row theme-api-markdown\"><div class=\"col col--7 openapi-left-panel__container\">{}</div><div class=\"col col--5 openapi-right-panel__container\">{}</div></div>",
        left_column_html(api, op),
        // a webhook is sent by the API: there is no request for the reader to make
        if op.is_webhook() { String::new() } else { explorer::explorer_html(api, op, explorer_options) }
    )
}

/// The reference part of the page.
pub(crate) fn left_column_html(api: &Api, op: &Operation) -> String {
    let mut out = String::new();
    let _ = write!(out, "<h1 class=\"openapi__heading\">{}</h1>", escape(&op.title));
    out.push_str(&method_endpoint_html(op));
    out.push_str(&authorization_html(api, op));
    if op.deprecated() {
        let custom = op.op.extensions.get("deprecated-description").and_then(Value::as_str);
        out.push_str(&deprecation_notice(custom.map(|d| markdown(d, &api.file))));
    }
    if let Some(desc) = op.description().filter(|d| !d.trim().is_empty()) {
        let _ = write!(out, "<div class=\"openapi__description\">{}</div>", markdown(desc, &api.file));
    }
    out.push_str(&request_html(api, &op.parameters, op.op.request_body.as_ref()));
    out.push_str(&responses_html(api, op.op.responses.as_ref()));
    out.push_str(&callbacks_html(api, op));
    out
}

/// The security schemes the operation needs (its own `security`, else the spec's), each as a
/// collapsed block with the scheme's name, type and location.
pub(crate) fn authorization_html(api: &Api, op: &Operation) -> String {
    let mut out = String::new();
    let mut seen: Vec<&String> = Vec::new();
    for requirement in api.security_of(op) {
        for (name, scopes) in &requirement.0 {
            if seen.contains(&name) {
                continue;
            }
            seen.push(name);
            let Some(scheme) = api.security_scheme(name) else { continue };
            let mut rows = String::new();
            for (key, value) in scheme_rows(&scheme) {
                let _ = write!(rows, "<tr><th>{key}:</th><td>{}</td></tr>", escape(&value));
            }
            if !scopes.is_empty() {
                let _ = write!(rows, "<tr><th>scopes:</th><td>{}</td></tr>", escape(&scopes.join(", ")));
            }
            let summary = format!("<h4 class=\"openapi-security__summary-header\">Authorization: <code>{}</code></h4>", escape(name));
            out.push_str(&details("openapi-security__details", &summary, &format!("<table class=\"openapi-security__table\"><tbody>{rows}</tbody></table>"), false));
        }
    }
    out
}

/// name / type / scheme / in / bearerFormat of a security scheme, as the spec writes them.
pub(crate) fn scheme_rows(scheme: &oa::SecurityScheme) -> Vec<(&'static str, String)> {
    match scheme {
        oa::SecurityScheme::ApiKey { name, location, .. } => vec![("name", name.clone()), ("type", "apiKey".into()), ("in", location.clone())],
        oa::SecurityScheme::Http { scheme, bearer_format, .. } => {
            let mut rows = vec![("type", "http".to_string()), ("scheme", scheme.clone())];
            if let Some(f) = bearer_format {
                rows.push(("bearerFormat", f.clone()));
            }
            rows
        }
        oa::SecurityScheme::OAuth2 { .. } => vec![("type", "oauth2".into())],
        oa::SecurityScheme::OpenIdConnect { open_id_connect_url, .. } => vec![("type", "openIdConnect".into()), ("openIdConnectUrl", open_id_connect_url.clone())],
        oa::SecurityScheme::MutualTls { .. } => vec![("type", "mutualTLS".into())],
    }
}

/// The caution box of a deprecated operation; `x-deprecated-description` (as HTML) replaces the
/// default text.
fn deprecation_notice(custom_html: Option<String>) -> String {
    let text = custom_html.unwrap_or_else(|| "<p>This endpoint has been deprecated and may be replaced or removed in future versions of the API.</p>".to_string());
    format!("<div class=\"theme-admonition theme-admonition-caution alert alert--warning admonition openapi-deprecation\"><div class=\"admonitionHeading\">deprecated</div><div class=\"admonitionContent\">{text}</div></div>")
}

/// "Request": the parameter lists and the body schema; empty when the operation takes neither.
fn request_html(api: &Api, parameters: &[oa::Parameter], request_body: Option<&oa::ObjectOrReference<oa::RequestBody>>) -> String {
    let mut body = String::new();
    for (location, title) in PARAMETER_SECTIONS {
        let params: Vec<&oa::Parameter> = parameters.iter().filter(|p| p.location == location).collect();
        if !params.is_empty() {
            body.push_str(&parameters_html(api, title, &params));
        }
    }
    if let Some(request_body) = request_body.and_then(|b| api.resolve(b)) {
        body.push_str(&request_body_html(api, &request_body));
    }
    if body.is_empty() {
        return body;
    }
    format!("<div class=\"openapi__request\">{}{body}</div>", heading(2, "request", "Request"))
}

fn parameters_html(api: &Api, title: &str, params: &[&oa::Parameter]) -> String {
    let mut list = String::from("<ul class=\"openapi-params__list\">");
    for p in params {
        let resolved = p.schema.as_ref().map(|s| api.schema(s, &[]));
        let (label, constraints) = match &resolved {
            Some(SchemaRef::Resolved(r)) => (crate::schema::type_label(api, &r.schema, &r.names), constraints_html(&r.schema)),
            Some(SchemaRef::Circular(n) | SchemaRef::Missing(n)) => (n.clone(), String::new()),
            None => ("string".to_string(), String::new()),
        };
        let _ = write!(list, "<li class=\"openapi-params__list-item\">{}", property_line(&p.name, &label, p.required == Some(true), p.deprecated == Some(true)));
        if let Some(desc) = &p.description {
            let _ = write!(list, "<div class=\"openapi-schema__description\">{}</div>", markdown(desc, &api.file));
        }
        list.push_str(&constraints);
        let schema_has_example = matches!(&resolved, Some(SchemaRef::Resolved(r)) if r.schema.example.is_some());
        if !schema_has_example {
            if let Some(example) = &p.example {
                let _ = write!(list, "<div class=\"openapi-schema__example\"><strong>Example:</strong> <code>{}</code></div>", escape(&crate::schema::literal(example)));
            }
        }
        // named examples of the parameter
        let named: Vec<String> = p
            .examples
            .iter()
            .filter_map(|(name, e)| {
                let e = api.resolve(e)?;
                let label = e.summary.clone().unwrap_or_else(|| name.clone());
                Some(format!("<li><strong>{}</strong>: <code>{}</code></li>", escape(&label), escape(&crate::schema::literal(e.value.as_ref()?))))
            })
            .collect();
        if !named.is_empty() {
            let _ = write!(list, "<div class=\"openapi-schema__example\"><strong>Examples:</strong><ul>{}</ul></div>", named.concat());
        }
        list.push_str("</li>");
    }
    list.push_str("</ul>");
    details("openapi-markdown__details", &format!("<h3 class=\"openapi-markdown__details-summary-header-params\">{}</h3>", escape(title)), &list, true)
}

fn request_body_html(api: &Api, request_body: &oa::RequestBody) -> String {
    let walker = SchemaWalker::new(api, Direction::Request);
    let mut summary = String::from("<h3 class=\"openapi-markdown__details-summary-header-body\">Body");
    if request_body.required == Some(true) {
        summary.push_str("<span class=\"openapi-schema__required\">required</span>");
    }
    summary.push_str("</h3>");
    let mut body = String::new();
    if let Some(desc) = &request_body.description {
        body.push_str(&markdown(desc, &api.file));
    }
    let panels: Vec<(String, String, String)> = request_body
        .content
        .iter()
        .map(|(mime, media)| {
            let schema = media.schema.as_ref().map(|s| walker.body_html(s)).unwrap_or_default();
            (mime.clone(), mime.clone(), schema_tabs(api, &walker, schema, media))
        })
        .collect();
    body.push_str(&mime_tabs(&panels));
    details("openapi-markdown__details", &summary, &body, true)
}

/// "Responses": one tab per status code with its description, headers and per-media-type
/// schema and examples.
fn responses_html(api: &Api, responses: Option<&oas3::Map<String, oa::ObjectOrReference<oa::Response>>>) -> String {
    let Some(responses) = responses.filter(|r| !r.is_empty()) else { return String::new() };
    let walker = SchemaWalker::new(api, Direction::Response);
    let panels: Vec<(String, String, String)> = responses
        .iter()
        .map(|(code, response)| {
            let html = match api.resolve(response) {
                Some(r) => response_html(api, &walker, &r),
                None => "<p class=\"openapi-schema__missing\">This response names nothing.</p>".into(),
            };
            (code.clone(), code.clone(), html)
        })
        .collect();
    format!("<div class=\"openapi__responses\">{}{}</div>", heading(2, "responses", "Responses"), tabs_with("openapi-tabs__response-container", None, &panels, status_class))
}

/// The colour class of a status code tab.
fn status_class(code: &str) -> &'static str {
    match code.as_bytes().first() {
        Some(b'2') => "response__tab-item--success",
        Some(b'4' | b'5') => "response__tab-item--danger",
        Some(b'1' | b'3') => "response__tab-item--info",
        _ => "response__tab-item--default",
    }
}

fn response_html(api: &Api, walker: &SchemaWalker<'_>, response: &oa::Response) -> String {
    let mut out = String::new();
    if let Some(desc) = &response.description {
        let _ = write!(out, "<div class=\"openapi__response-description\">{}</div>", markdown(desc, &api.file));
    }
    if !response.headers.is_empty() {
        let mut list = String::from("<ul class=\"openapi-params__list\">");
        for (name, header) in &response.headers {
            let Some(header) = api.resolve(header) else { continue };
            let label = match header.schema.as_ref().map(|s| api.schema(s, &[])) {
                Some(SchemaRef::Resolved(r)) => crate::schema::type_label(api, &r.schema, &r.names),
                _ => "string".into(),
            };
            let _ = write!(list, "<li class=\"openapi-params__list-item\">{}", property_line(name, &label, header.required == Some(true), false));
            if let Some(desc) = &header.description {
                let _ = write!(list, "<div class=\"openapi-schema__description\">{}</div>", markdown(desc, &api.file));
            }
            list.push_str("</li>");
        }
        list.push_str("</ul>");
        out.push_str(&details("openapi-markdown__details", "<strong>Response Headers</strong>", &list, true));
    }
    let panels: Vec<(String, String, String)> = response
        .content
        .iter()
        .map(|(mime, media)| {
            let schema = media.schema.as_ref().map(|s| details("openapi-markdown__details response", "<strong>Schema</strong>", &walker.body_html(s), true)).unwrap_or_default();
            (mime.clone(), mime.clone(), schema_tabs(api, walker, schema, media))
        })
        .collect();
    out.push_str(&mime_tabs(&panels));
    out
}

/// Media types as tabs (the plugin shows tabs even for one).
fn mime_tabs(panels: &[(String, String, String)]) -> String {
    if panels.is_empty() {
        return String::new();
    }
    tabs("openapi-tabs__mime", panels)
}

/// "Schema" then the examples of a media type as tabs: named `examples` (an "Example" tab for
/// a single `example`), else one "Example (from schema)" synthesized from the schema.
fn schema_tabs(api: &Api, walker: &SchemaWalker<'_>, schema_html: String, media: &oa::MediaType) -> String {
    let mut panels = vec![("Schema".to_string(), "Schema".to_string(), schema_html)];
    for example in media_examples(api, walker, media) {
        let json = match &example.value {
            Value::String(s) => s.clone(),
            other => serde_json::to_string_pretty(other).unwrap_or_default(),
        };
        let lang = if example.value.is_string() { "text" } else { "json" };
        let mut panel = String::new();
        if let Some(summary) = &example.summary {
            let _ = write!(panel, "<div class=\"openapi-example__summary\">{}</div>", markdown(summary, &api.file));
        }
        panel.push_str(&code_block(lang, &json));
        panels.push((example.label.clone(), example.label, panel));
    }
    tabs("openapi-tabs__schema", &panels)
}

/// One example of a media type.
pub(crate) struct MediaExample {
    /// The tab label: the example's name, "Example", or "Example (from schema)".
    pub(crate) label: String,
    /// Its summary or description (Markdown).
    pub(crate) summary: Option<String>,
    pub(crate) value: Value,
}

/// The examples of a media type, labelled as the plugin labels them.
pub(crate) fn media_examples(api: &Api, walker: &SchemaWalker<'_>, media: &oa::MediaType) -> Vec<MediaExample> {
    let mut out = Vec::new();
    match &media.examples {
        Some(oa::MediaTypeExamples::Examples { examples }) if !examples.is_empty() => {
            for (name, example) in examples {
                let Some(example) = api.resolve(example) else { continue };
                if let Some(value) = example.value {
                    out.push(MediaExample { label: name.clone(), summary: example.summary.or(example.description), value });
                }
            }
        }
        Some(oa::MediaTypeExamples::Example { example }) => out.push(MediaExample { label: "Example".into(), summary: None, value: example.clone() }),
        _ => {}
    }
    if out.is_empty() {
        if let Some(schema) = &media.schema {
            out.push(MediaExample { label: "Example (from schema)".into(), summary: None, value: walker.example(schema) });
        }
    }
    out
}

/// Callbacks as the plugin lays them out (its `createCallbacks`, as `gen-api-docs` writes it:
/// [`crate::generate`]): a tab per method of each callback, labelled `POST name`, holding the
/// method and the callback's first URL expression, its description, request body and
/// responses.
fn callbacks_html(api: &Api, op: &Operation) -> String {
    if op.op.callbacks.is_empty() {
        return String::new();
    }
    let mut panels = Vec::new();
    for (name, callback) in &op.op.callbacks {
        let Some(callback) = api.resolve(callback) else { continue };
        let Some((expression, item)) = callback.paths.iter().next() else { continue };
        for method in crate::model::Method::CALLBACK_TABS {
            let Some(cb_op) = method.operation_of(item) else { continue };
            let mut body = format!(
                "<pre class=\"openapi__method-endpoint\"><span class=\"badge badge--{}\">{}</span><h2 class=\"openapi__method-endpoint-path\">{}</h2></pre>",
                method.badge_colour(),
                method.upper(),
                escape(expression)
            );
            if let Some(desc) = &cb_op.description {
                body.push_str(&markdown(desc, &api.file));
            }
            body.push_str(&request_html(api, &[], cb_op.request_body.as_ref()));
            body.push_str(&responses_html(api, cb_op.responses.as_ref()));
            let value = format!("{}-{name}", method.upper().to_ascii_lowercase());
            panels.push((value, format!("{} {name}", method.upper()), body));
        }
    }
    format!(
        "<div class=\"openapi__callbacks\"><div class=\"openapi__divider\"></div>{}{}</div>",
        heading(2, "callbacks", "Callbacks"),
        tabs("openapi-tabs__operation openapi-tabs__callbacks", &panels)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_show_parameters_with_colons() {
        assert_eq!(display_path("/admin/platforms/{platformId}/activate"), "/admin/platforms/:platformId/activate");
        assert_eq!(display_path("/a/{id}"), "/a/:id");
        assert_eq!(display_path("/plain"), "/plain");
    }

    #[test]
    fn main_page_classes_have_styles() {
        for class in ["openapi__method-endpoint", "openapi-schema__required", "openapi-schema__list", "openapi-params__list-item", "openapi-security__details", "openapi-right-panel__container", "openapi-code-samples"] {
            assert!(crate::STYLES.contains(&format!(".{class}")), "{class} has no style");
        }
    }

    #[test]
    fn status_colours() {
        assert_eq!(status_class("200"), "response__tab-item--success");
        assert_eq!(status_class("404"), "response__tab-item--danger");
        assert_eq!(status_class("default"), "response__tab-item--default");
    }
}
