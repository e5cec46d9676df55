//! ferrosaurus bundler: turns the React theme (TS/TSX), a site's pages and their npm
//! dependencies into a browser bundle and a Node (SSR) bundle, and bundles CSS.
//!
//! Every module (ESM or CommonJS, TypeScript or JavaScript) goes through SWC on its
//! own (in parallel): parse, strip types, React automatic JSX runtime, inline
//! `process.env.NODE_ENV = "production"`, drop dead branches, ES modules to
//! CommonJS, and its `require("x")` calls numbered. The chunk is one registry of
//! `function (require, module, exports) {...}` factories keyed by numeric id, plus a
//! small runtime that runs the entry (Metro-style). In the browser each dynamic
//! `import("x")` target becomes an async chunk (modules several targets share go to
//! a shared async chunk) that registers into the same registry when its `<script>`
//! loads; see [`BundleOutput::chunks`] and [`first_load_js`]. CSS goes through
//! lightningcss.
//!
//! Other imports: JSON gives `module.exports = <json>`; `x.css` adds its CSS to
//! [`BundleOutput::css`] (in import order); `x.module.css` also exports its class
//! names (`local_<content hash>`, the same in both targets); `.svg` gives a React
//! component (default export, as with Docusaurus's SVGR); images, fonts and media
//! are emitted as [`EmittedAsset`]s and give their URL as the default export.
//!
//! ```
//! use ferrosaurus_bundler::{bundle, BundleRequest, Target};
//!
//! let mut request = BundleRequest::new("entry", Target::Node);
//! request.virtual_modules.insert(
//!     "entry".to_string(),
//!     "import { double } from 'math';\nexport const answer: number = double(21);".to_string(),
//! );
//! request.virtual_modules.insert(
//!     "math".to_string(),
//!     "export function double(n: number) { return n * 2; }".to_string(),
//! );
//! let output = bundle(&request).unwrap();
//! assert_eq!(output.module_count, 2);
//! assert!(output.js.starts_with("module.exports = "));
//! ```

mod assets;
mod css;
mod error;
mod exports;
mod graph;
mod link;
mod resolve;
mod shake;
mod size;
mod split;
mod suggest;
mod svg;
mod transform;

use std::collections::BTreeMap;
use std::path::PathBuf;

use indexmap::IndexMap;

pub use assets::content_hash;
pub use css::process_css;
pub use error::BundlerError;
pub use size::{first_load_js, JsSize};

/// Which runtime a bundle is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Target {
    /// The browser: `exports` conditions `browser`, `import`, `module`, `default`;
    /// the chunk runs its entry at once inside an IIFE.
    Browser,
    /// Node (SSR): conditions `node`, `require`, `default`; Node builtins stay
    /// external; the chunk's `module.exports` is the entry's exports.
    Node,
}

/// What to bundle and how.
#[derive(Debug, Clone)]
pub struct BundleRequest {
    /// The entry: a virtual module name or a path to a file.
    pub entry: String,
    /// Browser or Node.
    pub target: Target,
    /// Minify each module (SWC compress + mangle).
    pub minify: bool,
    /// Import prefix -> directories tried in order, e.g.
    /// `("@theme/", [site/src/theme, theme/src/theme])`. The longest matching
    /// prefix wins; a prefix matches `prefix/rest` and the bare prefix.
    pub aliases: Vec<(String, Vec<PathBuf>)>,
    /// Extra node_modules folders (e.g. theme/node_modules for the site's files).
    /// For files outside node_modules they are tried before the folders found
    /// walking up from the file, so the site and the theme share one React; files
    /// inside node_modules try them after their own walk up.
    pub node_modules_roots: Vec<PathBuf>,
    /// Modules given as source (parsed as TSX), by import name, e.g. `@generated/pages`.
    pub virtual_modules: IndexMap<String, String>,
    /// Base URL of emitted assets and async chunks, e.g. "/" or "/docs/".
    pub public_path: String,
    /// Browser bundles: split at each `import("x")` into async chunks (which the
    /// caller must write under `public_path`). Off (the default), every module stays
    /// in the main chunk and `import()` resolves inside it. Node bundles are never
    /// split.
    pub code_splitting: bool,
    /// Files given in memory at their real path (absolute), e.g. the compiled JS of
    /// an `.mdx` page: when the graph reaches a key it uses this source instead of
    /// reading the file, parsed as JS with JSX whatever the extension. Relative
    /// imports resolve from the key's folder. Resolution sees keys as files: an
    /// exact specifier (`./intro.mdx`) finds its key, and an extension-less one
    /// (`./card`) finds `card.tsx` ... `card.json` keys as it would on disk.
    pub sources: BTreeMap<PathBuf, String>,
}

