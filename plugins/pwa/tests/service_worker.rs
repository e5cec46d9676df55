//! sw.js as the plugin builds it (bundled from the real Workbox packages), run in Node with a
//! stand-in worker global: offline mode answers same-origin requests from the precache (query
//! and hash stripped, `index.html` tried), online-only mode answers nothing, SKIP_WAITING calls
//! skipWaiting, and the site's swCustom module gets the params.

use std::path::Path;
use std::process::Command;

use ferrosaurus_core::{LoadContext, Plugin, PostBuildContext, SiteConfig};
use ferrosaurus_plugin_pwa::PwaPlugin;

const HARNESS: &str = r#"
const fs = require('node:fs');
const vm = require('node:vm');
const code = fs.readFileSync(process.argv[1], 'utf8');

async function run(params, urls) {
  const listeners = {};
  const worker = {
    location: new URL(`https://site.test/sw.js?params=${encodeURIComponent(JSON.stringify(params))}`),
    registration: { scope: 'https://site.test/' },
    addEventListener: (type, fn) => (listeners[type] ??= []).push(fn),
    skipWaiting: () => { worker.skipped = true; return Promise.resolve(); },
    caches: { match: async (key) => `cached ${key}` },
    fetch: async () => 'network',
    URL, console, Promise, Request, Response, Headers,
  };
  worker.self = worker;
  vm.runInNewContext(code, worker);
  const answers = {};
  for (const url of urls) {
    let answer = null;
    for (const fn of listeners.fetch ?? []) fn({ request: { url }, respondWith: (p) => { answer = p; } });
    answers[url] = answer && (await answer);
  }
  for (const fn of listeners.message ?? []) fn({ data: { type: 'SKIP_WAITING' } });
  return { events: Object.keys(listeners).sort(), answers, skipped: Boolean(worker.skipped), custom: worker.customParams ?? null };
}

const urls = ['https://site.test/second?utm=1#top', 'https://site.test/', 'https://site.test/missing', 'https://other.test/second'];
Promise.all([run({ offlineMode: true, debug: false }, urls), run({ offlineMode: false, debug: false }, urls)])
  .then(([offline, online]) => console.log(JSON.stringify({ offline, online })));
"#;

fn write(dir: &Path, rel: &str, text: &str) {
    let path = dir.join(rel);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
}

#[test]
fn the_built_worker_answers_from_the_precache_only_in_offline_mode() {
    let (site, out) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    write(site.path(), "src/sw.js", "export default function custom(params) { self.customParams = params; }\n");
    for rel in ["index.html", "second/index.html", "assets/js/main.1.js"] {
        write(out.path(), rel, rel);
    }
    let config = SiteConfig::default_for_test();
    let mut plugin = PwaPlugin::from_options(&serde_json::json!({"swCustom": "./src/sw.js"}), &config).unwrap();
    plugin.load_content(&LoadContext::new(site.path(), &config)).unwrap();
    let built = plugin.post_build(&PostBuildContext::new(site.path(), &config, out.path(), &[])).unwrap();
    let (name, sw) = &built.files[0];
    assert_eq!(name, "sw.js");
    let sw_path = out.path().join("sw.js");
    std::fs::write(&sw_path, sw.to_vec()).unwrap();

    let output = Command::new("node").arg("-e").arg(HARNESS).arg(&sw_path).output().expect("node runs");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let result: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let (offline, online) = (&result["offline"], &result["online"]);

    assert_eq!(offline["events"], serde_json::json!(["activate", "fetch", "install", "message"]));
    let answer = |mode: &serde_json::Value, url: &str| mode["answers"][url].as_str().map(String::from);
    let second = answer(offline, "https://site.test/second?utm=1#top").expect("offline mode answers /second");
    assert!(second.starts_with("cached https://site.test/second/index.html?__WB_REVISION__="), "{second}");
    assert!(answer(offline, "https://site.test/").unwrap().starts_with("cached https://site.test/index.html"), "{offline}");
    assert_eq!(answer(offline, "https://site.test/missing"), None, "not precached: the network answers");
    assert_eq!(answer(offline, "https://other.test/second"), None, "other origins are never answered");
    assert!(online["answers"].as_object().unwrap().values().all(|a| a.is_null()), "online-only mode answers nothing: {online}");
    assert_eq!(offline["skipped"], true);
    assert_eq!(offline["custom"]["offlineMode"], true);
    assert_eq!(online["custom"]["offlineMode"], false);
}
