//! `gen-api-docs` / `clean-api-docs`: the MDX files `docusaurus gen-api-docs` writes into each
//! `outputDir` (`<id>.api.mdx`, `<id>.info.mdx`, `<id>.tag.mdx`, `schemas/<id>.schema.mdx`,
//! `sidebar.ts`), for sites that commit them. Front matter follows the plugin (v4): `api` is
//! the operation as zlib-deflated JSON in base64; the body uses the OpenAPI theme's components
//! with their props as JSON, down to the "Callbacks" section of an operation with callbacks.

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};

use base64::Engine as _;
use ferrosaurus_core::{url, Diagnostic, PluginError, SidebarItem};
use serde_json::{json, Value};

use crate::explorer::Proxy;
use crate::layout::{Layout, SchemaPage};
use crate::model::{self, Api, Operation};
use crate::sidebar::{CategoryLinkSource, Link, SidebarOptions, TagGroup};
use crate::{specs, OpenApiPlugin, SpecConfig};

/// What `gen-api-docs` produces: the files, and the problems found in the specs.
#[derive(Debug, Clone, Default)]
#[non_exhaustive]
pub struct GeneratedDocs {
    /// The files, relative to the site folder.
    pub files: Vec<GeneratedFile>,
    /// Problems in the specs (the same ones a build reports).
    pub diagnostics: Vec<Diagnostic>,
}

impl OpenApiPlugin {
    /// `docusaurus gen-api-docs all`: the `.api.mdx`, `.info.mdx`, `.tag.mdx`,
    /// `schemas/*.schema.mdx` files and the `sidebar.ts` of every configured spec, as the plugin
    /// writes them into each `outputDir` (a spec of a folder into its own space there). Nothing
    /// is written; see [`OpenApiPlugin::write_api_docs`].
    pub fn generate_api_docs(&self, site_dir: &Path) -> GeneratedDocs {
        let mut out = GeneratedDocs::default();
        for cfg in &self.specs {
            let out_dir = output_dir(&cfg.output_dir);
            let (mut sidebar_items, mut links) = (Vec::new(), Vec::new());
            for file in specs::spec_files(site_dir, &cfg.spec_path, &cfg.name, &mut out.diagnostics) {
                let loaded = model::load(site_dir, &file.path);
                if loaded.not_openapi && file.space.is_some() {
                    continue;
                }
                out.diagnostics.extend(loaded.diagnostics);
                let Some(api) = loaded.api else { continue };
                sidebar_items.extend(self.generate_spec(&api, cfg, file.space.as_deref(), &out_dir, &mut out.files, &mut links));
            }
            out.files.push(GeneratedFile { path: out_dir.join("sidebar.ts"), contents: sidebar_ts(&sidebar_items, &links) });
        }
        out
    }

    /// The files of one spec; returns its sidebar items.
    fn generate_spec(&self, api: &Api, cfg: &SpecConfig, space: Option<&str>, out_dir: &Path, files: &mut Vec<GeneratedFile>, links: &mut Vec<Link>) -> Vec<SidebarItem> {
        let layout = self.layout(api, cfg, space);
        links.push(layout.intro.clone());
        links.extend(layout.tag_links.iter().flatten().cloned());
        let planned = planned_files(api, &layout, &cfg.sidebar, space);
        let intro_slug = model::info_slug(api.title());
        let info_path = self.info_path(cfg, space, &intro_slug);
        let mut contents = vec![(info_mdx(api, &intro_slug, cfg.sidebar.category_link_source), Vec::new())];
        contents.extend(layout.tag_pages(&cfg.sidebar).map(|(group, _)| (tag_mdx(group), Vec::new())));
        contents.extend(api.operations.iter().map(|op| api_mdx(api, op, &info_path, cfg.proxy.as_ref(), cfg.hide_send_button)));
        contents.extend(layout.schemas.iter().map(|schema| schema_mdx(api, schema)));
        for (path, (mdx, props)) in planned.into_iter().zip(contents) {
            let path = out_dir.join(path);
            let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
            files.push(GeneratedFile { path, contents: mdx });
            files.extend(props.into_iter().map(|p| GeneratedFile { path: dir.join(p.name), contents: p.json }));
        }
        layout.sidebar.items
    }

    /// The `info_path` front matter of an operation page, as the plugin writes it: the docs
    /// `routeBasePath`, the `outputDir` inside the docs folder and the info page's id, without
    /// leading slashes (`api/coursewire` when `routeBasePath` is `/`).
    fn info_path(&self, cfg: &SpecConfig, space: Option<&str>, intro_slug: &str) -> String {
        let folder = self.doc_folder(&cfg.output_dir);
        url::join([self.docs_route_base_path.as_str(), folder.as_str(), space.unwrap_or(""), intro_slug]).trim_start_matches('/').to_string()
    }

