//! The right column of an operation page: the code samples (a language tab synced across
//! pages under `docusaurus.tab.code-samples`, a variant tab per language) and the request
//! form (base URL, auth, parameters, body, accept), without the send button when
//! `hideSendButton` is set or the operation has no server.

use std::fmt::Write as _;

use serde_json::Value;

use crate::html::{code_block, details, escape, tabs_with};
use crate::model::{oa, Api, Operation};
use crate::pages::media_examples;
use crate::samples::{self, is_json, Language, Request};
use crate::schema::{literal, Direction, SchemaWalker};

/// The storage group of the language tabs (`docusaurus.tab.code-samples`).
pub(crate) const CODE_SAMPLES_GROUP: &str = "code-samples";

/// How the right column is built for one plugin entry.
#[derive(Debug, Clone)]
pub(crate) struct ExplorerOptions {
    /// The language tabs, in order.
    pub(crate) languages: Vec<Language>,
    /// `hideSendButton` of the plugin entry.
    pub(crate) hide_send_button: bool,
}

impl Default for ExplorerOptions {
    fn default() -> Self {
        Self { languages: samples::default_languages(), hide_send_button: false }
    }
}

/// The right column's HTML.
pub(crate) fn explorer_html(api: &Api, op: &Operation, options: &ExplorerOptions) -> String {
    let request = request_of(api, op);
    format!("{}{}", code_samples_html(op, &request, &options.languages), request_form_html(api, op, &request, options.hide_send_button))
}

/// The first server's URL with its variables set to their defaults (no trailing `/`).
fn server_url(server: &oa::Server) -> String {
    let mut url = server.url.clone();
    for (name, variable) in &server.variables {
        url = url.replace(&format!("{{{name}}}"), &variable.default);
    }
    url.trim_end_matches('/').to_string()
}

/// The request the samples show: the first server, path parameters as `:name`, required query
/// parameters and headers with example values, the auth header and the first body example.
pub(crate) fn request_of(api: &Api, op: &Operation) -> Request {
    let walker = SchemaWalker::new(api, Direction::Request);
    let base = op.servers.first().map(server_url).unwrap_or_default();
    let mut query: Vec<(String, String)> = Vec::new();
    let mut headers: Vec<(String, String)> = Vec::new();
    for p in op.parameters.iter().filter(|p| p.required == Some(true)) {
        let value = parameter_example(&walker, p);
        match p.location {
            oa::ParameterIn::Query => query.push((p.name.clone(), value)),
            oa::ParameterIn::Header => headers.push((p.name.clone(), value)),
            oa::ParameterIn::Cookie => headers.push(("Cookie".into(), format!("{}={value}", p.name))),
            oa::ParameterIn::Path => {}
        }
    }
    let body = op.op.request_body.as_ref().and_then(|b| api.resolve(b)).and_then(|b| b.content.into_iter().next()).map(|(mime, media)| {
        let example = media_examples(api, &walker, &media).into_iter().next().map(|e| e.value).unwrap_or(Value::Null);
        let text = body_text(&mime, &example);
        (mime, text)
    });
    if let Some((mime, _)) = &body {
        headers.insert(0, ("Content-Type".into(), mime.clone()));
    }
    if let Some(accept) = accept_types(api, op).into_iter().next() {
        headers.push(("Accept".into(), accept));
    }
    auth_of(api, op, &mut headers, &mut query);
    let mut url = format!("{base}{}", crate::pages::display_path(&op.path));
    if !query.is_empty() {
        let pairs: Vec<String> = query.iter().map(|(k, v)| format!("{}={}", encode(k), encode(v))).collect();
        url.push('?');
        url.push_str(&pairs.join("&"));
    }
    Request { method: op.method.upper(), url, headers, body }
}

/// Percent-encodes what a query string cannot hold as is.
fn encode(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' | b'<' | b'>' => (b as char).to_string(),
            other => format!("%{other:02X}"),
        })
        .collect()
}

fn parameter_example(walker: &SchemaWalker<'_>, p: &oa::Parameter) -> String {
    if let Some(example) = &p.example {
        return literal(example);
    }
    match &p.schema {
        Some(schema) => match walker.example(schema) {
            Value::Null => "string".into(),
            v => literal(&v),
        },
        None => "string".into(),
    }
}

/// The body as text: pretty JSON, `a=1&b=2` for forms, else the value as written.
fn body_text(mime: &str, example: &Value) -> String {
    if is_json(mime) {
        return serde_json::to_string_pretty(example).unwrap_or_default();
    }
    match (mime, example) {
        ("application/x-www-form-urlencoded", Value::Object(map)) => map.iter().map(|(k, v)| format!("{}={}", encode(k), encode(&literal(v)))).collect::<Vec<_>>().join("&"),
        (_, Value::String(s)) => s.clone(),
        (_, other) => serde_json::to_string_pretty(other).unwrap_or_default(),
    }
}

