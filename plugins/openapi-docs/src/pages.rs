//! The content HTML of the info page and of an operation page, in the order of the OpenAPI docs
//! theme (v3): title, method and path, description, request (parameters, body), responses.

use std::fmt::Write as _;
use std::path::Path;

use serde_json::Value;

use crate::html::{code_block, details, escape, heading, markdown, markdown_with_toc, tabs};
use crate::schema::{constraints_html, property_line, type_label, Direction, SchemaWalker};
use crate::spec::{Operation, Spec};

/// Parameter locations, in the order the pages list them.
const PARAMETER_SECTIONS: [(&str, &str); 4] = [("path", "Path Parameters"), ("query", "Query Parameters"), ("header", "Header Parameters"), ("cookie", "Cookie Parameters")];

/// Infima badge colour of an HTTP method.
pub(crate) fn method_colour(method: &str) -> &'static str {
    match method {
        "get" => "primary",
        "post" => "success",
        "delete" => "danger",
        "put" => "info",
        "patch" => "warning",
        _ => "secondary",
    }
}

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

/// The HTML of one operation page.
pub(crate) fn operation_html(spec: &Spec, op: &Operation, spec_file: &Path) -> String {
    let mut out = String::new();
    let _ = write!(out, "<h1 class=\"openapi__heading\">{}</h1>", escape(&op.title));
    let _ = write!(
        out,
        "<pre class=\"openapi__method-endpoint\"><span class=\"badge badge--{}\">{}</span><h2 class=\"openapi__method-endpoint-path\">{}</h2></pre><div class=\"openapi__divider\"></div>",
        method_colour(&op.method),
        escape(&op.method),
        escape(&display_path(&op.path))
    );
    out.push_str(&authorization_html(spec, op));
    if op.deprecated() {
        out.push_str(&deprecation_notice());
    }
    if let Some(desc) = op.op.get("description").and_then(Value::as_str) {
        let _ = write!(out, "<div class=\"openapi__description\">{}</div>", markdown(desc, spec_file));
    }
    out.push_str(&request_html(spec, op, spec_file));
    out.push_str(&responses_html(spec, op, spec_file));
    out
}

/// The security schemes the operation needs (its own `security`, else the spec's), each as a
/// collapsed block with the scheme's name, type and location.
fn authorization_html(spec: &Spec, op: &Operation) -> String {
    let requirements = op.op.get("security").or_else(|| spec.doc.get("security")).and_then(Value::as_array);
    let names: Vec<&String> = requirements.into_iter().flatten().filter_map(Value::as_object).flat_map(|req| req.keys()).collect();
    let mut out = String::new();
    for name in names {
        let Some(scheme) = spec.doc.pointer("/components/securitySchemes").and_then(|s| s.get(name.as_str())) else { continue };
        let scheme = spec.resolve(scheme);
        let mut rows = String::new();
        for key in ["name", "type", "scheme", "in", "bearerFormat"] {
            if let Some(value) = scheme.get(key).and_then(Value::as_str) {
                let _ = write!(rows, "<tr><th>{key}:</th><td>{}</td></tr>", escape(value));
            }
        }
        let summary = format!("<h4 class=\"openapi-security__summary-header\">Authorization: <code>{}</code></h4>", escape(name));
        out.push_str(&details("openapi-security__details", &summary, &format!("<table class=\"openapi-security__table\"><tbody>{rows}</tbody></table>"), false));
    }
    out
}

fn deprecation_notice() -> String {
    "<div class=\"theme-admonition theme-admonition-caution alert alert--warning admonition\"><div class=\"admonitionHeading\">deprecated</div><div class=\"admonitionContent\"><p>This endpoint has been deprecated and may be replaced or removed in future versions of the API.</p></div></div>".to_string()
}

/// "Request": the parameter lists and the body schema; empty when the operation takes neither.
fn request_html(spec: &Spec, op: &Operation, spec_file: &Path) -> String {
    let mut body = String::new();
    for (location, title) in PARAMETER_SECTIONS {
        let params: Vec<&Value> = op.parameters.iter().filter(|p| p.get("in").and_then(Value::as_str) == Some(location)).collect();
        if !params.is_empty() {
            body.push_str(&parameters_html(spec, title, &params, spec_file));
        }
    }
    if let Some(request_body) = op.op.get("requestBody") {
        body.push_str(&request_body_html(spec, spec.resolve(request_body), spec_file));
    }
    if body.is_empty() {
        return body;
    }
    format!("<div class=\"openapi__request\">{}{body}</div>", heading(2, "request", "Request"))
}

