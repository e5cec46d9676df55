//! Functions of the site's config written in JavaScript (`createSitemapItems`,
//! `createRedirects`, the blog's `editUrl`, `readingTime`, `feedOptions.createFeedItems`...).
//! They reach a plugin's options as handles (`{"$handle": {"id": 3, "kind": "function"}}`,
//! see `ferrosaurus-node-host`) and are called through [`JsFunctions`], which the build backs
//! with the Node host that evaluated the config. A plugin finds it in
//! [`LoadContext::js`](crate::LoadContext) and [`PostBuildContext::js`](crate::PostBuildContext).
//!
//! ```
//! use ferrosaurus_core::JsFunction;
//! let option = serde_json::json!({"$handle": {"id": 3, "kind": "function", "name": "createRedirects"}});
//! let f = JsFunction::from_value(&option).unwrap();
//! assert_eq!(f, JsFunction(3));
//! assert_eq!(f.as_argument(), serde_json::json!({"$handle": {"id": 3}}));
//! assert!(JsFunction::from_value(&serde_json::json!({"$handle": {"id": 4, "kind": "object"}})).is_none());
//! ```

use serde_json::{json, Value};

/// A JS function of the config, by its handle id in the Node host.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct JsFunction(pub u64);

impl JsFunction {
    /// The function a config value stands for, when it is a function handle.
    pub fn from_value(value: &Value) -> Option<Self> {
        let handle = value.as_object().filter(|m| m.len() == 1)?.get("$handle")?;
        match handle.get("kind").and_then(Value::as_str) {
            None | Some("function") => handle.get("id")?.as_u64().map(Self),
            Some(_) => None,
        }
    }

    /// The function as an argument of another call: the host passes the JS function itself.
    pub fn as_argument(self) -> Value {
        json!({"$handle": {"id": self.0}})
    }
}

/// A JS function threw (or its promise rejected), or the host could not run it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
#[non_exhaustive]
pub struct JsCallError {
    /// The JS error as Node reports it (file and line of site code when known).
    pub message: String,
}

impl JsCallError {
    /// An error with this message.
    pub fn new(message: impl Into<String>) -> Self {
        Self { message: message.into() }
    }
}

/// Calls JS functions of the config (in the build: the Node host that evaluated it).
pub trait JsFunctions: Send + Sync + std::fmt::Debug {
    /// Calls `function` with JSON arguments and awaits a promise it returns. A function
    /// handle among the arguments ([`JsFunction::as_argument`]) is passed as the function.
    fn call(&self, function: JsFunction, args: &[Value]) -> Result<Value, JsCallError>;

    /// A function from JS source (an expression such as `(items) => items.length`): glue a
    /// plugin runs around the config's functions, for example to hand them a default
    /// implementation to call back.
    fn define(&self, source: &str) -> Result<JsFunction, JsCallError>;
}
