//! The right column of an operation page: the code samples (a language tab synced across
//! pages under `docusaurus.tab.code-samples`, a variant tab per language) and the request
//! form (base URL with its server variables, auth, parameters, body, accept), without the send
//! button when `hideSendButton` is set or the operation has neither a server nor a `proxy`.

use std::fmt::Write as _;

use serde_json::Value;

use crate::html::{code_block, details, escape, tabs_selecting, tabs_with};
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
    /// `themeConfig.api.authPersistence`: where the auth inputs are kept.
    pub(crate) auth_persistence: AuthPersistence,
    /// The plugin entry's `proxy`, else `themeConfig.api.proxy`.
    pub(crate) proxy: Option<Proxy>,
}

impl Default for ExplorerOptions {
    fn default() -> Self {
        Self { languages: samples::default_languages(), hide_send_button: false, auth_persistence: AuthPersistence::default(), proxy: None }
    }
}

/// A `proxy` of the plugin entry (or `themeConfig.api.proxy`, which the entry's overrides):
/// the explorer sends to `<proxy>/<request URL>` (a trailing `/` of the proxy is not doubled),
/// as the plugin does to get around CORS, e.g. `https://cors.pan.dev/https://api.example.com/x`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Proxy(String);

impl Proxy {
    /// Checks a `proxy` value: an `http`/`https` URL with a host, or a path on the site
    /// (`/cors`), without query, fragment or spaces (they would swallow the request URL put
    /// after it). The error says what is wrong with it.
    pub(crate) fn parse(value: &str) -> Result<Self, String> {
        const HELP: &str = "give the proxy's URL, such as \"https://cors.example.com\", or a path on the site such as \"/cors\"";
        if value.trim().is_empty() {
            return Err(format!("is empty: {HELP}"));
        }
        if value.chars().any(|c| c.is_whitespace() || c.is_control()) {
            return Err(format!("{value:?} holds a space or a control character: {HELP}"));
        }
        if value.contains(['?', '#']) {
            return Err(format!("{value:?} has a query or a fragment, which would swallow the request URL put after it: {HELP}"));
        }
        if value.starts_with('/') && !value.starts_with("//") {
            return Ok(Self(value.to_string()));
        }
        match url::Url::parse(value) {
            Ok(parsed) if matches!(parsed.scheme(), "http" | "https") && parsed.host().is_some() => Ok(Self(value.to_string())),
            Ok(parsed) => Err(format!("{value:?} is a {} URL, not an http(s) one: {HELP}", parsed.scheme())),
            Err(e) => Err(format!("{value:?} is not a URL ({e}): {HELP}")),
        }
    }

    /// The value as written (the page's `data-proxy`, the generated `proxy:` front matter).
    pub(crate) fn as_str(&self) -> &str {
        &self.0
    }
}

/// Where the browser keeps what the reader types into the auth inputs
/// (`themeConfig.api.authPersistence`; the plugin's default is `sessionStorage`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) enum AuthPersistence {
    /// `sessionStorage` (the default).
    #[default]
    Session,
    /// `localStorage`.
    Local,
    /// `false`: nowhere.
    Off,
}

impl AuthPersistence {
    /// From the theme config value (`"localStorage"`, `"sessionStorage"`, `false`).
    pub(crate) fn from_theme_config(value: Option<&Value>) -> Self {
        match value {
            Some(Value::String(s)) if s == "localStorage" => Self::Local,
            Some(Value::Bool(false)) => Self::Off,
            _ => Self::Session,
        }
    }

    /// As the page's `data-auth-persistence` attribute holds it.
    fn as_str(self) -> &'static str {
        match self {
            Self::Session => "sessionStorage",
            Self::Local => "localStorage",
            Self::Off => "false",
        }
    }
}

/// The right column's HTML.
pub(crate) fn explorer_html(api: &Api, op: &Operation, options: &ExplorerOptions) -> String {
    let request = request_of(api, op);
    format!("{}{}", code_samples_html(op, &request, &options.languages), request_form_html(api, op, &request, options))
}