impl BundleRequest {
    /// A request with no aliases, roots or virtual modules, not minified, not split,
    /// public path "/".
    pub fn new(entry: impl Into<String>, target: Target) -> Self {
        BundleRequest {
            entry: entry.into(),
            target,
            minify: false,
            aliases: Vec::new(),
            node_modules_roots: Vec::new(),
            virtual_modules: IndexMap::new(),
            public_path: "/".to_string(),
            code_splitting: false,
            sources: BTreeMap::new(),
        }
    }
}

/// A file the bundle references by URL (images, fonts).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EmittedAsset {
    /// Path under the output folder: `assets/<name>.<hash>.<ext>`.
    pub file_name: String,
    /// The file's content.
    pub bytes: Vec<u8>,
}

/// A module of the bundle: a file or a virtual module.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum ModuleName {
    /// A file (absolute, normalized path).
    File(PathBuf),
    /// A virtual module ([`BundleRequest::virtual_modules`]), by name.
    Virtual(String),
}

impl ModuleName {
    fn of(key: &resolve::ModuleKey) -> Self {
        match key {
            resolve::ModuleKey::File(path) => ModuleName::File(path.clone()),
            resolve::ModuleKey::Virtual(name) => ModuleName::Virtual(name.clone()),
        }
    }
}

impl std::fmt::Display for ModuleName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ModuleName::File(path) => write!(f, "{}", path.display()),
            ModuleName::Virtual(name) => write!(f, "virtual:{name}"),
        }
    }
}

/// What a chunk is loaded for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ChunkKind {
    /// The entry and what it imports statically; runs on load. There is one.
    Main,
    /// A dynamic `import()` target and what only it reaches.
    Async,
    /// Modules that two or more dynamic import targets reach (and the main chunk
    /// does not); loaded with each of them.
    SharedAsync,
}

/// One JS file of a bundle.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Chunk {
    /// Path under the output folder: `assets/js/<name>.<content hash>.js`, `main`
    /// for the main chunk, the target's file stem for an async chunk, `shared` for
    /// a shared one.
    pub file_name: String,
    /// Main, async or shared.
    pub kind: ChunkKind,
    /// The JS.
    pub code: String,
    /// The modules it holds, in id order.
    pub modules: Vec<ModuleName>,
    /// Bytes of each module's printed factory (same order as `modules`): what each
    /// module costs the chunk before gzip.
    pub module_bytes: Vec<usize>,
}

/// A module some code imports with `import()`, and the async chunks to load for it.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct DynamicImport {
    /// The imported module.
    pub target: ModuleName,
    /// File names of the async chunks it needs (in [`BundleOutput::chunks`] order);
    /// empty when the main chunk holds it (always in the Node bundle).
    pub chunks: Vec<String>,
}