    /// Writes what [`OpenApiPlugin::generate_api_docs`] produces under `site_dir`.
    pub fn write_api_docs(&self, site_dir: &Path) -> Result<GeneratedDocs, PluginError> {
        let generated = self.generate_api_docs(site_dir);
        for file in &generated.files {
            let path = site_dir.join(&file.path);
            if let Some(parent) = path.parent() {
                std::fs::create_dir_all(parent).map_err(|source| PluginError::Io { path: parent.to_path_buf(), source })?;
            }
            std::fs::write(&path, &file.contents).map_err(|source| PluginError::Io { path: path.clone(), source })?;
        }
        Ok(generated)
    }

    /// `docusaurus clean-api-docs all`: removes the generated files (`*.api.mdx`, `*.info.mdx`,
    /// `*.tag.mdx`, `*.schema.mdx`, `sidebar.ts`) from each `outputDir`, the spaces of a folder's
    /// specs and `schemas/` included, and the folders that leaves empty; returns what it removed.
    pub fn clean_api_docs(&self, site_dir: &Path) -> Result<Vec<PathBuf>, PluginError> {
        let mut removed = Vec::new();
        for cfg in &self.specs {
            let dir = site_dir.join(output_dir(&cfg.output_dir));
            for path in generated_files(&dir, |p| is_generated_page(p) || is_props_file(p)) {
                let path = dir.join(path);
                std::fs::remove_file(&path).map_err(|source| PluginError::Io { path: path.clone(), source })?;
                remove_empty_parents(&path, &dir);
                removed.push(path);
            }
            let sidebar = dir.join("sidebar.ts");
            if sidebar.is_file() {
                std::fs::remove_file(&sidebar).map_err(|source| PluginError::Io { path: sidebar.clone(), source })?;
                removed.push(sidebar);
            }
        }
        removed.sort();
        Ok(removed)
    }
}

/// An `outputDir` as a relative path (`./docs/api/` → `docs/api`).
fn output_dir(output_dir: &str) -> PathBuf {
    PathBuf::from(output_dir.trim_start_matches("./").trim_end_matches('/'))
}

/// Removes the folders between `file` and `root` that are empty now.
fn remove_empty_parents(file: &Path, root: &Path) {
    let mut dir = file.parent();
    while let Some(d) = dir.filter(|d| *d != root && d.starts_with(root)) {
        if std::fs::remove_dir(d).is_err() {
            break;
        }
        dir = d.parent();
    }
}

/// The MDX files `gen-api-docs` writes for one spec, relative to the `outputDir`, in the
/// order [`OpenApiPlugin::generate_api_docs`] writes them: the info page, the tag pages, the
/// operations, the schemas.
pub(crate) fn planned_files(api: &Api, layout: &Layout, options: &SidebarOptions, space: Option<&str>) -> Vec<PathBuf> {
    let dir = space.map(PathBuf::from).unwrap_or_default();
    let mut files = vec![dir.join(format!("{}.info.mdx", model::info_slug(api.title())))];
    files.extend(layout.tag_pages(options).map(|(group, _)| dir.join(format!("{}.tag.mdx", group.slug()))));
    files.extend(api.operations.iter().map(|op| dir.join(format!("{}.api.mdx", op.slug))));
    files.extend(layout.schemas.iter().map(|schema| dir.join("schemas").join(format!("{}.schema.mdx", schema.slug))));
    files
}

/// The generated MDX files under `dir` (any depth), relative to it, sorted.
fn committed_files(dir: &Path) -> Vec<PathBuf> {
    generated_files(dir, is_generated_page)
}

/// The files under `dir` (any depth) that `generated` picks, relative to it, sorted.
fn generated_files(dir: &Path, generated: impl Fn(&Path) -> bool) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = walkdir::WalkDir::new(dir)
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_file() && generated(e.path()))
        .filter_map(|e| e.path().strip_prefix(dir).ok().map(Path::to_path_buf))
        .collect();
    files.sort();
    files
}

