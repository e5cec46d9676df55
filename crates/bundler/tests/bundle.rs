//! Bundles of small fixtures: resolution (exports conditions, main/module, index
//! files, aliases, virtual modules), CSS, assets, errors, snapshots, determinism.

use crate::common;
use std::path::PathBuf;

use common::{fixture, module_names, node_parses, run_node};
use ferrosaurus_bundler::{
    bundle, content_hash, process_css, BundleOutput, BundleRequest, BundlerError, Target,
};
use serde_json::{json, Value};

/// The `resolve` fixture's entry with the aliases a site build uses.
fn resolve_fixture_request(target: Target) -> BundleRequest {
    let root = fixture("resolve");
    let mut request = BundleRequest::new(root.join("src/entry.ts").display().to_string(), target);
    request.aliases = vec![
        (
            "@theme/".to_string(),
            vec![root.join("site-theme"), root.join("theme")],
        ),
        ("@theme-original/".to_string(), vec![root.join("theme")]),
    ];
    request.virtual_modules.insert(
        "@generated/pages".to_string(),
        "import Footer from '@theme/Footer';\nexport default ['home', Footer()].join(':');\n"
            .to_string(),
    );
    request
}

/// Runs a bundle of the `resolve` fixture in node and returns the entry's `report`.
fn run_report(output: &BundleOutput, target: Target) -> Value {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("bundle.js"), &output.js).unwrap();
    let script = match target {
        Target::Node => "console.log(JSON.stringify(require('./bundle.js').report));".to_string(),
        Target::Browser => format!(
            "{}\nconsole.log(JSON.stringify(globalThis.__report));",
            output.js
        ),
    };
    let stdout = run_node(dir.path(), "run.js", &script);
    serde_json::from_str(stdout.trim()).unwrap()
}

fn logo_url(public_path: &str) -> String {
    let bytes = std::fs::read(fixture("resolve/src/logo.png")).unwrap();
    format!("{public_path}assets/logo.{}.png", content_hash(&bytes))
}

#[test]
fn browser_bundle_uses_browser_conditions_and_module_fields() {
    let output = bundle(&resolve_fixture_request(Target::Browser)).unwrap();
    let mut report = run_report(&output, Target::Browser);
    let button = report.as_object_mut().unwrap().remove("button").unwrap();
    assert_eq!(
        report,
        json!({
            "cond": "browser",
            "main": "module",
            "index": "index",
            "env": "production",
            "feature": "feature",
            "starred": "starred",
            "devBuild": "production build",
            "twice": 42,
            "data": 42,
            "navbar": "site navbar",
            "footer": "theme footer",
            "originalNavbar": "theme navbar",
            "pages": "home:theme footer",
            "logo": logo_url("/"),
            "logoViaRequire": logo_url("/"),
        })
    );
    let classes: Vec<&str> = button.as_str().unwrap().split(' ').collect();
    assert_eq!(classes.len(), 2, "{button}");
    assert!(
        classes[0].starts_with("primary_") && classes[1].starts_with("shared_"),
        "{button}"
    );
}

#[test]
fn node_bundle_uses_node_conditions_main_and_production_builds() {
    let output = bundle(&resolve_fixture_request(Target::Node)).unwrap();
    let report = run_report(&output, Target::Node);
    let browser = run_report(
        &bundle(&resolve_fixture_request(Target::Browser)).unwrap(),
        Target::Browser,
    );
    assert_eq!(
        report["button"], browser["button"],
        "CSS module class names match across targets (hydration)"
    );
    assert_eq!(report["cond"], "node");
    assert_eq!(report["main"], "main");
    assert_eq!(report["devBuild"], "production build");
    assert_eq!(report["env"], "production");
    assert_eq!(report["navbar"], "site navbar");
}

#[test]
fn dead_development_branches_do_not_pull_modules_in() {
    let output = bundle(&resolve_fixture_request(Target::Node)).unwrap();
    let names = module_names(&output.js);
    assert!(
        names.iter().any(|n| n.ends_with("env-pkg/prod.js")),
        "{names:#?}"
    );
    assert!(
        !names.iter().any(|n| n.ends_with("env-pkg/dev.js")),
        "{names:#?}"
    );
    assert!(
        !names.iter().any(|n| n.contains("cond-pkg/dev.js")),
        "{names:#?}"
    );
    assert!(
        !names.iter().any(|n| n.contains("/development/")),
        "{names:#?}"
    );
    assert_eq!(names.len(), output.module_count);
    assert_eq!(names[0], "src/entry.ts");
}

