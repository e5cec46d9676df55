//! Local search figures (issue 10): for this repository's `site/` and the generated 1,000- and
//! 10,000-page corpora, the whole build's time, then the search plugin's indexing of the built
//! pages on its own (read every page, cut sections, build every lunr index, serialize), and the
//! index bytes, raw and gzip (level 6). With Chromium, the first-query latency of the search bar
//! on the 10,000-page build (index fetched, parsed with `lunr.Index.load`, queried, hits shown).
//!
//! Each build runs in a new process of the bench, as `ferrosaurus build` runs one build per
//! process. The 1,000- and 10,000-page builds run the plugin in the build, as a site configures
//! it; its `postBuild` (the indexing, with reading the pages) is timed there too, in the same
//! minutes as the rest of the build, which is the steadier share on a machine whose speed
//! drifts. What the search adds to that build is the whole `postBuild` stage: the plugin's
//! hook, writing its index files, and the other plugins' `postBuild` (the sitemap's, some
//! hundredths of a second, counted against the search).
//!
//! Run: `cargo bench -p ferrosaurus-benches --bench search_index` (the 10,000-page build takes a
//! few minutes on 2 cores; `SEARCH_BENCH_SIZES=1000` picks the corpora, `SEARCH_BENCH_BROWSER=0`
//! skips Chromium). Prints one line per site. The indexing is timed three times, each run in a
//! new process of the bench, as a build indexes once in a new process, and the median is
//! reported: as a share of the whole build, and as what it adds to the build without it (the
//! issue's target: at most 10% of the 10,000-page build). `SEARCH_BENCH_BUILT=DIR` only times
//! the indexing of an existing build folder (e.g. the release binary's `--out-dir` of a
//! corpus), to iterate on the plugin without building again; `SEARCH_BENCH_INDEX_OUT=DIR`
//! writes the index files there (to compare their bytes across changes).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use ferrosaurus_build::{BuildOptions, Builder, ProgressMode};
use ferrosaurus_core::{Actions, AllContent, DocsOptions, HtmlTags, LoadContext, Plugin, PluginError, PostBuildContext, PostBuildOutput, SiteConfig};
use ferrosaurus_search_local::SearchLocalPlugin;
use serde_json::json;

const REPO: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/..");

/// The plugin as `site/` configures it; docs at `/` so that every built page is indexed as a doc.
fn search_plugin() -> SearchLocalPlugin {
    let mut config = SiteConfig::default_for_test();
    let mut docs = DocsOptions::defaults();
    docs.route_base_path = "/".into();
    config.docs.push(docs);
    let options = json!({"indexBlog": false, "indexPages": true, "indexDocSidebarParentCategories": 2});
    SearchLocalPlugin::from_options(&options, &config).expect("valid search options")
}

/// Every built page: (URL, file), 404 left out, in path order.
fn built_pages(out: &Path) -> Vec<(String, PathBuf)> {
    let mut pages = Vec::new();
    let mut stack = vec![out.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("read the build") {
            let path = entry.expect("dir entry").path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "html") && path.file_name().is_some_and(|n| n != "404.html") {
                let relative = path.strip_prefix(out).unwrap().to_string_lossy().replace('\\', "/");
                let url = relative.strip_suffix("index.html").map_or_else(|| relative.trim_end_matches(".html").to_string(), str::to_string);
                pages.push((format!("/{url}"), path));
            }
        }
    }
    pages.sort();
    pages
}

fn gzip_len(bytes: &[u8]) -> usize {
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::new(6));
    encoder.write_all(bytes).expect("gzip in memory");
    encoder.finish().expect("gzip in memory").len()
}

/// A plugin that times its inner plugin's `postBuild` and forwards every hook to it.
struct TimedPostBuild<P> {
    inner: P,
    post_build: Arc<Mutex<Option<Duration>>>,
}

impl<P: Plugin> Plugin for TimedPostBuild<P> {
    fn name(&self) -> &str {
        self.inner.name()
    }
    fn id(&self) -> &str {
        self.inner.id()
    }
    fn load_content(&mut self, ctx: &LoadContext<'_>) -> Result<(), PluginError> {
        self.inner.load_content(ctx)
    }
    fn content_loaded(&mut self, ctx: &LoadContext<'_>, actions: &mut Actions) -> Result<(), PluginError> {
        self.inner.content_loaded(ctx, actions)
    }
    fn all_content_loaded(&mut self, ctx: &LoadContext<'_>, all: AllContent<'_>, actions: &mut Actions) -> Result<(), PluginError> {
        self.inner.all_content_loaded(ctx, all, actions)
    }
    fn inject_html_tags(&self, ctx: &LoadContext<'_>) -> Result<HtmlTags, PluginError> {
        self.inner.inject_html_tags(ctx)
    }
    fn client_modules(&self, ctx: &LoadContext<'_>) -> Vec<PathBuf> {
        self.inner.client_modules(ctx)
    }
    fn theme_path(&self, ctx: &LoadContext<'_>) -> Option<PathBuf> {
        self.inner.theme_path(ctx)
    }
    fn paths_to_watch(&self, ctx: &LoadContext<'_>) -> Vec<PathBuf> {
        self.inner.paths_to_watch(ctx)
    }
    fn post_build(&self, ctx: &PostBuildContext<'_>) -> Result<PostBuildOutput, PluginError> {
        let start = Instant::now();
        let output = self.inner.post_build(ctx);
        *self.post_build.lock().unwrap_or_else(|poisoned| poisoned.into_inner()) = Some(start.elapsed());
        output
    }
}

