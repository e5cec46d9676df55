//! The TypeScript types of the data the theme reads, generated from the Rust types that
//! serialize it (with `ts-rs`, in tests only): `theme/src/generated/core.ts`, which
//! `theme/src/types.ts` re-exports: the page data and what it holds, and the site config as
//! `__data/globals.<hash>.json` carries it (`Globals`: `SiteConfig`, its `themeConfig` and
//! `i18n`). The test fails when the file and the Rust types differ;
//! `UPDATE_THEME_TYPES=1 cargo test -p ferrosaurus-core --lib theme_types` writes it again.

use std::path::PathBuf;

use ts_rs::{Config, TS};

use crate::{
    AnnouncementBar, ColorMode, Footer, FooterColumn, FooterLink, Globals, I18nConfig, LocaleConfig, Logo, Navbar, NavbarItem, Prism, SiteConfig,
    TableOfContents, ThemeConfig, BlogAuthor, BlogMeta, BlogPaginator, BlogPostSummary, BlogSidebar, Breadcrumb, DocMeta, DocVersionMeta, LastUpdate, LocaleDirection, NavLink,
    NavbarItemKind, PageAssets, PageData, PageKind, ReportingSeverity, RoutePlugin, SidebarItem, TagLink, TocItem, VersionBanner,
};

/// The generated file, relative to this crate.
const GENERATED: &str = "../../theme/src/generated/core.ts";

/// `export type X = ...;` with its doc comment.
fn declaration<T: TS>(config: &Config) -> String {
    let docs = T::docs().unwrap_or_default();
    format!("{docs}export {}\n", T::decl(config))
}

/// The declaration of a type whose `#[serde(flatten)] extra` map keeps the keys it does not
/// name (`themeConfig`'s other themes' options, a navbar item's other attributes): those keys
/// are `unknown`. ts-rs flattens a map only as its own type, and `serde_json::Value` has none
/// here (the field is `ts(skip)`), so the index signature is added to the declaration.
fn declaration_with_other_keys<T: TS>(config: &Config) -> String {
    let declaration = declaration::<T>(config);
    let without_end = declaration.trim_end().strip_suffix(';').expect("a declaration ends with `;`");
    format!("{without_end} & {{ [key in string]: unknown }};\n")
}

/// `NavbarItemKind` serializes by hand (its `custom-*` kinds keep their name): its type is
/// every built-in kind, and a template for the site's own.
fn navbar_item_kind() -> String {
    let built_in: Vec<String> = NavbarItemKind::BUILT_IN.iter().map(|k| format!("\"{}\"", k.as_str())).collect();
    format!(
        "/**\n * Which theme component renders a navbar item: its `type` (`NavbarItemKind` in navbar.rs).\n */\nexport type NavbarItemKind = {} | `{}${{string}}`;\n",
        built_in.join(" | "),
        NavbarItemKind::CUSTOM_PREFIX
    )
}

/// The whole generated file.
fn generated() -> String {
    let config = Config::new().with_large_int("number");
    let parts = [
        declaration::<TocItem>(&config),
        declaration::<PageKind>(&config),
        declaration::<Breadcrumb>(&config),
        declaration::<NavLink>(&config),
        declaration::<TagLink>(&config),
        declaration::<SidebarItem>(&config),
        declaration::<PageAssets>(&config),
        declaration::<ReportingSeverity>(&config),
        declaration::<VersionBanner>(&config),
        declaration::<LocaleDirection>(&config),
        declaration::<LastUpdate>(&config),
        declaration::<DocVersionMeta>(&config),
        declaration::<DocMeta>(&config),
        declaration::<BlogAuthor>(&config),
        declaration::<BlogPostSummary>(&config),
        declaration::<BlogPaginator>(&config),
        declaration::<BlogSidebar>(&config),
        declaration::<BlogMeta>(&config),
        declaration::<RoutePlugin>(&config),
        declaration::<PageData>(&config),
        navbar_item_kind(),
        declaration::<Logo>(&config),
        declaration_with_other_keys::<NavbarItem>(&config),
        declaration::<Navbar>(&config),
        declaration::<FooterLink>(&config),
        declaration::<FooterColumn>(&config),
        declaration::<Footer>(&config),
        declaration::<ColorMode>(&config),
        declaration::<AnnouncementBar>(&config),
        declaration::<TableOfContents>(&config),
        declaration::<Prism>(&config),
        declaration_with_other_keys::<ThemeConfig>(&config),
        declaration::<LocaleConfig>(&config),
        declaration::<I18nConfig>(&config),
        declaration::<SiteConfig>(&config),
        declaration::<Globals>(&config),
    ];
    format!(
        "// Generated from the Rust types of crates/core by `crates/core/src/theme_types.rs`: do not edit.\n// UPDATE_THEME_TYPES=1 cargo test -p ferrosaurus-core --lib theme_types\n\n{}",
        parts.join("\n")
    )
}

// See: issue 16 (theme/src/types.ts mirrored the Rust types by hand).
#[test]
fn issue_16_the_theme_s_types_are_generated_from_the_rust_types() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(GENERATED);
    let expected = generated();
    if std::env::var_os("UPDATE_THEME_TYPES").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, &expected).unwrap();
    }
    let written = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        written == expected,
        "{} is not what the Rust types generate: run `UPDATE_THEME_TYPES=1 cargo test -p ferrosaurus-core --lib theme_types`\n--- generated ---\n{expected}",
        path.display()
    );
}
