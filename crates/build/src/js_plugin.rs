//! A Docusaurus plugin written in JavaScript (a local file, an npm package ferrosaurus does not
//! implement, or a function in the config), run in the Node host with the real lifecycle API.
//! Its `addRoute` components are bundled and rendered like the site's React pages;
//! `createData` results become the route component's props; `setGlobalData` is readable with
//! `usePluginData`; `postBuild` writes into the output folder before it is swapped in.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use ferrosaurus_core::{
    Actions, Diagnostic, HtmlTag, HtmlTags, LoadContext, PageData, PageKind, Plugin, PluginEntry, PluginError, PluginModule,
    PostBuildContext, PostBuildOutput, Route,
};
use ferrosaurus_node_host::{HostError, NodeHost};
use serde_json::{json, Value};

/// Hooks that have no meaning without webpack: reported once, not run. (`configurePostCss`
/// runs: [`crate::post_css`].)
const WEBPACK_HOOKS: &[&str] = &["configureWebpack"];

/// One JS plugin instance living in the Node host.
pub(crate) struct JsPlugin {
    host: Arc<NodeHost>,
    handle: u64,
    name: String,
    id: String,
    hooks: Vec<String>,
    /// Docusaurus's `plugin.path`: the folder of the plugin's module (the site folder for a
    /// plugin given as a function); relative client modules and theme paths start there.
    dir: Option<PathBuf>,
}

impl JsPlugin {
    /// Runs the plugin's constructor `(context, options)` in Node.
    pub(crate) fn new(host: Arc<NodeHost>, entry: &PluginEntry, site_dir: &Path, diagnostics: &mut Vec<Diagnostic>) -> Result<Self, PluginError> {
        let mut request = json!({
            "options": entry.options,
            "pluginId": entry.id(),
            "label": entry.name,
            "outDir": site_dir.join("build"),
        });
        match &entry.module {
            PluginModule::Function(handle) => request["handle"] = json!(handle),
            PluginModule::File(path) => {
                let file = if path.is_absolute() { path.clone() } else { site_dir.join(path) };
                let file = ferrosaurus_config::transpile::resolve_module_file(&file).ok_or_else(|| PluginError::Failed { message: format!("the plugin file {} does not exist", file.display()) })?;
                let modules = ferrosaurus_config::transpile::transpile_graph(&file).map_err(|e| PluginError::Failed { message: e.to_string() })?;
                let code: Vec<(PathBuf, String)> = modules.into_iter().map(|m| (m.path, m.code)).collect();
                host.add_modules(&code).map_err(js_error)?;
                request["module"] = json!(file);
            }
            PluginModule::Npm(name) => request["module"] = json!(name),
            _ => return Err(PluginError::Failed { message: format!("{} cannot run in Node", entry.name) }),
        }
        let reply = host.request("pluginInit", request, None).map_err(js_error)?;
        let handle = reply["plugin"].as_u64().ok_or_else(|| PluginError::Failed { message: format!("unexpected answer {reply}") })?;
        let hooks: Vec<String> = reply["hooks"].as_array().map(|a| a.iter().filter_map(|h| h.as_str().map(String::from)).collect()).unwrap_or_default();
        let name = reply["name"].as_str().unwrap_or(&entry.name).to_string();
        for hook in hooks.iter().filter(|h| WEBPACK_HOOKS.contains(&h.as_str())) {
            diagnostics.push(Diagnostic::warning(format!(
                "plugin `{name}` (`{}`) has a `{hook}` hook: not applicable, ferrosaurus bundles with SWC and lightningcss, not webpack; it is skipped",
                entry.origin
            )));
        }
        let dir = reply["path"].as_str().map(PathBuf::from);
        Ok(Self { host, handle, name, id: entry.id().to_string(), hooks, dir })
    }

