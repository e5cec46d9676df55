//! Code splitting: which chunk each module goes into.
//!
//! Split points are dynamic `import("x")`s. The main chunk holds what the entry reaches
//! through static imports. Every other module goes into the chunk of the set of dynamic
//! import targets that reach it statically: one target gives that target's own async
//! chunk, several give a shared async chunk loaded with each of them. So no module is
//! in two chunks, and loading a target loads exactly what it needs beyond the main
//! chunk.

use std::collections::{BTreeMap, HashMap};

use crate::graph::{module_ids, LoadedModule};
use crate::resolve::{ModuleKey, Resolved};
use crate::transform::ImportKind;
use crate::ChunkKind;

/// The chunks of a bundle; chunk 0 is the main chunk.
#[derive(Debug, Clone)]
pub(crate) struct ChunkPlan {
    /// The chunks, main first, then async chunks by their first module.
    pub(crate) chunks: Vec<PlannedChunk>,
    /// Each dynamic import target (module index) and the async chunks (indices into
    /// `chunks`, ascending) that must be loaded before it can run; empty when the
    /// main chunk has it.
    pub(crate) needs: BTreeMap<usize, Vec<usize>>,
}

/// One chunk of the plan.
#[derive(Debug, Clone)]
pub(crate) struct PlannedChunk {
    /// Main, async or shared async.
    pub(crate) kind: ChunkKind,
    /// The module indices it holds, ascending (discovery order).
    pub(crate) modules: Vec<usize>,
    /// For async chunks: the dynamic import targets (module indices) that need it.
    pub(crate) targets: Vec<usize>,
}

impl ChunkPlan {
    /// Module index -> id in the linked bundle: ids count up chunk after chunk, so
    /// each chunk holds a run of consecutive ids.
    pub(crate) fn linked_ids(&self, module_count: usize) -> Vec<usize> {
        let mut ids = vec![0; module_count];
        let mut next = 0;
        for chunk in &self.chunks {
            for &module in &chunk.modules {
                ids[module] = next;
                next += 1;
            }
        }
        ids
    }
}

type ModuleIds<'a> = HashMap<&'a ModuleKey, usize>;

/// Plans the chunks of `modules` (module 0 is the entry); one chunk unless `split`.
pub(crate) fn plan_chunks(modules: &[LoadedModule], split: bool) -> ChunkPlan {
    let ids = module_ids(modules);
    let targets = dynamic_targets(modules, &ids);
    if !split {
        return ChunkPlan {
            chunks: vec![PlannedChunk {
                kind: ChunkKind::Main,
                modules: (0..modules.len()).collect(),
                targets: Vec::new(),
            }],
            needs: targets.into_iter().map(|t| (t, Vec::new())).collect(),
        };
    }
    let in_main = static_closure(modules, &ids, 0, &vec![false; modules.len()]);
    // For each module outside the main chunk: the targets (ascending) reaching it.
    let mut reached_by: Vec<Vec<usize>> = vec![Vec::new(); modules.len()];
    for &dynamic in &targets {
        let closure = static_closure(modules, &ids, dynamic, &in_main);
        for (module, reached) in closure.iter().enumerate() {
            if *reached {
                reached_by[module].push(dynamic);
            }
        }
    }
    let mut groups: BTreeMap<Vec<usize>, Vec<usize>> = BTreeMap::new();
    for (module, reaching) in reached_by.into_iter().enumerate() {
        if !in_main[module] && !reaching.is_empty() {
            groups.entry(reaching).or_default().push(module);
        }
    }
    let mut async_chunks: Vec<PlannedChunk> = groups
        .into_iter()
        .map(|(targets, modules)| PlannedChunk {
            kind: if targets.len() == 1 {
                ChunkKind::Async
            } else {
                ChunkKind::SharedAsync
            },
            modules,
            targets,
        })
        .collect();
    async_chunks.sort_by_key(|chunk| chunk.modules[0]);
    let mut chunks = vec![PlannedChunk {
        kind: ChunkKind::Main,
        modules: (0..modules.len()).filter(|&m| in_main[m]).collect(),
        targets: Vec::new(),
    }];
    chunks.extend(async_chunks);
    let needs = targets
        .iter()
        .map(|&dynamic| {
            let needed = (1..chunks.len())
                .filter(|&c| chunks[c].targets.contains(&dynamic))
                .collect();
            (dynamic, needed)
        })
        .collect();
    ChunkPlan { chunks, needs }
}

/// Modules that some module imports with `import()` only (ascending), except the entry.
fn dynamic_targets(modules: &[LoadedModule], ids: &ModuleIds<'_>) -> Vec<usize> {
    let mut targets: Vec<usize> = modules
        .iter()
        .flat_map(|module| module.dependencies.iter().zip(&module.kinds))
        .filter_map(|(dependency, kind)| match (dependency, kind) {
            (Resolved::Module(key), ImportKind::Dynamic) => ids.get(key).copied(),
            _ => None,
        })
        .filter(|&id| id != 0)
        .collect();
    targets.sort_unstable();
    targets.dedup();
    targets
}

/// The modules `start` reaches through static imports, not entering `excluded` ones.
fn static_closure(
    modules: &[LoadedModule],
    ids: &ModuleIds<'_>,
    start: usize,
    excluded: &[bool],
) -> Vec<bool> {
    let mut reached = vec![false; modules.len()];
    let mut stack = vec![start];
    while let Some(id) = stack.pop() {
        if excluded[id] || std::mem::replace(&mut reached[id], true) {
            continue;
        }
        let module = &modules[id];
        for (dependency, kind) in module.dependencies.iter().zip(&module.kinds) {
            if let (Resolved::Module(key), ImportKind::Static) = (dependency, kind) {
                stack.push(ids[key]);
            }
        }
    }
    reached
}