/// Media types of the success responses (the `Accept` choices), first of the first 2xx.
fn accept_types(api: &Api, op: &Operation) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for (code, response) in op.op.responses.iter().flatten() {
        if !code.starts_with('2') {
            continue;
        }
        for mime in api.resolve(response).map(|r| r.content.keys().cloned().collect::<Vec<_>>()).unwrap_or_default() {
            if !out.contains(&mime) {
                out.push(mime);
            }
        }
    }
    out
}

/// The headers (or query parameters) the first security requirement asks for.
fn auth_of(api: &Api, op: &Operation, headers: &mut Vec<(String, String)>, query: &mut Vec<(String, String)>) {
    let Some(requirement) = api.security_of(op).first() else { return };
    for name in requirement.0.keys() {
        match api.security_scheme(name) {
            Some(oa::SecurityScheme::ApiKey { name, location, .. }) => match location.as_str() {
                "query" => query.push((name, "<API_KEY_VALUE>".into())),
                "cookie" => headers.push(("Cookie".into(), format!("{name}=<API_KEY_VALUE>"))),
                _ => headers.push((name, "<API_KEY_VALUE>".into())),
            },
            Some(oa::SecurityScheme::Http { scheme, .. }) if scheme.eq_ignore_ascii_case("basic") => headers.push(("Authorization".into(), "Basic <credentials>".into())),
            Some(oa::SecurityScheme::Http { scheme, .. }) => headers.push(("Authorization".into(), format!("{} <TOKEN>", capitalized(&scheme)))),
            Some(oa::SecurityScheme::OAuth2 { .. } | oa::SecurityScheme::OpenIdConnect { .. }) => headers.push(("Authorization".into(), "Bearer <TOKEN>".into())),
            Some(oa::SecurityScheme::MutualTls { .. }) | None => {}
        }
    }
}

fn capitalized(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| f.to_uppercase().collect::<String>() + &c.as_str().to_lowercase()).unwrap_or_default()
}

/// One code sample tab of a language.
struct SampleTab {
    value: String,
    label: String,
    highlight: String,
    code: String,
}

/// `x-codeSamples` entries (`{lang, label?, source}`) of the operation.
fn custom_samples(op: &Operation) -> Vec<(String, String, String)> {
    let Some(list) = op.op.extensions.get("codeSamples").or_else(|| op.op.extensions.get("code-samples")).and_then(Value::as_array) else { return Vec::new() };
    list.iter()
        .filter_map(|s| {
            let lang = s.get("lang").and_then(Value::as_str)?;
            let source = s.get("source").and_then(Value::as_str)?;
            let label = s.get("label").and_then(Value::as_str).unwrap_or(lang);
            Some((lang.to_string(), label.to_string(), source.to_string()))
        })
        .collect()
}

/// The language an `x-codeSamples` `lang` belongs to (by key, highlight or label).
fn matches_language(language: &Language, lang: &str) -> bool {
    let lang = lang.to_lowercase();
    let aliases: &[&str] = match language.key.as_str() {
        "curl" => &["shell", "sh", "bash"],
        "nodejs" => &["javascript", "js", "node"],
        "csharp" => &["c#", "cs"],
        "powershell" => &["ps1", "pwsh"],
        _ => &[],
    };
    lang == language.key || lang == language.highlight || lang == language.label.to_lowercase() || aliases.contains(&lang.as_str())
}

fn code_samples_html(op: &Operation, request: &Request, languages: &[Language]) -> String {
    let mut custom = custom_samples(op);
    let mut groups: Vec<(String, String, Vec<SampleTab>)> = Vec::new();
    for language in languages {
        let mut tabs: Vec<SampleTab> = Vec::new();
        custom.retain(|(lang, label, source)| {
            if matches_language(language, lang) {
                tabs.push(SampleTab { value: label.clone(), label: label.clone(), highlight: language.highlight.clone(), code: source.clone() });
                false
            } else {
                true
            }
        });
        for variant in &language.variants {
            tabs.push(SampleTab { value: variant.label().to_string(), label: variant.label().to_string(), highlight: language.highlight.clone(), code: samples::generate(*variant, request) });
        }
        groups.push((language.key.clone(), language.label.clone(), tabs));
    }
    // samples in languages without a tab get their own
    for (lang, label, source) in custom {
        let key = lang.to_lowercase();
        match groups.iter_mut().find(|(k, _, _)| *k == key) {
            Some((_, _, tabs)) => tabs.push(SampleTab { value: label.clone(), label, highlight: key.clone(), code: source }),
            None => groups.push((key.clone(), lang.clone(), vec![SampleTab { value: label.clone(), label, highlight: key, code: source }])),
        }
    }
    let panels: Vec<(String, String, String)> = groups
        .into_iter()
        .map(|(key, label, tabs)| {
            let inner: Vec<(String, String, String)> = tabs.iter().map(|t| (t.value.clone(), t.label.clone(), code_block(&t.highlight, t.code.trim_end()))).collect();
            let group = format!("{CODE_SAMPLES_GROUP}-{key}");
            let panel = tabs_with("openapi-tabs__code-container-inner", Some(&group), &inner, |_| "");
            (key.clone(), label, panel)
        })
        .collect();
    format!("<div class=\"openapi-code-samples\">{}</div>", tabs_with("openapi-tabs__code-container language-tabs", Some(CODE_SAMPLES_GROUP), &panels, language_class))
}

