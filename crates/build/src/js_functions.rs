//! The config's JS functions for plugins (`ferrosaurus_core::JsFunctions`), backed by the Node
//! host that evaluated the config: `createSitemapItems`, `createRedirects`, the blog's
//! `editUrl`, `readingTime` and `feedOptions.createFeedItems` run there with their real
//! closures. (Docs' `editUrl` functions are applied by `edit_url.rs` after the content phase.)

use std::sync::Arc;

use ferrosaurus_core::{JsCallError, JsFunction, JsFunctions};
use ferrosaurus_node_host::NodeHost;
use serde_json::Value;

/// Calls functions in a running Node host.
#[derive(Clone)]
pub(crate) struct HostFunctions(Arc<NodeHost>);

impl HostFunctions {
    /// Functions of the host that evaluated the config.
    pub(crate) fn new(host: Arc<NodeHost>) -> Self {
        Self(host)
    }
}

impl std::fmt::Debug for HostFunctions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("HostFunctions")
    }
}

impl JsFunctions for HostFunctions {
    fn call(&self, function: JsFunction, args: &[Value]) -> Result<Value, JsCallError> {
        self.0.call(function.0, args).map_err(|e| JsCallError::new(e.to_string()))
    }

    fn define(&self, source: &str) -> Result<JsFunction, JsCallError> {
        self.0.define_function(source).map(JsFunction).map_err(|e| JsCallError::new(e.to_string()))
    }
}