#[test]
fn css_is_collected_in_import_order_with_modules_and_assets() {
    let mut request = resolve_fixture_request(Target::Browser);
    request.public_path = "/docs/".to_string();
    let output = bundle(&request).unwrap();
    let base = output
        .css
        .find("--base-color")
        .expect("the @import is inlined");
    let hero = output.css.find(".hero").expect("styles.css is collected");
    let button = output
        .css
        .find(".primary_")
        .expect("the CSS module is collected");
    assert!(base < hero && hero < button, "{}", output.css);
    assert!(output.css.contains(&logo_url("/docs/")), "{}", output.css);
    let logo = std::fs::read(fixture("resolve/src/logo.png")).unwrap();
    assert_eq!(
        output.assets.len(),
        1,
        "the logo is emitted once for JS and CSS"
    );
    assert_eq!(output.assets[0].bytes, logo);
    assert_eq!(
        output.assets[0].file_name,
        logo_url("").trim_start_matches('/')
    );
    insta::assert_snapshot!("resolve_fixture_css", output.css);
    insta::assert_snapshot!(
        "resolve_fixture_css_minified",
        process_css(&[(PathBuf::from("bundle.css"), output.css)], true).unwrap()
    );
}

#[test]
fn bundles_are_deterministic() {
    for minify in [false, true] {
        let mut request = resolve_fixture_request(Target::Browser);
        request.minify = minify;
        let first = bundle(&request).unwrap();
        let second = bundle(&request).unwrap();
        assert_eq!(first.js, second.js);
        assert_eq!(first.css, second.css);
        assert_eq!(first.assets, second.assets);
    }
}

#[test]
fn minified_bundle_parses_runs_and_is_smaller() {
    let plain = bundle(&resolve_fixture_request(Target::Browser)).unwrap();
    let mut request = resolve_fixture_request(Target::Browser);
    request.minify = true;
    let minified = bundle(&request).unwrap();
    assert!(
        minified.js.len() * 2 < plain.js.len(),
        "{} vs {}",
        minified.js.len(),
        plain.js.len()
    );
    assert_eq!(minified.js.lines().count(), 1);
    assert_eq!(
        run_report(&minified, Target::Browser),
        run_report(&plain, Target::Browser)
    );
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("min.js");
    std::fs::write(&path, &minified.js).unwrap();
    assert!(node_parses(&path));
}

/// A tiny bundle of virtual modules, stable enough to snapshot.
fn snapshot_request(minify: bool) -> BundleRequest {
    let mut request = BundleRequest::new("entry", Target::Browser);
    request.minify = minify;
    for (name, source) in [
        (
            "entry",
            "import { label } from 'lib';\ntype Props = { title: string };\nconst Title = ({ title }: Props) => <h1 className=\"title\">{title}</h1>;\nexport const view = <Title title={label} />;\n",
        ),
        (
            "lib",
            "if (process.env.NODE_ENV !== 'production') { console.warn('dev'); }\nexports.label = 'hello';\n",
        ),
        (
            "react/jsx-runtime",
            "export function jsx(type: unknown, props: unknown) { return { type, props }; }\nexport const jsxs = jsx;\n",
        ),
    ] {
        request.virtual_modules.insert(name.to_string(), source.to_string());
    }
    request
}

#[test]
fn snapshot_of_a_small_bundle() {
    let output = bundle(&snapshot_request(false)).unwrap();
    assert_eq!(output.module_count, 3);
    insta::assert_snapshot!("small_bundle", output.js);
}

#[test]
fn snapshot_of_a_small_minified_bundle() {
    let output = bundle(&snapshot_request(true)).unwrap();
    insta::assert_snapshot!("small_bundle_minified", output.js);
}

#[test]
fn node_builtins_stay_external_in_node_and_fail_in_the_browser() {
    let mut request = BundleRequest::new("entry", Target::Node);
    request.virtual_modules.insert(
        "entry".to_string(),
        "import path from 'path';\nimport { EventEmitter } from 'node:events';\nexport const joined = path.posix.join('a', 'b') + typeof EventEmitter;\n".to_string(),
    );
    let output = bundle(&request).unwrap();
    assert_eq!(output.module_count, 1);
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("bundle.js"), &output.js).unwrap();
    let stdout = run_node(
        dir.path(),
        "run.js",
        "console.log(require('./bundle.js').joined);",
    );
    assert_eq!(stdout.trim(), "a/bfunction");

    request.target = Target::Browser;
    let err = bundle(&request).unwrap_err();
    assert!(
        matches!(&err, BundlerError::Unresolved { specifier, .. } if specifier == "path"),
        "{err}"
    );
    assert!(err.to_string().contains("Node builtin"), "{err}");
}

