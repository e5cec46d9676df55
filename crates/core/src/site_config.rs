//! The resolved site configuration (`docusaurus.config.*`), typed. `ferrosaurus-config` reads
//! the file and fills these; the theme receives the serializable parts in `globals.json`.

use indexmap::IndexMap;
use serde::{Deserialize, Serialize};

/// What to do with a broken link or a similar problem: Docusaurus's `ReportingSeverity`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum ReportingSeverity {
    /// Say nothing.
    Ignore,
    /// Informational line.
    Log,
    /// A warning.
    #[default]
    Warn,
    /// Fails the build.
    Throw,
}

/// The whole site configuration.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct SiteConfig {
    /// Site title (navbar, `<title>` suffix).
    pub title: String,
    /// Tagline.
    pub tagline: String,
    /// Production URL without the base path, e.g. `https://docs.example.com`.
    pub url: String,
    /// Base path, always starting and ending with `/`.
    pub base_url: String,
    /// Favicon path relative to static/.
    pub favicon: Option<String>,
    /// `true`: `/a/`, `false`: `/a`, `None`: as written.
    pub trailing_slash: Option<bool>,
    /// Severity of broken links found in the output.
    pub on_broken_links: ReportingSeverity,
    /// Severity of links to missing Markdown files.
    pub on_broken_markdown_links: ReportingSeverity,
    /// Severity of broken anchors.
    pub on_broken_anchors: ReportingSeverity,
    /// Severity of two routes at the same path (`onDuplicateRoutes`, default `warn`); below
    /// `throw`, one of them is served, as Docusaurus's router picks it.
    #[serde(default)]
    pub on_duplicate_routes: ReportingSeverity,
    /// Separator in `<title>`.
    pub title_delimiter: String,
    /// Free data for pages (`siteConfig.customFields`).
    #[cfg_attr(test, ts(type = "{ [key in string]: unknown }"))]
    pub custom_fields: IndexMap<String, serde_json::Value>,
    /// Show the base-URL issue banner on the home page.
    pub base_url_issue_banner: bool,
    /// Docs plugin instances (from the classic preset and `plugins`).
    #[serde(skip)]
    pub docs: Vec<DocsOptions>,
    /// Markdown features turned on by remark/rehype plugins and themes ferrosaurus implements.
    #[serde(skip)]
    pub markdown: MarkdownFeatures,
    /// Pages plugin options.
    #[serde(skip)]
    pub pages: PagesOptions,
    /// CSS files from the classic preset's `theme.customCss`, relative to the site folder.
    #[serde(skip)]
    pub custom_css: Vec<String>,
    /// Every plugin and theme the config names, presets expanded, in Docusaurus's order (docs
    /// and pages included; their options are also typed in `docs` and `pages`).
    #[serde(skip)]
    pub plugins: Vec<PluginEntry>,
    /// Theme configuration.
    pub theme_config: ThemeConfig,
    /// Static folders relative to the site folder.
    #[serde(skip)]
    pub static_directories: Vec<String>,
    /// `noIndex`: every page asks crawlers to stay away (`<meta name="robots" content="noindex, nofollow">`).
    #[serde(default)]
    pub no_index: bool,
    /// The config's `headTags`, `stylesheets` and `scripts`, as tags for every page's `<head>`
    /// (written after the plugins' own head tags, as Docusaurus does).
    #[serde(skip)]
    pub head_tags: Vec<crate::HtmlTag>,
    /// `i18n`: the locales, and the one this build is for.
    #[serde(default)]
    pub i18n: crate::I18nConfig,
}

impl SiteConfig {
    /// A minimal valid config (`title` "Test", `url` `https://example.com`, `baseUrl` `/`), for
    /// tests and programs that build pages without a config file.
    pub fn default_for_test() -> Self {
        SiteConfig {
            title: "Test".into(),
            tagline: String::new(),
            url: "https://example.com".into(),
            base_url: "/".into(),
            favicon: None,
            trailing_slash: None,
            on_broken_links: ReportingSeverity::Throw,
            on_broken_markdown_links: ReportingSeverity::Warn,
            on_broken_anchors: ReportingSeverity::Warn,
            on_duplicate_routes: ReportingSeverity::Warn,
            title_delimiter: "|".into(),
            custom_fields: IndexMap::new(),
            base_url_issue_banner: true,
            docs: Vec::new(),
            markdown: MarkdownFeatures::default(),
            pages: PagesOptions::default(),
            custom_css: Vec::new(),
            plugins: Vec::new(),
            theme_config: ThemeConfig::default(),
            static_directories: vec!["static".into()],
            no_index: false,
            head_tags: Vec::new(),
            i18n: crate::I18nConfig::default(),
        }
    }
}

