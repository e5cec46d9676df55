//! Bounded fuzzing of the config reader's static fold (issue 13): config sources mutated from a
//! fixed seed go through `eval::eval_source` and `resolve_site_config`, and each must end with
//! a value or an error, never a panic, a stack overflow or a long stall. The same entry point is
//! the `config_static_fold` target of `fuzz/` (cargo-fuzz, nightly) for open-ended runs; this
//! runner keeps a few thousand cases in the normal `cargo test`.

use std::path::Path;
use std::time::{Duration, Instant};

use ferrosaurus_config::{eval, resolve_site_config};

/// Cases per run: a few seconds in a debug build.
const CASES: usize = 2_000;
/// Largest mutated source, in bytes.
const MAX_LEN: usize = 64 << 10;
/// Longest any one case may take (a stall is a failure, not a slow pass).
const CASE_LIMIT: Duration = Duration::from_secs(5);

/// Real shapes of `docusaurus.config.*` the mutations start from.
const SEEDS: &[&str] = &[
    "export default {title: 'T', url: 'https://e.com', baseUrl: '/', presets: [['classic', {docs: {sidebarPath: './sidebars.js'}, blog: false}]]};\n",
    "const config = {\n  title: 'My Site',\n  tagline: `Dinosaurs ${'are'} cool`,\n  url: 'https://example.com',\n  baseUrl: '/',\n  onBrokenLinks: 'throw',\n  i18n: {defaultLocale: 'en', locales: ['en', 'fr']},\n  themeConfig: {navbar: {items: [{type: 'doc', docId: 'intro', label: 'Tutorial'}]}, announcementBar: {id: '</script>', content: 'x'}},\n};\nmodule.exports = config;\n",
    "import type {Config} from '@docusaurus/types';\nconst a = [1, 2, 3];\nconst b = [...a, ...a];\nconst c = {x: b, y: [b, b]};\nexport default {title: 'T' as string, url: 'https://e.com', baseUrl: process.env.BASE ?? '/', customFields: {c, d: [c, c]}} satisfies Config;\n",
    "// @ts-check\nconst lightCodeTheme = require('prism-react-renderer').themes.github;\n/** @type {import('@docusaurus/types').Config} */\nmodule.exports = async function () { return {title: 'T', url: 'https://e.com', baseUrl: '/'}; };\n",
    "export default {title: 'T', url: 'https://e.com', baseUrl: '/', plugins: [['@docusaurus/plugin-content-docs', {id: 'x', path: 'x', routeBasePath: 'x'}], () => ({name: 'p'})], markdown: {mermaid: true, format: 'detect'}};\n",
];

/// Tokens that steer the parser and the fold into their interesting paths.
const DICTIONARY: &[&str] = &[
    "[", "]", "{", "}", "(", ")", ",", ":", ";", "...", "=>", "`", "${", "'", "\"", "\\", "/*", "*/", "//", "\n",
    "const a = ", "let b = ", "a", "b", "c", "[a, a, a, a]", "{a, b: a}", "export default ", "module.exports = ",
    "require('./x')", "import x from './y';\n", "import * as ns from '../../../etc/passwd';\n", "process.env.HOME",
    "??", "||", "&&", " ? 1 : 2", "-1", "1e308", "0x", "NaN", "new Map()", ".map((x) => x)", "function () {}",
    "async ", "await ", "as const", "satisfies X", "<T,>", "!", "typeof ", "void 0", "undefined", "null", "true",
    "\u{2028}", "</script>", "é", "🚀", "\0",
];

fn mutate(rng: &mut fastrand::Rng, seeds: &[&str], dictionary: &[&str]) -> String {
    let mut s: Vec<u8> = seeds[rng.usize(..seeds.len())].as_bytes().to_vec();
    for _ in 0..rng.usize(1..=6) {
        let at = rng.usize(..=s.len());
        match rng.u8(..5) {
            0 => {
                let token = dictionary[rng.usize(..dictionary.len())];
                s.splice(at..at, token.bytes());
            }
            1 => {
                let end = (at + rng.usize(..=32)).min(s.len());
                s.drain(at..end);
            }
            2 => {
                // repeat a short run many times: deep nesting, long lists, huge literals
                let end = (at + rng.usize(1..=4)).min(s.len());
                let run = s[at..end].to_vec();
                let times = if rng.bool() { rng.usize(..16) } else { rng.usize(..20_000) };
                let repeated: Vec<u8> = run.iter().copied().cycle().take(run.len() * times).collect();
                s.splice(end..end, repeated);
            }
            3 => {
                if let Some(b) = s.get_mut(at) {
                    *b = rng.u8(..);
                }
            }
            _ => {
                let other = seeds[rng.usize(..seeds.len())].as_bytes();
                let from = rng.usize(..other.len());
                let to = (from + rng.usize(..=64)).min(other.len());
                s.splice(at..at, other[from..to].iter().copied());
            }
        }
        s.truncate(MAX_LEN);
    }
    String::from_utf8_lossy(&s).into_owned()
}

/// The fold and the resolver on one source; `Err` is a fine ending, a panic is not.
fn fold(dir: &Path, source: String) {
    let file = dir.join("docusaurus.config.ts");
    if let Ok(raw) = eval::eval_source(&file, source) {
        let _ = resolve_site_config(&raw, &file);
    }
}

#[test]
fn mutated_configs_end_with_a_value_or_an_error() {
    // relative imports in the inputs resolve inside this folder, never the working directory
    let dir = tempfile::tempdir().unwrap();
    let mut rng = fastrand::Rng::with_seed(0x13_c0f1);
    for case in 0..CASES {
        let source = mutate(&mut rng, SEEDS, DICTIONARY);
        let start = Instant::now();
        fold(dir.path(), source.clone());
        let took = start.elapsed();
        assert!(took < CASE_LIMIT, "case {case} took {took:?}: {:?}", &source[..source.len().min(300)]);
    }
}

/// Crashes the fuzzer found, kept as they were (issue 13).
#[test]
fn known_crashers_end_cleanly() {
    let dir = tempfile::tempdir().unwrap();
    for source in [
        format!("export default {};", "[".repeat(20_000)),
        format!("export default {{a: {}1{}}};", "(".repeat(20_000), ")".repeat(20_000)),
        format!("export default {}1;", "-".repeat(20_000)),
        format!("export default `{}`;", "${`".repeat(5_000)),
        format!("export default {{a: 1{}}};", " + 1".repeat(50_000)),
        format!("export default {{a: {}}};", "[a, ".repeat(20_000)),
    ] {
        fold(dir.path(), source);
    }
}