fn parameters_html(spec: &Spec, title: &str, params: &[&Value], spec_file: &Path) -> String {
    let mut list = String::from("<ul class=\"openapi-params__list\">");
    for p in params {
        let name = p.get("name").and_then(Value::as_str).unwrap_or("");
        let required = p.get("required").and_then(Value::as_bool).unwrap_or(false);
        let schema = p.get("schema").map(|s| spec.resolve(s).clone()).unwrap_or(Value::Null);
        let deprecated = p.get("deprecated").and_then(Value::as_bool).unwrap_or(false);
        let _ = write!(list, "<li class=\"openapi-params__list-item\">{}", property_line(name, &type_label(&schema, &[]), required, deprecated));
        if let Some(desc) = p.get("description").and_then(Value::as_str) {
            let _ = write!(list, "<div class=\"openapi-schema__description\">{}</div>", markdown(desc, spec_file));
        }
        list.push_str(&constraints_html(&schema));
        if schema.get("example").is_none() {
            if let Some(example) = p.get("example") {
                let shown = example.as_str().map(str::to_string).unwrap_or_else(|| example.to_string());
                let _ = write!(list, "<div class=\"openapi-schema__example\"><strong>Example:</strong> <code>{}</code></div>", escape(&shown));
            }
        }
        list.push_str("</li>");
    }
    list.push_str("</ul>");
    details("openapi-markdown__details", &format!("<h3 class=\"openapi-markdown__details-summary-header-params\">{}</h3>", escape(title)), &list, true)
}

fn request_body_html(spec: &Spec, request_body: &Value, spec_file: &Path) -> String {
    let walker = SchemaWalker::new(spec, spec_file, Direction::Request);
    let required = request_body.get("required").and_then(Value::as_bool).unwrap_or(false);
    let mut summary = String::from("<h3 class=\"openapi-markdown__details-summary-header-body\">Body");
    if required {
        summary.push_str("<span class=\"openapi-schema__required\">required</span>");
    }
    summary.push_str("</h3>");
    let mut body = String::new();
    if let Some(desc) = request_body.get("description").and_then(Value::as_str) {
        body.push_str(&markdown(desc, spec_file));
    }
    let panels: Vec<(String, String, String)> = media_types(request_body)
        .map(|(mime, media)| {
            let mut panel = media.get("schema").map(|s| walker.body_html(s)).unwrap_or_default();
            panel.push_str(&examples_html(&walker, media));
            (mime.clone(), mime.clone(), panel)
        })
        .collect();
    body.push_str(&mime_panels(&panels));
    details("openapi-markdown__details", &summary, &body, true)
}

/// "Responses": one tab per status code with its description, headers and per-MIME-type
/// schema and examples.
fn responses_html(spec: &Spec, op: &Operation, spec_file: &Path) -> String {
    let Some(responses) = op.op.get("responses").and_then(Value::as_object) else { return String::new() };
    let walker = SchemaWalker::new(spec, spec_file, Direction::Response);
    let panels: Vec<(String, String, String)> = responses.iter().map(|(code, response)| (code.clone(), code.clone(), response_html(spec, &walker, spec.resolve(response), spec_file))).collect();
    format!("<div class=\"openapi__responses\">{}{}</div>", heading(2, "responses", "Responses"), tabs("openapi-tabs__response-container", &panels))
}

fn response_html(spec: &Spec, walker: &SchemaWalker<'_>, response: &Value, spec_file: &Path) -> String {
    let mut out = String::new();
    if let Some(desc) = response.get("description").and_then(Value::as_str) {
        let _ = write!(out, "<div class=\"openapi__response-description\">{}</div>", markdown(desc, spec_file));
    }
    if let Some(headers) = response.get("headers").and_then(Value::as_object) {
        let mut list = String::from("<ul class=\"openapi-params__list\">");
        for (name, header) in headers {
            let header = spec.resolve(header);
            let schema = header.get("schema").map(|s| spec.resolve(s).clone()).unwrap_or(Value::Null);
            let _ = write!(list, "<li class=\"openapi-params__list-item\">{}", property_line(name, &type_label(&schema, &[]), false, false));
            if let Some(desc) = header.get("description").and_then(Value::as_str) {
                let _ = write!(list, "<div class=\"openapi-schema__description\">{}</div>", markdown(desc, spec_file));
            }
            list.push_str("</li>");
        }
        list.push_str("</ul>");
        out.push_str(&details("openapi-markdown__details", "<strong>Response Headers</strong>", &list, false));
    }
    let panels: Vec<(String, String, String)> = media_types(response)
        .map(|(mime, media)| {
            let schema = media.get("schema").map(|s| details("openapi-markdown__details", "<strong>Schema</strong>", &walker.body_html(s), true)).unwrap_or_default();
            (mime.clone(), mime.clone(), format!("{schema}{}", examples_html(walker, media)))
        })
        .collect();
    out.push_str(&mime_panels(&panels));
    out
}