/// A server's URL with its variables set to their defaults (no trailing `/`).
fn server_url(server: &oa::Server) -> String {
    // as the plugin: one trailing `/` dropped, then each variable's first `{name}` replaced
    let mut url = server.url.strip_suffix('/').unwrap_or(&server.url).to_string();
    for (name, variable) in &server.variables {
        url = url.replacen(&format!("{{{name}}}"), &variable.default, 1);
    }
    url
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
    // (key, label, tabs, the tab shown first)
    let mut groups: Vec<(String, String, Vec<SampleTab>, usize)> = Vec::new();
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
        // an `x-codeSamples` entry comes first and is shown first; else the default variant
        let first = if tabs.is_empty() { language.variants.iter().position(|v| *v == language.default_variant).unwrap_or(0) } else { 0 };
        for variant in &language.variants {
            tabs.push(SampleTab { value: variant.label().to_string(), label: variant.label().to_string(), highlight: language.highlight.clone(), code: samples::generate(*variant, request) });
        }
        groups.push((language.key.clone(), language.label.clone(), tabs, first));
    }
    // samples in languages without a tab get their own
    for (lang, label, source) in custom {
        let key = lang.to_lowercase();
        match groups.iter_mut().find(|(k, _, _, _)| *k == key) {
            Some((_, _, tabs, _)) => tabs.push(SampleTab { value: label.clone(), label, highlight: key.clone(), code: source }),
            None => groups.push((key.clone(), lang.clone(), vec![SampleTab { value: label.clone(), label, highlight: key, code: source }], 0)),
        }
    }
    let panels: Vec<(String, String, String)> = groups
        .into_iter()
        .map(|(key, label, tabs, first)| {
            let inner: Vec<(String, String, String)> = tabs.iter().map(|t| (t.value.clone(), t.label.clone(), code_block(&t.highlight, t.code.trim_end()))).collect();
            let group = format!("{CODE_SAMPLES_GROUP}-{key}");
            let panel = tabs_selecting("openapi-tabs__code-container-inner", Some(&group), &inner, first, |_| "");
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

/// The request form, as the plugin's explorer shows it: the base URL choice, the auth inputs
/// (their values kept in the browser's storage under the scheme's name, as the plugin keeps
/// them), one input per parameter, the body editor holding the example, the `Accept` choice;
/// then the "Send API Request" button and the response panel, unless `hideSendButton` is set or
/// the operation has no server. `js/apiExplorer.js` (a client module) sends the request.
fn request_form_html(api: &Api, op: &Operation, request: &Request, options: &ExplorerOptions) -> String {
    let proxy = options.proxy.as_ref().map(|p| format!(" data-proxy=\"{}\"", escape(p.as_str()))).unwrap_or_default();
    let mut out = format!(
        "<div class=\"openapi-explorer__request-form\" data-openapi-request data-method=\"{}\" data-path=\"{}\" data-auth-persistence=\"{}\"{proxy}><div class=\"openapi-explorer__request-header-container\"><span class=\"openapi-explorer__request-title\">Request </span></div>",
        op.method.upper(),
        escape(&op.path),
        options.auth_persistence.as_str()
    );
    if !op.servers.is_empty() {
        out.push_str(&form_section("Base URL", "", &servers_html(&op.servers)));
    }
    let auth = auth_inputs_html(api, op);
    if !auth.is_empty() {
        out.push_str(&form_section("Auth", "", &auth));
    }
    if !op.parameters.is_empty() {
        let mut list = String::new();
        for p in &op.parameters {
            let required = if p.required == Some(true) { " <span class=\"openapi-schema__required\">required</span>" } else { "" };
            let location = location_name(p.location);
            let _ = write!(
                list,
                "<li class=\"openapi-explorer__form-item\"><code>{name}</code> <span class=\"openapi-explorer__form-item-in\">{location}</span>{required}<input class=\"openapi-explorer__form-item-input\" type=\"text\" data-openapi-param=\"{name}\" data-openapi-in=\"{location}\" aria-label=\"{name}\" placeholder=\"{}\"></li>",
                escape(&parameter_placeholder(api, p)),
                name = escape(&p.name),
            );
        }
        out.push_str(&form_section("Parameters", "", &format!("<ul class=\"openapi-explorer__form-list\">{list}</ul>")));
    }
    if let Some((mime, text)) = &request.body {
        let required = op.op.request_body.as_ref().and_then(|b| api.resolve(b)).and_then(|b| b.required).unwrap_or(false);
        let required = if required { "<span class=\"openapi-schema__required\">required</span>" } else { "" };
        let editor = format!("<textarea class=\"openapi-explorer__textarea\" data-openapi-body data-content-type=\"{}\" aria-label=\"Body\" spellcheck=\"false\" rows=\"{}\">{}</textarea>", escape(mime), text.lines().count().clamp(3, 20), escape(text));
        out.push_str(&form_section("Body", required, &editor));
    }
    let accept = accept_types(api, op);
    if !accept.is_empty() {
        let choices: String = accept.iter().map(|a| format!("<option value=\"{0}\">{0}</option>", escape(a))).collect();
        out.push_str(&form_section("Accept", "", &format!("<select class=\"openapi-explorer__form-item-input\" data-openapi-accept aria-label=\"Accept\">{choices}</select>")));
    }
    // as the plugin: something to send to (a server, or the page's origin through the proxy)
    let can_send = !options.hide_send_button && (!op.servers.is_empty() || options.proxy.is_some());
    if can_send {
        out.push_str("<button class=\"button button--sm button--secondary openapi-explorer__request-btn\" type=\"button\" data-openapi-send>Send API Request</button>");
    }
    out.push_str("</div>");
    if can_send {
        out.push_str(RESPONSE_PANEL);
    }
    out
}

/// The server choice, as the plugin's explorer edits it: a select of the servers' URL
/// templates (each option holding its server object as JSON, which the browser keeps under
/// `server`), the chosen server's description, then one input per variable of each server
/// (only the chosen server's shown): a select of its `enum`, else a text input, both starting
/// at its `default`, labelled by its name and its description; and the URL they make.
fn servers_html(servers: &[oa::Server]) -> String {
    let mut choices = String::new();
    let mut variables = String::new();
    for (index, server) in servers.iter().enumerate() {
        let json = serde_json::to_string(server).unwrap_or_default();
        let description = server.description.as_deref().map(|d| format!(" data-description=\"{}\"", escape(d))).unwrap_or_default();
        let label = match server.description.as_deref() {
            Some(d) => format!("{} ({})", escape(&server.url), escape(d)),
            None => escape(&server.url),
        };
        let _ = write!(choices, "<option value=\"{}\" data-server=\"{}\"{description}>{label}</option>", escape(&server.url), escape(&json));
        if !server.variables.is_empty() {
            let hidden = if index == 0 { "" } else { " hidden" };
            let inputs: String = server.variables.iter().map(|(name, variable)| server_variable_html(name, variable)).collect();
            let _ = write!(variables, "<div class=\"openapi-explorer__server-variables\" data-openapi-server-variables=\"{index}\"{hidden}>{inputs}</div>");
        }
    }
    let first = &servers[0];
    let description = first.description.as_deref().map(escape).unwrap_or_default();
    format!(
        "<div class=\"openapi-explorer__server-container\"><select class=\"openapi-explorer__form-item-input\" data-openapi-server aria-label=\"Base URL\">{choices}</select><small class=\"openapi-explorer__server-description\" data-openapi-server-description>{description}</small>{variables}<span class=\"openapi-explorer__server-url\" data-openapi-server-url title=\"{url}\">{url}</span></div>",
        url = escape(&server_url(first))
    )
}

/// One server variable's input: a select of its `enum`, else a text input, at its `default`.
fn server_variable_html(name: &str, variable: &oa::ServerVariable) -> String {
    let name = escape(name);
    let default = escape(&variable.default);
    let input = if variable.substitutions_enum.is_empty() {
        format!("<input class=\"openapi-explorer__form-item-input\" type=\"text\" data-openapi-server-variable=\"{name}\" data-default=\"{default}\" aria-label=\"{name}\" placeholder=\"{default}\" value=\"{default}\">")
    } else {
        let options: String = variable
            .substitutions_enum
            .iter()
            .map(|choice| {
                let selected = if *choice == variable.default { " selected" } else { "" };
                format!("<option value=\"{0}\"{selected}>{0}</option>", escape(choice))
            })
            .collect();
        format!("<select class=\"openapi-explorer__form-item-input\" data-openapi-server-variable=\"{name}\" data-default=\"{default}\" aria-label=\"{name}\">{options}</select>")
    };
    let description = variable.description.as_deref().map(|d| format!("<small class=\"openapi-explorer__server-description\">{}</small>", escape(d))).unwrap_or_default();
    format!("<div class=\"openapi-explorer__form-item\"><label class=\"openapi-explorer__form-item-label\"><code>{name}</code>{input}</label>{description}</div>")
}

/// The response panel before any request: the plugin's placeholder.
const RESPONSE_PANEL: &str = "<div class=\"openapi-explorer__response-container\" data-openapi-response><div class=\"openapi-explorer__response-title-container\"><span class=\"openapi-explorer__response-title\">Response</span><button class=\"button button--sm button--link openapi-explorer__response-clear-btn\" type=\"button\" data-openapi-clear>Clear</button></div><div class=\"openapi-explorer__response-body\" data-openapi-response-body><p class=\"openapi-explorer__response-placeholder-message\">Click the <code>Send API Request</code> button above and see the response here!</p></div></div>";

/// One open `<details>` of the form.
fn form_section(title: &str, after_title: &str, body: &str) -> String {
    details("openapi-explorer__details-container", &format!("<span class=\"openapi-explorer__details-summary\">{title}</span>{after_title}"), body, true)
}

/// The example a parameter input shows as its placeholder.
fn parameter_placeholder(api: &Api, p: &oa::Parameter) -> String {
    parameter_example(&SchemaWalker::new(api, Direction::Request), p)
}

/// The auth inputs of the first security requirement: one per value the scheme needs, named
/// as the plugin stores them (`token`; `username` and `password`; `apiKey`).
fn auth_inputs_html(api: &Api, op: &Operation) -> String {
    let Some(requirement) = api.security_of(op).first() else { return String::new() };
    let mut out = String::new();
    for name in requirement.0.keys() {
        let Some(scheme) = api.security_scheme(name) else { continue };
        let (kind, fields): (&str, &[(&str, &str, &str)]) = match &scheme {
            oa::SecurityScheme::Http { scheme, .. } if scheme.eq_ignore_ascii_case("basic") => ("basic", &[("username", "Username", "text"), ("password", "Password", "password")]),
            oa::SecurityScheme::Http { .. } | oa::SecurityScheme::OAuth2 { .. } | oa::SecurityScheme::OpenIdConnect { .. } => ("bearer", &[("token", "Bearer Token", "text")]),
            oa::SecurityScheme::ApiKey { .. } => ("apiKey", &[("apiKey", "API Key", "text")]),
            oa::SecurityScheme::MutualTls { .. } => continue,
        };
        let target = match &scheme {
            oa::SecurityScheme::ApiKey { name, location, .. } => format!(" data-openapi-auth-name=\"{}\" data-openapi-auth-in=\"{}\"", escape(name), escape(location)),
            _ => String::new(),
        };
        let _ = write!(out, "<div class=\"openapi-explorer__form-item\"><code>{}</code>", escape(name));
        for (key, label, input_type) in fields {
            let _ = write!(
                out,
                "<input class=\"openapi-explorer__form-item-input\" type=\"{input_type}\" placeholder=\"{label}\" aria-label=\"{label}\" autocomplete=\"off\" data-openapi-auth-scheme=\"{}\" data-openapi-auth-key=\"{key}\" data-openapi-auth-kind=\"{kind}\"{target}>",
                escape(name)
            );
        }
        out.push_str("</div>");
    }
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
  /pets:
    get:
      operationId: listPets
      parameters:
        - {name: tags, in: query, required: true, schema: {type: string, example: "a&b 'c'"}}
      responses:
        '200': {description: ok}
  /pets/{petId}/note:
    put:
      operationId: notePet
      parameters:
        - {name: petId, in: path, required: true, schema: {type: string}}
      requestBody:
        content:
          application/x-www-form-urlencoded:
            schema:
              type: object
              properties:
                note: {type: string, example: "it's \"new\" $1"}
      responses:
        '204': {description: ok}
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

    /// How the samples of a variant are checked by their language's own tool.
    struct Checker {
        /// The program (`php`).
        program: &'static str,
        /// The Debian package the test installs it from when it is missing; None for a tool
        /// that is checked only where it is installed (Go's, 80 MB, and PowerShell, which
        /// Debian does not package).
        package: Option<&'static str>,
        /// Its arguments before the files.
        args: &'static [&'static str],
        extension: &'static str,
        /// Whether one run takes every sample (else one run per sample).
        many_files: bool,
        /// The sample as a file the tool accepts (statements wrapped in a method for C#, Java).
        wrap: fn(usize, &str) -> String,
    }

    fn as_is(_: usize, code: &str) -> String {
        code.to_string()
    }

    /// The checker of each variant: the match is exhaustive, so a new variant needs one.
    fn checker(variant: Variant) -> Checker {
        let checker = |program, package, args, extension, many_files, wrap| Checker { program, package, args, extension, many_files, wrap };
        match variant {
            Variant::Curl => checker("bash", Some("bash"), &["-n"], "sh", false, as_is),
            Variant::PythonRequests | Variant::PythonHttpClient => checker("python3", Some("python3"), &["-m", "py_compile"], "py", true, as_is),
            Variant::NodeAxios | Variant::NodeNative => checker("node", Some("nodejs"), &["--check"], "js", false, as_is),
            Variant::RubyNetHttp => checker("ruby", Some("ruby"), &["-c"], "rb", false, as_is),
            Variant::PhpCurl | Variant::PhpGuzzle | Variant::PhpPeclHttp | Variant::PhpHttpRequest2 => checker("php", Some("php-cli"), &["-l"], "php", false, as_is),
            // javac's own parser (tests/tools/ParseJava.java): the libraries are not here to compile against
            Variant::JavaOkHttp | Variant::JavaUnirest => checker("java", Some("default-jdk-headless"), &[concat!(env!("CARGO_MANIFEST_DIR"), "/tests/tools/ParseJava.java")], "java", true, |i, code| {
                format!("class Sample{i} {{ void run() throws Exception {{\n{code}\n}} }}\n")
            }),
            // Mono's C# compiler, parsing only (the libraries are not here either)
            Variant::CsharpRestSharp | Variant::CsharpHttpClient => checker("mcs", Some("mono-mcs"), &["--parse"], "cs", false, |i, code| {
                format!("class Sample{i} {{ static async System.Threading.Tasks.Task Main() {{\n{code}\n}} }}\n")
            }),
            Variant::GoNative => checker("gofmt", None, &["-e", "-l"], "go", false, as_is),
            Variant::PowershellRestMethod => checker("pwsh", None, &["-NoProfile", "-File", concat!(env!("CARGO_MANIFEST_DIR"), "/tests/tools/parse.ps1")], "ps1", false, as_is),
        }
    }

    /// Runs the checker's tool on the samples; panics with the tool's words when one does not
    /// parse. Returns how many samples it checked.
    fn check_samples(checker: &Checker, program: &std::path::Path, samples: &[(String, String)]) -> usize {
        let dir = tempfile::tempdir().unwrap();
        let files: Vec<std::path::PathBuf> = samples
            .iter()
            .enumerate()
            .map(|(i, (_, code))| {
                let file = dir.path().join(format!("Sample{i}.{}", checker.extension));
                std::fs::write(&file, (checker.wrap)(i, code)).unwrap();
                file
            })
            .collect();
        let runs: Vec<Vec<&std::path::PathBuf>> = if checker.many_files { vec![files.iter().collect()] } else { files.iter().map(|f| vec![f]).collect() };
        for run in runs {
            let out = Command::new(program).args(checker.args).args(&run).output().unwrap_or_else(|e| panic!("{} could not be started: {e}", program.display()));
            let said = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
            let shown: Vec<&str> = run.iter().map(|f| samples[files.iter().position(|g| g == *f).unwrap()].1.as_str()).collect();
            assert!(out.status.success(), "{} rejects a sample:\n{}\n{said}", checker.program, shown.join("\n---\n"));
        }
        samples.len()
    }

    /// Issue 12: every variant's sample of three operations (a JSON body with quotes, `$`,
    /// backquotes and newlines; no body; a form body) parses with its language's own tool.
    /// The tools this machine kind has, or that Debian packages cheaply (php-cli, ruby,
    /// mono-mcs: 17 MB together), are required and installed when missing; Go's (80 MB) and
    /// PowerShell (no Debian package) are checked where installed.
    #[test]
    fn issue_12_samples_parse_with_each_languages_tool() {
        let api = crate::model::test_api(SPEC);
        let requests: Vec<Request> = api.operations.iter().map(|op| request_of(&api, op)).collect();
        assert!(requests[2].body.as_ref().is_some_and(|(mime, _)| mime == "application/x-www-form-urlencoded"));
        let variants: Vec<Variant> = samples::default_languages().into_iter().flat_map(|l| l.variants).collect();
        let (mut required, mut checked, mut skipped) = (0, 0, Vec::new());
        for variant in &variants {
            let checker = checker(*variant);
            let program = match checker.package {
                Some(package) => {
                    required += requests.len();
                    Some(ferrosaurus_test_support::ensure_debian_program(checker.program, package))
                }
                None => find_on_path(checker.program),
            };
            let Some(program) = program else {
                skipped.push(format!("{variant:?} ({} is not installed)", checker.program));
                continue;
            };
            let samples: Vec<(String, String)> = requests.iter().map(|r| (format!("{variant:?}"), generate(*variant, r))).collect();
            checked += check_samples(&checker, &program, &samples);
        }
        println!("{checked} samples of {} variants checked by their language's tool; not checked: {skipped:?}", variants.len());
        assert!(checked >= required && required >= 13 * requests.len(), "{checked} checked, {required} required");
    }

    fn find_on_path(program: &str) -> Option<std::path::PathBuf> {
        std::env::split_paths(&std::env::var_os("PATH")?).map(|d| d.join(program)).find(|p| p.is_file())
    }

    #[test]
    fn proxies_are_http_urls_or_site_paths() {
        for good in ["https://cors.pan.dev", "http://127.0.0.1:8080/", "https://proxy.example.com/cors", "/cors"] {
            assert_eq!(Proxy::parse(good).map(|p| p.as_str().to_string()), Ok(good.to_string()));
        }
        for (bad, why) in [
            ("", "is empty"),
            ("  ", "is empty"),
            ("cors.pan.dev", "is not a URL"),
            ("ftp://cors.pan.dev", "is a ftp URL"),
            ("https://cors.pan.dev?url=", "has a query"),
            ("https://cors pan.dev", "a space"),
            ("//cors.pan.dev", "is not a URL"),
        ] {
            let err = Proxy::parse(bad).unwrap_err();
            assert!(err.contains(why), "{bad:?}: {err}");
        }
    }

    const VARIABLES: &str = r##"openapi: 3.0.3
info: {title: T, version: '1'}
servers:
  - url: 'http://{host}:{port}/{basePath}/'
    description: Templated
    variables:
      host: {default: 127.0.0.1, description: The <host>}
      port: {default: '8080'}
      basePath: {enum: [v0, v1], default: v1, description: Version}
  - url: https://api.example.com
paths:
  /x:
    get:
      operationId: getX
      responses: {'200': {description: ok}}
"##;

    #[test]
    fn server_variables_are_inputs_at_their_defaults() {
        let api = crate::model::test_api(VARIABLES);
        let op = &api.operations[0];
        assert_eq!(server_url(&op.servers[0]), "http://127.0.0.1:8080/v1");
        let html = servers_html(&op.servers);
        // the option holds the template and the server object the browser keeps
        assert!(html.contains("<option value=\"http://{host}:{port}/{basePath}/\" data-server=\"{&quot;url&quot;:&quot;http://{host}:{port}/{basePath}/&quot;,&quot;description&quot;:&quot;Templated&quot;,&quot;variables&quot;:{&quot;host&quot;:{&quot;default&quot;:&quot;127.0.0.1&quot;,&quot;description&quot;:&quot;The &lt;host&gt;&quot;}"), "{html}");
        assert!(html.contains("<input class=\"openapi-explorer__form-item-input\" type=\"text\" data-openapi-server-variable=\"port\" data-default=\"8080\" aria-label=\"port\" placeholder=\"8080\" value=\"8080\">"), "{html}");
        assert!(html.contains("<select class=\"openapi-explorer__form-item-input\" data-openapi-server-variable=\"basePath\" data-default=\"v1\" aria-label=\"basePath\"><option value=\"v0\">v0</option><option value=\"v1\" selected>v1</option></select>"), "{html}");
        assert!(html.contains("<small class=\"openapi-explorer__server-description\">The &lt;host&gt;</small>"), "{html}");
        assert!(html.contains("data-openapi-server-url title=\"http://127.0.0.1:8080/v1\">http://127.0.0.1:8080/v1</span>"), "{html}");
        // the second server has no variables: no group for it
        assert_eq!(html.matches("data-openapi-server-variables=").count(), 1);
    }

    #[test]
    fn a_proxy_alone_is_enough_to_send() {
        let api = crate::model::test_api("openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths:\n  /x:\n    get:\n      operationId: getX\n      responses: {'200': {description: ok}}\n");
        let op = &api.operations[0];
        let request = request_of(&api, op);
        let without = request_form_html(&api, op, &request, &ExplorerOptions::default());
        assert!(!without.contains("data-openapi-send") && !without.contains("data-proxy"), "no server, no proxy: nothing to send to");
        let proxied = ExplorerOptions { proxy: Some(Proxy::parse("http://127.0.0.1:9/").unwrap()), ..ExplorerOptions::default() };
        let with = request_form_html(&api, op, &request, &proxied);
        assert!(with.contains(" data-proxy=\"http://127.0.0.1:9/\">") && with.contains("data-openapi-send"), "{with}");
        let hidden = ExplorerOptions { hide_send_button: true, ..proxied };
        assert!(!request_form_html(&api, op, &request, &hidden).contains("data-openapi-send"));
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
