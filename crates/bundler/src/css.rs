//! CSS through lightningcss: `@import` inlining, CSS modules, `url()` assets,
//! and the final minified stylesheet.

use std::collections::BTreeMap;
use std::fmt::Display;
use std::path::{Path, PathBuf};

use indexmap::IndexMap;
use lightningcss::bundler::{Bundler, FileProvider, ResolveResult, SourceProvider};
use lightningcss::css_modules::{
    Config as CssModulesConfig, CssModuleExports, CssModuleReference, Pattern,
};
use lightningcss::dependencies::{Dependency, DependencyOptions};
use lightningcss::error::Error as CssError;
use lightningcss::stylesheet::{MinifyOptions, ParserOptions, PrinterOptions};
use lightningcss::targets::{Browsers, Targets};

use crate::assets::{asset_url, emit_asset};
use crate::resolve::{normalize, ModuleKey, Resolved, Resolver};
use crate::{BundlerError, EmittedAsset, Target};

/// The class-name pattern of CSS modules: stable across machines because the hash is
/// taken from the file's content, not its path.
const CSS_MODULE_PATTERN: &str = "[local]_[content-hash]";

/// What a `.css` import contributes to a bundle.
#[derive(Debug, Clone)]
pub(crate) struct LoadedCss {
    /// The stylesheet, `@import`s inlined and `url()`s pointing at emitted assets.
    pub(crate) css: String,
    /// For `.module.css`: local class name -> generated class names, sorted by name.
    pub(crate) class_names: Option<BTreeMap<String, String>>,
    /// Files referenced with `url()`.
    pub(crate) assets: Vec<EmittedAsset>,
}

/// Browser targets for the final CSS: the evergreen browsers of the last few years.
pub(crate) fn browser_targets() -> Targets {
    let version = |major: u32| Some(major << 16);
    Targets::from(Browsers {
        chrome: version(100),
        edge: version(100),
        firefox: version(100),
        safari: version(15),
        ios_saf: version(15),
        opera: version(86),
        samsung: version(17),
        android: version(100),
        ..Default::default()
    })
}

/// Reads files from disk (or from strings given by the caller) and resolves `@import`
/// like the JS side does: relative first, then node_modules.
struct CssSources<'r> {
    files: FileProvider,
    given: IndexMap<PathBuf, String>,
    resolver: &'r Resolver<'r>,
}

impl SourceProvider for CssSources<'_> {
    type Error = std::io::Error;

    fn read<'a>(&'a self, file: &Path) -> Result<&'a str, Self::Error> {
        match self.given.get(file) {
            Some(text) => Ok(text.as_str()),
            None => self.files.read(file),
        }
    }

    fn resolve(
        &self,
        specifier: &str,
        originating_file: &Path,
    ) -> Result<ResolveResult, Self::Error> {
        if is_external_url(specifier) {
            return Ok(ResolveResult::External(specifier.to_string()));
        }
        let specifier = specifier.strip_prefix('~').unwrap_or(specifier);
        let dir = originating_file.parent().unwrap_or(Path::new("/"));
        let relative = normalize(&dir.join(specifier));
        if relative.is_file() {
            return Ok(ResolveResult::File(relative));
        }
        let importer = ModuleKey::File(originating_file.to_path_buf());
        match self.resolver.resolve(specifier, &importer) {
            Ok(Resolved::Module(ModuleKey::File(path))) => Ok(ResolveResult::File(path)),
            Ok(_) => Err(std::io::Error::other(format!(
                "cannot import \"{specifier}\" in CSS"
            ))),
            Err(err) => Err(std::io::Error::other(err.to_string())),
        }
    }
}

/// A `.scss`/`.sass` file (docusaurus-plugin-sass) compiled to CSS before lightningcss reads
/// it; npm imports resolve from the `node_modules` folders above it.
fn compile_sass(path: &Path, text: Option<&String>) -> Result<String, BundlerError> {
    let load_paths: Vec<PathBuf> = path
        .ancestors()
        .map(|dir| dir.join("node_modules"))
        .filter(|dir| dir.is_dir())
        .collect();
    let compiled = match text {
        Some(text) => ferrosaurus_sass::compile_source(text, path, &load_paths),
        None => ferrosaurus_sass::compile_file(path, &load_paths),
    };
    compiled.map_err(|err| match err {
        ferrosaurus_sass::SassError::Compile {
            file,
            line,
            column,
            message,
        } => BundlerError::Css {
            file: file.display().to_string(),
            location: Some((line, column)),
            message: format!("Sass: {message}"),
        },
        other => BundlerError::Css {
            file: path.display().to_string(),
            location: None,
            message: other.to_string(),
        },
    })
}

fn is_external_url(url: &str) -> bool {
    url.starts_with("http://")
        || url.starts_with("https://")
        || url.starts_with("//")
        || url.starts_with("data:")
}