/// The logo class of a language tab (`openapi-tabs__code-item--python`).
fn language_class(key: &str) -> &'static str {
    match key {
        "curl" => "openapi-tabs__code-item--curl",
        "python" => "openapi-tabs__code-item--python",
        "go" => "openapi-tabs__code-item--go",
        "nodejs" => "openapi-tabs__code-item--nodejs",
        "ruby" => "openapi-tabs__code-item--ruby",
        "csharp" => "openapi-tabs__code-item--csharp",
        "php" => "openapi-tabs__code-item--php",
        "java" => "openapi-tabs__code-item--java",
        "powershell" => "openapi-tabs__code-item--powershell",
        _ => "",
    }
}

/// The request form: what a request to this operation is made of. Static: the send button
/// (and with it a live request) only appears when the plugin entry allows it.
fn request_form_html(api: &Api, op: &Operation, request: &Request, hide_send_button: bool) -> String {
    let mut out = String::from("<div class=\"openapi-explorer__request-form\"><div class=\"openapi-explorer__request-header-container\"><span class=\"openapi-explorer__request-title\">Request </span></div>");
    if !op.servers.is_empty() {
        let list: String = op.servers.iter().map(|s| format!("<li><code>{}</code>{}</li>", escape(&server_url(s)), s.description.as_deref().map(|d| format!(" {}", escape(d))).unwrap_or_default())).collect();
        out.push_str(&details("openapi-explorer__details-container", "<span class=\"openapi-explorer__details-summary\">Base URL</span>", &format!("<ul class=\"openapi-explorer__server-list\">{list}</ul>"), true));
    }
    let auth: Vec<String> = api.security_of(op).iter().flat_map(|r| r.0.keys()).map(|name| format!("<li><code>{}</code></li>", escape(name))).collect();
    if !auth.is_empty() {
        out.push_str(&details("openapi-explorer__details-container", "<span class=\"openapi-explorer__details-summary\">Auth</span>", &format!("<ul>{}</ul>", auth.join("")), true));
    }
    if !op.parameters.is_empty() {
        let mut list = String::new();
        for p in &op.parameters {
            let required = if p.required == Some(true) { " <span class=\"openapi-schema__required\">required</span>" } else { "" };
            let _ = write!(list, "<li class=\"openapi-explorer__form-item\"><code>{}</code> <span class=\"openapi-explorer__form-item-in\">{}</span>{required}</li>", escape(&p.name), location_name(p.location));
        }
        out.push_str(&details("openapi-explorer__details-container", "<span class=\"openapi-explorer__details-summary\">Parameters</span>", &format!("<ul class=\"openapi-explorer__form-list\">{list}</ul>"), true));
    }
    if let Some((mime, text)) = &request.body {
        let required = op.op.request_body.as_ref().and_then(|b| api.resolve(b)).and_then(|b| b.required).unwrap_or(false);
        let summary = format!("<span class=\"openapi-explorer__details-summary\">Body</span>{}", if required { "<span class=\"openapi-schema__required\">required</span>" } else { "" });
        let lang = if is_json(mime) { "json" } else { "text" };
        out.push_str(&details("openapi-explorer__details-container", &summary, &code_block(lang, text), true));
    }
    let accept = accept_types(api, op);
    if !accept.is_empty() {
        let list: String = accept.iter().map(|a| format!("<li><code>{}</code></li>", escape(a))).collect();
        out.push_str(&details("openapi-explorer__details-container", "<span class=\"openapi-explorer__details-summary\">Accept</span>", &format!("<ul>{list}</ul>"), true));
    }
    if !hide_send_button && !op.servers.is_empty() {
        out.push_str("<button class=\"button button--sm button--secondary openapi-explorer__request-btn\" type=\"button\" disabled title=\"Sending requests from the page is not available in this build\">Send API Request</button>");
    }
    out.push_str("</div>");
    out
}

