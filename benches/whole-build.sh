#!/usr/bin/env bash
# Whole-build benchmark: builds (a) this repository's site/ and (b) the N-page benchmark corpus
# (written by this package's `gen-corpus`) with the release `ferrosaurus` binary, and prints wall
# seconds, pages per second and peak memory, of the largest process and of the whole process tree
# including the node SSR workers (this package's `treemem`, sampling /proc every 20 ms). Cold
# builds run with `--no-cache`; the corpus is also built warm (the cache and the previous output
# kept), unchanged and with one doc edited before each build (issue 15's incremental target).
#
#   bash benches/whole-build.sh [N_PAGES=1000] [RUNS=3]
#   FERROSAURUS=/path   measure this binary instead of building the release one
#
# For ferrosaurus against Docusaurus on the same folder, see benches/compare.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
N="${1:-1000}"
RUNS="${2:-3}"

TARGET="${CARGO_TARGET_DIR:-$PWD/target}"
if [[ -z "${FERROSAURUS:-}" ]]; then
  cargo build --release -q -p ferrosaurus
fi
BIN="${FERROSAURUS:-$TARGET/release/ferrosaurus}"
cargo build --release -q -p ferrosaurus-benches --bin gen-corpus --bin treemem
GEN="$TARGET/release/gen-corpus"
TREEMEM="$TARGET/release/treemem"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
"$GEN" "$WORK/corpus" "$N"

# warm-up: installs the theme's npm dependencies if needed (not measured)
"$BIN" build --plain --out-dir "$WORK/out" "$WORK/corpus" >/dev/null 2>&1 || true

field() { # key file: the value of key=value in treemem's result line
  tr ' ' '\n' <"$2" | sed -n "s/^$1=//p"
}

measure() { # label dir [prepare]: RUNS builds, each after `prepare` (a shell function) when given
  local label="$1" dir="$2" prepare="${3:-}" walls="" tree=0 largest=0 routes=0
  for _ in $(seq "$RUNS"); do
    if [[ -n "$prepare" ]]; then "$prepare" "$dir"; fi
    if ! "$TREEMEM" -o "$WORK/mem" -- "$BIN" build --plain $BUILD_FLAGS --out-dir "$WORK/out" "$dir" >"$WORK/log" 2>&1; then
      cat "$WORK/log"
      echo "$label: build failed" >&2
      exit 1
    fi
    routes="$(sed -n 's/.*built \([0-9]*\) routes.*/\1/p' "$WORK/log" | tail -n 1)"
    walls="$walls $(field wall_s "$WORK/mem")"
    tree="$(awk -v a="$tree" -v b="$(field tree_peak_mib "$WORK/mem")" 'BEGIN { print (b > a ? b : a) }')"
    largest="$(awk -v a="$largest" -v b="$(field max_proc_peak_mib "$WORK/mem")" 'BEGIN { print (b > a ? b : a) }')"
  done
  local median
  median="$(printf '%s\n' $walls | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }')"
  printf '%s: %s routes, wall %.2f s (median of %s:%s), %.0f pages/s, peak RSS %.0f MiB (largest process), %.0f MiB (whole process tree)\n' \
    "$label" "$routes" "$median" "$RUNS" "$walls" "$(awk -v r="$routes" -v w="$median" 'BEGIN { print r / w }')" "$largest" "$tree"
}

# cold: no cache read or written, a fresh output folder
cold() { rm -rf "$WORK/out"; }
# warm: the cache and the previous output of an unchanged folder (the build before is warm too)
warm() { :; }
# one doc edited: a word appended to the first page of the corpus, then a warm build
EDITS=0
edit_one_doc() {
  local doc
  doc="$(find "$1/docs" -name 'page-*.md' | sort | sed -n 1p)"  # sed reads all: no SIGPIPE under pipefail
  EDITS=$((EDITS + 1))
  printf '\nEdited %s.\n' "$EDITS" >>"$doc"
}

echo "$("$BIN" --version) on $(nproc) cores"
BUILD_FLAGS="--no-cache" measure "site/ cold" "$PWD/site" cold
BUILD_FLAGS="--no-cache" measure "corpus N=$N cold" "$WORK/corpus" cold
# one cached build to warm up from, then the warm measures
rm -rf "$WORK/out"
"$BIN" build --plain --out-dir "$WORK/out" "$WORK/corpus" >/dev/null 2>&1
BUILD_FLAGS="" measure "corpus N=$N warm, unchanged" "$WORK/corpus" warm
BUILD_FLAGS="" measure "corpus N=$N warm, one doc edited" "$WORK/corpus" edit_one_doc
echo "(the build's own stage lines of the last run:)"
sed -n '/^  load/,/^  links/p' "$WORK/log"