fn css_error<T: Display>(file: &Path, error: CssError<T>) -> BundlerError {
    let (file, location) = match &error.loc {
        Some(loc) => (
            loc.filename.clone(),
            Some((loc.line as usize + 1, loc.column as usize)),
        ),
        None => (file.display().to_string(), None),
    };
    BundlerError::Css {
        file,
        location,
        message: error.kind.to_string(),
    }
}

fn parser_options<'i>(path: &Path, css_modules: bool) -> ParserOptions<'i> {
    ParserOptions {
        filename: path.display().to_string(),
        css_modules: css_modules.then(|| CssModulesConfig {
            pattern: Pattern::parse(CSS_MODULE_PATTERN).expect("the CSS module pattern is valid"),
            ..Default::default()
        }),
        ..ParserOptions::default()
    }
}

/// Loads a CSS file imported from JS: `.module.css` files get scoped class names.
pub(crate) fn load_css(
    path: &Path,
    resolver: &Resolver<'_>,
    public_path: &str,
) -> Result<LoadedCss, BundlerError> {
    let is_module = path
        .file_name()
        .is_some_and(|n| n.to_string_lossy().ends_with(".module.css"))
        || ferrosaurus_sass::is_sass_module(path);
    let mut given = IndexMap::new();
    if ferrosaurus_sass::is_sass_file(path) {
        given.insert(path.to_path_buf(), compile_sass(path, None)?);
    }
    let sources = CssSources {
        files: FileProvider::new(),
        given,
        resolver,
    };
    let mut bundler = Bundler::new(&sources, None, parser_options(path, is_module));
    let sheet = bundler.bundle(path).map_err(|err| css_error(path, err))?;
    let printed = sheet
        .to_css(PrinterOptions {
            analyze_dependencies: Some(DependencyOptions {
                remove_imports: false,
            }),
            ..PrinterOptions::default()
        })
        .map_err(|err| css_error(path, err))?;
    let mut css = printed.code;
    let mut assets = Vec::new();
    for dependency in printed.dependencies.unwrap_or_default() {
        let Dependency::Url(url) = dependency else {
            continue;
        };
        let replacement = rewrite_url(
            &url.url,
            Path::new(&url.loc.file_path),
            public_path,
            &mut assets,
        )?;
        css = css.replace(&url.placeholder, &replacement);
    }
    let class_names = is_module.then(|| class_name_map(printed.exports.unwrap_or_default()));
    Ok(LoadedCss {
        css,
        class_names,
        assets,
    })
}

/// The URL to print for `url(original)` found in `css_file`.
fn rewrite_url(
    original: &str,
    css_file: &Path,
    public_path: &str,
    assets: &mut Vec<EmittedAsset>,
) -> Result<String, BundlerError> {
    if is_external_url(original) || original.starts_with('/') || original.starts_with('#') {
        return Ok(original.to_string());
    }
    let end = original.find(['?', '#']).unwrap_or(original.len());
    let (file_part, suffix) = original.split_at(end);
    let dir = css_file.parent().unwrap_or(Path::new("/"));
    let asset = emit_asset(&normalize(&dir.join(file_part)))?;
    let url = format!("{}{suffix}", asset_url(public_path, &asset.file_name));
    assets.push(asset);
    Ok(url)
}

fn class_name_map(exports: CssModuleExports) -> BTreeMap<String, String> {
    exports
        .into_iter()
        .map(|(local, export)| {
            let mut names = vec![export.name];
            for composed in export.composes {
                match composed {
                    CssModuleReference::Local { name } | CssModuleReference::Global { name } => {
                        names.push(name)
                    }
                    CssModuleReference::Dependency { name, .. } => names.push(name),
                }
            }
            (local, names.join(" "))
        })
        .collect()
}

