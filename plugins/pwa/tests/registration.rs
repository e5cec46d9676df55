//! registerSw.js in Node with stand-ins for the browser: which offline-mode strategies hold,
//! the `sw.js?params=` URL, `appinstalled`/`beforeinstallprompt` (flag, every worker
//! unregistered, reload), a failed registration only logged, nothing at all during SSR.

use std::path::Path;
use std::process::Command;

const HARNESS: &str = r#"
const { activeStrategies, serviceWorkerUrl, registerServiceWorker } = await import(process.argv[1]);
const ALL = ['appInstalled', 'queryString', 'standalone', 'mobile', 'saveData', 'always'];
const flag = 'docusaurus.pwa.event.appInstalled.fired';
const out = {};

// nothing happens (and nothing throws) where there is no window: the SSR bundle imports it too
registerServiceWorker({ swUrl: '/sw.js', debug: false, strategies: ALL });
out.ssr = 'ok';

function browser({ width = 1280, search = '', saveData = false, standalone = false, stored = {} }) {
  const listeners = {};
  const storage = new Map(Object.entries(stored));
  const log = { unregistered: 0, reloaded: 0, errors: [] };
  globalThis.window = {
    innerWidth: width,
    location: { search, reload: () => { log.reloaded += 1; } },
    matchMedia: (query) => ({ matches: standalone && query === '(display-mode: standalone)' }),
    addEventListener: (type, fn) => { listeners[type] = fn; },
  };
  globalThis.localStorage = { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => storage.set(k, String(v)), removeItem: (k) => storage.delete(k) };
  Object.defineProperty(globalThis, 'navigator', { configurable: true, value: {
    connection: { saveData },
    serviceWorker: { getRegistrations: async () => [1, 2].map(() => ({ unregister: async () => { log.unregistered += 1; return true; } })) },
  } });
  console.error = (...args) => log.errors.push(args.map(String).join(' '));
  return { listeners, storage, log };
}

browser({});
out.none = await activeStrategies(ALL.filter((s) => s !== 'always'));
browser({ width: 996, search: '?offlineMode=true', saveData: true, standalone: true, stored: { [flag]: 'true' } });
out.all = await activeStrategies(ALL);
browser({ search: '?offlineMode=false' });
out.queryFalse = await activeStrategies(['queryString', 'mobile', 'nonsense']);
out.url = serviceWorkerUrl('/docs/sw.js', { offlineMode: true, debug: false });

const installed = browser({});
registerServiceWorker({ swUrl: '/sw.js', debug: false, strategies: ['queryString'] });
await installed.listeners.appinstalled();
out.appinstalled = { flag: installed.storage.get(flag) ?? null, ...installed.log };
await installed.listeners.beforeinstallprompt();
out.beforeinstallprompt = { flag: installed.storage.get(flag) ?? null, ...installed.log };
await new Promise((r) => setTimeout(r, 50));
out.failure = installed.log.errors;
console.log(JSON.stringify(out));
"#;

#[test]
fn the_registration_module_follows_docusaurus() {
    let dir = tempfile::tempdir().unwrap();
    // an .mjs copy so Node loads it as a module; workbox-window is not installed here, so the
    // registration itself fails, which must only be logged
    let module = dir.path().join("registerSw.mjs");
    std::fs::copy(Path::new(env!("CARGO_MANIFEST_DIR")).join("js/registerSw.js"), &module).unwrap();
    let output = Command::new("node").args(["--input-type=module", "-e", HARNESS]).arg(&module).output().expect("node runs");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let out: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(out["ssr"], "ok");
    assert_eq!(out["none"], serde_json::json!([]));
    assert_eq!(out["all"], serde_json::json!(["appInstalled", "queryString", "standalone", "mobile", "saveData", "always"]));
    assert_eq!(out["queryFalse"], serde_json::json!([]));
    assert_eq!(out["url"], "/docs/sw.js?params=%7B%22offlineMode%22%3Atrue%2C%22debug%22%3Afalse%7D");
    assert_eq!(out["appinstalled"]["flag"], "true");
    assert_eq!(out["appinstalled"]["unregistered"], 2);
    assert_eq!(out["appinstalled"]["reloaded"], 1);
    assert_eq!(out["beforeinstallprompt"]["flag"], serde_json::Value::Null);
    assert_eq!(out["beforeinstallprompt"]["unregistered"], 4);
    assert_eq!(out["beforeinstallprompt"]["reloaded"], 2);
    let failure = out["failure"].as_array().unwrap();
    assert_eq!(failure.len(), 1, "{failure:?}");
    assert!(failure[0].as_str().unwrap().contains("could not be registered"), "{failure:?}");
}