#[test]
fn syntax_errors_name_file_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("broken.tsx");
    std::fs::write(&file, "const ok = 1;\nconst broken = ;\n").unwrap();
    let err = bundle(&BundleRequest::new(
        file.display().to_string(),
        Target::Browser,
    ))
    .unwrap_err();
    let BundlerError::Parse {
        file: reported,
        line,
        column,
        ..
    } = &err
    else {
        panic!("{err}")
    };
    assert_eq!(reported, &file.display().to_string());
    assert_eq!((*line, *column), (2, 16));
    assert!(
        err.to_string()
            .starts_with(&format!("{}:2:16: ", file.display())),
        "{err}"
    );
}

#[test]
fn unresolved_imports_name_importer_specifier_and_candidates() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("entry.ts");
    std::fs::write(&file, "import './missing';\n").unwrap();
    let err = bundle(&BundleRequest::new(
        file.display().to_string(),
        Target::Browser,
    ))
    .unwrap_err();
    let BundlerError::Unresolved {
        importer,
        specifier,
        tried,
        ..
    } = &err
    else {
        panic!("{err}")
    };
    assert_eq!(importer, &file.display().to_string());
    assert_eq!(specifier, "./missing");
    let missing = dir.path().join("missing").display().to_string();
    assert!(tried.iter().any(|t| t == &missing), "{tried:?}");

    std::fs::write(&file, "import 'no-such-package/sub';\n").unwrap();
    let err = bundle(&BundleRequest::new(
        file.display().to_string(),
        Target::Browser,
    ))
    .unwrap_err();
    let BundlerError::Unresolved { tried, .. } = &err else {
        panic!("{err}")
    };
    assert!(
        tried
            .iter()
            .any(|t| t.ends_with("node_modules/no-such-package")),
        "{tried:?}"
    );
}

#[test]
fn packages_without_the_subpath_in_exports_are_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("entry.ts");
    std::fs::write(&file, "import 'cond-pkg/dev.js';\n").unwrap();
    let mut request = BundleRequest::new(file.display().to_string(), Target::Browser);
    request.node_modules_roots = vec![fixture("resolve/node_modules")];
    let err = bundle(&request).unwrap_err();
    assert!(
        err.to_string().contains("\"./dev.js\" is not exported under the conditions [\"browser\", \"import\", \"module\", \"default\"]"),
        "{err}"
    );
}

#[test]
fn extra_node_modules_roots_serve_files_outside_the_package_tree() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("page.tsx");
    std::fs::write(
        &file,
        "import main from 'main-pkg';\nexport const value: string = main;\n",
    )
    .unwrap();
    // The entry is a virtual module importing the page by absolute path, as a
    // generated page registry does.
    let mut request = BundleRequest::new("@generated/pages", Target::Node);
    request.virtual_modules.insert(
        "@generated/pages".to_string(),
        format!(
            "export {{ value }} from {:?};\n",
            file.display().to_string()
        ),
    );
    request.node_modules_roots = vec![fixture("resolve/node_modules")];
    let output = bundle(&request).unwrap();
    std::fs::write(dir.path().join("bundle.js"), &output.js).unwrap();
    let stdout = run_node(
        dir.path(),
        "run.js",
        "console.log(require('./bundle.js').value);",
    );
    assert_eq!(stdout.trim(), "main");
}

/// Virtual modules for the unused-exports tests: a barrel re-exporting from an
/// implementation and, with `export *`, from a second module.
fn shaking_request(entry_source: &str) -> BundleRequest {
    let mut request = BundleRequest::new("entry", Target::Node);
    request.minify = true;
    for (name, source) in [
        ("entry", entry_source),
        ("barrel", "import { used, unused } from 'impl';\nexport { used, unused };\nexport * from 'star';\n"),
        (
            "impl",
            "export function used() { return 'USED_IMPL' + helper(); }\nexport function unused() { return 'UNUSED_IMPL'; }\nfunction helper() { return '!'; }\n",
        ),
        ("star", "export const fromStar = () => 'FROM_STAR';\n"),
        ("cjs", "module.exports = require('impl');\n"),
    ] {
        request.virtual_modules.insert(name.to_string(), source.to_string());
    }
    request
}