/// Concatenates stylesheets in order, inlines `@import`s of local files (relative, or
/// from node_modules), and prints the result for the browsers of the last few years
/// (Chrome/Edge/Firefox 100, Safari 15: prefixes and syntax lowered as they need),
/// minified when asked. Each source's path is where its relative imports are resolved from; the
/// text given for it is used instead of the file on disk.
///
/// ```
/// let css = ferrosaurus_bundler::process_css(
///     &[("/virtual/a.css".into(), ".a { color: #ff0000; }".into())],
///     true,
/// ).unwrap();
/// assert_eq!(css, ".a{color:red}");
/// ```
pub fn process_css(sources: &[(PathBuf, String)], minify: bool) -> Result<String, BundlerError> {
    let no_aliases = Vec::new();
    let no_roots = Vec::new();
    let no_virtuals = IndexMap::new();
    let no_sources = std::collections::BTreeMap::new();
    let resolver = Resolver::new(
        Target::Browser,
        &no_aliases,
        &no_roots,
        &no_virtuals,
        &no_sources,
    );
    let mut out = String::new();
    for (path, text) in sources {
        let path = crate::resolve::absolute(path);
        let mut given = IndexMap::new();
        let text = if ferrosaurus_sass::is_sass_file(&path) {
            compile_sass(&path, Some(text))?
        } else {
            text.clone()
        };
        given.insert(path.clone(), text);
        let provider = CssSources {
            files: FileProvider::new(),
            given,
            resolver: &resolver,
        };
        let mut bundler = Bundler::new(&provider, None, parser_options(&path, false));
        let mut sheet = bundler.bundle(&path).map_err(|err| css_error(&path, err))?;
        sheet
            .minify(MinifyOptions {
                targets: browser_targets(),
                ..MinifyOptions::default()
            })
            .map_err(|err| css_error(&path, err))?;
        let printed = sheet
            .to_css(PrinterOptions {
                minify,
                targets: browser_targets(),
                ..PrinterOptions::default()
            })
            .map_err(|err| css_error(&path, err))?;
        if !out.is_empty() && !minify {
            out.push('\n');
        }
        out.push_str(printed.code.trim_end());
    }
    Ok(out)
}

/// Parses `text` as CSS to report syntax errors early (used by tests).
#[cfg(test)]
pub(crate) fn parses(text: &str) -> bool {
    lightningcss::stylesheet::StyleSheet::parse(text, ParserOptions::default()).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    // See: issue 8 (a site's stylesheet stopped the build with "Invalid empty selector").
    #[test]
    fn module_scss_imported_from_js_has_scoped_class_names() {
        let dir = std::env::temp_dir().join(format!("ferrosaurus-module-scss-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("_vars.scss"), "$pad: 3px;\n").unwrap();
        let file = dir.join("card.module.scss");
        std::fs::write(&file, "@use 'vars';\n.card {\n  padding: vars.$pad;\n  &__title { font-weight: 700; }\n  &:has(> a:not([href])):hover { opacity: .5; }\n}\n").unwrap();
        let (aliases, roots, virtuals, sources) = (Vec::new(), Vec::new(), IndexMap::new(), std::collections::BTreeMap::new());
        let resolver = Resolver::new(Target::Browser, &aliases, &roots, &virtuals, &sources);
        let loaded = load_css(&file, &resolver, "/");
        let _ = std::fs::remove_dir_all(&dir);
        let loaded = loaded.unwrap();
        let names = loaded.class_names.expect("a CSS module");
        let card = &names["card"];
        assert!(card.starts_with("card_") && names.contains_key("card__title"), "{names:?}");
        assert!(loaded.css.contains(&format!(".{card}:has( > a:not([href])):hover")), "{}", loaded.css);
        assert!(loaded.css.contains("padding: 3px"), "{}", loaded.css);
    }

    #[test]
    fn regression_8_scss_custom_css_with_has_and_nesting() {
        let scss = ".menu {\n  $gap: 2px;\n  a { padding: $gap; }\n  &:has(> a:not([href])):hover { opacity: .5; }\n}\n";
        let css = process_css(&[("/virtual/custom.scss".into(), scss.into())], true).unwrap();
        assert_eq!(
            css,
            ".menu a{padding:2px}.menu:has(>a:not([href])):hover{opacity:.5}"
        );
        let err = process_css(
            &[("/virtual/bad.scss".into(), ".a {\n  b: $nope;\n}\n".into())],
            true,
        )
        .unwrap_err();
        assert!(
            err.to_string().contains("bad.scss") && err.to_string().contains("Undefined variable"),
            "{err}"
        );
    }

    #[test]
    fn process_css_concatenates_in_order_and_minifies() {
        let css = process_css(
            &[
                ("/virtual/a.css".into(), ".a { color: #ff0000; }".into()),
                (
                    "/virtual/b.css".into(),
                    ".b { margin: 0px 0px 0px 0px; }".into(),
                ),
            ],
            true,
        )
        .unwrap();
        assert_eq!(css, ".a{color:red}.b{margin:0}");
        assert!(parses(&css));
    }

    #[test]
    fn css_syntax_errors_carry_line_and_column() {
        let err = process_css(
            &[(
                "/virtual/bad.css".into(),
                ".a {}\n.b { color: red; }}\n@media (\n".into(),
            )],
            true,
        )
        .unwrap_err();
        let BundlerError::Css { file, location, .. } = &err else {
            panic!("{err}")
        };
        assert_eq!(file, "/virtual/bad.css");
        assert!(location.is_some_and(|(line, _)| line >= 2), "{err}");
    }

    #[test]
    fn process_css_reports_the_failing_file() {
        let err = process_css(
            &[(
                "/virtual/bad.css".into(),
                "@import url(./missing.css);".into(),
            )],
            true,
        )
        .unwrap_err();
        assert!(err.to_string().contains("missing.css"), "{err}");
    }
}
