//! The model shared by every ferrosaurus crate.
//!
//! Nothing here does I/O: these are the values that flow between the stages of a build
//! (config → content → routes → rendered HTML), and the [`Diagnostic`] type every stage uses
//! to report a problem the site author must fix.
//!
//! ```
//! use ferrosaurus_core::{Diagnostic, Severity};
//! let d = Diagnostic::error("tags must be a list").at("docs/intro.md", 3, 1);
//! assert_eq!(d.severity, Severity::Error);
//! assert_eq!(d.to_string(), "error: docs/intro.md:3:1: tags must be a list");
//! ```

mod diagnostic;
mod front_matter;
mod i18n;
mod js;
mod navbar;
mod page;
mod plugin;
mod render_request;
mod site_config;
mod sidebar;
#[cfg(test)]
mod theme_types;
pub mod hash;
pub mod paths;
pub mod url;

pub use diagnostic::{Diagnostic, Diagnostics, Severity};
pub use front_matter::{FrontMatter, TagRef};
pub use i18n::{I18nConfig, LocaleConfig, LocaleDirection};
pub use js::{JsCallError, JsFunction, JsFunctions};
pub use navbar::{Navbar, NavbarItem, NavbarItemKind, UnknownNavbarItemKind};
pub use page::{
    BlogAuthor, BlogMeta, BlogPaginator, BlogPostSummary, BlogSidebar, Breadcrumb, DocMeta, DocVersionMeta, LastUpdate, NavLink, PageData, PageKind, RoutePlugin,
    TagLink, TocItem,
};
pub use plugin::{
    Actions, AllContent, BuiltRoute, CodeHighlighting, DataRef, FileBytes, HtmlTag, HtmlTags, LoadContext, MarkdownSource, Plugin, PluginError, PluginOutput, PostBuildContext,
    PostBuildOutput, ReadBuffer, Route, DEFAULT_PLUGIN_ID,
};
pub use render_request::{Globals, PageAssets, RenderRequest, SharedRefs};
pub use sidebar::SidebarItem;
pub use site_config::*;