/// A plugin or theme named in the config (directly, or by a preset), with its options as written.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[non_exhaustive]
pub struct PluginEntry {
    /// How the config names it: the npm name (`@docusaurus/plugin-pwa`), the path as written
    /// (`./src/plugins/foo`), or the function's name for a plugin given as a function.
    pub name: String,
    /// Options object (or null).
    pub options: serde_json::Value,
    /// Where its code is.
    pub module: PluginModule,
    /// Where the config names it (`plugins[2]`, `presets[0] (classic).blog`), for messages.
    pub origin: String,
    /// A plugin or a theme.
    pub kind: PluginKind,
}

impl PluginEntry {
    /// An entry for an npm package.
    pub fn npm(name: impl Into<String>, options: serde_json::Value, origin: impl Into<String>, kind: PluginKind) -> Self {
        let name = name.into();
        Self { module: PluginModule::Npm(name.clone()), name, options, origin: origin.into(), kind }
    }

    /// An entry whose code is elsewhere (a file, a JS function).
    pub fn new(name: impl Into<String>, options: serde_json::Value, module: PluginModule, origin: impl Into<String>, kind: PluginKind) -> Self {
        Self { name: name.into(), options, module, origin: origin.into(), kind }
    }

    /// The `id` option, `default` when there is none.
    pub fn id(&self) -> &str {
        self.options.get("id").and_then(serde_json::Value::as_str).unwrap_or(crate::DEFAULT_PLUGIN_ID)
    }
}

/// Where a configured plugin's code is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase", tag = "type", content = "value")]
#[non_exhaustive]
pub enum PluginModule {
    /// An npm package (a built-in Rust plugin when the registry knows the name).
    Npm(String),
    /// A JS file of the site (absolute path).
    File(std::path::PathBuf),
    /// A JS function living in the config's Node host (its handle id).
    Function(u64),
}

/// Plugins and themes are the same thing with different places in the config.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum PluginKind {
    /// From `plugins` (or a preset's plugins).
    Plugin,
    /// From `themes` (or a preset's themes).
    Theme,
}

/// Options of one docs plugin instance.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DocsOptions {
    /// Plugin id (`default`).
    pub id: String,
    /// Folder of docs relative to the site folder.
    pub path: String,
    /// URL base under baseUrl (`docs` by default; `/` for docs-only sites).
    pub route_base_path: String,
    /// `sidebarPath`: where the sidebars come from.
    #[serde(default)]
    pub sidebar_path: SidebarsOption,
    /// Category collapse defaults.
    pub sidebar_collapsible: bool,
    /// Categories start collapsed.
    pub sidebar_collapsed: bool,
    /// `editUrl` prefix.
    pub edit_url: Option<String>,
    /// `editUrl` as a JS function: its handle in the Node host that evaluated the config; the
    /// build calls it once per doc with `{version, versionDocsDirPath, docPath, permalink, locale}`.
    #[serde(skip)]
    pub edit_url_function: Option<u64>,
    /// `tags`: the tags file, relative to each version's docs folder (its translation first).
    #[serde(default)]
    pub tags: TagsFileOption,
    /// `onInlineTags`: what to do with a front matter tag the tags file does not declare.
    #[serde(default)]
    pub on_inline_tags: ReportingSeverity,
    /// Show breadcrumbs.
    pub breadcrumbs: bool,
    /// Theme component for docs (openapi-docs uses `@theme/ApiItem`).
    pub doc_item_component: Option<String>,
    /// Globs (relative to `path`) of files to include.
    pub include: Vec<String>,
    /// Globs to exclude.
    pub exclude: Vec<String>,
    /// Label of the current version (`versions.current.label`; Docusaurus shows "Next" without it).
    pub current_version_label: Option<String>,
    /// The sidebars file's export, when the config loader evaluated it (a JS program needs
    /// Node); `None`: the docs plugin reads the file itself.
    #[serde(skip)]
    pub evaluated_sidebars: Option<serde_json::Value>,
    /// `lastVersion`: the version served at the docs root (default: the newest in versions.json).
    #[serde(default)]
    pub last_version: Option<String>,
    /// `includeCurrentVersion` (true): build the docs folder as the version `current`.
    #[serde(default = "default_true")]
    pub include_current_version: bool,
    /// `onlyIncludeVersions`: build only these versions.
    #[serde(default)]
    pub only_include_versions: Option<Vec<String>>,
    /// `disableVersioning`: ignore versions.json.
    #[serde(default)]
    pub disable_versioning: bool,
    /// `versions`: per-version options by version name (`current` is the docs folder).
    #[serde(default)]
    pub versions: IndexMap<String, DocsVersionOptions>,
    /// `showLastUpdateTime`: docs show when their file was last changed (git).
    #[serde(default)]
    pub show_last_update_time: bool,
    /// `showLastUpdateAuthor`: docs show who changed their file last (git).
    #[serde(default)]
    pub show_last_update_author: bool,
}

