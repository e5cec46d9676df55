//! A Rust plugin of a program's own, next to ferrosaurus's built-in ones.
//!
//! `ChangelogPlugin` adds the route `/changelog`, rendered by the site's own React component
//! (`site/src/components/Changelog.tsx`) with the entries as its props, shares the latest
//! version as global data (`usePluginData('changelog')` in any component), and once every
//! page is written, its `post_build` writes `changelog.txt` listing the versions and how many
//! pages the site has.
//!
//! ```no_run
//! use ferrosaurus_build::{BuildOptions, Builder};
//! let report = Builder::new(BuildOptions::new("site"))
//!     .plugin(custom_plugin::ChangelogPlugin::new(vec![("1.1.0", "Faster builds"), ("1.0.0", "First release")]))
//!     .build()
//!     .unwrap();
//! println!("{report}");
//! ```

use ferrosaurus_core::{Actions, LoadContext, PageData, PageKind, Plugin, PluginError, PostBuildContext, PostBuildOutput, Route};
use serde_json::json;

/// The plugin: a list of (version, what changed).
#[derive(Debug, Clone)]
pub struct ChangelogPlugin {
    entries: Vec<(String, String)>,
}

impl ChangelogPlugin {
    /// A changelog, newest first.
    pub fn new(entries: Vec<(&str, &str)>) -> Self {
        Self { entries: entries.into_iter().map(|(v, t)| (v.to_string(), t.to_string())).collect() }
    }
}

impl Plugin for ChangelogPlugin {
    fn name(&self) -> &str {
        "changelog"
    }

    fn content_loaded(&mut self, ctx: &LoadContext<'_>, actions: &mut Actions) -> Result<(), PluginError> {
        let component = ctx.site_dir.join("src/components/Changelog.tsx");
        actions.add_component("changelog", component);
        let mut page = PageData::new(format!("{}changelog", ctx.config.base_url), PageKind::Component, "Changelog");
        page.component = Some("changelog".into());
        let entries: Vec<_> = self.entries.iter().map(|(version, text)| json!({"version": version, "text": text})).collect();
        page.props = Some(json!({ "entries": entries }));
        actions.add_route(Route::new(page, None));
        if let Some((latest, _)) = self.entries.first() {
            actions.set_global_data(json!({ "latest": latest }));
        }
        Ok(())
    }

    fn post_build(&self, ctx: &PostBuildContext<'_>) -> Result<PostBuildOutput, PluginError> {
        let mut text = String::new();
        for (version, change) in &self.entries {
            text.push_str(&format!("{version}: {change}\n"));
        }
        text.push_str(&format!("pages: {}\n", ctx.routes.len()));
        let mut out = PostBuildOutput::default();
        out.files.push(("changelog.txt".into(), text.into()));
        Ok(out)
    }
}