struct Figures {
    build: Duration,
    /// The plugin's `postBuild` in that build.
    in_build: Option<Duration>,
    /// That build's `postBuild` stage: every plugin's hook and writing their files.
    post_build_stage: Option<Duration>,
    pages: usize,
    index: Duration,
    /// CPU seconds (all threads) of the median run.
    index_cpu: f64,
    files: Vec<(String, usize, usize)>,
}

/// Builds `site` in a new process of this bench (as `ferrosaurus build` builds: one build per
/// process, on a fresh heap), with the search plugin added when `add_plugin`, then times the
/// indexing of its output.
fn measure(name: &str, site: &Path, add_plugin: bool) -> (Figures, tempfile::TempDir) {
    let out = tempfile::tempdir().expect("temp dir");
    let build_dir = out.path().join("build");
    wait_until_idle();
    let plugin = if add_plugin { "1" } else { "0" };
    let env = [(BUILD_SITE_VAR, site.as_os_str()), (BUILD_OUT_VAR, build_dir.as_os_str()), (ADD_PLUGIN_VAR, plugin.as_ref())];
    let line = line_of_a_new_process(&env, ONE_BUILD_PREFIX, &format!("{name} builds"));
    let seconds: Vec<Option<Duration>> = line.split_whitespace().map(|n| n.parse().ok().map(Duration::from_secs_f64)).collect();
    let [Some(build), stage, hook] = seconds[..] else { panic!("three timings expected in {line:?}") };
    let mut figures = index_build(&build_dir);
    figures.build = build;
    figures.in_build = hook;
    figures.post_build_stage = stage;
    (figures, out)
}

/// Set in a child process of this bench: build the site at this path into [`BUILD_OUT_VAR`]
/// (with the search plugin added when [`ADD_PLUGIN_VAR`] is `1`), and print the build's time,
/// its `postBuild` stage and the plugin's hook (`-` where there is none) after
/// [`ONE_BUILD_PREFIX`], in seconds.
const BUILD_SITE_VAR: &str = "SEARCH_BENCH_BUILD_SITE";
const BUILD_OUT_VAR: &str = "SEARCH_BENCH_BUILD_OUT";
const ADD_PLUGIN_VAR: &str = "SEARCH_BENCH_ADD_PLUGIN";
const ONE_BUILD_PREFIX: &str = "one build:";

/// The child process's build (see [`BUILD_SITE_VAR`]).
fn build_here(site: &Path, out: &Path, add_plugin: bool) {
    let mut options = BuildOptions::new(site);
    options.out_dir = Some(out.to_path_buf());
    options.progress = ProgressMode::Quiet;
    let mut builder = Builder::new(options);
    let post_build = Arc::new(Mutex::new(None));
    if add_plugin {
        builder = builder.plugin(TimedPostBuild { inner: search_plugin(), post_build: Arc::clone(&post_build) });
    }
    let report = builder.build().unwrap_or_else(|e| panic!("{} builds: {e}", site.display()));
    let stage = report.stages.iter().find(|stage| stage.name == "postBuild").map(|stage| stage.elapsed);
    let hook = *post_build.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let seconds = |d: Option<Duration>| d.map_or_else(|| "-".to_string(), |d| d.as_secs_f64().to_string());
    println!("{ONE_BUILD_PREFIX} {} {} {}", report.elapsed.as_secs_f64(), seconds(stage), seconds(hook));
}

/// Returns once this process has been idle for a moment: the plugin leaves freeing an index to
/// a thread of its own after it returns (the build goes on meanwhile), and a timed run must not
/// share the cores with the freeing left by the run before it.
fn wait_until_idle() {
    const WINDOW: Duration = Duration::from_millis(50);
    let cpu = || ferrosaurus_benches::own_cpu_seconds().expect("read /proc/self/stat");
    for _ in 0..200 {
        let before = cpu();
        std::thread::sleep(WINDOW);
        // under a tenth of one core busy over the window
        if cpu() - before < WINDOW.as_secs_f64() / 10.0 {
            return;
        }
    }
}

