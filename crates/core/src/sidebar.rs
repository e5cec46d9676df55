//! Rendered sidebar items: what `__data/sidebar-<id>.<hash>.json` holds.

use serde::{Deserialize, Serialize};

/// One item of a rendered sidebar, as the theme's DocSidebar receives it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum SidebarItem {
    /// A doc or an external link.
    #[serde(rename_all = "camelCase")]
    Link {
        /// Shown text.
        label: String,
        /// Target URL.
        href: String,
        /// Set for doc links.
        #[serde(skip_serializing_if = "Option::is_none")]
        #[cfg_attr(test, ts(optional))]
        doc_id: Option<String>,
        /// Extra CSS class.
        #[serde(skip_serializing_if = "Option::is_none")]
        #[cfg_attr(test, ts(optional))]
        class_name: Option<String>,
        /// Unlisted docs are hidden unless active.
        #[serde(skip_serializing_if = "std::ops::Not::not", default)]
        unlisted: bool,
    },
    /// A category of items.
    #[serde(rename_all = "camelCase")]
    Category {
        /// Shown text.
        label: String,
        /// The category's own page (index doc or generated index).
        #[serde(skip_serializing_if = "Option::is_none")]
        #[cfg_attr(test, ts(optional))]
        href: Option<String>,
        /// Children.
        items: Vec<SidebarItem>,
        /// Starts collapsed (unless active).
        collapsed: bool,
        /// Can be collapsed at all.
        collapsible: bool,
        /// Extra CSS class.
        #[serde(skip_serializing_if = "Option::is_none")]
        #[cfg_attr(test, ts(optional))]
        class_name: Option<String>,
    },
    /// Raw HTML in an `<li>`.
    #[serde(rename_all = "camelCase")]
    Html {
        /// The HTML.
        value: String,
        /// Use the menu item padding.
        #[serde(default)]
        default_style: bool,
        /// Extra CSS class.
        #[serde(skip_serializing_if = "Option::is_none")]
        #[cfg_attr(test, ts(optional))]
        class_name: Option<String>,
    },
}