fn default_true() -> bool {
    true
}

/// The content plugins' `tags` option (Docusaurus 3.4+): which tags file declares the tags.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum TagsFileOption {
    /// Not set: `tags.yml`, when the content folder has one.
    #[default]
    Default,
    /// `false` or `null`: no tags file; every tag is inline.
    Disabled,
    /// A file name that must exist in the content folder.
    Path(String),
}

impl TagsFileOption {
    /// The file name to look for, unless disabled.
    pub fn file_name(&self) -> Option<&str> {
        match self {
            TagsFileOption::Default => Some("tags.yml"),
            TagsFileOption::Disabled => None,
            TagsFileOption::Path(p) => Some(p),
        }
    }
}

/// The docs plugin's `sidebarPath` option: where a docs instance's sidebars come from.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum SidebarsOption {
    /// Not set: one sidebar, `defaultSidebar`, autogenerated from the docs folder.
    #[default]
    Autogenerated,
    /// `false`: no sidebars (versions keep their own sidebars files).
    Disabled,
    /// A sidebars file, relative to the site folder (absolute once the config loader has
    /// found the file it names, e.g. `sidebars.ts` for `./sidebars.js`).
    File(String),
}

impl SidebarsOption {
    /// The sidebars file, when the option names one.
    pub fn file(&self) -> Option<&str> {
        match self {
            SidebarsOption::File(path) => Some(path),
            SidebarsOption::Autogenerated | SidebarsOption::Disabled => None,
        }
    }
}

/// The options of one docs version (`versions: {X: {...}}`); `None` = Docusaurus's default.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[non_exhaustive]
pub struct DocsVersionOptions {
    /// Shown in the version dropdown and badge (`Next` for current, else the name).
    pub label: Option<String>,
    /// URL segment below `routeBasePath` (`next` for current, `` for the last, else the name).
    pub path: Option<String>,
    /// Banner above the docs (by position relative to the last version when `None`).
    pub banner: Option<VersionBanner>,
    /// Show the "Version: X" badge (true when there is more than one version).
    pub badge: Option<bool>,
    /// Pages of this version get `noindex, nofollow`.
    pub no_index: Option<bool>,
    /// Class on `<html>` for this version's pages (`docs-version-<name>`).
    pub class_name: Option<String>,
}

/// The banner a docs version shows above its docs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum VersionBanner {
    /// No banner.
    None,
    /// "This is unreleased documentation for {site} {label} version."
    Unreleased,
    /// "This is documentation for {site} {label}, which is no longer actively maintained."
    Unmaintained,
}

impl DocsOptions {
    /// Docusaurus's defaults for a docs plugin instance.
    pub fn defaults() -> Self {
        Self {
            id: "default".into(),
            path: "docs".into(),
            route_base_path: "docs".into(),
            sidebar_path: SidebarsOption::Autogenerated,
            sidebar_collapsible: true,
            sidebar_collapsed: true,
            edit_url: None,
            edit_url_function: None,
            tags: TagsFileOption::Default,
            on_inline_tags: ReportingSeverity::Warn,
            breadcrumbs: true,
            doc_item_component: None,
            include: vec!["**/*.{md,mdx}".into()],
            exclude: vec!["**/_*.{md,mdx}".into(), "**/_*/**".into(), "**/*.test.{js,jsx,ts,tsx}".into(), "**/__tests__/**".into()],
            current_version_label: None,
            evaluated_sidebars: None,
            last_version: None,
            include_current_version: true,
            only_include_versions: None,
            disable_versioning: false,
            versions: IndexMap::new(),
            show_last_update_time: false,
            show_last_update_author: false,
        }
    }
}

