//! The info page (title, version, description, servers, authentication, contact, license,
//! terms) and the tag pages (the tag's description and a card per operation).

use std::fmt::Write as _;

use ferrosaurus_core::TocItem;

use crate::html::{escape, heading, markdown, markdown_with_toc, tabs};
use crate::model::{oa, Api};
use crate::pages::scheme_rows;
use crate::sidebar::TagGroup;

/// The HTML of the info page and its headings.
pub(crate) fn info_html(api: &Api) -> (String, Vec<TocItem>) {
    let info = &api.spec.info;
    let mut out = format!("<h1 class=\"openapi__heading\">{}</h1>", escape(api.title()));
    if !info.version.is_empty() {
        let _ = write!(out, "<span class=\"theme-doc-version-badge badge badge--secondary openapi__version\">Version: {}</span>", escape(&info.version));
    }
    let mut toc = Vec::new();
    if let Some(desc) = &info.description {
        let (html, headings) = markdown_with_toc(desc, &api.file);
        let _ = write!(out, "<div class=\"openapi__description\">{html}</div>");
        toc.extend(headings);
    }
    // the description's own headings (e.g. "## Authentication") keep their ids; ours get a suffix
    let mut ids = SectionIds { taken: toc.iter().map(|t| t.id.clone()).collect() };
    out.push_str(&servers_html(api, &mut ids));
    out.push_str(&security_html(api, &mut ids));
    out.push_str(&contact_html(info, &mut ids));
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

fn servers_html(api: &Api, ids: &mut SectionIds) -> String {
    if api.spec.servers.is_empty() {
        return String::new();
    }
    let mut out = ids.heading(2, "Servers");
    out.push_str("<ul class=\"openapi-servers\">");
    for server in &api.spec.servers {
        let _ = write!(out, "<li><code>{}</code>", escape(&server.url));
        if let Some(desc) = &server.description {
            let _ = write!(out, ": {}", escape(desc));
        }
        if !server.variables.is_empty() {
            out.push_str("<ul>");
            for (name, var) in &server.variables {
                let _ = write!(out, "<li><code>{}</code> (default <code>{}</code>)", escape(name), escape(&var.default));
                if let Some(desc) = &var.description {
                    let _ = write!(out, ": {}", markdown_inline(desc, api));
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
fn markdown_inline(text: &str, api: &Api) -> String {
    let html = markdown(text, &api.file);
    let trimmed = html.trim();
    match trimmed.strip_prefix("<p>").and_then(|s| s.strip_suffix("</p>")) {
        Some(inner) if !inner.contains("<p>") => inner.to_string(),
        _ => html,
    }
}

/// "Authentication": a tab per security scheme with its type and details in a table.
fn security_html(api: &Api, ids: &mut SectionIds) -> String {
    let Some(schemes) = api.spec.components.as_ref().map(|c| &c.security_schemes).filter(|s| !s.is_empty()) else { return String::new() };
    let mut out = ids.heading(2, "Authentication");
    let panels: Vec<(String, String, String)> = schemes
        .iter()
        .filter_map(|(name, scheme)| {
            let scheme = api.resolve(scheme)?;
            let mut panel = String::new();
            if let Some(desc) = scheme_description(&scheme) {
                panel.push_str(&markdown(desc, &api.file));
            }
            panel.push_str("<div class=\"openapi-security__summary-container\"><table><tbody>");
            for (key, value) in scheme_rows(&scheme) {
                let label = match (key, &scheme) {
                    ("type", _) => "Security Scheme Type",
                    ("name", oa::SecurityScheme::ApiKey { location, .. }) if location == "query" => "Query parameter name",
                    ("name", oa::SecurityScheme::ApiKey { location, .. }) if location == "cookie" => "Cookie parameter name",
                    ("name", _) => "Header parameter name",
                    ("in", _) => "Location",
                    ("scheme", _) => "HTTP Authorization Scheme",
                    ("bearerFormat", _) => "Bearer format",
                    ("openIdConnectUrl", _) => "OpenID Connect URL",
                    _ => key,
                };
                let _ = write!(panel, "<tr><th>{}:</th><td><p>{}</p></td></tr>", escape(label), escape(&value));
            }
            if let oa::SecurityScheme::OAuth2 { flows, .. } = &scheme {
                for (flow, urls) in oauth_flows(flows) {
                    let _ = write!(panel, "<tr><th>OAuth Flow ({}):</th><td><p>{}</p></td></tr>", escape(flow), escape(&urls));
                }
            }
            panel.push_str("</tbody></table></div>");
            Some((name.clone(), name.clone(), panel))
        })
        .collect();
    out.push_str(&tabs("openapi-tabs__security-schemes", &panels));
    out
}

fn scheme_description(scheme: &oa::SecurityScheme) -> Option<&str> {
    match scheme {
        oa::SecurityScheme::ApiKey { description, .. }
        | oa::SecurityScheme::Http { description, .. }
        | oa::SecurityScheme::OAuth2 { description, .. }
        | oa::SecurityScheme::OpenIdConnect { description, .. }
        | oa::SecurityScheme::MutualTls { description } => description.as_deref(),
    }
}

/// The flows of an OAuth2 scheme with their URLs and scopes, one line each.
fn oauth_flows(flows: &oa::Flows) -> Vec<(&'static str, String)> {
    let scopes = |s: &oas3::Map<String, String>| s.keys().cloned().collect::<Vec<_>>().join(", ");
    let mut out = Vec::new();
    if let Some(f) = &flows.implicit {
        out.push(("implicit", format!("Authorization URL: {}; Scopes: {}", f.authorization_url, scopes(&f.scopes))));
    }
    if let Some(f) = &flows.password {
        out.push(("password", format!("Token URL: {}; Scopes: {}", f.token_url, scopes(&f.scopes))));
    }
    if let Some(f) = &flows.client_credentials {
        out.push(("clientCredentials", format!("Token URL: {}; Scopes: {}", f.token_url, scopes(&f.scopes))));
    }
    if let Some(f) = &flows.authorization_code {
        out.push(("authorizationCode", format!("Authorization URL: {}; Token URL: {}; Scopes: {}", f.authorization_url, f.token_url, scopes(&f.scopes))));
    }
    out
}

/// Contact, license and terms of service.
fn contact_html(info: &oa::Info, ids: &mut SectionIds) -> String {
    let mut out = String::new();
    if let Some(contact) = &info.contact {
        let _ = write!(out, "<div class=\"openapi__contact\">{}<span>{}", ids.heading(3, "Contact"), escape(contact.name.as_deref().unwrap_or("")));
        if let Some(email) = &contact.email {
            let _ = write!(out, ": <a href=\"mailto:{0}\">{0}</a>", escape(email));
        }
        out.push_str("</span>");
        if let Some(url) = &contact.url {
            let _ = write!(out, "<span><p>URL: <a href=\"{0}\">{0}</a></p></span>", escape(url.as_str()));
        }
        out.push_str("</div>");
    }
    if let Some(license) = &info.license {
        let _ = write!(out, "<div class=\"openapi__license\">{}", ids.heading(3, "License"));
        match &license.url {
            Some(url) => {
                let _ = write!(out, "<a href=\"{}\">{}</a>", escape(url.as_str()), escape(&license.name));
            }
            None => out.push_str(&escape(&license.name)),
        }
        out.push_str("</div>");
    }
    if let Some(terms) = &info.terms_of_service {
        let _ = write!(out, "<div class=\"openapi__terms\"><a href=\"{0}\">Terms of Service</a></div>", escape(terms.as_str()));
    }
    out
}

/// The HTML of a tag page: its title and description (the theme adds the cards of its
/// operations after it, `DocMeta::ends_with_category_cards`).
pub(crate) fn tag_html(api: &Api, group: &TagGroup) -> (String, Vec<TocItem>) {
    let mut out = format!("<h1 class=\"openapi__heading\">{}</h1>", escape(&group.label));
    let mut toc = Vec::new();
    if let Some(desc) = &group.description {
        let (html, headings) = markdown_with_toc(desc, &api.file);
        let _ = write!(out, "<div class=\"openapi__description\">{html}</div>");
        toc = headings;
    }
    (out, toc)
}