/// The `content` map of a request body or response.
fn media_types(holder: &Value) -> impl Iterator<Item = (&String, &Value)> {
    holder.get("content").and_then(Value::as_object).into_iter().flatten()
}

/// One MIME type shows its panel as is; several get tabs.
fn mime_panels(panels: &[(String, String, String)]) -> String {
    match panels {
        [] => String::new(),
        [(_, _, only)] => only.clone(),
        many => tabs("openapi-tabs__mime", many),
    }
}

/// The examples of a media type as JSON code blocks: named `examples`, else `example`, else one
/// synthesized from the schema ("Example (from schema)").
fn examples_html(walker: &SchemaWalker<'_>, media: &Value) -> String {
    let mut blocks: Vec<(String, Value)> = Vec::new();
    if let Some(named) = media.get("examples").and_then(Value::as_object) {
        for (name, example) in named {
            let label = example.get("summary").and_then(Value::as_str).unwrap_or(name).to_string();
            if let Some(value) = example.get("value") {
                blocks.push((label, value.clone()));
            }
        }
    } else if let Some(example) = media.get("example") {
        blocks.push(("Example".into(), example.clone()));
    } else if let Some(schema) = media.get("schema") {
        blocks.push(("Example (from schema)".into(), walker.example(schema)));
    }
    let mut out = String::new();
    for (label, value) in blocks {
        let json = serde_json::to_string_pretty(&value).unwrap_or_default();
        let _ = write!(out, "<div class=\"openapi-example\"><div class=\"openapi-example__title\"><strong>{}</strong></div>{}</div>", escape(&label), code_block("json", &json));
    }
    out
}

/// The HTML of the info page and its headings: title, version, description, servers,
/// authentication, contact, license and terms.
pub(crate) fn info_html(spec: &Spec, spec_file: &Path) -> (String, Vec<ferrosaurus_core::TocItem>) {
    let info = spec.doc.get("info").cloned().unwrap_or(Value::Null);
    let text = |k: &str| info.get(k).and_then(Value::as_str);
    let mut out = format!("<h1 class=\"openapi__heading\">{}</h1>", escape(spec.info_title()));
    if let Some(version) = text("version") {
        let _ = write!(out, "<span class=\"theme-doc-version-badge badge badge--secondary openapi__version\">Version: {}</span>", escape(version));
    }
    let mut toc = Vec::new();
    if let Some(desc) = text("description") {
        let (html, headings) = markdown_with_toc(desc, spec_file);
        let _ = write!(out, "<div class=\"openapi__description\">{html}</div>");
        toc.extend(headings);
    }
    // the description's own headings (e.g. "## Authentication") keep their ids; ours get a suffix
    let mut ids = SectionIds { taken: toc.iter().map(|t| t.id.clone()).collect() };
    out.push_str(&servers_html(spec, spec_file, &mut ids));
    out.push_str(&security_html(spec, spec_file, &mut ids));
    out.push_str(&contact_html(&info, &mut ids));
    (out, toc)
}

/// Heading ids already used on a page; a repeated one gets `-1`, `-2`… as github-slugger does.
struct SectionIds {
    taken: Vec<String>,
}

impl SectionIds {
    fn heading(&mut self, level: u8, text: &str) -> String {
        let base = text.to_lowercase().replace(' ', "-");
        let mut id = base.clone();
        let mut n = 0;
        while self.taken.contains(&id) {
            n += 1;
            id = format!("{base}-{n}");
        }
        self.taken.push(id.clone());
        heading(level, &id, text)
    }
}

fn servers_html(spec: &Spec, spec_file: &Path, ids: &mut SectionIds) -> String {
    let Some(servers) = spec.doc.get("servers").and_then(Value::as_array).filter(|s| !s.is_empty()) else { return String::new() };
    let mut out = ids.heading(2, "Servers");
    out.push_str("<ul class=\"openapi-servers\">");
    for server in servers {
        let url = server.get("url").and_then(Value::as_str).unwrap_or("");
        let _ = write!(out, "<li><code>{}</code>", escape(url));
        if let Some(desc) = server.get("description").and_then(Value::as_str) {
            let _ = write!(out, ": {}", escape(desc));
        }
        if let Some(vars) = server.get("variables").and_then(Value::as_object) {
            out.push_str("<ul>");
            for (name, var) in vars {
                let _ = write!(out, "<li><code>{}</code>", escape(name));
                if let Some(default) = var.get("default").and_then(Value::as_str) {
                    let _ = write!(out, " (default <code>{}</code>)", escape(default));
                }
                if let Some(desc) = var.get("description").and_then(Value::as_str) {
                    let _ = write!(out, ": {}", markdown_inline(desc, spec_file));
                }
                out.push_str("</li>");
            }
            out.push_str("</ul>");
        }
        out.push_str("</li>");
    }
    out.push_str("</ul>");
    out
}