/// Options of the pages plugin.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PagesOptions {
    /// Folder of pages relative to the site folder.
    pub path: String,
    /// URL base under baseUrl.
    pub route_base_path: String,
    /// Whether the plugin is on.
    pub enabled: bool,
}

impl Default for PagesOptions {
    fn default() -> Self {
        Self { path: "src/pages".into(), route_base_path: "/".into(), enabled: true }
    }
}

/// `themeConfig`: typed where the theme relies on it, the rest kept as written.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(default)]
#[serde(rename_all = "camelCase")]
pub struct ThemeConfig {
    /// Navbar.
    pub navbar: crate::Navbar,
    /// Footer.
    pub footer: Option<Footer>,
    /// Colour mode.
    pub color_mode: ColorMode,
    /// Announcement bar.
    pub announcement_bar: Option<AnnouncementBar>,
    /// TOC levels.
    pub table_of_contents: TableOfContents,
    /// Extra `<meta>` tags.
    #[cfg_attr(test, ts(as = "Vec<std::collections::HashMap<String, String>>"))]
    pub metadata: Vec<IndexMap<String, String>>,
    /// Social card image.
    pub image: Option<String>,
    /// Prism options (only `additionalLanguages` is used: highlighting is done at build time).
    pub prism: Prism,
    /// Other keys (other themes' options), passed through.
    #[serde(flatten)]
    #[cfg_attr(test, ts(skip))]
    pub extra: IndexMap<String, serde_json::Value>,
}

/// Prism options.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(default)]
#[serde(rename_all = "camelCase")]
pub struct Prism {
    /// Extra languages to highlight.
    pub additional_languages: Vec<String>,
    /// Magic comments (`{className, line?, block?: {start, end}}`), as written.
    #[cfg_attr(test, ts(type = "Array<unknown> | null"))]
    pub magic_comments: Option<Vec<serde_json::Value>>,
    /// Fallback language of fenced blocks without one.
    pub default_language: Option<String>,
}

/// TOC levels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(default)]
#[serde(rename_all = "camelCase")]
pub struct TableOfContents {
    /// 2..=6.
    pub min_heading_level: u8,
    /// 2..=6, >= min.
    pub max_heading_level: u8,
}

impl Default for TableOfContents {
    fn default() -> Self {
        Self { min_heading_level: 2, max_heading_level: 3 }
    }
}

/// Colour mode options.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(default)]
#[serde(rename_all = "camelCase")]
pub struct ColorMode {
    /// `light` or `dark`.
    pub default_mode: String,
    /// Hide the switch.
    pub disable_switch: bool,
    /// Follow the OS preference when no choice is stored.
    pub respect_prefers_color_scheme: bool,
}

impl Default for ColorMode {
    fn default() -> Self {
        Self { default_mode: "light".into(), disable_switch: false, respect_prefers_color_scheme: false }
    }
}

/// Announcement bar.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct AnnouncementBar {
    /// Dismissal is remembered per id.
    #[serde(default = "default_announcement_id")]
    pub id: String,
    /// HTML content.
    pub content: String,
    /// CSS colour.
    pub background_color: Option<String>,
    /// CSS colour.
    pub text_color: Option<String>,
    /// Shows a close button.
    #[serde(default = "yes")]
    pub is_closeable: bool,
}

fn default_announcement_id() -> String {
    "announcement-bar".into()
}

fn yes() -> bool {
    true
}

/// A logo (navbar or footer).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(default)]
#[serde(rename_all = "camelCase")]
pub struct Logo {
    /// Alt text.
    pub alt: Option<String>,
    /// Image path (static/).
    pub src: String,
    /// Dark-mode image.
    pub src_dark: Option<String>,
    /// Link target.
    pub href: Option<String>,
    /// Width.
    #[cfg_attr(test, ts(type = "string | number | null"))]
    pub width: Option<serde_json::Value>,
    /// Height.
    #[cfg_attr(test, ts(type = "string | number | null"))]
    pub height: Option<serde_json::Value>,
    /// CSS class.
    pub class_name: Option<String>,
    /// Link target attribute.
    pub target: Option<String>,
}