/// A site that commits what `gen-api-docs` wrote: Docusaurus builds those files, ferrosaurus
/// builds the same pages from the spec (the docs plugin leaves the files to this plugin). When
/// the files and the spec no longer agree, the two builds differ: each side gets one warning.
pub(crate) fn check_committed_files(site_dir: &Path, output: &str, spec_path: &Path, planned: &[PathBuf], diagnostics: &mut Vec<Diagnostic>) {
    let rel = output_dir(output);
    let committed = committed_files(&site_dir.join(&rel));
    if committed.is_empty() {
        return;
    }
    let list = |files: Vec<&PathBuf>| files.iter().map(|f| f.display().to_string()).collect::<Vec<_>>().join(", ");
    let stale: Vec<&PathBuf> = committed.iter().filter(|f| !planned.contains(f)).collect();
    if !stale.is_empty() {
        diagnostics.push(
            Diagnostic::warning(format!(
                "{} holds pages `gen-api-docs` wrote that {} no longer has: {} (Docusaurus would still build them; ferrosaurus builds the API from the spec)",
                rel.display(),
                spec_path.display(),
                list(stale)
            ))
            .in_file(&rel)
            .with_help("run `ferrosaurus clean-api-docs` then `ferrosaurus gen-api-docs` to write the files again"),
        );
    }
    let missing: Vec<&PathBuf> = planned.iter().filter(|f| !committed.contains(f)).collect();
    if !missing.is_empty() {
        diagnostics.push(
            Diagnostic::warning(format!(
                "{} has pages that {} holds no generated file for: {} (Docusaurus would not build them; ferrosaurus does)",
                spec_path.display(),
                rel.display(),
                list(missing)
            ))
            .in_file(&rel)
            .with_help("run `ferrosaurus gen-api-docs` to write them"),
        );
    }
}

/// One generated file, relative to the site folder.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct GeneratedFile {
    /// Where it goes (`docs/api/get-pet.api.mdx`).
    pub path: PathBuf,
    /// Its text.
    pub contents: String,
}

/// The file suffixes `clean-api-docs` removes.
pub(crate) const GENERATED_SUFFIXES: [&str; 4] = [".api.mdx", ".info.mdx", ".tag.mdx", ".schema.mdx"];

/// A JSON string literal (front matter values and JSX props).
fn js(value: &str) -> String {
    serde_json::to_string(value).unwrap_or_default()
}

/// Markdown for an MDX body: braces and `<` escaped so the text is not read as JSX.
fn mdx_text(markdown: &str) -> String {
    let mut out = String::with_capacity(markdown.len());
    let mut in_code = false;
    for c in markdown.chars() {
        if c == '`' {
            in_code = !in_code;
        }
        match c {
            '{' | '}' if !in_code => {
                out.push('\\');
                out.push(c);
            }
            '<' if !in_code => out.push_str("&lt;"),
            _ => out.push(c),
        }
    }
    out
}

/// The `api` front matter value: the operation JSON, zlib-deflated, in base64.
fn deflated(value: &Value) -> String {
    let mut encoder = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::best());
    let _ = encoder.write_all(value.to_string().as_bytes());
    let bytes = encoder.finish().unwrap_or_default();
    base64::engine::general_purpose::STANDARD.encode(bytes)
}

/// The operation as the plugin stores it in `api`: the operation object with its method, path,
/// merged parameters, request body and responses, servers, the security schemes it uses and
/// the spec's info, every `$ref` replaced by what it names (a schema inside itself stays a
/// `$ref`).
fn operation_json(api: &Api, op: &Operation) -> Value {
    let pointer = op.pointer();
    let mut value = api.doc.pointer(&pointer).cloned().unwrap_or_else(|| json!({}));
    if let Some(map) = value.as_object_mut() {
        map.insert("method".into(), Value::from(op.method_name()));
        map.insert("path".into(), Value::from(op.api_path()));
        map.insert("parameters".into(), serde_json::to_value(&op.parameters).unwrap_or(Value::Null));
        if let Some(body) = op.op.request_body.as_ref().and_then(|b| api.resolve(b)) {
            map.insert("requestBody".into(), serde_json::to_value(body).unwrap_or(Value::Null));
        }
        let responses: serde_json::Map<String, Value> =
            op.op.responses.iter().flatten().filter_map(|(code, r)| Some((code.clone(), serde_json::to_value(api.resolve(r)?).ok()?))).collect();
        map.insert("responses".into(), Value::Object(responses));
        if !op.servers.is_empty() {
            map.insert("servers".into(), serde_json::to_value(&op.servers).unwrap_or(Value::Null));
        }
        let schemes: serde_json::Map<String, Value> = api
            .security_of(op)
            .iter()
            .flat_map(|r| r.0.keys())
            .filter_map(|name| Some((name.clone(), serde_json::to_value(api.security_scheme(name)?).ok()?)))
            .collect();
        if !schemes.is_empty() {
            map.insert("securitySchemes".into(), Value::Object(schemes));
        }
        map.insert("info".into(), api.doc.get("info").cloned().unwrap_or(Value::Null));
    }
    dereference(&api.doc, &mut value, &mut Vec::new());
    value
}

