//! Shared helpers for the benchmarks (corpus generation via ../shared/bench/gen_corpus.py).
