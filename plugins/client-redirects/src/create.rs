//! `createRedirects(existingPath)`: the config's function, called in its Node host for every
//! route path (without baseUrl) in one request. It returns a path, a list of paths or nothing;
//! each returned path gets a redirect page leading to that route. A path that is not a
//! pathname is an error, as in Docusaurus ("Some created redirects are invalid").

use ferrosaurus_core::{Diagnostic, JsFunction, JsFunctions};
use serde_json::{json, Value};

use crate::options::validate_from;
use crate::{Redirect, PLUGIN_NAME};

/// Calls the function once per path, as Docusaurus does (synchronously, `|| []`).
const GLUE: &str = "(createRedirects, paths) => paths.map((path) => createRedirects(path) || [])";

/// The redirects the function creates, or an error naming the plugin and the hook.
pub(crate) fn run(js: &dyn JsFunctions, function: JsFunction, paths: &[String]) -> Result<Vec<Redirect>, Box<Diagnostic>> {
    let fail = |message: String| Box::new(Diagnostic::error(format!("plugin `{PLUGIN_NAME}`, option `createRedirects`: {message}")));
    let glue = js.define(GLUE).map_err(|e| fail(e.to_string()))?;
    let returned = js.call(glue, &[function.as_argument(), json!(paths)]).map_err(|e| fail(format!("the function threw: {e}")))?;
    let Value::Array(per_path) = returned else { return Err(fail("no list came back".into())) };
    let mut redirects = Vec::new();
    let mut invalid = Vec::new();
    for (to, froms) in paths.iter().zip(per_path) {
        let froms = match froms {
            Value::String(one) => vec![Value::String(one)],
            Value::Array(many) => many,
            other => return Err(fail(format!("for `{to}` it returned {other}: it must return a path, a list of paths or undefined"))),
        };
        for from in froms {
            match from.as_str() {
                Some(from) if validate_from(from).is_ok() => redirects.push(Redirect { from: from.to_string(), to: to.clone() }),
                _ => invalid.push(format!("{from} -> {to}")),
            }
        }
    }
    if !invalid.is_empty() {
        return Err(fail(format!(
            "some created redirects are invalid (a `from` must be a pathname: it starts with / and has no ?query or #hash): {}",
            invalid.join(", ")
        )));
    }
    Ok(redirects)
}