/// Replaces each local `$ref` by a copy of its target, recursively; a reference to something
/// already being expanded stays as it is.
fn dereference(doc: &Value, value: &mut Value, stack: &mut Vec<String>) {
    match value {
        Value::Object(map) => {
            if let Some(Value::String(reference)) = map.get("$ref") {
                let reference = reference.clone();
                if stack.contains(&reference) || stack.len() > 32 {
                    return;
                }
                if let Some(mut target) = reference.strip_prefix('#').and_then(|p| doc.pointer(p)).cloned() {
                    stack.push(reference);
                    dereference(doc, &mut target, stack);
                    stack.pop();
                    *value = target;
                }
                return;
            }
            for (key, child) in map.iter_mut() {
                if !matches!(key.as_str(), "example" | "examples" | "default" | "enum" | "const") {
                    dereference(doc, child, stack);
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(|item| dereference(doc, item, stack)),
        _ => {}
    }
}

/// A JSON file `gen-api-docs` writes beside an MDX file: the props of one of its components
/// (the plugin's `externalJsonProps`, on by default since v5), spread into it with
/// `{...require("./<file>")}`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct PropsFile {
    /// `<id>.<Component>.json`, beside the MDX file.
    pub(crate) name: String,
    pub(crate) json: String,
}

/// The components an MDX file uses and their props files, named as the plugin names them.
struct Components {
    base: String,
    files: Vec<PropsFile>,
}

impl Components {
    fn new(base: &str) -> Self {
        Self { base: base.to_string(), files: Vec::new() }
    }

    /// `<Tag …>` with its props in a JSON file (the plugin's `create()` with externalization):
    /// props that are all missing stay inline (none).
    fn element(&mut self, tag: &str, props: &[(&str, Option<&Value>)]) -> String {
        let present: serde_json::Map<String, Value> = props.iter().filter_map(|(k, v)| v.filter(|v| !v.is_null()).map(|v| (k.to_string(), v.clone()))).collect();
        if present.is_empty() {
            return format!("<{tag}>\n  \n</{tag}>\n\n");
        }
        let count = self.files.iter().filter(|f| f.name.starts_with(&format!("{}.{tag}.", self.base))).count() + 1;
        let suffix = if count > 1 { format!(".{count}") } else { String::new() };
        let name = format!("{}.{tag}{suffix}.json", self.base);
        self.files.push(PropsFile { name: name.clone(), json: Value::Object(present).to_string() });
        format!("<{tag}\n  {{...require(\"./{name}\")}}\n>\n  \n</{tag}>\n\n")
    }
}

/// `<id>.api.mdx` and its props files.
pub(crate) fn api_mdx(api: &Api, op: &Operation, info_path: &str, proxy: Option<&Proxy>, hide_send_button: bool) -> (String, Vec<PropsFile>) {
    let operation = operation_json(api, op);
    let description = op.description().unwrap_or("");
    let mut out = String::from("---\n");
    let _ = writeln!(out, "id: {}", op.slug);
    let _ = writeln!(out, "title: {}", js(&op.title));
    let _ = writeln!(out, "description: {}", js(description.lines().find(|l| !l.trim().is_empty()).unwrap_or("").trim()));
    let _ = writeln!(out, "sidebar_label: {}", js(&op.title));
    out.push_str("hide_title: true\nhide_table_of_contents: true\n");
    let _ = writeln!(out, "api: {}", deflated(&operation));
    let deprecated = if op.deprecated() { " menu__list-item--deprecated" } else { "" };
    let _ = writeln!(out, "sidebar_class_name: \"{} api-method{deprecated}\"", op.method_name());
    let _ = writeln!(out, "info_path: {info_path}");
    out.push_str("custom_edit_url: null\n");
    if let Some(proxy) = proxy {
        // written as is, as the plugin's template does (a checked URL: nothing to quote)
        let _ = writeln!(out, "proxy: {}", proxy.as_str());
    }
    if hide_send_button {
        out.push_str("hide_send_button: true\n");
    }
    out.push_str("---\n\n");
    for (name, module) in [
        ("MethodEndpoint", "@theme/ApiExplorer/MethodEndpoint"),
        ("ParamsDetails", "@theme/ParamsDetails"),
        ("RequestSchema", "@theme/RequestSchema"),
        ("StatusCodes", "@theme/StatusCodes"),
        ("OperationTabs", "@theme/OperationTabs"),
        ("TabItem", "@theme/TabItem"),
        ("Heading", "@theme/Heading"),
        ("Translate", "@docusaurus/Translate"),
    ] {
        let _ = writeln!(out, "import {name} from \"{module}\";");
    }
    let _ = write!(out, "\n<Heading\n  as={{\"h1\"}}\n  className={{\"openapi__heading\"}}\n  children={{{}}}\n>\n</Heading>\n\n", js(&op.title));
    let _ = write!(out, "<MethodEndpoint\n  method={{{}}}\n  path={{{}}}\n  context={{\"endpoint\"}}\n>\n  \n</MethodEndpoint>\n\n", js(op.method_name()), js(op.api_path()));
    if op.deprecated() {
        out.push_str(":::caution deprecated\n\nThis endpoint has been deprecated and may be replaced or removed in future versions of the API.\n\n:::\n\n");
    }
    if !description.trim().is_empty() {
        let _ = write!(out, "{}\n\n", mdx_text(description.trim()));
    }
    let parameters = operation.get("parameters").filter(|p| p.as_array().is_some_and(|a| !a.is_empty()));
    let body = operation.get("requestBody");
    if parameters.is_some() || body.is_some() {
        out.push_str("<Heading\n  id={\"request\"}\n  as={\"h2\"}\n  className={\"openapi-tabs__heading\"}\n>\n  <Translate id=\"theme.openapi.request.title\">Request</Translate>\n</Heading>\n\n");
    }
    let mut components = Components::new(&op.slug);
    out.push_str(&components.element("ParamsDetails", &[("parameters", parameters)]));
    let title = Value::from("Body");
    out.push_str(&components.element("RequestSchema", &[("title", Some(&title)), ("body", body)]));
    out.push_str(&components.element("StatusCodes", &[("id", None), ("label", None), ("responses", operation.get("responses"))]));
    if let Some(callbacks) = callbacks_jsx(&mut components, operation.get("callbacks")) {
        // the plugin's template puts a line break after the page's markdown
        out.push_str(&callbacks);
        out.push('\n');
    }
    (out, components.files)
}


/// The "Callbacks" section the plugin (v4 and v5 alike) writes after the responses of an
/// operation with `callbacks`: a divider, a "Callbacks" heading, and an `OperationTabs` with a
/// tab per method of each callback (labelled `POST name`), each tab holding the callback's
/// `MethodEndpoint` (context `callback`), its description, its body (`RequestSchema`) and its
/// responses (`StatusCodes` labelled "Callbacks Responses"). As in the plugin, only the first
/// URL expression of a callback is shown, and the props of `RequestSchema` and `StatusCodes` go
/// to numbered JSON files after the operation's own (`<id>.StatusCodes.2.json`). `None` without
/// callbacks.
fn callbacks_jsx(components: &mut Components, callbacks: Option<&Value>) -> Option<String> {
    let callbacks = callbacks?.as_object().filter(|c| !c.is_empty())?;
    let mut tabs = String::new();
    for (name, callback) in callbacks {
        let Some((expression, path_item)) = callback.as_object().and_then(|c| c.iter().next()) else { continue };
        for method in crate::model::Method::CALLBACK_TABS.map(crate::model::Method::as_str) {
            let Some(operation) = path_item.get(method).filter(|o| o.is_object()) else { continue };
            let description = operation.get("description").and_then(Value::as_str).map(mdx_text).unwrap_or_default();
            let title = Value::from("Body");
            let mut content = jsx_element("MethodEndpoint", &[("method", Value::from(method)), ("path", Value::from(expression.as_str())), ("context", Value::from("callback"))], Some(""));
            let _ = write!(content, "\n\n\n\n{description}\n\n");
            content.push_str(&components.element("RequestSchema", &[("title", Some(&title)), ("body", operation.get("requestBody"))]));
            let (id, label) = (Value::from("callbacks-responses"), Value::from("Callbacks Responses"));
            content.push_str(&components.element("StatusCodes", &[("id", Some(&id)), ("label", Some(&label)), ("responses", operation.get("responses"))]));
            let tab_label = format!("{} {name}", method.to_ascii_uppercase());
            tabs.push_str(&jsx_element("TabItem", &[("label", Value::from(tab_label)), ("value", Value::from(format!("{method}-{name}")))], Some(&content)));
        }
    }
    let divider = jsx_element("div", &[("className", Value::from("openapi__divider"))], Some(""));
    let heading = jsx_element("Heading", &[("id", Value::from("callbacks")), ("as", Value::from("h2")), ("className", Value::from("openapi-tabs__heading")), ("children", Value::from("Callbacks"))], None);
    let operation_tabs = jsx_element("OperationTabs", &[("className", Value::from("openapi-tabs__operation"))], Some(&tabs));
    Some(jsx_element("div", &[], Some(&format!("{divider}{heading}{operation_tabs}"))))
}

/// A JSX element as the plugin's `create()` writes it: one prop a line, then the children
/// indented by two spaces (every line, blank ones too), or with `None` no children block (the
/// plugin's `inline` elements, whose text is a `children` prop).
fn jsx_element(tag: &str, props: &[(&str, Value)], children: Option<&str>) -> String {
    let mut out = format!("<{tag}");
    for (name, value) in props {
        let _ = write!(out, "\n  {name}={{{value}}}");
    }
    if !props.is_empty() {
        out.push('\n');
    }
    out.push_str(">\n");
    if let Some(children) = children {
        out.push_str("  ");
        for c in children.chars() {
            out.push(c);
            if c == '\n' {
                out.push_str("  ");
            }
        }
        out.push('\n');
    }
    let _ = write!(out, "</{tag}>");
    out
}

/// `<id>.info.mdx`: the sidebar's "Introduction"; with `categoryLinkSource: info` the plugin's
/// info template instead (labelled by the title, not placed in the sidebar, ending with a
/// DocCardList of the category it is the page of).
pub(crate) fn info_mdx(api: &Api, id: &str, link_source: CategoryLinkSource) -> String {
    let info = &api.spec.info;
    let linked = link_source == CategoryLinkSource::Info;
    let mut out = String::from("---\n");
    let _ = writeln!(out, "id: {id}");
    let _ = writeln!(out, "title: {}", js(api.title()));
    let _ = writeln!(out, "description: {}", js(info.description.as_deref().and_then(|d| d.lines().find(|l| !l.trim().is_empty())).unwrap_or("").trim()));
    if linked {
        let _ = writeln!(out, "sidebar_label: {}", js(api.title()));
        out.push_str("hide_title: true\ncustom_edit_url: null\n---\n\n");
    } else {
        out.push_str("sidebar_label: Introduction\nsidebar_position: 0\nhide_title: true\ncustom_edit_url: null\n---\n\n");
    }
    out.push_str("import ApiLogo from \"@theme/ApiLogo\";\nimport Heading from \"@theme/Heading\";\nimport SchemaTabs from \"@theme/SchemaTabs\";\nimport TabItem from \"@theme/TabItem\";\nimport Export from \"@theme/ApiExplorer/Export\";\n\n");
    if !info.version.is_empty() {
        let _ = write!(out, "<span\n  className={{\"theme-doc-version-badge badge badge--secondary\"}}\n  children={{{}}}\n>\n</span>\n\n", js(&format!("Version: {}", info.version)));
    }
    let _ = write!(out, "<Heading\n  as={{\"h1\"}}\n  className={{\"openapi__heading\"}}\n  children={{{}}}\n>\n</Heading>\n\n", js(api.title()));
    if let Some(desc) = &info.description {
        let _ = writeln!(out, "{}", mdx_text(desc.trim()));
    }
    if linked {
        out.push_str(DOC_CARD_LIST);
    }
    out
}

/// The end of the plugin's tag template and of its info template: a DocCardList of the
/// page's sidebar category.
const DOC_CARD_LIST: &str = "\n```mdx-code-block\nimport DocCardList from '@theme/DocCardList';\nimport {useCurrentSidebarCategory} from '@docusaurus/theme-common';\n\n<DocCardList items={useCurrentSidebarCategory().items}/>\n```\n";

/// `<id>.tag.mdx`: the tag's description and a DocCardList of its category. As the plugin
/// writes it, the title and the description are the tag's display name (`x-displayName`, else
/// its name).
pub(crate) fn tag_mdx(group: &TagGroup) -> String {
    let mut out = String::from("---\n");
    let _ = writeln!(out, "id: {}", group.slug());
    let label = group.label.lines().map(str::trim).find(|l| !l.is_empty()).unwrap_or(&group.name);
    let _ = writeln!(out, "title: {}", js(label));
    let _ = writeln!(out, "description: {}", js(label));
    out.push_str("custom_edit_url: null\n---\n\n");
    if let Some(desc) = &group.description {
        let _ = writeln!(out, "{}", mdx_text(desc.trim()));
    }
    out.push_str(DOC_CARD_LIST);
    out
}

/// `schemas/<id>.schema.mdx` (`showSchemas`) and its props file: the plugin's schema template,
/// the schema the `Schema` component's prop, an example generated from it as `sample`.
pub(crate) fn schema_mdx(api: &Api, page: &SchemaPage) -> (String, Vec<PropsFile>) {
    let schema = api.doc.pointer(&format!("/components/schemas/{}", model::source::escape_segment(&page.name))).cloned().unwrap_or_else(|| json!({}));
    let mut resolved = schema.clone();
    dereference(&api.doc, &mut resolved, &mut vec![format!("#/components/schemas/{}", model::source::escape_segment(&page.name))]);
    let description = schema.get("description").and_then(Value::as_str).unwrap_or("");
    let sample = api.spec.components.as_ref().and_then(|c| c.schemas.get(&page.name)).map(|s| crate::schema::SchemaWalker::new(api, crate::schema::Direction::Response).example(s)).unwrap_or(Value::Null);
    let mut out = String::from("---\n");
    let _ = writeln!(out, "id: {}", page.slug);
    let _ = writeln!(out, "title: {}", js(&page.title));
    let _ = writeln!(out, "description: {}", js(description.lines().map(str::trim).find(|l| !l.is_empty()).unwrap_or("")));
    let _ = writeln!(out, "sidebar_label: {}", js(&page.title));
    out.push_str("hide_title: true\nhide_table_of_contents: true\nschema: true\n");
    let _ = writeln!(out, "sample: {sample}");
    out.push_str("custom_edit_url: null\n---\n\n");
    out.push_str("import Schema from \"@theme/Schema\";\nimport Heading from \"@theme/Heading\";\n\n");
    let _ = write!(out, "<Heading\n  as={{\"h1\"}}\n  className={{\"openapi__heading\"}}\n  children={{{}}}\n>\n</Heading>\n\n", js(&page.title));
    if !description.trim().is_empty() {
        let _ = write!(out, "{}\n\n", mdx_text(description.trim()));
    }
    let mut components = Components::new(&page.slug);
    out.push_str(components.element("Schema", &[("schema", Some(&resolved)), ("schemaType", Some(&Value::from("response")))]).trim_end());
    out.push('\n');
    (out, components.files)
}

/// `sidebar.ts`: the sidebar the plugin writes, from the items the pages use; `links` gives
/// the doc id of a category's link (doc id, permalink).
pub(crate) fn sidebar_ts(items: &[SidebarItem], links: &[(String, String)]) -> String {
    let mut out = String::from("import type { SidebarsConfig } from \"@docusaurus/plugin-content-docs\";\n\nconst sidebar: SidebarsConfig = {\n  apisidebar: [\n");
    for item in items {
        write_item(&mut out, item, 4, links);
    }
    out.push_str("  ],\n};\n\nexport default sidebar.apisidebar;\n");
    out
}

fn write_item(out: &mut String, item: &SidebarItem, indent: usize, links: &[(String, String)]) {
    let pad = " ".repeat(indent);
    match item {
        SidebarItem::Link { label, doc_id: Some(id), class_name, .. } => {
            let _ = write!(out, "{pad}{{\n{pad}  type: \"doc\",\n{pad}  id: {},\n", js(id));
            if class_name.is_some() {
                let _ = writeln!(out, "{pad}  label: {},", js(label));
            }
            if let Some(class) = class_name {
                let _ = writeln!(out, "{pad}  className: {},", js(class));
            }
            let _ = writeln!(out, "{pad}}},");
        }
        SidebarItem::Category { label, items, href, collapsed, collapsible, .. } => {
            let _ = write!(out, "{pad}{{\n{pad}  type: \"category\",\n{pad}  label: {},\n", js(label));
            if let Some((id, _)) = href.as_ref().and_then(|h| links.iter().find(|(_, permalink)| permalink == h)) {
                let _ = write!(out, "{pad}  link: {{\n{pad}    type: \"doc\",\n{pad}    id: {},\n{pad}  }},\n", js(id));
            }
            // the plugin writes these only when `sidebarOptions` sets them off their defaults
            if !*collapsible {
                let _ = writeln!(out, "{pad}  collapsible: false,");
            }
            if !*collapsed {
                let _ = writeln!(out, "{pad}  collapsed: false,");
            }
            let _ = writeln!(out, "{pad}  items: [");
            for child in items {
                write_item(out, child, indent + 4, links);
            }
            let _ = writeln!(out, "{pad}  ],\n{pad}}},");
        }
        _ => {}
    }
}

/// Whether a file is a props file `gen-api-docs` writes beside a page
/// (`<id>.<Component>[.<n>].json`).
pub(crate) fn is_props_file(path: &Path) -> bool {
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
    let Some(stem) = name.strip_suffix(".json") else { return false };
    let stem = stem.trim_end_matches(|c: char| c.is_ascii_digit()).trim_end_matches('.');
    ["ParamsDetails", "RequestSchema", "StatusCodes", "Schema", "SchemaItem"].iter().any(|c| stem.ends_with(&format!(".{c}")))
}

/// Whether a file is a page `gen-api-docs` writes (by its name).
pub(crate) fn is_generated_page(path: &Path) -> bool {
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
    GENERATED_SUFFIXES.iter().any(|s| name.ends_with(s))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read as _;

    #[test]
    fn api_front_matter_inflates_back_to_the_operation() {
        let api = crate::model::test_api("openapi: 3.1.0\ninfo: {title: T, version: '1'}\npaths:\n  /pets/{id}:\n    get:\n      operationId: getPet\n      summary: Get {a} pet\n      description: Uses <b> and {x}, `{y}`.\n      responses: {'200': {description: ok}}\n");
        let (mdx, props) = api_mdx(&api, &api.operations[0], "docs/api/t", None, true);
        let encoded = mdx.lines().find_map(|l| l.strip_prefix("api: ")).unwrap();
        let bytes = base64::engine::general_purpose::STANDARD.decode(encoded).unwrap();
        let mut text = String::new();
        flate2::read::ZlibDecoder::new(&bytes[..]).read_to_string(&mut text).unwrap();
        let value: Value = serde_json::from_str(&text).unwrap();
        assert_eq!((value["method"].as_str(), value["path"].as_str()), (Some("get"), Some("/pets/{id}")));
        assert_eq!(value["info"]["title"], "T");
        assert!(mdx.contains("title: \"Get {a} pet\"") && mdx.contains("sidebar_class_name: \"get api-method\"") && mdx.contains("hide_send_button: true"));
        assert!(mdx.contains("Uses &lt;b> and \\{x\\}, `{y}`."), "{mdx}");
        assert!(!mdx.contains("proxy:"), "no proxy line without a proxy");
        // the components' props in JSON files beside it, as the plugin (v5) writes them
        let names: Vec<&str> = props.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["get-pet.RequestSchema.json", "get-pet.StatusCodes.json"], "no parameters: no ParamsDetails file");
        assert_eq!(props[0].json, r#"{"title":"Body"}"#);
        assert!(mdx.contains("<ParamsDetails>\n  \n</ParamsDetails>\n\n<RequestSchema\n  {...require(\"./get-pet.RequestSchema.json\")}\n>"), "{mdx}");
        assert!(props[1].json.starts_with(r#"{"responses":{"200":{"description":"ok""#), "{}", props[1].json);
    }

    /// The plugin's template writes `proxy:` after `custom_edit_url` and before
    /// `hide_send_button`.
    #[test]
    fn the_proxy_goes_into_the_front_matter() {
        let api = crate::model::test_api("openapi: 3.1.0\ninfo: {title: T, version: '1'}\npaths:\n  /x:\n    get:\n      operationId: getX\n      responses: {'200': {description: ok}}\n");
        let proxy = Proxy::parse("https://cors.pan.dev").unwrap();
        let (mdx, _) = api_mdx(&api, &api.operations[0], "api/t", Some(&proxy), true);
        assert!(mdx.contains("custom_edit_url: null\nproxy: https://cors.pan.dev\nhide_send_button: true\n---"), "{mdx}");
    }

    #[test]
    fn refs_are_dereferenced_and_cycles_kept() {
        let doc = json!({"components": {"schemas": {"Node": {"properties": {"next": {"$ref": "#/components/schemas/Node"}, "tag": {"$ref": "#/components/schemas/Tag"}}}, "Tag": {"type": "string"}}}});
        let mut value = json!({"schema": {"$ref": "#/components/schemas/Node"}});
        dereference(&doc, &mut value, &mut Vec::new());
        assert_eq!(value["schema"]["properties"]["tag"], json!({"type": "string"}));
        assert_eq!(value["schema"]["properties"]["next"], json!({"$ref": "#/components/schemas/Node"}));
    }

    #[test]
    fn generated_names() {
        assert!(is_generated_page(Path::new("docs/api/get-pet.api.mdx")) && is_generated_page(Path::new("docs/api/schemas/pet.schema.mdx")));
        assert!(!is_generated_page(Path::new("docs/api/intro.mdx")) && !is_generated_page(Path::new("docs/api/sidebar.ts")));
        assert!(is_props_file(Path::new("docs/api/list-pets.StatusCodes.2.json")) && is_props_file(Path::new("docs/api/schemas/pet.Schema.json")));
        assert!(!is_props_file(Path::new("docs/api/versions.json")) && !is_props_file(Path::new("docs/api/pets.json")));
    }
}