fn run_out(output: &BundleOutput) -> String {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("bundle.js"), &output.js).unwrap();
    run_node(
        dir.path(),
        "run.js",
        "process.stdout.write(String(require('./bundle.js').out));",
    )
}

#[test]
fn exports_nobody_imports_are_dropped_through_re_exports() {
    let output = bundle(&shaking_request(
        "import { used } from 'barrel';\nexport const out = used();\n",
    ))
    .unwrap();
    assert_eq!(run_out(&output), "USED_IMPL!");
    assert!(!output.js.contains("UNUSED_IMPL"), "{}", output.js);
    assert!(!output.js.contains("FROM_STAR"), "{}", output.js);
}

#[test]
fn star_re_exports_and_commonjs_importers_keep_what_they_reach() {
    let through_star = bundle(&shaking_request(
        "import { fromStar } from 'barrel';\nexport const out = fromStar();\n",
    ))
    .unwrap();
    assert_eq!(run_out(&through_star), "FROM_STAR");
    assert!(!through_star.js.contains("UNUSED_IMPL"));

    let through_commonjs = bundle(&shaking_request(
        "import { used } from 'barrel';\nconst all = require('cjs');\nexport const out = used() + all.unused();\n",
    ))
    .unwrap();
    assert_eq!(run_out(&through_commonjs), "USED_IMPL!UNUSED_IMPL");

    let through_namespace = bundle(&shaking_request(
        "import * as everything from 'barrel';\nexport const out = Object.keys(everything).sort().join(',');\n",
    ))
    .unwrap();
    assert_eq!(run_out(&through_namespace), "fromStar,unused,used");
}

#[test]
fn unused_modules_of_side_effect_free_packages_are_left_out() {
    for minify in [false, true] {
        let mut request = BundleRequest::new(
            fixture("shake/entry.ts").display().to_string(),
            Target::Node,
        );
        request.minify = minify;
        let output = bundle(&request).unwrap();
        // effect-pkg's beta.mjs runs (its package may have side effects); pure-pkg's does not.
        assert_eq!(run_out(&output), "ALPHA_pure-pkg,ALPHA_effect-pkg,1");
        assert!(!output.js.contains("BETA_pure-pkg") && !output.js.contains("GAMMA_pure-pkg"));
        if !minify {
            let names = module_names(&output.js);
            assert!(
                !names.iter().any(|n| n.contains("pure-pkg/beta")),
                "{names:#?}"
            );
            assert!(
                names.iter().any(|n| n.contains("effect-pkg/beta")),
                "{names:#?}"
            );
        }
    }
}

/// Issue 15: imports are used per statement, not per module. A side-effect-free package
/// whose entry and `dom` module import a server-only module for exports (and a function)
/// nobody uses leaves that module, and the CommonJS package only it imports, out of the
/// bundle (react-router's server chunk, `cookie` and `set-cookie-parser` were in every
/// page's first-load JS); a module read by a top-level call stays.
#[test]
fn issue_15_imports_read_only_by_unused_exports_leave_their_modules_out() {
    for minify in [false, true] {
        let mut request = BundleRequest::new(
            fixture("shake/router-entry.ts").display().to_string(),
            Target::Node,
        );
        request.minify = minify;
        let output = bundle(&request).unwrap();
        assert_eq!(run_out(&output), "NAVIGATE_home_2,DOM_PROVIDER");
        assert!(!output.js.contains("SERVER_COOKIE_") && !output.js.contains("COOKIE_CJS_"), "{}", output.js);
        if !minify {
            let names = module_names(&output.js);
            for left_out in ["router-pkg/server.mjs", "cookie-cjs/index.js"] {
                assert!(!names.iter().any(|n| n.contains(left_out)), "{left_out} is in {names:#?}");
            }
            for kept in ["router-pkg/table.mjs", "router-pkg/builder.mjs"] {
                assert!(names.iter().any(|n| n.contains(kept)), "{kept} is missing from {names:#?}");
            }
        }
    }
}