/// Indexing runs timed per site; the median is reported.
const INDEXING_RUNS: usize = 3;

/// Set in a child process of this bench: index the `SEARCH_BENCH_BUILT` folder once and print
/// the time as [`ONE_RUN_PREFIX`] seconds and CPU seconds.
const ONE_RUN_VAR: &str = "SEARCH_BENCH_ONE_RUN";
const ONE_RUN_PREFIX: &str = "one indexing run:";

/// The plugin's indexing of the pages of a build folder: the median of [`INDEXING_RUNS`], each
/// in a new process of this bench, as a build indexes once in a new process (a run after
/// another in one process starts on a heap the one before left fragmented, and was some 10%
/// slower); then once more here, untimed, for the index files (`build` left zero).
fn index_build(build_dir: &Path) -> Figures {
    let mut runs: Vec<(Duration, f64)> = (0..INDEXING_RUNS).map(|_| index_in_a_new_process(build_dir)).collect();
    runs.sort_by_key(|run| run.0);
    let (median, median_cpu) = runs[INDEXING_RUNS / 2];
    let pages = built_pages(build_dir);
    let (_, _, output) = index_once(&pages);
    if let Some(dir) = std::env::var_os("SEARCH_BENCH_INDEX_OUT") {
        for (file, bytes) in &output.files {
            std::fs::write(Path::new(&dir).join(file), bytes.to_vec()).expect("write the index file");
        }
    }
    let files = output.files.iter().map(|(file, bytes)| (file.clone(), bytes.len(), gzip_len(&bytes.to_vec()))).collect();
    Figures { build: Duration::ZERO, in_build: None, post_build_stage: None, pages: pages.len(), index: median, index_cpu: median_cpu, files }
}

/// One timed indexing of `build_dir` by a new process of this bench.
fn index_in_a_new_process(build_dir: &Path) -> (Duration, f64) {
    let env = [("SEARCH_BENCH_BUILT", build_dir.as_os_str()), (ONE_RUN_VAR, "1".as_ref())];
    let line = line_of_a_new_process(&env, ONE_RUN_PREFIX, "the indexing run");
    let numbers: Vec<f64> = line.split_whitespace().filter_map(|n| n.parse().ok()).collect();
    let [seconds, cpu] = numbers[..] else { panic!("two numbers expected in {line:?}") };
    (Duration::from_secs_f64(seconds), cpu)
}

/// Runs this bench again with `env` set (it then does one job and prints one line after
/// `prefix`) and gives the rest of that line; `what` names the job when it fails.
fn line_of_a_new_process(env: &[(&str, &std::ffi::OsStr)], prefix: &str, what: &str) -> String {
    let exe = std::env::current_exe().expect("the bench's own path");
    let output = Command::new(exe).envs(env.iter().copied()).output().expect("the bench runs itself");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{what} failed: {stdout}{}", String::from_utf8_lossy(&output.stderr));
    let line = stdout.lines().find_map(|line| line.strip_prefix(prefix)).unwrap_or_else(|| panic!("{what}: no line {prefix:?} in {stdout:?}"));
    line.to_string()
}

/// The plugin's indexing of the pages of a build folder ([`built_pages`]), once, in this
/// process: its time, its CPU seconds and its files.
fn index_once(pages: &[(String, PathBuf)]) -> (Duration, f64, PostBuildOutput) {
    let urls: Vec<&str> = pages.iter().map(|(u, _)| u.as_str()).collect();
    let plugin = search_plugin();
    let cpu = || ferrosaurus_benches::own_cpu_seconds().expect("read /proc/self/stat");
    // a build indexes once: nothing stemmed yet, and nothing of a run before still being freed
    ferrosaurus_search::forget_remembered_stems();
    wait_until_idle();
    let (start, cpu_before) = (Instant::now(), cpu());
    let output = plugin
        .index_pages("/", &urls, |i, buffer| buffer.read(&pages[i].1).map(drop).map_err(|e| format!("{}: {e}", pages[i].1.display())))
        .expect("indexing succeeds");
    (start.elapsed(), cpu() - cpu_before, output)
}