/// A finished bundle.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct BundleOutput {
    /// The main chunk's JS (the same as `chunks[0].code`).
    pub js: String,
    /// Every chunk, the main chunk first. A Node bundle has one chunk.
    pub chunks: Vec<Chunk>,
    /// Every dynamic import target, in module id order.
    pub dynamic_imports: Vec<DynamicImport>,
    /// The CSS imported by the modules, in import order, not minified (pass it to
    /// [`process_css`] to minify).
    pub css: String,
    /// Files referenced from JS or CSS imports.
    pub assets: Vec<EmittedAsset>,
    /// How many modules the chunks hold together.
    pub module_count: usize,
}

impl BundleOutput {
    /// The main chunk.
    pub fn main_chunk(&self) -> &Chunk {
        &self.chunks[0]
    }

    /// The chunks a page needs on first load when it renders the dynamic import
    /// targets `lazy` (e.g. its React page component): the main chunk, then each
    /// needed async chunk once, in chunk order. Targets that are not dynamically
    /// imported add nothing.
    pub fn chunks_for(&self, lazy: &[ModuleName]) -> Vec<&Chunk> {
        let needed: std::collections::HashSet<&str> = self
            .dynamic_imports
            .iter()
            .filter(|import| lazy.contains(&import.target))
            .flat_map(|import| import.chunks.iter().map(String::as_str))
            .collect();
        self.chunks
            .iter()
            .enumerate()
            .filter(|(i, chunk)| *i == 0 || needed.contains(chunk.file_name.as_str()))
            .map(|(_, chunk)| chunk)
            .collect()
    }
}

/// Stack size of the bundler's worker threads: SWC's visitors recurse, and some npm
/// files nest deeply.
const WORKER_STACK_SIZE: usize = 64 << 20;

/// Bundles `request.entry` and everything it imports: one main chunk, plus (in the
/// browser) an async chunk per dynamic `import()` target and shared async chunks.
///
/// Modules are processed in parallel on a thread pool of the bundler's own (with
/// large stacks), one thread per core.
pub fn bundle(request: &BundleRequest) -> Result<BundleOutput, BundlerError> {
    match rayon::ThreadPoolBuilder::new()
        .stack_size(WORKER_STACK_SIZE)
        .thread_name(|i| format!("ferrosaurus-bundler-{i}"))
        .build()
    {
        Ok(pool) => pool.install(|| bundle_in_current_pool(request)),
        Err(_) => bundle_in_current_pool(request),
    }
}

fn bundle_in_current_pool(request: &BundleRequest) -> Result<BundleOutput, BundlerError> {
    let resolver = resolve::Resolver::new(
        request.target,
        &request.aliases,
        &request.node_modules_roots,
        &request.virtual_modules,
        &request.sources,
    );
    let entry = resolver.resolve_entry(&request.entry)?;
    let modules = graph::build_graph(entry, request, &resolver)?;
    let split = request.code_splitting && request.target == Target::Browser;
    let plan = split::plan_chunks(&modules, split);
    let linked = link::link_chunks(
        &modules,
        &plan,
        &link::LinkOptions {
            target: request.target,
            minify: request.minify,
            public_path: &request.public_path,
        },
    );
    let chunks: Vec<Chunk> = plan
        .chunks
        .iter()
        .zip(linked)
        .map(|(planned, linked)| Chunk {
            file_name: linked.file_name,
            kind: planned.kind,
            code: linked.code,
            modules: planned
                .modules
                .iter()
                .map(|&m| ModuleName::of(&modules[m].key))
                .collect(),
            module_bytes: planned
                .modules
                .iter()
                .map(|&m| modules[m].factory.len())
                .collect(),
        })
        .collect();
    let dynamic_imports = plan
        .needs
        .iter()
        .map(|(&target, needed)| DynamicImport {
            target: ModuleName::of(&modules[target].key),
            chunks: needed
                .iter()
                .map(|&c| chunks[c].file_name.clone())
                .collect(),
        })
        .collect();
    Ok(BundleOutput {
        js: chunks[0].code.clone(),
        chunks,
        dynamic_imports,
        css: link::collect_css(&modules),
        assets: link::collect_assets(&modules),
        module_count: modules.len(),
    })
}