#[test]
fn project_files_prefer_the_given_roots_so_packages_are_shared() {
    let mut request = BundleRequest::new(
        fixture("dedupe/site/page.ts").display().to_string(),
        Target::Node,
    );
    request.node_modules_roots = vec![fixture("resolve/node_modules")];
    let output = bundle(&request).unwrap();
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("bundle.js"), &output.js).unwrap();
    let stdout = run_node(
        dir.path(),
        "run.js",
        "console.log(require('./bundle.js').value);",
    );
    // main-pkg comes from the shared root although the site has its own copy;
    // a package only the site has still resolves from the site.
    assert_eq!(stdout.trim(), "main+site only");
}

#[test]
fn process_css_inlines_relative_and_package_imports_in_order() {
    let source = fixture("resolve/src/site.css");
    let text = "@import 'base.css';\n@import 'css-pkg/dist/style.css';\n.site { color: #00f; }\n";
    let css = process_css(
        &[
            (source, text.to_string()),
            (PathBuf::from("/virtual/last.css"), ".last{}".to_string()),
        ],
        true,
    )
    .unwrap();
    assert_eq!(
        css,
        ":root{--base-color:blue}.from-package{margin:0}.site{color:#00f}"
    );
}

#[test]
fn typescript_features_compile_to_working_code() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("types.ts"),
        "export interface Foo { a: number }\nexport type Bar = string;\nexport const value = 'v';\n",
    )
    .unwrap();
    std::fs::write(
        dir.path().join("entry.ts"),
        "import type { Foo } from './types';\nimport { type Bar, value } from './types';\nexport type { Foo };\n\
         enum Color { Red, Green = 'g' }\nconst enum Size { S = 1, M = 2 }\nnamespace NS { export const inner = 5; }\n\
         class Point {\n  constructor(public x: number, private readonly y: number = 2) {}\n  sum(): number { return this.x + this.y; }\n}\n\
         const cfg = { a: 1 } satisfies Record<string, number>;\nconst b: Bar = value as unknown as Bar;\n\
         export const out = [Color.Red, Color.Green, Size.M, NS.inner, new Point(1).sum(), cfg.a, b].join(',');\n",
    )
    .unwrap();
    for minify in [false, true] {
        let mut request = BundleRequest::new(
            dir.path().join("entry.ts").display().to_string(),
            Target::Node,
        );
        request.minify = minify;
        let output = bundle(&request).unwrap();
        assert_eq!(
            output.module_count, 2,
            "types.ts stays for its value export"
        );
        assert_eq!(run_out(&output), "0,g,2,5,3,1,v");
    }
}

#[test]
fn import_meta_does_not_reach_the_classic_script() {
    let mut request = BundleRequest::new("entry", Target::Browser);
    request.minify = true;
    request.virtual_modules.insert(
        "entry".to_string(),
        "export const hot = import.meta.hot;\nconst meta = import.meta;\n(globalThis as any).__report = [typeof hot, typeof meta.url];\n"
            .to_string(),
    );
    let output = bundle(&request).unwrap();
    assert!(!output.js.contains("import.meta"), "{}", output.js);
    let dir = tempfile::tempdir().unwrap();
    let stdout = run_node(
        dir.path(),
        "run.js",
        &format!(
            "{}\nconsole.log(JSON.stringify(globalThis.__report));",
            output.js
        ),
    );
    assert_eq!(stdout.trim(), r#"["undefined","undefined"]"#);
}

#[test]
fn package_imports_map_hash_specifiers_per_target() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("entry.ts");
    std::fs::write(
        &file,
        "import value from 'hash-pkg';\nexport const out = value;\n",
    )
    .unwrap();
    for (target, platform) in [
        (Target::Node, "node platform"),
        (Target::Browser, "browser platform"),
    ] {
        let mut request = BundleRequest::new(file.display().to_string(), target);
        request.node_modules_roots = vec![fixture("resolve/node_modules")];
        let output = bundle(&request).unwrap();
        let names = module_names(&output.js);
        let picked = names
            .iter()
            .filter(|n| n.contains("hash-pkg/lib/platform-"))
            .count();
        assert_eq!(picked, 1, "{names:#?}");
        if target == Target::Node {
            assert_eq!(run_out(&output), format!("{platform}|util text|main"));
        } else {
            assert!(
                names.iter().any(|n| n.ends_with("platform-browser.js")),
                "{names:#?}"
            );
        }
    }
}