/// Footer.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(default)]
#[serde(rename_all = "camelCase")]
pub struct Footer {
    /// `dark` or `light`.
    pub style: Option<String>,
    /// Logo.
    pub logo: Option<Logo>,
    /// Copyright HTML.
    pub copyright: Option<String>,
    /// Link columns (or a flat list of links).
    pub links: Vec<FooterColumn>,
}

/// A footer column.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(default)]
#[serde(rename_all = "camelCase")]
pub struct FooterColumn {
    /// Column heading.
    pub title: Option<String>,
    /// Links.
    pub items: Vec<FooterLink>,
}

/// A footer link.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(default)]
#[serde(rename_all = "camelCase")]
pub struct FooterLink {
    /// Shown text.
    pub label: Option<String>,
    /// Internal path.
    pub to: Option<String>,
    /// External URL.
    pub href: Option<String>,
    /// Raw HTML instead of a link.
    pub html: Option<String>,
    /// CSS class.
    pub class_name: Option<String>,
    /// aria-label.
    pub aria_label: Option<String>,
}

/// Markdown features the config turns on by naming remark/rehype plugins and themes that
/// ferrosaurus implements natively; `ferrosaurus-markdown` applies them.
#[derive(Debug, Clone, PartialEq, Default)]
#[non_exhaustive]
pub struct MarkdownFeatures {
    /// `@docusaurus/remark-plugin-npm2yarn` and its options.
    pub npm2yarn: Option<Npm2YarnOptions>,
    /// `remark-math` + `rehype-katex`: `$inline$` and `$$block$$` math rendered by KaTeX.
    pub math: bool,
    /// `markdown.mermaid: true` (with `@docusaurus/theme-mermaid`): `mermaid` fences are diagrams.
    pub mermaid: bool,
    /// The content plugins' `admonitions` option.
    pub admonitions: AdmonitionOptions,
}

/// Options of `@docusaurus/remark-plugin-npm2yarn`.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Npm2YarnOptions {
    /// `sync`: the tabs share the `npm2yarn` group (choosing one switches all).
    pub sync: bool,
    /// `converters`: the tabs after npm, in order (default yarn, pnpm).
    pub converters: Vec<PackageManager>,
}

impl Default for Npm2YarnOptions {
    fn default() -> Self {
        Self { sync: false, converters: vec![PackageManager::Yarn, PackageManager::Pnpm] }
    }
}

impl Npm2YarnOptions {
    /// Options with the given `sync` and `converters`.
    pub fn new(sync: bool, converters: Vec<PackageManager>) -> Self {
        Self { sync, converters }
    }
}

/// A package manager npm commands are converted to (npm-to-yarn's targets).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PackageManager {
    /// `yarn` (tab label "Yarn").
    Yarn,
    /// `pnpm` (tab label "pnpm").
    Pnpm,
    /// `bun` (tab label "Bun").
    Bun,
}

impl PackageManager {
    /// By npm-to-yarn's name (`yarn`, `pnpm`, `bun`).
    pub fn from_name(name: &str) -> Option<Self> {
        match name {
            "yarn" => Some(Self::Yarn),
            "pnpm" => Some(Self::Pnpm),
            "bun" => Some(Self::Bun),
            _ => None,
        }
    }
}

/// The content plugins' `admonitions` option (`false` turns admonitions off).
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct AdmonitionOptions {
    /// False for `admonitions: false`: no `:::` keyword is an admonition.
    pub enabled: bool,
    /// `keywords`: extra (or, without `extendDefaults`, the only) admonition keywords.
    pub keywords: Vec<String>,
    /// `extendDefaults` (default true): `keywords` add to the built-in ones.
    pub extend_defaults: bool,
}

impl Default for AdmonitionOptions {
    fn default() -> Self {
        Self { enabled: true, keywords: Vec::new(), extend_defaults: true }
    }
}

impl AdmonitionOptions {
    /// Options with the given keywords and `extendDefaults`.
    pub fn new(enabled: bool, keywords: Vec<String>, extend_defaults: bool) -> Self {
        Self { enabled, keywords, extend_defaults }
    }
}
