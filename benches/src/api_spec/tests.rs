//! Determinism and shape of the generated API spec and its site.

use super::{generate_api_spec, write_api_site};
use crate::BenchError;

#[test]
fn same_count_same_bytes_and_exactly_that_many_operations() {
    let spec = generate_api_spec(300).unwrap();
    assert_eq!(spec.yaml, generate_api_spec(300).unwrap().yaml);
    assert_eq!(spec.operations, 300);
    let doc: serde_json::Value = serde_norway::from_str(&spec.yaml).unwrap();
    let methods = ["get", "put", "post", "delete", "patch"];
    let counted: usize = doc["paths"].as_object().unwrap().values().map(|item| item.as_object().unwrap().keys().filter(|k| methods.contains(&k.as_str())).count()).sum();
    assert_eq!(counted, 300);
    assert_eq!(doc["paths"].as_object().unwrap().len(), spec.paths);
    assert_eq!(doc["components"]["schemas"].as_object().unwrap().len(), spec.schemas);
    assert!(spec.yaml.contains("#/components/schemas/Note"), "the recursive schema is used");
    for needle in ["allOf:", "oneOf:", "discriminator:", "callbacks:", "enum:", "examples:", "nullable: true", "writeOnly: true"] {
        assert!(spec.yaml.contains(needle), "no {needle} in the spec");
    }
    assert!(matches!(generate_api_spec(0), Err(BenchError::NoOperations)));
}

/// The first operations of a small spec, as method, path and operationId (the shape the
/// figures depend on; the full text is checked for determinism above).
#[test]
fn operations_of_a_small_spec() {
    let spec = generate_api_spec(16).unwrap();
    let doc: serde_json::Value = serde_norway::from_str(&spec.yaml).unwrap();
    let mut lines = Vec::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            lines.push(format!("{:6} {path} {} [{}]", method.to_uppercase(), operation["operationId"].as_str().unwrap(), operation["tags"][0].as_str().unwrap()));
        }
    }
    insta::assert_snapshot!("small_spec_operations", lines.join("\n"));
}

/// The site builds with ferrosaurus's plugin: every operation gets a page, nothing is wrong in
/// the spec, and the config is one ferrosaurus reads.
#[test]
fn the_site_loads_with_the_openapi_plugin() {
    let spec = generate_api_spec(120).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let spec_file = dir.path().join("generated.yaml");
    std::fs::write(&spec_file, &spec.yaml).unwrap();
    let site = dir.path().join("site");
    write_api_site(&site, &spec_file, true).unwrap();
    let loaded = ferrosaurus_config::load_site_config(&site).unwrap();
    let entry = loaded.config.plugins.iter().find(|p| matches!(&p.module, ferrosaurus_core::PluginModule::Npm(n) if n == "docusaurus-plugin-openapi-docs")).expect("the plugin entry");
    let plugin = ferrosaurus_openapi_docs::OpenApiPlugin::from_options(&entry.options, &loaded.config).unwrap();
    let out = plugin.load(&ferrosaurus_core::LoadContext::new(&site, &loaded.config)).unwrap();
    assert!(out.diagnostics.is_empty(), "{:#?}", out.diagnostics);
    // the operations, a page per tag and the info page
    assert_eq!(out.routes.len(), spec.operations + spec.tags + 1);
}