    /// Where the plugin's relative client modules and theme paths start (Docusaurus's
    /// `plugin.path`): its module's folder, else the site's.
    fn base_dir<'a>(&'a self, ctx: &'a LoadContext<'_>) -> &'a Path {
        self.dir.as_deref().unwrap_or(ctx.site_dir)
    }

    /// Its handle in the Node host when it has a `configurePostCss` hook.
    pub(crate) fn post_css_handle(&self) -> Option<u64> {
        self.has("configurePostCss").then_some(self.handle)
    }

    fn has(&self, hook: &str) -> bool {
        self.hooks.iter().any(|h| h == hook)
    }

    fn hook(&self, hook: &str, extra: Value) -> Result<Value, PluginError> {
        let mut request = json!({"plugin": self.handle, "hook": hook});
        if let Value::Object(map) = extra {
            for (k, v) in map {
                request[k] = v;
            }
        }
        self.host.request("pluginHook", request, None).map_err(js_error)
    }

    /// Turns what `contentLoaded` recorded into routes, data and global data.
    fn apply_recorded(&self, recorded: &Value, ctx: &LoadContext<'_>, actions: &mut Actions) {
        if let Some(Value::Object(data)) = recorded.get("data") {
            for (name, text) in data {
                let text = text.as_str().unwrap_or_default();
                let value = serde_json::from_str(text).unwrap_or_else(|_| Value::String(text.to_string()));
                actions.create_data(name.clone(), value);
            }
        }
        if let Some(global) = recorded.get("globalData").filter(|v| !v.is_null()) {
            actions.set_global_data(global.clone());
        }
        let data_dir = ctx.site_dir.join(".docusaurus").join(&self.name).join(&self.id);
        for route in recorded.get("routes").and_then(Value::as_array).into_iter().flatten() {
            match self.route(route, &data_dir, actions) {
                Ok(r) => actions.add_route(r),
                Err(message) => actions.report(Diagnostic::warning(format!("plugin `{}`: a route it adds is skipped: {message}", self.name))),
            }
        }
    }

    fn route(&self, route: &Value, data_dir: &Path, actions: &mut Actions) -> Result<Route, String> {
        let path = route.get("path").and_then(Value::as_str).ok_or("it has no `path`")?;
        let component = route.get("component").and_then(Value::as_str).ok_or_else(|| format!("{path}: `component` must be a module path"))?;
        if route.get("routes").is_some_and(|r| r.as_array().is_some_and(|a| !a.is_empty())) {
            return Err(format!("{path}: nested `routes` are not supported yet"));
        }
        let mut props = serde_json::Map::new();
        if let Some(Value::Object(modules)) = route.get("modules") {
            for (prop, module) in modules {
                props.insert(prop.clone(), self.module_value(module, data_dir, actions));
            }
        }
        if let Some(extra) = route.get("props").and_then(Value::as_object) {
            props.extend(extra.clone());
        }
        let key = format!("plugin:{}:{}:{component}", self.name, self.id);
        actions.add_component(key.clone(), PathBuf::from(component));
        let mut page = PageData::new(path, PageKind::Component, "");
        page.component = Some(key);
        page.props = Some(Value::Object(props));
        Ok(Route::new(page, None))
    }

    /// A route module: data made with `createData` (by its path), or the module path itself.
    fn module_value(&self, module: &Value, data_dir: &Path, actions: &Actions) -> Value {
        let path = match module {
            Value::String(s) => s.as_str(),
            Value::Object(m) => m.get("path").and_then(Value::as_str).unwrap_or_default(),
            _ => return module.clone(),
        };
        Path::new(path)
            .strip_prefix(data_dir)
            .ok()
            .and_then(|name| actions.data(&ferrosaurus_core::DataRef(name.to_string_lossy().into_owned())).cloned())
            .unwrap_or_else(|| Value::String(path.to_string()))
    }
}

fn js_error(e: HostError) -> PluginError {
    let message = match &e {
        HostError::Js(js) => {
            let frames: Vec<&str> = js.stack.lines().skip(1).take(5).map(str::trim).collect();
            if frames.is_empty() { js.to_string() } else { format!("{js}\n    {}", frames.join("\n    ")) }
        }
        other => other.to_string(),
    };
    PluginError::Failed { message }
}

