//! npm packages the site's own code imports (its MDX pages, components, swizzled theme files).
//!
//! Docusaurus needs them installed before it builds; ferrosaurus does too, but a site whose
//! package.json declares them and whose `node_modules` lacks them (a fresh clone) gets them
//! installed once, with the package manager its lockfile names, as the config loader does for
//! the config's own packages. Without permission to install, the error names the command.

use std::path::Path;

use ferrosaurus_bundler::BundlerError;

use crate::assets::Bundles;
use crate::BuildError;

/// Runs `bundle`; when it fails on a package the site declares but has not installed, installs
/// the site's dependencies (if `install_allowed`) and bundles again, or says what to run.
pub(crate) fn bundle_with_site_packages(
    site_dir: &Path,
    install_allowed: bool,
    note: &mut dyn FnMut(&str),
    bundle: impl Fn() -> Result<Bundles, BuildError>,
) -> Result<Bundles, BuildError> {
    let error = match bundle() {
        Ok(bundles) => return Ok(bundles),
        Err(error) => error,
    };
    let Some((importer, package)) = missing_site_package(site_dir, &error) else { return Err(error) };
    if !install_allowed {
        return Err(ferrosaurus_config::node::missing_package(site_dir, Path::new(&importer), &package).into());
    }
    let command = ferrosaurus_config::node::install_site_dependencies(site_dir)?;
    note(&format!("`{package}` (imported by {importer}) is declared in package.json but not installed: installed the site's dependencies with `{command}`"));
    bundle()
}

/// The importer and the package of an unresolved bare import the site declares but lacks.
fn missing_site_package(site_dir: &Path, error: &BuildError) -> Option<(String, String)> {
    let BuildError::Bundle(BundlerError::Unresolved { importer, specifier, .. }) = error else { return None };
    let package = ferrosaurus_config::node::declared_but_not_installed(site_dir, specifier)?;
    Some((importer.clone(), package))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn unresolved(specifier: &str) -> BuildError {
        BuildError::Bundle(BundlerError::Unresolved {
            importer: "/site/docs/intro.mdx".into(),
            specifier: specifier.into(),
            tried: Vec::new(),
            suggestions: Vec::new(),
        })
    }

    #[test]
    fn a_declared_package_missing_from_node_modules_is_named_with_the_install_command() {
        let site = tempfile::tempdir().unwrap();
        std::fs::write(site.path().join("package.json"), r#"{"dependencies": {"@codesandbox/sandpack-react": "^2.0.0"}}"#).unwrap();
        std::fs::write(site.path().join("package-lock.json"), "{}").unwrap();
        let calls = std::cell::Cell::new(0);
        let error = bundle_with_site_packages(site.path(), false, &mut |_| {}, || {
            calls.set(calls.get() + 1);
            Err(unresolved("@codesandbox/sandpack-react/dist/index"))
        })
        .err()
        .unwrap();
        let text = error.to_string();
        assert_eq!(calls.get(), 1, "no install, no second try");
        assert!(text.contains("/site/docs/intro.mdx: cannot find the npm package `@codesandbox/sandpack-react`"), "{text}");
        assert!(text.contains("declared in package.json but not installed: run `npm ci"), "{text}");
    }

    #[test]
    fn an_undeclared_package_keeps_the_bundlers_own_error() {
        let site = tempfile::tempdir().unwrap();
        std::fs::write(site.path().join("package.json"), r#"{"dependencies": {}}"#).unwrap();
        let error = bundle_with_site_packages(site.path(), true, &mut |_| panic!("nothing to install"), || Err(unresolved("left-pad"))).err().unwrap();
        assert!(matches!(error, BuildError::Bundle(BundlerError::Unresolved { .. })), "{error}");
    }
}