fn report(name: &str, f: &Figures) {
    let raw: usize = f.files.iter().map(|(_, r, _)| r).sum();
    let gz: usize = f.files.iter().map(|(_, _, g)| g).sum();
    let mib = |b: usize| b as f64 / (1024.0 * 1024.0);
    println!(
        "{name}: {} pages; build {:.2} s; indexing {:.3} s, {:.2} CPU-s (median of {INDEXING_RUNS}; {:.1}% of the build, adds {:.1}% to the build without it); {} index file(s): {:.2} MiB raw, {:.2} MiB gzip",
        f.pages,
        f.build.as_secs_f64(),
        f.index.as_secs_f64(),
        f.index_cpu,
        100.0 * f.index.as_secs_f64() / f.build.as_secs_f64(),
        100.0 * f.index.as_secs_f64() / (f.build.as_secs_f64() - f.index.as_secs_f64()),
        f.files.len(),
        mib(raw),
        mib(gz)
    );
    if let (Some(hook), Some(stage)) = (f.in_build, f.post_build_stage) {
        let seconds = stage.as_secs_f64();
        println!(
            "    in the build: the postBuild stage {seconds:.3} s (the plugin's hook {:.3} s, then the files written), {:.1}% of the build; adds {:.1}% to the build without it",
            hook.as_secs_f64(),
            100.0 * seconds / f.build.as_secs_f64(),
            100.0 * seconds / (f.build.as_secs_f64() - seconds)
        );
    }
    for (file, r, g) in &f.files {
        println!("    {file}: {r} bytes raw, {g} bytes gzip");
    }
}

/// The search bar's lazily loaded chunk (`SearchModal.<hash>.js`: the panel, its logic and lunr)
/// and lunr-languages' chunks, raw and gzip, and whether the home page's first-load scripts
/// leave them out.
fn search_chunk(build_dir: &Path) {
    let js = build_dir.join("assets/js");
    let Ok(entries) = std::fs::read_dir(&js) else { return };
    let mut names: Vec<String> = entries.filter_map(|e| e.ok()).map(|e| e.file_name().to_string_lossy().into_owned()).collect();
    names.sort();
    let home = std::fs::read_to_string(build_dir.join("index.html")).unwrap_or_default();
    for name in names.iter().filter(|n| n.starts_with("SearchModal.") && n.ends_with(".js")) {
        let bytes = std::fs::read(js.join(name)).expect("read the chunk");
        let first_load = home.contains(name.as_str());
        println!(
            "    search chunk {name}: {} bytes raw, {} bytes gzip; in the home page's first-load scripts: {}",
            bytes.len(),
            gzip_len(&bytes),
            if first_load { "yes" } else { "no" }
        );
    }
}

/// The search bar's first query on a build, in Chromium (benches/search/first-query.mjs).
fn first_query(build_dir: &Path) {
    let theme = Path::new(REPO).join("theme");
    if !Path::new("/usr/bin/chromium").is_file() || !theme.join("node_modules/playwright-core").is_dir() {
        println!("    first query in Chromium: skipped (needs /usr/bin/chromium and theme/node_modules: run the site e2e test once)");
        return;
    }
    let script = Path::new(REPO).join("benches/search/first-query.mjs");
    let output = Command::new("node").arg(&script).arg(build_dir).arg(&theme).output().expect("node runs");
    print!("{}", String::from_utf8_lossy(&output.stdout));
    if !output.status.success() {
        println!("    first query in Chromium failed: {}", String::from_utf8_lossy(&output.stderr));
    }
}

fn main() {
    if std::env::args().any(|a| a == "--list") {
        return;
    }
    let sizes: Vec<usize> = std::env::var("SEARCH_BENCH_SIZES")
        .unwrap_or_else(|_| "1000,10000".into())
        .split(',')
        .filter_map(|s| s.trim().parse().ok())
        .collect();
    if let (Some(site), Some(out)) = (std::env::var_os(BUILD_SITE_VAR), std::env::var_os(BUILD_OUT_VAR)) {
        build_here(Path::new(&site), Path::new(&out), std::env::var(ADD_PLUGIN_VAR).is_ok_and(|v| v == "1"));
        return;
    }
    let browser = std::env::var("SEARCH_BENCH_BROWSER").map_or(true, |v| v != "0");
    if let Some(built) = std::env::var_os("SEARCH_BENCH_BUILT") {
        if std::env::var_os(ONE_RUN_VAR).is_some() {
            let (elapsed, cpu, _) = index_once(&built_pages(Path::new(&built)));
            println!("{ONE_RUN_PREFIX} {} {cpu}", elapsed.as_secs_f64());
            return;
        }
        let figures = index_build(Path::new(&built));
        println!(
            "{}: {} pages; indexing {:.3} s, {:.2} CPU-s (median of {INDEXING_RUNS})",
            Path::new(&built).display(),
            figures.pages,
            figures.index.as_secs_f64(),
            figures.index_cpu
        );
        for (file, r, g) in &figures.files {
            println!("    {file}: {r} bytes raw, {g} bytes gzip");
        }
        return;
    }

    let (figures, out) = measure("site/", &Path::new(REPO).join("site"), false);
    report("site/", &figures);
    search_chunk(&out.path().join("build"));
    for size in sizes {
        let corpus = ferrosaurus_benches::generate_corpus(size).expect("corpus generated");
        let name = format!("{size}-page corpus");
        let (figures, out) = measure(&name, corpus.path(), true);
        report(&name, &figures);
        if browser && size >= 10_000 {
            first_query(&out.path().join("build"));
        }
    }
}