/// `injectHtmlTags`' answer: strings, tag objects, or arrays of them, per position.
fn html_tags(value: &Value) -> HtmlTags {
    fn tags(v: Option<&Value>) -> Vec<HtmlTag> {
        match v {
            None | Some(Value::Null) => Vec::new(),
            Some(Value::Array(a)) => a.iter().flat_map(|x| tags(Some(x))).collect(),
            Some(Value::String(s)) => vec![HtmlTag::Raw(s.clone())],
            Some(Value::Object(o)) => {
                let tag_name = o.get("tagName").and_then(Value::as_str).unwrap_or("meta").to_string();
                let attributes = o
                    .get("attributes")
                    .and_then(Value::as_object)
                    .map(|a| {
                        a.iter()
                            .filter(|(_, v)| !matches!(v, Value::Bool(false) | Value::Null))
                            .map(|(k, v)| (k.clone(), match v {
                                Value::Bool(true) => None,
                                Value::String(s) => Some(s.clone()),
                                other => Some(other.to_string()),
                            }))
                            .collect()
                    })
                    .unwrap_or_default();
                let inner_html = o.get("innerHTML").and_then(Value::as_str).map(String::from);
                vec![HtmlTag::Element { tag_name, attributes, inner_html }]
            }
            Some(other) => vec![HtmlTag::Raw(other.to_string())],
        }
    }
    let mut out = HtmlTags::default();
    out.head_tags = tags(value.get("headTags"));
    out.pre_body_tags = tags(value.get("preBodyTags"));
    out.post_body_tags = tags(value.get("postBodyTags"));
    out
}

fn paths(value: &Value, site_dir: &Path) -> Vec<PathBuf> {
    let one = |v: &Value| v.as_str().map(|s| if Path::new(s).is_absolute() { PathBuf::from(s) } else { site_dir.join(s) });
    match value {
        Value::Array(a) => a.iter().filter_map(one).collect(),
        other => one(other).into_iter().collect(),
    }
}

impl Plugin for JsPlugin {
    fn name(&self) -> &str {
        &self.name
    }

    fn id(&self) -> &str {
        &self.id
    }

    fn load_content(&mut self, _ctx: &LoadContext<'_>) -> Result<(), PluginError> {
        if self.has("loadContent") {
            self.hook("loadContent", Value::Null)?;
        }
        Ok(())
    }

    fn content_loaded(&mut self, ctx: &LoadContext<'_>, actions: &mut Actions) -> Result<(), PluginError> {
        if self.has("contentLoaded") {
            let recorded = self.hook("contentLoaded", Value::Null)?;
            self.apply_recorded(&recorded, ctx, actions);
        }
        Ok(())
    }

    fn all_content_loaded(&mut self, ctx: &LoadContext<'_>, _all: ferrosaurus_core::AllContent<'_>, actions: &mut Actions) -> Result<(), PluginError> {
        if self.has("allContentLoaded") {
            let recorded = self.hook("allContentLoaded", Value::Null)?;
            self.apply_recorded(&recorded, ctx, actions);
        }
        Ok(())
    }

    fn inject_html_tags(&self, _ctx: &LoadContext<'_>) -> Result<HtmlTags, PluginError> {
        if !self.has("injectHtmlTags") {
            return Ok(HtmlTags::default());
        }
        Ok(html_tags(&self.hook("injectHtmlTags", Value::Null)?))
    }

    fn client_modules(&self, ctx: &LoadContext<'_>) -> Vec<PathBuf> {
        if !self.has("getClientModules") {
            return Vec::new();
        }
        self.hook("getClientModules", Value::Null).map(|v| paths(&v, self.base_dir(ctx))).unwrap_or_default()
    }

    fn theme_path(&self, ctx: &LoadContext<'_>) -> Option<PathBuf> {
        let hook = ["getThemePath", "getTypeScriptThemePath"].into_iter().find(|h| self.has(h))?;
        self.hook(hook, Value::Null).ok().and_then(|v| paths(&v, self.base_dir(ctx)).into_iter().next())
    }

    fn paths_to_watch(&self, ctx: &LoadContext<'_>) -> Vec<PathBuf> {
        if !self.has("getPathsToWatch") {
            return Vec::new();
        }
        self.hook("getPathsToWatch", Value::Null).map(|v| paths(&v, ctx.site_dir)).unwrap_or_default()
    }

    fn post_build(&self, ctx: &PostBuildContext<'_>) -> Result<PostBuildOutput, PluginError> {
        if self.has("postBuild") {
            let routes_paths: Vec<&str> = ctx.routes.iter().map(|r| r.page.route.as_str()).collect();
            let props = json!({
                "outDir": ctx.out_dir,
                "siteDir": ctx.site_dir,
                "baseUrl": ctx.config.base_url,
                "routesPaths": routes_paths,
                "generatedFilesDir": ctx.site_dir.join(".docusaurus"),
            });
            self.hook("postBuild", json!({ "props": props }))?;
        }
        Ok(PostBuildOutput::default())
    }
}
