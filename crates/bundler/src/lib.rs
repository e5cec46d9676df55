//! ferrosaurus bundler: turns the React theme (TS/TSX), a site's pages and their npm
//! dependencies into a browser bundle and a Node (SSR) bundle, and bundles CSS.
//!
//! Every module (ESM or CommonJS, TypeScript or JavaScript) goes through SWC on its
//! own (in parallel): parse, strip types, React automatic JSX runtime, inline
//! `process.env.NODE_ENV = "production"`, drop dead branches, ES modules to
//! CommonJS, and its `require("x")` calls numbered. The chunk is one registry of
//! `function (require, module, exports) {...}` factories keyed by numeric id, plus a
//! small runtime that runs the entry (Metro-style). CSS goes through lightningcss.
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
mod graph;
mod link;
mod resolve;
mod shake;
mod svg;
mod transform;

use std::path::PathBuf;

use indexmap::IndexMap;

pub use assets::content_hash;
pub use css::process_css;
pub use error::BundlerError;

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
    /// Base URL of emitted assets, e.g. "/" or "/docs/".
    pub public_path: String,
}

impl BundleRequest {
    /// A request with no aliases, roots or virtual modules, not minified, public path "/".
    pub fn new(entry: impl Into<String>, target: Target) -> Self {
        BundleRequest {
            entry: entry.into(),
            target,
            minify: false,
            aliases: Vec::new(),
            node_modules_roots: Vec::new(),
            virtual_modules: IndexMap::new(),
            public_path: "/".to_string(),
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

/// A finished bundle.
#[derive(Debug, Clone)]
pub struct BundleOutput {
    /// The JS chunk.
    pub js: String,
    /// The CSS imported by the modules, in import order, not minified (pass it to
    /// [`process_css`] to minify).
    pub css: String,
    /// Files referenced from JS or CSS imports.
    pub assets: Vec<EmittedAsset>,
    /// How many modules the chunk holds.
    pub module_count: usize,
}

/// Stack size of the bundler's worker threads: SWC's visitors recurse, and some npm
/// files nest deeply.
const WORKER_STACK_SIZE: usize = 64 << 20;

/// Bundles `request.entry` and everything it imports into one chunk.
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
    );
    let entry = resolver.resolve_entry(&request.entry)?;
    let modules = graph::build_graph(entry, request, &resolver)?;
    Ok(BundleOutput {
        js: link::link_js(&modules, request.target, request.minify),
        css: link::collect_css(&modules),
        assets: link::collect_assets(&modules),
        module_count: modules.len(),
    })
}