fn location_name(location: oa::ParameterIn) -> &'static str {
    match location {
        oa::ParameterIn::Path => "path",
        oa::ParameterIn::Query => "query",
        oa::ParameterIn::Header => "header",
        oa::ParameterIn::Cookie => "cookie",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::samples::{generate, Variant};
    use std::process::Command;

    const SPEC: &str = r##"openapi: 3.0.3
info: {title: T, version: '1'}
servers: [{url: 'https://api.example.com/{version}', variables: {version: {default: v2}}}]
components:
  securitySchemes:
    bearer: {type: http, scheme: bearer}
security: [{bearer: []}]
paths:
  /pets/{petId}:
    post:
      operationId: addPet
      parameters:
        - {name: petId, in: path, required: true, schema: {type: string}}
        - {name: q, in: query, required: true, schema: {type: string, example: "it's $5"}}
        - {name: X-Trace, in: header, required: true, schema: {type: string}}
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                name: {type: string, example: "Rex's \"dog\" `x` ${HOME} $x #{x} \\ end\n'''\"\"\""}
                ok: {type: boolean}
                tag: {type: string, nullable: true, example: null}
      responses:
        '200': {description: ok, content: {application/json: {schema: {type: object}}}}
"##;

    #[test]
    fn the_request_has_server_auth_params_and_body() {
        let api = crate::model::test_api(SPEC);
        let r = request_of(&api, &api.operations[0]);
        assert_eq!(r.method, "POST");
        assert_eq!(r.url, "https://api.example.com/v2/pets/:petId?q=it%27s%20%245");
        let names: Vec<&str> = r.headers.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(names, ["Content-Type", "X-Trace", "Accept", "Authorization"]);
        assert_eq!(r.headers[3].1, "Bearer <TOKEN>");
        let (mime, body) = r.body.clone().unwrap();
        assert_eq!(mime, "application/json");
        assert!(body.contains("\"ok\": true") && body.contains("\"tag\": null"), "{body}");
    }

    /// Runs `tool args… file` on the sample; false (with a note) when the tool is missing.
    fn check_with(tool: &str, args: &[&str], extension: &str, code: &str) -> bool {
        if Command::new(tool).arg("--version").output().is_err() && Command::new(tool).arg("-version").output().is_err() {
            println!("note: {tool} is not installed, its samples are not checked");
            return false;
        }
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join(format!("sample.{extension}"));
        std::fs::write(&file, code).unwrap();
        let out = Command::new(tool).args(args).arg(&file).output().unwrap();
        assert!(out.status.success(), "{tool} rejects the sample:\n{code}\n{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
        true
    }

    /// Each language's own tool parses the samples of one operation (those installed here).
    #[test]
    fn samples_parse_with_each_languages_tool() {
        let api = crate::model::test_api(SPEC);
        let r = request_of(&api, &api.operations[0]);
        let checks: [(Variant, &str, &[&str], &str); 9] = [
            (Variant::PythonRequests, "python3", &["-m", "py_compile"], "py"),
            (Variant::PythonHttpClient, "python3", &["-m", "py_compile"], "py"),
            (Variant::NodeAxios, "node", &["--check"], "js"),
            (Variant::NodeNative, "node", &["--check"], "js"),
            (Variant::GoNative, "gofmt", &["-e", "-l"], "go"),
            (Variant::RubyNetHttp, "ruby", &["-c"], "rb"),
            (Variant::PhpCurl, "php", &["-l"], "php"),
            (Variant::PhpGuzzle, "php", &["-l"], "php"),
            (Variant::Curl, "bash", &["-n"], "sh"),
        ];
        let mut checked = 0;
        for (variant, tool, args, extension) in checks {
            if check_with(tool, args, extension, &generate(variant, &r)) {
                checked += 1;
            }
        }
        println!("{checked} samples checked by their language's tool");
    }

    #[test]
    fn query_values_are_encoded() {
        assert_eq!(encode("a b&c"), "a%20b%26c");
        assert_eq!(encode("<API_KEY_VALUE>"), "<API_KEY_VALUE>");
    }

    #[test]
    fn form_bodies_are_url_encoded() {
        assert_eq!(body_text("application/x-www-form-urlencoded", &serde_json::json!({"a": 1, "b": "x y"})), "a=1&b=x%20y");
        assert_eq!(body_text("application/json", &serde_json::json!({"a": 1})), "{\n  \"a\": 1\n}");
    }
}