/// A short Markdown text without its wrapping paragraph.
fn markdown_inline(text: &str, spec_file: &Path) -> String {
    let html = markdown(text, spec_file);
    let trimmed = html.trim();
    match trimmed.strip_prefix("<p>").and_then(|s| s.strip_suffix("</p>")) {
        Some(inner) if !inner.contains("<p>") => inner.to_string(),
        _ => html,
    }
}

/// "Authentication": one section per security scheme with its type and details in a table.
fn security_html(spec: &Spec, spec_file: &Path, ids: &mut SectionIds) -> String {
    let Some(schemes) = spec.doc.pointer("/components/securitySchemes").and_then(Value::as_object).filter(|s| !s.is_empty()) else { return String::new() };
    let mut out = ids.heading(2, "Authentication");
    let tab_panels: Vec<(String, String, String)> = schemes
        .iter()
        .map(|(name, scheme)| {
            let scheme = spec.resolve(scheme);
            let mut panel = String::new();
            if let Some(desc) = scheme.get("description").and_then(Value::as_str) {
                panel.push_str(&markdown(desc, spec_file));
            }
            panel.push_str("<div class=\"openapi-security__summary-container\"><table><tbody>");
            for (label, key) in [("Security Scheme Type", "type"), ("Header parameter name", "name"), ("Location", "in"), ("Scheme", "scheme"), ("Bearer format", "bearerFormat"), ("OpenID Connect URL", "openIdConnectUrl")] {
                if let Some(value) = scheme.get(key).and_then(Value::as_str) {
                    let label = if key == "name" { parameter_name_label(scheme) } else { label };
                    let _ = write!(panel, "<tr><th>{}:</th><td><p>{}</p></td></tr>", escape(label), escape(value));
                }
            }
            panel.push_str("</tbody></table></div>");
            (name.clone(), name.clone(), panel)
        })
        .collect();
    out.push_str(&tabs("openapi-tabs__security-schemes", &tab_panels));
    out
}

fn parameter_name_label(scheme: &Value) -> &'static str {
    match scheme.get("in").and_then(Value::as_str) {
        Some("query") => "Query parameter name",
        Some("cookie") => "Cookie parameter name",
        _ => "Header parameter name",
    }
}

/// Contact, license and terms of service lines.
fn contact_html(info: &Value, ids: &mut SectionIds) -> String {
    let mut out = String::new();
    if let Some(contact) = info.get("contact") {
        let name = contact.get("name").and_then(Value::as_str).unwrap_or("");
        let _ = write!(out, "<div class=\"openapi__contact\">{}<span>{}", ids.heading(3, "Contact"), escape(name));
        if let Some(email) = contact.get("email").and_then(Value::as_str) {
            let _ = write!(out, ": <a href=\"mailto:{0}\">{0}</a>", escape(email));
        }
        out.push_str("</span>");
        if let Some(url) = contact.get("url").and_then(Value::as_str) {
            let _ = write!(out, "<span><p>URL: <a href=\"{0}\">{0}</a></p></span>", escape(url));
        }
        out.push_str("</div>");
    }
    if let Some(license) = info.get("license") {
        let name = license.get("name").and_then(Value::as_str).unwrap_or("");
        let _ = write!(out, "<div class=\"openapi__license\">{}", ids.heading(3, "License"));
        match license.get("url").and_then(Value::as_str) {
            Some(url) => {
                let _ = write!(out, "<a href=\"{}\">{}</a>", escape(url), escape(name));
            }
            None => out.push_str(&escape(name)),
        }
        out.push_str("</div>");
    }
    if let Some(terms) = info.get("termsOfService").and_then(Value::as_str) {
        let _ = write!(out, "<div class=\"openapi__terms\"><a href=\"{0}\">Terms of Service</a></div>", escape(terms));
    }
    out
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
        for class in ["openapi__method-endpoint", "openapi-schema__required", "openapi-schema__list", "openapi-params__list-item", "openapi-security__details"] {
            assert!(crate::STYLES.contains(&format!(".{class}")), "{class} has no style");
        }
    }

    #[test]
    fn method_colours() {
        assert_eq!(method_colour("get"), "primary");
        assert_eq!(method_colour("post"), "success");
        assert_eq!(method_colour("delete"), "danger");
        assert_eq!(method_colour("put"), "info");
        assert_eq!(method_colour("patch"), "warning");
        assert_eq!(method_colour("head"), "secondary");
    }
}
