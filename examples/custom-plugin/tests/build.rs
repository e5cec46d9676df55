//! Builds the example site with its Rust plugin and checks what the plugin added.

use ferrosaurus_build::{BuildOptions, Builder};

#[test]
fn the_plugin_adds_a_react_route_global_data_and_a_post_build_file() {
    let site = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("site");
    let out = tempfile::tempdir().unwrap();
    let mut options = BuildOptions::new(&site);
    options.out_dir = Some(out.path().join("build"));
    options.progress = ferrosaurus_build::ProgressMode::Plain;
    let plugin = custom_plugin::ChangelogPlugin::new(vec![("1.1.0", "Faster builds"), ("1.0.0", "First release")]);
    let report = Builder::new(options).plugin(plugin).build().unwrap();
    let build = out.path().join("build");
    let html = std::fs::read_to_string(build.join("changelog/index.html")).unwrap();
    assert!(html.contains("<strong>1.1.0</strong>: <!-- -->Faster builds") || html.contains("<strong>1.1.0</strong>: Faster builds"), "the component rendered its props: {html}");
    assert!(html.contains("Latest version: <!-- -->1.1.0"), "global data reached usePluginData");
    let text = std::fs::read_to_string(build.join("changelog.txt")).unwrap();
    assert_eq!(text, format!("1.1.0: Faster builds\n1.0.0: First release\npages: {}\n", report.routes));
}