#[test]
fn browser_field_objects_swap_files_and_empty_out_modules_in_the_browser() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("entry.ts");
    std::fs::write(&file, "import value from 'browser-map-pkg';\nexport const out = value;\n(globalThis as any).__report = value;\n").unwrap();
    let mut request = BundleRequest::new(file.display().to_string(), Target::Browser);
    request.node_modules_roots = vec![fixture("resolve/node_modules")];
    let browser = bundle(&request).unwrap();
    assert_eq!(
        run_report(&browser, Target::Browser),
        json!("browser impl:empty")
    );
    request.target = Target::Node;
    let node = bundle(&request).unwrap();
    assert_eq!(run_out(&node), "node impl:fs");
}

#[test]
fn unresolved_imports_suggest_the_closest_files_of_the_folder() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("entry.ts");
    std::fs::create_dir(dir.path().join("components")).unwrap();
    for name in ["Button.tsx", "ButtonGroup.tsx", "Table.tsx"] {
        std::fs::write(
            dir.path().join("components").join(name),
            "export default 1;\n",
        )
        .unwrap();
    }
    std::fs::write(
        &file,
        "import B from './components/Buton';\nconsole.log(B);\n",
    )
    .unwrap();
    let err = bundle(&BundleRequest::new(
        file.display().to_string(),
        Target::Browser,
    ))
    .unwrap_err();
    let BundlerError::Unresolved { suggestions, .. } = &err else {
        panic!("{err}")
    };
    assert_eq!(
        suggestions,
        &["./components/Button", "./components/ButtonGroup"]
    );
    let message = err.to_string();
    assert!(message.contains(&file.display().to_string()), "{message}");
    assert!(
        message.contains("did you mean \"./components/Button\""),
        "{message}"
    );
}

#[test]
fn named_imports_a_project_module_does_not_export_are_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let entry = dir.path().join("entry.tsx");
    let router = dir.path().join("router.tsx");
    std::fs::write(
        &router,
        "export function useHistory() { return 1; }\nexport const Link = 2;\n",
    )
    .unwrap();
    std::fs::write(
        &entry,
        "import { Redirect, Link } from './router';\nconsole.log(Redirect, Link);\n",
    )
    .unwrap();
    let err = bundle(&BundleRequest::new(
        entry.display().to_string(),
        Target::Browser,
    ))
    .unwrap_err();
    let BundlerError::MissingExport {
        importer,
        name,
        module,
        ..
    } = &err
    else {
        panic!("{err}")
    };
    assert_eq!(importer, &entry.display().to_string());
    assert_eq!(name, "Redirect");
    assert_eq!(module, &router.display().to_string());

    // Through `export *` the names are known too; a type-only import is no error.
    std::fs::write(dir.path().join("barrel.ts"), "export * from './router';\n").unwrap();
    std::fs::write(
        &entry,
        "import { Link, type Props } from './barrel';\nconst p: Props = 1;\nconsole.log(Link, p);\n",
    )
    .unwrap();
    bundle(&BundleRequest::new(
        entry.display().to_string(),
        Target::Browser,
    ))
    .unwrap();
}

#[test]
fn in_memory_sources_stand_for_files_and_resolve_relative_imports_from_their_folder() {
    let dir = tempfile::tempdir().unwrap();
    let docs = dir.path().join("docs");
    std::fs::create_dir(&docs).unwrap();
    std::fs::write(docs.join("helper.js"), "export const who = 'helper';\n").unwrap();
    // Only the .mdx exists on disk, as Markdown; the build gives its compiled JS.
    std::fs::write(docs.join("intro.mdx"), "# Not JS\n").unwrap();
    let entry = dir.path().join("entry.js");
    std::fs::write(
        &entry,
        "import Intro from './docs/intro.mdx';\nimport Card from './docs/card';\nexport const out = Intro() + ' ' + Card;\n",
    )
    .unwrap();
    let mut request = BundleRequest::new(entry.display().to_string(), Target::Node);
    request.sources.insert(
        docs.join("intro.mdx"),
        "import { who } from './helper';\nexport default function Intro() { return who; }\n"
            .to_string(),
    );
    request.sources.insert(
        docs.join("card.tsx"),
        "export default 'card';\n".to_string(),
    );
    let output = bundle(&request).unwrap();
    assert_eq!(output.module_count, 4);
    assert_eq!(run_out(&output), "helper card");
}
